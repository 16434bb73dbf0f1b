/// Breadth-first exploration of the states a session can reach: the engine behind `explore`,
/// `reach`, `open` and the reachability findings of `check`.
///
/// A state is the live hierarchy with every live view's values, the queued presentations and
/// the environment, encoded by a `StateEncoder` and kept in a `StateTable` as a layer key: the
/// environment and the numbers of its layers in a `LayerTable`, which holds each distinct layer
/// once; the declarations are shared by every state and never hashed. A successor is built from
/// the numbers a `MoveMemo` kept of what the same move did from a state with the same top
/// layers (on ex7, 95% of states, and nearly every size-class change), or else costs one
/// `Session.perform` (the depth of the stack) and one encoding; moves known to change nothing
/// are not tried.
public struct Explorer {
    /// Bounds on an exploration.
    public struct Limits: Hashable, Sendable {
        /// The most distinct states kept (and so the memory used: roughly 100 bytes a state on ex7).
        public var maxStates: Int
        /// The most moves from the start, or nil for no limit.
        public var maxDepth: Int?
        /// The most bytes the search keeps to tell its states apart and to build them: the
        /// states' keys, the layers those keys number (`LayerTable.keptBytes`) and the bytes the
        /// `MoveMemo`'s moves lead to.
        ///
        /// A state costs a dozen such bytes on ex7, but a push stack is written out in the
        /// layer that holds it, so a model that pushes a view onto itself makes states whose
        /// layers grow with the depth, and the bytes grow with its square: 100,000 states of
        /// one such model kept 1.1 GB (2.5 GB resident), and at 300,000 the memo's byte
        /// offsets overflowed and the search trapped, after 40 s and 10 GB. The limit ends the
        /// search first, as the state limit does: at 1 GiB, that model stops after 9 s at 1.9
        /// GB resident, where a million states of ex7 keep 14 MB. At 256 MiB it stopped after
        /// 2 s, but so did searches that end by themselves within the path's depth limit (a view
        /// pushing itself: 40,000 states, 10,000 views deep, 1 GiB), whose answers it cut short.
        /// At most 1 GiB.
        public var maxKeyBytes: Int

        /// The default: a million states, any depth, 1 GiB of keys.
        public static let standard = Limits(maxStates: 1_000_000, maxDepth: nil)

        /// Creates limits.
        public init(maxStates: Int, maxDepth: Int? = nil, maxKeyBytes: Int = 1 << 30) {
            self.maxStates = max(1, maxStates)
            self.maxDepth = maxDepth
            // At most 1 GiB: a `StateTable` holds keys of 4 GiB in all at most.
            self.maxKeyBytes = min(max(1, maxKeyBytes), 1 << 30)
        }
    }

    /// What to compute besides the counts.
    public struct Analyses: Hashable, Sendable {
        /// The states from which the root cannot be reached, and the traps among them.
        public var deadEnds: Bool
        /// Which views were shown and which states changed (for `check`).
        public var coverage: Bool

        /// Creates a choice of analyses.
        public init(deadEnds: Bool, coverage: Bool) {
            self.deadEnds = deadEnds
            self.coverage = coverage
        }
    }

    /// Progress, reported to the caller every few thousand states.
    public struct Progress: Hashable, Sendable {
        /// States found so far.
        public var states: Int
        /// Moves from the start of the level being expanded.
        public var depth: Int
    }

    private let start: Session
    private let moves: Moves
    private let limits: Limits
    private let parallelism: Parallelism
    /// Whether the workers answer moves from a `MoveMemo` where they can; off, every move is
    /// performed, which tests compare with.
    var usesMoveMemo = true

    /// An explorer from `session` (which it never changes) using `moves`, spreading its work
    /// as `parallelism` allows (the result is the same however it is spread).
    public init(
        from session: Session, moves: Moves, limits: Limits = .standard, parallelism: Parallelism = .serial
    ) {
        self.start = session
        self.moves = moves
        self.limits = limits
        self.parallelism = parallelism
    }

    /// How many states of a level each worker expands before what they found is merged, unless
    /// `Parallelism` says otherwise: few enough that a batch takes a millisecond or so (so a
    /// search that stops early wastes little), enough that handing out the work and starting a
    /// merge cost little beside it. A batch of 256 states a worker, where it was 512, and two
    /// pieces each (see `pieces(_:)`): ex7 on two workers took 0.41 s where it took 0.52
    /// (medians of 25 alternating runs), and ex6 0.102 s where it took 0.113; on one worker
    /// the batch's size made no difference beyond the noise.
    public static let statesPerWorker = 256

    /// The most states the explorer's arrays are made room for at the start (see
    /// `StateTable.init(reservingFor:keyBytes:)`): the state limit, up to four million.
    static let reservedStates = 1 << 22

    /// The bytes of a layer key the state table makes room for, on average: ex7's are 4 to 18.
    static let reservedKeyBytes = 16

    /// How often, in expanded states, `progress` is called: often, since it is how Ctrl-C
    /// stops an exploration (within a millisecond: a state takes a microsecond or two), yet not
    /// for every few states, since the host formats its progress line at each call (3,500
    /// instructions: a fifth of a state's cost on ex6 every 16 states).
    public static let progressInterval = 256

    /// Explores breadth first. With `target`, stops at the first state it accepts and records
    /// the script to it. `progress` is called every `progressInterval` states; returning false
    /// stops the exploration (`End.interrupted`).
    ///
    /// Each level is expanded in batches: the workers perform every move from their share of
    /// the batch and encode what they reach, looking up the states already known; then one
    /// merge, in frontier order and move order, numbers the new states, records edges, warnings
    /// and refusals, and asks `target`, exactly as a single worker would have.
    public func run(
        analyses: Analyses, target: ((Session) -> Bool)? = nil, progress: (Progress) -> Bool = { _ in true }
    ) -> Exploration {
        var encoder = StateEncoder(numberingTagsOf: start)
        let basis = analyses.coverage ? CoverageBasis(start.app, encoder: encoder) : nil
        let room = min(limits.maxStates, Explorer.reservedStates)
        // The largest arrays, made as the host advises (huge pages, see `MemoryAdvice`).
        let advice = MemoryAdvice(advise: parallelism.adviseMemory)
        var graph = ExplorationGraph(
            app: start.app, coverage: analyses.coverage, reservingFor: room, advice: advice)
        // States are kept as layer keys: their layers' numbers in `layers` (see `LayerTable`).
        var layers = LayerTable(basis: basis)
        // Room for a layer key numbered, and for an encoder key written out. The keys of a
        // batch with layers the table lacked are numbered before its merge, in the order the
        // merge meets them (so the layers are numbered as the merge would have), and kept in
        // `ahead` (see `numberAhead`), whose bytes stay put while the merge reads them through
        // pointers, as it reads the keys of a piece.
        var canonical: [UInt8] = []
        var ahead = NumberedAhead()
        defer { ahead.deallocate() }
        var written: [UInt8] = []
        encoder.encode(start)
        let startLength = layers.canonicalKey(
            of: LayerTable.literalKey(of: encoder.key)[...], into: &canonical)
        var states = StateTable(reservingFor: room, keyBytes: Explorer.reservedKeyBytes, advice: advice)
        states.add(canonical[..<startLength])
        canonical.withUnsafeBufferPointer { bytes in
            let key = UnsafeBufferPointer(rebasing: bytes[..<startLength])
            graph.add(parent: -1, action: -1)
            if analyses.coverage { layers.cover(key) { graph.cover(shown: $0, changed: $1) } }
        }
        var result = Exploration(end: .complete, stateCount: 1, transitionCount: 0, depth: 0)
        if let target, target(start) {
            result.end = .found
            result.targetScript = []
            return finish(result, graph, states, layers, analyses)
        }
        var seenWarnings = Set<NavEvent.Kind>()
        var seenErrors = Set<NavError>()
        // The frontier holds state numbers only: workers decode each from its key, so memory
        // stays at the keys. One scratch session serves a target's checks.
        var frontier: [Int32] = [0]
        var scratch = start
        var level = 0
        var expanded = 0
        let batchSize = parallelism.workers * parallelism.statesPerWorker
        var spaces = Workspaces(count: Explorer.pieces(parallelism.workers), session: start)
        // With more than one worker, the workers expand a batch into the spare workspaces while
        // the last batch's are merged (see `Parallelism.forEachAlongside`): on ex7 with two, the
        // merge was a third of the time, during which the other processor waited.
        let overlaps = parallelism.workers > 1
        var spareSpaces =
            overlaps ? Workspaces(count: Explorer.pieces(parallelism.workers), session: start) : spaces
        // What size-class changes did to each layer, kept a worker and lent to its pieces.
        let caches = WorkerTransferCaches(workers: parallelism.workers)
        // Raised when the search stops in a merge (see `StopSignal`).
        let stop = StopSignal()
        // What moves did from the contexts seen (see `MoveMemo`): read by the workers, added to
        // between batches.
        var memo = MoveMemo()
        #if DEBUG
            // Every state's encoder key, to check that no state is kept twice under two keys.
            var debugKeys = StateTable(keepingRecent: false)
            debugKeys.add(encoder.key)
        #endif
        // The graph's number of each shared move's action, -1 until worked out.
        var sharedActions: [Int32] = []
        search: while !frontier.isEmpty {
            if let maxDepth = limits.maxDepth, level >= maxDepth {
                result.end = .depthLimit(maxDepth)
                break
            }
            // The next frontier is the states added while this level is expanded, which are
            // numbered in a row: appending each to an array (as edges were) took a uniqueness
            // and capacity check each, 61M instructions on ex7 with the edges.
            let firstNext = Int32(graph.count)
            var batchStart = 0
            // The batch expanded and not merged yet: how many pieces it took (in `spaces`), how
            // many states the table's main slots held for its workers, and how many states its
            // merge may add and the bytes of their keys (see `numberAhead`).
            var waiting: (pieces: Int, placed: Int32, additions: (states: Int, keyBytes: Int))?
            while batchStart < frontier.count || waiting != nil {
                if waiting == nil {
                    let batch = Explorer.take(batchSize, of: frontier, from: &batchStart)
                    let placed = states.placedCount
                    let pieces = expand(
                        batch, into: spaces, caches: caches, stop: stop, states: states.unsafeView(),
                        layers: layers,
                        memo: memo)
                    let additions = readyMerge(
                        of: pieces, in: spaces, &memo, &sharedActions, &states, &layers, &ahead, &canonical)
                    waiting = (pieces, placed, additions)
                }
                guard let (pieces, placed, additions) = waiting else { break }
                // The level's next batch is expanded while this one is merged, which leaves the
                // tables the workers read as they are: it places the states it adds in the main
                // slots only once the workers are done, within room made for their keys now.
                var following: ArraySlice<Int32>?
                var placedNext = placed
                if overlaps && batchStart < frontier.count {
                    let batch = Explorer.take(batchSize, of: frontier, from: &batchStart)
                    states.reserveRoom(states: additions.states, keyBytes: additions.keyBytes)
                    placedNext = states.placedCount
                    states.deferPlacement()
                    following = batch
                }
                var stopped = false
                let merged = spaces
                // The merge, in frontier order and move order: a closure passed as it is written,
                // so that what it changes is checked for exclusive access when compiled (a local
                // function's captures were checked as it ran: 1.8G instructions on ex7).
                let followingPieces = expand(
                    following, into: spareSpaces, caches: caches, stop: stop, states: states.unsafeView(),
                    layers: layers,
                    memo: memo
                ) {
                    states.growWhileDeferred(adding: additions.states)
                    // What counts against `maxKeyBytes` besides the states' keys: no layer is
                    // added and nothing is learnt while the batch is merged (see `readyMerge`).
                    let keptElsewhere = layers.keptBytes + memo.bytes.count
                    // The next of the keys numbered ahead.
                    var nextAhead = 0
                    for index in 0..<pieces {
                        let piece = merged[piece: index]
                        // The piece is read through pointers taken once: a slice of its keys for
                        // each successor counted a reference to their storage, and each read of
                        // an array checked its bounds.
                        // The piece's edges are written where the graph keeps them, room for
                        // every move of the piece made once (see `ExplorationGraph.edgeRoom(for:)`);
                        // `used` of it so far.
                        let room = graph.edgeRoom(for: piece.successors.count)
                        var used = 0
                        let pieceStopped = piece.successors.withUnsafeBufferPointer { successors -> Bool in
                            Explorer.readAhead(successors, in: states, from: placed)
                            return piece.keys.withUnsafeBufferPointer { keys -> Bool in
                                var first = 0
                                for position in piece.nodes.indices {
                                    let (node, end) = (piece.nodes[position], piece.ends[position])
                                    graph.beginExpanding(node)
                                    let edges = room + used
                                    var edgeCount = 0
                                    for move in first..<end {
                                        let successor = successors[move]
                                        // A key with layers the table lacked is numbered first. Not
                                        // known when the batch began, but an earlier state of this
                                        // batch may have reached it since.
                                        var known: Int32 = -1
                                        var key = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
                                        var hash: UInt32 = 0
                                        var isNumberedHere = false
                                        switch successor.outcome {
                                        case .refused:
                                            let (action, error) = Explorer.refusal(
                                                successor, piece, learnt: merged[learnt: index], shared: memo)
                                            if seenErrors.insert(error).inserted {
                                                result.refusals.append(
                                                    Exploration.Refusal(
                                                        error: error,
                                                        script: graph.script(to: node) + [action]))
                                            }
                                            continue
                                        case .known(let number):
                                            known = number
                                        case .reached(let keyRange, let keyHash, let isCanonical):
                                            key = UnsafeBufferPointer(
                                                rebasing: keys[
                                                    Int(keyRange.lowerBound)..<Int(keyRange.upperBound)])
                                            hash = keyHash
                                            isNumberedHere = !isCanonical
                                            if !isCanonical {
                                                key = ahead[nextAhead]
                                                nextAhead += 1
                                                hash = StateTable.hash(key)
                                            }
                                            known =
                                                states.recentNumber(of: key, hash: hash, from: placed) ?? -1
                                        }
                                        if successor.hasWarnings {
                                            note(
                                                successor, piece, learnt: merged[learnt: index], shared: memo,
                                                from: node, graph, &seenWarnings, &result)
                                        }
                                        if known >= 0 {
                                            if known != node {
                                                result.transitionCount += 1
                                                edges[edgeCount] = known
                                                edgeCount += 1
                                            }
                                            continue
                                        }
                                        if graph.count >= limits.maxStates
                                            || states.keyBytes &+ keptElsewhere > limits.maxKeyBytes
                                        {
                                            // The state being expanded is left unexpanded too, so that
                                            // reachability treats it as unknown, not stuck: ended with the
                                            // successors found so far, it was dead when none of them led
                                            // home (a view pushing itself, stopped after its push and
                                            // before its back button, had one dead end for every limit).
                                            result.end =
                                                graph.count >= limits.maxStates
                                                ? .stateLimit(limits.maxStates)
                                                : .memoryLimit(limits.maxKeyBytes)
                                            return true
                                        }
                                        // The graph's number of the move's action: kept for each move
                                        // of the shared memo, which most states are expanded from, so
                                        // that an action is hashed and compared once, not for every
                                        // state it reaches.
                                        let action: Int32
                                        let moveIndex = Int(successor.move)
                                        switch successor.source {
                                        case .shared:
                                            if sharedActions[moveIndex] < 0 {
                                                sharedActions[moveIndex] = graph.number(
                                                    of: memo.moves[moveIndex].action)
                                            }
                                            action = sharedActions[moveIndex]
                                        case .learnt:
                                            action = graph.number(
                                                of: merged[learnt: index].moves[moveIndex].action)
                                        case .performed:
                                            action = graph.number(of: piece.performed[moveIndex].action)
                                        }
                                        let added = graph.add(parent: node, action: action)
                                        // Only a key the merge numbered can hold a layer not
                                        // covered yet: every layer the table holds was numbered
                                        // here for a state added next, whose layers were covered
                                        // then. Reading every new state's layers for coverage was
                                        // 170M instructions on ex7, a quarter of this loop.
                                        if analyses.coverage && isNumberedHere {
                                            layers.cover(key) { graph.cover(shown: $0, changed: $1) }
                                        }
                                        #if DEBUG
                                            precondition(
                                                !analyses.coverage || layers.hasCovered(key),
                                                "a state's layer not counted in the coverage")
                                        #endif
                                        #if DEBUG
                                            check(key, layers, encoder, &written, &debugKeys)
                                        #endif
                                        states.add(key, hash: hash)
                                        result.transitionCount += 1
                                        edges[edgeCount] = added
                                        edgeCount += 1
                                        result.depth = level + 1
                                        if let target {
                                            let length = layers.withView {
                                                $0.encoderKey(of: key, into: &written)
                                            }
                                            encoder.decode(
                                                written[..<length], template: start, into: &scratch)
                                            if target(scratch) {
                                                result.end = .found
                                                result.targetScript = graph.script(to: added)
                                                graph.endExpanding(node, edgeCount: edgeCount)
                                                return true
                                            }
                                        }
                                    }
                                    first = end
                                    graph.endExpanding(node, edgeCount: edgeCount)
                                    used += edgeCount
                                    expanded += 1
                                    if expanded % Explorer.progressInterval == 0,
                                        !progress(Progress(states: graph.count, depth: level))
                                    {
                                        result.end = .interrupted
                                        return true
                                    }
                                }
                                return false
                            }
                        }
                        if pieceStopped {
                            // The batch expanded alongside is never merged: its pieces not
                            // started yet are skipped.
                            stop.raise()
                            stopped = true
                            return
                        }
                    }
                }
                if stopped { break search }
                guard following != nil else {
                    states.placeDeferred()
                    waiting = nil
                    continue
                }
                swap(&spaces, &spareSpaces)
                let additionsNext = readyMerge(
                    of: followingPieces, in: spaces, &memo, &sharedActions, &states, &layers, &ahead,
                    &canonical)
                waiting = (followingPieces, placedNext, additionsNext)
            }
            frontier = Array(firstNext..<Int32(graph.count))
            level += 1
        }
        result.stateCount = graph.count
        return finish(result, graph, states, layers, analyses)
    }

    /// The action and warnings of a successor's move, read where they lie.
    private static func move(
        _ successor: Successor, _ piece: borrowing Expansion, learnt: borrowing MoveMemo,
        shared: borrowing MoveMemo
    ) -> (action: Action, warnings: [NavEvent]) {
        let index = Int(successor.move)
        switch successor.source {
        case .performed: return (piece.performed[index].action, piece.performed[index].warnings)
        case .shared, .learnt:
            let memoised = successor.source == .shared ? shared.moves[index] : learnt.moves[index]
            switch memoised.outcome {
            case .moved(let warnings): return (memoised.action, warnings)
            case .refused, .sizeClass, .unknown: return (memoised.action, [])
            }
        }
    }

    /// The action and error of a refused successor's move, read where they lie.
    private static func refusal(
        _ successor: Successor, _ piece: borrowing Expansion, learnt: borrowing MoveMemo,
        shared: borrowing MoveMemo
    ) -> (action: Action, error: NavError) {
        let index = Int(successor.move)
        switch successor.source {
        case .performed:
            guard let error = piece.performed[index].error else {
                preconditionFailure("a refusal without an error")
            }
            return (piece.performed[index].action, error)
        case .shared, .learnt:
            let memoised = successor.source == .shared ? shared.moves[index] : learnt.moves[index]
            guard case .refused(let error) = memoised.outcome else {
                preconditionFailure("a refusal the memo did not refuse")
            }
            return (memoised.action, error)
        }
    }

    /// Records the warnings of a move that was performed, each kind the first time it is seen.
    private func note(
        _ successor: Successor, _ piece: borrowing Expansion, learnt: borrowing MoveMemo,
        shared: borrowing MoveMemo,
        from node: Int32, _ graph: ExplorationGraph, _ seen: inout Set<NavEvent.Kind>,
        _ result: inout Exploration
    ) {
        let (action, warnings) = Explorer.move(successor, piece, learnt: learnt, shared: shared)
        for event in warnings where seen.insert(event.kind).inserted {
            result.warnings.append(
                Exploration.Warning(event: event, script: graph.script(to: node) + [action]))
        }
    }

    /// How many pieces a batch is split into at most: two a worker, handed out as workers come
    /// free, since states differ in cost, and with one equal share each, a worker often waited
    /// for the other (on ex7, two workers expanded 1.09 times as fast as one with equal shares).
    ///
    /// Two, where it was eight: since the pieces shrink towards the first (`pieceStarts`), the
    /// worker left last waits for little, and each piece costs work of its own (it learns
    /// alone what the shared memo lacks, and is read ahead and merged apart). On ex6, two
    /// workers did 903M instructions with eight pieces each, 847M with two and 814M with two
    /// of half the states (one worker: 771M); ex7 took 0.43 s with two pieces each, where it
    /// took 0.52 with eight (medians of 25 alternating runs; three and four workers on the two
    /// processors gained as much).
    static func pieces(_ workers: Int) -> Int { workers == 1 ? 1 : workers * 2 }

    /// Expands a batch of states, split into contiguous pieces, each left in its workspace
    /// (`spaces[piece: index]`, in batch order); returns how many pieces. The tables are only
    /// read while the workers run.
    private func expand(
        _ batch: ArraySlice<Int32>, into spaces: Workspaces, caches: WorkerTransferCaches, stop: StopSignal,
        states: StateTable.View, layers: LayerTable, memo: MoveMemo
    ) -> Int {
        let (count, body) = pieces(
            of: batch, into: spaces, caches: caches, stop: stop, states: states, layers: layers, memo: memo)
        parallelism.forEach(count, body)
        return count
    }

    /// `expand(_:into:caches:states:layers:memo:)`, running `alongside` on the calling thread
    /// while the workers expand the pieces; with no batch, runs `alongside` alone and returns 0.
    private func expand(
        _ batch: ArraySlice<Int32>?, into spaces: Workspaces, caches: WorkerTransferCaches, stop: StopSignal,
        states: StateTable.View, layers: LayerTable, memo: MoveMemo, alongside: () -> Void
    ) -> Int {
        guard let batch else {
            alongside()
            return 0
        }
        let (count, body) = pieces(
            of: batch, into: spaces, caches: caches, stop: stop, states: states, layers: layers, memo: memo)
        parallelism.forEachAlongside(count, body, alongside)
        return count
    }

    /// How many pieces `batch` is split into, and the work of piece `index`: expanding its
    /// states into workspace `index` of `spaces`, with its worker's size-class answers; nothing
    /// once `stop` is raised (the batch is then never merged).
    private func pieces(
        of batch: ArraySlice<Int32>, into spaces: Workspaces, caches: WorkerTransferCaches, stop: StopSignal,
        states: StateTable.View, layers: LayerTable, memo: MoveMemo
    ) -> (count: Int, body: Parallelism.Piece) {
        let starts = Explorer.pieceStarts(batch.count, pieces: Explorer.pieces(parallelism.workers))
        let (start, moves, memoised) = (self.start, self.moves, usesMoveMemo && !self.moves.programmatic)
        return (
            starts.count - 1,
            { index, worker in
                guard !stop.isRaised else { return }
                let nodes = batch[(batch.startIndex + starts[index])..<(batch.startIndex + starts[index + 1])]
                spaces.withSpace(index) { space in
                    caches.lend(worker, to: &space) { space in
                        space.expand(
                            nodes, from: start, moves: moves, memoised: memoised, states: states,
                            layers: layers, memo: memo)
                    }
                }
            }
        )
    }

    /// Where each piece of a batch of `count` states starts, in the batch, then its end: at most
    /// `pieces` pieces, none empty, smaller and smaller towards the first.
    ///
    /// Workers take the pieces from the last, and a batch ends when its last piece does: with
    /// equal pieces (64 states on ex7 with two workers of eight pieces each), one worker waited
    /// for the other about half a piece at the end of every batch (945 batches). The first
    /// pieces, taken last, are the smallest: piece `i` of `n` weighs `i + 2` (two workers' four
    /// pieces: 2, 3, 4 and 5 fourteenths of the batch). A batch too small for that is split
    /// evenly.
    static func pieceStarts(_ count: Int, pieces: Int) -> [Int] {
        let smallest = 2
        // The weights of the pieces before piece `i`, summed.
        func weight(before index: Int) -> Int { index * (index - 1) / 2 + smallest * index }
        let total = weight(before: pieces)
        guard pieces > 1, count * smallest >= total else {
            let share = max(1, (count + pieces - 1) / pieces)
            return Array(stride(from: 0, to: count, by: share)) + [count]
        }
        // Piece `i` holds at least `count * (i + smallest) / total` states: one or more.
        return (0...pieces).map { count * weight(before: $0) / total }
    }

    /// Fetches the slots of `states` the merge reads and writes for each successor of a piece
    /// reached with every layer numbered, whose workers found the states numbered below `placed`
    /// (see `StateTable.prefetch(_:from:)`); those the merge numbers layers of are few, and
    /// hashed there.
    ///
    /// All of a piece's first: reading each a few successors ahead of its own, as the merge
    /// took each in turn, was slower (perf, two workers: the merge's own time half as long
    /// again), the merge then waiting for the misses it meant to overlap.
    @inline(__always)
    private static func readAhead(
        _ successors: UnsafeBufferPointer<Successor>, in states: StateTable, from placed: Int32
    ) {
        for successor in successors {
            if case .reached(_, let hash, true) = successor.outcome { states.prefetch(hash, from: placed) }
        }
    }

    /// The next batch of `frontier`: up to `size` states from `start`, which moves past them.
    private static func take(_ size: Int, of frontier: [Int32], from start: inout Int) -> ArraySlice<Int32> {
        let batch = frontier[start..<min(start + size, frontier.count)]
        start = batch.endIndex
        return batch
    }

    /// The step between the expansion of the `count` pieces in `spaces` and their merge, which
    /// changes what the workers read, so none runs meanwhile: the memo absorbs what the pieces
    /// learnt and the state table places the states the last merge added (see
    /// `StateTable.deferPlacement()`; nothing when none was deferred) and starts a new set of
    /// recent states (on the workers, see `absorb(_:of:into:_:_:alongside:)`), while the
    /// calling thread numbers the layers the pieces' keys lack (`numberAhead`). Returns how many
    /// states the merge may add and the bytes of their keys.
    private func readyMerge(
        of count: Int, in spaces: Workspaces, _ memo: inout MoveMemo, _ sharedActions: inout [Int32],
        _ states: inout StateTable, _ layers: inout LayerTable, _ ahead: inout NumberedAhead,
        _ canonical: inout [UInt8]
    ) -> (states: Int, keyBytes: Int) {
        var additions = (states: 0, keyBytes: 0)
        absorb(count, of: spaces, into: &memo, &sharedActions, &states) {
            additions = Explorer.numberAhead(count, of: spaces, &layers, into: &ahead, &canonical)
        }
        return additions
    }

    /// `absorb(_:of:into:_:)` and the state table's placement of the states deferred (then a
    /// new set of recent states), two pieces run by the workers while the calling thread runs
    /// `alongside`, which must change neither the memo, nor `sharedActions`, nor `states`.
    ///
    /// Between the expansion of a batch and its merge, the steps that change what the workers
    /// read (the memo, the layer table, the state table's slots) run while they wait: on ex7
    /// with two workers, about 200M instructions on the merging thread, the absorbing half of
    /// it. The memo's, the state table's and the layer table's steps share nothing, so they
    /// run at once. The memo's piece is the last, which a worker takes first; the placement
    /// falls to whichever of that worker and the calling thread comes free first. Placed on
    /// the worker after the memo's, the calling thread numbering layers meanwhile, it took
    /// longer than the numbering: ex7 on two workers, the calling thread numbered layers 20
    /// to 29 ms a run, then waited 33 to 46 ms for the worker (timestamps, three runs).
    private func absorb(
        _ count: Int, of spaces: Workspaces, into memo: inout MoveMemo, _ sharedActions: inout [Int32],
        _ states: inout StateTable, alongside: () -> Void
    ) {
        withUnsafeMutablePointer(to: &memo) { memo in
            withUnsafeMutablePointer(to: &sharedActions) { sharedActions in
                withUnsafeMutablePointer(to: &states) { states in
                    let handed = HandedOver(memo: memo, sharedActions: sharedActions, states: states)
                    parallelism.forEachAlongside(
                        2,
                        { piece, _ in
                            guard piece == 0 else {
                                return Explorer.absorb(
                                    count, of: spaces, into: &handed.memo.pointee,
                                    &handed.sharedActions.pointee)
                            }
                            handed.states.pointee.placeDeferred()
                            handed.states.pointee.forgetRecent()
                        }, alongside)
                }
            }
        }
    }

    /// Adds what the workers of the `count` pieces in `spaces` learnt to the shared memo, and
    /// makes room for its new moves in `sharedActions` (see `run`). Between batches only: the
    /// workers read the memo.
    private static func absorb(
        _ count: Int, of spaces: Workspaces, into memo: inout MoveMemo, _ sharedActions: inout [Int32]
    ) {
        for index in 0..<count { memo.absorb(spaces[learnt: index]) }
        if sharedActions.count < memo.moves.count {
            sharedActions += repeatElement(-1, count: memo.moves.count - sharedActions.count)
        }
    }

    /// Numbers the layers the table lacks in the keys of the `count` pieces in `spaces`, in the
    /// order the merge meets them, keeping the keys so numbered in `ahead`; returns how many
    /// states the merge may add and the bytes of their keys. Done before the merge, so that
    /// the workers may read the layer table while it runs.
    private static func numberAhead(
        _ count: Int, of spaces: Workspaces, _ layers: inout LayerTable, into ahead: inout NumberedAhead,
        _ canonical: inout [UInt8]
    ) -> (states: Int, keyBytes: Int) {
        ahead.removeAll()
        var (keys, bytes) = (0, 0)
        for index in 0..<count {
            let piece = spaces[piece: index]
            piece.keys.withUnsafeBufferPointer { pieceKeys in
                for successor in piece.successors {
                    guard case .reached(let range, _, let isCanonical) = successor.outcome else { continue }
                    keys &+= 1
                    guard !isCanonical else {
                        // Counted without `Range.count`'s checks for a range of Int32 (3.5M keys
                        // on ex7, 20 instructions each, while the workers wait).
                        bytes &+= Int(range.upperBound) &- Int(range.lowerBound)
                        continue
                    }
                    let key = UnsafeBufferPointer(
                        rebasing: pieceKeys[Int(range.lowerBound)..<Int(range.upperBound)])
                    let length = layers.canonicalKey(of: key, into: &canonical)
                    ahead.append(canonical[..<length])
                    bytes += length
                }
            }
        }
        return (keys, bytes)
    }

    #if DEBUG
        /// Checks that a new state was not kept before (under another layer key), and what the
        /// dead-end analysis and the coverage read of its layer key from its layers against its
        /// session, decoded.
        private func check(
            _ key: UnsafeBufferPointer<UInt8>, _ layers: LayerTable, _ encoder: StateEncoder,
            _ written: inout [UInt8], _ debugKeys: inout StateTable
        ) {
            let length = layers.withView { $0.encoderKey(of: key, into: &written) }
            precondition(
                debugKeys.number(of: written[..<length]) == nil, "a state kept twice, under two layer keys")
            debugKeys.add(written[..<length])
            var session = start
            encoder.decode(written[..<length], template: start, into: &session)
            let real = NodeInfo(session)
            let info = layers.nodeInfo(ofKey: key)
            precondition(
                info.layerCount == real.layerCount && info.presenter == real.presenter
                    && info.isHome == real.isHome,
                "a layer key's node info differs from its state's")
            guard let basis = layers.coverageBasis else { return }
            var (shown, changed) = ([Int32](), [Int64]())
            basis.mark(session, shown: &shown, changed: &changed)
            let marks = layers.marks(ofKey: key)
            precondition(
                marks.shown == shown && marks.changed == changed, "a layer key's coverage marks differ")
        }
    #endif

    /// The exploration with the analyses asked for, of the graph and of its states' layer keys
    /// in `states`, whose layers `layers` numbers.
    private func finish(
        _ partial: Exploration, _ graph: ExplorationGraph, _ states: StateTable, _ layers: LayerTable,
        _ analyses: Analyses
    ) -> Exploration {
        precondition(states.count == graph.count, "the graph's states are the state table's")
        var result = partial
        if analyses.coverage {
            result.shownViews = graph.shownViews
            result.changedStates = graph.changedStates
        }
        if analyses.deadEnds && result.end != .found {
            let dead = states.withView { states in
                layers.withView { layers in
                    graph.deadStates(KeyedNodeInfo(states: states, layers: layers), parallelism: parallelism)
                }
            }
            result.deadStateCount = dead.count
            result.deadEnds = deadEnds(dead.blamed, graph)
        }
        return result
    }

    /// One dead end per presenting trigger, from the first (shortest) state blamed on it.
    private func deadEnds(
        _ blamed: [(node: Int32, count: Int)], _ graph: ExplorationGraph
    ) -> [Exploration.DeadEnd] {
        var ends: [Exploration.DeadEnd] = []
        for (node, count) in blamed {
            let script = graph.script(to: node)
            var session = start
            for action in script { _ = try? session.perform(action) }
            let layer = session.state.layers.count - 1
            var presenter: (view: ViewID, trigger: Int)?
            var screen: ScreenKind?
            var isTrap = false
            if let origin = session.state.layers[layer].origin {
                presenter = (session.state.layers[layer - 1].frames[origin.frame].view, origin.trigger)
                screen = origin.screen
                isTrap = origin.screen != .modal && session.isGestureDisabled(ofLayer: layer)
            }
            ends.append(
                Exploration.DeadEnd(
                    presenter: presenter, isTrap: isTrap, screen: screen, path: session.path, script: script,
                    states: count))
        }
        return ends
    }
}

/// What `Explorer.absorb(_:of:into:_:_:alongside:)` hands the workers that absorb a batch's
/// memos and place its states: the memo and `sharedActions` to one, the state table to
/// another or the same, each alone using what it was handed until it returns.
private struct HandedOver: @unchecked Sendable {
    let memo: UnsafeMutablePointer<MoveMemo>
    let sharedActions: UnsafeMutablePointer<[Int32]>
    let states: UnsafeMutablePointer<StateTable>
}

/// The keys of a batch's successors whose layers the merge would have numbered, numbered
/// before it (see `Explorer.numberAhead`), end to end in memory that stays put until the next
/// batch's are kept, in the order the merge meets them. A value holding memory it does not
/// share: `deallocate()` frees it.
private struct NumberedAhead {
    private var bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 4_096)
    private var ends: [Int] = []

    /// Key `index`, valid until the next `removeAll()`.
    subscript(index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[(index == 0 ? 0 : ends[index - 1])..<ends[index]])
    }

    /// Keeps `key` after the others.
    mutating func append(_ key: ArraySlice<UInt8>) {
        let count = ends.last ?? 0
        if count + key.count > bytes.count {
            let larger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 2 * (count + key.count))
            _ = larger.initialize(fromContentsOf: bytes[..<count])
            bytes.deallocate()
            bytes = larger
        }
        ends.append(
            count + UnsafeMutableBufferPointer(rebasing: bytes[count...]).initialize(fromContentsOf: key))
    }

    /// Forgets every key.
    mutating func removeAll() { ends.removeAll(keepingCapacity: true) }

    /// Frees the memory of the keys.
    func deallocate() { bytes.deallocate() }
}
