/// A view body wrapped in a `NavigationView` (`navigation` in the language).
public struct NavigationContainer: Hashable, Sendable {
    /// How the container lays out its views (rule N15).
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// `.automatic`: a stack in a compact width, columns in a regular width.
        case automatic
        /// `.navigationViewStyle(.stack)`: always one stack.
        case stack
        /// `.navigationViewStyle(.columns)`: columns in a regular width; like automatic on iOS.
        case columns
    }

    /// The navigation bar title, if any.
    public var title: String?
    /// The style.
    public var style: Style

    /// Creates a container.
    public init(title: String? = nil, style: Style = .automatic) {
        self.title = title
        self.style = style
    }
}
