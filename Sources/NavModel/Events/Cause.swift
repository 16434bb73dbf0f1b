/// What started a change: the person, a control, or the environment.
///
/// Plain values only, a control named by its view and index rather than by its label: an event
/// holding a string was destroyed through nested outlined destroys (see `NavEvent`).
public enum Cause: Hashable, Sendable {
    /// `route` or `set` typed as a command.
    case command
    /// A button's closure: control `control` of `view`.
    case button(view: ViewID, control: Int)
    /// A `link` or `popoverlink` tapped: control `control` of `view`.
    case tap(view: ViewID, control: Int)
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

extension Cause {
    /// The label of the control a `button` or `tap` cause names; nil for the others.
    public func label(in app: AppModel) -> String? {
        switch self {
        case .button(let view, let control), .tap(let view, let control):
            return app[view].controls[control].label
        case .command, .backButton, .edgeSwipe, .swipeDown, .tapOutside, .dismissAction, .environment,
            .declaration:
            return nil
        }
    }
}

/// A state of a view instance, with the value it now holds, by name: a binding as the stack
/// shows it (`StackDescription`), and as an event's `BindingReference` reads in the
/// declarations.
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
