/// Where the dead-end analysis (`ExplorationGraph.deadStates`) reads each state's `NodeInfo`,
/// which the graph does not keep.
///
/// The graph kept it beside each state's parent and action, 16 bytes of its 24: 15.5 MB on ex7
/// (970,444 states), every page of it written for the first time by the merge, which runs
/// while the workers wait, and the first write of a page is the kernel clearing it (perf, two
/// workers: 36% of all samples in `clear_page_erms`, most of them under the merge). The info
/// is a function of the state's key, which the state table keeps anyway: the analysis reads it
/// there, on the workers, once the search is over, and the merge no longer works it out.
protocol NodeInfoSource: Sendable {
    /// State `node`'s info.
    func info(of node: Int) -> NodeInfo
}

/// The explorer's `NodeInfoSource`: each state's info read from its layer key in the state
/// table. Valid while neither table changes, as after the search.
struct KeyedNodeInfo: NodeInfoSource, @unchecked Sendable {
    /// The explored states' layer keys, numbered as the graph's states.
    let states: StateTable.View
    /// The layers those keys number.
    let layers: LayerTable.View

    func info(of node: Int) -> NodeInfo {
        layers.nodeInfo(ofKey: states.key(Int32(truncatingIfNeeded: node)))
    }
}

/// What the dead-end analysis reads of each state: enough to tell home states and to blame a
/// dead end on its presenter, without the state itself. The graph does not keep it: it is read
/// from the state's key when the analysis runs (see `NodeInfoSource`).
struct NodeInfo: Sendable {
    /// How many layers it has.
    var layerCount: UInt16
    /// Its top layer's presenter, `view << 32 | trigger`, or -1 for the window's layer.
    var presenter: Int64
    /// Whether the root is shown: one layer, the root alone or with its detail.
    var isHome: Bool

    /// The info given.
    init(layerCount: UInt16, presenter: Int64, isHome: Bool) {
        self.layerCount = layerCount
        self.presenter = presenter
        self.isHome = isHome
    }

    /// Borrowed, not taken: an initializer takes its arguments owned, so each state reached
    /// cost a copy of the session (a dozen reference counts) just to read it.
    init(_ session: borrowing Session) {
        let count = session.state.layers.count
        layerCount = UInt16(truncatingIfNeeded: count)
        if let origin = session.state.layers[count - 1].origin {
            let view = session.state.layers[count - 2].frames[origin.frame].view.index
            presenter = Int64(view) << 32 | Int64(origin.trigger)
        } else {
            presenter = -1
        }
        let rootCount = session.state.layers[0].frames.count
        isHome =
            count == 1
            && (rootCount == 1 || (rootCount == 2 && session.state.layers[0].frames[1].placement == .detail))
    }
}
