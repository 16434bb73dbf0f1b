import NavModel
import Testing

/// `Explorer`: counts against hand counts, dead ends and traps, warnings with their scripts,
/// limits, and `reach`'s shortest scripts.
@Suite struct ExplorerTests {
    /// `view Home { navigation; link "Go" -> Detail }; view Detail`.
    private func linkApp() throws -> AppModel {
        var app = AppModel()
        let home = app.declare("Home")
        app.setNavigation(NavigationContainer(), on: home)
        try app.addLink(on: home, label: "Go", destination: app.reference("Detail"))
        app.declare("Detail")
        return app
    }

    /// `Root` with a locked sheet (interactiveDismissDisabled) and a cover that `Close` dismisses.
    private func trapApp() throws -> AppModel {
        var app = AppModel()
        let root = app.declare("Root")
        try app.addButton(on: root, label: "Lock", actions: [.route("locked")])
        try app.addButton(on: root, label: "Cover", actions: [.route("cover")])
        try app.addSegue(
            on: root, kind: .sheet, tag: "locked", destination: app.reference("Locked"),
            options: PresentationOptions(interactiveDismissDisabled: true))
        try app.addSegue(on: root, kind: .modal, tag: "cover", destination: app.reference("Cover"))
        app.declare("Locked")
        let cover = app.declare("Cover")
        try app.addButton(on: cover, label: "Close", actions: [.dismiss])
        return app
    }

    private let everything = Explorer.Analyses(deadEnds: true, coverage: true)

    /// Hand count: 2 states × 4 environments = 8; transitions 4 × 3 from Home, 4 × 2 toggles
    /// from Detail and 2 backs where Detail is pushed (compact width) = 22; 3 moves deep.
    @Test func linkAppMatchesTheHandCount() throws {
        let result = Explorer(from: Session(app: try linkApp()), moves: .person).run(analyses: everything)
        #expect(result.stateCount == 8)
        #expect(result.transitionCount == 22)
        #expect(result.depth == 3)
        #expect(result.end == .complete)
        #expect(result.deadStateCount == 0)
        #expect(result.warnings.isEmpty)
    }

    /// Without size-class changes: Home and Home with Detail; tap and back.
    @Test func handsAloneStayInTheEnvironment() throws {
        let result = Explorer(from: Session(app: try linkApp()), moves: .hands).run(analyses: everything)
        #expect(result.stateCount == 2)
        #expect(result.transitionCount == 2)
    }

    /// A state with more moves than its piece made room for (four a state and sixteen, see
    /// `Workspace.makeSuccessorRoom(for:)`): the root, a piece alone, with 30 links, each to a
    /// view of its own. Every move is kept: 31 states, 30 taps and 30 backs.
    @Test func aStateWithMoreMovesThanItsRoomKeepsThemAll() throws {
        var app = AppModel()
        let home = app.declare("Home")
        app.setNavigation(NavigationContainer(), on: home)
        for index in 0..<30 {
            try app.addLink(on: home, label: "Go\(index)", destination: app.reference("Detail\(index)"))
            app.declare("Detail\(index)")
        }
        let result = Explorer(from: Session(app: app), moves: .hands).run(analyses: everything)
        #expect(result.stateCount == 31)
        #expect(result.transitionCount == 60)
        #expect(result.end == .complete)
    }

    /// Hand count: 3 × 4 = 12 states, 16 + 8 + 12 = 36 transitions; Locked is stuck in all 4
    /// environments, one trap reached by `tap "Lock"`.
    @Test func trapAppMatchesTheHandCount() throws {
        let app = try trapApp()
        let result = Explorer(from: Session(app: app), moves: .person).run(analyses: everything)
        #expect(result.stateCount == 12)
        #expect(result.transitionCount == 36)
        #expect(result.deadStateCount == 4)
        #expect(result.deadEnds.count == 1)
        let trap = try #require(result.traps.first)
        #expect(trap.script == [.tap("Lock")])
        #expect(trap.states == 4)
        #expect(trap.path.last?.name == "Locked")
    }

    /// Before iOS 15 interactiveDismissDisabled is ignored, so the sheet can be swiped away.
    @Test func noTrapBeforeIOS15() throws {
        let platform = Platform(ios: try #require(IOSVersion(major: 14, minor: 5)), device: .iphone)
        let session = Session(app: try trapApp(), platform: platform)
        let result = Explorer(from: session, moves: .person).run(analyses: everything)
        #expect(result.deadStateCount == 0)
        #expect(result.warnings.contains { $0.event.rule == .n8 })
    }

    /// A full-screen cover with no way out is a dead end, not a trap.
    @Test func coverWithoutWayOutIsADeadEnd() throws {
        var app = AppModel()
        let root = app.declare("Root")
        try app.addButton(on: root, label: "Cover", actions: [.route("cover")])
        try app.addSegue(on: root, kind: .modal, tag: "cover", destination: app.reference("Cover"))
        app.declare("Cover")
        let result = Explorer(from: Session(app: app), moves: .hands).run(analyses: everything)
        let end = try #require(result.deadEnds.first)
        #expect(!end.isTrap)
        #expect(end.screen == .modal)
        #expect(result.traps.isEmpty)
    }

    /// An inert push (N2) is reported once, with the tap that raises it.
    @Test func warningsComeWithTheirScript() throws {
        var app = AppModel()
        let plain = app.declare("Plain")
        try app.addLink(on: plain, label: "Go", destination: app.reference("Next"))
        app.declare("Next")
        let result = Explorer(from: Session(app: app), moves: .person).run(analyses: everything)
        #expect(result.stateCount == 8)
        #expect(result.transitionCount == 20)
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.script == [.tap("Go")])
        #expect(result.shownViews[try #require(app.id(named: "Next")).index] == false)
    }

    @Test func limitsStopTheExploration() throws {
        let session = Session(app: try linkApp())
        let capped = Explorer(from: session, moves: .person, limits: Explorer.Limits(maxStates: 3)).run(
            analyses: everything)
        #expect(capped.end == .stateLimit(3))
        #expect(capped.stateCount == 3)
        #expect(capped.deadStateCount == 0)
        let shallow = Explorer(
            from: session, moves: .person, limits: Explorer.Limits(maxStates: 100, maxDepth: 1)
        )
        .run(analyses: everything)
        #expect(shallow.end == .depthLimit(1))
        #expect(shallow.stateCount == 4)
    }

    /// A view that pushes itself: a stack one view deeper at every tap, with no end short of
    /// the path's depth limit.
    private func selfPushApp() throws -> AppModel {
        var app = AppModel()
        let root = app.declare("Again")
        app.setNavigation(NavigationContainer(), on: root)
        try app.addLink(on: root, label: "Again", destination: app.reference("Again"))
        return app
    }

    /// The states of a view pushing itself keep ever longer layers: the byte limit ends the
    /// search, as the state limit does, and raised, the same search reaches its state limit.
    @Test func theByteLimitEndsASearchWhoseStacksKeepGrowing() throws {
        let session = Session(app: try selfPushApp())
        let limited = Explorer(
            from: session, moves: .person, limits: Explorer.Limits(maxStates: 100_000, maxKeyBytes: 64 << 10)
        ).run(analyses: everything)
        #expect(limited.end == .memoryLimit(64 << 10))
        #expect(limited.stateCount > 100 && limited.stateCount < 100_000)
        #expect(limited.deadStateCount == 0)
        let raised = Explorer(
            from: session, moves: .person,
            limits: Explorer.Limits(maxStates: limited.stateCount + 1, maxKeyBytes: 64 << 20)
        ).run(analyses: everything)
        #expect(raised.end == .stateLimit(limited.stateCount + 1))
        // A small search stops at a limit below what it keeps, and ends by itself above it.
        let small = Explorer(
            from: Session(app: try linkApp()), moves: .person,
            limits: Explorer.Limits(maxStates: 100, maxKeyBytes: 1)
        ).run(analyses: everything)
        #expect(small.end == .memoryLimit(1))
        let whole = Explorer(
            from: Session(app: try linkApp()), moves: .person,
            limits: Explorer.Limits(maxStates: 100, maxKeyBytes: 4 << 10)
        ).run(analyses: everything)
        #expect(whole.end == .complete)
    }

    /// A limit met in the middle of a state's moves leaves that state unexpanded: ended with
    /// the successors found so far (the push, before the back button), it was counted dead.
    /// The largest limit takes the stack past 128 frames, whose count then takes two bytes
    /// of a key, and the search past a progress interval (256 states); each state's stack is
    /// as deep as its number, so the cost grows with the square of the limit (2,000 took a
    /// minute under ASan).
    @Test func aStateCutShortByALimitIsNotDead() throws {
        let session = Session(app: try selfPushApp())
        for limit in [2, 3, 50, 300] {
            let result = Explorer(from: session, moves: .person, limits: Explorer.Limits(maxStates: limit))
                .run(
                    analyses: everything)
            #expect(result.end == .stateLimit(limit))
            #expect(result.deadStateCount == 0, "at \(limit) states")
            #expect(result.deadEnds.isEmpty)
        }
    }

    @Test func targetGivesTheShortestScript() throws {
        let session = Session(app: try trapApp())
        let cover = try #require(session.app.id(named: "Cover"))
        let result = Explorer(from: session, moves: .hands).run(
            analyses: Explorer.Analyses(deadEnds: false, coverage: false), target: { $0.topView == cover })
        #expect(result.end == .found)
        #expect(result.targetScript == [.tap("Cover")])
    }

    /// Equal states have equal keys whatever the path to them; the device preset is not part of it.
    @Test func exploringTwiceGivesTheSameResult() throws {
        let session = Session(app: try trapApp())
        let first = Explorer(from: session, moves: .person).run(analyses: everything)
        let second = Explorer(from: session, moves: .person).run(analyses: everything)
        #expect(first.stateCount == second.stateCount)
        #expect(first.transitionCount == second.transitionCount)
    }
}
