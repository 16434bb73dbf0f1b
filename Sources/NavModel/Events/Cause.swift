/// What started a change: the person, a control, or the environment.
public enum Cause: Hashable, Sendable {
    /// `route` or `set` typed as a command.
    case command
    /// A button's closure.
    case button(String)
    /// A `link` or `popoverlink` tapped.
    case tap(String)
    /// The back button.
    case backButton
    /// The interactive edge swipe.
    case edgeSwipe
    /// A sheet swiped down.
    case swipeDown
    /// A tap outside a popover or sheet.
    case tapOutside
    /// The view's `DismissAction`.
    case dismissAction
    /// A size-class or device change.
    case environment
    /// A declaration arriving while the app runs.
    case declaration
}

/// A state of a view instance, with the value it now holds: the binding that decided a change.
public struct BindingChange: Hashable, Sendable {
    /// The view owning the state.
    public var view: ViewID
    /// The state's name (hidden names start with `$`).
    public var state: String
    /// Its new value.
    public var value: StateValue

    /// Creates a binding change.
    public init(view: ViewID, state: String, value: StateValue) {
        self.view = view
        self.state = state
        self.value = value
    }
}
