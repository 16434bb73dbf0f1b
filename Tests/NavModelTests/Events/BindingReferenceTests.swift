import Testing

@testable import NavModel

/// Events name bindings and controls by index (`BindingReference`, `Cause`); read in the
/// declarations, they give the names and values the state and the controls have.
@Suite struct BindingReferenceTests {
    /// A dismissal for another route reports the binding's new tag, which is not the tag of the
    /// trigger it names the binding of: the reference falls back to the state's first trigger
    /// for that tag.
    @Test func aReplacedDismissalNamesTheNewTag() throws {
        var session = makeSession(segueGroupApp(.modal, named: "ModalSegueTest"))
        try session.run(.route("a"))
        let events = try session.run(.route("b"))
        let view = try #require(session.app.id(named: "ModalSegueTest"))
        let b = try #require(session.app[view].triggerIndices(tagged: "b").first)
        #expect(eventLines(events, in: session).first == "1 N1 dismissed A modal replaced")
        #expect(events.first?.binding?.value == .tag(trigger: b))
        #expect(
            events.first?.binding?.change(in: session.app)
                == BindingChange(view: view, state: "route", value: .tag("b")))
    }

    /// A tag refers to the trigger the caller names when that trigger has it, else to the
    /// first trigger of its own state that has it, never to a trigger of another state with
    /// the same tag; `nil` and Bools stay values. The view has tag `t` on state `a` (trigger
    /// 0) and on state `b` (triggers 1 and 2), and a link (a Bool state).
    @Test func aValueRefersToTheFirstTriggerOfItsState() throws {
        var app = AppModel()
        let view = app.declare("Shared")
        app.setNavigation(NavigationContainer(), on: view)
        try app.addSegue(on: view, kind: .push, tag: "t", destination: app.textLeaf("A"), state: "a")
        try app.addSegue(on: view, kind: .push, tag: "t", destination: app.textLeaf("B"), state: "b")
        try app.addSegue(on: view, kind: .modal, tag: "t", destination: app.textLeaf("C"), state: "b")
        try app.addLink(on: view, label: "Go", destination: app.textLeaf("D"))
        let a = try #require(app[view].stateIndex(named: "a"))
        let b = try #require(app[view].stateIndex(named: "b"))
        #expect(app[view].triggers.map(\.state) == [a, b, b, app[view].triggers[3].state])
        let link = app[view].triggers[3].state
        #expect(app.referenceValue(to: .tag("t"), inState: a, of: view, activating: nil) == .tag(trigger: 0))
        #expect(app.referenceValue(to: .tag("t"), inState: b, of: view, activating: nil) == .tag(trigger: 1))
        #expect(app.referenceValue(to: .tag("t"), inState: b, of: view, activating: 2) == .tag(trigger: 2))
        #expect(app.referenceValue(to: .bool(true), inState: link, of: view, activating: 3) == .bool(true))
        #expect(
            app.referenceValue(to: .bool(false), inState: link, of: view, activating: nil) == .bool(false))
        #expect(app.referenceValue(to: .none, inState: b, of: view, activating: 1) == .none)
    }

    /// A tapped link and a button name their control, whose label the cause reads.
    @Test func aTapNamesItsControl() throws {
        var session = makeSession(popoverLinkApp())
        let events = try session.run(.tap("More"))
        let detail = try #require(session.app.id(named: "Detail"))
        let more = try #require(session.app[detail].controlIndex(labelled: "More"))
        #expect(events.first?.cause == .tap(view: detail, control: more))
        #expect(events.first?.cause?.label(in: session.app) == "More")
        #expect(Cause.backButton.label(in: session.app) == nil)
    }
}
