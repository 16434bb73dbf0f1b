import Testing

@testable import NavModel

/// `Workspace.readAhead` reads each state's key once for the whole expansion: what it keeps of
/// a state must be what reading the key number by number, and looking each layer up, gives;
/// and the context it writes must be the one `Workspace.writeContext(of:into:presenterView:)`
/// writes.
@Suite struct WorkspaceReadAheadTests {
    /// Three levels of every kind of presentation, and a push, with buttons that route.
    private static func app() -> AppModel {
        var app = AppModel()
        for level in 0..<3 {
            let (name, next) = ("V\(level)", "V\(level + 1)")
            app.view(name, navigation: level == 1 ? .columns : .stack)
            app.segue(.push, "push\(level)", on: name, to: next)
            app.segue(.sheet, "sheet\(level)", on: name, to: next, selection: "sheet")
            app.segue(.modal, "cover\(level)", on: name, to: next, selection: "cover")
            app.segue(.popover(.standard), "pop\(level)", on: name, to: next, selection: "pop")
            app.link("More\(level)", on: name, to: next)
            app.button("Push\(level)", on: name, [.route("push\(level)")])
            app.button("Sheet\(level)", on: name, [.route("sheet\(level)")])
            app.button("Cover\(level)", on: name, [.route("cover\(level)")])
            app.button("Pop\(level)", on: name, [.route("pop\(level)")])
        }
        app.view("V3")
        return app
    }

    /// The states of a few walks, in two environments: one to four layers, pushed frames.
    private static func sessions() throws -> [Session] {
        let start = makeSession(Self.app(), ios: iOS(17))
        var states = [start]
        for script: [Action] in [
            [.tap("Push0"), .tap("Sheet1"), .tap("More2")],
            [.sizeClass(.horizontal, .regular), .tap("Cover0"), .tap("Pop1"), .tap("Sheet2")],
            [.tap("Sheet0"), .tap("Cover1"), .tap("Push2")],
            [.sizeClass(.vertical, .compact), .tap("Pop0"), .tap("More1"), .tap("Cover2")],
        ] {
            var session = start
            for action in script {
                _ = try session.perform(action)
                states.append(session)
            }
        }
        return states
    }

    @Test(arguments: [true, false])
    func whatIsReadAheadIsWhatTheKeySays(withContexts: Bool) throws {
        let sessions = try Self.sessions()
        var encoder = StateEncoder(numberingTagsOf: sessions[0])
        var layers = LayerTable(basis: nil)
        var states = StateTable(keepingRecent: false)
        var keys: [[UInt8]] = []
        for session in sessions {
            encoder.encode(session)
            var key: [UInt8] = []
            _ = layers.canonicalKey(of: LayerTable.literalKey(of: encoder.key)[...], into: &key)
            // Each state once, in the order met.
            guard states.number(of: key[...]) == nil else { continue }
            states.add(key[...])
            keys.append(key)
        }
        #expect(keys.count > 10)
        #expect(Set(keys.map { $0.count }).count > 3, "keys of several lengths")
        var space = Workspace(
            expansion: Expansion(nodes: []), session: sessions[0],
            encoder: StateEncoder(numberingTagsOf: sessions[0]))
        // The states backwards, so that the piece's order is not the table's.
        let nodes = ArraySlice((0..<Int32(keys.count)).reversed())
        let memo = MoveMemo()
        states.withView { view in
            layers.withView { layerView in
                memo.withView { shared in
                    space.readAhead(
                        nodes, states: view, layers: layerView, memo: shared, withContexts: withContexts)
                }
            }
        }
        let room = space.layerRows.count / 3
        layers.withView { view in
            for (index, node) in nodes.enumerated() {
                let key = keys[Int(node)]
                let state = space.statesAhead[index]
                var (numbers, starts, presenters) = ([Int](), [Int](), [Int]())
                var (depth, hasRequests) = (0, false)
                key.withUnsafeBufferPointer { bytes in
                    #expect(state.environmentEnd == LayerTable.environmentEnd(bytes))
                    var reader = KeyReader(bytes, from: LayerTable.environmentEnd(bytes))
                    while !reader.isAtEnd {
                        starts.append(reader.position)
                        let number = reader.read() - 1
                        let atWindow = numbers.isEmpty
                        presenters.append(
                            atWindow
                                ? 0
                                : view.presenterView(
                                    of: number, below: numbers[numbers.count - 1],
                                    belowAtWindow: numbers.count == 1))
                        numbers.append(number)
                        let info = view.info(number, atWindow: atWindow)
                        depth += Int(info.frameCount)
                        hasRequests = hasRequests || info.hasRequests
                    }
                }
                #expect(state.layerCount == numbers.count)
                #expect(state.depth == depth)
                #expect(state.hasRequests == hasRequests)
                let rows = state.rows..<state.rows + state.layerCount
                #expect(Array(space.layerRows[rows]) == numbers)
                #expect(Array(space.layerRows[rows.lowerBound + room..<rows.upperBound + room]) == starts)
                #expect(
                    Array(space.layerRows[rows.lowerBound + 2 * room..<rows.upperBound + 2 * room])
                        == presenters)
                // The context, as written from the key's end with the presenter looked up.
                let expected = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: key.count + 16) {
                    buffer in
                    key.withUnsafeBufferPointer { key in
                        Workspace.writeContext(of: key, into: buffer) { top, below, belowAtWindow in
                            view.presenterView(of: top, below: below, belowAtWindow: belowAtWindow)
                        }.map { (Array(buffer[..<$0.length]), $0.hash) }
                    }
                }
                #expect(state.hasContext == (withContexts && expected != nil))
                if state.hasContext, let expected {
                    #expect(Array(space.contexts[state.context]) == expected.0)
                    #expect(state.hash == expected.1)
                    #expect(state.hash == StateTable.hash(space.contexts[state.context]))
                }
            }
        }
    }
}
