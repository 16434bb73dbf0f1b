/// What one worker found expanding its share of a batch of states: for each state, the moves
/// from it in order and where each led. Keys and coverage marks of the states not yet known are
/// kept one after another in shared arrays, so a piece costs a handful of allocations, not a
/// few per move.
struct Expansion: Sendable {
    /// The states expanded, in frontier order.
    var nodes: [Int32]
    /// Per state of `nodes`: where its moves end in `successors`.
    var ends: [Int] = []
    /// Every move from every state, in order.
    var successors: [Successor] = []
    /// The keys of the successors that were not known, one after another.
    var keys: [UInt8] = []
    /// Their coverage marks (`CoverageBasis.mark`), one after another.
    var shown: [Int32] = []
    var changed: [Int64] = []

    /// Room for the usual few moves a state: growing the arrays move by move copied every
    /// successor, an action's strings and all, a dozen times a piece. Four moves and 64 key
    /// bytes a state were still too few for ex5 (3.65 moves a state on average, more in many
    /// pieces; about 85 bytes of new keys): its successors grew 146 times in 425 pieces and
    /// its keys 1,331 times. Six and 128.
    init(nodes: [Int32]) {
        self.nodes = nodes
        ends.reserveCapacity(nodes.count)
        successors.reserveCapacity(nodes.count * 6)
        keys.reserveCapacity(nodes.count * 128)
    }
}

/// One move from a state and where it led.
struct Successor: Sendable {
    /// Where a move led.
    enum Outcome: Sendable {
        /// The model refused it.
        case refused(NavError)
        /// To a state known before the batch began.
        case known(Int32)
        /// To a state not known then: its key, what the graph records of it, and its coverage
        /// marks, as ranges of the piece's arrays.
        case reached(key: Range<Int>, info: NodeInfo, shown: Range<Int>, changed: Range<Int>)
    }

    /// The move.
    var action: Action
    /// The warnings it caused (none when refused).
    var warnings: [NavEvent]
    /// Where it led.
    var outcome: Outcome
}

/// What the explorer's graph keeps of each state: enough to tell home states and to blame a
/// dead end on its presenter, without the state itself.
struct NodeInfo: Sendable {
    /// How many layers it has.
    var layerCount: UInt16
    /// Its top layer's presenter, `view << 32 | trigger`, or -1 for the window's layer.
    var presenter: Int64
    /// Whether the root is shown: one layer, the root alone or with its detail.
    var isHome: Bool

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

/// The initial values coverage is measured against: a state changed if a live view holds
/// another value.
struct CoverageBasis: Sendable {
    private let initialValues: [[StateValue]]

    init(_ app: AppModel) { initialValues = app.views.map(\.initialValues) }

    /// Appends the views `session` shows to `shown`, and its states that differ from their
    /// initial values to `changed` (as `view << 32 | slot`).
    func mark(_ session: Session, shown: inout [Int32], changed: inout [Int64]) {
        // By index, as the encoder reads: iterating would copy each layer and frame, a
        // reference count for each of their arrays.
        let layers = session.state.layers
        for l in layers.indices {
            for f in layers[l].frames.indices {
                let view = layers[l].frames[f].view.index
                shown.append(Int32(view))
                let count = min(layers[l].frames[f].values.count, initialValues[view].count)
                for slot in 0..<count where layers[l].frames[f].values[slot] != initialValues[view][slot] {
                    changed.append(Int64(view) << 32 | Int64(slot))
                }
            }
        }
    }
}

/// Where the workers leave their pieces: one slot each, written by that worker alone while
/// they run and read by the caller once they have all returned.
final class ExpansionSlots: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Expansion>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = UnsafeMutablePointer<Expansion>.allocate(capacity: count)
    }

    /// Stores a worker's piece; each index once.
    func store(_ expansion: Expansion, at index: Int) {
        (slots + index).initialize(to: expansion)
    }

    /// The pieces, moved out, in index order; every slot must have been stored.
    func taken() -> [Expansion] {
        (0..<count).map { (slots + $0).move() }
    }

    /// Frees the slots, whose pieces `taken()` has moved out.
    func deallocate() { slots.deallocate() }
}
