/// A size class: `UIUserInterfaceSizeClass` without `unspecified`.
public enum SizeClass: String, Hashable, Sendable, CaseIterable {
    /// Compact.
    case compact
    /// Regular.
    case regular
}

/// The axis a size class describes.
public enum SizeClassAxis: String, Hashable, Sendable, CaseIterable {
    /// The horizontal size class (`sizeclass compact`).
    case horizontal
    /// The vertical size class (`sizeclass vertical compact`).
    case vertical
}

/// Both size classes of an environment.
public struct SizeClasses: Hashable, Sendable {
    /// The horizontal class.
    public var horizontal: SizeClass
    /// The vertical class.
    public var vertical: SizeClass

    /// Creates a pair.
    public init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The class on one axis.
    public subscript(axis: SizeClassAxis) -> SizeClass {
        get {
            switch axis {
            case .horizontal: return horizontal
            case .vertical: return vertical
            }
        }
        set {
            switch axis {
            case .horizontal: horizontal = newValue
            case .vertical: vertical = newValue
            }
        }
    }

    /// Whether either axis is compact: where a popover adapts (rule N9).
    public var isAnyCompact: Bool { horizontal == .compact || vertical == .compact }
}
