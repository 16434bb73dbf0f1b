/// Breadth-first exploration of the states a session can reach: the engine behind `explore`,
/// `reach`, `open` and the reachability findings of `check`.
///
/// A state is the live hierarchy with every live view's values, the queued presentations and
/// the environment, encoded by a `StateEncoder` and kept in a `StateTable`; the declarations
/// are shared by every state and never hashed. A successor costs one `Session.perform` (the
/// depth of the stack) and one encoding, and moves known to change nothing are not tried.
public struct Explorer {
    /// Bounds on an exploration.
    public struct Limits: Hashable, Sendable {
        /// The most distinct states kept (and so the memory used: roughly 250 bytes a state).
        public var maxStates: Int
        /// The most moves from the start, or nil for no limit.
        public var maxDepth: Int?

        /// The default: a million states, any depth.
        public static let standard = Limits(maxStates: 1_000_000, maxDepth: nil)

        /// Creates limits.
        public init(maxStates: Int, maxDepth: Int? = nil) {
            self.maxStates = max(1, maxStates)
            self.maxDepth = maxDepth
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

    /// How many states of a level each worker expands before what they found is merged: few
    /// enough that a batch takes a millisecond or two (so Ctrl-C and the progress line are
    /// answered at once, and a search that stops early wastes little), enough that handing out
    /// the work costs little beside it.
    static let statesPerWorker = 64

    /// How often, in expanded states, `progress` is called: often, since it is how Ctrl-C
    /// stops an exploration (within milliseconds); the callback is cheap, and the host draws
    /// its progress line a few times a second at most.
    public static let progressInterval = 16

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
        let basis = analyses.coverage ? CoverageBasis(start.app) : nil
        var graph = Graph(app: start.app, coverage: analyses.coverage)
        var encoder = StateEncoder(numberingTagsOf: start)
        var states = StateTable()
        encoder.encode(start)
        states.add(encoder.key[...])
        var shown: [Int32] = []
        var changed: [Int64] = []
        basis?.mark(start, shown: &shown, changed: &changed)
        graph.add(NodeInfo(start), parent: -1, action: nil)
        graph.cover(shown: shown[...], changed: changed[...])
        var result = Exploration(end: .complete, stateCount: 1, transitionCount: 0, depth: 0)
        if let target, target(start) {
            result.end = .found
            result.targetScript = []
            return finish(result, graph, analyses)
        }
        var seenWarnings = Set<NavEvent.Kind>()
        var seenErrors = Set<NavError>()
        // The frontier holds state numbers only: workers decode each from its key, so memory
        // stays at the keys. One scratch session serves a target's checks.
        var frontier: [Int32] = [0]
        var scratch = start
        var level = 0
        var expanded = 0
        let batchSize = parallelism.workers * Explorer.statesPerWorker
        search: while !frontier.isEmpty {
            if let maxDepth = limits.maxDepth, level >= maxDepth {
                result.end = .depthLimit(maxDepth)
                break
            }
            var next: [Int32] = []
            var batchStart = 0
            while batchStart < frontier.count {
                let batch = frontier[batchStart..<min(batchStart + batchSize, frontier.count)]
                batchStart = batch.endIndex
                let pieces = expand(batch, encoder: encoder, states: states, basis: basis)
                for piece in pieces {
                    var first = 0
                    for (node, end) in zip(piece.nodes, piece.ends) {
                        defer { first = end }
                        graph.beginExpanding(node)
                        for successor in piece.successors[first..<end] {
                            var outcome = successor.outcome
                            // Not known when the batch began, but an earlier state of this
                            // batch may have reached it since.
                            if case .reached(let keyRange, _, _, _) = outcome,
                                let known = states.number(of: piece.keys[keyRange])
                            {
                                outcome = .known(known)
                            }
                            let key: ArraySlice<UInt8>
                            let info: NodeInfo
                            let marks: (shown: Range<Int>, changed: Range<Int>)
                            switch outcome {
                            case .refused(let error):
                                if seenErrors.insert(error).inserted {
                                    result.refusals.append(
                                        Exploration.Refusal(
                                            error: error, script: graph.script(to: node) + [successor.action])
                                    )
                                }
                                continue
                            case .known(let known):
                                note(successor, from: node, graph, &seenWarnings, &result)
                                if known != node {
                                    result.transitionCount += 1
                                    graph.addEdge(to: known)
                                }
                                continue
                            case .reached(let keyRange, let reachedInfo, let shownRange, let changedRange):
                                note(successor, from: node, graph, &seenWarnings, &result)
                                key = piece.keys[keyRange]
                                info = reachedInfo
                                marks = (shownRange, changedRange)
                            }
                            guard graph.count < limits.maxStates else {
                                // Left unexpanded, so reachability treats it as unknown, not stuck.
                                result.end = .stateLimit(limits.maxStates)
                                graph.endExpanding(node)
                                break search
                            }
                            let added = graph.add(info, parent: node, action: successor.action)
                            graph.cover(
                                shown: piece.shown[marks.shown], changed: piece.changed[marks.changed])
                            states.add(key)
                            result.transitionCount += 1
                            graph.addEdge(to: added)
                            result.depth = level + 1
                            if let target {
                                encoder.decode(key, template: start, into: &scratch)
                                if target(scratch) {
                                    result.end = .found
                                    result.targetScript = graph.script(to: added)
                                    graph.endExpanding(node)
                                    break search
                                }
                            }
                            next.append(added)
                        }
                        graph.endExpanding(node)
                        expanded += 1
                        if expanded % Explorer.progressInterval == 0,
                            !progress(Progress(states: graph.count, depth: level))
                        {
                            result.end = .interrupted
                            break search
                        }
                    }
                }
            }
            frontier = next
            level += 1
        }
        result.stateCount = graph.count
        return finish(result, graph, analyses)
    }

    /// Records the warnings of a move that was performed, each kind the first time it is seen.
    private func note(
        _ successor: Successor, from node: Int32, _ graph: Graph, _ seen: inout Set<NavEvent.Kind>,
        _ result: inout Exploration
    ) {
        for event in successor.warnings where seen.insert(event.kind).inserted {
            result.warnings.append(
                Exploration.Warning(event: event, script: graph.script(to: node) + [successor.action]))
        }
    }

    /// Expands a batch of states, split into contiguous pieces; the pieces come back in batch
    /// order. `states` is only read while the workers run.
    private func expand(
        _ batch: ArraySlice<Int32>, encoder: StateEncoder, states: StateTable, basis: CoverageBasis?
    ) -> [Expansion] {
        // Eight pieces a worker, handed out as workers come free: states differ in cost, and
        // with one equal share each, a worker often waited for the other (on ex7, two workers
        // expanded 1.09 times as fast as one; with eight pieces each, 1.36 times).
        let pieces = parallelism.workers == 1 ? 1 : parallelism.workers * 8
        let share = (batch.count + pieces - 1) / pieces
        let count = (batch.count + share - 1) / share
        let results = ExpansionSlots(count: count)
        defer { results.deallocate() }
        let (start, moves) = (self.start, self.moves)
        parallelism.forEach(count) { index in
            let from = batch.startIndex + index * share
            let nodes = batch[from..<min(from + share, batch.endIndex)]
            results.store(
                Explorer.expand(
                    nodes, from: start, moves: moves, encoder: encoder, states: states, basis: basis),
                at: index)
        }
        return results.taken()
    }

    /// One worker's share: every move from each state of `nodes`, performed on a scratch
    /// session, with the successor's key looked up among the states known so far.
    private static func expand(
        _ nodes: ArraySlice<Int32>, from start: Session, moves: Moves, encoder template: StateEncoder,
        states: StateTable, basis: CoverageBasis?
    ) -> Expansion {
        var encoder = template
        var expansion = Expansion(nodes: Array(nodes))
        var successor = start
        // Where each layer of the node's key starts, found by its first decoding; and layers
        // the decoding removed, for it to fill again.
        var layerStarts: [Int] = []
        var spareLayers: [Layer] = []
        // The key the scratch session was last read from.
        var previous: ArraySlice<UInt8> = []
        for node in nodes {
            // Decoded over the scratch session before each move (see `StateEncoder.decode`),
            // except after a move that was refused, which leaves the session as it found it:
            // the first time, only the layers that differ from the previous state's; after,
            // only the layers the move may have changed.
            let key = states[node]
            encoder.decode(
                key, after: previous, template: start, into: &successor, layerStarts: &layerStarts,
                spareLayers: &spareLayers)
            previous = key
            var isRestored = true
            for action in successor.candidateActions(moves) {
                if !isRestored {
                    encoder.decode(
                        key, template: start, into: &successor, layerStarts: &layerStarts,
                        spareLayers: &spareLayers)
                }
                isRestored = false
                let warnings: [NavEvent]
                do throws(NavError) {
                    warnings = try successor.performForWarnings(action)
                } catch {
                    isRestored = true
                    expansion.successors.append(
                        Successor(action: action, warnings: [], outcome: .refused(error)))
                    continue
                }
                // Only the layers the move may have changed are written; the rest are the key's.
                encoder.encode(successor, after: key, layerStarts: layerStarts)
                if let known = states.number(of: encoder.key[...]) {
                    expansion.successors.append(
                        Successor(action: action, warnings: warnings, outcome: .known(known)))
                    continue
                }
                let keyStart = expansion.keys.count
                expansion.keys.append(contentsOf: encoder.key)
                let (shownStart, changedStart) = (expansion.shown.count, expansion.changed.count)
                basis?.mark(successor, shown: &expansion.shown, changed: &expansion.changed)
                expansion.successors.append(
                    Successor(
                        action: action, warnings: warnings,
                        outcome: .reached(
                            key: keyStart..<expansion.keys.count, info: NodeInfo(successor),
                            shown: shownStart..<expansion.shown.count,
                            changed: changedStart..<expansion.changed.count)))
            }
            expansion.ends.append(expansion.successors.count)
        }
        return expansion
    }

    private func finish(_ partial: Exploration, _ graph: Graph, _ analyses: Analyses) -> Exploration {
        var result = partial
        if analyses.coverage {
            result.shownViews = graph.shownViews
            result.changedStates = graph.changedStates
        }
        if analyses.deadEnds && result.end != .found {
            let dead = graph.deadStates()
            result.deadStateCount = dead.count
            result.deadEnds = deadEnds(dead.blamed, graph)
        }
        return result
    }

    /// One dead end per presenting trigger, from the first (shortest) state blamed on it.
    private func deadEnds(_ blamed: [(node: Int32, count: Int)], _ graph: Graph) -> [Exploration.DeadEnd] {
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

/// The explored states as a graph: parents for scripts, successors for reachability.
private struct Graph {
    /// Per state: the state it was first reached from, and by which action (an index).
    private var parents: [Int32] = []
    private var actionIndex: [Int32] = []
    private var actions: [Action] = []
    private var actionNumbers: [Action: Int32] = [:]
    /// Per state: its successors are `edges[firstEdge[i]..<endEdge[i]]`; -1 when unexpanded.
    private var firstEdge: [Int32] = []
    private var endEdge: [Int32] = []
    private var edges: [Int32] = []
    /// Per state: how many layers it has, and which layer's presenter it would blame
    /// (`view << 32 | trigger` of the top layer's origin, -1 for the window's layer).
    private var layerCounts: [UInt16] = []
    private var presenters: [Int64] = []
    /// Per state: whether the root is shown (one layer, the root alone or with its detail).
    private var isHome: [Bool] = []
    private let coverage: Bool
    private(set) var shownViews: [Bool]
    private(set) var changedStates: [[Bool]]

    init(app: AppModel, coverage: Bool) {
        self.coverage = coverage
        shownViews = coverage ? Array(repeating: false, count: app.views.count) : []
        changedStates = coverage ? app.views.map { Array(repeating: false, count: $0.states.count) } : []
    }

    var count: Int { parents.count }

    @discardableResult
    mutating func add(_ info: NodeInfo, parent: Int32, action: Action?) -> Int32 {
        let node = Int32(parents.count)
        parents.append(parent)
        if let action {
            if let known = actionNumbers[action] {
                actionIndex.append(known)
            } else {
                actions.append(action)
                actionNumbers[action] = Int32(actions.count - 1)
                actionIndex.append(Int32(actions.count - 1))
            }
        } else {
            actionIndex.append(-1)
        }
        firstEdge.append(-1)
        endEdge.append(-1)
        layerCounts.append(info.layerCount)
        presenters.append(info.presenter)
        isHome.append(info.isHome)
        return node
    }

    /// Records the views a state shows and the states it has changed from their initial values
    /// (`CoverageBasis.mark`'s marks), when coverage is kept.
    mutating func cover(shown views: ArraySlice<Int32>, changed slots: ArraySlice<Int64>) {
        guard coverage else { return }
        for view in views { shownViews[Int(view)] = true }
        for slot in slots { changedStates[Int(slot >> 32)][Int(slot & 0xFFFF_FFFF)] = true }
    }

    mutating func beginExpanding(_ node: Int32) { firstEdge[Int(node)] = Int32(edges.count) }

    mutating func endExpanding(_ node: Int32) { endEdge[Int(node)] = Int32(edges.count) }

    mutating func addEdge(to node: Int32) { edges.append(node) }

    /// The actions from the start to a state.
    func script(to node: Int32) -> [Action] {
        var script: [Action] = []
        var current = node
        while current > 0 {
            let action = actionIndex[Int(current)]
            if action >= 0 { script.append(actions[Int(action)]) }
            current = parents[Int(current)]
        }
        return script.reversed()
    }

    /// The expanded states from which no home state can be reached, and among them the ones
    /// to blame: those whose top layer no single move removes, grouped by that layer's
    /// presenter, each group's first (shortest) state with the group's size. States not
    /// expanded (past a limit) count as able to get home, so limits never invent dead ends.
    func deadStates() -> (count: Int, blamed: [(node: Int32, count: Int)]) {
        let count = parents.count
        // Predecessor lists in compressed form: predecessors of j are sources[offsets[j]..<offsets[j+1]].
        var offsets = [Int32](repeating: 0, count: count + 1)
        for node in 0..<count where firstEdge[node] >= 0 && endEdge[node] >= 0 {
            for edge in Int(firstEdge[node])..<Int(endEdge[node]) { offsets[Int(edges[edge]) + 1] += 1 }
        }
        for node in 0..<count { offsets[node + 1] += offsets[node] }
        var fill = offsets
        var sources = [Int32](repeating: 0, count: Int(offsets[count]))
        for node in 0..<count where firstEdge[node] >= 0 && endEdge[node] >= 0 {
            for edge in Int(firstEdge[node])..<Int(endEdge[node]) {
                let target = Int(edges[edge])
                sources[Int(fill[target])] = Int32(node)
                fill[target] += 1
            }
        }
        var reaches = [Bool](repeating: false, count: count)
        var queue: [Int32] = []
        for node in 0..<count where isHome[node] || endEdge[node] < 0 {
            reaches[node] = true
            queue.append(Int32(node))
        }
        var head = 0
        while head < queue.count {
            let node = Int(queue[head])
            head += 1
            for position in Int(offsets[node])..<Int(offsets[node + 1]) {
                let source = Int(sources[position])
                if !reaches[source] {
                    reaches[source] = true
                    queue.append(Int32(source))
                }
            }
        }
        var dead = 0
        var groups: [Int64: Int] = [:]
        var blamed: [(node: Int32, count: Int)] = []
        for node in 0..<count where !reaches[node] {
            dead += 1
            let layers = layerCounts[node]
            var leaves = false
            for edge in Int(firstEdge[node])..<Int(endEdge[node]) where layerCounts[Int(edges[edge])] < layers
            {
                leaves = true
                break
            }
            guard !leaves else { continue }
            if let group = groups[presenters[node]] {
                blamed[group].count += 1
            } else {
                groups[presenters[node]] = blamed.count
                blamed.append((Int32(node), 1))
            }
        }
        return (dead, blamed)
    }
}
