/// What one worker found expanding its share of a batch of states: for each state, the moves
/// from it in order and where each led. The keys of the states not yet known are kept one after
/// another in one array, so a piece costs a handful of allocations, not a few per move.
struct Expansion: Sendable {
    /// The states expanded, in frontier order.
    var nodes: [Int32]
    /// Per state of `nodes`: where its moves end in `successors`.
    var ends: [Int] = []
    /// Every move from every state, in order. While the piece's states are expanded, the
    /// array is room its worker writes successors into through a pointer (see
    /// `Workspace.successorSlots`), longer than what was written; its worker then cuts it to
    /// the successors written.
    var successors: [Successor] = []
    /// The layer keys (see `LayerTable`) of the successors that were not known, one after
    /// another, in the first `keyCount` bytes. The array keeps its length from batch to batch
    /// as room the worker writes keys into through a pointer; the bytes past `keyCount` are
    /// left from earlier batches, and no successor's range reaches them.
    var keys: [UInt8] = []
    var keyCount = 0

    /// Room for the usual few moves a state: growing the arrays move by move copied every
    /// successor, an action's strings and all, a dozen times a piece. Four moves and 64 key
    /// bytes a state were still too few for ex5 (3.65 moves a state on average, more in many
    /// pieces; about 85 bytes of new keys): its successors grew 146 times in 425 pieces and
    /// its keys 1,331 times. Six and 128.
    init(nodes: ArraySlice<Int32>) {
        self.nodes = []
        restart(nodes: nodes)
    }

    /// The moves the worker performed (those the memos did not answer), which successors
    /// from `Successor.Source.performed` name.
    var performed: [PerformedMove] = []

    /// Empties the piece for `nodes` (its successors are emptied, and given room, by the worker
    /// as it starts writing them: see `Workspace.makeSuccessorRoom(for:)`), keeping the room
    /// its arrays have: a piece is reused batch
    /// after batch, so the arrays are allocated a few times an exploration, not for every
    /// batch, and they are emptied (their actions and warnings released) by the worker that
    /// fills them next rather than freed by the thread that merges.
    mutating func restart(nodes: ArraySlice<Int32>) {
        self.nodes.removeAll(keepingCapacity: true)
        self.nodes.append(contentsOf: nodes)
        ends.removeAll(keepingCapacity: true)
        keyCount = 0
        performed.removeAll(keepingCapacity: true)
        ends.reserveCapacity(nodes.count)
        Workspace.makeRoom(nodes.count * 128, in: &keys)
    }
}

/// One move from a state and where it led: plain values, so that a piece of a batch is
/// written and read without counting references. The move itself (its action, warnings and
/// refusal) is read where it lies: in a memo, or among the piece's performed moves.
struct Successor: Sendable {
    /// What the room for successors not yet written holds (see `Expansion.successors`).
    static let unwritten = Successor(source: .shared, move: 0, hasWarnings: false, outcome: .refused)

    /// Where a move's action, warnings and refusal lie.
    enum Source: UInt8, Sendable {
        /// `MoveMemo.moves` of the memo the workers shared during the batch.
        case shared
        /// `MoveMemo.moves` of the memo the piece's worker learnt into during the batch.
        case learnt
        /// `Expansion.performed` of the piece.
        case performed
    }

    /// Where a move led.
    enum Outcome: Sendable {
        /// The model refused it.
        case refused
        /// To a state known before the batch began.
        case known(Int32)
        /// To a state not known then: its layer key (a range of the piece's keys); whether
        /// every layer of it is numbered (otherwise the merge numbers them, and the key was not
        /// looked up: a layer the table lacked is in no state known) and then the key's
        /// `StateTable.hash`.
        case reached(key: Range<Int32>, hash: UInt32, isCanonical: Bool)
    }

    /// A move to a state not known then, whose layer key is the piece's keys from `start` to
    /// `end` (see `Outcome.reached`).
    ///
    /// The bounds are taken as they are: a piece's keys are far fewer than 2^31 bytes, and a
    /// key ends after it starts. Checked, they cost about six instructions a successor (ex7:
    /// 3.5M successors).
    @inline(__always)
    static func reached(from start: Int, to end: Int, hash: UInt32, isCanonical: Bool) -> Outcome {
        assert(start <= end && end <= Int(Int32.max), "a successor's key out of bounds")
        return .reached(
            key: Range(uncheckedBounds: (Int32(truncatingIfNeeded: start), Int32(truncatingIfNeeded: end))),
            hash: hash, isCanonical: isCanonical)
    }

    /// Where the move lies, and its index there.
    var source: Source
    var move: Int32
    /// Whether the move caused warnings.
    var hasWarnings: Bool
    /// Where it led.
    var outcome: Outcome
}

/// A move a worker performed: what the merge reads of it.
struct PerformedMove: Sendable {
    var action: Action
    var warnings: [NavEvent]
    var error: NavError?
}

/// The initial values coverage is measured against: a state changed if a live view holds
/// another value.
struct CoverageBasis: Sendable {
    private let initialValues: [[StateValue]]
    /// The initial values' codes in a key (`StateEncoder.code(of:)`), view after view (view
    /// `v`'s from `initialCodeStarts[v]`): every initial value is numbered, so a value differs
    /// from its initial value exactly when its code does.
    private let initialCodes: [Int32]
    private let initialCodeStarts: [Int]

    /// The basis of `app`'s states, whose keys `encoder` makes.
    init(_ app: AppModel, encoder: StateEncoder) {
        initialValues = app.views.map(\.initialValues)
        var codes: [Int32] = []
        var starts = [0]
        for values in initialValues {
            for value in values {
                guard let code = encoder.code(of: value) else {
                    preconditionFailure("an initial value the encoder did not number")
                }
                codes.append(Int32(code))
            }
            starts.append(codes.count)
        }
        (initialCodes, initialCodeStarts) = (codes, starts)
    }

    /// `mark(_:shown:changed:)` of `frames` frames of a layer, read by `reader` from the first:
    /// the views in the same order, and the same states changed, since a key holds each frame's
    /// view and values (a tag written out in full is not numbered, so never an initial value).
    /// The explorer marks each distinct layer once (see `LayerTable`).
    func mark(frames: Int, _ reader: inout KeyReader, shown: inout [Int32], changed: inout [Int64]) {
        for _ in 0..<frames {
            let view = reader.read()
            shown.append(Int32(truncatingIfNeeded: view))
            _ = reader.read()
            let values = reader.read()
            let first = initialCodeStarts[view]
            let initial = initialCodeStarts[view + 1] - first
            for slot in 0..<values {
                let code = reader.read()
                if code == StateEncoder.literalTagCode {
                    reader.skip(reader.read())
                    if slot < initial { changed.append(Int64(view) << 32 | Int64(slot)) }
                } else if slot < initial && code != Int(initialCodes[first + slot]) {
                    changed.append(Int64(view) << 32 | Int64(slot))
                }
            }
        }
    }

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

/// What the worker that takes piece `index` of a batch works with: the piece it fills and its
/// scratch state, kept from batch to batch. Each index is taken by one worker at a time, so
/// nothing here is shared while the workers run; and a worker's scratch session, encoder and
/// arrays, once written, are its own storage, not the start session's or another worker's.
struct Workspace {
    /// The piece: what the worker found.
    var expansion: Expansion
    /// The session each state is decoded over and each move performed on.
    var session: Session
    /// The states known when the batch began, in which the piece's successors are looked up
    /// (see `Workspace.resolve`): kept for the piece, so that each successor's first slot is
    /// fetched as soon as its hash is known.
    var lookupTable = StateTable.View()
    /// The encoder, with its own room for keys.
    var encoder: StateEncoder
    /// The layer key of the state being expanded (see `LayerTable`), where the state table
    /// keeps it (read only while its piece is expanded: see `StateTable.View`), and its length.
    var key = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    var keyLength = 0
    /// Where the key's environment ends; its layers' numbers (less one), where each starts in
    /// the key, and the view presenting each (0 for the window's), which the size-class changes
    /// read (see `LayerTransferCache`): `layerCount` of each, read ahead into `layerRows` (see
    /// `readAhead`); whether some layer has requests queued or dropped; the frames in all.
    var environmentEnd = 0
    var layerNumbers = UnsafeBufferPointer<Int>(start: nil, count: 0)
    var numberStarts = UnsafeBufferPointer<Int>(start: nil, count: 0)
    var layerPresenters = UnsafeBufferPointer<Int>(start: nil, count: 0)
    var layerCount = 0
    var hasRequests = false
    var depth = 0
    /// What `readAhead` read of each state of the piece, in order, and the numbers, starts and
    /// presenters of their layers: three runs of a third of the array each, one row a layer.
    /// Both keep their length from batch to batch.
    var statesAhead: [StateAhead] = []
    var layerRows: [Int] = []
    /// The state's `StateEncoder` key, written out only when a move is performed, and the
    /// encoder key the session was last read from, which `StateEncoder.decode` compares it
    /// with; their lengths.
    var encoderKey: [UInt8] = []
    var encoderKeyLength = 0
    var sessionKey: [UInt8] = []
    var sessionLength = 0
    /// Whether `encoderKey` is the state's; whether the session holds the state being expanded
    /// (read only when a move is performed), and whether as read rather than after a move.
    var isWritten = false
    var isDecoded = false
    var isRestored = false
    /// What this worker learnt of moves during the batch (see `MoveMemo`), added to the shared
    /// memo by the merge.
    var learnt = MoveMemo()
    /// Room for a successor's layer key and a context.
    var built: [UInt8] = []
    var builtLength = 0
    /// Whether every layer of the key in `built` is numbered (see `LayerTable`).
    var builtIsCanonical = true
    /// The contexts of the piece's states, in order, written ahead one after another (room
    /// kept from batch to batch: see `readAhead`); the hash of the context of the state being
    /// expanded and where it lies in `contexts`.
    var contexts: [UInt8] = []
    var contextAhead: (hash: UInt32, range: Range<Int>)?
    /// The memos' answers for each layer a size-class change met (see `LayerTransferCache`):
    /// its worker's, lent while a piece is expanded (see `WorkerTransferCaches`).
    var layerTransfers = LayerTransferCache()
    /// Room for a layer's bytes a size-class change made.
    var appearing: [UInt8] = []
    /// `StateEncoder.decode`'s record of where the layers of the state being expanded start,
    /// and the layers it keeps for reuse.
    var layerStarts: [Int] = []
    var spareLayers: [Layer] = []

    // What `learn` keeps to make a move learnt cheaper (see `Workspace+Expand.swift`).
    /// Per view, whether its buttons only route to segues it declares (see
    /// `ownRoutes(of:)`); empty until the first move learnt.
    var ownRoutes: [Bool] = []
    /// The first layer of the encoder's key that the last move performed wrote rather than
    /// copied, and where each from it on starts (see `StateEncoder.encode(_:after:layerStarts:written:)`).
    var writtenFrom = 0
    var writtenStarts: [Int] = []
    /// The dismissals performed while a state is expanded, with a key (see
    /// `MoveMemo.dismissalKey`), to be learnt once it is (see `keepDismissals`): each one's
    /// refusal, or its successor's layers from k on (a range of `pendingBytes`) and warnings.
    var pendingDismissals:
        [(key: UInt64, action: Action, error: NavError?, tail: Range<Int>, warnings: [NavEvent])] = []
    var pendingBytes: [UInt8] = []

    /// The second size-class change of the state being expanded, worked out with the first
    /// (see `SizeClassAhead`), until its turn.
    var sizeClassAhead: SizeClassAhead?

    /// While the piece's states are expanded, where its successors are written: the storage
    /// of `expansion.successors`, made room in for `successorRoom` of them (see
    /// `makeSuccessorRoom(for:)`), and how many are written. Appended one by one, each
    /// successor checked the array's uniqueness and room (ex7: about 25 instructions a
    /// successor, 3.5M successors).
    var successorSlots: UnsafeMutablePointer<Successor>?
    var successorRoom = 0
    var successorCount = 0
    /// The storage of the piece's keys, as a mutable access last found it (see
    /// `keyBytes(room:)`).
    var keySlots: UnsafeMutablePointer<UInt8>?
}

/// The workspaces of an exploration, one a piece of a batch, written by the worker that takes
/// that piece while the workers run and read by the merge once they have all returned.
final class Workspaces: @unchecked Sendable {
    private let spaces: UnsafeMutablePointer<Workspace>
    /// How many there are: the most pieces a batch is split into.
    private let count: Int

    /// `count` workspaces, each starting from `session`, with an encoder of its states.
    ///
    /// Each encoder is made anew rather than copied from one: copies would share the tables
    /// that number tags, and every key encoded counts references to them, so workers on
    /// different processors took turns at the same counters. An encoder numbers tags in the
    /// order the declarations and the session name them, so every one numbers them alike.
    init(count: Int, session: Session) {
        self.count = count
        spaces = UnsafeMutablePointer<Workspace>.allocate(capacity: count)
        for index in 0..<count {
            (spaces + index).initialize(
                to: Workspace(
                    expansion: Expansion(nodes: []), session: session,
                    encoder: StateEncoder(numberingTagsOf: session)))
        }
    }

    /// What the worker of piece `index` learnt during the batch, read by the merge.
    subscript(learnt index: Int) -> MoveMemo {
        _read { yield spaces[index].learnt }
    }

    deinit {
        spaces.deinitialize(count: count)
        spaces.deallocate()
    }

    /// Workspace `index`, to be changed only by the one worker given that index, while no one
    /// else reads it.
    func withSpace<Result>(_ index: Int, _ body: (inout Workspace) -> Result) -> Result {
        body(&spaces[index])
    }

    /// The piece of workspace `index`, read in place (the merge must not keep it past the
    /// batch: the workspace's arrays are emptied and filled again by the next).
    subscript(piece index: Int) -> Expansion {
        _read { yield spaces[index].expansion }
    }
}
