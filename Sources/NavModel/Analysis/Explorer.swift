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

    /// An explorer from `session` (which it never changes) using `moves`.
    public init(from session: Session, moves: Moves, limits: Limits = .standard) {
        self.start = session
        self.moves = moves
        self.limits = limits
    }

    /// How many states of the next level keep their live state rather than being decoded again.
    static let keptSessions = 1_024

    /// How often, in expanded states, `progress` is called: often, since it is how Ctrl-C
    /// stops an exploration (within milliseconds); the callback is cheap, and the host draws
    /// its progress line a few times a second at most.
    public static let progressInterval = 16

    /// Explores breadth first. With `target`, stops at the first state it accepts and records
    /// the script to it. `progress` is called every `progressInterval` states; returning false
    /// stops the exploration (`End.interrupted`).
    public func run(
        analyses: Analyses, target: ((Session) -> Bool)? = nil, progress: (Progress) -> Bool = { _ in true }
    ) -> Exploration {
        var graph = Graph(app: start.app, coverage: analyses.coverage)
        var encoder = StateEncoder()
        var states = StateTable()
        encoder.encode(start)
        states.add(encoder.key)
        graph.add(start, parent: -1, action: nil)
        var result = Exploration(end: .complete, stateCount: 1, transitionCount: 0, depth: 0)
        if let target, target(start) {
            result.end = .found
            result.targetScript = []
            return finish(result, graph, analyses)
        }
        var seenWarnings = Set<NavEvent.Kind>()
        var seenErrors = Set<NavError>()
        // The frontier holds state numbers, and the live states of its first `keptSessions`
        // (apart, since most have none); the others are decoded from their keys when expanded,
        // so memory stays at the keys.
        var frontier: [Int32] = [0]
        var frontierKept = [LiveState(start)]
        // An action changes only the live state, so one scratch session serves every move,
        // reset to the state being expanded: copying and destroying a whole session (the
        // declarations' references and all) per move cost more than the move.
        var successor = start
        var level = 0
        var expanded = 0
        search: while !frontier.isEmpty {
            if let maxDepth = limits.maxDepth, level >= maxDepth {
                result.end = .depthLimit(maxDepth)
                break
            }
            var next: [Int32] = []
            var nextKept: [LiveState] = []
            for (position, node) in frontier.enumerated() {
                let here =
                    position < frontierKept.count
                    ? frontierKept[position] : encoder.liveState(states[node], template: start)
                graph.beginExpanding(node)
                here.restore(into: &successor)
                for action in successor.candidateActions(moves) {
                    here.restore(into: &successor)
                    let events: [NavEvent]
                    do throws(NavError) {
                        events = try successor.perform(action)
                    } catch {
                        if seenErrors.insert(error).inserted {
                            result.refusals.append(
                                Exploration.Refusal(error: error, script: graph.script(to: node) + [action]))
                        }
                        continue
                    }
                    for event in events where event.isWarning && seenWarnings.insert(event.kind).inserted {
                        result.warnings.append(
                            Exploration.Warning(event: event, script: graph.script(to: node) + [action]))
                    }
                    encoder.encode(successor)
                    if let known = states.number(of: encoder.key) {
                        if known != node {
                            result.transitionCount += 1
                            graph.addEdge(to: known)
                        }
                        continue
                    }
                    guard graph.count < limits.maxStates else {
                        // Left unexpanded, so reachability treats it as unknown, not stuck.
                        result.end = .stateLimit(limits.maxStates)
                        break search
                    }
                    let added = graph.add(successor, parent: node, action: action)
                    states.add(encoder.key)
                    result.transitionCount += 1
                    graph.addEdge(to: added)
                    result.depth = level + 1
                    if let target, target(successor) {
                        result.end = .found
                        result.targetScript = graph.script(to: added)
                        graph.endExpanding(node)
                        break search
                    }
                    next.append(added)
                    if next.count <= Explorer.keptSessions { nextKept.append(LiveState(successor)) }
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
            frontier = next
            frontierKept = nextKept
            level += 1
        }
        result.stateCount = graph.count
        return finish(result, graph, analyses)
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
    private var initialValues: [[StateValue]]

    init(app: AppModel, coverage: Bool) {
        self.coverage = coverage
        shownViews = coverage ? Array(repeating: false, count: app.views.count) : []
        changedStates = coverage ? app.views.map { Array(repeating: false, count: $0.states.count) } : []
        initialValues = coverage ? app.views.map(\.initialValues) : []
    }

    var count: Int { parents.count }

    @discardableResult
    mutating func add(_ session: Session, parent: Int32, action: Action?) -> Int32 {
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
        let layers = session.state.layers
        layerCounts.append(UInt16(truncatingIfNeeded: layers.count))
        if let origin = layers[layers.count - 1].origin {
            let view = layers[layers.count - 2].frames[origin.frame].view.index
            presenters.append(Int64(view) << 32 | Int64(origin.trigger))
        } else {
            presenters.append(-1)
        }
        let root = layers[0].frames
        isHome.append(
            layers.count == 1 && (root.count == 1 || (root.count == 2 && root[1].placement == .detail)))
        if coverage {
            for layer in layers {
                for frame in layer.frames {
                    let view = frame.view.index
                    shownViews[view] = true
                    let initial = initialValues[view]
                    for (slot, value) in frame.values.enumerated()
                    where slot < initial.count && value != initial[slot] {
                        changedStates[view][slot] = true
                    }
                }
            }
        }
        return node
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
