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

    /// Every tag of every state refers to the first trigger `triggers(activatedBy:inState:)`
    /// gives, whichever trigger the caller names; `nil` and Bools stay values.
    @Test func aValueRefersToTheFirstTriggerItActivates() throws {
        let app = try mixedSegueApp()
        for view in app.views.map(\.id) {
            for (index, trigger) in app[view].triggers.enumerated() {
                let value = trigger.activeValue
                let first = app[view].triggers(activatedBy: value, inState: trigger.state).first
                switch value {
                case .tag:
                    #expect(
                        app.reference(to: value, inState: trigger.state, of: view, activating: nil)
                            == .tag(trigger: try #require(first)))
                    #expect(
                        app.reference(to: value, inState: trigger.state, of: view, activating: index)
                            == .tag(trigger: index))
                case .bool(let flag):
                    #expect(
                        app.reference(to: value, inState: trigger.state, of: view, activating: nil)
                            == .bool(flag))
                case .none:
                    #expect(
                        app.reference(to: value, inState: trigger.state, of: view, activating: nil) == .none)
                }
            }
        }
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
