import NavModel
import Testing

/// Rules N9, N10, N14 and N16: how presentations adapt to size classes, in both directions.
@Suite struct AdaptationRulesTests {
    /// `Home` presents `P` with a popover and `S` with a sheet, under two states.
    static func popoverAndSheetApp(options: PresentationOptions = .none) -> AppModel {
        var app = AppModel()
        app.view("Home")
        app.segue(.popover(.standard), "p", on: "Home", to: "P", options: options)
        app.segue(.sheet, "s", on: "Home", to: "S", selection: "sheet")
        app.view("P")
        app.view("S")
        return app
    }

    // MARK: N9

    @Test(arguments: [
        (Device.ipad, "popover", "N1"), (.iphone, "sheet", "N9"), (.ipadSlideOver, "sheet", "N9"),
        // A popover adapts to a sheet, and a sheet in a compact height covers the screen.
        (.iphoneLandscape, "modal", "N9"), (.iphoneMaxLandscape, "modal", "N9"),
    ])
    func n9_popoverOverACompactEnvironmentIsASheet(device: Device, screen: String, rule: String) throws {
        var session = makeSession(Self.popoverAndSheetApp(), device: device)
        let events = try session.run(.route("p"))
        #expect(pathText(session) == "Home > \(screen) P")
        #expect(eventLines(events, in: session) == ["1 \(rule) presented P \(screen) declared:popover"])
    }

    @Test(arguments: [
        (Device.ipad, "sheet"), (.iphone, "sheet"), (.ipadSlideOver, "sheet"), (.iphoneLandscape, "modal"),
        (.iphoneMaxLandscape, "modal"),
    ])
    func n9_sheetOverAVerticallyCompactEnvironmentIsFullScreen(device: Device, screen: String) throws {
        var session = makeSession(Self.popoverAndSheetApp(), device: device)
        try session.run(.set(view: nil, state: "sheet", value: .tag("s")))
        #expect(pathText(session) == "Home > \(screen) S")
    }

    @Test(arguments: [Device.iphone, .iphoneLandscape, .iphoneMaxLandscape, .ipadSlideOver, .ipad])
    func n9_presentationCompactAdaptationKeepsARealPopoverFrom16_4(device: Device) throws {
        let options = PresentationOptions(compactAdaptation: CompactAdaptation(.popover))
        var session = makeSession(Self.popoverAndSheetApp(options: options), ios: iOS(16, 4), device: device)
        try session.run(.route("p"))
        #expect(pathText(session) == "Home > popover P")
        try session.run(.device(device == .ipad ? .iphone : .ipad))
        #expect(pathText(session) == "Home > popover P")
    }

    /// One `presentationCompactAdaptation` value on a popover or a sheet in one environment:
    /// the screen it shows as, the rule the presentation names, and whether it is inferred.
    struct AdaptationCase: CustomTestStringConvertible, Sendable {
        var kind: SegueKind
        var adaptation: PresentationAdaptation
        var device: Device
        var screen: String
        var rule: Rule
        var inferred = false
        var testDescription: String {
            let kind = self.kind == .sheet ? "sheet" : "popover"
            return "\(kind) \(adaptation) on \(device.rawValue) is \(screen) (\(rule))"
        }
    }

    static let adaptationCases: [AdaptationCase] = [
        // Regular both: nothing adapts.
        .init(
            kind: .popover(.standard), adaptation: .fullScreenCover, device: .ipad, screen: "popover",
            rule: .n1),
        .init(kind: .sheet, adaptation: .fullScreenCover, device: .ipad, screen: "sheet", rule: .n1),
        // A popover in a compact width.
        .init(kind: .popover(.standard), adaptation: .automatic, device: .iphone, screen: "sheet", rule: .n9),
        .init(kind: .popover(.standard), adaptation: .none, device: .iphone, screen: "popover", rule: .n9),
        .init(kind: .popover(.standard), adaptation: .popover, device: .iphone, screen: "popover", rule: .n9),
        .init(kind: .popover(.standard), adaptation: .sheet, device: .iphone, screen: "sheet", rule: .n9),
        .init(
            kind: .popover(.standard), adaptation: .fullScreenCover, device: .iphone, screen: "modal",
            rule: .n9),
        .init(
            kind: .popover(.standard), adaptation: .fullScreenCover, device: .ipadSlideOver, screen: "modal",
            rule: .n9),
        // A popover in a compact height: a sheet asked for is a sheet, not a full-screen cover.
        .init(
            kind: .popover(.standard), adaptation: .automatic, device: .iphoneLandscape, screen: "modal",
            rule: .n9),
        .init(
            kind: .popover(.standard), adaptation: .none, device: .iphoneLandscape, screen: "popover",
            rule: .n9),
        .init(
            kind: .popover(.standard), adaptation: .sheet, device: .iphoneLandscape, screen: "sheet",
            rule: .n9),
        .init(
            kind: .popover(.standard), adaptation: .sheet, device: .iphoneMaxLandscape, screen: "sheet",
            rule: .n9),
        // A sheet in a compact width alone does not adapt; fullScreenCover makes it (inferred).
        .init(kind: .sheet, adaptation: .automatic, device: .iphone, screen: "sheet", rule: .n1),
        .init(kind: .sheet, adaptation: .none, device: .iphone, screen: "sheet", rule: .n1),
        .init(kind: .sheet, adaptation: .popover, device: .iphone, screen: "sheet", rule: .n1),
        .init(kind: .sheet, adaptation: .sheet, device: .iphone, screen: "sheet", rule: .n1),
        .init(
            kind: .sheet, adaptation: .fullScreenCover, device: .iphone, screen: "modal", rule: .n9,
            inferred: true),
        // A sheet in a compact height: none (Apple's example) and sheet keep it a sheet, popover
        // too (inferred: a sheet has no anchor).
        .init(kind: .sheet, adaptation: .automatic, device: .iphoneLandscape, screen: "modal", rule: .n9),
        .init(kind: .sheet, adaptation: .none, device: .iphoneLandscape, screen: "sheet", rule: .n9),
        .init(
            kind: .sheet, adaptation: .popover, device: .iphoneLandscape, screen: "sheet", rule: .n9,
            inferred: true),
        .init(kind: .sheet, adaptation: .sheet, device: .iphoneMaxLandscape, screen: "sheet", rule: .n9),
        .init(
            kind: .sheet, adaptation: .fullScreenCover, device: .iphoneLandscape, screen: "modal", rule: .n9),
    ]

    static func adaptationApp(_ kind: SegueKind, _ adaptation: CompactAdaptation) -> AppModel {
        var app = AppModel()
        app.view("Home")
        app.segue(kind, "a", on: "Home", to: "A", options: PresentationOptions(compactAdaptation: adaptation))
        app.view("A")
        return app
    }

    @Test(arguments: adaptationCases)
    func n9_presentationCompactAdaptationChoosesTheCompactAppearanceFrom16_4(_ test: AdaptationCase) throws {
        var session = makeSession(
            Self.adaptationApp(test.kind, CompactAdaptation(test.adaptation)), ios: iOS(16, 4),
            device: test.device)
        let events = try session.run(.route("a"))
        #expect(pathText(session) == "Home > \(test.screen) A")
        #expect(events.map(\.rule) == [test.rule])
        #expect(events.map(\.inferred) == [test.inferred])
    }

    /// Before 16.4 the modifier is ignored with a warning (rule N8), whatever it asks, `automatic`
    /// included: the default adaptation applies.
    @Test(arguments: [
        (SegueKind.popover(.standard), PresentationAdaptation.none, Device.iphone, "sheet"),
        (.popover(.standard), .fullScreenCover, .iphone, "sheet"),
        (.popover(.standard), .sheet, .iphoneLandscape, "modal"),
        (.popover(.standard), .automatic, .ipad, "popover"),
        (.sheet, .none, .iphoneLandscape, "modal"),
        (.sheet, .fullScreenCover, .iphone, "sheet"),
    ])
    func n9_presentationCompactAdaptationIgnoredBefore16_4(
        kind: SegueKind, adaptation: PresentationAdaptation, device: Device, screen: String
    ) throws {
        var session = makeSession(
            Self.adaptationApp(kind, CompactAdaptation(adaptation)), ios: iOS(16, 3), device: device)
        let events = try session.run(.route("a"))
        #expect(pathText(session) == "Home > \(screen) A")
        #expect(
            eventLines(events, in: session).last
                == "1 N8 warning unavailable presentationCompactAdaptation 16.4")
    }

    /// `presentationCompactAdaptation(horizontal:vertical:)`: the horizontal value in a compact
    /// width alone, the vertical one in a compact height, also when both are compact.
    @Test(arguments: [
        (Device.iphone, "popover"), (.ipadSlideOver, "popover"), (.iphoneLandscape, "sheet"),
        (.iphoneMaxLandscape, "sheet"), (.ipad, "popover"),
    ])
    func n9_eachAxisHasItsAdaptation(device: Device, screen: String) throws {
        let adaptation = CompactAdaptation(horizontal: .popover, vertical: .sheet)
        var session = makeSession(
            Self.adaptationApp(.popover(.standard), adaptation), ios: iOS(17), device: device)
        try session.run(.route("a"))
        #expect(pathText(session) == "Home > \(screen) A")
        // Turning the device adapts the presentation in place (inferred, as without the modifier).
        let other: Device = device == .iphone ? .iphoneLandscape : .iphone
        let events = try session.run(.device(other))
        let now = other == .iphone ? "popover" : "sheet"
        #expect(pathText(session) == "Home > \(now) A")
        #expect(
            eventLines(events, in: session) == (now == screen ? [] : ["1 N9 adapted A \(screen)->\(now)"]))
    }

    @Test func n9_theAdaptationOfTheCompactAxis() {
        let adaptation = CompactAdaptation(horizontal: .none, vertical: .fullScreenCover)
        #expect(adaptation.adaptation(in: SizeClasses(horizontal: .regular, vertical: .regular)) == nil)
        #expect(
            adaptation.adaptation(in: SizeClasses(horizontal: .compact, vertical: .regular))
                == PresentationAdaptation.none)
        #expect(
            adaptation.adaptation(in: SizeClasses(horizontal: .regular, vertical: .compact))
                == .fullScreenCover)
        #expect(
            adaptation.adaptation(in: SizeClasses(horizontal: .compact, vertical: .compact))
                == .fullScreenCover)
        #expect(!adaptation.isUniform)
        #expect(CompactAdaptation(.sheet) == CompactAdaptation(horizontal: .sheet, vertical: .sheet))
    }

    @Test(arguments: [
        (Device.ipad, Action.device(.iphone), "popover", "sheet"),
        (.ipad, .sizeClass(.horizontal, .compact), "popover", "sheet"),
        (.ipad, .sizeClass(.vertical, .compact), "popover", "modal"),
        (.iphone, .device(.ipad), "sheet", "popover"),
        (.iphone, .sizeClass(.horizontal, .regular), "sheet", "popover"),
        (.iphone, .device(.iphoneLandscape), "sheet", "modal"),
        (.iphoneLandscape, .device(.iphone), "modal", "sheet"),
    ])
    func n9_sizeClassChangeAdaptsAPopoverInPlace(device: Device, change: Action, from: String, to: String)
        throws
    {
        var app = Self.popoverAndSheetApp()
        app.segue(.sheet, "inner", on: "P", to: "Inner", selection: "inner")
        app.view("Inner")
        var session = makeSession(app, device: device)
        try session.run(.route("p"))
        #expect(pathText(session) == "Home > \(from) P")
        let events = try session.run(change)
        #expect(pathText(session) == "Home > \(to) P")
        #expect(eventLines(events, in: session) == ["1 N9 adapted P \(from)->\(to)"])
        #expect(session.valueOf("route", on: "Home") == .tag("p"), "the binding stays set")
        #expect(session.valueOf("inner", on: "P") == StateValue.none)
    }

    @Test(arguments: [
        (Device.iphone, Device.iphoneLandscape, "sheet", "modal"),
        (.iphoneLandscape, .iphone, "modal", "sheet"),
    ])
    func n9_verticalChangeAdaptsASheetInPlace(device: Device, to other: Device, from: String, to: String)
        throws
    {
        var session = makeSession(Self.popoverAndSheetApp(), device: device)
        try session.run(.set(view: nil, state: "sheet", value: .tag("s")))
        let events = try session.run(.device(other))
        #expect(pathText(session) == "Home > \(to) S")
        #expect(eventLines(events, in: session) == ["1 N9 adapted S \(from)->\(to)"])
    }

    /// An adapted popover keeps its content: the same instance, so its state survives.
    @Test func n9_inPlaceAdaptationKeepsTheContentsState() throws {
        var app = Self.popoverAndSheetApp()
        app.view("P", navigation: .stack)
        app.segue(.push, "deeper", on: "P", to: "Deeper")
        app.view("Deeper")
        var session = makeSession(app, device: .ipad)
        try session.run(.route("p"), .route("deeper"))
        #expect(pathText(session) == "Home > popover P > push Deeper")
        try session.run(.device(.iphone))
        #expect(pathText(session) == "Home > sheet P > push Deeper")
    }

    // MARK: N10

    @Test(arguments: [
        (Device.iphone, "sheet", "sheet"), (.ipadSlideOver, "sheet", "sheet"), (.ipad, "popover", "popover"),
        // A vertically compact environment then turns the sheet into a full-screen cover (N9).
        (.iphoneLandscape, "sheet", "modal"), (.iphoneMaxLandscape, "popover", "modal"),
    ])
    func n10_popoverLinkChoosesByHorizontalSizeClass(device: Device, modifier: String, screen: String)
        throws
    {
        for label in ["Go to subview", "Info"] {
            var session = makeSession(popoverLinkApp(), device: device)
            let events = try session.run(.tap(label))
            let destination = label == "Info" ? "Info" : "Subview"
            #expect(pathText(session) == "Detail > \(screen) \(destination)")
            let rule = modifier == screen ? "N10" : "N9"
            #expect(
                eventLines(events, in: session) == [
                    "1 \(rule) presented \(destination) \(screen) declared:\(modifier)"
                ])
        }
    }

    /// Both forms, both directions, on both sides of iOS 14.5: the swap is a dismissal then a
    /// presentation, so N5 never queues or drops it.
    @Test(arguments: [("Go to subview", "Subview"), ("Info", "Info")], [iOS(14, 4), iOS(26)])
    func n10_sizeClassChangeSwapsTheModifier(link: (label: String, view: String), ios: IOSVersion) throws {
        var session = makeSession(popoverLinkApp(), ios: ios, device: .ipad)
        try session.run(.tap(link.label))
        #expect(pathText(session) == "Detail > popover \(link.view)")
        let toCompact = try session.run(.device(.iphone))
        #expect(pathText(session) == "Detail > sheet \(link.view)")
        #expect(
            eventLines(toCompact, in: session) == [
                "1 N10 dismissed \(link.view) popover swap",
                "2 N10 presented \(link.view) sheet declared:sheet",
            ])
        let toRegular = try session.run(.sizeClass(.horizontal, .regular))
        #expect(pathText(session) == "Detail > popover \(link.view)")
        #expect(
            eventLines(toRegular, in: session) == [
                "1 N10 dismissed \(link.view) sheet swap",
                "2 N10 presented \(link.view) popover declared:popover",
            ])
        #expect(!toCompact.hasWarning && !toRegular.hasWarning)
        // The PopoverLink's own state survives the swap.
        if link.label == "Info" { #expect(session.valueOf("showInfo") == .bool(true)) }
    }

    /// A change of the vertical class alone keeps the modifier; only the screen adapts (N9).
    @Test(arguments: [
        (Device.iphone, Device.iphoneLandscape, "sheet", "modal"),
        (.iphoneLandscape, .iphone, "modal", "sheet"),
    ])
    func n10_verticalChangeAdaptsWithoutASwap(device: Device, to other: Device, from: String, to: String)
        throws
    {
        var session = makeSession(popoverLinkApp(), device: device)
        try session.run(.tap("Info"))
        let events = try session.run(.device(other))
        #expect(pathText(session) == "Detail > \(to) Info")
        #expect(eventLines(events, in: session) == ["1 N9 adapted Info \(from)->\(to)"])
    }

    /// The swap discards the content (a new view instance), unlike N9's in-place adaptation.
    @Test func n10_swapDiscardsTheContentsState() throws {
        var app = popoverLinkApp()
        app.segue(.sheet, "more", on: "Info", to: "More", selection: "sheet")
        var session = makeSession(app, device: .ipad)
        try session.run(.tap("Info"), .route("more"))
        #expect(pathText(session) == "Detail > popover Info > sheet More")
        try session.run(.device(.iphone))
        #expect(pathText(session) == "Detail > sheet Info")
        #expect(session.valueOf("sheet", on: "Info") == StateValue.none)
    }

    @Test(arguments: [Device.iphone, .ipad])
    func n10_externalBoolDrivesThePopoverLink(device: Device) throws {
        var session = makeSession(popoverLinkApp(), device: device)
        try session.run(.set(view: nil, state: "showInfo", value: .bool(true)))
        #expect(pathText(session) == "Detail > \(device == .ipad ? "popover" : "sheet") Info")
        try session.run(.set(view: "Detail", state: "showInfo", value: .bool(false)))
        #expect(pathText(session) == "Detail")
    }

    @Test(arguments: [
        (Device.iphone, Action.swipeDown), (.ipad, .tapOutside), (.iphone, .routeNil), (.ipad, .dismiss),
    ])
    func n10_closingThePopoverLinkWritesFalseBack(device: Device, close: Action) throws {
        var session = makeSession(popoverLinkApp(), device: device)
        try session.run(.tap("Info"), close)
        #expect(pathText(session) == "Detail")
        #expect(session.valueOf("showInfo") == .bool(false))
        try session.run(.tap("Info"))
        #expect(session.state.layers.count == 2, "it presents again")
    }

    // MARK: N14

    @Test(arguments: [
        (Device.iphone, SizeClass.compact, SizeClass.regular), (.iphoneLandscape, .compact, .compact),
        (.iphoneMaxLandscape, .regular, .compact), (.ipad, .regular, .regular),
        (.ipadSlideOver, .compact, .regular),
    ])
    func n14_devicePresetsSetBothSizeClasses(device: Device, horizontal: SizeClass, vertical: SizeClass)
        throws
    {
        let expected = SizeClasses(horizontal: horizontal, vertical: vertical)
        #expect(device.sizeClasses == expected)
        #expect(Platform(ios: .latest, device: device).sizeClasses == expected)
        var session = makeSession(popoverLinkApp(), device: device == .ipad ? .iphone : .ipad)
        let events = try session.run(.device(device))
        #expect(events.isEmpty)
        #expect(session.platform.sizeClasses == expected)
        #expect(session.platform.device == device)
    }

    @Test func n14_sizeClassCommandSetsOneAxis() throws {
        var session = makeSession(popoverLinkApp(), device: .iphone)
        try session.run(.sizeClass(.vertical, .compact))
        #expect(session.platform.sizeClasses == SizeClasses(horizontal: .compact, vertical: .compact))
        #expect(session.platform.device == nil, "no preset names these classes any more")
        try session.run(.sizeClass(.horizontal, .regular))
        #expect(session.platform.sizeClasses == Device.iphoneMaxLandscape.sizeClasses)
    }

    @Test func n14_theDefaultIsAnIPhoneInPortraitOnTheLatestIOS() {
        #expect(Platform.standard == Platform(ios: iOS(26), device: .iphone))
        #expect(Session(app: popoverLinkApp()).platform == .standard)
    }

    // MARK: N16

    /// On an iPad, `Home` presents `Content` as a popover or a sheet; `Content` has a PopoverLink
    /// and a popover segue of its own.
    static func nestedApp(outer: SegueKind) -> AppModel {
        var app = AppModel()
        app.view("Home")
        app.segue(outer, "content", on: "Home", to: "Content")
        app.view("Content")
        app.popoverLink("Link", on: "Content", to: "Linked")
        app.segue(.popover(.standard), "inner", on: "Content", to: "Inner", selection: "inner")
        app.segue(.push, "pushed", on: "Content", to: "Pushed", selection: "pushed")
        app.view("Linked")
        app.view("Inner")
        app.view("Pushed")
        return app
    }

    @Test(arguments: [(SegueKind.popover(.standard), "sheet", "N16"), (.sheet, "popover", "N10")])
    func n16_popoverLinkInsidePopoverPresentsAsASheet(outer: SegueKind, screen: String, rule: String) throws {
        var session = makeSession(Self.nestedApp(outer: outer), device: .ipad)
        try session.run(.route("content"))
        let events = try session.run(.tap("Link"))
        #expect(pathText(session).hasSuffix("Content > \(screen) Linked"))
        #expect(
            eventLines(events, in: session) == ["1 \(rule) presented Linked \(screen) declared:\(screen)"])
    }

    @Test(arguments: [(SegueKind.popover(.standard), "sheet", "N16"), (.sheet, "popover", "N1")])
    func n16_popoverInsidePopoverPresentsAsASheet(outer: SegueKind, screen: String, rule: String) throws {
        var session = makeSession(Self.nestedApp(outer: outer), device: .ipad)
        try session.run(.route("content"))
        let events = try session.run(.route("inner"))
        #expect(pathText(session).hasSuffix("Content > \(screen) Inner"))
        #expect(eventLines(events, in: session) == ["1 \(rule) presented Inner \(screen) declared:popover"])
    }

    @Test(arguments: [(SegueKind.popover(.standard), "push"), (.sheet, "detail")])
    func n16_containerInsideAPopoverIsAStack(outer: SegueKind, placement: String) throws {
        var app = Self.nestedApp(outer: outer)
        app.setNavigation(NavigationContainer(), on: app.id(named: "Content")!)
        var session = makeSession(app, device: .ipad)
        try session.run(.route("content"), .route("pushed"))
        #expect(pathText(session).hasSuffix("Content > \(placement) Pushed"))
    }

    /// When the outer popover adapts to a sheet, its content is no longer a popover's; the inner
    /// PopoverLink chose a sheet for a compact width, which the iPhone width still is.
    @Test func n16_outerAdaptationKeepsTheInnerSheet() throws {
        var session = makeSession(Self.nestedApp(outer: .popover(.standard)), device: .ipad)
        try session.run(.route("content"), .tap("Link"))
        #expect(pathText(session) == "Home > popover Content > sheet Linked")
        let events = try session.run(.device(.iphone))
        #expect(pathText(session) == "Home > sheet Content > sheet Linked")
        #expect(eventLines(events, in: session) == ["1 N9 adapted Content popover->sheet"])
        try session.run(.device(.ipad))
        #expect(pathText(session) == "Home > popover Content > sheet Linked")
    }
}
