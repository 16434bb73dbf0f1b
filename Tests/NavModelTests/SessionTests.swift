import NavModel
import Testing

/// The session as a whole: hot reload, reset, restart, undo, value semantics, limits and scale.
@Suite struct SessionTests {
    // MARK: Hot reload (semantics.md, Resolution: declarations take effect at once)

    @Test func declaringTheFirstViewStartsTheApp() throws {
        var session = Session()
        #expect(!session.isRunning)
        expectRefused(&session, .route("a"), throws: .noViews)
        let events = try session.declare { app throws(NavError) in app.view("Home") }
        #expect(events.isEmpty)
        #expect(session.isRunning)
        #expect(pathText(session) == "Home")
    }

    /// The environment can be set before any view, as the command-line options set it; the
    /// app then starts in it.
    @Test func theEnvironmentIsSetBeforeAnyView() throws {
        var session = Session()
        #expect(try session.perform(.ios(IOSVersion(major: 16)!)).isEmpty)
        #expect(try session.perform(.device(.ipad)).isEmpty)
        #expect(try session.perform(.sizeClass(.vertical, .compact)).isEmpty)
        #expect(!session.isRunning)
        expectRefused(&session, .dismiss, throws: .noViews)
        _ = try session.declare { app throws(NavError) in app.view("Home") }
        #expect(session.platform.ios == IOSVersion(major: 16))
        #expect(session.platform.device == nil)
        #expect(session.platform.sizeClasses == SizeClasses(horizontal: .regular, vertical: .compact))
    }

    /// An inert push (N2) becomes a push when the container is declared: the hierarchy is
    /// re-derived from the states, which the reload keeps.
    @Test func addingAContainerActivatesAnInertPush() throws {
        var session = makeSession(PushRulesTests.chainApp(navigation: nil))
        try session.run(.route("a"))
        #expect(pathText(session) == "Home")
        let home = session.app.id(named: "Home")!
        let events = try session.declare { app throws(NavError) in
            app.setNavigation(NavigationContainer(), on: home)
        }
        #expect(pathText(session) == "Home > push A")
        #expect(eventLines(events, in: session) == ["1 N4 pushed A push"])
        #expect(events.allCaused(by: .declaration))
    }

    @Test func aNewStateOfALiveViewStartsAtItsInitialValue() throws {
        var session = makeSession(PushRulesTests.chainApp())
        try session.run(.route("a"))
        _ = try session.declare { app throws(NavError) in
            app.segue(.sheet, "s", on: "Home", to: "S", selection: "sheet")
            app.popoverLink("Info", on: "A", to: "S", active: "showInfo")
            app.view("S")
        }
        #expect(pathText(session) == "Home > push A", "live instances keep their states")
        #expect(session.valueOf("route", on: "Home") == .tag("a"))
        #expect(session.valueOf("sheet", on: "Home") == StateValue.none)
        #expect(session.valueOf("showInfo", on: "A") == .bool(false))
        try session.run(.tap("Info"))
        #expect(pathText(session) == "Home > push A > sheet S")
    }

    /// A destination named before its view is declared: routing to it is an error until the
    /// declaration arrives.
    @Test func aDestinationDeclaredLaterWorksOnceDeclared() throws {
        var app = AppModel()
        app.view("Home", navigation: .stack)
        app.segue(.push, "later", on: "Home", to: "Later")
        var session = makeSession(app)
        expectRefused(&session, .route("later"), throws: .undeclaredView("Later"))
        _ = try session.declare { app throws(NavError) in app.view("Later") }
        try session.run(.route("later"))
        #expect(pathText(session) == "Home > push Later")
    }

    /// A declaration body is several declarations (a `view { … }` block): when one is refused,
    /// those before it stay declared (`Session.declare`'s contract), the live hierarchy is
    /// unchanged, and live frames adopt the new states.
    @Test func aRefusedDeclarationKeepsWhatCameBeforeIt() throws {
        var session = Session(app: try mixedSegueApp())
        try session.run(.route("pushTest"))
        let before = session
        let mixed = session.app.id(named: "MixedSegueTest")!
        #expect(throws: NavError.stateKindConflict(view: "MixedSegueTest", state: "route", declared: .route))
        {
            try session.declare { app throws(NavError) in
                app.view("Extra")
                app.popoverLink("Info", on: "MixedSegueTest", to: "Extra", active: "showInfo")
                try app.addPopoverLink(
                    on: mixed, label: "Bad", destination: app.reference("Extra"), activeState: "route")
            }
        }
        #expect(session.state.layers.count == before.state.layers.count)
        #expect(pathText(session) == "MixedSegueTest > push PushWelcome")
        #expect(session.app.declaredViewNames.contains("Extra"))
        #expect(session.valueOf("showInfo") == .bool(false))
        #expect(session.app[mixed].controls.map(\.label) == ["Push", "Modal", "Popover", "Info"])
    }

    // MARK: reset and restart(at:)

    @Test func resetReturnsToTheRootWithEveryStateCleared() throws {
        var session = Session(app: try mixedSegueApp(), platform: Platform(ios: iOS(15), device: .ipad))
        try session.run(.route("popoverTest"))
        #expect(pathText(session) == "MixedSegueTest > popover PopoverWelcome")
        session.reset()
        #expect(pathText(session) == "MixedSegueTest")
        #expect(session.valueOf("route") == StateValue.none)
        #expect(session.platform == Platform(ios: iOS(15), device: .ipad), "reset keeps the environment")
        #expect(session.app == (try mixedSegueApp()), "reset keeps the declarations")
        #expect(session == Session(app: try mixedSegueApp(), platform: Platform(ios: iOS(15), device: .ipad)))
    }

    @Test func resetAllowsAVersionChange() throws {
        var session = Session(app: try mixedSegueApp())
        try session.run(.route("pushTest"))
        expectRefused(&session, .ios(iOS(14)), throws: .versionChangeNeedsRoot(depth: 2))
        session.reset()
        #expect(try session.run(.ios(iOS(14))).isEmpty)
        #expect(session.platform.ios == iOS(14))
    }

    @Test func restartStartsAfreshAtAnotherView() throws {
        var session = Session(app: try mixedSegueApp())
        try session.run(.route("modalTest"))
        let modal = session.app.id(named: "ModalWelcome")!
        try session.restart(at: modal)
        #expect(pathText(session) == "ModalWelcome")
        #expect(session.app.root == modal)
        // The root has no holder: its `route nil` button is ignored (N12's twin for `route nil`).
        let events = try session.run(.tap("Welcome to modal"))
        #expect(eventLines(events, in: session) == ["1 - ignored routeNilOnRoot"])
        session.reset()
        #expect(pathText(session) == "ModalWelcome", "reset goes back to the chosen root")
    }

    @Test func restartAtAnUndeclaredViewIsRefused() throws {
        var app = try mixedSegueApp()
        let ghost = app.reference("Ghost")
        var session = Session(app: app)
        try session.run(.route("pushTest"))
        let before = session
        #expect(throws: NavError.undeclaredView("Ghost")) { try session.restart(at: ghost) }
        #expect(session == before)
    }

    // MARK: UndoHistory

    @Test func undoReturnsSnapshotsNewestFirst() throws {
        var session = Session(app: try mixedSegueApp())
        var history = UndoHistory()
        var snapshots: [Session] = []
        for tag in ["pushTest", "modalTest", "popoverTest"] {
            history.record(session)
            snapshots.append(session)
            try session.run(.route(tag))
        }
        #expect(history.count == 3)
        for expected in snapshots.reversed() { #expect(history.undo() == expected) }
        #expect(history.undo() == nil)
        #expect(history.count == 0)
    }

    @Test(arguments: [1, 3, 10])
    func undoHistoryIsBoundedAndForgetsTheOldestFirst(limit: Int) {
        var history = UndoHistory(limit: limit)
        let sessions = (0..<(limit * 5 + 2)).map { index in
            var session = makeSession(AppModel())
            _ = try! session.declare { app throws(NavError) in app.view("V\(index)") }
            return session
        }
        for session in sessions { history.record(session) }
        #expect(history.count == limit)
        for expected in sessions.suffix(limit).reversed() { #expect(history.undo() == expected) }
        #expect(history.undo() == nil)
        // Recording after undoing continues from where it is.
        history.record(sessions[0])
        #expect(history.count == 1)
        #expect(history.undo() == sessions[0])
    }

    @Test func undoHistoryOfLimitZeroKeepsNothing() {
        var history = UndoHistory(limit: 0)
        history.record(Session())
        #expect(history.count == 0)
        #expect(history.undo() == nil)
        #expect(UndoHistory(limit: -4).limit == 0)
        #expect(UndoHistory().limit == UndoHistory.defaultLimit)
    }

    // MARK: The state is a value

    @Test func equivalentSequencesGiveEqualSessions() throws {
        let fresh = Session(app: try mixedSegueApp())
        var pushedAndBack = fresh
        try pushedAndBack.run(.route("pushTest"), .back)
        var modalAndClosed = fresh
        try modalAndClosed.run(.tap("Modal"), .tap("Welcome to modal"))
        var aroundTheWorld = fresh
        try aroundTheWorld.run(
            .route("popoverTest"), .device(.ipad), .tapOutside, .device(.iphone), .route("pushTest"),
            .swipeBack)
        #expect(pushedAndBack == fresh)
        #expect(modalAndClosed == fresh)
        #expect(aroundTheWorld == fresh)
        #expect(Set([fresh, pushedAndBack, modalAndClosed, aroundTheWorld]).count == 1)
        var viaModal = fresh
        try viaModal.run(.route("modalTest"), .route("pushTest"))
        var direct = fresh
        try direct.run(.route("pushTest"))
        #expect(viaModal == direct)
        #expect(viaModal.hashValue == direct.hashValue)
    }

    @Test func differentStatesAreNotEqual() throws {
        let fresh = Session(app: try mixedSegueApp())
        var pushed = fresh
        try pushed.run(.route("pushTest"))
        var onIPad = fresh
        try onIPad.run(.device(.ipad))
        #expect(Set([fresh, pushed, onIPad]).count == 3)
    }

    @Test func aCopyIsIndependent() throws {
        let original = Session(app: try mixedSegueApp())
        var copy = original
        try copy.run(.route("modalTest"))
        #expect(pathText(original) == "MixedSegueTest")
        #expect(pathText(copy) == "MixedSegueTest > modal ModalWelcome")
    }

    /// `perform(_:into:)`, which a caller gives back the storage of earlier events, gives the
    /// events and sessions `perform(_:)` gives, and leaves the array empty when refused.
    @Test func performingIntoKeptStorageGivesTheSameEvents() throws {
        let actions: [Action] = [
            .route("popoverTest"), .device(.ipad), .tapOutside, .device(.iphone), .route("pushTest"),
            .swipeBack, .tap("Modal"), .tap("Welcome to modal"), .route("modalTest"), .route("pushTest"),
            .route("nowhere"), .dismiss, .back,
        ]
        var returning = Session(app: try mixedSegueApp())
        var reusing = returning
        var kept: [NavEvent] = []
        var refusals = 0
        for action in actions {
            kept.removeAll(keepingCapacity: true)
            let returned: [NavEvent]
            do throws(NavError) {
                returned = try returning.perform(action)
            } catch {
                do throws(NavError) {
                    try reusing.perform(action, into: &kept)
                    Issue.record("\(action) was refused one way only")
                } catch let refusal {
                    #expect(refusal == error)
                }
                #expect(kept.isEmpty)
                #expect(reusing == returning)
                refusals += 1
                continue
            }
            try reusing.perform(action, into: &kept)
            #expect(kept == returned)
            #expect(reusing == returning)
        }
        #expect(refusals > 0 && refusals < actions.count)
    }

    // MARK: Limits and scale

    @Test func versionsThatNeverShippedAreRefused() {
        #expect(IOSVersion(major: 19) == nil)
        #expect(IOSVersion(major: 14, minor: 12) == nil)
        #expect(IOSVersion(major: 12) == nil)
        #expect(IOSVersion(major: 14, minor: -1) == nil)
        #expect(IOSVersion(major: 26)?.description == "26")
        #expect(IOSVersion(major: 14, minor: 5)?.description == "14.5")
        #expect(IOSVersion.shippedMajors == [13, 14, 15, 16, 17, 18, 26])
        #expect(IOSVersion.latest == iOS(26))
        #expect(IOSVersion.boundaries == [iOS(14), iOS(14, 5), iOS(15), iOS(16, 4), iOS(17)])
        #expect(iOS(14, 4) < iOS(14, 5) && iOS(18, 7) < iOS(26))
    }

    @Test func theMaximumDepthIsTheDefaultLimit() {
        #expect(Session.maximumDepth == 10_000)
        var session = Session()
        #expect(session.depthLimit == Session.maximumDepth)
        session.depthLimit = 20_000
        #expect(session.depthLimit == Session.maximumDepth, "a limit is never above the maximum")
        session.depthLimit = 0
        #expect(session.depthLimit == 1)
    }

    /// The limit is enforced for pushes and presentations alike, and the refused update leaves
    /// the session unchanged. Reaching the real 10,000 takes 10,000 updates of a cost that
    /// grows with the depth (minutes in a debug build), so this uses a lower limit; the full
    /// depth belongs to the benchmark.
    @Test(arguments: [1, 2, 50])
    func aPathDeeperThanTheLimitIsRefused(limit: Int) throws {
        var app = AppModel()
        app.view("Deep", navigation: .stack)
        app.segue(.push, "push", on: "Deep", to: "Deep")
        app.segue(.sheet, "sheet", on: "Deep", to: "Deep", selection: "sheet")
        var session = makeSession(app)
        session.depthLimit = limit
        for level in 1..<limit { try session.run(.route(level % 7 == 0 ? "sheet" : "push")) }
        #expect(session.state.depth == limit)
        expectRefused(&session, .route("push"), throws: .stackDepthLimit(limit))
        expectRefused(&session, .route("sheet"), throws: .stackDepthLimit(limit))
        if limit > 1 {
            // Popping the top view makes room again.
            try session.run(.routeNil, .route("sheet"))
            #expect(session.state.depth == limit)
        }
    }

    /// A declaration whose reconciliation would pass the depth limit keeps what it declared
    /// but leaves the hierarchy as it was, and says why; a later one within the limit settles.
    @Test func aDeclarationThatWouldPassTheLimitLeavesTheHierarchy() throws {
        var app = AppModel()
        app.view("Root")
        app.view("Later")
        // `go` is set while Root has no navigation container, so nothing is pushed yet.
        app.segue(.push, "go", on: "Root", to: "Later")
        var session = makeSession(app)
        try session.run(.route("go"))
        #expect(pathText(session) == "Root")
        session.depthLimit = 1
        let hierarchy = session.state
        let root = try #require(session.app.id(named: "Root"))
        #expect(throws: NavError.stackDepthLimit(1)) {
            _ = try session.declare { app in app.setNavigation(NavigationContainer(style: .stack), on: root) }
        }
        #expect(session.state == hierarchy, "the hierarchy is as it was")
        #expect(session.app[root].navigation != nil, "the container is declared")
        session.depthLimit = 2
        let events = try session.declare { app in app.view("Other") }
        #expect(!events.isEmpty)
        #expect(pathText(session) == "Root > push Later")
    }

    /// A self-pushing, self-presenting view reaches a depth of 300 and unwinds.
    @Test func aDeepRecursivePathWorks() throws {
        var app = AppModel()
        app.view("Deep", navigation: .stack)
        app.segue(.push, "push", on: "Deep", to: "Deep")
        app.segue(.sheet, "sheet", on: "Deep", to: "Deep", selection: "sheet")
        var session = makeSession(app)
        for level in 1..<300 { try session.run(.route(level % 10 == 0 ? "sheet" : "push")) }
        #expect(session.state.depth == 300)
        #expect(session.state.layers.count == 30)
        try session.run(.routeNil)
        #expect(session.state.depth == 299)
        try session.run(.swipeDown)
        #expect(session.state.depth == 290)
        try session.run(.dismiss)
        #expect(session.state.depth == 289)
        #expect(session.path.last?.kind == .push)
    }

    /// 10,000 views, each a route of the root's one `segues` group and each pushing the next.
    @Test func aTenThousandViewAppStillRoutesAndPops() throws {
        let count = 10_000
        var app = AppModel()
        app.view("Root", navigation: .stack)
        var routes: [(tag: String, destination: ViewID, site: SourceSite?)] = []
        for index in 0..<count {
            routes.append((tag: "t\(index)", destination: app.reference("V\(index)"), site: nil))
        }
        try app.addSegues(on: app.id(named: "Root")!, kind: .push, routes: routes)
        for index in 0..<count {
            app.view("V\(index)")
            app.segue(.push, "next\(index)", on: "V\(index)", to: "V\((index + 1) % count)")
        }
        #expect(app.declaredViewNames.count == count + 1)
        var session = makeSession(app)
        let pushed = try session.run(.route("t9876"))
        #expect(pathText(session) == "Root > push V9876")
        #expect(eventLines(pushed, in: session) == ["1 N4 pushed V9876 push"])
        try session.run(.route("next9876"))
        #expect(pathText(session) == "Root > push V9876 > push V9877")
        try session.run(.back, .back)
        #expect(pathText(session) == "Root")
        expectRefused(
            &session, .route("next5"), throws: .tagNotOnScreen("next5", declaredOn: ["V5"]))
    }
}
