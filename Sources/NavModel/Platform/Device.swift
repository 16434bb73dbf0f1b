/// A device preset that sets both size classes (rule N14).
public enum Device: String, Hashable, Sendable, CaseIterable {
    /// iPhone in portrait: compact width, regular height.
    case iphone
    /// iPhone in landscape: compact width, compact height.
    case iphoneLandscape = "iphone-landscape"
    /// Plus/Max iPhone in landscape: regular width, compact height.
    case iphoneMaxLandscape = "iphone-max-landscape"
    /// iPad full screen: regular both.
    case ipad
    /// iPad Slide Over or a narrow Split View: compact width, regular height.
    case ipadSlideOver = "ipad-slideover"

    /// The size classes of the preset.
    public var sizeClasses: SizeClasses {
        switch self {
        case .iphone: return SizeClasses(horizontal: .compact, vertical: .regular)
        case .iphoneLandscape: return SizeClasses(horizontal: .compact, vertical: .compact)
        case .iphoneMaxLandscape: return SizeClasses(horizontal: .regular, vertical: .compact)
        case .ipad: return SizeClasses(horizontal: .regular, vertical: .regular)
        case .ipadSlideOver: return SizeClasses(horizontal: .compact, vertical: .regular)
        }
    }
}
