import NavModel
import Testing

/// semantics.md, Resolution: names resolve from the context view down the path.
@Suite struct ResolutionTests {
    /// `Home` and `A` both declare a segue tagged `x`; `A` also has a state named `flag`, a
    /// button, and a push `y` that only `A` declares. `Off` declares `z` and is never shown.
    ///
    /// ```
    /// view Home { navigation; segue push a -> A; segue sheet x -> X selection sheet; popoverlink "Info" -> X active flag }
    /// view A { segue sheet x -> Y selection sheet; segue push y -> Y; button "Go" { route x } }
    /// view Off { segue push z -> X }
    /// ```
    static func app() -> AppModel {
        var app = AppModel()
        app.view("Home", navigation: .stack)
        app.segue(.push, "a", on: "Home", to: "A")
        app.segue(.sheet, "x", on: "Home", to: "X", selection: "sheet")
        app.popoverLink("Info", on: "Home", to: "X", active: "flag")
        app.view("A")
        app.segue(.sheet, "x", on: "A", to: "Y", selection: "sheet")
        app.segue(.push, "y", on: "A", to: "Y")
        app.button("Go", on: "A", [.route("x")])
        app.link("More", on: "A", to: "Y")
        app.view("X")
        app.view("Y")
        app.view("Off")
        app.segue(.push, "z", on: "Off", to: "X")
        return app
    }

    // MARK: route TAG

    @Test func routeFindsTheNearestViewFromTheContextDown() throws {
        var session = makeSession(Self.app())
        try session.run(.route("a"), .route("x"))
        #expect(pathText(session) == "Home > push A > sheet Y", "A's x, not Home's")
        #expect(session.valueOf("sheet", on: "A") == .tag("x"))
        #expect(session.valueOf("sheet", on: "Home") == StateValue.none)
    }

    @Test func routeFromTheRootUsesTheRootsSegue() throws {
        var session = makeSession(Self.app())
        try session.run(.route("x"))
        #expect(pathText(session) == "Home > sheet X")
    }

    @Test func routeGoesDownThroughPresentedLayers() throws {
        var session = makeSession(Self.app())
        try session.run(.route("x"))
        // X (the sheet's content) has no tag `a`: Home, in the layer below, does.
        try session.run(.route("a"))
        #expect(pathText(session) == "Home > push A > sheet X")
    }

    @Test func aButtonResolvesFromItsOwnView() throws {
        var session = makeSession(Self.app())
        try session.run(.route("a"))
        let events = try session.run(.tap("Go"))
        #expect(pathText(session) == "Home > push A > sheet Y")
        #expect(events.allCaused(byButton: "Go", in: session))
    }

    @Test func aTagDeclaredOnlyOffScreenIsAnErrorNamingWhere() throws {
        var session = makeSession(Self.app())
        expectRefused(&session, .route("y"), throws: .tagNotOnScreen("y", declaredOn: ["A"]))
        expectRefused(&session, .route("z"), throws: .tagNotOnScreen("z", declaredOn: ["Off"]))
        try session.run(.route("a"))
        try session.run(.route("y"))
        #expect(pathText(session) == "Home > push A > push Y")
    }

    @Test func anUnknownTagIsAnErrorListingTheTags() throws {
        var session = makeSession(Self.app())
        expectRefused(
            &session, .route("nope"), throws: .unknownTag("nope", candidates: ["a", "x", "y", "z"]))
    }

    // MARK: route nil

    @Test(arguments: [
        ([Action.route("a")], "Home", "route", StateValue.none),
        ([.route("x")], "Home", "sheet", .none),
        ([.tap("Info")], "Home", "flag", .bool(false)),
        ([.route("a"), .tap("More")], "Home > push A", "$link More", .bool(false)),
    ])
    func routeNilClearsTheStateHoldingTheContextView(
        setup: [Action], remaining: String, state: String, cleared: StateValue
    ) throws {
        var session = makeSession(Self.app())
        for action in setup { try session.run(action) }
        let holder = session.stack.layers.last!.heldBy ?? session.stack.layers.last!.views.last!.heldBy!
        let events = try session.run(.routeNil)
        #expect(pathText(session) == remaining)
        #expect(
            events.first?.binding?.change(in: session.app)
                == BindingChange(view: holder.view, state: holder.state, value: cleared))
        if setup.count == 1 { #expect(session.valueOf(state, on: "Home") == cleared) }
    }

    @Test func routeNilOnTheRootIsIgnored() throws {
        var session = makeSession(Self.app())
        let before = session
        let events = try session.run(.routeNil)
        #expect(eventLines(events, in: session) == ["1 - ignored routeNilOnRoot"])
        #expect(!events.hasWarning)
        #expect(session == before)
    }

    // MARK: set [VIEW.]STATE VALUE

    @Test func setWithoutAViewUsesTheNearestViewThatHasTheState() throws {
        var session = makeSession(Self.app())
        try session.run(.route("a"))
        try session.run(.set(view: nil, state: "sheet", value: .tag("x")))
        #expect(pathText(session) == "Home > push A > sheet Y")
        // `flag` only Home has: found further down.
        try session.run(.set(view: nil, state: "route", value: .none))
        #expect(pathText(session) == "Home > push A > sheet Y", "A's own route was already nil")
        try session.run(.set(view: nil, state: "flag", value: .bool(true)))
        #expect(session.valueOf("flag") == .bool(true))
    }

    @Test func setWithAViewNamesItsTopMostLiveInstance() throws {
        var app = AppModel()
        app.view("Node", navigation: .stack)
        app.segue(.push, "child", on: "Node", to: "Node")
        var session = makeSession(app)
        try session.run(.route("child"), .route("child"), .route("child"))
        #expect(pathText(session) == "Node > push Node > push Node > push Node")
        try session.run(.set(view: "Node", state: "route", value: .tag("child")))
        #expect(session.state.depth == 5, "the top-most instance pushes one more")
        try session.run(.back, .back)
        #expect(session.state.depth == 3)
    }

    @Test func setRefusesNamesThatDoNotResolve() throws {
        var session = makeSession(Self.app())
        try session.run(.route("a"))
        expectRefused(
            &session, .set(view: nil, state: "nope", value: .none),
            throws: .unknownState("nope", view: nil, candidates: ["sheet", "route", "flag"]))
        expectRefused(
            &session, .set(view: "A", state: "flag", value: .bool(true)),
            throws: .unknownState("flag", view: "A", candidates: ["sheet", "route"]))
        expectRefused(
            &session, .set(view: "Nope", state: "route", value: .none),
            throws: .unknownView("Nope", candidates: ["Home", "A", "X", "Y", "Off"]))
        expectRefused(
            &session, .set(view: "Off", state: "route", value: .none), throws: .viewNotOnScreen("Off"))
    }

    /// A control's own hidden `@State` (a `link`, a `popoverlink` without `active`) has no name.
    @Test func hiddenStatesCannotBeSet() throws {
        var session = makeSession(popoverLinkApp())
        expectRefused(
            &session, .set(view: nil, state: "$link More", value: .bool(true)),
            throws: .unknownState("$link More", view: nil, candidates: ["showInfo"]))
        #expect(session.stack.layers[0].views[0].states.map(\.name) == ["showInfo"])
    }

    @Test func theValueMustFitTheState() throws {
        var session = makeSession(Self.app())
        expectRefused(
            &session, .set(view: nil, state: "route", value: .bool(true)),
            throws: .invalidValue(.bool(true), state: "route", view: "Home", allowed: ["a", "nil"]))
        expectRefused(
            &session, .set(view: nil, state: "route", value: .tag("x")),
            throws: .invalidValue(.tag("x"), state: "route", view: "Home", allowed: ["a", "nil"]))
        expectRefused(
            &session, .set(view: nil, state: "flag", value: .none),
            throws: .invalidValue(.none, state: "flag", view: "Home", allowed: ["true", "false"]))
        expectRefused(
            &session, .set(view: nil, state: "flag", value: .tag("a")),
            throws: .invalidValue(.tag("a"), state: "flag", view: "Home", allowed: ["true", "false"]))
    }

    // MARK: tap LABEL

    @Test func tapActsOnTheTopViewOnly() throws {
        var session = makeSession(Self.app())
        try session.run(.route("a"))
        expectRefused(
            &session, .tap("Info"), throws: .unknownLabel("Info", view: "A", candidates: ["Go", "More"]))
    }

    // MARK: Queries the shell uses

    @Test func reachableTagsAndSettableStatesAreNearestFirst() throws {
        var session = makeSession(Self.app())
        try session.run(.route("a"))
        let a = session.app.id(named: "A")!
        let home = session.app.id(named: "Home")!
        #expect(session.reachableTags.map(\.tag) == ["x", "y", "a"])
        #expect(session.reachableTags.map(\.view) == [a, a, home])
        #expect(
            session.settableStates.map { "\(session.name($0.view)).\($0.state)" } == [
                "A.sheet", "A.route", "Home.route", "Home.sheet", "Home.flag",
            ])
        #expect(session.labelsOnTop == ["Go", "More"])
    }
}
