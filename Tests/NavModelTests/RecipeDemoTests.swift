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

/// The recipe's two other demos: `PushSegueTest` and `ModalSegueTest` (the same with
/// `segues modal`), one `.segues` modifier over `a`, `b`, `c`.
@Suite struct SegueGroupDemoTests {
    @Test func pushSegueTestPushesEachRouteAndPopsBack() throws {
        var session = makeSession(segueGroupApp(.push))
        for tag in ["a", "b", "c"] {
            try session.run(.route(tag))
            #expect(pathText(session) == "PushSegueTest > push \"\(tag.uppercased())\"")
            #expect(session.valueOf("route") == .tag(tag))
        }
        let events = try session.run(.back)
        #expect(pathText(session) == "PushSegueTest")
        #expect(eventLines(events, in: session) == ["1 N4 popped C bindingCleared"])
        #expect(session.valueOf("route") == StateValue.none)
    }

    @Test func modalSegueTestPresentsEachRouteAsAFullScreenCover() throws {
        var session = makeSession(segueGroupApp(.modal, named: "ModalSegueTest"))
        let first = try session.run(.route("a"))
        #expect(pathText(session) == "ModalSegueTest > modal \"A\"")
        #expect(eventLines(first, in: session) == ["1 N1 presented A modal declared:fullScreenCover"])
        try session.run(.route("c"))
        #expect(pathText(session) == "ModalSegueTest > modal \"C\"")
        // A full-screen cover has no gesture (N11); `route nil` is how the recipe closes it.
        #expect(
            eventLines(try session.run(.swipeDown), in: session) == ["1 N11 ignored noSheetToSwipe modal"])
        try session.run(.routeNil)
        #expect(pathText(session) == "ModalSegueTest")
    }

    @Test(arguments: [(iOS(13), false), (iOS(14), true)])
    func modalSegueTestNeedsIOS14ButPushSegueTestDoesNot(ios: IOSVersion, modalWorks: Bool) throws {
        var push = makeSession(segueGroupApp(.push), ios: ios)
        try push.run(.route("b"))
        #expect(pathText(push) == "PushSegueTest > push \"B\"")
        var modal = makeSession(segueGroupApp(.modal, named: "ModalSegueTest"), ios: ios)
        if modalWorks {
            try modal.run(.route("b"))
            #expect(pathText(modal) == "ModalSegueTest > modal \"B\"")
        } else {
            expectRefused(&modal, .route("b"), throws: .modalNeedsIOS14(view: "B", ios: ios))
        }
    }

    /// The three demos on every device: push and modal ignore the size class, the popover adapts.
    @Test(arguments: Device.allCases)
    func mixedSegueTestOnEveryDevice(device: Device) throws {
        var session = Session(app: try mixedSegueApp(), platform: Platform(ios: .latest, device: device))
        try session.run(.tap("Push"))
        let pushKind = device.sizeClasses.horizontal == .regular ? "detail" : "push"
        #expect(pathText(session) == "MixedSegueTest > \(pushKind) PushWelcome")
        try session.run(.route("modalTest"))
        #expect(pathText(session) == "MixedSegueTest > modal ModalWelcome")
        try session.run(.tap("Welcome to modal"), .tap("Popover"))
        let popover: String
        switch device {
        case .ipad: popover = "popover"
        case .iphone, .ipadSlideOver: popover = "sheet"
        case .iphoneLandscape, .iphoneMaxLandscape: popover = "modal"
        }
        #expect(pathText(session) == "MixedSegueTest > \(popover) PopoverWelcome")
    }
}
