import NavModel
import Testing

/// Rules N11 and N12: dismissal gestures act on what is on screen; `dismiss` pops or dismisses.
@Suite struct GestureRulesTests {
    /// `Home` presents `S` with `kind` (tag `s`); `S` has a container, a push to `P`, and a
    /// button that calls its `DismissAction`.
    static func app(_ kind: SegueKind = .sheet, options: PresentationOptions = .none) -> AppModel {
        var app = AppModel()
        app.view("Home", navigation: .stack)
        app.segue(kind, "s", on: "Home", to: "S", options: options)
        app.segue(.push, "h", on: "Home", to: "H", selection: "pushed")
        app.view("H")
        app.view("S", navigation: .stack)
        app.segue(.push, "p", on: "S", to: "P")
        app.button("Close", on: "S", [.dismiss])
        app.view("P")
        app.button("Close", on: "P", [.dismiss])
        return app
    }

    // MARK: N11

    @Test(arguments: [Device.iphone, .ipad, .ipadSlideOver])
    func n11_swipeDownClosesASheetAndWritesNilBack(device: Device) throws {
        var session = makeSession(Self.app(), device: device)
        try session.run(.route("s"))
        let events = try session.run(.swipeDown)
        #expect(pathText(session) == "Home")
        #expect(eventLines(events, in: session) == ["1 N11 dismissed S sheet bindingCleared"])
        #expect(events.first?.cause == .swipeDown)
        #expect(
            events.first?.binding?.value == BindingReference.Value.none,
            "the binding is written back after the dismissal"
        )
        #expect(session.valueOf("route") == StateValue.none)
    }

    /// A sheet is also closed by a tap outside, but only in a regular width: a compact-width
    /// sheet spans the screen.
    @Test(arguments: [
        (Device.ipad, true), (.iphoneMaxLandscape, false), (.iphone, false), (.ipadSlideOver, false),
    ])
    func n11_tapOutsideClosesASheetOnlyInARegularWidth(device: Device, closes: Bool) throws {
        var session = makeSession(Self.app(), device: device)
        try session.run(.route("s"))
        let before = session
        let events = try session.run(.tapOutside)
        if closes {
            #expect(pathText(session) == "Home")
            #expect(eventLines(events, in: session) == ["1 N11 dismissed S sheet bindingCleared"])
        } else {
            // iPhone Max landscape: the sheet shows as a full-screen cover (N9).
            let screen = device == .iphoneMaxLandscape ? "modal" : "sheet"
            #expect(eventLines(events, in: session) == ["1 N11 ignored nothingToTapOutside \(screen)"])
            #expect(session.state == before.state)
        }
    }

    @Test func n11_popoverIsClosedByATapOutsideNotBySwipe() throws {
        var session = makeSession(Self.app(.popover(.standard)), device: .ipad)
        try session.run(.route("s"))
        let swipe = try session.run(.swipeDown)
        #expect(eventLines(swipe, in: session) == ["1 N11 ignored noSheetToSwipe popover"])
        #expect(pathText(session) == "Home > popover S")
        let tap = try session.run(.tapOutside)
        #expect(eventLines(tap, in: session) == ["1 N11 dismissed S popover bindingCleared"])
        #expect(tap.allCaused(by: .tapOutside))
        #expect(pathText(session) == "Home")
    }

    /// Gestures act on the screen kind after adaptation: an iPhone's popover is a sheet.
    @Test func n11_anAdaptedPopoverIsSwipedAsASheet() throws {
        var session = makeSession(Self.app(.popover(.standard)), device: .iphone)
        try session.run(.route("s"))
        #expect(
            eventLines(try session.run(.tapOutside), in: session) == [
                "1 N11 ignored nothingToTapOutside sheet"
            ])
        #expect(
            eventLines(try session.run(.swipeDown), in: session) == ["1 N11 dismissed S sheet bindingCleared"]
        )
    }

    @Test(arguments: [
        (SegueKind.modal, Device.iphone), (.sheet, .iphoneLandscape), (.popover(.standard), .iphoneLandscape),
    ])
    func n11_aFullScreenCoverHasNoDismissGesture(kind: SegueKind, device: Device) throws {
        var session = makeSession(Self.app(kind), device: device)
        try session.run(.route("s"))
        #expect(pathText(session) == "Home > modal S")
        let before = session
        let swipe = try session.run(.swipeDown)
        let tap = try session.run(.tapOutside)
        #expect(eventLines(swipe, in: session) == ["1 N11 ignored noSheetToSwipe modal"])
        #expect(eventLines(tap, in: session) == ["1 N11 ignored nothingToTapOutside modal"])
        #expect(!swipe.hasWarning && !tap.hasWarning, "ignored is neither an error nor a warning")
        #expect(session == before)
    }

    @Test func n11_gesturesOnTheRootAreIgnored() throws {
        var session = makeSession(Self.app())
        try session.run(.route("h"))
        #expect(eventLines(try session.run(.swipeDown), in: session) == ["1 N11 ignored noSheetToSwipe root"])
        #expect(
            eventLines(try session.run(.tapOutside), in: session) == [
                "1 N11 ignored nothingToTapOutside root"
            ])
        #expect(pathText(session) == "Home > push H")
    }

    /// A gesture closes the whole presented layer, pushes inside it included.
    @Test func n11_swipeDownClosesTheSheetWithItsPushes() throws {
        var session = makeSession(Self.app())
        try session.run(.route("s"), .route("p"))
        #expect(pathText(session) == "Home > sheet S > push P")
        try session.run(.swipeDown)
        #expect(pathText(session) == "Home")
    }

    @Test(arguments: [(iOS(15), Device.iphone), (iOS(26), .iphone), (iOS(15), .ipad), (iOS(26), .ipad)])
    func n11_interactiveDismissDisabledBlocksGesturesFrom15(ios: IOSVersion, device: Device) throws {
        let options = PresentationOptions(interactiveDismissDisabled: true)
        for kind in [SegueKind.sheet, .popover(.standard)] {
            var session = makeSession(Self.app(kind, options: options), ios: ios, device: device)
            try session.run(.route("s"))
            let screen = session.path.last!.kind.rawValue
            let before = session
            let gesture: Action = screen == "popover" ? .tapOutside : .swipeDown
            let events = try session.run(gesture)
            #expect(eventLines(events, in: session) == ["1 N11 ignored gestureDisabled \(screen)"])
            #expect(session == before)
            // Programmatic dismissal still works.
            try session.run(.tap("Close"))
            #expect(pathText(session) == "Home")
            try session.run(.route("s"), .routeNil)
            #expect(pathText(session) == "Home")
        }
    }

    @Test(arguments: [iOS(13), iOS(14, 8)])
    func n11_interactiveDismissDisabledIsIgnoredBefore15(ios: IOSVersion) throws {
        var session = makeSession(
            Self.app(options: PresentationOptions(interactiveDismissDisabled: true)), ios: ios)
        try session.run(.route("s"), .swipeDown)
        #expect(pathText(session) == "Home")
    }

    // MARK: N12

    @Test func n12_dismissPopsAPushedView() throws {
        var session = makeSession(Self.app())
        try session.run(.route("h"))
        let events = try session.run(.dismiss)
        #expect(pathText(session) == "Home")
        #expect(eventLines(events, in: session) == ["1 N12 popped H bindingCleared"])
        #expect(events.allCaused(by: .dismissAction))
        #expect(session.valueOf("pushed") == StateValue.none)
    }

    @Test(arguments: [SegueKind.modal, .sheet, .popover(.standard)])
    func n12_dismissDismissesThePresentationItIsIn(kind: SegueKind) throws {
        var session = makeSession(Self.app(kind), device: .ipad)
        try session.run(.route("s"))
        let screen = session.path.last!.kind.rawValue
        let events = try session.run(.dismiss)
        #expect(pathText(session) == "Home")
        #expect(eventLines(events, in: session) == ["1 N12 dismissed S \(screen) bindingCleared"])
    }

    /// Inside a presentation, `dismiss` from a pushed view pops only that view.
    @Test func n12_dismissFromAPushInsideAPresentationPopsIt() throws {
        var session = makeSession(Self.app(.modal))
        try session.run(.route("s"), .route("p"))
        try session.run(.tap("Close"))
        #expect(pathText(session) == "Home > modal S")
        try session.run(.tap("Close"))
        #expect(pathText(session) == "Home")
    }

    @Test func n12_dismissInAButtonActsOnTheButtonsView() throws {
        var session = makeSession(Self.app())
        try session.run(.route("s"))
        let events = try session.run(.tap("Close"))
        #expect(pathText(session) == "Home")
        #expect(eventLines(events, in: session) == ["1 N12 dismissed S sheet bindingCleared"])
        #expect(events.allCaused(byButton: "Close", in: session))
    }

    @Test(arguments: [iOS(13), iOS(26)])
    func n12_dismissOnTheRootIsIgnored(ios: IOSVersion) throws {
        var session = makeSession(Self.app(), ios: ios)
        let before = session
        let events = try session.run(.dismiss)
        #expect(eventLines(events, in: session) == ["1 N12 ignored dismissOnRoot"])
        #expect(!events.hasWarning)
        #expect(session == before)
    }
}
