import Testing

@testable import NavModel

/// `Session.apply(taking:log:)`, the update `perform` makes of an action it is given: every
/// case gives the session, the events and the refusal that `apply(_:log:)`, which borrows the
/// action as the explorer does, gives.
@Suite struct ApplyTakingTests {
    @Test func takingAnActionAppliesItAsBorrowingDoes() throws {
        let actions: [Action] = [
            .route("pushTest"), .route("pushTest"), .back, .route("modalTest"), .dismiss,
            .route("popoverTest"),
            .tapOutside, .sizeClass(.horizontal, .regular), .route("popoverTest"), .swipeDown,
            .device(.iphone), .route("pushTest"), .swipeBack, .routeNil, .tap("Modal"),
            .tap("Welcome to modal"),
            .set(view: nil, state: "route", value: .tag("modalTest")),
            .set(view: nil, state: "route", value: .none),
            .route("nowhere"), .tap("Nope"), .swipeDown, .ios(iOS(16)), .route("modalTest"), .ios(iOS(17)),
        ]
        var session = Session(app: try mixedSegueApp())
        var refusals = 0
        for action in actions {
            var borrowing = session
            var borrowingLog = EventLog(cause: .command)
            var borrowingError: NavError?
            do throws(NavError) { try borrowing.apply(action, log: &borrowingLog) } catch {
                borrowingError = error
            }
            var taking = session
            var takingLog = EventLog(cause: .command)
            var takingError: NavError?
            do throws(NavError) { try taking.apply(taking: action, log: &takingLog) } catch {
                takingError = error
            }
            #expect(takingError == borrowingError, "\(action)")
            #expect(taking == borrowing, "\(action)")
            #expect(takingLog.events == borrowingLog.events, "\(action)")
            if borrowingError == nil { session = taking } else { refusals += 1 }
        }
        #expect(refusals > 0 && refusals < actions.count)
    }
}
