import NavModel
import Testing

/// semantics.md, "Errors, warnings and ignored actions": three outcomes, told apart.
///
/// - An error throws and leaves the session unchanged.
/// - A warning sets the state as SwiftUI would and is flagged `isWarning`.
/// - An ignored gesture or command changes nothing, is not a warning, and says why.
@Suite struct OutcomeTests {
    /// A named situation: the app, the environment and what was done before.
    struct Scenario: Sendable, CustomTestStringConvertible {
        var name: String
        var ios: IOSVersion = .latest
        var device: Device = .iphone
        /// Start at `Shadows`, whose layer has no container, instead of MixedSegueTest.
        var atShadows = false
        var setup: [Action] = []
        var action: Action

        var testDescription: String { name }

        func session() throws -> Session {
            var app = try mixedSegueApp()
            app.view("Shadows")
            app.segue(.sheet, "one", on: "Shadows", to: "PushWelcome", selection: "stacked")
            app.segue(.sheet, "two", on: "Shadows", to: "PushWelcome", selection: "stacked")
            app.segue(.push, "inert", on: "Shadows", to: "PushWelcome", selection: "inert")
            app.segue(
                .sheet, "locked", on: "Shadows", to: "ModalWelcome", selection: "locked",
                options: PresentationOptions(interactiveDismissDisabled: true))
            app.segue(
                .popover(.standard), "kept", on: "Shadows", to: "PopoverWelcome", selection: "kept",
                options: PresentationOptions(compactAdaptation: CompactAdaptation(.popover)))
            app.segue(.push, "shadows", on: "MixedSegueTest", to: "Shadows", selection: "other")
            app.segue(.push, "inertInModal", on: "ModalWelcome", to: "PushWelcome", selection: "inner")
            var session = makeSession(app, ios: ios, device: device)
            if atShadows { try session.restart(at: app.id(named: "Shadows")!) }
            for action in setup { try session.run(action) }
            return session
        }
    }

    static let errors: [(Scenario, NavError)] = [
        (
            Scenario(name: "unknown tag", action: .route("nope")),
            .unknownTag(
                "nope",
                candidates: [
                    "inert", "inertInModal", "kept", "locked", "modalTest", "one",
                    "popoverTest", "pushTest", "shadows", "two",
                ])
        ),
        (
            Scenario(name: "tag off screen", action: .route("one")),
            .tagNotOnScreen("one", declaredOn: ["Shadows"])
        ),
        (
            Scenario(name: "unknown label", action: .tap("Nope")),
            .unknownLabel("Nope", view: "MixedSegueTest", candidates: ["Push", "Modal", "Popover"])
        ),
        (
            Scenario(name: "label not on the top view", setup: [.route("pushTest")], action: .tap("Modal")),
            .unknownLabel("Modal", view: "PushWelcome", candidates: [])
        ),
        (
            Scenario(name: "unknown view", action: .set(view: "Nope", state: "route", value: .none)),
            .unknownView(
                "Nope",
                candidates: ["MixedSegueTest", "PushWelcome", "ModalWelcome", "PopoverWelcome", "Shadows"])
        ),
        (
            Scenario(name: "view not on screen", action: .set(view: "Shadows", state: "route", value: .none)),
            .viewNotOnScreen("Shadows")
        ),
        (
            Scenario(name: "unknown state", action: .set(view: nil, state: "nope", value: .none)),
            .unknownState("nope", view: nil, candidates: ["route", "other"])
        ),
        (
            Scenario(name: "back on the root", action: .back),
            .noBackButton(top: "MixedSegueTest", placement: .root)
        ),
        (
            Scenario(name: "back on a presented root", setup: [.route("modalTest")], action: .back),
            .noBackButton(top: "ModalWelcome", placement: .root)
        ),
        (
            Scenario(name: "modal on iOS 13 (N8)", ios: iOS(13), action: .route("modalTest")),
            .modalNeedsIOS14(view: "ModalWelcome", ios: iOS(13))
        ),
        (
            Scenario(name: "ios away from the root", setup: [.route("popoverTest")], action: .ios(iOS(15))),
            .versionChangeNeedsRoot(depth: 2)
        ),
    ]

    @Test(arguments: errors)
    func anErrorThrowsAndLeavesTheSessionUnchanged(scenario: Scenario, error: NavError) throws {
        var session = try scenario.session()
        expectRefused(&session, scenario.action, throws: error)
    }

    static let warnings: [(Scenario, Rule, String)] = [
        (
            Scenario(name: "inert push (N2)", atShadows: true, action: .route("inert")), .n2,
            "inert"
        ),
        (
            Scenario(
                name: "inert push in a presentation (N3)", setup: [.route("modalTest")],
                action: .route("inertInModal")),
            .n3, "inner"
        ),
        (
            Scenario(
                name: "shadowed modifier (N6)", ios: iOS(14, 4), setup: [.route("shadows")],
                action: .route("one")),
            .n6, "stacked"
        ),
        (
            Scenario(
                name: "dropped presentation (N5)", ios: iOS(14, 4),
                setup: [.route("shadows"), .route("locked")],
                action: .set(view: "Shadows", state: "kept", value: .tag("kept"))), .n5, "kept"
        ),
        (
            Scenario(
                name: "queued presentation (N5)", setup: [.route("shadows"), .route("locked")],
                action: .set(view: "Shadows", state: "kept", value: .tag("kept"))), .n5, "kept"
        ),
        (
            Scenario(
                name: "interactiveDismissDisabled before 15 (N8)", ios: iOS(14, 8),
                setup: [.route("shadows")],
                action: .route("locked")), .n8, "locked"
        ),
        (
            Scenario(
                name: "presentationCompactAdaptation before 16.4 (N8)", ios: iOS(16, 3),
                setup: [.route("shadows")],
                action: .route("kept")), .n8, "kept"
        ),
    ]

    @Test(arguments: warnings)
    func aWarningSetsTheStateAndGoesOn(scenario: Scenario, rule: Rule, state: String) throws {
        var session = try scenario.session()
        let events = try session.run(scenario.action)
        let warnings = events.filter(\.isWarning)
        #expect(warnings.count == 1)
        #expect(warnings.first?.rule == rule)
        #expect(session.valueOf(state, on: "Shadows") ?? session.valueOf(state) != StateValue.none)
    }

    static let ignored: [(Scenario, NavEvent.Ignored)] = [
        (
            Scenario(
                name: "swipe down a full-screen cover", setup: [.route("modalTest")], action: .swipeDown),
            .noSheetToSwipe(.modal)
        ),
        (
            Scenario(
                name: "swipe down a disabled sheet", setup: [.route("shadows"), .route("locked")],
                action: .swipeDown),
            .gestureDisabled(.sheet)
        ),
        (Scenario(name: "tap outside with nothing to close", action: .tapOutside), .nothingToTapOutside(nil)),
        (
            Scenario(
                name: "tap outside a compact sheet", setup: [.route("popoverTest")], action: .tapOutside),
            .nothingToTapOutside(.sheet)
        ),
        (Scenario(name: "dismiss on the root", action: .dismiss), .dismissOnRoot),
        (Scenario(name: "route nil on the root", action: .routeNil), .routeNilOnRoot),
        (Scenario(name: "edge swipe with nothing pushed", action: .swipeBack), .nothingToSwipeBack),
    ]

    @Test(arguments: ignored)
    func anIgnoredActionChangesNothingAndSaysWhy(scenario: Scenario, why: NavEvent.Ignored) throws {
        var session = try scenario.session()
        let before = session
        let events = try session.run(scenario.action)
        #expect(events.map(\.kind) == [.ignored(why)])
        #expect(!events.hasWarning)
        #expect(session == before)
    }

    /// Setting a state to the value it holds is ignored too: nothing to re-derive.
    @Test func settingTheSameValueAgainIsIgnored() throws {
        var session = Session(app: try mixedSegueApp())
        try session.run(.route("pushTest"))
        let before = session
        let events = try session.run(.route("pushTest"))
        let mixed = session.app.id(named: "MixedSegueTest")!
        let pushTest = try #require(session.app[mixed].triggerIndices(tagged: "pushTest").first)
        let unchanged = BindingReference(view: mixed, slot: 0, value: .tag(trigger: pushTest))
        #expect(events.map(\.kind) == [.ignored(.unchanged(unchanged))])
        #expect(
            unchanged.change(in: session.app)
                == BindingChange(view: mixed, state: "route", value: .tag("pushTest")))
        #expect(session == before)
    }

    @Test func aButtonMayOnlyChangeState() {
        var app = AppModel()
        let home = app.declare("Home")
        for refused in [
            Action.back, .tap("x"), .swipeDown, .swipeBack, .tapOutside, .device(.ipad), .ios(iOS(15)),
        ] {
            #expect(throws: NavError.actionNotAllowedInButton(refused)) {
                try app.addButton(on: home, label: "Bad", actions: [.route("a"), refused])
            }
        }
        #expect(app[home].controls.isEmpty)
        #expect(Action.dismiss.isAllowedInButton && Action.routeNil.isAllowedInButton)
    }

    @Test func aStateIsEitherARouteOrABool() {
        var app = AppModel()
        let home = app.declare("Home")
        app.segue(.sheet, "s", on: "Home", to: "S", selection: "shown")
        #expect(throws: NavError.stateKindConflict(view: "Home", state: "shown", declared: .route)) {
            try app.addPopoverLink(
                on: home, label: "Info", destination: app.reference("S"), activeState: "shown")
        }
    }
}
