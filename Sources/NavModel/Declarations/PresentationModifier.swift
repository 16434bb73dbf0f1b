/// Where a popover attaches: `.popover(attachmentAnchor:arrowEdge:)`.
public struct PopoverAttachment: Hashable, Sendable {
    /// The anchor as written, e.g. `rect(bounds)`.
    public var anchor: String
    /// The arrow edge: `top`, `bottom`, `leading` or `trailing`.
    public var edge: String

    /// The default of `.popover`: `rect(bounds)` and `top`.
    public static let standard = PopoverAttachment(anchor: "rect(bounds)", edge: "top")

    /// Creates an attachment.
    public init(anchor: String, edge: String) {
        self.anchor = anchor
        self.edge = edge
    }
}

/// A presentation modifier as declared in the view body.
public enum PresentationModifier: Hashable, Sendable {
    /// `fullScreenCover` (the recipe's `modal`): iOS 14 and later (rule N8).
    case fullScreenCover
    /// `sheet`.
    case sheet
    /// `popover(attachmentAnchor:arrowEdge:)`.
    case popover(PopoverAttachment)

    /// The family rule N6 groups modifiers by: before iOS 14.5 only the outermost of a family works.
    public var family: Family {
        switch self {
        case .fullScreenCover, .sheet: return .sheetLike
        case .popover: return .popover
        }
    }

    /// How it appears on screen where nothing adapts it.
    var screen: ScreenKind {
        switch self {
        case .fullScreenCover: return .modal
        case .sheet: return .sheet
        case .popover: return .popover
        }
    }

    /// The two families of rule N6.
    public enum Family: Hashable, Sendable {
        /// `sheet` and `fullScreenCover`.
        case sheetLike
        /// `popover`.
        case popover
    }
}

/// How a presented layer appears on screen, after adaptation (rules N9, N10, N16).
public enum ScreenKind: String, Hashable, Sendable, CaseIterable {
    /// A full-screen cover.
    case modal
    /// A sheet.
    case sheet
    /// A real popover.
    case popover
}
