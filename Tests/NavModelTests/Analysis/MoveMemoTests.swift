import Testing

@testable import NavModel

/// `MoveMemo` and `LayerTable`: an exploration that answers moves from the memo finds exactly
/// what one that performs every move finds (debug builds also perform every memoised move and
/// compare), on models whose moves read and write below the top two layers; and what the
/// explorer reads from a layer key is what the session says.
@Suite struct MoveMemoTests {
    /// Four layers deep at most: every kind of presentation and push, a PopoverLink, a locked
    /// sheet, a popover adapting as a sheet, buttons that route and set states of views below
    /// the top two layers (found there, or not found at all), `dismiss` and `route nil`.
    private static func deepApp() -> AppModel {
        var app = AppModel()
        for level in 0..<4 {
            let name = "L\(level)"
            let next = "L\(level + 1)"
            app.view(name, navigation: level == 1 ? .columns : .stack)
            guard level < 3 else { break }
            app.segue(.push, "push\(level)", on: name, to: next)
            app.segue(
                .sheet, "sheet\(level)", on: name, to: next, selection: "sheet",
                options: PresentationOptions(interactiveDismissDisabled: level == 1))
            app.segue(.modal, "cover\(level)", on: name, to: next, selection: "cover")
            let adaptation = level == 0 ? CompactAdaptation(.popover) : nil
            app.segue(
                .popover(.standard), "pop\(level)", on: name, to: next, selection: "pop",
                options: PresentationOptions(compactAdaptation: adaptation))
            app.popoverLink("Info\(level)", on: name, to: next)
            app.link("More\(level)", on: name, to: next)
            app.button("Push\(level)", on: name, [.route("push\(level)")])
            app.button("Sheet\(level)", on: name, [.route("sheet\(level)")])
            app.button("Cover\(level)", on: name, [.route("cover\(level)")])
            app.button("Pop\(level)", on: name, [.route("pop\(level)")])
        }
        app.view("L3")
        // From the top: a tag of the root's (found below the top two layers once deep enough),
        // a state of the root's, a close, and a tag no view shows.
        for name in ["L2", "L3"] {
            app.button("Home", on: name, [.route("push0")])
            app.button("Reset", on: name, [.set(view: "L0", state: "sheet", value: .none)])
            app.button("Close", on: name, [.dismiss])
            app.button("Clear", on: name, [.routeNil])
            app.button("Lost", on: name, [.route("sheet2"), .route("nowhere")])
        }
        app.segue(.sheet, "nowhere", on: "L3", to: "L0", selection: "away")
        return app
    }

    /// Everything an exploration reports, as text, to compare two explorations (also
    /// `MemoContextTests`').
    static func summary(_ result: Exploration) -> [String] {
        var lines = [
            "\(result.end) \(result.stateCount) \(result.transitionCount) \(result.depth)",
            "dead \(String(describing: result.deadStateCount))", "shown \(result.shownViews)",
            "changed \(result.changedStates)",
        ]
        lines += result.warnings.map { "warning \($0.event) \($0.script)" }
        lines += result.refusals.map { "refusal \($0.error) \($0.script)" }
        lines += result.deadEnds.map {
            "dead end \(String(describing: $0.presenter)) \($0.isTrap) \(String(describing: $0.screen)) \($0.script) \($0.states)"
        }
        return lines
    }

    /// Two workers' worth of pieces, run one after another: each learns apart, and the merge
    /// adds what they learnt to the shared memo; a few states a worker, so that a level spans
    /// many batches and what one batch learns (moves, layers) the next one reads.
    private static let twoWorkers = Parallelism(workers: 2, statesPerWorker: 8) { count, body in
        for index in 0..<count { body(index, 0) }
    }

    /// One worker, three states a batch.
    private static let smallBatches = Parallelism(workers: 1, statesPerWorker: 3) { count, body in
        for index in 0..<count { body(index, 0) }
    }

    @Test(arguments: [iOS(14), iOS(15), iOS(17)])
    func theMemoFindsWhatPerformingFinds(ios: IOSVersion) throws {
        let start = makeSession(Self.deepApp(), ios: ios)
        for parallelism in [Parallelism.serial, Self.twoWorkers, Self.smallBatches] {
            var explorer = Explorer(
                from: start, moves: .person, limits: Explorer.Limits(maxStates: 3_000),
                parallelism: parallelism)
            let memoised = explorer.run(analyses: Explorer.Analyses(deadEnds: true, coverage: true))
            explorer.usesMoveMemo = false
            let performed = explorer.run(analyses: Explorer.Analyses(deadEnds: true, coverage: true))
            #expect(memoised.stateCount > 100)
            #expect(Self.summary(memoised) == Self.summary(performed))
        }
    }

    /// A small model drawn from `seed`: views with every navigation style, segues of every
    /// kind to any view (cycles included), some sharing a selection state, behind buttons;
    /// popover links, links, locked sheets, popovers adapting in compact, and buttons that
    /// dismiss, clear, set a state of another view, or route to another view's tag.
    private static func randomApp(seed: UInt64) -> AppModel {
        var draw = SeededDraw(seed: seed)
        func next(_ bound: Int) -> Int { draw.next(bound) }
        var app = AppModel()
        let count = 3 + next(3)
        let styles: [NavigationContainer.Style?] = [nil, .stack, .columns, .automatic]
        for view in 0..<count { app.view("V\(view)", navigation: styles[next(styles.count)]) }
        var tags: [(view: Int, tag: String, state: String)] = []
        for view in 0..<count {
            let name = "V\(view)"
            for segue in 0..<(1 + next(3)) {
                let tag = "t\(view)_\(segue)"
                let state = next(3) == 0 ? "shared" : "s\(segue)"
                let destination = "V\(next(count))"
                let options: PresentationOptions
                let kind: SegueKind
                switch next(5) {
                case 0: (kind, options) = (.push, .none)
                case 1:
                    (kind, options) = (.sheet, PresentationOptions(interactiveDismissDisabled: next(3) == 0))
                case 2: (kind, options) = (.modal, .none)
                case 3:
                    kind = .popover(.standard)
                    options = PresentationOptions(
                        compactAdaptation: [nil, CompactAdaptation(.popover), CompactAdaptation(.sheet)][
                            next(3)])
                default: (kind, options) = (.push, .none)
                }
                // A tag declared twice in a view is refused; a second segue on a state is fine.
                app.segue(kind, tag, on: name, to: destination, selection: state, options: options)
                app.button("Go\(tag)", on: name, [.route(tag)])
                tags.append((view, tag, state))
            }
            if next(2) == 0 { app.popoverLink("Info\(view)", on: name, to: "V\(next(count))") }
            if next(2) == 0 { app.link("More\(view)", on: name, to: "V\(next(count))") }
        }
        for view in 0..<count {
            let name = "V\(view)"
            switch next(5) {
            case 0: app.button("Close", on: name, [.dismiss])
            case 1: app.button("Clear", on: name, [.routeNil])
            case 2:
                let other = tags[next(tags.count)]
                app.button(
                    "Reset", on: name, [.set(view: "V\(other.view)", state: other.state, value: .none)])
            case 3:
                let other = tags[next(tags.count)]
                app.button("Jump", on: name, [.route(other.tag)])
            default: break
            }
        }
        return app
    }

    /// On models drawn at random, an exploration answered from the memo finds what one that
    /// performs every move finds, on one worker or two, with a few states a batch.
    @Test(arguments: 1...8)
    func randomModelsExploreAlike(seed: Int) throws {
        let start = makeSession(
            Self.randomApp(seed: UInt64(seed)), ios: seed % 2 == 0 ? iOS(15) : iOS(17),
            device: seed % 3 == 0 ? .ipad : .iphone)
        var results: [[String]] = []
        for parallelism in [Parallelism.serial, Self.twoWorkers] {
            for memoised in [true, false] {
                var explorer = Explorer(
                    from: start, moves: .person, limits: Explorer.Limits(maxStates: 600),
                    parallelism: parallelism)
                explorer.usesMoveMemo = memoised
                results.append(
                    Self.summary(explorer.run(analyses: Explorer.Analyses(deadEnds: true, coverage: true))))
            }
        }
        #expect(results.allSatisfy { $0 == results[0] }, "seed \(seed)")
        #expect(!results[0].isEmpty)
    }

    /// A depth limit within reach: states near it are expanded by performing every move, and
    /// the result is still the same.
    @Test func nearTheDepthLimitMovesArePerformed() throws {
        var start = makeSession(Self.deepApp())
        start.depthLimit = 5
        var explorer = Explorer(from: start, moves: .person, limits: Explorer.Limits(maxStates: 3_000))
        let memoised = explorer.run(analyses: Explorer.Analyses(deadEnds: true, coverage: true))
        explorer.usesMoveMemo = false
        let performed = explorer.run(analyses: Explorer.Analyses(deadEnds: true, coverage: true))
        #expect(!memoised.refusals.isEmpty)
        #expect(Self.summary(memoised) == Self.summary(performed))
    }

    /// The states of a short walk through `deepApp`, in several environments.
    private static func states() throws -> (start: Session, states: [Session]) {
        let start = makeSession(deepApp(), ios: iOS(15))
        var states = [start]
        for script: [Action] in [
            [.tap("Push0"), .tap("Sheet1"), .tap("More2")],
            [.sizeClass(.horizontal, .regular), .tap("Info0"), .tap("Pop1"), .tap("Cover2")],
            [.tap("Sheet0"), .tap("Cover1"), .tap("Push2"), .tap("Home")],
            [.sizeClass(.horizontal, .regular), .tap("More0"), .tap("Push1")],
        ] {
            var session = start
            for action in script {
                _ = try session.perform(action)
                states.append(session)
            }
        }
        return (start, states)
    }

    /// The layer numbers of a layer key whose layers are all numbered.
    private static func numbers(of key: [UInt8]) -> [Int] {
        key.withUnsafeBufferPointer { bytes in
            var reader = KeyReader(bytes, from: LayerTable.environmentEnd(bytes))
            var numbers: [Int] = []
            while !reader.isAtEnd { numbers.append(reader.read() - 1) }
            return numbers
        }
    }

    /// A state's layer key writes out as its encoder key again, and the node info, the coverage
    /// marks and each layer's parts read through its layers are the session's.
    @Test func aLayerKeyReadsAsItsState() throws {
        let (start, states) = try Self.states()
        var encoder = StateEncoder(numberingTagsOf: start)
        let basis = CoverageBasis(start.app, encoder: encoder)
        var table = LayerTable(basis: basis)
        var keys: [[UInt8]] = []
        for session in states {
            encoder.encode(session)
            var key: [UInt8] = []
            let length = table.canonicalKey(of: LayerTable.literalKey(of: encoder.key)[...], into: &key)
            #expect(length == key.count)
            keys.append(key)
            var written: [UInt8] = []
            _ = table.encoderKey(of: key[...], into: &written)
            #expect(written == Array(encoder.key))
            var (shown, changed) = ([Int32](), [Int64]())
            basis.mark(session, shown: &shown, changed: &changed)
            let info = NodeInfo(session)
            key.withUnsafeBufferPointer { key in
                let fromKey = table.nodeInfo(ofKey: key)
                #expect(fromKey.layerCount == info.layerCount)
                #expect(fromKey.presenter == info.presenter)
                #expect(fromKey.isHome == info.isHome)
                let marks = table.marks(ofKey: key)
                #expect(marks.shown == shown)
                #expect(marks.changed == changed)
            }
            let numbers = Self.numbers(of: key)
            #expect(numbers.count == session.state.layers.count)
            for (index, layer) in session.state.layers.enumerated() where index < numbers.count {
                let number = numbers[index]
                let parts = table.info(number, atWindow: index == 0)
                #expect(Int(parts.frameCount) == layer.frames.count)
                #expect(Int(parts.originFrame) == (layer.origin?.frame ?? -1))
                #expect(Int(parts.originTrigger) == (layer.origin?.trigger ?? -1))
                #expect(parts.hasRequests == !(layer.queue.isEmpty && layer.dropped.isEmpty))
                for (frame, content) in layer.frames.enumerated() {
                    #expect(table.view(ofFrame: frame, number, atWindow: index == 0) == content.view.index)
                }
            }
        }
        // Numbered again, a state's layers keep their numbers: a key is its state's alone.
        for (session, key) in zip(states, keys) {
            encoder.encode(session)
            var again: [UInt8] = []
            _ = table.canonicalKey(of: LayerTable.literalKey(of: encoder.key)[...], into: &again)
            #expect(again == key)
        }
        // As a worker writes them: each layer the table holds by its number, the others in
        // full; such a key writes out alike and is numbered as the all-literal one was.
        var fresh = LayerTable(basis: basis)
        var literalKeys = 0
        for (index, session) in states.enumerated() {
            encoder.encode(session)
            let literal = LayerTable.literalKey(of: encoder.key)
            if index % 2 == 0 {
                var whole: [UInt8] = []
                _ = fresh.canonicalKey(of: literal[...], into: &whole)
            }
            var mixed: [UInt8] = []
            var hasLiteral = false
            fresh.withView { view in
                Array(encoder.key).withUnsafeBufferPointer { bytes in
                    let environmentEnd = LayerTable.environmentEnd(bytes)
                    mixed += bytes[..<environmentEnd]
                    var reader = KeyReader(bytes, from: environmentEnd)
                    var atWindow = true
                    while !reader.isAtEnd {
                        let start = reader.position
                        KeyLayout.skipLayer(&reader, atWindow: atWindow)
                        let layer = UnsafeBufferPointer(rebasing: bytes[start..<reader.position])
                        if let number = view.number(of: layer, atWindow: atWindow) {
                            MoveMemo.put(number + 1, to: &mixed)
                        } else {
                            MoveMemo.put(0, to: &mixed)
                            MoveMemo.put(layer.count, to: &mixed)
                            mixed += layer
                            hasLiteral = true
                        }
                        atWindow = false
                    }
                }
                var written: [UInt8] = []
                _ = mixed.withUnsafeBufferPointer { view.encoderKey(of: $0, into: &written) }
                #expect(written == Array(encoder.key))
            }
            var numbered: [UInt8] = []
            var expected: [UInt8] = []
            _ = fresh.canonicalKey(of: mixed[...], into: &numbered)
            _ = fresh.canonicalKey(of: literal[...], into: &expected)
            #expect(numbered == expected)
            #expect(hasLiteral || numbered == mixed)
            if hasLiteral { literalKeys += 1 }
            // The frames of its layers are its state's depth, which decides whether the memo may
            // answer near the depth limit.
            let depth = Self.numbers(of: numbered).enumerated().reduce(0) { sum, layer in
                sum + Int(fresh.info(layer.element, atWindow: layer.offset == 0).frameCount)
            }
            #expect(depth == session.state.depth)
        }
        #expect(literalKeys > 0 && literalKeys < states.count, "keys both numbered and not")
        #expect(
            Set(keys).count
                == Set(
                    states.map { session -> [UInt8] in
                        encoder.encode(session)
                        return Array(encoder.key)
                    }
                ).count)
    }

    /// A transfer's key tells its contexts apart, a layer's own transfer key tells layers apart,
    /// and a number too large for either gives none.
    @Test func transferKeysTellContextsApart() throws {
        let (start, states) = try Self.states()
        var encoder = StateEncoder(numberingTagsOf: start)
        var table = LayerTable(basis: nil)
        var keys: [UInt64: [Int]] = [:]
        var own: [UInt64: [Int]] = [:]
        for session in states {
            encoder.encode(session)
            var key: [UInt8] = []
            _ = table.canonicalKey(of: LayerTable.literalKey(of: encoder.key)[...], into: &key)
            let numbers = Self.numbers(of: key)
            for (layer, number) in numbers.enumerated() {
                let atWindow = layer == 0
                let parts = table.info(number, atWindow: atWindow)
                let root = table.view(ofFrame: 0, number, atWindow: atWindow)
                let presenter =
                    atWindow
                    ? 0
                    : table.view(ofFrame: Int(parts.originFrame), numbers[layer - 1], atWindow: layer == 1)
                for popover in [false, true] {
                    guard
                        let bits = MoveMemo.transferKey(
                            major: 14, minor: 0, classes: 2, parts, atWindow: atWindow, root: root,
                            presenter: presenter, belowIsPopover: popover),
                        let ownBits = MoveMemo.layerTransferKey(
                            major: 14, minor: 0, classes: 2, layer: number, atWindow: atWindow,
                            presenter: presenter,
                            belowIsPopover: popover)
                    else {
                        Issue.record("no key for a small context")
                        continue
                    }
                    let context = [
                        atWindow ? 0 : 1, popover && !atWindow ? 1 : 0, Int(parts.placement), root,
                        Int(parts.originTrigger), Int(parts.code), atWindow ? -1 : presenter,
                    ]
                    if let known = keys[bits] { #expect(known == context) }
                    keys[bits] = context
                    let layerContext = [atWindow ? 0 : 1, number, presenter, popover ? 1 : 0]
                    if let known = own[ownBits] { #expect(known == layerContext) }
                    own[ownBits] = layerContext
                    #expect(ownBits >> 62 == 3 && bits >> 62 == 2, "bit 62 tells the two kinds of key apart")
                }
            }
            let window = table.info(numbers[0], atWindow: true)
            #expect(
                MoveMemo.transferKey(
                    major: 32, minor: 0, classes: 0, window, atWindow: true, root: 0, presenter: 0,
                    belowIsPopover: false)
                    == nil)
            #expect(
                MoveMemo.layerTransferKey(
                    major: 14, minor: 0, classes: 0, layer: 0, atWindow: false, presenter: 1 << 16,
                    belowIsPopover: false) == nil)
        }
        #expect(keys.count > 10)
        #expect(own.count > keys.count)
    }

    /// The bytes of a step's tail in `memo`.
    private static func tail(_ step: MoveMemo.Step, in memo: MoveMemo) -> [UInt8] {
        Array(memo.bytes[Int(step.tail.lowerBound)..<Int(step.tail.upperBound)])
    }

    /// A context's moves appended one by one and kept read back with their outcomes, steps and
    /// tails; those of a context dropped leave no move and no step; a memo absorbing another
    /// (its own bytes first, so that the tails move) reads the same, and takes a context it
    /// has already, or a transfer, only once.
    @Test func movesAppendedKeptDroppedAndAbsorbed() throws {
        let event = NavEvent(
            kind: .pushed(ViewID(1), .push), step: 1, rule: nil, cause: nil, binding: nil, inferred: false)
        var memo = MoveMemo()
        memo.appendMove(.tap("A"), refused: .viewNotOnScreen("V"))
        memo.appendMove(.tap("B"), tail: [7, 8, 9][...], warnings: [event])
        memo.appendSizeClass(.horizontal, .regular)
        memo.appendUnknown(.back)
        memo.appendMove(.tap("C"), tail: [5][1...], warnings: [])
        memo.keepMoves(of: [1, 2, 3][...])
        // Dropped: its tail's bytes stay, referred to by nothing.
        memo.appendMove(.tap("D"), tail: [4, 4][...], warnings: [])
        memo.dropMoves()
        memo.appendMove(.tap("E"), tail: [6][...], warnings: [])
        memo.keepMoves(of: [1, 2, 4][...])
        memo.add(
            transfer: 1 << 63 | 5, .swapped(code: 3, rest: 1..<3), bytes: [0, 10, 11, 12][...])

        func check(_ memo: MoveMemo) throws {
            let first = try #require(memo.moves(of: [1, 2, 3][...]))
            #expect(first.count == 5)
            #expect(
                memo.moves[first].map(\.action) == [
                    .tap("A"), .tap("B"), .sizeClass(.horizontal, .regular), .back, .tap("C"),
                ])
            let steps = Array(memo.steps[first])
            #expect(steps.map(\.kind) == [.refused, .moved, .sizeClass, .unknown, .moved])
            #expect(Self.tail(steps[1], in: memo) == [7, 8, 9])
            #expect(steps[1].hasWarnings && !steps[4].hasWarnings)
            #expect(Self.tail(steps[4], in: memo).isEmpty)
            #expect(steps[2].isRegular && !steps[2].isVertical)
            if case .refused(let error) = memo.moves[first.lowerBound].outcome {
                #expect(error == .viewNotOnScreen("V"))
            } else {
                Issue.record("the refusal was not kept")
            }
            if case .moved(let warnings) = memo.moves[first.lowerBound + 1].outcome {
                #expect(warnings == [event])
            } else {
                Issue.record("the move was not kept")
            }
            let second = try #require(memo.moves(of: [1, 2, 4][...]))
            #expect(second == first.upperBound..<(first.upperBound + 1))
            #expect(memo.moves[second.lowerBound].action == .tap("E"))
            #expect(Self.tail(memo.steps[second.lowerBound], in: memo) == [6])
            guard case .swapped(3, let rest) = memo.transfer(1 << 63 | 5) else {
                Issue.record("the swap was not kept")
                return
            }
            #expect(Array(memo.bytes[rest]) == [10, 11])
        }
        try check(memo)
        #expect(memo.moves.count == 6 && memo.steps.count == 6)

        var shared = MoveMemo()
        shared.appendMove(.tap("Z"), tail: [1, 1, 1, 1][...], warnings: [])
        shared.keepMoves(of: [9][...])
        var twice = shared
        twice.absorb(memo)
        twice.absorb(memo)
        try check(twice)
        #expect(twice.moves.count == 7)
        #expect(
            Self.tail(twice.steps[try #require(twice.moves(of: [9][...])).lowerBound], in: twice) == [
                1, 1, 1, 1,
            ])
    }

    /// `KeyWriter.put(_:at:into:)` writes a number as `MoveMemo.put` appends it, at any
    /// position, lengthening the buffer when it might not fit and leaving the bytes before it.
    @Test(arguments: [0, 1, 127, 128, 300, 1 << 20, Int(Int32.max)])
    func aNumberIsWrittenInPlaceAsItIsAppended(number: Int) {
        var appended: [UInt8] = [42, 43]
        MoveMemo.put(number, to: &appended)
        var buffer: [UInt8] = [42, 43]
        let end = KeyWriter.put(number, at: 2, into: &buffer)
        #expect(Array(buffer[..<end]) == appended)
        var roomy = [UInt8](repeating: 42, count: 64)
        let inside = KeyWriter.put(number, at: 1, into: &roomy)
        #expect(roomy.count == 64)
        #expect(Array(roomy[..<inside]) == [42] + appended[2...])
    }
}
