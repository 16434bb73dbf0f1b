import NavModel
import Testing

/// `Session.lint`: each rule id on a minimal app, with its severity and site.
@Suite struct LintTests {
    private func site(_ line: Int) -> SourceSite { SourceSite(file: "app.nav", line: line, column: 1) }

    private func rules(_ app: AppModel, ios: IOSVersion = .latest, device: Device = .iphone) -> [LintFinding
        .RuleID]
    {
        Session(app: app, platform: Platform(ios: ios, device: device)).lint().map(\.rule)
    }

    @Test func undeclaredDestinationAndDuplicateTag() throws {
        var app = AppModel()
        let home = app.declare("Home", site: site(1))
        app.setNavigation(NavigationContainer(), on: home)
        try app.addButton(on: home, label: "Go", actions: [.route("a")])
        try app.addSegue(on: home, kind: .push, tag: "a", destination: app.reference("A"), site: site(2))
        try app.addSegue(
            on: home, kind: .push, tag: "a", destination: app.reference("Missing"), site: site(3))
        app.declare("A", site: site(4))
        let findings = Session(app: app).lint()
        let undeclared = try #require(findings.first { $0.rule == .undeclared })
        #expect(undeclared.severity == .error)
        #expect(undeclared.site?.line == 3)
        #expect(findings.contains { $0.rule == .duplicateTag && $0.site?.line == 3 })
    }

    @Test func unknownTagAndState() throws {
        var app = AppModel()
        let home = app.declare("Home")
        try app.addButton(on: home, label: "Ghost", actions: [.route("ghost")])
        try app.addButton(
            on: home, label: "Odd", actions: [.set(view: nil, state: "nothing", value: .bool(true))])
        let found = rules(app)
        #expect(found.contains(.unknownTag))
        #expect(found.contains(.unknownState))
    }

    @Test func inertPushesAreN2AtTheRootAndN3WhenPresented() throws {
        var app = AppModel()
        let home = app.declare("Home")
        try app.addLink(on: home, label: "Go", destination: app.reference("A"))
        try app.addPopoverLink(on: home, label: "Sheet", destination: app.reference("Sheet"))
        app.declare("A")
        let sheet = app.declare("Sheet")
        try app.addLink(on: sheet, label: "Deeper", destination: app.reference("A"))
        let found = rules(app)
        #expect(found.contains(.n2))
        #expect(found.contains(.n3))
    }

    @Test func versionFindingsOnIOS13() throws {
        var app = AppModel()
        let home = app.declare("Home")
        try app.addButton(on: home, label: "M", actions: [.route("m")])
        try app.addButton(on: home, label: "S", actions: [.route("s")])
        try app.addSegue(on: home, kind: .modal, tag: "m", destination: app.reference("M"))
        try app.addSegue(
            on: home, kind: .sheet, tag: "s", destination: app.reference("S"), state: "sheet",
            options: PresentationOptions(interactiveDismissDisabled: true))
        try app.addSegue(on: home, kind: .sheet, tag: "t", destination: app.reference("S"), state: "other")
        app.declare("M")
        app.declare("S")
        let ios13 = try #require(IOSVersion(major: 13))
        let findings = Session(app: app, platform: Platform(ios: ios13, device: .iphone)).lint()
        #expect(findings.contains { $0.rule == .n8 && $0.severity == .error })
        #expect(findings.contains { $0.rule == .n8 && $0.severity == .warning })
        #expect(findings.contains { $0.rule == .n6 })
        #expect(!rules(app).contains(.n6))
        #expect(!rules(app).contains(.n8))
    }

    @Test func trapUnreachableAndUnsetState() throws {
        var app = AppModel()
        let root = app.declare("Root")
        try app.addButton(on: root, label: "Lock", actions: [.route("locked")])
        try app.addSegue(
            on: root, kind: .sheet, tag: "locked", destination: app.reference("Locked"),
            options: PresentationOptions(interactiveDismissDisabled: true))
        try app.addSegue(
            on: root, kind: .sheet, tag: "n", destination: app.reference("Never"), state: "unused")
        app.declare("Locked")
        app.declare("Never")
        let found = rules(app)
        #expect(found.contains(.trap))
        #expect(found.contains(.unreachable))
        #expect(found.contains(.unsetState))
    }

    @Test func popoverInAPopoverOnAnIPad() throws {
        var app = AppModel()
        let home = app.declare("Home")
        try app.addPopoverLink(on: home, label: "Open", destination: app.reference("Pop"))
        let pop = app.declare("Pop")
        try app.addPopoverLink(on: pop, label: "Inner", destination: app.reference("Inner"))
        app.declare("Inner")
        #expect(rules(app, device: .ipad).contains(.n16))
        #expect(!rules(app).contains(.n16))
    }

    /// A popover inside a popover presents as a sheet (N16), unless the inner one asks to stay a
    /// popover in a compact width (iOS 16.4+, N9); before 16.4 the request is ignored (N8).
    @Test(arguments: [(iOS(16, 3), true), (iOS(16, 4), false), (iOS(26), false)])
    func popoverInAPopoverKeptByItsAdaptation(ios: IOSVersion, sheet: Bool) throws {
        var app = AppModel()
        let home = app.declare("Home")
        try app.addPopoverLink(on: home, label: "Open", destination: app.reference("Pop"))
        let pop = app.declare("Pop")
        try app.addSegue(
            on: pop, kind: .popover(.standard), tag: "i", destination: app.reference("Inner"),
            options: PresentationOptions(
                compactAdaptation: CompactAdaptation(horizontal: .popover, vertical: .sheet)))
        app.declare("Inner")
        #expect(rules(app, ios: ios, device: .ipad).contains(.n16) == sheet)
        #expect(rules(app, ios: ios, device: .ipad).contains(.n8) == sheet)
    }

    /// Any `presentationCompactAdaptation`, `automatic` included, is too new before 16.4 (N8);
    /// from 16.4 one on a full-screen cover has no effect (N9), on a sheet it has.
    @Test(arguments: [
        (iOS(16, 3), SegueKind.modal, LintFinding.RuleID.n8), (iOS(16, 3), .sheet, .n8),
        (iOS(16, 4), .modal, .n9), (iOS(26), .modal, .n9),
    ])
    func compactAdaptationFindings(ios: IOSVersion, kind: SegueKind, rule: LintFinding.RuleID) throws {
        let (app, a) = try adaptationApp(kind, .automatic)
        let findings = Session(app: app, platform: Platform(ios: ios, device: .iphone)).lint()
        #expect(findings.map(\.rule) == [rule])
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.site?.line == 2)
        #expect(
            findings.first?.payload
                == (rule == .n9
                    ? .adaptationWithoutEffect(destination: a)
                    : .optionUnavailable(
                        destination: a, option: .presentationCompactAdaptation, needs: iOS(16, 4))))
    }

    @Test func compactAdaptationOnASheetFrom16_4IsClean() throws {
        #expect(rules(try adaptationApp(.sheet, .fullScreenCover).app, ios: iOS(16, 4)).isEmpty)
    }

    /// `Home` presents `A` (declared at line 2) with `kind` and a `presentationCompactAdaptation`;
    /// a button on each leads there and back, so nothing else is found.
    private func adaptationApp(_ kind: SegueKind, _ adaptation: PresentationAdaptation) throws -> (
        app: AppModel, destination: ViewID
    ) {
        var app = AppModel()
        let home = app.declare("Home")
        try app.addButton(on: home, label: "Go", actions: [.route("a")])
        try app.addSegue(
            on: home, kind: kind, tag: "a", destination: app.reference("A"),
            options: PresentationOptions(compactAdaptation: CompactAdaptation(adaptation)), site: site(2))
        let destination = app.declare("A")
        try app.addButton(on: destination, label: "Close", actions: [.routeNil])
        return (app, destination)
    }

    @Test func aCleanAppHasNoFindings() throws {
        var app = AppModel()
        let home = app.declare("Home")
        app.setNavigation(NavigationContainer(), on: home)
        try app.addLink(on: home, label: "Go", destination: app.reference("A"))
        app.declare("A")
        #expect(Session(app: app).lint().isEmpty)
    }
}
