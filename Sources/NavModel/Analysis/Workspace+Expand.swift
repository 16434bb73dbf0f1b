/// A worker's expansion of its share of a batch, answering moves from the `MoveMemo` where it
/// can and performing the others on its scratch session.
extension Workspace {
    /// Every move from each state of `nodes`, with the successor's key looked up among the
    /// states known so far; from the memos when `memoised` (never for `route` and `set`
    /// moves, whose candidates depend on every layer).
    ///
    /// A state whose context (its environment and top two layers: see `MoveMemo`) the shared
    /// memo, or this worker's, knows has its successors' keys built from its own bytes and the
    /// memo's, without being decoded; a size-class change, likewise, when the memo knows what
    /// it does to each layer. Moves the memo cannot answer are performed on the scratch
    /// session, over which the state is then decoded, and what they did is learnt.
    mutating func expand(
        _ nodes: ArraySlice<Int32>, from start: Session, moves: Moves, memoised: Bool, states: StateTable,
        memo shared: MoveMemo, basis: CoverageBasis?
    ) {
        expansion.restart(nodes: nodes)
        learnt.removeAll()
        // The piece's first state decoded is read whole.
        layerStarts.removeAll(keepingCapacity: true)
        sessionLength = 0
        for node in nodes {
            keyLength = states.copyKey(of: node, into: &key)
            (isDecoded, isRestored) = (false, false)
            // The key's layout, read only for the memo.
            if memoised {
                key.withUnsafeBufferPointer { layout.read(UnsafeBufferPointer(rebasing: $0[..<keyLength])) }
            }
            // Then no move reaches the depth limit (see `Session.mayFailAfterWriting`).
            guard memoised && layout.depth + layout.layerCount < start.depthLimit else {
                restore(start)
                for action in session.candidateActions(moves) {
                    perform(action, from: start, states: states, basis: basis)
                }
                expansion.ends.append(expansion.successors.count)
                continue
            }
            let k = max(0, layout.layerCount - 2)
            writeContext(k)
            if let range = shared.moves(of: context[...]) {
                replay(
                    range, inShared: true, k: k, from: start, moves: moves, states: states, memo: shared,
                    basis: basis)
            } else if let range = learnt.moves(of: context[...]) {
                replay(
                    range, inShared: false, k: k, from: start, moves: moves, states: states, memo: shared,
                    basis: basis)
            } else {
                learn(k: k, from: start, moves: moves, states: states, memo: shared, basis: basis)
            }
            expansion.ends.append(expansion.successors.count)
        }
    }

    /// The key of the state being expanded.
    private var nodeKey: ArraySlice<UInt8> { key[..<keyLength] }

    /// Makes the session hold the state being expanded: the first time, only the layers that
    /// differ from the state read last (see `StateEncoder.decode`); after a move, only the
    /// layers the move may have changed; after a refused one, nothing.
    private mutating func restore(_ start: Session) {
        if !isDecoded {
            encoder.decode(
                nodeKey, after: sessionKey[..<sessionLength], template: start, into: &session,
                layerStarts: &layerStarts, spareLayers: &spareLayers)
            Workspace.write(nodeKey, key[0..<0], into: &sessionKey)
            sessionLength = keyLength
            isDecoded = true
        } else if !isRestored {
            encoder.decode(
                nodeKey, template: start, into: &session, layerStarts: &layerStarts, spareLayers: &spareLayers
            )
        }
        isRestored = true
    }

    /// Performs `action` on the session holding the state being expanded and records where it
    /// led; returns its error, if refused. Otherwise the encoder's key is the successor's.
    @discardableResult
    private mutating func perform(
        _ action: Action, from start: Session, states: StateTable, basis: CoverageBasis?
    ) -> NavError? {
        restore(start)
        isRestored = false
        let warnings: [NavEvent]
        do throws(NavError) {
            warnings = try session.performForWarnings(action)
        } catch {
            isRestored = true
            expansion.successors.append(Successor(action: action, warnings: [], outcome: .refused(error)))
            return error
        }
        // Only the layers the move may have changed are written; the rest are the key's.
        encoder.encode(session, after: nodeKey, layerStarts: layerStarts)
        // Hashed here, in parallel, and handed to the merge with the key.
        let hash = StateTable.hash(encoder.key)
        if let known = states.number(of: encoder.key, hash: hash) {
            expansion.successors.append(Successor(action: action, warnings: warnings, outcome: .known(known)))
            return nil
        }
        let keyStart = expansion.keys.count
        expansion.keys.append(contentsOf: encoder.key)
        let (shownStart, changedStart) = (expansion.shown.count, expansion.changed.count)
        basis?.mark(session, shown: &expansion.shown, changed: &expansion.changed)
        let info = NodeInfo(session)
        #if DEBUG
            // What `emit` reads from a key, checked against what the session says.
            var shown: [Int32] = []
            var changed: [Int64] = []
            encoder.key.withUnsafeBufferPointer { bytes in
                let fromKey = KeyLayout.nodeInfo(ofKey: bytes)
                precondition(
                    fromKey.layerCount == info.layerCount && fromKey.presenter == info.presenter
                        && fromKey.isHome == info.isHome, "a key's node info differs from its state's")
                if let basis {
                    let marked = basis.mark(key: bytes, shown: &shown, changed: &changed)
                    precondition(
                        marked.layerCount == info.layerCount && marked.presenter == info.presenter
                            && marked.isHome == info.isHome, "a key's node info differs from its state's")
                }
            }
            precondition(
                basis == nil
                    || (shown == Array(expansion.shown[shownStart...])
                        && changed == Array(expansion.changed[changedStart...])),
                "a key's coverage marks differ from its state's")
        #endif
        expansion.appendReached(
            action, warnings: warnings, keyStart: keyStart, hash: hash, info: info, shownStart: shownStart,
            changedStart: changedStart)
        return nil
    }

    /// Records where the key in `built[..<builtLength]`, built from the memo, led.
    private mutating func emit(
        _ action: Action, warnings: [NavEvent], states: StateTable, basis: CoverageBasis?
    ) {
        let hash = StateTable.hash(built[..<builtLength])
        if let known = states.number(of: built[..<builtLength], hash: hash) {
            expansion.successors.append(Successor(action: action, warnings: warnings, outcome: .known(known)))
            return
        }
        let keyStart = expansion.keys.count
        expansion.keys.append(contentsOf: built[..<builtLength])
        let (shownStart, changedStart) = (expansion.shown.count, expansion.changed.count)
        let info = built.withUnsafeBufferPointer { bytes in
            let key = UnsafeBufferPointer(rebasing: bytes[..<builtLength])
            guard let basis else { return KeyLayout.nodeInfo(ofKey: key) }
            return basis.mark(key: key, shown: &expansion.shown, changed: &expansion.changed)
        }
        expansion.appendReached(
            action, warnings: warnings, keyStart: keyStart, hash: hash, info: info, shownStart: shownStart,
            changedStart: changedStart)
    }

    #if DEBUG
        /// Performs a move the memo answered on a session of its own and checks the answer:
        /// the same refusal, or the same warnings and successor key (in `built`).
        private mutating func check(
            _ action: Action, refused: NavError?, warnings: [NavEvent], start: Session
        ) {
            var scratch = start
            encoder.decode(nodeKey, template: start, into: &scratch)
            do throws(NavError) {
                let real = try scratch.performForWarnings(action)
                precondition(refused == nil, "the memo refused \(action), which succeeds")
                precondition(real == warnings, "the memo's warnings for \(action) differ")
                var wholeEncoder = StateEncoder(numberingTagsOf: start)
                wholeEncoder.encode(scratch)
                precondition(
                    Array(wholeEncoder.key) == Array(built[..<builtLength]),
                    "the memo's successor by \(action) differs")
            } catch {
                precondition(refused == error, "the memo's outcome of \(action) differs: \(error)")
            }
        }
    #endif

    /// Expands the state from the moves memoised for its context: `range` of the shared
    /// memo's moves, or of `learnt`'s.
    private mutating func replay(
        _ range: Range<Int>, inShared: Bool, k: Int, from start: Session, moves: Moves, states: StateTable,
        memo shared: MoveMemo, basis: CoverageBasis?
    ) {
        #if DEBUG
            var scratch = start
            encoder.decode(nodeKey, template: start, into: &scratch)
            let memoised = inShared ? shared.moves[range].map(\.action) : learnt.moves[range].map(\.action)
            precondition(scratch.candidateActions(moves) == memoised, "the memo's candidate actions differ")
        #endif
        let below = layout.layers[k].start
        for index in range {
            let move = inShared ? shared.moves[index] : learnt.moves[index]
            switch move.outcome {
            case .refused(let error):
                #if DEBUG
                    check(move.action, refused: error, warnings: [], start: start)
                #endif
                expansion.successors.append(
                    Successor(action: move.action, warnings: [], outcome: .refused(error)))
            case .moved(let tail, let warnings):
                if inShared {
                    builtLength = Workspace.write(key[..<below], shared.bytes[tail], into: &built)
                } else {
                    builtLength = Workspace.write(key[..<below], learnt.bytes[tail], into: &built)
                }
                #if DEBUG
                    check(move.action, refused: nil, warnings: warnings, start: start)
                #endif
                emit(move.action, warnings: warnings, states: states, basis: basis)
            case .sizeClass:
                changeSizeClass(move.action, from: start, states: states, memo: shared, basis: basis)
            case .unknown:
                perform(move.action, from: start, states: states, basis: basis)
            }
        }
    }

    /// Expands a state whose context no memo knows: performs every move and learns what each
    /// did (see `MoveMemo` for when a move depends on the context alone).
    private mutating func learn(
        k: Int, from start: Session, moves: Moves, states: StateTable, memo shared: MoveMemo,
        basis: CoverageBasis?
    ) {
        restore(start)
        pendingMoves.removeAll(keepingCapacity: true)
        pendingBytes.removeAll(keepingCapacity: true)
        let below = layout.layers[k].start
        for action in session.candidateActions(moves) {
            if case .sizeClass = action {
                pendingMoves.append(MoveMemo.Move(action: action, outcome: .sizeClass))
                changeSizeClass(action, from: start, states: states, memo: shared, basis: basis)
                continue
            }
            restore(start)
            let resolvesAbove = Workspace.resolves(action, inOrAbove: k, in: session)
            let outcome: MoveMemo.Outcome
            if let error = perform(action, from: start, states: states, basis: basis) {
                outcome = resolvesAbove ? .refused(error) : .unknown
            } else if resolvesAbove && session.state.lowestChangedLayer >= k
                && encoder.key[..<layout.environmentEnd] == nodeKey[..<layout.environmentEnd]
            {
                let tailStart = pendingBytes.count
                pendingBytes.append(contentsOf: encoder.key[below...])
                outcome = .moved(
                    tail: tailStart..<pendingBytes.count,
                    warnings: expansion.successors[expansion.successors.count - 1].warnings)
            } else {
                outcome = .unknown
            }
            pendingMoves.append(MoveMemo.Move(action: action, outcome: outcome))
        }
        learnt.add(context: context[...], moves: pendingMoves[...], tails: pendingBytes)
    }

    /// A size-class change, built from what the memos know it does to each layer when they
    /// know it for every layer; performed, and learnt, otherwise.
    private mutating func changeSizeClass(
        _ action: Action, from start: Session, states: StateTable, memo shared: MoveMemo,
        basis: CoverageBasis?
    ) {
        guard case .sizeClass(let axis, let sizeClass) = action, !layout.hasRequests else {
            perform(action, from: start, states: states, basis: basis)
            return
        }
        // The new environment, as a key writes it.
        var reader = KeyReader(UnsafeBufferPointer(start: nil, count: 0))
        var environment = (major: 0, minor: 0, classes: 0)
        key.withUnsafeBufferPointer { bytes in
            reader = KeyReader(bytes)
            environment = (reader.read(), reader.read(), reader.read())
        }
        let bit = axis == .horizontal ? 2 : 1
        environment.classes = sizeClass == .regular ? environment.classes | bit : environment.classes & ~bit
        // Each layer's context and what became of it, from the window's up.
        var known = true
        var belowIsPopover = false
        var swapped: (layer: Int, code: UInt8, rest: Range<Int>, inShared: Bool)?
        // The key, its size classes (its environment's last byte, a number below 4) changed:
        // written whole, then over, rather than built number by number (appending was near a
        // tenth of ex7's instructions).
        builtLength = Workspace.write(nodeKey, key[0..<0], into: &built)
        built[layout.environmentEnd - 1] = UInt8(truncatingIfNeeded: environment.classes)
        for layer in 0..<layout.layerCount {
            let transferKey = key.withUnsafeBufferPointer { bytes in
                MoveMemo.transferKey(
                    major: environment.major, minor: environment.minor, classes: environment.classes,
                    layer: layer,
                    belowIsPopover: belowIsPopover, layout, key: bytes)
            }
            guard let transferKey else {
                // A number too large for a key: never memoised.
                perform(action, from: start, states: states, basis: basis)
                return
            }
            var inShared = true
            var transfer = shared.transfer(transferKey)
            if transfer == nil {
                inShared = false
                transfer = learnt.transfer(transferKey)
            }
            guard let transfer else {
                known = false
                break
            }
            let parts = layout.layers[layer]
            switch transfer {
            case .kept(let code, let placement, let isPopover):
                if parts.codeOffset >= 0 { built[parts.codeOffset] = code }
                if placement != MoveMemo.noByte { built[parts.placements + 1] = placement }
                belowIsPopover = isPopover
            case .swapped(let code, let rest):
                swapped = (layer, code, rest, inShared)
            case .unknown:
                known = false
            }
            if swapped != nil || !known { break }
        }
        if known {
            if let swapped {
                // The fresh layer: one frame, the origin's frame and trigger, its code, the rest.
                let parts = layout.layers[swapped.layer]
                var head = Array(built[..<parts.start])
                MoveMemo.put(1, to: &head)
                MoveMemo.put(parts.originFrame, to: &head)
                MoveMemo.put(parts.originTrigger, to: &head)
                head.append(swapped.code)
                if swapped.inShared {
                    builtLength = Workspace.write(head[...], shared.bytes[swapped.rest], into: &built)
                } else {
                    builtLength = Workspace.write(head[...], learnt.bytes[swapped.rest], into: &built)
                }
            }
            #if DEBUG
                check(action, refused: nil, warnings: [], start: start)
            #endif
            emit(action, warnings: [], states: states, basis: basis)
            return
        }
        guard perform(action, from: start, states: states, basis: basis) == nil else { return }
        learnTransfers(
            major: environment.major, minor: environment.minor, classes: environment.classes,
            warnings: expansion.successors[expansion.successors.count - 1].warnings)
    }

    /// Learns, from a size-class change to environment (`major`, `minor`, `classes`) just
    /// performed (the encoder's key is its successor's), what it did to each layer in its
    /// context: each layer below the first it rewrote was kept, only how it appears changed
    /// (the successor's bytes say how, and so whether the next layer's context has a popover
    /// below); that one had its presentation swapped.
    private mutating func learnTransfers(major: Int, minor: Int, classes: Int, warnings: [NavEvent]) {
        let rewritten = min(session.state.lowestRewrittenLayer, layout.layerCount)
        var environmentEnd = 0
        encoder.key.withUnsafeBufferPointer { bytes in
            var reader = KeyReader(bytes)
            for _ in 0..<3 { _ = reader.read() }
            environmentEnd = reader.position
        }
        // The environment's bytes differ only in the size classes, one byte.
        guard environmentEnd == layout.environmentEnd else { return }
        let successor = encoder.key
        let base = successor.startIndex
        transferKeys.removeAll(keepingCapacity: true)
        var belowIsPopover = false
        for layer in 0..<min(rewritten + 1, layout.layerCount) {
            let transferKey = key.withUnsafeBufferPointer { bytes in
                MoveMemo.transferKey(
                    major: major, minor: minor, classes: classes, layer: layer,
                    belowIsPopover: belowIsPopover,
                    layout, key: bytes)
            }
            guard let transferKey else { return }
            transferKeys.append(transferKey)
            guard layer < rewritten else { break }
            let parts = layout.layers[layer]
            let code = parts.codeOffset >= 0 ? successor[base + parts.codeOffset] : 0
            let placement = parts.frameCount > 1 ? successor[base + parts.placements + 1] : MoveMemo.noByte
            belowIsPopover = layer > 0 && code & 0xF == 2
            if learnt.transfer(transferKey) == nil {
                learnt.add(
                    transfer: transferKey, .kept(code: code, placement: placement, isPopover: belowIsPopover),
                    bytes: successor[base..<base])
            }
        }
        guard rewritten < transferKeys.count, learnt.transfer(transferKeys[rewritten]) == nil else { return }
        // A swap: one layer left from `rewritten`, with the origin frame and trigger it had.
        let parts = layout.layers[rewritten]
        var fresh: (code: UInt8, rest: Range<Int>)?
        successor.withUnsafeBufferPointer { bytes in
            var reader = KeyReader(bytes, from: parts.start)
            guard reader.read() == 1, reader.read() == parts.originFrame, reader.read() == parts.originTrigger
            else { return }
            let code = reader.byte(at: reader.position)
            fresh = (code, (base + reader.position + 1)..<successor.endIndex)
        }
        guard let fresh, warnings.isEmpty else {
            learnt.add(transfer: transferKeys[rewritten], .unknown, bytes: successor[base..<base])
            return
        }
        learnt.add(
            transfer: transferKeys[rewritten], .swapped(code: fresh.code, rest: fresh.rest), bytes: successor)
    }

    /// Writes the state's context (see `MoveMemo`) to `context`: whether k is 0, the
    /// environment, the layers from k on.
    private mutating func writeContext(_ k: Int) {
        context.removeAll(keepingCapacity: true)
        context.append(k == 0 ? 0 : 1)
        context.append(contentsOf: key[..<layout.environmentEnd])
        context.append(contentsOf: key[layout.layers[k].start..<keyLength])
    }

    /// Writes `head` then `tail` to the start of `buffer`, lengthened if they do not fit, and
    /// returns their length.
    @discardableResult
    static func write(_ head: ArraySlice<UInt8>, _ tail: ArraySlice<UInt8>, into buffer: inout [UInt8]) -> Int
    {
        let count = head.count + tail.count
        if buffer.count < count { buffer = [UInt8](repeating: 0, count: max(count, 2 * buffer.count)) }
        buffer.withUnsafeMutableBufferPointer { target in
            guard let to = target.baseAddress else { return }
            head.withUnsafeBufferPointer { source in
                if let from = source.baseAddress { to.update(from: from, count: source.count) }
            }
            tail.withUnsafeBufferPointer { source in
                if let from = source.baseAddress { (to + head.count).update(from: from, count: source.count) }
            }
        }
        return count
    }

    /// Whether the names a tap's button resolves (its `route` and `set`) are all found in layer
    /// `layer` or above, where a search from the top finds them whatever the layers below hold;
    /// true for any other action, which resolves none.
    private static func resolves(_ action: Action, inOrAbove layer: Int, in session: Session) -> Bool {
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
