import Testing

@testable import NavModel

/// `ExplorationGraph.deadStates`: on small graphs built by hand, which states cannot get home and
/// which of them are blamed, whether the sweeps settle everything or the backward search settles
/// what they leave; on random graphs, the same answer as a search forward from every state.
@Suite struct ExplorationGraphTests {
    /// A state as the graph keeps it: how many layers, its top layer's presenter, whether home.
    private struct State {
        var layers: UInt16 = 1
        var presenter: Int64 = -1
        var home = false
    }

    /// How many sweeps `deadStates` may make: none (the backward search alone), one (then the
    /// backward search), and the default, which settles every graph here by sweeps alone.
    static let sweeps = [0, 1, ExplorationGraph.sweeps]

    /// The states' infos, as the analysis reads them.
    private struct Infos: NodeInfoSource {
        let states: [State]

        func info(of node: Int) -> NodeInfo {
            let state = states[node]
            return NodeInfo(layerCount: state.layers, presenter: state.presenter, isHome: state.home)
        }

    }

    /// A graph of `states`, the first `successors.count` of them expanded, in number order, with
    /// those successors, and the states' infos.
    private static func graph(_ states: [State], _ successors: [[Int32]]) -> (ExplorationGraph, Infos) {
        var graph = ExplorationGraph(app: AppModel(), coverage: false, reservingFor: states.count)
        for node in states.indices { graph.add(parent: node == 0 ? -1 : 0, action: -1) }
        // Edges added one by one for states 0, 3, 6…; for the others, written to a room made
        // once for two states (`edgeRoom(for:)`), as the explorer's merge writes a piece's.
        var node = 0
        while node < successors.count {
            if node % 3 == 0 {
                graph.beginExpanding(Int32(node))
                for target in successors[node] { graph.addEdge(to: target) }
                graph.endExpanding(Int32(node))
                node += 1
                continue
            }
            let piece = node..<min(node + 2, successors.count)
            let room = graph.edgeRoom(for: piece.reduce(0) { $0 + successors[$1].count })
            var used = 0
            for member in piece {
                graph.beginExpanding(Int32(member))
                for (offset, target) in successors[member].enumerated() { room[used + offset] = target }
                graph.endExpanding(Int32(member), edgeCount: successors[member].count)
                used += successors[member].count
            }
            node = piece.upperBound
        }
        return (graph, Infos(states: states))
    }

    /// The dead count and the blamed groups as plain numbers, to compare: with `workers`
    /// workers, whose pieces run one by one, last first (so no range's sweep is helped by one
    /// swept before it in number order).
    private static func dead(_ graph: (ExplorationGraph, Infos), sweeps: Int, workers: Int = 1) -> (
        count: Int, blamed: [[Int]]
    ) {
        let parallelism = Parallelism(
            workers: workers,
            forEach: { count, body in
                for piece in (0..<count).reversed() { body(piece, 0) }
            })
        let dead = graph.0.deadStates(graph.1, sweeps: sweeps, parallelism: parallelism)
        return (dead.count, dead.blamed.map { [Int($0.node), $0.count] })
    }

    /// 1 → 2 → 3 → 1 is a cycle whose only way out is 3 → 0: 1 and 2 get home only around it,
    /// through a state numbered higher (a sweep in number order finds 3, then 2, then 1). 4 ⇄ 5
    /// is a cycle with no way out.
    @Test(arguments: sweeps)
    func aStateThatGetsHomeOnlyThroughACycleIsNotDead(sweeps: Int) {
        let layer = State(layers: 2, presenter: 7)
        let graph = Self.graph(
            [State(home: true), layer, layer, layer, layer, layer], [[1, 4], [2], [3], [1, 0], [5], [4]])
        let dead = Self.dead(graph, sweeps: sweeps)
        #expect(dead.count == 2)
        #expect(dead.blamed == [[4, 2]])
    }

    /// 2 is not expanded (a limit stopped the search): it counts as able to get home, and so
    /// does 1, whose only successor it is; nothing is dead.
    @Test(arguments: sweeps)
    func anUnexpandedStateCountsAsAbleToGetHome(sweeps: Int) {
        let graph = Self.graph(
            [State(home: true), State(layers: 2, presenter: 3), State(layers: 3, presenter: 4)], [[1], [2]])
        let dead = Self.dead(graph, sweeps: sweeps)
        #expect(dead.count == 0)
        #expect(dead.blamed.isEmpty)
    }

    /// 1 and 2 cannot get home; 2's move back to 1 removes its top layer, so only 1 is blamed.
    @Test(arguments: sweeps)
    func aDeadStateWhoseTopLayerAMoveRemovesIsNotBlamed(sweeps: Int) {
        let graph = Self.graph(
            [State(home: true), State(layers: 2, presenter: 5), State(layers: 3, presenter: 6)],
            [[1], [2], [1]])
        let dead = Self.dead(graph, sweeps: sweeps)
        #expect(dead.count == 2)
        #expect(dead.blamed == [[1, 1]])
    }

    /// Dead states under two presenters, interleaved: each group is blamed on its first state,
    /// in the order the groups' first states come, with its size. 5 gets home.
    @Test(arguments: sweeps)
    func eachPresenterGroupIsBlamedOnItsFirstState(sweeps: Int) {
        let (first, second) = (State(layers: 2, presenter: 1 << 32 | 2), State(layers: 2, presenter: 3 << 32))
        let graph = Self.graph(
            [State(home: true), second, first, second, first, second],
            [[1, 2, 3, 4, 5], [2], [1, 3], [], [3], [0]])
        let dead = Self.dead(graph, sweeps: sweeps)
        #expect(dead.count == 4)
        #expect(dead.blamed == [[1, 2], [2, 2]])
    }

    /// A self-loop is no way home: 1's only edge is to itself, so it is dead (and blamed); 2
    /// has one too, and an edge home.
    @Test(arguments: sweeps)
    func aSelfLoopIsNoWayHome(sweeps: Int) {
        let graph = Self.graph(
            [State(home: true), State(layers: 2, presenter: 9), State(layers: 2, presenter: 9)],
            [[1, 2], [1], [2, 0]])
        let dead = Self.dead(graph, sweeps: sweeps)
        #expect(dead.count == 1)
        #expect(dead.blamed == [[1, 1]])
    }

    /// Random graphs (a few home states, some left unexpanded, edges anywhere, self-loops and
    /// repeats included): every number of sweeps, on one worker or with the sweeps and the
    /// blaming split over two or three, gives what a forward search from each state gives, and
    /// the blame rules applied to it.
    @Test func randomGraphsAgreeWithASearchFromEveryState() {
        var random = SplitMix64(seed: 0x5EED)
        for round in 0..<300 {
            let count = 1 + Int(random.next() % 60)
            let expanded = count - Int(random.next() % UInt64(min(count, 4)))
            let degree = 1 + random.next() % 4
            var states: [State] = []
            for node in 0..<count {
                states.append(
                    State(
                        layers: UInt16(1 + random.next() % 3), presenter: Int64(random.next() % 3),
                        home: node == 0 || random.next() % 17 == 0))
            }
            let successors = (0..<expanded).map { _ in
                (0..<random.next() % (degree + 1)).map { _ in Int32(random.next() % UInt64(count)) }
            }
            let graph = Self.graph(states, successors)
            let expected = Self.searchFromEveryState(states, successors)
            for sweeps in [0, 1, 2, ExplorationGraph.sweeps, 100] {
                for workers in 1...3 {
                    let dead = Self.dead(graph, sweeps: sweeps, workers: workers)
                    let what = "round \(round), \(sweeps) sweeps, \(workers) workers"
                    #expect(dead.count == expected.count, "\(what)")
                    #expect(dead.blamed == expected.blamed, "\(what)")
                }
            }
        }
    }

    /// What `deadStates` should give, the slow way: a forward search from each expanded state.
    private static func searchFromEveryState(_ states: [State], _ successors: [[Int32]]) -> (
        count: Int, blamed: [[Int]]
    ) {
        func getsHome(_ start: Int) -> Bool {
            var seen = Set([start])
            var stack = [start]
            while let node = stack.popLast() {
                if states[node].home || node >= successors.count { return true }
                for next in successors[node] where seen.insert(Int(next)).inserted { stack.append(Int(next)) }
            }
            return false
        }
        var count = 0
        var blamed: [[Int]] = []
        var groups: [Int64] = []
        for node in 0..<successors.count where !getsHome(node) {
            count += 1
            guard !successors[node].contains(where: { states[Int($0)].layers < states[node].layers }) else {
                continue
            }
            if let group = groups.firstIndex(of: states[node].presenter) {
                blamed[group][1] += 1
            } else {
                groups.append(states[node].presenter)
                blamed.append([node, 1])
            }
        }
        return (count, blamed)
    }

    /// Edges written to rooms keep their places as the edges outgrow their room many times over
    /// (150,000 edges; room grows 65,536 at a time once large): a chain of states whose way
    /// home is one edge among 30 self-loops, at a random place, and with one such edge
    /// missing, the states before it are dead.
    @Test(arguments: [nil, 3_210], [1, 2])
    func edgesAddedTogetherKeepTheirPlaces(missing: Int?, workers: Int) {
        var random = SplitMix64(seed: 0xED6E)
        let count = 5_000
        var states = Array(repeating: State(layers: 2, presenter: 7), count: count)
        states[count - 1] = State(home: true)
        var successors: [[Int32]] = []
        for node in 0..<(count - 1) {
            var targets = Array(repeating: Int32(node), count: 30)
            if node != missing { targets[Int(random.next() % 30)] = Int32(node + 1) }
            successors.append(targets)
        }
        let dead = Self.dead(
            Self.graph(states, successors), sweeps: ExplorationGraph.sweeps, workers: workers)
        #expect(dead.count == (missing.map { $0 + 1 } ?? 0))
    }

    /// Actions are numbered in the order they are first met, each once, whether found by their
    /// case (those naming nothing) or by hash, and a script reads them back.
    @Test func actionsAreNumberedOnceInTheOrderMet() {
        let actions: [Action] = [
            .tap("Go"), .back, .sizeClass(.horizontal, .compact), .route("go"), .routeNil, .tapOutside,
            .dismiss, .swipeBack, .swipeDown, .sizeClass(.horizontal, .regular),
            .sizeClass(.vertical, .compact), .sizeClass(.vertical, .regular), .tap("Back"),
            .set(view: nil, state: "flag", value: .bool(true)), .device(.iphone), .ios(.latest),
        ]
        var graph = ExplorationGraph(app: AppModel(), coverage: false, reservingFor: 4)
        graph.add(parent: -1, action: -1)
        // Each met once, then each again, in reverse: the numbers are those of the first time.
        for (number, action) in actions.enumerated() { #expect(graph.number(of: action) == Int32(number)) }
        for (number, action) in actions.enumerated().reversed() {
            #expect(graph.number(of: action) == Int32(number), "\(action)")
        }
        let unnamed = actions.compactMap { ExplorationGraph.unnamedIndex(of: $0) }
        #expect(Set(unnamed).count == unnamed.count, "two actions share an index")
        #expect(unnamed.count == ExplorationGraph.unnamedCount)
        #expect(unnamed.allSatisfy { $0 >= 0 && $0 < ExplorationGraph.unnamedCount })
        // A chain of states, each reached by the next action: the script reads them back.
        for (number, action) in actions.enumerated() {
            graph.add(parent: Int32(number), action: graph.number(of: action))
        }
        #expect(graph.script(to: Int32(actions.count)) == actions)
    }
}
