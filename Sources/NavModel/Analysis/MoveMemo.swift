/// What moves did, by the part of a state they depend on, so that a state whose part has been
/// seen has its successors' keys built from numbers rather than by decoding the state and
/// performing each move.
///
/// A state's key is its environment E, then its layers, each depending on that layer alone
/// and written as its number in the `LayerTable` (a layer key). Let P be the layers below k (k is the top layer less one, or 0) and T the
/// layers from k on. A move other than a size-class change (a tap, back, a swipe down, a tap
/// outside) reads only E and T, and writes only T, when it does not reach the depth limit,
/// when the names a button's `route` and `set` resolve are found in T, and when it wrote
/// nothing below k (`lowestChangedLayer`):
/// - the candidate actions read the top frame, the top layer's origin and, for
///   `isGestureDisabled`, its presenter, in layer k;
/// - a tap on a link sets the top frame's state; a button's `route` and `set` resolve from the
///   top down, so a name found in T is found there whatever P holds (a name not found in T, or
///   found in P, even where the write then changes nothing, makes the move one to perform);
///   `route nil` and `dismiss` clear the binding holding the top frame, in the top layer or
///   its presenter's, in layer k; a gesture reads the top layer's origin and the presenter's
///   trigger, in layer k, and clears that binding;
/// - reconciliation (`Session.settle`) starts at the lowest frame written, in T, and reads
///   only that layer and those above it (a layer's own origin's screen for its size classes,
///   the presenter of the layer above in it); with nothing written it walks the settled
///   hierarchy from the root, where nothing is out of place, so it writes nothing and says
///   nothing; the only global read is the depth, against the limit, which a move cannot reach
///   while the depth plus the number of layers stays below it (`Session.mayFailAfterWriting`),
///   so the memo is used only then;
/// - the one fact of a layer's place read is whether it is the window's (`layer > 0`: N2 or
///   N3 for an inert push, the size classes of a popover's content, N16): the memo's context
///   says whether k is 0. Layer k's origin modifier, whose popover attachment the presenter in
///   P decides, is never read: only the modifiers of layers above the one reconciled are.
/// So the successor is P followed by the same T' for every P, and the warnings are the same
/// (their steps count from the move's first event, in T). The context is (k is 0, E, T) and
/// the memo keeps, for each, the candidate actions and each one's outcome.
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
        /// The model refused it.
        case refused(NavError)
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

    /// The contexts seen, numbered; context `n`'s moves are `moves[moveStarts[n]..<moveStarts[n + 1]]`.
    /// The moves after the last start are those of the context being learnt (see
    /// `appendMove(_:refused:)` and `keepMoves(of:)`).
    private var contexts = StateTable(keepingRecent: false)
    private var moveStarts: [Int] = [0]
    private(set) var moves: [Move] = []
    /// Each move's `Step`.
    private(set) var steps: [Step] = []
    /// The transfers by key: open addressing, at most half full, 0 where empty (a key has its
    /// top bit set); `transferNumbers` holds each one's number in `transfers`.
    private var transferSlots = [UInt64](repeating: 0, count: 256)
    private var transferNumbers = [Int32](repeating: -1, count: 256)
    private(set) var transfers: [Transfer] = []
    private var transferKeys: [UInt64] = []
    /// The bytes the steps and transfers refer to; some refer to none (the tails of a context
    /// dropped, a context another memo had already when absorbing): left rather than moved.
    private(set) var bytes: [UInt8] = []

    /// Whether nothing is memoised.
    var isEmpty: Bool { moves.isEmpty && transfers.isEmpty && bytes.isEmpty }

    /// Forgets everything, keeping the room.
    mutating func removeAll() {
        guard !isEmpty else { return }
        contexts = StateTable(keepingRecent: false)
        moveStarts.removeAll(keepingCapacity: true)
        moveStarts.append(0)
        moves.removeAll(keepingCapacity: true)
        steps.removeAll(keepingCapacity: true)
        if !transfers.isEmpty {
            transferSlots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        }
        transfers.removeAll(keepingCapacity: true)
        transferKeys.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
    }

    /// The moves of `context`, or nil when it has not been seen.
    func moves(of context: ArraySlice<UInt8>) -> Range<Int>? {
        guard let number = contexts.number(of: context) else { return nil }
        return moveStarts[Int(number)]..<moveStarts[Int(number) + 1]
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

    /// Appends a move of the context being learnt that is performed every time.
    mutating func appendUnknown(_ action: Action) {
        moves.append(Move(action: action, outcome: .unknown))
        steps.append(Step(kind: .unknown, tail: 0..<0, hasWarnings: false))
    }

    /// Records the moves appended since the last context kept or dropped as those of
    /// `context`, not seen.
    mutating func keepMoves(of context: ArraySlice<UInt8>) {
        moveStarts.append(moves.count)
        contexts.add(context)
    }

    /// Forgets the moves appended since the last context kept or dropped (their tails' bytes
    /// stay, unreferenced).
    mutating func dropMoves() {
        let start = moveStarts[moveStarts.count - 1]
        moves.removeSubrange(start...)
        steps.removeSubrange(start...)
    }

    /// The transfer of a layer context, or nil when it has not been seen.
    @inline(__always)
    func transfer(_ key: UInt64) -> Transfer? {
        transferSlots.withUnsafeBufferPointer { slots in
            transferNumbers.withUnsafeBufferPointer { numbers in
                transfers.withUnsafeBufferPointer { transfers in
                    MoveMemo.transfer(key, slots: slots, numbers: numbers, transfers: transfers)
                }
            }
        }
    }

    /// The transfer of a layer context among `transfers`, found by key in `slots` (see
    /// `transferSlots`) with its number in `numbers`.
    @inline(__always)
    fileprivate static func transfer(
        _ key: UInt64, slots: UnsafeBufferPointer<UInt64>, numbers: UnsafeBufferPointer<Int32>,
        transfers: UnsafeBufferPointer<Transfer>
    ) -> Transfer? {
        var slot = Int(truncatingIfNeeded: spread(key)) & (slots.count - 1)
        while true {
            let found = slots[slot]
            if found == key { return transfers[Int(numbers[slot])] }
            if found == 0 { return nil }
            slot = (slot + 1) & (slots.count - 1)
        }
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
        transferKeys.append(key)
        if transfers.count * 2 > transferSlots.count {
            transferSlots = [UInt64](repeating: 0, count: transferSlots.count * 2)
            transferNumbers = [Int32](repeating: -1, count: transferSlots.count)
            for (number, known) in transferKeys.enumerated() { place(known, Int32(number)) }
        } else {
            place(key, Int32(transfers.count - 1))
        }
    }

    private mutating func place(_ key: UInt64, _ number: Int32) {
        var slot = Int(truncatingIfNeeded: MoveMemo.spread(key)) & (transferSlots.count - 1)
        while transferSlots[slot] != 0 { slot = (slot + 1) & (transferSlots.count - 1) }
        transferSlots[slot] = key
        transferNumbers[slot] = number
    }

    /// A key's bits mixed so that its low bits, which pick the slot, depend on all of them.
    @inline(__always)
    fileprivate static func spread(_ key: UInt64) -> UInt64 {
        let mixed = (key ^ (key >> 29)) &* 0xBF58_476D_1CE4_E5B9
        return mixed ^ (mixed >> 32)
    }

    /// Adds what `other` learnt and this memo lacks.
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
            let range = other.moveStarts[number]..<other.moveStarts[number + 1]
            moves.append(contentsOf: other.moves[range])
            for index in range { steps.append(other.steps[index].shifted(by: shift)) }
            moveStarts.append(moves.count)
            contexts.add(context, hash: hash)
        }
        for (number, key) in other.transferKeys.enumerated() where transfer(key) == nil {
            insert(transfer: key, other.transfers[number].shifted(by: shift))
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
        fileprivate let moveStarts: UnsafeBufferPointer<Int>
        /// Each move's `Step`.
        let steps: UnsafeBufferPointer<Step>
        /// The bytes the outcomes and transfers refer to.
        let bytes: UnsafeBufferPointer<UInt8>
        fileprivate let transferSlots: UnsafeBufferPointer<UInt64>
        fileprivate let transferNumbers: UnsafeBufferPointer<Int32>
        fileprivate let transfers: UnsafeBufferPointer<Transfer>

        /// The moves of `context`, whose `StateTable.hash` is `hash`, or nil when it has not
        /// been seen.
        @inline(__always)
        func moves(of context: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Range<Int>? {
            guard let number = contexts.number(of: context, hash: hash) else { return nil }
            return moveStarts[Int(number)]..<moveStarts[Int(number) + 1]
        }

        /// The first slot a lookup of a context with hash `hash` reads (`StateTable.hash`),
        /// read ahead of the lookup so that its cache miss overlaps other work (see
        /// `Workspace.expand(_:from:moves:memoised:states:layers:memo:)`).
        @inline(__always)
        func firstContextEntry(_ hash: UInt32) -> UInt64 { contexts.firstEntry(hash) }

        /// The transfer of a layer context, or nil when it has not been seen.
        @inline(__always)
        func transfer(_ key: UInt64) -> Transfer? {
            MoveMemo.transfer(key, slots: transferSlots, numbers: transferNumbers, transfers: transfers)
        }
    }

    /// Calls `body` with a view of the memo, valid only while it runs.
    func withView<Result>(_ body: (View) -> Result) -> Result {
        contexts.withView { contexts in
            moveStarts.withUnsafeBufferPointer { moveStarts in
                steps.withUnsafeBufferPointer { steps in
                    bytes.withUnsafeBufferPointer { bytes in
                        transferSlots.withUnsafeBufferPointer { transferSlots in
                            transferNumbers.withUnsafeBufferPointer { transferNumbers in
                                transfers.withUnsafeBufferPointer { transfers in
                                    body(
                                        View(
                                            contexts: contexts, moveStarts: moveStarts, steps: steps,
                                            bytes: bytes,
                                            transferSlots: transferSlots, transferNumbers: transferNumbers,
                                            transfers: transfers))
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
