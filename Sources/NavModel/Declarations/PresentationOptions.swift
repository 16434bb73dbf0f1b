/// Modifiers a presentation segue carries, named as SwiftUI names them.
public struct PresentationOptions: Hashable, Sendable {
    /// `interactiveDismissDisabled()` (iOS 15+): blocks dismissal gestures, not code (rule N11).
    public var interactiveDismissDisabled: Bool
    /// `presentationCompactAdaptation` (iOS 16.4+) as written, nil when not: how the
    /// presentation appears in a compact environment (rule N9). Even `automatic` counts as
    /// written: it needs iOS 16.4 like the others (rule N8).
    public var compactAdaptation: CompactAdaptation?

    /// No options.
    public static let none = PresentationOptions()

    /// Creates options.
    public init(interactiveDismissDisabled: Bool = false, compactAdaptation: CompactAdaptation? = nil) {
        self.interactiveDismissDisabled = interactiveDismissDisabled
        self.compactAdaptation = compactAdaptation
    }
}
