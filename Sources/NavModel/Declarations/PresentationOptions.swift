/// Modifiers a presentation segue carries, named as SwiftUI names them.
public struct PresentationOptions: Hashable, Sendable {
    /// `interactiveDismissDisabled()` (iOS 15+): blocks dismissal gestures, not code (rule N11).
    public var interactiveDismissDisabled: Bool
    /// `presentationCompactAdaptation(.popover)` (iOS 16.4+): a popover stays a popover in a
    /// compact environment (rule N9).
    public var keepsPopoverWhenCompact: Bool

    /// No options.
    public static let none = PresentationOptions()

    /// Creates options.
    public init(interactiveDismissDisabled: Bool = false, keepsPopoverWhenCompact: Bool = false) {
        self.interactiveDismissDisabled = interactiveDismissDisabled
        self.keepsPopoverWhenCompact = keepsPopoverWhenCompact
    }
}
