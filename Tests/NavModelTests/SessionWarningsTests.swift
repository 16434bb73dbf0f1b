import Testing

@testable import NavModel

/// `Session.performForWarnings`, the explorer's way to perform a move: the same update as
/// `perform`, returning exactly `perform`'s warnings, with or without other events around them.
@Suite struct SessionWarningsTests {
    /// A session, what is done before, and the update compared.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let start: @Sendable () -> Session
        let before: [Action]
        let action: Action
        /// Whether the update warns, and whether it has other events: each case covers one side.
        let warns: Bool
        let hasOthers: Bool
        var testDescription: String { name }
    }

    /// Home with no container pushes nothing (a warning); with one it pushes (no warning).
    private static func pushApp(container: Bool) -> AppModel {
        var app = AppModel()
        app.view("Home", navigation: container ? .automatic : nil)
        app.segue(.push, "detail", on: "Home", to: "Detail")
        app.view("Detail")
        return app
    }

    static let cases: [Case] = [
        Case(
            name: "a warning alone", start: { makeSession(pushApp(container: false)) }, before: [],
            action: .route("detail"), warns: true, hasOthers: false),
        Case(
            name: "no warning", start: { makeSession(pushApp(container: true)) }, before: [],
            action: .route("detail"), warns: false, hasOthers: true),
        Case(
            name: "a queued request after other events",
            start: { makeSession(PresentationRulesTests.twoAskersApp(), ios: iOS(15)) },
            before: [.route("detail"), .route("first")],
            action: .set(view: "Detail", state: "route", value: .tag("second")), warns: true, hasOthers: false
        ),
        Case(
            name: "a dropped request",
            start: { makeSession(PresentationRulesTests.twoAskersApp(), ios: iOS(14)) },
            before: [.route("detail"), .route("first")],
            action: .set(view: "Detail", state: "route", value: .tag("second")), warns: true, hasOthers: false
        ),
        Case(
            name: "a size-class change that adapts a sheet",
            start: { makeSession(PresentationRulesTests.twoAskersApp(), ios: iOS(15)) },
            before: [.route("detail"), .route("first")], action: .sizeClass(.vertical, .compact),
            warns: false, hasOthers: true),
    ]

    @Test(arguments: cases)
    func theWarningsAreThoseOfPerform(_ test: Case) throws {
        var session = test.start()
        for action in test.before { _ = try session.perform(action) }
        var performed = session
        var warned = session
        let events = try performed.perform(test.action)
        let warnings = try warned.performForWarnings(test.action)
        #expect(warnings == events.filter(\.isWarning))
        #expect(warnings.isEmpty != test.warns)
        #expect((events.count > warnings.count) == test.hasOthers)
        #expect(warned == performed)
    }

    @Test func aRefusalIsTheSame() throws {
        var session = makeSession(Self.pushApp(container: true))
        #expect(throws: NavError.unknownLabel("Nope", view: "Home", candidates: [])) {
            try session.performForWarnings(.tap("Nope"))
        }
        #expect(session == makeSession(Self.pushApp(container: true)))
    }
}
