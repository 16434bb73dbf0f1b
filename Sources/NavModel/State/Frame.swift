/// One live view instance in the hierarchy, with its own `@State` values.
public struct Frame: Hashable, Sendable {
    /// How a frame sits in its layer.
    public enum Placement: String, Hashable, Sendable {
        /// The layer's root: the window's root view or a presentation's content.
        case root
        /// Pushed onto the layer's navigation stack.
        case push
        /// Shown in the detail column of a split `NavigationView` (rule N15).
        case detail
    }

    /// The view.
    public var view: ViewID
    /// Its state values, indexed like `ViewDeclaration.states`.
    public var values: [StateValue]
    /// How it sits in its layer.
    public var placement: Placement
    /// For a pushed frame, the trigger of the frame below that pushed it.
    public var holder: Int?

    /// Creates a frame.
    public init(view: ViewID, values: [StateValue], placement: Placement, holder: Int? = nil) {
        self.view = view
        self.values = values
        self.placement = placement
        self.holder = holder
    }
}
