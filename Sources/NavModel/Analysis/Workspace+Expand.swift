/// A worker's expansion of its share of a batch, answering moves from the `MoveMemo` where it
/// can and performing the others on its scratch session.
///
/// The tables every worker reads (the states, the layers, the shared memo) are read through
/// views (`StateTable.View`), taken once for the share: a slice of a table's storage counts a
/// reference to it, and two workers counting references to the same storage took turns at its
/// counters.
extension Workspace {
    /// Every move from each state of `nodes`, with the successor's layer key (see
    /// `LayerTable`) looked up among the states known so far; from the memos when `memoised`
    /// (never for `route` and `set` moves, whose candidates depend on every layer).
    ///
    /// A state whose context (its environment, top layer and the view presenting it: see
    /// `MoveMemo`) the shared memo, or this worker's, knows has its successors' keys built from
    /// its own numbers and the memo's, without being decoded; a dismissal, likewise, when a memo
    /// knows its key; a size-class change, likewise, when the memo knows what
    /// it does to each layer. Moves the memo cannot answer are performed on the scratch
    /// session, over which the state is then decoded, and what they did is learnt.
    mutating func expand(
        _ nodes: ArraySlice<Int32>, from start: Session, moves: Moves, memoised: Bool,
        states: StateTable.View,
        layers: LayerTable, memo: MoveMemo
    ) {
        expansion.restart(nodes: nodes)
        learnt.removeAll()
        lookupTable = states
        // The piece's first state decoded is read whole.
        layerStarts.removeAll(keepingCapacity: true)
        sessionLength = 0
        layers.withView { layers in
            memo.withView { shared in
                readAhead(nodes, states: states, layers: layers, memo: shared, withContexts: memoised)
                expandEach(
                    nodes, from: start, moves: moves, memoised: memoised, states: states, layers: layers,
                    memo: shared, sharedMoves: memo)
                resolve(states)
            }
        }
    }

    /// Expands each state of `nodes` in turn (see `expand(_:from:moves:memoised:states:layers:memo:)`),
    /// from what `readAhead` read of it.
    ///
    /// A function of its own: written in the closure that then resolves the piece's
    /// successors, it made that loop keep its values on the stack (ex7: `resolve` 12
    /// instructions a successor more).
    @inline(never)
    private mutating func expandEach(
        _ nodes: ArraySlice<Int32>, from start: Session, moves: Moves, memoised: Bool,
        states: StateTable.View, layers: LayerTable.View, memo shared: MoveMemo.View, sharedMoves: MoveMemo
    ) {
        // What was read ahead is read as local arrays, which they are swapped with (as
        // `changeSizeClassFromLayers` does the piece's keys), through pointers taken
        // once for the piece: each state's layers are `layerRows`' rows, not copied.
        // Where each state's moves end is written through a pointer too, into room made for
        // the piece: appended state by state, each checked the array's uniqueness and room
        // (ex7: about 15 instructions a state).
        let endsStart = expansion.ends.count
        expansion.ends.append(contentsOf: repeatElement(0, count: nodes.count))
        makeSuccessorRoom(for: nodes.count)
        defer { cutSuccessors() }
        var (rows, ahead, ends) = ([Int](), [StateAhead](), [Int]())
        swap(&rows, &layerRows)
        swap(&ahead, &statesAhead)
        swap(&ends, &expansion.ends)
        defer {
            swap(&rows, &layerRows)
            swap(&ahead, &statesAhead)
            swap(&ends, &expansion.ends)
        }
        rows.withUnsafeBufferPointer { rows in
            ahead.withUnsafeBufferPointer { ahead in
                ends.withUnsafeMutableBufferPointer { ends in
                    guard let numbers = rows.baseAddress else { return }
                    let room = rows.count / 3
                    for (index, node) in nodes.enumerated() {
                        let state = ahead[index]
                        key = states.key(node)
                        keyLength = key.count
                        (environmentEnd, layerCount) = (state.environmentEnd, state.layerCount)
                        (depth, hasRequests) = (state.depth, state.hasRequests)
                        let first = numbers + state.rows
                        layerNumbers = UnsafeBufferPointer(start: first, count: layerCount)
                        numberStarts = UnsafeBufferPointer(start: first + room, count: layerCount)
                        layerPresenters = UnsafeBufferPointer(start: first + 2 * room, count: layerCount)
                        contextAhead = memoised && state.hasContext ? (state.hash, state.context) : nil
                        expand(
                            node, from: start, moves: moves, memoised: memoised, states: states,
                            layers: layers, memo: shared, sharedMoves: sharedMoves)
                        ends[endsStart &+ index] = successorCount
                    }
                }
            }
        }
    }

    /// Empties the piece's successors and makes room in them for those of `count` states,
    /// written through `successorSlots` (see `append(_:)`): four a state (ex5 averages 3.65)
    /// and a few more, more when it needs it (`growSuccessors()`). Only the room the array
    /// lacks is written, since `cutSuccessors()` cut it to those written in the batch before.
    private mutating func makeSuccessorRoom(for count: Int) {
        let room = count &* 4 &+ 16
        if expansion.successors.count < room {
            expansion.successors.append(
                contentsOf: repeatElement(Successor.unwritten, count: room &- expansion.successors.count))
        }
        takeSuccessorSlots()
        successorCount = 0
    }

    /// Takes a pointer to the storage of the piece's successors, as long as the array is not
    /// changed (only `growSuccessors()` and `cutSuccessors()` change it, and take it again or
    /// let it go).
    private mutating func takeSuccessorSlots() {
        successorRoom = expansion.successors.count
        successorSlots = expansion.successors.withUnsafeMutableBufferPointer { $0.baseAddress }
    }

    /// Cuts the piece's successors to those written: their count is what the merge reads.
    private mutating func cutSuccessors() {
        expansion.successors.removeLast(expansion.successors.count &- successorCount)
        (successorSlots, successorRoom) = (nil, 0)
    }

    /// More room for the piece's successors, those written kept.
    @inline(never)
    private mutating func growSuccessors() {
        expansion.successors.append(
            contentsOf: repeatElement(Successor.unwritten, count: successorRoom / 4 + 64))
        takeSuccessorSlots()
    }

    /// Writes `successor` as the piece's next, into the room made for it.
    @inline(__always)
    private mutating func append(_ successor: Successor) {
        if successorCount == successorRoom { growSuccessors() }
        (successorSlots.unsafelyUnwrapped + successorCount).pointee = successor
        successorCount &+= 1
    }

    /// Every move from state `node` (see `expand(_:from:moves:memoised:states:layers:memo:)`);
    /// `sharedMoves` is the memo `shared` views, whose actions are read for the moves it says
    /// to perform. The caller records where its moves end (`Expansion.ends`).
    ///
    /// Inlined in `expandEach`, with the replay of the memo's moves: the compiler left them
    /// apart once `expandEach` wrote where each state's moves end, about 40M instructions
    /// more on ex7.
    @inline(__always)
    private mutating func expand(
        _ node: Int32, from start: Session, moves: Moves, memoised: Bool, states: StateTable.View,
        layers: LayerTable.View, memo shared: MoveMemo.View, sharedMoves: MoveMemo
    ) {
        (isWritten, isDecoded, isRestored) = (false, false, false)
        // Then no move reaches the depth limit (see `Session.mayFailAfterWriting`).
        guard memoised && depth + layerCount < start.depthLimit else {
            restore(start, layers)
            for action in session.candidateActions(moves) {
                perform(action, from: start, layers: layers)
            }
            return
        }
        // The window's layer alone is the whole state, expanded once, so no memo keeps its
        // moves (see `learn`).
        guard layerCount > 1 else {
            learn(
                context: nil, from: start, moves: moves, layers: layers, memo: shared,
                sharedMoves: sharedMoves)
            return
        }
        // The context read ahead (see `readAhead`, which writes one for every state of more than
        // one layer when the memo is used) is looked up in place: a slice of it counted
        // references to the array.
        guard let ahead = contextAhead else { preconditionFailure("a state's context not read ahead") }
        #if DEBUG
            // Worked out from the key's end; checked against the numbers read from its start.
            var own = Array(key[..<environmentEnd]) + key[numberStarts[layerCount - 1]..<keyLength]
            MoveMemo.put(layerPresenters[layerCount - 1], to: &own)
            precondition(contexts[ahead.range] == own[...], "a context read ahead differs from its own")
            precondition(
                StateTable.hash(own[...]) == ahead.hash, "a context's hash read ahead differs from its own")
        #endif
        let known = contexts.withUnsafeBufferPointer {
            shared.moves(of: UnsafeBufferPointer(rebasing: $0[ahead.range]), hash: ahead.hash)
        }
        if let range = known {
            replay(
                range, inShared: true, from: start, moves: moves, layers: layers,
                memo: shared, sharedMoves: sharedMoves)
        } else {
            let bytes = contexts[ahead.range]
            if let range = learnt.moves(of: bytes) {
                replay(
                    range, inShared: false, from: start, moves: moves, layers: layers,
                    memo: shared, sharedMoves: sharedMoves)
            } else {
                learn(
                    context: bytes, from: start, moves: moves, layers: layers, memo: shared,
                    sharedMoves: sharedMoves)
            }
        }
        // Asked here: called for every state, the call alone cost about 34 instructions (ex7).
        if !pendingDismissals.isEmpty { keepDismissals() }
    }

    /// Writes to the start of `buffer` the context (see `MoveMemo`) of the state whose layer key
    /// is `key`: the environment, the top layer's number, the view presenting it, which
    /// `presenterView` gives from the numbers of the top layer and the one below it and whether
    /// that one is the window's. Returns its `StateTable.hash` and length; nil for a state of
    /// one layer, which has no context, or when it does not fit there.
    ///
    /// The explorer writes its contexts as it reads each key ahead (`readAhead`), a layer's
    /// presenter at hand; this is the definition, from the key alone, that the tests hold
    /// those contexts to.
    static func writeContext(
        of key: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>,
        presenterView: (_ top: Int, _ below: Int, _ belowAtWindow: Bool) -> Int
    )
        -> (hash: UInt32, length: Int)?
    {
        let environmentEnd = LayerTable.environmentEnd(key)
        // The last two layers' numbers, found back from the key's end rather than by reading
        // every number from the first: 47 instructions a state less on ex7 (6,578M -> 6,532M).
        // The environment's last byte ends a number, so no search passes it.
        var start = key.count
        guard start > environmentEnd else { return nil }
        let top = LayerTable.number(before: &start, in: key) &- 1
        let from = start
        guard start > environmentEnd else { return nil }
        let below = LayerTable.number(before: &start, in: key) &- 1
        let presenter = UInt64(UInt(bitPattern: presenterView(top, below, start == environmentEnd)))
        var presenterLength = 1
        while presenter >> (7 * presenterLength) != 0 { presenterLength += 1 }
        let length = environmentEnd + key.count - from + presenterLength
        guard length <= buffer.count, let to = buffer.baseAddress, let base = key.baseAddress else {
            return nil
        }
        KeyWriter.copy(base, count: environmentEnd, to: to)
        KeyWriter.copy(base + from, count: key.count - from, to: to + environmentEnd)
        _ = KeyWriter.put(presenter, at: length - presenterLength, in: to)
        return (StateTable.hash(UnsafeBufferPointer(start: to, count: length)), length)
    }

    /// Writes the `StateEncoder` key of the state being expanded, if not yet written.
    private mutating func writeEncoderKey(_ layers: LayerTable.View) {
        guard !isWritten else { return }
        encoderKeyLength = layers.encoderKey(of: key, into: &encoderKey)
        isWritten = true
    }

    /// Makes the session hold the state being expanded: the first time, only the layers that
    /// differ from the state read last (see `StateEncoder.decode`); after a move, only the
    /// layers the move may have changed; after a refused one, nothing.
    private mutating func restore(_ start: Session, _ layers: LayerTable.View) {
        writeEncoderKey(layers)
        if !isDecoded {
            encoder.decode(
                encoderKey[..<encoderKeyLength], after: sessionKey[..<sessionLength], template: start,
                into: &session, layerStarts: &layerStarts, spareLayers: &spareLayers)
            sessionLength = encoderKey.withUnsafeBufferPointer { key in
                Workspace.write(UnsafeBufferPointer(rebasing: key[..<encoderKeyLength]), into: &sessionKey)
            }
            isDecoded = true
        } else if !isRestored {
            encoder.decode(
                encoderKey[..<encoderKeyLength], template: start, into: &session, layerStarts: &layerStarts,
                spareLayers: &spareLayers)
        }
        isRestored = true
    }

    /// Performs `action` on the session holding the state being expanded and records where it
    /// led (as a move of the piece's `performed`); returns its error, if refused. Otherwise
    /// `built` holds the successor's layer key. The action is taken, not copied, into the
    /// move performed: a caller that needs it no more gives it up.
    @discardableResult
    private mutating func perform(
        _ action: consuming Action, from start: Session, layers: LayerTable.View
    ) -> NavError? {
        restore(start, layers)
        isRestored = false
        let warnings: [NavEvent]
        do throws(NavError) {
            warnings = try session.performForWarnings(action)
        } catch {
            isRestored = true
            expansion.performed.append(PerformedMove(action: action, warnings: [], error: error))
            append(
                Successor(
                    source: .performed, move: Int32(expansion.performed.count - 1), hasWarnings: false,
                    outcome: .refused))
            return error
        }
        // Only the layers the move may have changed are written; the rest are the key's.
        writtenFrom = encoder.encode(
            session, after: encoderKey[..<encoderKeyLength], layerStarts: layerStarts, written: &writtenStarts
        )
        builtIsCanonical = writeSuccessorKey(layers)
        #if DEBUG
            var whole: [UInt8] = []
            _ = built.withUnsafeBufferPointer {
                layers.encoderKey(of: UnsafeBufferPointer(rebasing: $0[..<builtLength]), into: &whole)
            }
            precondition(whole == Array(encoder.key), "a successor's layer key differs from its key")
        #endif
        expansion.performed.append(PerformedMove(action: action, warnings: warnings, error: nil))
        record(
            .performed, Int32(expansion.performed.count - 1), hasWarnings: !warnings.isEmpty,
            isCanonical: builtIsCanonical)
        return nil
    }

    /// Writes the layer key of the encoder's key, the successor of the state being expanded by
    /// a move just performed, to `built`: the numbers of the layers the move left as they were
    /// are the state's, and each other layer is looked up, or written out when the table lacks
    /// it. Returns whether every layer is numbered.
    private mutating func writeSuccessorKey(_ layers: LayerTable.View) -> Bool {
        let count = session.state.layers.count
        // The layers below these are copied from the state's key by `encode(_:after:layerStarts:written:)`.
        let kept = min(
            session.state.lowestChangedLayer, session.state.lowestRewrittenLayer, layerStarts.count, count)
        var isCanonical = true
        // Written through pointers into the room `built` has (see `write(_:_:into:)`), its
        // length in `builtLength`: emptying it and appending the parts cost about 350
        // instructions a move performed.
        builtLength = encoder.key.withUnsafeBufferPointer { successor in
            let environment = LayerTable.environmentEnd(successor)
            let numbersEnd = kept < layerCount ? numberStarts[kept] : keyLength
            var length = Workspace.write(
                UnsafeBufferPointer(rebasing: successor[..<environment]),
                UnsafeBufferPointer(rebasing: key[environmentEnd..<numbersEnd]), into: &built)
            // A layer below the first the encoder wrote starts where it does in the state's
            // key, after an environment that may differ in length; the encoder recorded where
            // the others start (passing over each layer's numbers to find its end cost about
            // 150 instructions a layer).
            let shift = environment - layerStarts[0]
            guard kept < count else { return length }
            return writtenStarts.withUnsafeBufferPointer { written in
                var start = kept < writtenFrom ? layerStarts[kept] + shift : written[kept - writtenFrom]
                for layer in kept..<count {
                    let next = layer + 1
                    let end =
                        next == count
                        ? successor.count
                        : next < writtenFrom ? layerStarts[next] + shift : written[next - writtenFrom]
                    let bytes = UnsafeBufferPointer(rebasing: successor[start..<end])
                    if let number = layers.number(of: bytes, atWindow: layer == 0) {
                        length = KeyWriter.put(number + 1, at: length, into: &built)
                    } else {
                        isCanonical = false
                        built.removeSubrange(length...)
                        LayerTable.putLiteral(bytes, to: &built)
                        length = built.count
                    }
                    start = end
                }
                return length
            }
        }
        return isCanonical
    }

    /// Records where the layer key in `built[..<builtLength]` led by move `move` of `source`: to
    /// a state not known, until `resolve(_:)` looks up the keys whose every layer is numbered
    /// and finds which are known.
    @inline(__always)
    private mutating func record(
        _ source: Successor.Source, _ move: Int32, hasWarnings: Bool, isCanonical: Bool
    ) {
        // Written through a pointer into the room the piece's keys keep (see
        // `Expansion.keyCount`): appending them cost about ninety instructions a successor
        // (`append(contentsOf:)`, its uniqueness check and `memcpy`: 4.8% of ex7).
        let start = expansion.keyCount
        expansion.keyCount = built.withUnsafeBufferPointer {
            Workspace.write(
                UnsafeBufferPointer(rebasing: $0[..<builtLength]), at: start, into: &expansion.keys)
        }
        recordKey(from: start, source, move, hasWarnings: hasWarnings, isCanonical: isCanonical)
    }

    /// Records where the layer key just written to the piece's keys, from `start` to
    /// `expansion.keyCount`, led by move `move` of `source` (see `record`).
    @inline(__always)
    private mutating func recordKey(
        from start: Int, _ source: Successor.Source, _ move: Int32, hasWarnings: Bool, isCanonical: Bool
    ) {
        let end = expansion.keyCount
        var hash: UInt32 = 0
        if isCanonical {
            hash = expansion.keys.withUnsafeBufferPointer {
                StateTable.hash(UnsafeBufferPointer(rebasing: $0[start..<end]))
            }
            // Fetched now, the slot `resolve` reads first is in the cache by then: read there
            // sixteen at a time, the misses were 61.8% of the piece's own time (perf, ex7).
            lookupTable.prefetchFirst(hash)
        }
        append(
            Successor(
                source: source, move: move, hasWarnings: hasWarnings,
                outcome: .reached(key: Int32(start)..<Int32(end), hash: hash, isCanonical: isCanonical)))
    }

    /// How many of the piece's keys `resolve(_:)` reads the first slots of before it compares
    /// any: enough for the processor to wait for that many cache misses at once.
    private static let lookupsInFlight = 16

    /// Looks up the piece's successors recorded with every layer numbered (reached, and
    /// canonical) among the states known when the batch began, and marks those found as known.
    ///
    /// A lookup in a table of a million states misses the cache on its slot and again on the
    /// key it compares, and the lookups made one at a time, as each move was recorded, were a
    /// quarter of a search's time on ex7 (perf), the processor waiting for each miss in turn.
    /// Here the first slots of a run of keys are read before any is compared, so their misses
    /// overlap; and each was fetched (`StateTable.View.prefetchFirst(_:)`) as its successor
    /// was recorded, so that it mostly comes while the piece's other moves are performed
    /// (perf, ex7 on two workers, four runs each: the piece's own samples 809-876 -> 294-379). The successors to look up are found here, in order, rather than listed as
    /// each was recorded: appending to that list (a uniqueness check and a capacity check a
    /// successor) cost more than passing over the others here (ex7: recordSizeClass 379M ->
    /// 335M instructions, resolve 382M -> about 340M).
    private mutating func resolve(_ states: StateTable.View) {
        let run = Workspace.lookupsInFlight
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: run) { firsts in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: run) { pending in
                expansion.keys.withUnsafeBufferPointer { keys in
                    expansion.successors.withUnsafeMutableBufferPointer { successors in
                        var next = 0
                        while next < successors.count {
                            // The first slots of the next run, then the comparisons.
                            var count = 0
                            while next < successors.count && count < run {
                                if case .reached(_, let hash, true) = successors[next].outcome {
                                    pending[count] = next
                                    firsts[count] = states.firstEntry(hash)
                                    count += 1
                                }
                                next += 1
                            }
                            for index in 0..<count {
                                let successor = pending[index]
                                guard case .reached(let range, let hash, _) = successors[successor].outcome
                                else { continue }
                                let key = UnsafeBufferPointer(
                                    rebasing: keys[Int(range.lowerBound)..<Int(range.upperBound)])
                                if let known = states.number(of: key, hash: hash, firstEntry: firsts[index]) {
                                    successors[successor].outcome = .known(known)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    #if DEBUG
        /// Performs a move the memo answered on a session of its own and checks the answer:
        /// the same refusal, or the same warnings and successor (in `built`).
        private mutating func check(
            _ action: Action, refused: NavError?, warnings: [NavEvent], start: Session,
            layers: LayerTable.View
        ) {
            writeEncoderKey(layers)
            var scratch = start
            encoder.decode(encoderKey[..<encoderKeyLength], template: start, into: &scratch)
            do throws(NavError) {
                let real = try scratch.performForWarnings(action)
                precondition(refused == nil, "the memo refused \(action), which succeeds")
                precondition(real == warnings, "the memo's warnings for \(action) differ")
                var wholeEncoder = StateEncoder(numberingTagsOf: start)
                wholeEncoder.encode(scratch)
                var memoised: [UInt8] = []
                _ = built.withUnsafeBufferPointer {
                    layers.encoderKey(of: UnsafeBufferPointer(rebasing: $0[..<builtLength]), into: &memoised)
                }
                precondition(Array(wholeEncoder.key) == memoised, "the memo's successor by \(action) differs")
            } catch {
                precondition(refused == error, "the memo's outcome of \(action) differs: \(error)")
            }
        }

        /// The action and outcome of move `index` of the shared memo or of `learnt`.
        private func memoised(_ index: Int, inShared: Bool, _ sharedMoves: MoveMemo) -> MoveMemo.Move {
            inShared ? sharedMoves.moves[index] : learnt.moves[index]
        }

        /// Checks move `index` of the shared memo or of `learnt`, a move that moved, whose
        /// successor's key the piece's keys hold from `keyStart` on (see `check`).
        private mutating func checkMoved(
            _ index: Int, inShared: Bool, _ sharedMoves: MoveMemo, keyStart: Int, start: Session,
            layers: LayerTable.View
        ) {
            builtLength = expansion.keys.withUnsafeBufferPointer {
                Workspace.write(
                    UnsafeBufferPointer(rebasing: $0[keyStart..<expansion.keyCount]), into: &built)
            }
            let move = memoised(index, inShared: inShared, sharedMoves)
            guard case .moved(let warnings) = move.outcome else {
                preconditionFailure("a move that did not move")
            }
            check(move.action, refused: nil, warnings: warnings, start: start, layers: layers)
        }
    #endif

    /// Expands the state from the moves memoised for its context: `range` of the shared
    /// memo's moves, or of `learnt`'s. Their steps are read, not the moves: a move holds its
    /// action and warnings, which the merge reads where they lie.
    @inline(__always)
    private mutating func replay(
        _ range: Range<Int>, inShared: Bool, from start: Session, moves: Moves,
        layers: LayerTable.View, memo shared: MoveMemo.View, sharedMoves: MoveMemo
    ) {
        #if DEBUG
            writeEncoderKey(layers)
            var scratch = start
            encoder.decode(encoderKey[..<encoderKeyLength], template: start, into: &scratch)
            let memoisedActions = range.map { memoised($0, inShared: inShared, sharedMoves).action }
            precondition(
                scratch.candidateActions(moves) == memoisedActions, "the memo's candidate actions differ")
        #endif
        let below = numberStarts[layerCount - 1]
        for index in range {
            let step = inShared ? shared.steps[index] : learnt.steps[index]
            switch step.kind {
            case .refused, .moved:
                replay(
                    step, index, inShared: inShared, below: below, from: start, layers: layers, memo: shared,
                    sharedMoves: sharedMoves)
            case .sizeClass:
                changeSizeClass(
                    step.isVertical ? .vertical : .horizontal, step.isRegular ? .regular : .compact,
                    answered: (inShared ? .shared : .learnt, Int32(truncatingIfNeeded: index)), from: start,
                    layers: layers,
                    memo: shared)
            case .unknown:
                perform(
                    inShared ? sharedMoves.moves[index].action : learnt.moves[index].action, from: start,
                    layers: layers)
            case .provisional:
                replayProvisional(
                    step, index, inShared: inShared, below: below, from: start, layers: layers, memo: shared,
                    sharedMoves: sharedMoves)
            case .dismissal:
                let key = Workspace.dismissalKey(
                    step.dismissal, layerNumbers: layerNumbers, environment: keyEnvironment(), layers)
                if !replayDismissal(key, from: start, layers: layers, memo: shared, sharedMoves: sharedMoves)
                {
                    performDismissal(
                        inShared ? sharedMoves.moves[index].action : learnt.moves[index].action, key: key,
                        from: start, layers: layers)
                }
            }
        }
    }

    /// Records move `index` of the shared memo (`inShared`) or of `learnt`, refused or moved
    /// (`step`), from the state being expanded: a move that moved led to the key's bytes up to
    /// `below`, then the step's tail.
    @inline(__always)
    private mutating func replay(
        _ step: MoveMemo.Step, _ index: Int, inShared: Bool, below: Int, from start: Session,
        layers: LayerTable.View, memo shared: MoveMemo.View, sharedMoves: MoveMemo
    ) {
        let source: Successor.Source = inShared ? .shared : .learnt
        guard step.kind == .moved else {
            #if DEBUG
                let move = memoised(index, inShared: inShared, sharedMoves)
                guard case .refused(let error) = move.outcome else {
                    preconditionFailure("a refusal not refused")
                }
                check(move.action, refused: error, warnings: [], start: start, layers: layers)
            #endif
            append(
                Successor(
                    source: source, move: Int32(truncatingIfNeeded: index), hasWarnings: false,
                    outcome: .refused))
            return
        }
        // The successor's key is written once, to the piece's keys, rather than to `built` and
        // then copied there.
        let tail = Int(step.tail.lowerBound)..<Int(step.tail.upperBound)
        let keyStart = expansion.keyCount
        let head = UnsafeBufferPointer(rebasing: key[..<below])
        let hash =
            inShared
            ? writeKey(head, UnsafeBufferPointer(rebasing: shared.bytes[tail]))
            : learnt.bytes.withUnsafeBufferPointer { bytes in
                writeKey(head, UnsafeBufferPointer(rebasing: bytes[tail]))
            }
        #if DEBUG
            checkMoved(
                index, inShared: inShared, sharedMoves, keyStart: keyStart, start: start, layers: layers)
            precondition(
                hash == StateTable.hash(expansion.keys[keyStart..<expansion.keyCount]),
                "a replayed move's hash differs from its key's")
        #endif
        append(
            Successor(
                source: source, move: Int32(truncatingIfNeeded: index), hasWarnings: step.hasWarnings,
                outcome: Successor.reached(
                    from: keyStart, to: expansion.keyCount, hash: hash, isCanonical: true)))
    }

    /// Writes `head` then `tail` to the piece's keys, as the next key (see
    /// `Expansion.keyCount`), and returns its `StateTable.hash`.
    ///
    /// The key is written and hashed through one pointer, with eight bytes of room after it, so
    /// that its last bytes are hashed as a word (see `hash(_:count:)`): written by
    /// `write(_:_:at:into:)` and hashed by `StateTable.hash`, which read them one by one, a
    /// replayed move cost about forty instructions more (ex7: 1.5M moves).
    @inline(__always)
    private mutating func writeKey(_ head: UnsafeBufferPointer<UInt8>, _ tail: UnsafeBufferPointer<UInt8>)
        -> UInt32
    {
        let start = expansion.keyCount
        let length = head.count &+ tail.count
        let to = keyBytes(room: start &+ length &+ 8) + start
        expansion.keyCount = start &+ length
        if let from = head.baseAddress { KeyWriter.copy(from, count: head.count, to: to) }
        if let from = tail.baseAddress { KeyWriter.copy(from, count: tail.count, to: to + head.count) }
        return Workspace.hash(UnsafePointer(to), count: length)
    }

    /// The storage of the piece's keys, with room for `count` bytes: the pointer a mutating
    /// access took (`takeKeySlots(room:)`), as long as the array still has that storage, and
    /// room enough. Taken by each write, through `withUnsafeMutableBufferPointer`, the
    /// array's uniqueness was checked every time (ex7: about 2.5M replayed moves and
    /// size-class pairs, a call and a dozen instructions each); the array is the worker's
    /// alone while it writes, so the storage a mutating access found stays its own until
    /// the array grows, which changes it.
    @inline(__always)
    mutating func keyBytes(room count: Int) -> UnsafeMutablePointer<UInt8> {
        let (base, length) = expansion.keys.withUnsafeBufferPointer { ($0.baseAddress, $0.count) }
        if count > length || base != UnsafePointer(keySlots) { takeKeySlots(room: count) }
        return keySlots.unsafelyUnwrapped
    }

    /// Makes room for `count` bytes in the piece's keys and takes a pointer to their storage
    /// (see `keyBytes(room:)`).
    @inline(never)
    mutating func takeKeySlots(room count: Int) {
        Workspace.makeRoom(count, in: &expansion.keys)
        keySlots = expansion.keys.withUnsafeMutableBufferPointer { $0.baseAddress }
    }

    /// Records provisional move `index` of the shared memo (`inShared`) or of `learnt` (see
    /// `MoveMemo.Step.Kind.provisional`), `step`: its tail with each layer written out looked up
    /// in the table, and written out again where the table still lacks it, as `perform` writes
    /// a successor's key. Once every layer is numbered, the move is patched: in `learnt`, or
    /// for the shared memo's, in `learnt`'s patches, read first.
    private mutating func replayProvisional(
        _ step: MoveMemo.Step, _ index: Int, inShared: Bool, below: Int, from start: Session,
        layers: LayerTable.View, memo shared: MoveMemo.View, sharedMoves: MoveMemo
    ) {
        let keyStart = expansion.keyCount
        var isCanonical = true
        if inShared, let patched = learnt.patch(ofShared: index) {
            expansion.keyCount = learnt.bytes.withUnsafeBufferPointer { bytes in
                Workspace.write(
                    UnsafeBufferPointer(rebasing: key[..<below]),
                    UnsafeBufferPointer(rebasing: bytes[patched]),
                    at: keyStart, into: &expansion.keys)
            }
        } else {
            var written = Workspace.write(
                UnsafeBufferPointer(rebasing: key[..<below]), at: keyStart, into: &expansion.keys)
            let tail = Int(step.tail.lowerBound)..<Int(step.tail.upperBound)
            var copy: [UInt8] = []
            if inShared {
                copy.append(contentsOf: UnsafeBufferPointer(rebasing: shared.bytes[tail]))
            } else {
                copy.append(contentsOf: learnt.bytes[tail])
            }
            copy.withUnsafeBufferPointer { bytes in
                var reader = KeyReader(bytes)
                while !reader.isAtEnd {
                    let start = reader.position
                    if reader.read() > 0 {
                        written = Workspace.write(
                            UnsafeBufferPointer(rebasing: bytes[start..<reader.position]), at: written,
                            into: &expansion.keys)
                        continue
                    }
                    let layer = reader.take(reader.read())
                    if let number = layers.number(of: layer, atWindow: false) {
                        written = KeyWriter.put(number + 1, at: written, into: &expansion.keys)
                    } else {
                        isCanonical = false
                        written = Workspace.write(
                            UnsafeBufferPointer(rebasing: bytes[start..<reader.position]), at: written,
                            into: &expansion.keys)
                    }
                }
            }
            expansion.keyCount = written
            if isCanonical {
                let numbered = expansion.keys[(keyStart + below)..<written]
                if inShared {
                    learnt.addPatch(shared: index, tail: numbered)
                } else {
                    learnt.patch(index, tail: numbered)
                }
            }
        }
        #if DEBUG
            checkMoved(
                index, inShared: inShared, sharedMoves, keyStart: keyStart, start: start, layers: layers)
        #endif
        recordKey(
            from: keyStart, inShared ? .shared : .learnt, Int32(index), hasWarnings: step.hasWarnings,
            isCanonical: isCanonical)
    }

    /// The environment of the state being expanded, as its key writes it: major and minor
    /// version, size classes. Three bytes, one a number, nearly always: read as numbers, about
    /// fifteen instructions more.
    @inline(__always)
    func keyEnvironment() -> (major: Int, minor: Int, classes: Int) {
        if environmentEnd == 3 { return (Int(key[0]), Int(key[1]), Int(key[2])) }
        var reader = KeyReader(key)
        return (reader.read(), reader.read(), reader.read())
    }

    /// The key of dismissal `move` (see `MoveMemo.dismissalKey`) from the state being expanded,
    /// whose layers' numbers are `layerNumbers` and environment `environment`, or nil when a
    /// number does not fit.
    ///
    /// Static, given what it reads: as a method, each call copied the whole workspace (776
    /// bytes, `memcpy`) to pass it (ex7: 44M instructions).
    private static func dismissalKey(
        _ move: UInt8, layerNumbers: UnsafeBufferPointer<Int>,
        environment: (major: Int, minor: Int, classes: Int), _ layers: LayerTable.View
    ) -> UInt64? {
        let top = layerNumbers.count - 1
        let origin = layers.info(layerNumbers[top], atWindow: false)
        return MoveMemo.dismissalKey(
            major: environment.major, minor: environment.minor, classes: environment.classes,
            below: layerNumbers[top - 1], belowAtWindow: top == 1, originFrame: Int(origin.originFrame),
            originTrigger: Int(origin.originTrigger), code: origin.code, move: Int(move))
    }

    /// Records a dismissal of the state being expanded from the memo that knows its key;
    /// returns false when none does (or it has none), and the caller performs it.
    private mutating func replayDismissal(
        _ key: UInt64?, from start: Session, layers: LayerTable.View, memo shared: MoveMemo.View,
        sharedMoves: MoveMemo
    ) -> Bool {
        guard let key else { return false }
        let found: Int
        let inShared: Bool
        if let index = shared.dismissal(key) {
            (found, inShared) = (index, true)
        } else if let index = learnt.dismissal(key) {
            (found, inShared) = (index, false)
        } else {
            return false
        }
        let step = inShared ? shared.steps[found] : learnt.steps[found]
        replay(
            step, found, inShared: inShared, below: numberStarts[layerCount - 2], from: start, layers: layers,
            memo: shared, sharedMoves: sharedMoves)
        return true
    }

    /// Performs a dismissal no memo knows and, when it has a key, keeps what it did to be learnt
    /// (see `keepDismissals`): its refusal, or its successor's layers from k on, when the layers
    /// below k and the environment are the state's and every layer is numbered.
    private mutating func performDismissal(
        _ action: Action, key memoKey: UInt64?, from start: Session, layers: LayerTable.View
    ) {
        let error = perform(action, from: start, layers: layers)
        guard let memoKey else { return }
        let below = numberStarts[layerCount - 2]
        let first = pendingBytes.count
        if let error {
            pendingDismissals.append((memoKey, action, error, first..<first, []))
        } else if session.state.lowestChangedLayer >= layerCount - 2 && builtIsCanonical
            && built[..<environmentEnd].elementsEqual(key[..<environmentEnd])
        {
            #if DEBUG
                precondition(
                    built[..<below].elementsEqual(key[..<below]), "a dismissal's layers below k changed")
            #endif
            pendingBytes.append(contentsOf: built[below..<builtLength])
            pendingDismissals.append(
                (
                    memoKey, action, nil, first..<pendingBytes.count,
                    expansion.performed[expansion.performed.count - 1].warnings
                ))
        }
    }

    /// Adds the dismissals performed while the state was expanded to `learnt`: after its
    /// context's moves, which are appended while it is learnt (see `MoveMemo.add(dismissal:...)`).
    private mutating func keepDismissals() {
        guard !pendingDismissals.isEmpty else { return }
        for pending in pendingDismissals where learnt.dismissal(pending.key) == nil {
            learnt.add(
                dismissal: pending.key, pending.action, refused: pending.error,
                tail: pendingBytes[pending.tail],
                warnings: pending.warnings)
        }
        pendingDismissals.removeAll(keepingCapacity: true)
        pendingBytes.removeAll(keepingCapacity: true)
    }

    /// Which move `action` is in a dismissal's key (see `MoveMemo.dismissalKey`) from the state
    /// the session holds, or nil when it is no dismissal: a swipe down, a tap outside, or a tap
    /// on a button of the top layer's only frame (presented) whose actions are all `dismiss` or
    /// `route nil`.
    private func dismissal(_ action: Action) -> UInt8? {
        switch action {
        case .swipeDown: return 1
        case .tapOutside: return 2
        case .tap(let label):
            let top = session.state.top
            guard top.frame == 0, top.layer > 0 else { return nil }
            let view = session.app[session.state[top].view]
            guard let index = view.controlIndex(labelled: label), index < 253,
                case .button(let actions) = view.controls[index].kind, !actions.isEmpty
            else { return nil }
            for action in actions {
                switch action {
                case .dismiss, .routeNil: continue
                case .route, .set, .tap, .tapOutside, .back, .swipeBack, .swipeDown, .sizeClass, .device,
                    .ios:
                    return nil
                }
            }
            return UInt8(3 + index)
        case .route, .routeNil, .set, .dismiss, .back, .swipeBack, .sizeClass, .device, .ios:
            return nil
        }
    }

    /// Expands a state whose context no memo knows: performs every move and learns what each
    /// did (see `MoveMemo` for when a move depends on the context alone), a dismissal from its
    /// own key when a memo knows it. A move that reached a layer the table lacks is kept
    /// provisional, to be learnt when the table numbers it. Without a context (the
    /// window's layer alone, the whole state, expanded once) nothing is learnt but what a
    /// size-class change does to each layer, which other states read.
    private mutating func learn(
        context: ArraySlice<UInt8>?, from start: Session, moves: Moves, layers: LayerTable.View,
        memo shared: MoveMemo.View, sharedMoves: MoveMemo
    ) {
        restore(start, layers)
        let top = layerCount - 1
        let below = numberStarts[top]
        // Each move is appended to `learnt` as it is learnt, and kept under the context at the
        // end (see `MoveMemo.appendMove(_:refused:)`).
        // Each action taken out of the list rather than copied out of it: iterating copied
        // every action (about 90 instructions a copy), and freeing the list then freed each
        // action again (ex7: about 30M instructions).
        var actions = session.candidateActions(moves)
        // Through a buffer: `Array.reverse()` copied each action it swapped.
        actions.withUnsafeMutableBufferPointer { $0.reverse() }
        while let action = actions.popLast() {
            if case .sizeClass(let axis, let sizeClass) = action {
                if context != nil { learnt.appendSizeClass(axis, sizeClass) }
                changeSizeClass(
                    axis, sizeClass, answered: nil, from: start, layers: layers, memo: shared)
                continue
            }
            restore(start, layers)
            guard context != nil else {
                perform(action, from: start, layers: layers)
                continue
            }
            if let move = dismissal(action) {
                learnt.appendDismissal(action, move)
                let key = Workspace.dismissalKey(
                    move, layerNumbers: layerNumbers, environment: keyEnvironment(), layers)
                if !replayDismissal(key, from: start, layers: layers, memo: shared, sharedMoves: sharedMoves)
                {
                    performDismissal(action, key: key, from: start, layers: layers)
                }
                continue
            }
            let resolvesAbove = resolves(action, inOrAbove: top)
            if let error = perform(action, from: start, layers: layers) {
                if resolvesAbove {
                    learnt.appendMove(action, refused: error)
                } else {
                    learnt.appendUnknown(action)
                }
            } else if resolvesAbove && session.state.lowestChangedLayer >= top
                && built[..<environmentEnd].elementsEqual(key[..<environmentEnd])
            {
                // The layers below t, and so their numbers, are the state's.
                #if DEBUG
                    precondition(
                        built[..<below].elementsEqual(key[..<below]), "a successor's layers below t changed")
                #endif
                if builtIsCanonical {
                    learnt.appendMove(
                        action, tail: built[below..<builtLength],
                        warnings: expansion.performed[expansion.performed.count - 1].warnings)
                } else {
                    learnt.appendProvisional(
                        action, tail: built[below..<builtLength],
                        warnings: expansion.performed[expansion.performed.count - 1].warnings)
                }
            } else {
                learnt.appendUnknown(action)
            }
        }
        guard let context else { return }
        learnt.keepMoves(of: context)
    }

    /// A size-class change, built from what the memos know it does to each layer when they
    /// know it for every layer; performed, and learnt, otherwise. Answered from the memos, it is
    /// recorded as the memo's move `answered`, or as a move performed when nil.
    ///
    /// A state's vertical change is most often worked out with its horizontal one, just
    /// before (see `SizeClassAhead`), and only recorded: here, inlined where the memo's moves
    /// are replayed (the call cost about twenty instructions a change on ex7); the rest apart
    /// (`workOutSizeClass`), not inlined.
    @inline(__always)
    private mutating func changeSizeClass(
        _ axis: SizeClassAxis, _ sizeClass: SizeClass, answered: (source: Successor.Source, move: Int32)?,
        from start: Session, layers: LayerTable.View, memo shared: MoveMemo.View
    ) {
        if axis == .vertical, let ahead = takeSizeClassAhead(vertical: sizeClass) {
            expansion.keyCount = ahead.key.upperBound
            #if DEBUG
                builtLength = expansion.keys.withUnsafeBufferPointer {
                    Workspace.write(UnsafeBufferPointer(rebasing: $0[ahead.key]), into: &built)
                }
            #endif
            recordSizeClass(
                .sizeClass(axis, sizeClass), answered: answered, from: start, layers: layers,
                isCanonical: true, keyStart: ahead.key.lowerBound, hash: ahead.hash)
            return
        }
        workOutSizeClass(axis, sizeClass, answered: answered, from: start, layers: layers, memo: shared)
    }

    /// `changeSizeClass` but for a vertical change worked out ahead.
    @inline(never)
    private mutating func workOutSizeClass(
        _ axis: SizeClassAxis, _ sizeClass: SizeClass, answered: (source: Successor.Source, move: Int32)?,
        from start: Session, layers: LayerTable.View, memo shared: MoveMemo.View
    ) {
        sizeClassAhead = nil
        var run: (layer: Int, position: Int, lastIsPopover: Bool)?
        if axis == .horizontal && environmentEnd == 3 && !hasRequests {
            // The state's vertical change, which follows, with this one (see `SizeClassAhead`).
            let keyStart = expansion.keyCount
            let pair = writeSizeClassPair(regular: sizeClass == .regular, keyStart: keyStart)
            if let hash = pair.hash {
                expansion.keyCount = keyStart + pair.position
                #if DEBUG
                    builtLength = expansion.keys.withUnsafeBufferPointer {
                        Workspace.write(
                            UnsafeBufferPointer(rebasing: $0[keyStart..<keyStart + pair.position]),
                            into: &built)
                    }
                #endif
                recordSizeClass(
                    .sizeClass(axis, sizeClass), answered: answered, from: start, layers: layers,
                    isCanonical: true, keyStart: keyStart, hash: hash)
                return
            }
            run = (pair.layer, pair.position, pair.lastIsPopover)
        }
        changeSizeClassFromLayers(
            axis, sizeClass, answered: answered, from: start, layers: layers, memo: shared, run: run)
    }

    /// `changeSizeClass` worked out from the state's layers, the first run of layers the
    /// cache answers given as `run` when written (see `sizeClassRun`).
    @inline(never)
    private mutating func changeSizeClassFromLayers(
        _ axis: SizeClassAxis, _ sizeClass: SizeClass, answered: (source: Successor.Source, move: Int32)?,
        from start: Session, layers: LayerTable.View, memo shared: MoveMemo.View,
        run: (layer: Int, position: Int, lastIsPopover: Bool)?
    ) {
        guard !hasRequests else {
            perform(.sizeClass(axis, sizeClass), from: start, layers: layers)
            return
        }
        // The new environment: the state's, its size classes changed below.
        var environment = keyEnvironment()
        let bit = axis == .horizontal ? 2 : 1
        environment.classes = sizeClass == .regular ? environment.classes | bit : environment.classes & ~bit
        // Most often the memos know what became of each layer itself. The successor's key is
        // then written once, to the piece's keys, rather than to `built` and then copied there
        // (ex7: about forty instructions a change). The run of layers the cache answers is
        // written here; the memos are asked from the first it does not (see
        // `sizeClassFromLayers`).
        let (keyStart, count) = (expansion.keyCount, layerCount)
        let (layer, position, lastIsPopover): (Int, Int, Bool)
        if let run {
            (layer, position, lastIsPopover) = run
        } else {
            // The piece's keys are written as a local array, which they are swapped with, and
            // the state's arrays read as arguments: written in place, as a part of `self`,
            // while those were read through closures, each of them was retained and released
            // around the writing.
            var keys: [UInt8] = []
            swap(&keys, &expansion.keys)
            (layer, position, lastIsPopover) = Workspace.sizeClassRun(
                numbers: layerNumbers, presenters: layerPresenters, count: count, key: key,
                environmentEnd: environmentEnd, environment: environment, cache: layerTransfers,
                into: &keys, at: keyStart, from: 0, position: environmentEnd, belowIsPopover: false)
            swap(&keys, &expansion.keys)
        }
        let answer =
            layer == count
            ? keyStart + position
            : sizeClassFromLayers(
                from: layer, at: position, belowIsPopover: lastIsPopover, keyStart: keyStart,
                environment: environment, memo: shared)
        if let answer {
            expansion.keyCount = answer
            #if DEBUG
                builtLength = expansion.keys.withUnsafeBufferPointer {
                    Workspace.write(UnsafeBufferPointer(rebasing: $0[keyStart..<answer]), into: &built)
                }
            #endif
            recordSizeClass(
                .sizeClass(axis, sizeClass), answered: answered, from: start, layers: layers,
                isCanonical: true, keyStart: keyStart)
            return
        }
        let action = Action.sizeClass(axis, sizeClass)
        // Each layer's context and what became of it, from the window's up. The size classes
        // are the environment's last number, below 4: one byte.
        built.removeAll(keepingCapacity: true)
        built.append(contentsOf: key[..<environmentEnd])
        built[environmentEnd - 1] = UInt8(truncatingIfNeeded: environment.classes)
        var isCanonical = true
        var belowIsPopover = false
        for layer in 0..<layerCount {
            let (number, atWindow) = (layerNumbers[layer], layer == 0)
            let presenter = presenter(ofLayer: layer, layers)
            // What became of this very layer, when known.
            let ownKey = MoveMemo.layerTransferKey(
                major: environment.major, minor: environment.minor, classes: environment.classes,
                layer: number,
                atWindow: atWindow, presenter: presenter, belowIsPopover: belowIsPopover)
            if let ownKey {
                var inShared = true
                var own = shared.transfer(ownKey)
                if own == nil {
                    inShared = false
                    own = learnt.transfer(ownKey)
                }
                if case .became(let next, let isPopover) = own {
                    MoveMemo.put(Int(next) + 1, to: &built)
                    belowIsPopover = isPopover
                    continue
                }
                if case .replaced(let tail) = own {
                    if inShared {
                        built.append(contentsOf: shared.bytes[tail])
                    } else {
                        built.append(contentsOf: learnt.bytes[tail])
                    }
                    break
                }
            }
            // Else what became of the layers of its context, applied to it.
            let info = layers.info(number, atWindow: atWindow)
            guard
                let transferKey = MoveMemo.transferKey(
                    major: environment.major, minor: environment.minor, classes: environment.classes, info,
                    atWindow: atWindow, root: layers.view(ofFrame: 0, number, atWindow: atWindow),
                    presenter: presenter, belowIsPopover: belowIsPopover)
            else {
                // A number too large for a key: never memoised.
                perform(action, from: start, layers: layers)
                return
            }
            var inShared = true
            var transfer = shared.transfer(transferKey)
            if transfer == nil {
                inShared = false
                transfer = learnt.transfer(transferKey)
            }
            let end = built.count
            switch transfer {
            case .kept(let code, let placement, let isPopover):
                if (atWindow || code == info.code)
                    && (placement == LayerTable.noPush || placement == info.placement)
                {
                    // Nothing about it changed.
                    MoveMemo.put(number + 1, to: &built)
                } else {
                    // The layer's bytes with its new code and placement.
                    appearing.removeAll(keepingCapacity: true)
                    appearing.append(contentsOf: layers.bytes(number, atWindow: atWindow))
                    if !atWindow { appearing[Int(info.codeOffset)] = code }
                    if placement != LayerTable.noPush {
                        appearing[Int(info.placementsOffset) + 1] = placement
                    }
                    let numbered = appearing.withUnsafeBufferPointer {
                        Workspace.put($0, atWindow: atWindow, layers, to: &built)
                    }
                    if !numbered { isCanonical = false }
                }
                if let ownKey, isCanonical {
                    let next = built.withUnsafeBufferPointer { bytes in
                        var reader = KeyReader(UnsafeBufferPointer(rebasing: bytes[end...]))
                        return reader.read() &- 1
                    }
                    learnt.add(
                        transfer: ownKey, .became(layer: Int32(next), isPopover: isPopover),
                        bytes: built[0..<0])
                }
                belowIsPopover = isPopover
                continue
            case .swapped(let code, let rest):
                // The fresh layer: one frame, the origin's frame and trigger, its code, the rest.
                appearing.removeAll(keepingCapacity: true)
                MoveMemo.put(1, to: &appearing)
                MoveMemo.put(Int(info.originFrame), to: &appearing)
                MoveMemo.put(Int(info.originTrigger), to: &appearing)
                appearing.append(code)
                if inShared {
                    appearing.append(contentsOf: shared.bytes[rest])
                } else {
                    appearing.append(contentsOf: learnt.bytes[rest])
                }
                let numbered = appearing.withUnsafeBufferPointer {
                    Workspace.put($0, atWindow: atWindow, layers, to: &built)
                }
                if !numbered { isCanonical = false }
                if let ownKey, isCanonical {
                    learnt.add(transfer: ownKey, .replaced(tail: end..<built.count), bytes: built[...])
                }
            case .unknown, .became, .replaced, nil:
                guard perform(action, from: start, layers: layers) == nil else { return }
                learnTransfers(
                    major: environment.major, minor: environment.minor, classes: environment.classes,
                    layers: layers, warnings: expansion.performed[expansion.performed.count - 1].warnings)
                return
            }
            // Swapped: the layers above are gone.
            break
        }
        builtLength = built.count
        recordSizeClass(
            action, answered: answered, from: start, layers: layers, isCanonical: isCanonical)
    }

    /// Records a size-class change the memos answered: as the memo's move `answered`, or as a
    /// move performed when nil. Its layer key is in the piece's keys from `keyStart` to
    /// `expansion.keyCount` (with its `StateTable.hash` when given), or in `built` when
    /// `keyStart` is nil.
    @inline(__always)
    private mutating func recordSizeClass(
        _ action: @autoclosure () -> Action, answered: (source: Successor.Source, move: Int32)?,
        from start: Session,
        layers: LayerTable.View, isCanonical: Bool, keyStart: Int? = nil, hash: UInt32? = nil
    ) {
        #if DEBUG
            check(action(), refused: nil, warnings: [], start: start, layers: layers)
        #endif
        var (source, move) = (Successor.Source.performed, Int32(0))
        if let answered {
            (source, move) = answered
        } else {
            expansion.performed.append(PerformedMove(action: action(), warnings: [], error: nil))
            move = Int32(expansion.performed.count - 1)
        }
        if let keyStart {
            // Hashed here, reading the key's last bytes as a word (see `hash(_:count:)`).
            let end = expansion.keyCount
            var keyHash: UInt32 = 0
            if isCanonical {
                keyHash =
                    hash ?? expansion.keys.withUnsafeBufferPointer { Workspace.hash($0, keyStart..<end) }
                #if DEBUG
                    precondition(
                        keyHash == StateTable.hash(expansion.keys[keyStart..<end]),
                        "a size-class change's hash differs from its key's")
                #endif
                lookupTable.prefetchFirst(keyHash)
            }
            append(
                Successor(
                    source: source, move: move, hasWarnings: false,
                    outcome: Successor.reached(
                        from: keyStart, to: end, hash: keyHash, isCanonical: isCanonical)))
        } else {
            record(source, move, hasWarnings: false, isCanonical: isCanonical)
        }
    }

    /// Writes to `keys`, in the layer key of a size-class change to `environment` from the state
    /// whose `count` layers are `numbers`, presented by views `presenters`, written from
    /// `start` up to `position`, the run of layers from `first` on that the cache answers (see
    /// `LayerTransferCache.writeKnown`), the layer below `first` having become a popover when
    /// `belowIsPopover`; from the first layer on, the environment first (the bytes of `key` up
    /// to `environmentEnd`, with the new size classes). Returns the first layer not answered
    /// (`count` when none, or when a swap ended the key), where the bytes written end (from
    /// `start`), and whether the last layer answered became a popover.
    @inline(__always)
    private static func sizeClassRun(
        numbers: UnsafeBufferPointer<Int>, presenters: UnsafeBufferPointer<Int>, count: Int,
        key: UnsafeBufferPointer<UInt8>, environmentEnd: Int,
        environment: (major: Int, minor: Int, classes: Int), cache: LayerTransferCache,
        into keys: inout [UInt8], at start: Int, from first: Int, position: Int, belowIsPopover: Bool
    ) -> (layer: Int, position: Int, lastIsPopover: Bool) {
        Workspace.makeRoom(start + environmentEnd + KeyWriter.widestNumber * count, in: &keys)
        return keys.withUnsafeMutableBufferPointer { keys in
            guard let to = keys.baseAddress.map({ $0 + start }), let from = key.baseAddress else {
                return (first, position, belowIsPopover)
            }
            if first == 0 {
                // The environment's, its size classes (its last number, one byte) changed. It
                // is a few bytes, copied eight at once when there is room: `update` called
                // `memmove`, about twenty instructions a change.
                if environmentEnd <= 8 && key.count >= 8 && keys.count - start >= 8 {
                    UnsafeMutableRawPointer(to).storeBytes(
                        of: UnsafeRawPointer(from).loadUnaligned(as: UInt64.self), as: UInt64.self)
                } else {
                    to.update(from: from, count: environmentEnd)
                }
                to[environmentEnd - 1] = UInt8(truncatingIfNeeded: environment.classes)
            }
            var (position, lastIsPopover) = (position, belowIsPopover)
            let layer = cache.writeKnown(
                numbers: UnsafeBufferPointer(rebasing: numbers[..<count]),
                presenters: UnsafeBufferPointer(rebasing: presenters[..<count]), from: first,
                classes: environment.classes, major: environment.major, minor: environment.minor,
                belowIsPopover: &lastIsPopover, to: to, at: &position)
            return (layer, position, lastIsPopover)
        }
    }

    /// Writes on, from layer `first`, the layer key of a size-class change to `environment` from
    /// the state being expanded, which `changeSizeClass` wrote to the piece's keys from
    /// `keyStart` up to `position` (its layers below `first`, the last of which became a popover
    /// when `belowIsPopover`), when the memos know what became of each of its layers itself
    /// (`MoveMemo.layerTransferKey`), and returns where it ends; nil when they do not (the
    /// bytes past the piece's keys are then written over by the next key).
    ///
    /// Each layer is asked of the memos, and their answer kept in the cache, and then the run
    /// of layers the cache answers (see `sizeClassRun`) written again. Apart from
    /// `changeSizeClass`, which writes the first run, and not inlined there: a fifth of the
    /// changes ask the memos of a layer (ex7), and its code there cost the others. The piece's
    /// keys are written as a local array, as there.
    @inline(never)
    private mutating func sizeClassFromLayers(
        from first: Int, at position: Int, belowIsPopover: Bool, keyStart: Int,
        environment: (major: Int, minor: Int, classes: Int), memo shared: MoveMemo.View
    ) -> Int? {
        let count = layerCount
        var (layer, position, belowIsPopover) = (first, position, belowIsPopover)
        var keys: [UInt8] = []
        swap(&keys, &expansion.keys)
        defer { swap(&keys, &expansion.keys) }
        while layer < count {
            let (number, presenter) = (layerNumbers[layer], layerPresenters[layer])
            guard
                let ownKey = MoveMemo.layerTransferKey(
                    major: environment.major, minor: environment.minor, classes: environment.classes,
                    layer: number, atWindow: layer == 0, presenter: presenter, belowIsPopover: belowIsPopover)
            else { return nil }
            var inShared = true
            var own = shared.transfer(ownKey)
            if own == nil {
                inShared = false
                own = learnt.transfer(ownKey)
            }
            switch own {
            case .became(let next, let isPopover):
                layerTransfers.keep(
                    layer: number, atWindow: layer == 0, classes: environment.classes, presenter: presenter,
                    belowIsPopover: belowIsPopover, major: environment.major, minor: environment.minor,
                    became: Int(next), isPopover: isPopover)
                position = keys.withUnsafeMutableBufferPointer { keys in
                    guard let to = keys.baseAddress else { return position }
                    return KeyWriter.put(
                        UInt64(UInt(bitPattern: Int(next) + 1)), at: position, in: to + keyStart)
                }
                (layer, position, belowIsPopover) = Workspace.sizeClassRun(
                    numbers: layerNumbers, presenters: layerPresenters, count: count, key: key,
                    environmentEnd: environmentEnd, environment: environment, cache: layerTransfers,
                    into: &keys,
                    at: keyStart, from: layer + 1, position: position, belowIsPopover: isPopover)
            case .replaced(let range):
                // A swap's tail, from the memo that knows it, which ends the key; kept in the
                // cache too.
                let end =
                    inShared
                    ? Workspace.write(
                        UnsafeBufferPointer(rebasing: shared.bytes[range]), at: keyStart + position,
                        into: &keys)
                    : learnt.bytes.withUnsafeBufferPointer { bytes in
                        Workspace.write(
                            UnsafeBufferPointer(rebasing: bytes[range]), at: keyStart + position, into: &keys)
                    }
                keys.withUnsafeBufferPointer { keys in
                    layerTransfers.keep(
                        layer: number, atWindow: layer == 0, classes: environment.classes,
                        presenter: presenter,
                        belowIsPopover: belowIsPopover, major: environment.major, minor: environment.minor,
                        endingWith: UnsafeBufferPointer(rebasing: keys[keyStart + position..<end]))
                }
                return end
            case .kept, .swapped, .unknown, nil:
                return nil
            }
        }
        return keyStart + position
    }

    /// Appends the number of a layer whose bytes are `layer` to the layer key `key`, or the
    /// layer written out (`LayerTable.putLiteral`) when the table lacks it; returns whether it
    /// was numbered.
    private static func put(
        _ layer: UnsafeBufferPointer<UInt8>, atWindow: Bool, _ layers: LayerTable.View, to key: inout [UInt8]
    ) -> Bool {
        if let number = layers.number(of: layer, atWindow: atWindow) {
            MoveMemo.put(number + 1, to: &key)
            return true
        }
        LayerTable.putLiteral(layer, to: &key)
        return false
    }

    /// The view of the frame presenting layer `layer` of the state being expanded (in the layer
    /// below), or 0 for the window's layer: as `readAhead` read it.
    @inline(__always)
    private func presenter(ofLayer layer: Int, _ layers: LayerTable.View) -> Int {
        #if DEBUG
            precondition(
                layer == 0
                    || layerPresenters[layer]
                        == layers.presenterView(
                            of: layerNumbers[layer], below: layerNumbers[layer - 1], belowAtWindow: layer == 1
                        ),
                "a layer's presenter read with its number differs")
        #endif
        return layerPresenters[layer]
    }

    /// Learns, from a size-class change to environment (`major`, `minor`, `classes`) just
    /// performed (the encoder's key is its successor's), what it did to each layer in its
    /// context: each layer below the first it rewrote was kept, only how it appears changed
    /// (the successor's bytes say how, and so whether the next layer's context has a popover
    /// below); that one had its presentation swapped.
    private mutating func learnTransfers(
        major: Int, minor: Int, classes: Int, layers: LayerTable.View, warnings: [NavEvent]
    ) {
        let rewritten = min(session.state.lowestRewrittenLayer, layerCount)
        let successor = encoder.key
        // The environment's bytes differ only in the size classes, one byte, so every layer
        // kept starts where it did.
        guard successor.withUnsafeBufferPointer({ LayerTable.environmentEnd($0) }) == layerStarts[0] else {
            return
        }
        var belowIsPopover = false
        var transferKey: UInt64 = 0
        for layer in 0..<min(rewritten + 1, layerCount) {
            let (number, atWindow) = (layerNumbers[layer], layer == 0)
            let info = layers.info(number, atWindow: atWindow)
            guard
                let key = MoveMemo.transferKey(
                    major: major, minor: minor, classes: classes, info, atWindow: atWindow,
                    root: layers.view(ofFrame: 0, number, atWindow: atWindow),
                    presenter: presenter(ofLayer: layer, layers), belowIsPopover: belowIsPopover)
            else { return }
            transferKey = key
            guard layer < rewritten else { break }
            let start = layerStarts[layer]
            let code = atWindow ? 0 : successor[start + Int(info.codeOffset)]
            let placement =
                info.frameCount > 1 ? successor[start + Int(info.placementsOffset) + 1] : LayerTable.noPush
            belowIsPopover = !atWindow && code & 0xF == 2
            if learnt.transfer(transferKey) == nil {
                learnt.add(
                    transfer: transferKey, .kept(code: code, placement: placement, isPopover: belowIsPopover),
                    bytes: successor[0..<0])
            }
        }
        guard rewritten < layerCount, learnt.transfer(transferKey) == nil else { return }
        // A swap: one layer left from `rewritten`, with the origin frame and trigger it had.
        let info = layers.info(layerNumbers[rewritten], atWindow: rewritten == 0)
        var fresh: (code: UInt8, rest: Range<Int>)?
        successor.withUnsafeBufferPointer { bytes in
            var reader = KeyReader(bytes, from: layerStarts[rewritten])
            guard rewritten > 0, reader.read() == 1, reader.read() == Int(info.originFrame),
                reader.read() == Int(info.originTrigger)
            else { return }
            let code = reader.byte(at: reader.position)
            fresh = (code, (reader.position + 1)..<bytes.count)
        }
        guard let fresh, warnings.isEmpty else {
            learnt.add(transfer: transferKey, .unknown, bytes: successor[0..<0])
            return
        }
        learnt.add(transfer: transferKey, .swapped(code: fresh.code, rest: fresh.rest), bytes: successor)
    }

    /// Writes `head` then `tail` to `buffer` from `position` on (its start unless given),
    /// lengthened if they do not fit, and returns where they end.
    @discardableResult
    static func write(
        _ head: UnsafeBufferPointer<UInt8>,
        _ tail: UnsafeBufferPointer<UInt8> = UnsafeBufferPointer(start: nil, count: 0),
        at position: Int = 0, into buffer: inout [UInt8]
    ) -> Int {
        let end = position + head.count + tail.count
        makeRoom(end, in: &buffer)
        buffer.withUnsafeMutableBufferPointer { target in
            guard let to = target.baseAddress.map({ $0 + position }) else { return }
            if let from = head.baseAddress { KeyWriter.copy(from, count: head.count, to: to) }
            if let from = tail.baseAddress { KeyWriter.copy(from, count: tail.count, to: to + head.count) }
        }
        return end
    }

    /// Lengthens `buffer` to at least `count` bytes, within the room it has when it can: the
    /// same buffer is written over by pointer here and appended to elsewhere, and making a new
    /// array whenever it was shorter cost an allocation for most size-class changes.
    @inline(__always)
    static func makeRoom(_ count: Int, in buffer: inout [UInt8]) {
        guard buffer.count < count else { return }
        buffer.append(contentsOf: repeatElement(0, count: max(count, 2 * buffer.count) - buffer.count))
    }

    /// Whether the names a tap's button resolves (its `route` and `set`) are all found in layer
    /// `layer` or above, where a search from the top finds them whatever the layers below hold;
    /// true for any other action, which resolves none.
    ///
    /// A tap on a view whose buttons only route to segues it declares itself resolves them in
    /// the top frame: answered from `ownRoutes` without looking the button up, where finding
    /// it by label and resolving each route cost about 390 instructions a move learnt (ex7:
    /// 58M).
    private mutating func resolves(_ action: Action, inOrAbove layer: Int) -> Bool {
        guard case .tap = action else { return true }
        let top = session.state.top
        if ownRoutes.isEmpty { ownRoutes = Workspace.ownRoutes(of: session.app) }
        if top.layer >= layer && ownRoutes[session.state[top].view.index] { return true }
        return Workspace.resolves(action, inOrAbove: layer, in: session)
    }

    /// Per view of `app`, whether each of its buttons only routes to segues the view declares
    /// (and sets no state): a search from a frame of it resolves them in that frame.
    static func ownRoutes(of app: AppModel) -> [Bool] {
        app.views.map { view in
            view.controls.allSatisfy { control in
                guard case .button(let actions) = control.kind else { return true }
                return actions.allSatisfy { action in
                    switch action {
                    case .route(let tag): return view.firstCandidate(tagged: tag, where: { _ in true }) != nil
                    case .set: return false
                    case .routeNil, .dismiss, .tap, .tapOutside, .back, .swipeBack, .swipeDown, .sizeClass,
                        .device, .ios:
                        return true
                    }
                }
            }
        }
    }

    /// `resolves(_:inOrAbove:)` for a session's state, looking the button up.
    static func resolves(_ action: Action, inOrAbove layer: Int, in session: Session) -> Bool {
        guard case .tap(let label) = action else { return true }
        let top = session.state.top
        let view = session.app[session.state[top].view]
        guard let index = view.controlIndex(labelled: label),
            case .button(let actions) = view.controls[index].kind
        else { return true }
        for action in actions {
            switch action {
            case .route(let tag):
                guard let (position, _) = try? session.resolveRoute(tag, from: top), position.layer >= layer
                else { return false }
            case .set(let name, let state, _):
                guard let (position, _) = try? session.resolveState(state, view: name, from: top),
                    position.layer >= layer
                else { return false }
            case .routeNil, .dismiss, .tap, .tapOutside, .back, .swipeBack, .swipeDown, .sizeClass, .device,
                .ios:
                continue
            }
        }
        return true
    }
}
