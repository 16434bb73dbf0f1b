/// A runtime change, as a person or a button's closure makes it.
///
/// Names are unresolved text: they resolve against the live hierarchy when the action runs,
/// as a Swift closure captures the bindings of the view it sits in (semantics.md, Resolution).
public enum Action: Hashable, Sendable {
    /// `route TAG`: the nearest view from the context view down with a segue tagged TAG.
    case route(String)
    /// `route nil`: clear the state that holds the context view.
    case routeNil
    /// `set [VIEW.]STATE VALUE`.
    case set(view: String?, state: String, value: ValueLiteral)
    /// `tap LABEL` on the top view.
    case tap(String)
    /// A tap outside a popover or a regular-width sheet (rule N11).
    case tapOutside
    /// The top view's `DismissAction` (rule N12).
    case dismiss
    /// The back button (rule N4).
    case back
    /// The interactive edge swipe (rule N4).
    case swipeBack
    /// A sheet swiped down (rule N11).
    case swipeDown
    /// A size-class change on one axis (rules N9, N10, N15).
    case sizeClass(SizeClassAxis, SizeClass)
    /// A device preset (rule N14).
    case device(Device)
    /// The iOS version; only at the root.
    case ios(IOSVersion)

    /// Whether it changes the environment (`sizeclass`, `device`, `ios`) rather than the app.
    public var isEnvironment: Bool {
        switch self {
        case .sizeClass, .device, .ios: return true
        case .route, .routeNil, .set, .tap, .tapOutside, .dismiss, .back, .swipeBack, .swipeDown: return false
        }
    }

    /// Whether a button's closure can contain it: only state changes and `dismiss`.
    public var isAllowedInButton: Bool {
        switch self {
        case .route, .routeNil, .set, .dismiss: return true
        case .tap, .tapOutside, .back, .swipeBack, .swipeDown, .sizeClass, .device, .ios: return false
        }
    }
}

/// A value as written in `set` or `expect`: `nil`, `true`, `false` or a tag name.
public enum ValueLiteral: Hashable, Sendable {
    /// `nil`.
    case none
    /// `true` or `false`.
    case bool(Bool)
    /// A route tag.
    case tag(String)
}
