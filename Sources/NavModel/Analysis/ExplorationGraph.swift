/// The explored states as a graph (`Explorer`): parents for scripts, successors for reachability.
struct ExplorationGraph {
    /// What the graph keeps of a state: the state it was first reached from and by which action
    /// (an index, -1 for the start), 8 bytes. One array of these, not one array a field: `add`
    /// appended to seven arrays, 176 instructions a state on ex7 (a uniqueness and a capacity
    /// check each). What the dead-end analysis needs besides is read from the state's key when
    /// it runs (see `NodeInfoSource`).
    private struct Node {
        var parent: Int32
        var action: Int32
    }

    private var nodes: [Node] = []
    private var actions: [Action] = []
    /// The actions' numbers by hash (open addressing, at most half full; -1 where empty), and
    /// each action's hash (`explorationHash`): looking actions up in a `[Action: Int32]` was a
    /// fifth of the merge on ex7. The merge numbers a shared memo move's action once
    /// (`sharedActions` in `run`), so most actions are hashed once an exploration.
    private var actionSlots = [Int32](repeating: -1, count: 64)
    private var actionHashes: [Int] = []
    /// The successors, state by state. States are expanded in number order (breadth-first, each
    /// frontier in order), so the first `edgeEnds.count` states are the expanded ones and state
    /// `i`'s successors are `edges[(i == 0 ? 0 : edgeEnds[i - 1])..<edgeEnds[i]]`. A start and an
    /// end kept for every state cost two appends in `add` and two stores in the merge; the
    /// ends alone, one append when a state is expanded.
    private var edgeEnds: [Int32] = []
    /// The edges are the first `edgeCount`: the array is lengthened ahead of them (with
    /// zeros), so that the merge writes a state's edges into room already there (see
    /// `edgeRoom(for:)`).
    private var edges: [Int32] = []
    private var edgeCount = 0
    private let coverage: Bool
    private(set) var shownViews: [Bool]
    private(set) var changedStates: [[Bool]]

    /// An empty graph with room for `states` states before its arrays grow (see
    /// `StateTable.init(reservingFor:keyBytes:advice:)`), made as `advice` says.
    init(app: AppModel, coverage: Bool, reservingFor states: Int, advice: MemoryAdvice = .none) {
        self.coverage = coverage
        nodes = advice.empty(capacity: states)
        edgeEnds = advice.empty(capacity: states)
        edges = advice.empty(capacity: states * 4)
        shownViews = coverage ? Array(repeating: false, count: app.views.count) : []
        changedStates = coverage ? app.views.map { Array(repeating: false, count: $0.states.count) } : []
    }

    var count: Int { nodes.count }

    /// Adds a state, reached from `parent` by the action numbered `action` (see `number(of:hash:)`),
    /// -1 for the start.
    @discardableResult
    mutating func add(parent: Int32, action: Int32) -> Int32 {
        let node = Int32(nodes.count)
        nodes.append(Node(parent: parent, action: action))
        return node
    }

    /// The numbers of the actions that name nothing (see `unnamedIndex(of:)`), -1 until they
    /// are recorded.
    private var unnamedNumbers = [Int32](repeating: -1, count: ExplorationGraph.unnamedCount)

    /// The number of `action` among the actions recorded, which it joins if it is new.
    ///
    /// An action that names nothing (a size-class change, back, a swipe) is found by its case:
    /// hashing and comparing it as the others was 78M instructions on ex7 for 140,374 calls
    /// from the merge (those reaching a new state by a move a worker learnt or performed).
    mutating func number(of action: Action) -> Int32 {
        guard let index = ExplorationGraph.unnamedIndex(of: action) else { return numberHashed(action) }
        let known = unnamedNumbers[index]
        if known >= 0 { return known }
        let number = numberHashed(action)
        unnamedNumbers[index] = number
        return number
    }

    /// How many actions name nothing: see `unnamedIndex(of:)`.
    static let unnamedCount = 10

    /// A number below `unnamedCount` for each action that names nothing, nil for the others.
    static func unnamedIndex(of action: Action) -> Int? {
        switch action {
        case .routeNil: return 0
        case .tapOutside: return 1
        case .dismiss: return 2
        case .back: return 3
        case .swipeBack: return 4
        case .swipeDown: return 5
        case .sizeClass(let axis, let sizeClass):
            let vertical: Int
            switch axis {
            case .horizontal: vertical = 0
            case .vertical: vertical = 1
            }
            let regular: Int
            switch sizeClass {
            case .compact: regular = 0
            case .regular: regular = 1
            }
            return 6 + 2 * vertical + regular
        case .route, .set, .tap, .device, .ios: return nil
        }
    }

    /// `number(of:)` found by hash.
    private mutating func numberHashed(_ action: Action) -> Int32 {
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

    /// Starts `node`'s successors, which `addEdge(to:)` adds until `endExpanding(_:)`; states are
    /// expanded in number order, each once.
    func beginExpanding(_ node: Int32) {
        assert(Int(node) == edgeEnds.count, "states are expanded in number order")
    }

    mutating func endExpanding(_ node: Int32) {
        assert(Int(node) == edgeEnds.count, "states are expanded in number order")
        edgeEnds.append(Int32(edgeCount))
    }

    mutating func addEdge(to node: Int32) {
        withUnsafePointer(to: node) { appendEdges(UnsafeBufferPointer(start: $0, count: 1)) }
    }

    /// Room for `count` edges past those added, lengthening the edges if need be, and where it
    /// starts: the merge writes the edges of a piece's states there as it finds them, each
    /// state's after the last's, ending each with `endExpanding(_:edgeCount:)`. Valid until the
    /// edges are next lengthened (by this call or `appendEdges`); adding states, numbering
    /// actions and covering views leave them be.
    ///
    /// Adding each edge (`addEdge(to:)`) checked that the array's storage was its own and had
    /// room (ex7: 3.6M edges, about 90M instructions); gathered in a buffer of the merge's own
    /// and copied in when the state was done, a state's edges still cost a call, that check
    /// and a copy: 93M instructions for 967,680 states, in the merge.
    mutating func edgeRoom(for count: Int) -> UnsafeMutablePointer<Int32> {
        // One edge at least, so that the edges are never empty and have a first address.
        let end = edgeCount + max(count, 1)
        if end > edges.count { lengthenEdges(to: end) }
        let start = edgeCount
        return edges.withUnsafeMutableBufferPointer { edges in
            guard let base = edges.baseAddress else { preconditionFailure("no room for edges") }
            return base + start
        }
    }

    /// Adds the `count` edges written to the room `edgeRoom(for:)` made (from its start, or from
    /// the end of the state before), then `endExpanding(_:)`.
    @inline(__always)
    mutating func endExpanding(_ node: Int32, edgeCount count: Int) {
        assert(edgeCount + count <= edges.count, "edges written past their room")
        edgeCount += count
        endExpanding(node)
    }

    /// Adds `successors` to the edges, not ending the state.
    ///
    /// Copied by a loop of its own over pointers: `enumerated()` over the buffer, with the
    /// array's own pointer taken inside, was 90 instructions a state on ex7 for 3.7 edges, in
    /// the merge.
    @inline(__always)
    private mutating func appendEdges(_ successors: UnsafeBufferPointer<Int32>) {
        let (start, end) = (edgeCount, edgeCount &+ successors.count)
        if end > edges.count { lengthenEdges(to: end) }
        guard let source = successors.baseAddress else { return }
        edges.withUnsafeMutableBufferPointer { edges in
            guard let target = edges.baseAddress.map({ $0 + start }) else { return }
            var index = 0
            while index < successors.count {
                target[index] = source[index]
                index &+= 1
            }
        }
        edgeCount = end
    }

    /// Lengthens the edges to `end` at least, with zeros: doubling while small, then 64K edges
    /// at a time, as `StateTable` grows its bytes.
    @inline(never)
    private mutating func lengthenEdges(to end: Int) {
        let step = min(max(edges.count, 1_024), 65_536)
        edges.append(contentsOf: repeatElement(0, count: max(end, edges.count + step) - edges.count))
    }

    /// The actions from the start to a state.
    func script(to node: Int32) -> [Action] {
        var script: [Action] = []
        var current = node
        while current > 0 {
            let action = nodes[Int(current)].action
            if action >= 0 { script.append(actions[Int(action)]) }
            current = nodes[Int(current)].parent
        }
        return script.reversed()
    }

    /// How many sweeps `deadStates` makes at most before it searches backward: on ex5, ex6 and
    /// ex7 three settle everything.
    static let sweeps = 6

    /// The expanded states from which no home state can be reached, and among them the ones
    /// to blame: those whose top layer no single move removes, grouped by that layer's
    /// presenter, each group's first (shortest) state with the group's size. States not
    /// expanded (past a limit) count as able to get home, so limits never invent dead ends.
    ///
    /// A state gets home if it is home or unexpanded, or if a successor gets home. Sweeps apply
    /// that rule to every state in turn, in number order then back, until one finds nothing new
    /// (then no state left has a successor that gets home: all of them are dead) or `sweeps` are
    /// done; what is left then is settled by a search backward (`walkBack`). A way home mostly
    /// leads to states numbered lower (shallower), so the first sweep finds nearly every state
    /// that gets home (ex7: all but 10,510 of 512,528), the second the rest, the third confirms.
    /// Building predecessor lists for a backward search from the start cost more than the sweeps
    /// (ex7: 158M instructions, 4 MB of counts and 14 MB of lists, against 80M for 3 sweeps);
    /// sweeps in number order only took 4 (100M).
    ///
    /// With `parallelism` of more than one worker, the marking of home states, the sweeps after
    /// the second and the blaming are spread over the workers (see `splitSweep` and `blame`):
    /// the result is the same, since the states that get home are those with a path home,
    /// however they are found.
    ///
    /// `infos` tells each state's `NodeInfo`: whether it is home, and for a dead state and its
    /// successors, their layers and presenter.
    func deadStates<Infos: NodeInfoSource>(
        _ infos: Infos, sweeps: Int = ExplorationGraph.sweeps, parallelism: Parallelism = .serial
    ) -> (count: Int, blamed: [(node: Int32, count: Int)]) {
        // Four ranges a worker, so that a worker done early takes another: the dead states,
        // scanned whole in every sweep, are not spread evenly over the numbers.
        let ranges = parallelism.workers == 1 ? 1 : parallelism.workers * 4
        let starts = (0...ranges).map { edgeEnds.count * $0 / ranges }
        var reaches = [Bool](repeating: true, count: nodes.count)
        // Each expanded state's layers, kept from its info for `blame`, which compares a dead
        // state's with its successors': read again from their keys, ex7's 1.6M successors of
        // dead states cost 116M instructions, where these 2 MB cost a few.
        var layerCounts = [UInt16](repeating: 0, count: edgeEnds.count)
        // Split too: it reads every state's key (ex7: 12 MB).
        reaches.withUnsafeMutableBufferPointer { reaches in
            layerCounts.withUnsafeMutableBufferPointer { layerCounts in
                let none = UnsafeBufferPointer<Int32>(start: nil, count: 0)
                let shared = Shared(
                    edges: none, ends: none, before: UnsafeBufferPointer(reaches), reaches: reaches,
                    found: UnsafeMutableBufferPointer(start: nil, count: 0), parts: nil, starts: starts,
                    layerCounts: layerCounts)
                parallelism.forEach(ranges) { range, _ in
                    for node in shared.starts[range]..<shared.starts[range + 1] {
                        let info = infos.info(of: node)
                        shared.reaches[node] = info.isHome
                        shared.layerCounts[node] = info.layerCount
                    }
                }
            }
        }
        var settled = false
        for pass in 0..<sweeps where !settled {
            // The first two sweeps on one thread: the first, in number order, finds nearly every
            // state that gets home through states numbered lower, found earlier in the same
            // sweep, and the second, back, the rest (ex7: 10,510 states), through states found
            // earlier in the same sweep too, which a range's sweep would not see in the ranges
            // swept at once. Split from the second sweep on, ex7 took more sweeps, 111M
            // instructions of split sweeps; split from the third, one (which confirms), 38M.
            settled =
                pass < 2 || ranges == 1
                ? !sweep(&reaches, backward: pass % 2 == 1)
                : !splitSweep(&reaches, backward: pass % 2 == 1, starts, parallelism)
        }
        if !settled { walkBack(&reaches) }
        return blame(reaches, starts, parallelism, infos, &layerCounts)
    }

    /// What `splitSweep` and `blame` hand each range's piece: the graph's arrays and the
    /// sweep's, read-only but for `reaches` and `found` (each range's piece writes those of its
    /// range only) and `parts` (each piece its own).
    private struct Shared: @unchecked Sendable {
        let edges: UnsafeBufferPointer<Int32>
        let ends: UnsafeBufferPointer<Int32>
        let before: UnsafeBufferPointer<Bool>
        let reaches: UnsafeMutableBufferPointer<Bool>
        let found: UnsafeMutableBufferPointer<Bool>
        let parts: UnsafeMutablePointer<BlamedPart>?
        let starts: [Int]
        /// Each expanded state's layers (see `deadStates`), written by the marking only.
        var layerCounts = UnsafeMutableBufferPointer<UInt16>(start: nil, count: 0)
    }

    /// A sweep (see `sweep`) split into the ranges of numbers between `starts`, swept at once by
    /// the workers of `parallelism`: each range's states as `sweep` does, reading what this
    /// sweep found in its own range and what the sweeps before found in the others (a copy of
    /// `reaches` as they left it), so that no range reads what another writes and the result
    /// does not depend on which range is swept first. A state it misses because its way home
    /// was found in another range this sweep, the next finds. Returns whether it found any.
    private func splitSweep(
        _ reaches: inout [Bool], backward: Bool, _ starts: [Int], _ parallelism: Parallelism
    ) -> Bool {
        let before = reaches
        var found = [Bool](repeating: false, count: starts.count - 1)
        edges.withUnsafeBufferPointer { edges in
            edgeEnds.withUnsafeBufferPointer { ends in
                before.withUnsafeBufferPointer { before in
                    reaches.withUnsafeMutableBufferPointer { reaches in
                        found.withUnsafeMutableBufferPointer { found in
                            let shared = Shared(
                                edges: edges, ends: ends, before: before, reaches: reaches, found: found,
                                parts: nil, starts: starts)
                            parallelism.forEach(starts.count - 1) { range, _ in
                                Self.sweep(range, of: shared, backward: backward)
                            }
                        }
                    }
                }
            }
        }
        return found.contains(true)
    }

    /// `splitSweep`'s sweep of range `range`.
    private static func sweep(_ range: Int, of shared: Shared, backward: Bool) {
        let (low, high) = (shared.starts[range], shared.starts[range + 1])
        let (edges, ends, before, reaches) = (shared.edges, shared.ends, shared.before, shared.reaches)
        var found = false
        func visit(_ node: Int) {
            guard !reaches[node] else { return }
            for edge in (node == 0 ? 0 : Int(ends[node - 1]))..<Int(ends[node]) {
                let target = Int(edges[edge])
                if low <= target && target < high ? reaches[target] : before[target] {
                    reaches[node] = true
                    found = true
                    return
                }
            }
        }
        if backward {
            for node in (low..<high).reversed() { visit(node) }
        } else {
            for node in low..<high { visit(node) }
        }
        shared.found[range] = found
    }

    /// One pass over the expanded states not known to get home, in number order or back: each
    /// gets home if a successor is known to (found earlier in the same pass or not). Returns
    /// whether it found any.
    private func sweep(_ reaches: inout [Bool], backward: Bool) -> Bool {
        var found = false
        edges.withUnsafeBufferPointer { edges in
            edgeEnds.withUnsafeBufferPointer { ends in
                reaches.withUnsafeMutableBufferPointer { reaches in
                    func visit(_ node: Int) {
                        guard !reaches[node] else { return }
                        for edge in (node == 0 ? 0 : Int(ends[node - 1]))..<Int(ends[node])
                        where reaches[Int(edges[edge])] {
                            reaches[node] = true
                            found = true
                            return
                        }
                    }
                    if backward {
                        for node in (0..<ends.count).reversed() { visit(node) }
                    } else {
                        for node in 0..<ends.count { visit(node) }
                    }
                }
            }
        }
        return found
    }

    /// Marks every state with a way home: a breadth-first search backward from the states known
    /// to reach home, over the predecessor lists of the others' edges (the edges of states known
    /// to reach home cannot find any more).
    private func walkBack(_ reaches: inout [Bool]) {
        let count = nodes.count
        // Predecessor lists in compressed form: in-degrees counted, summed into each list's end,
        // then each list filled from its end, which leaves `starts[j]` at list `j`'s start:
        // the predecessors of `j` are sources[starts[j]..<starts[j + 1]] (in no useful order).
        var starts = [Int32](repeating: 0, count: count + 1)
        var sources: [Int32] = []
        edges.withUnsafeBufferPointer { edges in
            edgeEnds.withUnsafeBufferPointer { ends in
                reaches.withUnsafeBufferPointer { reaches in
                    starts.withUnsafeMutableBufferPointer { starts in
                        var first = 0
                        for node in 0..<ends.count {
                            let end = Int(ends[node])
                            defer { first = end }
                            guard !reaches[node] else { continue }
                            for edge in first..<end { starts[Int(edges[edge])] += 1 }
                        }
                        for node in 0..<count { starts[node + 1] += starts[node] }
                        sources = [Int32](repeating: 0, count: Int(starts[count]))
                        sources.withUnsafeMutableBufferPointer { sources in
                            first = 0
                            for node in 0..<ends.count {
                                let end = Int(ends[node])
                                defer { first = end }
                                guard !reaches[node] else { continue }
                                for edge in first..<end {
                                    let target = Int(edges[edge])
                                    starts[target] -= 1
                                    sources[Int(starts[target])] = Int32(node)
                                }
                            }
                        }
                    }
                }
            }
        }
        var queue: [Int32] = []
        for node in 0..<count where reaches[node] { queue.append(Int32(node)) }
        starts.withUnsafeBufferPointer { starts in
            sources.withUnsafeBufferPointer { sources in
                reaches.withUnsafeMutableBufferPointer { reaches in
                    var head = 0
                    while head < queue.count {
                        let node = Int(queue[head])
                        head += 1
                        for position in Int(starts[node])..<Int(starts[node + 1]) {
                            let source = Int(sources[position])
                            if !reaches[source] {
                                reaches[source] = true
                                queue.append(Int32(source))
                            }
                        }
                    }
                }
            }
        }
    }

    /// What `blame` found in one range of states: how many are dead, and the groups of those
    /// blamed, each with its presenter, its first state and its size, in the order of their first
    /// states.
    private struct BlamedPart {
        var dead = 0
        var groups: [(presenter: Int64, node: Int32, count: Int)] = []
    }

    /// The dead states' count, and those blamed, grouped (see `deadStates`): each range of
    /// numbers between `starts` blamed apart by the workers of `parallelism`, and the ranges'
    /// groups joined in range order, so each group keeps its first state and the groups their
    /// order.
    private func blame<Infos: NodeInfoSource>(
        _ reaches: [Bool], _ starts: [Int], _ parallelism: Parallelism, _ infos: Infos,
        _ layerCounts: inout [UInt16]
    ) -> (count: Int, blamed: [(node: Int32, count: Int)]) {
        var parts = [BlamedPart](repeating: BlamedPart(), count: starts.count - 1)
        // Taken as the marking's mutable pointer, unshared (inout), and only read here.
        edges.withUnsafeBufferPointer { edges in
            edgeEnds.withUnsafeBufferPointer { ends in
                reaches.withUnsafeBufferPointer { reaches in
                    parts.withUnsafeMutableBufferPointer { parts in
                        layerCounts.withUnsafeMutableBufferPointer { counts in
                            let none = UnsafeMutableBufferPointer<Bool>(start: nil, count: 0)
                            let shared = Shared(
                                edges: edges, ends: ends, before: reaches, reaches: none, found: none,
                                parts: parts.baseAddress, starts: starts, layerCounts: counts)
                            parallelism.forEach(starts.count - 1) { range, _ in
                                shared.parts?[range] = Self.blame(range, of: shared, infos)
                            }
                        }
                    }
                }
            }
        }
        guard parts.count > 1 else { return (parts[0].dead, parts[0].groups.map { ($0.node, $0.count) }) }
        var joined = BlamedPart()
        var slots = [Int32](repeating: -1, count: 16)
        var presenters: [Int64] = []
        for part in parts {
            joined.dead += part.dead
            for group in part.groups {
                let found = Self.slot(of: group.presenter, slots, presenters)
                if slots[found] >= 0 {
                    joined.groups[Int(slots[found])].count += group.count
                    continue
                }
                slots[found] = Int32(joined.groups.count)
                presenters.append(group.presenter)
                joined.groups.append(group)
                if presenters.count * 2 > slots.count {
                    slots = [Int32](repeating: -1, count: slots.count * 2)
                    for (group, presenter) in presenters.enumerated() {
                        slots[Self.slot(of: presenter, slots, presenters)] = Int32(group)
                    }
                }
            }
        }
        return (joined.dead, joined.groups.map { ($0.node, $0.count) })
    }

    /// `blame`'s range `range` (`shared.before` holds which states get home).
    private static func blame<Infos: NodeInfoSource>(_ range: Int, of shared: Shared, _ infos: Infos)
        -> BlamedPart
    {
        let (edges, ends, reaches) = (shared.edges, shared.ends, shared.before)
        var part = BlamedPart()
        // The groups by presenter: each group's presenter, and the groups' numbers by the
        // presenter's hash (open addressing, at most half full, -1 where empty). With a
        // `[Int64: Int]`, finding the group of ex7's 198,638 blamed states cost 28M
        // instructions; with this table, 4M.
        var presenters: [Int64] = []
        var slots = [Int32](repeating: -1, count: 16)
        for node in shared.starts[range]..<shared.starts[range + 1] where !reaches[node] {
            part.dead += 1
            let layers = Int(shared.layerCounts[node])
            var leaves = false
            for edge in (node == 0 ? 0 : Int(ends[node - 1]))..<Int(ends[node]) {
                let target = Int(edges[edge])
                // A successor past the last state expanded (a limit ended the search) has no
                // count kept.
                let targetLayers =
                    target < shared.layerCounts.count
                    ? Int(shared.layerCounts[target]) : Int(infos.info(of: target).layerCount)
                if targetLayers < layers {
                    leaves = true
                    break
                }
            }
            guard !leaves else { continue }
            let presenter = infos.info(of: node).presenter
            let found = Self.slot(of: presenter, slots, presenters)
            if slots[found] >= 0 {
                part.groups[Int(slots[found])].count += 1
                continue
            }
            slots[found] = Int32(part.groups.count)
            presenters.append(presenter)
            part.groups.append((presenter, Int32(node), 1))
            if presenters.count * 2 > slots.count {
                slots = [Int32](repeating: -1, count: slots.count * 2)
                for (group, presenter) in presenters.enumerated() {
                    slots[Self.slot(of: presenter, slots, presenters)] = Int32(group)
                }
            }
        }
        return part
    }

    /// Where `presenter` is in `slots`, or the empty slot where it would go (see `blame`). Static,
    /// not a function nested in `blame`: one that captured the table checked exclusive access
    /// dynamically at every call (25M instructions on ex7).
    private static func slot(of presenter: Int64, _ slots: [Int32], _ presenters: [Int64]) -> Int {
        let mask = slots.count - 1
        var slot =
            Int(truncatingIfNeeded: (UInt64(bitPattern: presenter) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
        while slots[slot] >= 0 && presenters[Int(slots[slot])] != presenter { slot = (slot + 1) & mask }
        return slot
    }
}
