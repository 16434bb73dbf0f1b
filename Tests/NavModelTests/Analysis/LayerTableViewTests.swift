import Testing

@testable import NavModel

/// `LayerTable.unsafeView()`, which the dead-end analysis reads each state's `NodeInfo` through
/// (`KeyedNodeInfo`): it reads what the table reads, and what the state itself says.
@Suite struct LayerTableViewTests {
    /// `Root` in a navigation stack, pushing `Detail`, which presents a sheet `Locked`.
    private func app() throws -> AppModel {
        var app = AppModel()
        let root = app.declare("Root")
        app.setNavigation(NavigationContainer(), on: root)
        try app.addLink(on: root, label: "Go", destination: app.reference("Detail"))
        let detail = app.declare("Detail")
        try app.addButton(on: detail, label: "Lock", actions: [.route("locked")])
        try app.addSegue(on: detail, kind: .sheet, tag: "locked", destination: app.reference("Locked"))
        app.declare("Locked")
        return app
    }

    /// The app's states on the way to the sheet: the root, `Detail` pushed, `Locked` presented.
    private func sessions() throws -> [Session] {
        var session = Session(app: try app())
        var sessions = [session]
        for action in [Action.tap("Go"), .tap("Lock")] {
            _ = try session.perform(action)
            sessions.append(session)
        }
        return sessions
    }

    @Test func aViewReadsTheNodeInfoOfEveryState() throws {
        let sessions = try sessions()
        var encoder = StateEncoder(numberingTagsOf: sessions[0])
        var table = LayerTable(basis: nil)
        var keys: [[UInt8]] = []
        for state in sessions {
            encoder.encode(state)
            var key: [UInt8] = []
            _ = table.canonicalKey(of: LayerTable.literalKey(of: encoder.key)[...], into: &key)
            keys.append(key)
        }
        let view = table.unsafeView()
        for (state, key) in zip(sessions, keys) {
            let real = NodeInfo(state)
            key.withUnsafeBufferPointer { key in
                let (viewed, read) = (view.nodeInfo(ofKey: key), table.nodeInfo(ofKey: key))
                #expect(viewed.layerCount == real.layerCount && read.layerCount == real.layerCount)
                #expect(viewed.presenter == real.presenter && read.presenter == real.presenter)
                #expect(viewed.isHome == real.isHome && read.isHome == real.isHome)
            }
        }
        #expect(sessions.map { NodeInfo($0).layerCount } == [1, 1, 2])
    }

    /// `KeyedNodeInfo`, what the dead-end analysis reads: the states' layer keys in a state table,
    /// numbered as the graph numbers them, give what the states themselves say.
    @Test func keyedNodeInfoReadsEachStateFromItsKey() throws {
        let sessions = try sessions()
        var encoder = StateEncoder(numberingTagsOf: sessions[0])
        var layers = LayerTable(basis: nil)
        var states = StateTable()
        // Last first, so that a state's number is not its depth.
        for state in sessions.reversed() {
            encoder.encode(state)
            var key: [UInt8] = []
            let length = layers.canonicalKey(of: LayerTable.literalKey(of: encoder.key)[...], into: &key)
            states.add(key[..<length])
        }
        states.withView { stateView in
            layers.withView { layerView in
                let infos = KeyedNodeInfo(states: stateView, layers: layerView)
                for (node, state) in sessions.reversed().enumerated() {
                    let (real, read) = (NodeInfo(state), infos.info(of: node))
                    #expect(read.layerCount == real.layerCount && read.presenter == real.presenter)
                    #expect(read.isHome == real.isHome)
                    #expect(LayerTable.layerCount(ofKey: stateView.key(Int32(node))) == Int(real.layerCount))
                }
            }
        }
        #expect(sessions.reversed().map { NodeInfo($0).isHome } == [false, false, true])
    }
}
