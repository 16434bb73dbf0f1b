import NavModel
import Testing

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
