/// What moves did, by the part of a state they depend on, so that a state whose part has been
/// seen has its successors' keys built from numbers rather than by decoding the state and
/// performing each move.
///
/// A state's key is its environment E, then its layers, each depending on that layer alone
/// and written as its number in the `LayerTable` (a layer key). Let t be the top layer, k the
/// one below it (t is at least 1: a state of the window's layer alone is expanded without the
/// memo) and P the layers below t. A move other than a size-class change reads and writes
/// only E and layer t, and for the rest only what it names of layer k, when it does not reach
/// the depth limit, when the names a button's `route` and `set` resolve are found in t, and
/// when it wrote nothing below t (`lowestChangedLayer`):
/// - the candidate actions read the top frame (its view and placement), t's origin (its
///   screen) and, for `isGestureDisabled`, the view of its presenter, in layer k, and the
///   environment;
/// - a tap on a link sets the top frame's state; a button's `route` and `set` resolve from the
///   top down, so a name found in t is found there whatever the layers below hold (a name not
///   found in t, even where the write then changes nothing, makes the move one to perform);
///   `back`, and `route nil` or `dismiss` from a pushed frame, clear a binding in t; an inert
///   push's warning (N2 or N3) asks whether the layer written is the window's, and t is not;
/// - reconciliation (`Session.settle`) starts at the lowest frame written, in t, and reads
///   only that layer and those it presents (a layer's own origin's screen for its size
///   classes, the presenter of the layer above in it); with nothing written it walks the
///   settled hierarchy from the root, where nothing is out of place, so it writes nothing and
///   says nothing; the only global read is the depth, against the limit, which a move cannot
///   reach while the depth plus the number of layers stays below it
///   (`Session.mayFailAfterWriting`), so the memo is used only then.
/// So the successor is P followed by the same t' (and any layer it presents) for every P, and
/// the warnings are the same (their steps count from the move's first event, in t). The
/// context is (E, t, the view presenting t) and the memo keeps, for each, the candidate
/// actions and each one's outcome. Layer k is not in it: ex7's 970,444 states have 49,254
/// contexts (E, k, t) but 5,826 contexts (E, t, presenter), and a context is learnt by
/// performing every move from a state of it. A move that led to a layer the table lacked
/// keeps that layer written out until the table numbers it (`Step.Kind.provisional`).
///
/// The moves that end t's presentation write layer k: a swipe down, a tap outside, and a tap
/// on a button of t's root frame, t's only frame, whose actions are all `dismiss` or
/// `route nil` (a dismissal, `MoveMemo.Step.Kind.dismissal`). Each clears the binding of k's
/// frame that presents t (t's origin frame and trigger), and reconciliation then starts at
/// that frame: it dismisses t, whose root view and screen only its events (never a warning)
/// name, and settles k, reading k (its origin's screen, its requests, which it may present),
/// whether k is the window's layer and E. The gestures read t's screen and the presenter's
/// trigger, which the candidates already decided; a button's event names its view and
/// control, and the view is the presenter's trigger's destination, t's root. So a dismissal's
/// successor is P below k, then the same k' (and any layer it presents), for every t of the
/// same origin and P, with the same warnings: the memo keeps it per `dismissalKey` (E, k,
/// whether k is the window's, t's origin frame, trigger and code, and which move), a move of
/// its own, found from the context's step. Ex7's states have 14,502 such keys, the move left
/// out.
///
/// A size-class change reconciles every layer from the root, but layer by layer, from the
/// window's up, reading no frame's values while no request is queued or dropped (then it is
/// performed): in layer l it adapts how layer l appears, or swaps its presentation (rule N10),
/// from the new environment E', the presenter's view and layer l's trigger and code (its
/// modifier and screen) and the size classes of layer l - 1 (E' made horizontally compact when
/// layer l - 1 now shows as a popover); then moves layer l's pushed frame between column and
/// stack from E', its root view, its own new screen and that frame's placement. A swap
/// dismisses layer l and those above and presents a fresh layer from that same presenter and
/// trigger, and reconciliation ends. So the memo keeps, per such layer context (a
/// `transferKey`), what became of the layer: its new code and placement, or the fresh layer's
/// bytes after its origin; and a size-class change is answered when every layer's context is
/// known. Applying that to a layer means writing its bytes anew and looking them up, so the
/// memo also keeps, per layer itself in its context (a `layerTransferKey`: the layer's number,
/// E', the presenter's view, whether the layer below now shows as a popover), the number of
/// the layer it became, or the numbers of the layers that replaced it: most changes are then
/// answered by a lookup a layer. Its only warnings come from presenting the fresh layer
/// (options too new for the iOS version), whose steps count the steps below: a swap with
/// warnings is not memoised.
///
/// A memo is shared by the workers while they expand a batch, which only read it (as they read
/// the `StateTable`); each worker fills a memo of its own with what it learnt, which the merge
/// adds to the shared one between batches, alone.
///
/// Every memoised successor is checked in debug builds by performing the move for real.
struct MoveMemo: Sendable {
    /// What a move did from a context.
    enum Outcome: Sendable {
        /// The model refused it. Boxed: a `NavError` in place made every outcome 64 bytes and
        /// every `Move` 120, where few moves are refused (ex7: the shared memo's moves, grown by
        /// doubling, were 13 MB).
        indirect case refused(NavError)
        /// It led to P followed by the bytes its `Step`'s tail gives, with these warnings.
        case moved(warnings: [NavEvent])
        /// A size-class change: see the transfers.
        case sizeClass
        /// It may read or write below layer k: performed every time.
        case unknown
    }

    /// A candidate action from a context and what it did.
    struct Move: Sendable {
        var action: Action
        var outcome: Outcome
    }

    /// What a worker reads of a `Move` to expand a state: its outcome's kind and, for a move
    /// that moved, its tail. Plain values, kept beside the moves: reading a `Move` copied its
    /// action and warnings, a dozen reference counts a state.
    struct Step: Sendable {
        /// `Outcome`'s cases.
        enum Kind: UInt8, Sendable {
            case refused, moved, sizeClass, unknown
            /// A dismissal (see the memo's header): its outcome is the move kept under its
            /// `dismissalKey`, with `dismissal` as the key's move.
            case dismissal
            /// A move that led, when learnt, to a layer the `LayerTable` lacked: as `moved`, but
            /// its tail holds that layer written out (`LayerTable.putLiteral`), looked up every
            /// time until the table numbers it, and then patched (see `addPatch`).
            case provisional
        }
        var kind: Kind
        /// The tail of a move that moved, in `bytes` (see `Outcome.moved`), else empty.
        var tail: Range<Int32>
        /// Whether it caused warnings.
        var hasWarnings: Bool
        /// For a size-class change, its axis (vertical or horizontal) and its size class
        /// (regular or compact), so that it is made without reading the move's action.
        var isVertical = false
        var isRegular = false
        /// For a dismissal, which move it is in its key (see `dismissalKey`).
        var dismissal: UInt8 = 0

        /// The step with its tail `shift` bytes further on.
        fileprivate func shifted(by shift: Int) -> Step {
            var step = self
            let (lower, upper) = (Int(tail.lowerBound) + shift, Int(tail.upperBound) + shift)
            step.tail = Int32(lower)..<Int32(upper)
            return step
        }
    }

    /// What a size-class change did to a layer in a context (see `transferKey`).
    enum Transfer: Sendable {
        /// It kept the layer, its origin's code now `code` and its pushed frame's placement
        /// `placement` (`LayerTable.noPush` where it has none); `isPopover` when it now shows as
        /// a popover.
        case kept(code: UInt8, placement: UInt8, isPopover: Bool)
        /// It swapped the layer's presentation for a fresh layer: one frame, the same origin
        /// frame and trigger, origin code `code`, then `bytes[rest]`; the layers above are gone.
        case swapped(code: UInt8, rest: Range<Int>)
        /// Not memoised: the change is performed.
        case unknown
        /// For a layer's own context (see `layerTransferKey`): it became the layer numbered
        /// `layer` in the `LayerTable`, which shows as a popover when `isPopover`.
        case became(layer: Int32, isPopover: Bool)
        /// For a layer's own context: it was swapped, and the layers from it on are now those
        /// numbered by `bytes[tail]` (a layer key's numbers).
        case replaced(tail: Range<Int>)

        /// The transfer with its bytes `shift` further on.
        fileprivate func shifted(by shift: Int) -> Transfer {
            switch self {
            case .swapped(let code, let rest):
                return .swapped(code: code, rest: (rest.lowerBound + shift)..<(rest.upperBound + shift))
            case .replaced(let tail):
                return .replaced(tail: (tail.lowerBound + shift)..<(tail.upperBound + shift))
            case .kept, .unknown, .became:
                return self
            }
        }
    }

    /// The contexts seen, numbered; context `n`'s moves are `moves[contextMoves[n]]`. The moves
    /// from `learningFrom` on are those of the context being learnt (see
    /// `appendMove(_:refused:)` and `keepMoves(of:)`); a dismissal's move lies between
    /// contexts' (see `add(dismissal:_:refused:tail:warnings:)`).
    private var contexts = StateTable(keepingRecent: false)
    private var contextMoves: [Range<Int>] = []
    private var learningFrom = 0
    private(set) var moves: [Move] = []
    /// Each move's `Step`.
    private(set) var steps: [Step] = []
    /// Each transfer's number in `transfers` by key (a key has its top bit set).
    private var transferNumbers = KeyNumbers()
    private(set) var transfers: [Transfer] = []
    /// Each dismissal's move (an index of `moves`) by `dismissalKey`.
    private var dismissalMoves = KeyNumbers()
    /// What a worker learnt of the shared memo's provisional moves: each one's index there and
    /// its tail with every layer numbered, in `bytes`, which `absorb` makes the shared memo's.
    private(set) var patches: [(shared: Int32, tail: Range<Int32>)] = []
    /// The bytes the steps and transfers refer to; some refer to none (the tails of a context
    /// dropped, a context another memo had already when absorbing): left rather than moved.
    private(set) var bytes: [UInt8] = []

    /// Whether nothing is memoised.
    var isEmpty: Bool {
        moves.isEmpty && transfers.isEmpty && bytes.isEmpty && dismissalMoves.isEmpty && patches.isEmpty
    }

    /// Forgets everything, keeping the room.
    mutating func removeAll() {
        guard !isEmpty else { return }
        contexts = StateTable(keepingRecent: false)
        contextMoves.removeAll(keepingCapacity: true)
        learningFrom = 0
        moves.removeAll(keepingCapacity: true)
        steps.removeAll(keepingCapacity: true)
        transferNumbers.removeAll()
        transfers.removeAll(keepingCapacity: true)
        dismissalMoves.removeAll()
        patches.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
    }

    /// The moves of `context`, or nil when it has not been seen.
    func moves(of context: ArraySlice<UInt8>) -> Range<Int>? {
        guard let number = contexts.number(of: context) else { return nil }
        return contextMoves[Int(number)]
    }

    /// Appends a move of the context being learnt that the model refused.
    ///
    /// A context's moves are appended one by one where they are kept, with their steps and
    /// tails, then kept under the context (`keepMoves(of:)`) or dropped (`dropMoves()`): they
    /// were made in a buffer of the worker's and added whole, which copied every move twice
    /// and went through each outcome again to move its tail and make its step (about 2,900
    /// instructions a context, 3.5% of exploring ex7, half of it in the merge).
    ///
    /// The action is taken, not copied: the explorer gives up each action it learns (a copy
    /// and the destruction of the original cost about 150 instructions a move learnt).
    mutating func appendMove(_ action: consuming Action, refused error: NavError) {
        moves.append(Move(action: action, outcome: .refused(error)))
        steps.append(Step(kind: .refused, tail: 0..<0, hasWarnings: false))
    }

    /// Appends a move of the context being learnt that led to P followed by `tail`, with these
    /// warnings; the action taken (see `appendMove(_:refused:)`).
    mutating func appendMove(_ action: consuming Action, tail: ArraySlice<UInt8>, warnings: [NavEvent]) {
        let first = bytes.count
        // From a buffer: appending the slice itself went through its generic copy.
        tail.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
        steps.append(
            Step(kind: .moved, tail: Int32(first)..<Int32(bytes.count), hasWarnings: !warnings.isEmpty))
        moves.append(Move(action: action, outcome: .moved(warnings: warnings)))
    }

    /// Appends a size-class change of the context being learnt.
    mutating func appendSizeClass(_ axis: SizeClassAxis, _ sizeClass: SizeClass) {
        moves.append(Move(action: .sizeClass(axis, sizeClass), outcome: .sizeClass))
        steps.append(
            Step(
                kind: .sizeClass, tail: 0..<0, hasWarnings: false, isVertical: axis == .vertical,
                isRegular: sizeClass == .regular))
    }

    /// Appends a dismissal of the context being learnt, `dismissal` its move in its key (see
    /// `dismissalKey`).
    mutating func appendDismissal(_ action: Action, _ dismissal: UInt8) {
        moves.append(Move(action: action, outcome: .unknown))
        steps.append(Step(kind: .dismissal, tail: 0..<0, hasWarnings: false, dismissal: dismissal))
    }

    /// Records a dismissal not seen under its key: refused with `error`, or to P below k
    /// followed by `tail`, with these warnings. Only between contexts: its move is kept apart
    /// from any context's, after the last kept or dropped.
    mutating func add(
        dismissal key: UInt64, _ action: Action, refused error: NavError?, tail: ArraySlice<UInt8>,
        warnings: [NavEvent]
    ) {
        #if DEBUG
            precondition(moves.count == learningFrom, "a dismissal among a context's moves")
            precondition(dismissal(key) == nil, "a dismissal kept twice")
        #endif
        if let error {
            appendMove(action, refused: error)
        } else {
            appendMove(action, tail: tail, warnings: warnings)
        }
        learningFrom = moves.count
        dismissalMoves.add(key, Int32(moves.count - 1))
    }

    /// The move kept under a dismissal's key, or nil when it has not been seen.
    @inline(__always)
    func dismissal(_ key: UInt64) -> Int? { dismissalMoves.number(key) }

    /// The key of a dismissal (see the memo's header) from environment (`major`, `minor`,
    /// `classes`, as a key writes them): layer k, numbered `below` in the `LayerTable`, and
    /// whether it is the window's; t's origin frame, trigger and code (see `LayerTable.Info`);
    /// the move, 1 for a swipe down, 2 for a tap outside, 3 + the control's index for a tap.
    /// Nil when a number does not fit (then the move is performed).
    static func dismissalKey(
        major: Int, minor: Int, classes: Int, below: Int, belowAtWindow: Bool, originFrame: Int,
        originTrigger: Int, code: UInt8, move: Int
    ) -> UInt64? {
        guard major < 32, minor < 16, below < 1 << 26, originFrame < 1 << 6, originTrigger < 1 << 8,
            move > 0, move < 1 << 8
        else { return nil }
        // The code is the modifier's (0 to 2) << 4 | the screen's (0 to 2): four bits. The
        // move is never 0, so neither is a key.
        let packed = UInt64(code >> 4) << 2 | UInt64(code & 3)
        var bits = UInt64(below) << 38 | UInt64(major) << 33 | UInt64(minor) << 29 | UInt64(classes) << 27
        bits |= UInt64(belowAtWindow ? 1 : 0) << 26 | UInt64(originFrame) << 20 | UInt64(originTrigger) << 12
        return bits | packed << 8 | UInt64(move)
    }

    /// Appends a move of the context being learnt that led to P followed by `tail`, with these
    /// warnings, where `tail` holds a layer the `LayerTable` lacked, written out (see
    /// `Step.Kind.provisional`).
    ///
    /// Such a context was dropped, and learnt again, every move performed, once the table had
    /// numbered the layer: ex7 learnt 9,656 contexts for its 5,825, 4,777 of them dropped.
    mutating func appendProvisional(_ action: Action, tail: ArraySlice<UInt8>, warnings: [NavEvent]) {
        appendMove(action, tail: tail, warnings: warnings)
        steps[steps.count - 1].kind = .provisional
    }

    /// Records that provisional move `index` of this memo leads to P followed by `tail`, every
    /// layer numbered: a move that moved from now on.
    mutating func patch(_ index: Int, tail: ArraySlice<UInt8>) {
        let first = bytes.count
        tail.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
        steps[index].kind = .moved
        steps[index].tail = Int32(first)..<Int32(bytes.count)
    }

    /// Records that provisional move `index` of the shared memo (the one this memo is absorbed
    /// into) leads to P followed by `tail`, every layer numbered: the workers answer it so from
    /// this memo until the shared memo absorbs it.
    mutating func addPatch(shared index: Int, tail: ArraySlice<UInt8>) {
        let first = bytes.count
        tail.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
        patches.append((Int32(index), Int32(first)..<Int32(bytes.count)))
    }

    /// The tail, in `bytes`, of provisional move `index` of the shared memo with every layer
    /// numbered (see `addPatch`), or nil. A batch patches few moves: searched one by one.
    func patch(ofShared index: Int) -> Range<Int>? {
        for patch in patches where Int(patch.shared) == index {
            return Int(patch.tail.lowerBound)..<Int(patch.tail.upperBound)
        }
        return nil
    }

    /// Appends a move of the context being learnt that is performed every time.
    mutating func appendUnknown(_ action: Action) {
        moves.append(Move(action: action, outcome: .unknown))
        steps.append(Step(kind: .unknown, tail: 0..<0, hasWarnings: false))
    }

    /// Records the moves appended since the last context kept or dropped as those of
    /// `context`, not seen.
    mutating func keepMoves(of context: ArraySlice<UInt8>) {
        contextMoves.append(learningFrom..<moves.count)
        learningFrom = moves.count
        contexts.add(context)
    }

    /// Forgets the moves appended since the last context kept or dropped (their tails' bytes
    /// stay, unreferenced).
    mutating func dropMoves() {
        moves.removeSubrange(learningFrom...)
        steps.removeSubrange(learningFrom...)
    }

    /// The transfer of a layer context, or nil when it has not been seen.
    @inline(__always)
    func transfer(_ key: UInt64) -> Transfer? {
        transferNumbers.number(key).map { transfers[$0] }
    }

    /// Records the transfer of a layer context not seen, its bytes (for a swap) in `from`.
    mutating func add(transfer key: UInt64, _ transfer: Transfer, bytes from: ArraySlice<UInt8>) {
        // Only a swap's bytes are copied.
        var stored = transfer
        switch transfer {
        case .swapped(let code, let rest):
            let start = bytes.count
            bytes.append(contentsOf: from[rest])
            stored = .swapped(code: code, rest: start..<bytes.count)
        case .replaced(let tail):
            let start = bytes.count
            bytes.append(contentsOf: from[tail])
            stored = .replaced(tail: start..<bytes.count)
        case .kept, .unknown, .became:
            break
        }
        insert(transfer: key, stored)
    }

    /// Records the transfer of a layer context not seen, whose bytes are in place.
    private mutating func insert(transfer key: UInt64, _ stored: Transfer) {
        transfers.append(stored)
        transferNumbers.add(key, Int32(transfers.count - 1))
    }

    /// Adds what `other` learnt and this memo lacks, and what it found its provisional moves do
    /// (`addPatch`: `other` read this memo as the shared one).
    ///
    /// Its bytes are appended whole, so that every tail moves by the same shift: finding each
    /// context's bytes cost more than the few bytes of contexts this memo had already.
    mutating func absorb(_ other: MoveMemo) {
        guard !other.isEmpty else { return }
        let shift = bytes.count
        bytes.append(contentsOf: other.bytes)
        for number in 0..<other.contexts.count {
            let context = other.contexts[Int32(number)]
            let hash = StateTable.hash(context)
            guard contexts.number(of: context, hash: hash) == nil else { continue }
            let range = other.contextMoves[number]
            let first = moves.count
            moves.append(contentsOf: other.moves[range])
            for index in range { steps.append(other.steps[index].shifted(by: shift)) }
            contextMoves.append(first..<moves.count)
            contexts.add(context, hash: hash)
        }
        for (key, number) in zip(other.transferNumbers.keys, other.transferNumbers.values)
        where transfer(key) == nil {
            insert(transfer: key, other.transfers[Int(number)].shifted(by: shift))
        }
        for (key, index) in zip(other.dismissalMoves.keys, other.dismissalMoves.values)
        where dismissal(key) == nil {
            moves.append(other.moves[Int(index)])
            steps.append(other.steps[Int(index)].shifted(by: shift))
            dismissalMoves.add(key, Int32(moves.count - 1))
        }
        learningFrom = moves.count
        for patch in other.patches where steps[Int(patch.shared)].kind == .provisional {
            let tail = (Int(patch.tail.lowerBound) + shift)..<(Int(patch.tail.upperBound) + shift)
            steps[Int(patch.shared)].kind = .moved
            steps[Int(patch.shared)].tail = Int32(tail.lowerBound)..<Int32(tail.upperBound)
        }
    }

    /// The key of a layer's context in a size-class change to environment (`major`, `minor`,
    /// `classes`, as a key writes them): for `layer` (at the window or above), its root view,
    /// its pushed frame's placement, and for a presented layer its origin's trigger and code,
    /// its presenter's view and whether the layer below now shows as a popover; nil when a
    /// number does not fit (then the change is performed).
    static func transferKey(
        major: Int, minor: Int, classes: Int, _ layer: LayerTable.Info, atWindow: Bool, root: Int,
        presenter: Int,
        belowIsPopover: Bool
    ) -> UInt64? {
        let placement = Int(layer.placement)
        guard major < 32, minor < 16, root < 1 << 16, placement < 4 else { return nil }
        var bits = UInt64(1) << 63 | UInt64(major) << 57 | UInt64(minor) << 53 | UInt64(classes) << 51
        bits |= UInt64(placement) << 49 | UInt64(root) << 33
        guard !atWindow else { return bits }
        let (trigger, code) = (Int(layer.originTrigger), Int(layer.code))
        guard trigger < 1 << 8, presenter < 1 << 16 else { return nil }
        // The code is the modifier's (0 to 2) << 4 | the screen's (0 to 2): four bits.
        let packed = (code >> 4) << 2 | (code & 3)
        bits |= 1 << 32 | UInt64(belowIsPopover ? 1 : 0) << 31 | UInt64(packed) << 24
        return bits | UInt64(trigger) << 16 | UInt64(presenter)
    }

    /// The key of a layer's own context in a size-class change to environment (`major`,
    /// `minor`, `classes`): the layer numbered `layer` in the `LayerTable` (at the window or
    /// above), its presenter's view and whether the layer below now shows as a popover; nil
    /// when a number does not fit. Finer than `transferKey`, whose contexts many layers share:
    /// what the change made of this very layer, so that it is found again without writing the
    /// layer's bytes and looking them up. Bit 62 tells the two kinds of key apart (a
    /// `transferKey` leaves it clear).
    static func layerTransferKey(
        major: Int, minor: Int, classes: Int, layer: Int, atWindow: Bool, presenter: Int, belowIsPopover: Bool
    ) -> UInt64? {
        guard major < 32, minor < 16, layer < 1 << 32, presenter < 1 << 16 else { return nil }
        var bits = UInt64(3) << 62 | UInt64(major) << 57 | UInt64(minor) << 53 | UInt64(classes) << 51
        bits |= UInt64(atWindow ? 1 : 0) << 50 | UInt64(belowIsPopover ? 1 : 0) << 49
        return bits | UInt64(presenter) << 32 | UInt64(layer)
    }

    /// Appends `number` to `bytes` as a key writes it (LEB128).
    static func put(_ number: Int, to bytes: inout [UInt8]) {
        var rest = UInt(bitPattern: number)
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(truncatingIfNeeded: rest))
    }

}

extension MoveMemo {
    /// The memo read through pointers to its storage, for the workers of an exploration (see
    /// `StateTable.View`): the memo they share is read for every state, and counting references
    /// to its storage from both processors made them take turns at its counters.
    struct View {
        fileprivate let contexts: StateTable.View
        fileprivate let contextMoves: UnsafeBufferPointer<Range<Int>>
        /// Each move's `Step`.
        let steps: UnsafeBufferPointer<Step>
        /// The bytes the outcomes and transfers refer to.
        let bytes: UnsafeBufferPointer<UInt8>
        fileprivate let transferNumbers: KeyNumbers.View
        fileprivate let transfers: UnsafeBufferPointer<Transfer>
        fileprivate let dismissalMoves: KeyNumbers.View

        /// The move kept under a dismissal's key, or nil when it has not been seen.
        @inline(__always)
        func dismissal(_ key: UInt64) -> Int? {
            dismissalMoves.number(key)
        }

        /// The moves of `context`, whose `StateTable.hash` is `hash`, or nil when it has not
        /// been seen.
        @inline(__always)
        func moves(of context: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Range<Int>? {
            guard let number = contexts.number(of: context, hash: hash) else { return nil }
            return contextMoves[Int(number)]
        }

        /// Asks the processor to fetch the first slot a lookup of a context with hash `hash`
        /// reads (`StateTable.hash`), ahead of the lookup, so that its cache miss overlaps other
        /// work (see `Workspace.readAhead`), as the state table's slots are fetched.
        @inline(__always)
        func prefetchContext(_ hash: UInt32) { contexts.prefetchFirst(hash) }

        /// The transfer of a layer context, or nil when it has not been seen.
        @inline(__always)
        func transfer(_ key: UInt64) -> Transfer? {
            transferNumbers.number(key).map { transfers[$0] }
        }
    }

    /// Calls `body` with a view of the memo, valid only while it runs.
    func withView<Result>(_ body: (View) -> Result) -> Result {
        contexts.withView { contexts in
            contextMoves.withUnsafeBufferPointer { contextMoves in
                steps.withUnsafeBufferPointer { steps in
                    bytes.withUnsafeBufferPointer { bytes in
                        transfers.withUnsafeBufferPointer { transfers in
                            transferNumbers.withView { transferNumbers in
                                dismissalMoves.withView { dismissalMoves in
                                    body(
                                        View(
                                            contexts: contexts, contextMoves: contextMoves, steps: steps,
                                            bytes: bytes, transferNumbers: transferNumbers,
                                            transfers: transfers, dismissalMoves: dismissalMoves))
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
