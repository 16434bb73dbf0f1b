import NavModel
import Testing

// Apps the suites share, built with the model's own declaration API, so every test reads like
// the `.nav` file it stands for.

/// The recipe's MixedSegueTest: one `route` drives a push, a modal and a popover.
///
/// ```
/// view MixedSegueTest "SwiftUI Segues" {
///   navigation
///   button "Push" { route pushTest }; button "Modal" { route modalTest }
///   button "Popover" { route popoverTest }
///   segue push pushTest -> PushWelcome
///   segue modal modalTest -> ModalWelcome
///   segue popover(rect(bounds), top) popoverTest -> PopoverWelcome
/// }
/// view PushWelcome "Welcome to Push"
/// view ModalWelcome { button "Welcome to modal" { route nil } }
/// view PopoverWelcome "Welcome to Popover"
/// ```
func mixedSegueApp() throws -> AppModel {
    var app = AppModel()
    let mixed = app.declare("MixedSegueTest", title: "SwiftUI Segues")
    app.setNavigation(NavigationContainer(), on: mixed)
    try app.addButton(on: mixed, label: "Push", actions: [.route("pushTest")])
    try app.addButton(on: mixed, label: "Modal", actions: [.route("modalTest")])
    try app.addButton(on: mixed, label: "Popover", actions: [.route("popoverTest")])
    try app.addSegue(on: mixed, kind: .push, tag: "pushTest", destination: app.reference("PushWelcome"))
    try app.addSegue(on: mixed, kind: .modal, tag: "modalTest", destination: app.reference("ModalWelcome"))
    try app.addSegue(
        on: mixed, kind: .popover(PopoverAttachment(anchor: "rect(bounds)", edge: "top")), tag: "popoverTest",
        destination: app.reference("PopoverWelcome"))
    app.declare("PushWelcome", title: "Welcome to Push")
    let modal = app.declare("ModalWelcome")
    try app.addButton(on: modal, label: "Welcome to modal", actions: [.routeNil])
    app.declare("PopoverWelcome", title: "Welcome to Popover")
    return app
}

/// The recipe's PushSegueTest (`kind: .push`) and ModalSegueTest (`kind: .modal`): one
/// `.segues` modifier over a three-case route enum whose destinations are text leaves.
///
/// ```
/// view PushSegueTest { navigation; segues push { a -> text "A"; b -> text "B"; c -> text "C" } }
/// ```
func segueGroupApp(_ kind: SegueKind, named name: String = "PushSegueTest") -> AppModel {
    var app = AppModel()
    let root = app.declare(name)
    app.setNavigation(NavigationContainer(), on: root)
    let routes = ["a", "b", "c"].map { tag in
        (tag: tag, destination: app.textLeaf(tag.uppercased()), site: SourceSite?.none)
    }
    try! app.addSegues(on: root, kind: kind, routes: routes)
    return app
}

/// The `Detail` view of language.md as the root: both `PopoverLink` forms and a
/// `NavigationLink`. Its container has the stack style, so no column layout (N15) mixes in.
///
/// ```
/// view Detail {
///   navigation style stack
///   popoverlink "Go to subview" -> Subview
///   popoverlink "Info" -> Info active showInfo
///   link "More" -> More
/// }
/// view Subview; view Info; view More
/// ```
func popoverLinkApp(options: PresentationOptions = .none) -> AppModel {
    var app = AppModel()
    app.view("Detail", navigation: .stack)
    app.popoverLink("Go to subview", on: "Detail", to: "Subview", options: options)
    app.popoverLink("Info", on: "Detail", to: "Info", active: "showInfo", options: options)
    app.link("More", on: "Detail", to: "More")
    for name in ["Subview", "Info", "More"] { app.view(name) }
    return app
}

/// Shorthands that read like the `.nav` declarations they stand for. They trap on a refused
/// declaration: a test app that does not declare is a broken test.
extension AppModel {
    /// `view NAME [{ navigation [style STYLE] }]`.
    @discardableResult
    mutating func view(
        _ name: String, title: String? = nil, navigation style: NavigationContainer.Style? = nil
    )
        -> ViewID
    {
        let id = declare(name, title: title)
        if let style { setNavigation(NavigationContainer(style: style), on: id) }
        return id
    }

    /// `segue KIND TAG -> DEST [selection STATE] [OPTIONS]` on `view`.
    mutating func segue(
        _ kind: SegueKind, _ tag: String, on view: String, to destination: String,
        selection: String = "route",
        options: PresentationOptions = .none
    ) {
        try! addSegue(
            on: reference(view), kind: kind, tag: tag, destination: reference(destination), state: selection,
            options: options)
    }

    /// `segues KIND [selection STATE] { TAG -> DEST; … }` on `view`.
    mutating func segues(
        _ kind: SegueKind, on view: String, selection: String = "route",
        _ routes: KeyValuePairs<String, String>
    ) {
        let routes = routes.map { (tag: $0.key, destination: reference($0.value), site: SourceSite?.none) }
        try! addSegues(on: reference(view), kind: kind, state: selection, routes: routes)
    }

    /// `link LABEL -> DEST` on `view`.
    mutating func link(_ label: String, on view: String, to destination: String) {
        try! addLink(on: reference(view), label: label, destination: reference(destination))
    }

    /// `popoverlink LABEL -> DEST [active STATE] [OPTIONS]` on `view`.
    mutating func popoverLink(
        _ label: String, on view: String, to destination: String, active: String? = nil,
        options: PresentationOptions = .none
    ) {
        try! addPopoverLink(
            on: reference(view), label: label, destination: reference(destination), activeState: active,
            options: options)
    }

    /// `button LABEL { ACTIONS }` on `view`.
    mutating func button(_ label: String, on view: String, _ actions: [Action]) {
        try! addButton(on: reference(view), label: label, actions: actions)
    }
}

/// A shipped iOS version; traps on one that never shipped.
func iOS(_ major: Int, _ minor: Int = 0) -> IOSVersion { IOSVersion(major: major, minor: minor)! }

/// A session on `app` in the given environment.
func makeSession(_ app: AppModel, ios: IOSVersion = .latest, device: Device = .iphone) -> Session {
    Session(app: app, platform: Platform(ios: ios, device: device))
}

/// The canonical path of language.md: `Root > push A > sheet "Text"`.
func pathText(_ session: Session) -> String {
    session.path.map { element in
        let name = element.isText ? "\"\(element.name)\"" : element.name
        return element.kind == .root ? name : "\(element.kind.rawValue) \(name)"
    }.joined(separator: " > ")
}

extension Session {
    /// Performs the actions in order, each as its own update, and returns the last one's events.
    @discardableResult
    mutating func run(_ actions: Action...) throws -> [NavEvent] {
        var events: [NavEvent] = []
        for action in actions { events = try perform(action) }
        return events
    }

    /// The value of `[VIEW.]STATE`, or nil when it does not resolve.
    func valueOf(_ state: String, on view: String? = nil) -> StateValue? {
        try? value(ofState: state, view: view)
    }

    /// The name of a view.
    func name(_ id: ViewID) -> String { app[id].name }
}

/// One event as a line, `STEP RULE what`, so a test compares an update's whole explanation
/// (order, steps, rule ids, kinds) at once.
func eventLines(_ events: [NavEvent], in session: Session) -> [String] {
    events.map { event in
        "\(event.step) \(event.rule.map(String.init(describing:)) ?? "-") \(describe(event.kind, in: session))"
    }
}

private func describe(_ kind: NavEvent.Kind, in session: Session) -> String {
    let name = session.name
    switch kind {
    case .pushed(let view, let placement): return "pushed \(name(view)) \(placement)"
    case .popped(let view, let removal): return "popped \(name(view)) \(removal)"
    case .presented(let view, let screen, let declared):
        return "presented \(name(view)) \(screen) declared:\(modifierName(declared))"
    case .dismissed(let view, let screen, let removal): return "dismissed \(name(view)) \(screen) \(removal)"
    case .adaptedScreen(let view, let from, let to): return "adapted \(name(view)) \(from)->\(to)"
    case .adaptedPlacement(let view, let from, let to): return "adapted \(name(view)) \(from)->\(to)"
    case .queued(let view, let behind): return "queued \(name(view)) behind \(name(behind))"
    case .ignored(let why):
        switch why {
        case .unchanged(let binding):
            return "ignored unchanged \(name(binding.view)).\(binding.change(in: session.app).state)"
        case .noSheetToSwipe(let screen): return "ignored noSheetToSwipe \(screen.map(\.rawValue) ?? "root")"
        case .nothingToTapOutside(let screen):
            return "ignored nothingToTapOutside \(screen.map(\.rawValue) ?? "root")"
        case .gestureDisabled(let screen): return "ignored gestureDisabled \(screen)"
        case .dismissOnRoot, .routeNilOnRoot, .nothingToSwipeBack: return "ignored \(why)"
        }
    case .warning(let warning):
        switch warning {
        case .inertPush(let view, let presented):
            return "warning inertPush \(name(view)) presented:\(presented)"
        case .shadowedModifier(let view, let on): return "warning shadowed \(name(view)) on \(name(on))"
        case .presentationDropped(let view, let presenting):
            return "warning dropped \(name(view)) presenting \(name(presenting))"
        case .optionUnavailable(let option, let needs):
            return "warning unavailable \(option.rawValue) \(needs)"
        }
    }
}

/// The modifier an event records as declared, by the screen it shows where nothing adapts it.
private func modifierName(_ declared: ScreenKind) -> String {
    switch declared {
    case .modal: return "fullScreenCover"
    case .sheet: return "sheet"
    case .popover: return "popover"
    }
}

/// Expects `body` to throw exactly `expected` and to leave the session as it was.
func expectRefused(
    _ session: inout Session, _ action: Action, throws expected: NavError,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let before = session
    #expect(throws: expected, sourceLocation: sourceLocation) { try session.perform(action) }
    #expect(session == before, "an error must leave the session unchanged", sourceLocation: sourceLocation)
}

extension [NavEvent] {
    /// Whether any event is a warning.
    var hasWarning: Bool { contains { $0.isWarning } }
    /// Whether there are events and all are warnings.
    var allWarnings: Bool { !isEmpty && allSatisfy { $0.isWarning } }
    /// Whether there are events and `cause` started them all.
    func allCaused(by cause: Cause) -> Bool { !isEmpty && allSatisfy { $0.cause == cause } }
    /// Whether there are events and the button labelled `label` started them all.
    func allCaused(byButton label: String, in session: Session) -> Bool {
        !isEmpty
            && allSatisfy { event in
                guard case .button = event.cause else { return false }
                return event.cause?.label(in: session.app) == label
            }
    }
}
