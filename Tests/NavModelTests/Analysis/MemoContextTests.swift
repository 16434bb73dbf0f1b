import Testing

@testable import NavModel

/// The move memo's contexts (see `MoveMemo`): a move is kept under the environment, the top
/// layer and the view presenting it, and a dismissal under the layer below, whether that layer
/// is the window's and the top layer's origin. On models drawn to read whatever that leaves
/// out, if anything did (buttons mixing `dismiss` and `route nil` with routes and sets, tags
/// declared on several views so that a route resolves in the top layer in one state and below
/// it in another, the same view presented in several ways, locked sheets, popovers with every
/// compact adaptation, columns, every iOS version whose rules differ and every device), an
/// exploration answered from the memo finds what one that performs every move finds.
@Suite struct MemoContextTests {
    /// Two workers' worth of pieces, run one after another, a few states each, so that what one
    /// batch learns the next one reads.
    private static let twoWorkers = Parallelism(workers: 2, statesPerWorker: 8) { count, body in
        for index in 0..<count { body(index, 0) }
    }

    /// The versions at which a rule changes, on both sides, and the newest.
    private static let versions = [
        iOS(13), iOS(14), iOS(14, 5), iOS(15), iOS(16), iOS(16, 4), iOS(17), iOS(18), iOS(26),
    ]
    /// Every device: the four pairs of size classes (the slide-over as an iPhone's).
    private static let devices: [Device] = [
        .iphone, .iphoneLandscape, .iphoneMaxLandscape, .ipad, .ipadSlideOver,
    ]

    /// A model drawn from `seed` (see the suite).
    static func randomApp(seed: UInt64) -> AppModel {
        var draw = SeededDraw(seed: seed)
        func next(_ bound: Int) -> Int { draw.next(bound) }
        var app = AppModel()
        let count = 3 + next(3)
        let styles: [NavigationContainer.Style?] = [nil, .stack, .columns, .automatic]
        for view in 0..<count { app.view("V\(view)", navigation: styles[next(styles.count)]) }
        let adaptations: [PresentationAdaptation] = [.automatic, .none, .popover, .sheet, .fullScreenCover]
        func options() -> PresentationOptions {
            let adaptation: CompactAdaptation?
            switch next(4) {
            case 0: adaptation = nil
            case 1: adaptation = CompactAdaptation(adaptations[next(adaptations.count)])
            default:
                adaptation = CompactAdaptation(
                    horizontal: adaptations[next(adaptations.count)],
                    vertical: adaptations[next(adaptations.count)])
            }
            return PresentationOptions(
                interactiveDismissDisabled: next(3) == 0, compactAdaptation: adaptation)
        }
        // Tags from a small pool, so that several views declare the same one.
        var tags: [(view: Int, tag: String, state: String)] = []
        var states: [(view: Int, state: String)] = []
        for view in 0..<count {
            let name = "V\(view)"
            var declared: Set<String> = []
            for _ in 0..<(1 + next(4)) {
                let tag = "t\(next(6))"
                guard declared.insert(tag).inserted else { continue }
                let selection = ["shared", "s0", "s1", "s2"][next(4)]
                let destination = "V\(next(count))"
                let kind: SegueKind
                switch next(6) {
                case 0, 1: kind = .push
                case 2: kind = .sheet
                case 3: kind = .modal
                case 4: kind = .popover(.standard)
                default: kind = .popover(PopoverAttachment(anchor: "point(0,0)", edge: "bottom"))
                }
                app.segue(kind, tag, on: name, to: destination, selection: selection, options: options())
                if next(2) == 0 { app.button("Go\(tag)", on: name, [.route(tag)]) }
                tags.append((view, tag, selection))
                states.append((view, selection))
            }
            if next(2) == 0 {
                app.popoverLink("Info", on: name, to: "V\(next(count))", active: "flag", options: options())
                states.append((view, "flag"))
            }
            if next(3) == 0 { app.link("More", on: name, to: "V\(next(count))") }
        }
        func action() -> Action {
            switch next(7) {
            case 0: return .dismiss
            case 1: return .routeNil
            case 2, 3: return .route(next(8) == 0 ? "t9" : "t\(next(6))")
            default:
                let (view, name) = states[next(states.count)]
                let value: ValueLiteral
                if name == "flag" {
                    value = .bool(next(2) == 0)
                } else {
                    let own = tags.filter { $0.view == view && $0.state == name }
                    value = next(3) == 0 || own.isEmpty ? .none : .tag(own[next(own.count)].tag)
                }
                return .set(view: next(3) == 0 ? nil : "V\(view)", state: name, value: value)
            }
        }
        for view in 0..<count {
            for index in 0..<next(4) {
                app.button("B\(index)", on: "V\(view)", (0..<next(4)).map { _ in action() })
            }
        }
        return app
    }

    /// The explorations of `randomApp(seed:)` with and without the memo, serial and on two
    /// workers, agree.
    static func exploreAlike(seed: Int, maxStates: Int) {
        let start = makeSession(
            randomApp(seed: UInt64(seed)), ios: versions[seed % versions.count],
            device: devices[(seed / versions.count) % devices.count])
        var results: [[String]] = []
        // Without the memo once: serial or on two workers, it performs every move alike.
        for (parallelism, memoised) in [(Parallelism.serial, true), (twoWorkers, true), (.serial, false)] {
            var explorer = Explorer(
                from: start, moves: .person, limits: Explorer.Limits(maxStates: maxStates),
                parallelism: parallelism)
            explorer.usesMoveMemo = memoised
            results.append(
                MoveMemoTests.summary(
                    explorer.run(analyses: Explorer.Analyses(deadEnds: true, coverage: true))))
        }
        #expect(results.allSatisfy { $0 == results[0] }, "seed \(seed)")
        #expect(!results[0].isEmpty)
    }

    /// Seeds whose environments span every iOS version of `versions` and every device of
    /// `devices` (seed `s` runs on `versions[s % 9]` and `devices[(s / 9) % 5]`): all 45 pairs
    /// took 25 s on the debug build, too long for every run. Locally, seeds 1 to 400 (800 states
    /// each up to 24, 500 up to 150, 400 after), 20 more with 4,000 states and 60 with
    /// `Moves.hands` found no difference, nor did the debug build's check of every memoised move.
    @Test(arguments: [0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44])
    func randomModelsExploreAlike(seed: Int) {
        Self.exploreAlike(seed: seed, maxStates: 300)
    }
}
