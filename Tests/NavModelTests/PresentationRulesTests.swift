import NavModel
import Testing

/// Rules N1, N5, N6, N7 and N8: one state one segue, one presentation per layer, stacked
/// modifiers, teardown, availability.
@Suite struct PresentationRulesTests {
    // MARK: N1

    @Test func n1_settingAnotherTagPopsThenPresents() throws {
        var session = Session(app: try mixedSegueApp())
        try session.run(.route("pushTest"))
        let events = try session.run(.route("modalTest"))
        #expect(pathText(session) == "MixedSegueTest > modal ModalWelcome")
        #expect(
            eventLines(events, in: session) == [
                "1 N1 popped PushWelcome replaced",
                "2 N1 presented ModalWelcome modal declared:fullScreenCover",
            ])
    }

    @Test func n1_settingAnotherTagDismissesThenPushes() throws {
        var session = Session(app: try mixedSegueApp())
        try session.run(.route("modalTest"))
        let events = try session.run(.route("pushTest"))
        #expect(pathText(session) == "MixedSegueTest > push PushWelcome")
        // Teardown first, then the new segue: the dismissal is step 1, the push step 2.
        #expect(
            eventLines(events, in: session) == [
                "1 N1 dismissed ModalWelcome modal replaced",
                "2 N4 pushed PushWelcome push",
            ])
    }

    @Test func n1_pushReplacedByPushInOneGroup() throws {
        var session = makeSession(segueGroupApp(.push))
        try session.run(.route("a"))
        let events = try session.run(.route("b"))
        #expect(pathText(session) == "PushSegueTest > push \"B\"")
        #expect(eventLines(events, in: session) == ["1 N1 popped A replaced", "2 N4 pushed B push"])
        #expect(session.valueOf("route") == .tag("b"))
    }

    /// A replacement is a dismissal followed by a presentation, so N5 never drops or queues it:
    /// the same on both sides of iOS 14.5.
    @Test(arguments: [iOS(14), iOS(14, 4), iOS(14, 5), iOS(26)])
    func n1_presentationReplacedByPresentationIsNotN5(ios: IOSVersion) throws {
        var session = makeSession(segueGroupApp(.modal, named: "ModalSegueTest"), ios: ios)
        try session.run(.route("a"))
        let events = try session.run(.route("b"))
        #expect(pathText(session) == "ModalSegueTest > modal \"B\"")
        #expect(
            eventLines(events, in: session) == [
                "1 N1 dismissed A modal replaced", "2 N1 presented B modal declared:fullScreenCover",
            ])
        #expect(!events.hasWarning)
    }

    @Test func n1_atMostOneSegueOfAStateIsActive() throws {
        var session = Session(app: try mixedSegueApp(), platform: Platform(ios: .latest, device: .ipad))
        for tag in ["pushTest", "modalTest", "popoverTest", "pushTest", "popoverTest", "modalTest"] {
            try session.run(.route(tag))
            #expect(session.valueOf("route", on: "MixedSegueTest") == .tag(tag))
            #expect(session.state.depth == 2, "one segue of `route` is active after route \(tag)")
        }
    }

    // MARK: N5

    /// `Home` presents `First`; `Detail`, pushed in the same layer, asks for `Second`.
    ///
    /// ```
    /// view Home { navigation; segue push detail -> Detail; segue sheet first -> First selection sheet }
    /// view Detail { segue sheet second -> Second }
    /// ```
    static func twoAskersApp() -> AppModel {
        var app = AppModel()
        app.view("Home", navigation: .stack)
        app.segue(.push, "detail", on: "Home", to: "Detail")
        app.segue(.sheet, "first", on: "Home", to: "First", selection: "sheet")
        app.view("Detail")
        app.segue(.sheet, "second", on: "Detail", to: "Second")
        app.view("First")
        app.view("Second")
        return app
    }

    static func firstUpSecondAsked(ios: IOSVersion) throws -> (Session, [NavEvent]) {
        var session = makeSession(twoAskersApp(), ios: ios)
        try session.run(.route("detail"), .route("first"))
        #expect(pathText(session) == "Home > push Detail > sheet First")
        let events = try session.run(.set(view: "Detail", state: "route", value: .tag("second")))
        return (session, events)
    }

    @Test(arguments: [iOS(14, 5), iOS(15), iOS(26)])
    func n5_secondPresentationQueuedFrom14_5(ios: IOSVersion) throws {
        var (session, events) = try Self.firstUpSecondAsked(ios: ios)
        #expect(eventLines(events, in: session) == ["1 N5 queued Second behind First"])
        #expect(events.allWarnings)
        #expect(pathText(session) == "Home > push Detail > sheet First")
        #expect(session.stack.layers[0].queued == [session.app.id(named: "Second")!])
        let dismissal = try session.run(.swipeDown)
        #expect(pathText(session) == "Home > push Detail > sheet Second")
        #expect(
            eventLines(dismissal, in: session) == [
                "1 N11 dismissed First sheet bindingCleared", "2 N5 presented Second sheet declared:sheet",
            ])
        #expect(session.valueOf("sheet", on: "Home") == StateValue.none)
        #expect(session.stack.layers[0].queued.isEmpty)
    }

    @Test(arguments: [iOS(13), iOS(14), iOS(14, 4)])
    func n5_secondPresentationDroppedBefore14_5(ios: IOSVersion) throws {
        var (session, events) = try Self.firstUpSecondAsked(ios: ios)
        #expect(eventLines(events, in: session) == ["1 N5 warning dropped Second presenting First"])
        #expect(events.allWarnings)
        // The state is set as SwiftUI sets it, but UIKit refused the presentation for good.
        #expect(session.valueOf("route", on: "Detail") == .tag("second"))
        try session.run(.swipeDown)
        #expect(pathText(session) == "Home > push Detail")
        #expect(session.valueOf("route", on: "Detail") == .tag("second"))
        // Only clearing the state and setting it again presents it.
        try session.run(.route("second"))
        #expect(pathText(session) == "Home > push Detail", "setting the same value again changes nothing")
        try session.run(.set(view: nil, state: "route", value: .none), .route("second"))
        #expect(pathText(session) == "Home > push Detail > sheet Second")
    }

    @Test func n5_queuedRequestClearedBeforeItsTurnNeverShows() throws {
        var (session, _) = try Self.firstUpSecondAsked(ios: iOS(26))
        try session.run(.set(view: "Detail", state: "route", value: .none))
        #expect(session.stack.layers[0].queued.isEmpty)
        try session.run(.swipeDown)
        #expect(pathText(session) == "Home > push Detail")
    }

    @Test func n5_queuedRequestOfAPoppedViewIsForgotten() throws {
        var (session, _) = try Self.firstUpSecondAsked(ios: iOS(26))
        try session.run(.set(view: "Home", state: "route", value: .none))
        #expect(pathText(session) == "Home > sheet First")
        try session.run(.swipeDown)
        #expect(pathText(session) == "Home")
    }

    /// Two requests in one update (a button's block): the first presents, the second waits.
    @Test(arguments: [(iOS(14, 4), false), (iOS(14, 5), true)])
    func n5_twoRequestsInOneUpdate(ios: IOSVersion, queues: Bool) throws {
        var app = AppModel()
        app.view("Home")
        app.segue(.sheet, "one", on: "Home", to: "One")
        app.segue(.popover(.standard), "two", on: "Home", to: "Two", selection: "other")
        app.button("Both", on: "Home", [.route("one"), .route("two")])
        app.view("One")
        app.view("Two")
        var session = makeSession(app, ios: ios)
        let events = try session.run(.tap("Both"))
        #expect(pathText(session) == "Home > sheet One")
        let second = queues ? "1 N5 queued Two behind One" : "1 N5 warning dropped Two presenting One"
        #expect(eventLines(events, in: session) == ["1 N1 presented One sheet declared:sheet", second])
        try session.run(.swipeDown)
        #expect(pathText(session) == (queues ? "Home > sheet Two" : "Home"))
    }

    @Test func n5_presentationSitsAboveItsLayersPushes() throws {
        var session = makeSession(Self.twoAskersApp())
        try session.run(.route("first"))
        // From the sheet, push in the layer below: the push goes under the sheet.
        let events = try session.run(.route("detail"))
        #expect(eventLines(events, in: session) == ["1 N4 pushed Detail push"])
        #expect(pathText(session) == "Home > push Detail > sheet First")
        #expect(session.name(session.topView) == "First")
    }

    // MARK: N6

    /// Two `sheet` modifiers (and so two families' worth of stacking) on one view.
    ///
    /// ```
    /// view Home { segue sheet one -> One; segue sheet two -> Two }
    /// ```
    static func stackedApp(_ first: SegueKind, _ second: SegueKind) -> AppModel {
        var app = AppModel()
        app.view("Home")
        app.segue(first, "one", on: "Home", to: "One")
        app.segue(second, "two", on: "Home", to: "Two")
        app.view("One")
        app.view("Two")
        return app
    }

    @Test(arguments: [iOS(14), iOS(14, 4)])
    func n6_onlyTheOutermostSheetWorksBefore14_5(ios: IOSVersion) throws {
        var session = makeSession(Self.stackedApp(.sheet, .sheet), ios: ios)
        let events = try session.run(.route("one"))
        #expect(eventLines(events, in: session) == ["1 N6 warning shadowed One on Home"])
        #expect(pathText(session) == "Home")
        #expect(session.valueOf("route") == .tag("one"), "the state is set as SwiftUI sets it")
        try session.run(.route("two"))
        #expect(pathText(session) == "Home > sheet Two")
    }

    @Test(arguments: [iOS(14, 5), iOS(15), iOS(26)])
    func n6_everyStackedModifierWorksFrom14_5(ios: IOSVersion) throws {
        var session = makeSession(Self.stackedApp(.sheet, .sheet), ios: ios)
        let events = try session.run(.route("one"))
        #expect(pathText(session) == "Home > sheet One")
        #expect(!events.hasWarning)
    }

    @Test func n6_sheetAndFullScreenCoverAreOneFamilyBefore14_5() throws {
        var session = makeSession(Self.stackedApp(.modal, .sheet), ios: iOS(14, 4))
        let events = try session.run(.route("one"))
        #expect(eventLines(events, in: session) == ["1 N6 warning shadowed One on Home"])
        #expect(pathText(session) == "Home")
    }

    @Test func n6_onlyTheOutermostPopoverWorksBefore14_5() throws {
        let popover = SegueKind.popover(.standard)
        var session = makeSession(Self.stackedApp(popover, popover), ios: iOS(14, 4), device: .ipad)
        #expect(
            eventLines(try session.run(.route("one")), in: session) == ["1 N6 warning shadowed One on Home"])
        try session.run(.route("two"))
        #expect(pathText(session) == "Home > popover Two")
    }

    /// Unconfirmed whether a popover and a sheet interfere: navsh treats them as independent.
    @Test(arguments: [SegueKind.sheet, .modal])
    func n6_popoverAndSheetAreIndependentBefore14_5(sheetLike: SegueKind) throws {
        for (first, second) in [(sheetLike, SegueKind.popover(.standard)), (.popover(.standard), sheetLike)] {
            var session = makeSession(Self.stackedApp(first, second), ios: iOS(14, 4), device: .ipad)
            let one = try session.run(.route("one"))
            #expect(!one.hasWarning)
            #expect(session.state.layers.count == 2)
            try session.run(.route("two"))
            #expect(session.state.layers.count == 2)
            #expect(session.name(session.topView) == "Two")
        }
    }

    /// A hot reload that declares a later sheet on the presenter: before 14.5 the sheet that is
    /// up is no longer the outermost, so N6 dismisses it while its binding still selects it (not
    /// N1: no route changed); from 14.5 it stays.
    @Test(arguments: [(iOS(14, 4), true), (iOS(14, 5), false), (iOS(26), false)])
    func n6_declarationShadowingThePresentedModifier(ios: IOSVersion, shadowed: Bool) throws {
        var app = AppModel()
        app.view("Home")
        app.segue(.sheet, "one", on: "Home", to: "One")
        app.view("One")
        var session = makeSession(app, ios: ios)
        try session.run(.route("one"))
        let events = try session.declare { app throws(NavError) in
            app.segue(.sheet, "two", on: "Home", to: "Two", selection: "other")
            app.view("Two")
        }
        #expect(eventLines(events, in: session) == (shadowed ? ["1 N6 dismissed One sheet shadowed"] : []))
        #expect(events.allCaused(by: .declaration) || events.isEmpty)
        #expect(pathText(session) == (shadowed ? "Home" : "Home > sheet One"))
        #expect(session.valueOf("route") == .tag("one"), "the binding still selects the shadowed segue")
    }

    /// This is why the recipe offers `.segues`: one modifier, every route works on iOS 14.
    @Test(arguments: [SegueKind.sheet, .modal, .popover(.standard)])
    func n6_segueGroupIsOneModifierBefore14_5(kind: SegueKind) throws {
        var session = makeSession(segueGroupApp(kind), ios: iOS(14))
        for tag in ["a", "b", "c"] {
            let events = try session.run(.route(tag))
            #expect(!events.hasWarning)
            #expect(session.name(session.topView) == tag.uppercased())
        }
    }

    /// The recipe's MixedSegueTest has one sheet-like and one popover modifier: all work on 14.
    @Test func n6_mixedSegueWorksOnIOS14() throws {
        var session = Session(app: try mixedSegueApp(), platform: Platform(ios: iOS(14), device: .iphone))
        try session.run(.route("modalTest"))
        #expect(pathText(session) == "MixedSegueTest > modal ModalWelcome")
        try session.run(.route("popoverTest"))
        #expect(pathText(session) == "MixedSegueTest > sheet PopoverWelcome")
    }

    /// A `PopoverLink` is a view of its own: its modifier never stacks with its parent's.
    @Test func n6_popoverLinkNeverShadowsOrIsShadowed() throws {
        var app = Self.stackedApp(.sheet, .sheet)
        app.popoverLink("Link", on: "Home", to: "Linked")
        app.view("Linked")
        var session = makeSession(app, ios: iOS(14))
        let events = try session.run(.tap("Link"))
        #expect(!events.hasWarning)
        #expect(pathText(session) == "Home > sheet Linked")
        try session.run(.swipeDown, .route("two"))
        #expect(pathText(session) == "Home > sheet Two")
    }

    // MARK: N7

    /// `Home` presents `A`, which presents `B`, which presents `C`, each with a sheet.
    static func chainApp(_ kind: SegueKind = .sheet) -> AppModel {
        var app = AppModel()
        let names = ["Home", "A", "B", "C"]
        for (index, name) in names.enumerated() {
            app.view(name)
            if index + 1 < names.count {
                app.segue(kind, names[index + 1].lowercased(), on: name, to: names[index + 1])
            }
        }
        return app
    }

    @Test(arguments: [iOS(14), iOS(16, 7)])
    func n7_severalLayersCloseOnePerStepBefore17(ios: IOSVersion) throws {
        var session = makeSession(Self.chainApp(), ios: ios)
        try session.run(.route("a"), .route("b"), .route("c"))
        #expect(pathText(session) == "Home > sheet A > sheet B > sheet C")
        let events = try session.run(.set(view: "Home", state: "route", value: .none))
        #expect(pathText(session) == "Home")
        #expect(
            eventLines(events, in: session) == [
                "1 N7 dismissed C sheet teardown", "2 N7 dismissed B sheet teardown",
                "3 N1 dismissed A sheet bindingCleared",
            ])
    }

    @Test(arguments: [iOS(17), iOS(18), iOS(26)])
    func n7_severalLayersCloseAtOnceFrom17(ios: IOSVersion) throws {
        var session = makeSession(Self.chainApp(), ios: ios)
        try session.run(.route("a"), .route("b"), .route("c"))
        let events = try session.run(.set(view: "Home", state: "route", value: .none))
        #expect(pathText(session) == "Home")
        #expect(
            eventLines(events, in: session) == [
                "1 N7 dismissed C sheet teardown", "1 N7 dismissed B sheet teardown",
                "1 N1 dismissed A sheet bindingCleared",
            ])
    }

    /// The staging is N7's inferred part, so every N7 event of a staged teardown says so, also
    /// when only one of its steps is N7's and the other is N1's (a route replaced under two
    /// layers), N11's (a swipe) or N12's (`dismiss`); the N1 step itself stays documented.
    /// (From 14.5: before, the second sheet on `Home` would shadow the first, rule N6.)
    @Test(arguments: [(iOS(14, 5), true), (iOS(16, 7), true), (iOS(17), false), (iOS(26), false)])
    func n7_stagedTeardownMarksItsN7EventsInferred(ios: IOSVersion, staged: Bool) throws {
        var app = Self.chainApp()
        app.segue(.sheet, "other", on: "Home", to: "Other")
        app.view("Other")
        var session = makeSession(app, ios: ios)
        try session.run(.route("a"), .route("b"))
        let events = try session.run(.set(view: "Home", state: "route", value: .tag("other")))
        #expect(pathText(session) == "Home > sheet Other")
        // Before 17 the two layers close one per step; from 17 at once.
        let second = staged ? 2 : 1
        #expect(
            eventLines(events, in: session) == [
                "1 N7 dismissed B sheet teardown", "\(second) N1 dismissed A sheet replaced",
                "\(second + 1) N1 presented Other sheet declared:sheet",
            ])
        #expect(events.map(\.inferred) == [staged, false, false])
    }

    /// A pop that takes a presentation with it: the pop is a step of its own before iOS 17
    /// (staged, inferred), one step with the dismissal from 17 (documented).
    @Test(arguments: [(iOS(16), true), (iOS(17), false)])
    func n7_popUnderAPresentationIsInferredOnlyWhenStaged(ios: IOSVersion, staged: Bool) throws {
        var session = makeSession(Self.twoAskersApp(), ios: ios)
        try session.run(.route("detail"), .route("second"))
        let events = try session.run(.set(view: "Home", state: "route", value: .none))
        #expect(pathText(session) == "Home")
        #expect(events.map(\.rule) == [.n7, .n4])
        #expect(events.map(\.inferred) == [staged, false])
    }

    @Test func n7_stateOfAViewThatLeftIsDiscarded() throws {
        var session = makeSession(Self.chainApp())
        try session.run(.route("a"), .route("b"))
        #expect(session.valueOf("route", on: "A") == .tag("b"))
        try session.run(.set(view: "Home", state: "route", value: .none), .route("a"))
        #expect(pathText(session) == "Home > sheet A", "A enters again with fresh state")
        #expect(session.valueOf("route", on: "A") == StateValue.none)
    }

    /// Before iOS 17 the presentation closes in an update of its own, then the pop (N7's staging,
    /// inferred); from 17 the presentation and the views holding it leave in one update.
    @Test(arguments: [
        (
            16,
            [
                "1 N7 dismissed Second sheet teardown", "2 N4 popped Deeper teardown",
                "2 N4 popped Detail bindingCleared",
            ]
        ),
        (
            17,
            [
                "1 N7 dismissed Second sheet teardown",
                "1 N4 popped Deeper teardown", "1 N4 popped Detail bindingCleared",
            ]
        ),
    ])
    func n7_poppingAPresenterDismissesItsPresentationFirst(major: Int, expected: [String]) throws {
        var app = Self.twoAskersApp()
        app.segue(.push, "deeper", on: "Detail", to: "Deeper", selection: "next")
        app.view("Deeper")
        var session = makeSession(app, ios: IOSVersion(major: major)!)
        try session.run(.route("detail"), .route("deeper"), .route("second"))
        #expect(pathText(session) == "Home > push Detail > push Deeper > sheet Second")
        let events = try session.run(.set(view: "Home", state: "route", value: .none))
        #expect(pathText(session) == "Home")
        #expect(eventLines(events, in: session) == expected)
        try session.run(.route("detail"))
        #expect(session.valueOf("route", on: "Detail") == StateValue.none)
        #expect(session.valueOf("next", on: "Detail") == StateValue.none)
    }

    @Test func n7_dismissingALayerTakesItsPushesAlong() throws {
        var app = Self.chainApp()
        app.setNavigation(NavigationContainer(), on: app.id(named: "A")!)
        app.segue(.push, "inside", on: "A", to: "Inside", selection: "pushed")
        app.view("Inside")
        var session = makeSession(app)
        try session.run(.route("a"), .route("inside"))
        #expect(pathText(session) == "Home > sheet A > push Inside")
        try session.run(.swipeDown)
        #expect(pathText(session) == "Home")
        try session.run(.route("a"))
        #expect(pathText(session) == "Home > sheet A")
    }

    // MARK: N8

    @Test func n8_activatingAModalOnIOS13IsAnError() throws {
        var session = Session(app: try mixedSegueApp(), platform: Platform(ios: iOS(13), device: .iphone))
        expectRefused(
            &session, .route("modalTest"), throws: .modalNeedsIOS14(view: "ModalWelcome", ios: iOS(13)))
        expectRefused(&session, .tap("Modal"), throws: .modalNeedsIOS14(view: "ModalWelcome", ios: iOS(13)))
        // Declaring it was allowed, and the push and the popover of the same state still work.
        try session.run(.route("pushTest"))
        #expect(pathText(session) == "MixedSegueTest > push PushWelcome")
        try session.run(.route("popoverTest"))
        #expect(pathText(session) == "MixedSegueTest > sheet PopoverWelcome")
    }

    @Test(arguments: [iOS(14), iOS(14, 5), iOS(26)])
    func n8_modalWorksFromIOS14(ios: IOSVersion) throws {
        var session = Session(app: try mixedSegueApp(), platform: Platform(ios: ios, device: .iphone))
        let events = try session.run(.route("modalTest"))
        #expect(pathText(session) == "MixedSegueTest > modal ModalWelcome")
        #expect(!events.hasWarning)
    }

    @Test func n8_declaringAModalOnIOS13IsAllowed() throws {
        var session = makeSession(AppModel(), ios: iOS(13))
        _ = try session.declare { app throws(NavError) in
            app.view("Home")
            app.segue(.modal, "m", on: "Home", to: "M")
            app.view("M")
        }
        #expect(pathText(session) == "Home")
        expectRefused(&session, .route("m"), throws: .modalNeedsIOS14(view: "M", ios: iOS(13)))
    }

    static func optionApp(_ kind: SegueKind, _ options: PresentationOptions) -> AppModel {
        var app = AppModel()
        app.view("Home")
        app.segue(kind, "s", on: "Home", to: "S", options: options)
        app.view("S")
        return app
    }

    @Test(arguments: [iOS(13), iOS(14, 8)])
    func n8_interactiveDismissDisabledIgnoredBefore15(ios: IOSVersion) throws {
        var session = makeSession(
            Self.optionApp(.sheet, PresentationOptions(interactiveDismissDisabled: true)), ios: ios)
        let events = try session.run(.route("s"))
        #expect(
            eventLines(events, in: session) == [
                "1 N1 presented S sheet declared:sheet",
                "1 N8 warning unavailable interactiveDismissDisabled 15",
            ])
        try session.run(.swipeDown)
        #expect(pathText(session) == "Home", "the modifier is ignored, so the swipe closes the sheet")
    }

    @Test(arguments: [iOS(15), iOS(26)])
    func n8_interactiveDismissDisabledWorksFrom15(ios: IOSVersion) throws {
        var session = makeSession(
            Self.optionApp(.sheet, PresentationOptions(interactiveDismissDisabled: true)), ios: ios)
        let events = try session.run(.route("s"))
        #expect(!events.hasWarning)
        try session.run(.swipeDown)
        #expect(pathText(session) == "Home > sheet S")
    }

    @Test func n8_presentationCompactAdaptationIgnoredBefore16_4() throws {
        var session = makeSession(
            Self.optionApp(
                .popover(.standard), PresentationOptions(compactAdaptation: CompactAdaptation(.popover))),
            ios: iOS(16, 3))
        let events = try session.run(.route("s"))
        #expect(pathText(session) == "Home > sheet S")
        #expect(
            eventLines(events, in: session) == [
                "1 N9 presented S sheet declared:popover",
                "1 N8 warning unavailable presentationCompactAdaptation 16.4",
            ])
    }

    @Test(arguments: [iOS(16, 4), iOS(17), iOS(26)])
    func n8_presentationCompactAdaptationWorksFrom16_4(ios: IOSVersion) throws {
        var session = makeSession(
            Self.optionApp(
                .popover(.standard), PresentationOptions(compactAdaptation: CompactAdaptation(.popover))),
            ios: ios)
        let events = try session.run(.route("s"))
        #expect(pathText(session) == "Home > popover S")
        #expect(eventLines(events, in: session) == ["1 N9 presented S popover declared:popover"])
    }
}
