import NavModel
import Testing

/// The recipe's MixedSegueTest: one `route` drives a push, a modal and a popover.
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

func pathText(_ session: Session) -> String {
    session.path.map { $0.kind == .root ? $0.name : "\($0.kind.rawValue) \($0.name)" }.joined(
        separator: " > ")
}

@Suite struct RecipeDemoTests {
    @Test func pushThenBack() throws {
        var session = Session(app: try mixedSegueApp())
        let events = try session.perform(.route("pushTest"))
        #expect(pathText(session) == "MixedSegueTest > push PushWelcome")
        #expect(events.count == 1)
        _ = try session.perform(.back)
        #expect(pathText(session) == "MixedSegueTest")
        #expect(try session.value(ofState: "route", view: nil) == .none)
    }

    @Test func modalDismissedByItsButton() throws {
        var session = Session(app: try mixedSegueApp())
        _ = try session.perform(.tap("Modal"))
        #expect(pathText(session) == "MixedSegueTest > modal ModalWelcome")
        _ = try session.perform(.tap("Welcome to modal"))
        #expect(pathText(session) == "MixedSegueTest")
    }

    @Test func popoverIsASheetOnIPhone() throws {
        var session = Session(app: try mixedSegueApp())
        _ = try session.perform(.route("popoverTest"))
        #expect(pathText(session) == "MixedSegueTest > sheet PopoverWelcome")
        _ = try session.perform(.device(.ipad))
        #expect(pathText(session) == "MixedSegueTest > popover PopoverWelcome")
    }
}
