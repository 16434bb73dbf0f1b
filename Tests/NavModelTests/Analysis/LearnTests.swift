import Testing

@testable import NavModel

/// What the explorer's learning of a context reads in place of the general answer: which
/// views resolve their buttons' routes themselves (`Workspace.ownRoutes(of:)`), and where the
/// encoder says the layers it wrote start.
@Suite struct LearnTests {
    /// `Home` routes to its own sheet and cover; `Sheet` routes to Home's cover (a tag it does
    /// not declare) and back to a sheet of its own; `Cover` sets a state; `Plain` has no button.
    private func app() throws -> AppModel {
        var app = AppModel()
        let home = app.declare("Home")
        try app.addSegue(on: home, kind: .sheet, tag: "sheet", destination: app.reference("Sheet"))
        try app.addSegue(on: home, kind: .modal, tag: "cover", destination: app.reference("Cover"))
        try app.addButton(on: home, label: "Sheet", actions: [.route("sheet")])
        try app.addButton(on: home, label: "Cover", actions: [.route("cover"), .routeNil])
        let sheet = app.declare("Sheet")
        try app.addSegue(on: sheet, kind: .sheet, tag: "more", destination: app.reference("Plain"))
        try app.addButton(on: sheet, label: "More", actions: [.route("more")])
        try app.addButton(on: sheet, label: "Cover", actions: [.route("cover")])
        let cover = app.declare("Cover")
        try app.addButton(on: cover, label: "Set", actions: [.set(view: nil, state: "sheet", value: .none)])
        app.declare("Plain")
        return app
    }

    @Test func ownRoutesAreTheViewsWhoseButtonsRouteToTheirOwnSegues() throws {
        let app = try app()
        let own = Workspace.ownRoutes(of: app)
        let named = Dictionary(uniqueKeysWithValues: app.views.indices.map { (app.views[$0].name, own[$0]) })
        #expect(named == ["Home": true, "Sheet": false, "Cover": false, "Plain": true])
    }

    /// On each view marked, every button's names resolve in the top layer, as the general
    /// answer finds them, whatever the layers below.
    @Test func aViewMarkedResolvesItsButtonsInTheTopLayer() throws {
        var session = Session(app: try app())
        let own = Workspace.ownRoutes(of: session.app)
        var checked = 0
        for step in [nil, Action.route("sheet"), .route("more")] {
            if let step { _ = try session.perform(step) }
            let top = session.state.top
            let view = session.app[session.state[top].view]
            guard own[session.state[top].view.index] else { continue }
            for control in view.controls {
                #expect(Workspace.resolves(.tap(control.label), inOrAbove: top.layer, in: session))
                checked += 1
            }
        }
        #expect(checked == 2, "Home's two buttons; Plain has none")
    }

    /// Moves after steps from Home: one that presents a layer, one that changes the top
    /// layer, one that dismisses and a size-class change.
    static let moves: [([Action], Action)] = [
        ([], .tap("Sheet")), ([.tap("Sheet")], .tap("More")), ([.tap("Sheet")], .dismiss),
        ([.tap("Sheet")], .sizeClass(.horizontal, .regular)),
    ]

    /// The layers `encode(_:after:layerStarts:written:)` writes start where passing over the
    /// whole key finds them.
    @Test(arguments: LearnTests.moves)
    func theLayersWrittenStartWhereTheKeySaysTheyDo(_ steps: [Action], _ action: Action) throws {
        var session = Session(app: try app())
        var encoder = StateEncoder(numberingTagsOf: session)
        for step in steps { _ = try session.perform(step) }
        encoder.encode(session)
        let parent = Array(encoder.key)
        var layerStarts: [Int] = []
        var spare: [Layer] = []
        encoder.decode(
            parent[...], template: session, into: &session, layerStarts: &layerStarts, spareLayers: &spare)
        _ = try session.perform(action)
        var written: [Int] = []
        let first = encoder.encode(session, after: parent[...], layerStarts: layerStarts, written: &written)
        var starts: [Int] = []
        Array(encoder.key).withUnsafeBufferPointer { bytes in
            var reader = KeyReader(bytes, from: LayerTable.environmentEnd(bytes))
            while !reader.isAtEnd {
                starts.append(reader.position)
                KeyLayout.skipLayer(&reader, atWindow: starts.count == 1)
            }
        }
        #expect(first <= starts.count)
        #expect(Array(written[0..<(starts.count - first)]) == Array(starts[first...]))
        #expect(
            first < starts.count || action.isEnvironment, "a move that is no size-class change writes a layer"
        )
    }

    /// Restoring a state after moves that presented layers, with `spareLayers` full: the
    /// layers over are removed as a dismissal removes them, and the session holds the key's
    /// state (its depth too), from which the same moves lead where they lead from the start.
    @Test func aRestoreWithNoRoomForSpareLayersRemovesTheLayersOver() throws {
        let start = Session(app: try app())
        var encoder = StateEncoder(numberingTagsOf: start)
        encoder.encode(start)
        let key = Array(encoder.key)
        var session = start
        var layerStarts: [Int] = []
        var spare = [Layer](repeating: Layer(frames: []), count: StateEncoder.spareLayersKept)
        encoder.decode(
            key[...], template: start, into: &session, layerStarts: &layerStarts, spareLayers: &spare)
        _ = try session.perform(.tap("Sheet"))
        _ = try session.perform(.tap("More"))
        #expect(session.state.layers.count == 3)
        encoder.decode(
            key[...], template: start, into: &session, layerStarts: &layerStarts, spareLayers: &spare)
        #expect(session.state == start.state)
        #expect(session.state.depth == start.state.depth)
        #expect(spare.count == StateEncoder.spareLayersKept)
        var fresh = start
        for move in [Action.tap("Sheet"), .tap("More")] {
            _ = try session.perform(move)
            _ = try fresh.perform(move)
            #expect(session.state == fresh.state)
        }
    }
}
