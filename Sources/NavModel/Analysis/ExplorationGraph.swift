/// The explored states as a graph (`Explorer`): parents for scripts, successors for reachability.
struct ExplorationGraph {
    /// Per state: the state it was first reached from, and by which action (an index).
    private var parents: [Int32] = []
    private var actionIndex: [Int32] = []
    private var actions: [Action] = []
    /// The actions' numbers by hash (open addressing, at most half full; -1 where empty), and
    /// each action's hash (`explorationHash`): looking actions up in a `[Action: Int32]` was a
    /// fifth of the merge on ex7. The merge numbers a shared memo move's action once
    /// (`sharedActions` in `run`), so most actions are hashed once an exploration.
    private var actionSlots = [Int32](repeating: -1, count: 64)
    private var actionHashes: [Int] = []
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

    /// An empty graph with room for `states` states before its arrays grow (see
    /// `StateTable.init(reservingFor:keyBytes:)`).
    init(app: AppModel, coverage: Bool, reservingFor states: Int) {
        self.coverage = coverage
        parents.reserveCapacity(states)
        actionIndex.reserveCapacity(states)
        firstEdge.reserveCapacity(states)
        endEdge.reserveCapacity(states)
        layerCounts.reserveCapacity(states)
        presenters.reserveCapacity(states)
        isHome.reserveCapacity(states)
        edges.reserveCapacity(states * 4)
        shownViews = coverage ? Array(repeating: false, count: app.views.count) : []
        changedStates = coverage ? app.views.map { Array(repeating: false, count: $0.states.count) } : []
    }

    var count: Int { parents.count }

    /// Adds a state, reached from `parent` by the action numbered `action` (see `number(of:hash:)`),
    /// -1 for the start.
    @discardableResult
    mutating func add(_ info: NodeInfo, parent: Int32, action: Int32) -> Int32 {
        let node = Int32(parents.count)
        parents.append(parent)
        actionIndex.append(action)
        firstEdge.append(-1)
        endEdge.append(-1)
        layerCounts.append(info.layerCount)
        presenters.append(info.presenter)
        isHome.append(info.isHome)
        return node
    }

    /// The number of `action` among the actions recorded, which it joins if it is new.
    mutating func number(of action: Action) -> Int32 {
        let hash = action.explorationHash
        var slot = hash & (actionSlots.count - 1)
        while true {
            let number = actionSlots[slot]
            if number < 0 { break }
            if actionHashes[Int(number)] == hash && actions[Int(number)] == action { return number }
            slot = (slot + 1) & (actionSlots.count - 1)
        }
        let number = Int32(actions.count)
        actions.append(action)
        actionHashes.append(hash)
        if actions.count * 2 > actionSlots.count {
            actionSlots = [Int32](repeating: -1, count: actionSlots.count * 2)
            for (known, knownHash) in actionHashes.enumerated() {
                var free = knownHash & (actionSlots.count - 1)
                while actionSlots[free] >= 0 { free = (free + 1) & (actionSlots.count - 1) }
                actionSlots[free] = Int32(known)
            }
        } else {
            actionSlots[slot] = number
        }
        return number
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
