import NavModel
import Testing

/// Rules N2, N3, N4, N13 and N15: where pushes go, how they pop, one per update, columns.
@Suite struct PushRulesTests {
    /// `Home` pushes `A`, which pushes `B`, which pushes `C`; `Home` has a container of `style`.
    static func chainApp(navigation style: NavigationContainer.Style? = .automatic) -> AppModel {
        var app = AppModel()
        app.view("Home", navigation: style)
        app.segue(.push, "a", on: "Home", to: "A")
        app.view("A")
        app.segue(.push, "b", on: "A", to: "B")
        app.view("B")
        app.segue(.push, "c", on: "B", to: "C")
        app.view("C")
        return app
    }

    // MARK: N2

    @Test func n2_pushOutsideAContainerIsInertWithAWarning() throws {
        var session = makeSession(Self.chainApp(navigation: nil))
        let events = try session.run(.route("a"))
        #expect(pathText(session) == "Home")
        #expect(eventLines(events, in: session) == ["1 N2 warning inertPush A presented:false"])
        #expect(events.allWarnings)
        #expect(session.valueOf("route") == .tag("a"), "the state is set, nothing is pushed")
    }

    @Test func n2_linkOutsideAContainerIsInert() throws {
        var app = AppModel()
        app.view("Home")
        app.link("More", on: "Home", to: "More")
        app.view("More")
        var session = makeSession(app)
        let events = try session.run(.tap("More"))
        #expect(pathText(session) == "Home")
        #expect(eventLines(events, in: session) == ["1 N2 warning inertPush More presented:false"])
    }

    @Test(arguments: NavigationContainer.Style.allCases)
    func n2_pushInsideAContainerActivates(style: NavigationContainer.Style) throws {
        var session = makeSession(Self.chainApp(navigation: style))
        let events = try session.run(.route("a"))
        #expect(pathText(session) == "Home > push A")
        #expect(eventLines(events, in: session) == ["1 N4 pushed A push"])
        #expect(
            events.first?.binding?.change(in: session.app)
                == BindingChange(view: session.app.id(named: "Home")!, state: "route", value: .tag("a")))
    }

    // MARK: N3

    /// `Home` (in a container) presents `S` with a sheet; `S` pushes `P`, with or without its own
    /// `navigation`.
    static func presentedPushApp(sheetHasNavigation: Bool) -> AppModel {
        var app = AppModel()
        app.view("Home", navigation: .automatic)
        app.segue(.sheet, "s", on: "Home", to: "S")
        app.view("S", navigation: sheetHasNavigation ? .automatic : nil)
        app.segue(.push, "p", on: "S", to: "P")
        app.view("P")
        return app
    }

    @Test(arguments: [Device.iphone, .ipad])
    func n3_presentedLayerDoesNotInheritTheContainer(device: Device) throws {
        var session = makeSession(Self.presentedPushApp(sheetHasNavigation: false), device: device)
        try session.run(.route("s"))
        let events = try session.run(.route("p"))
        #expect(pathText(session) == "Home > sheet S")
        #expect(eventLines(events, in: session) == ["1 N3 warning inertPush P presented:true"])
        #expect(session.valueOf("route", on: "S") == .tag("p"))
    }

    @Test func n3_presentedViewsOwnNavigationPushes() throws {
        var session = makeSession(Self.presentedPushApp(sheetHasNavigation: true))
        try session.run(.route("s"))
        let events = try session.run(.route("p"))
        #expect(pathText(session) == "Home > sheet S > push P")
        #expect(eventLines(events, in: session) == ["1 N4 pushed P push"])
    }

    // MARK: N4

    @Test func n4_pushesStackOnTheNearestContainer() throws {
        var session = makeSession(Self.chainApp())
        try session.run(.route("a"), .route("b"), .route("c"))
        #expect(pathText(session) == "Home > push A > push B > push C")
        #expect(session.stack.layers[0].views.map(\.heldBy?.state) == [nil, "route", "route", "route"])
    }

    @Test func n4_clearingALowerSelectionPopsEverythingAboveIt() throws {
        var session = makeSession(Self.chainApp())
        try session.run(.route("a"), .route("b"), .route("c"))
        let events = try session.run(.set(view: "Home", state: "route", value: .none))
        #expect(pathText(session) == "Home")
        #expect(
            eventLines(events, in: session) == [
                "1 N4 popped C teardown", "1 N4 popped B teardown", "1 N4 popped A bindingCleared",
            ])
    }

    @Test func n4_clearingAMiddleSelectionKeepsWhatIsBelow() throws {
        var session = makeSession(Self.chainApp())
        try session.run(.route("a"), .route("b"), .route("c"))
        try session.run(.set(view: "A", state: "route", value: .none))
        #expect(pathText(session) == "Home > push A")
        #expect(session.valueOf("route", on: "Home") == .tag("a"))
    }

    @Test(arguments: [(Action.back, Cause.backButton), (.swipeBack, .edgeSwipe), (.dismiss, .dismissAction)])
    func n4_userPopWritesNilBack(action: Action, cause: Cause) throws {
        var session = makeSession(Self.chainApp())
        try session.run(.route("a"), .route("b"))
        let events = try session.run(action)
        #expect(pathText(session) == "Home > push A")
        #expect(session.valueOf("route", on: "A") == StateValue.none)
        #expect(events.map(\.cause) == [cause])
        #expect(events.first?.kind == .popped(session.app.id(named: "B")!, .bindingCleared))
        #expect(events.first?.binding?.value == BindingReference.Value.none)
    }

    @Test func n4_userPopOfALinkWritesFalseBack() throws {
        var session = makeSession(popoverLinkApp())
        try session.run(.tap("More"))
        #expect(pathText(session) == "Detail > push More")
        let events = try session.run(.back)
        #expect(pathText(session) == "Detail")
        #expect(events.first?.binding?.value == .bool(false))
        try session.run(.tap("More"))
        #expect(pathText(session) == "Detail > push More", "the link's own state is false again")
    }

    @Test func n4_backOnARootIsAnError() throws {
        var session = makeSession(Self.chainApp())
        expectRefused(&session, .back, throws: .noBackButton(top: "Home", placement: .root))
        var presented = makeSession(Self.presentedPushApp(sheetHasNavigation: true))
        try presented.run(.route("s"))
        expectRefused(&presented, .back, throws: .noBackButton(top: "S", placement: .root))
    }

    @Test func n4_edgeSwipeWithNothingPushedIsIgnored() throws {
        var session = makeSession(Self.chainApp())
        let before = session
        let events = try session.run(.swipeBack)
        #expect(eventLines(events, in: session) == ["1 N4 ignored nothingToSwipeBack"])
        #expect(!events.hasWarning)
        #expect(session.state == before.state)
    }

    // MARK: N13

    /// One update that pops two levels and pushes another: the pops are one step, the push the next.
    @Test func n13_replacingADeepStackTakesTwoSteps() throws {
        var app = Self.chainApp()
        app.segue(.push, "other", on: "Home", to: "Other")
        app.view("Other")
        var session = makeSession(app)
        try session.run(.route("a"), .route("b"))
        let events = try session.run(.route("other"))
        #expect(pathText(session) == "Home > push Other")
        #expect(
            eventLines(events, in: session) == [
                "1 N4 popped B teardown", "1 N1 popped A replaced", "2 N4 pushed Other push",
            ])
    }

    /// A button's block is one update; SwiftUI shows its push and its presentation one at a time.
    @Test func n13_onePushOrPresentationPerStep() throws {
        var app = Self.chainApp()
        app.segue(.sheet, "s", on: "Home", to: "S", selection: "sheet")
        app.view("S")
        app.button("Deep", on: "Home", [.route("a"), .route("s")])
        var session = makeSession(app)
        let events = try session.run(.tap("Deep"))
        #expect(pathText(session) == "Home > push A > sheet S")
        #expect(events.map(\.step) == [1, 2])
        #expect(events.count == 2 && events.allCaused(byButton: "Deep", in: session))
        #expect(
            eventLines(events, in: session) == [
                "1 N4 pushed A push", "2 N1 presented S sheet declared:sheet",
            ])
    }

    // MARK: N15

    /// `Split` has an automatic container with two routes; `A` pushes `X` from the detail column.
    static func splitApp(style: NavigationContainer.Style = .automatic) -> AppModel {
        var app = AppModel()
        app.view("Split", navigation: style)
        app.segues(.push, on: "Split", ["a": "A", "b": "B"])
        app.view("A")
        app.segue(.push, "x", on: "A", to: "X")
        app.view("B")
        app.view("X")
        return app
    }

    @Test(arguments: [Device.ipad, .iphoneMaxLandscape])
    func n15_pushFromThePrimaryColumnShowsInTheDetailColumn(device: Device) throws {
        var session = makeSession(Self.splitApp(), device: device)
        let events = try session.run(.route("a"))
        #expect(pathText(session) == "Split > detail A")
        #expect(eventLines(events, in: session) == ["1 N15 pushed A detail"])
        #expect(session.stack.layers[0].showsColumns)
    }

    @Test(arguments: [Device.iphone, .iphoneLandscape, .ipadSlideOver])
    func n15_automaticStyleIsAStackInACompactWidth(device: Device) throws {
        var session = makeSession(Self.splitApp(), device: device)
        try session.run(.route("a"), .route("x"))
        #expect(pathText(session) == "Split > push A > push X")
        #expect(!session.stack.layers[0].showsColumns)
    }

    @Test func n15_pushFromTheDetailViewStacksInsideIt() throws {
        var session = makeSession(Self.splitApp(), device: .ipad)
        try session.run(.route("a"))
        let events = try session.run(.route("x"))
        #expect(pathText(session) == "Split > detail A > push X")
        #expect(eventLines(events, in: session) == ["1 N4 pushed X push"])
    }

    @Test func n15_pushFromThePrimaryReplacesTheDetail() throws {
        var session = makeSession(Self.splitApp(), device: .ipad)
        try session.run(.route("a"), .route("x"))
        let events = try session.run(.route("b"))
        #expect(pathText(session) == "Split > detail B")
        #expect(
            eventLines(events, in: session) == [
                "1 N4 popped X teardown", "1 N1 popped A replaced", "2 N15 pushed B detail",
            ])
    }

    @Test(arguments: [
        Action.device(.iphone), .device(.ipadSlideOver), .sizeClass(.horizontal, .compact),
    ])
    func n15_regularToCompactCollapsesTheColumns(change: Action) throws {
        var session = makeSession(Self.splitApp(), device: .ipad)
        try session.run(.route("a"), .route("x"))
        let events = try session.run(change)
        #expect(pathText(session) == "Split > push A > push X")
        #expect(eventLines(events, in: session) == ["1 N15 adapted A detail->push"])
        #expect(events.map(\.cause) == [.environment])
        #expect(session.valueOf("route", on: "Split") == .tag("a"))
    }

    @Test(arguments: [Action.device(.ipad), .device(.iphoneMaxLandscape), .sizeClass(.horizontal, .regular)])
    func n15_compactToRegularSplitsTheStack(change: Action) throws {
        var session = makeSession(Self.splitApp(), device: .iphone)
        try session.run(.route("a"), .route("x"))
        let events = try session.run(change)
        #expect(pathText(session) == "Split > detail A > push X")
        #expect(eventLines(events, in: session) == ["1 N15 adapted A push->detail"])
    }

    @Test func n15_stackStyleForcesOneStackInARegularWidth() throws {
        var session = makeSession(Self.splitApp(style: .stack), device: .ipad)
        try session.run(.route("a"))
        #expect(pathText(session) == "Split > push A")
        #expect(try session.run(.device(.iphone)).isEmpty)
        #expect(try session.run(.device(.ipad)).isEmpty)
        #expect(!session.stack.layers[0].showsColumns)
    }

    @Test(arguments: [(Device.ipad, "detail"), (.iphone, "push")])
    func n15_columnsStyleIsTheAutomaticStyleOnIOS(device: Device, kind: String) throws {
        var session = makeSession(Self.splitApp(style: .columns), device: device)
        try session.run(.route("a"))
        #expect(pathText(session) == "Split > \(kind) A")
    }

    /// The detail column's root has no back button: the primary column is beside it.
    @Test func n15_theDetailColumnHasNoBackButton() throws {
        var session = makeSession(Self.splitApp(), device: .ipad)
        try session.run(.route("a"))
        expectRefused(&session, .back, throws: .noBackButton(top: "A", placement: .detail))
        #expect(eventLines(try session.run(.swipeBack), in: session) == ["1 N4 ignored nothingToSwipeBack"])
        // Clearing the primary's selection closes the detail.
        try session.run(.routeNil)
        #expect(pathText(session) == "Split")
    }
}
