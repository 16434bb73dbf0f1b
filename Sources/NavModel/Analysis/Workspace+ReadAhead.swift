/// What a worker reads of a state of its piece before it expands any (see
/// `Workspace.readAhead`): where its layers' rows start in `Workspace.layerRows`, how many
/// layers it has, where its key's environment ends, its frames in all, whether some layer has
/// requests, and its context (see `MoveMemo`) in `Workspace.contexts`, with the context's hash,
/// when it has one written.
struct StateAhead {
    var rows = 0
    var layerCount = 0
    var environmentEnd = 0
    var depth = 0
    var hasRequests = false
    var hasContext = false
    var hash: UInt32 = 0
    var context = 0..<0
}

extension Workspace {
    /// Reads the key of each state of the piece once, before any is expanded: its layers'
    /// numbers, where each starts and the view presenting each (`layerRows`), and what
    /// `StateAhead` keeps; when `withContexts`, writes its context (to `contexts`), works out
    /// its hash, and fetches the first slot of its lookup in the shared memo.
    ///
    /// One pass a state: the contexts were written in a pass of their own, which found the top
    /// two layers back from the key's end and looked up their presenter, and each state's
    /// numbers were read again when it was expanded, about 480 instructions a state between
    /// them on ex7. The memo knows tens of thousands of contexts on ex7, and each state's
    /// lookup missed the cache on its first slot while the worker waited (perf: two fifths of
    /// `expand`'s own time at one instruction); fetched here one after another, their misses
    /// overlap. The contexts are kept for the lookups: writing each again when its state was
    /// expanded (`writeContext()`) cost about 110 instructions a state on ex7.
    mutating func readAhead(
        _ nodes: ArraySlice<Int32>, states: StateTable.View, layers: LayerTable.View,
        memo shared: MoveMemo.View, withContexts: Bool
    ) {
        // Room for every state: a layer takes a byte of its key at least, and a context is no
        // longer than its key and a view's number, with eight bytes after the last, which its
        // hash reads (see `hash(_:count:)`). The arrays keep their length from batch to batch
        // and are written through pointers: appending checked uniqueness for every state.
        var keyBytes = 0
        for node in nodes { keyBytes &+= states.key(node).count }
        if layerRows.count < 3 * keyBytes {
            layerRows = [Int](repeating: 0, count: 3 * max(keyBytes, 2 * layerRows.count / 3))
        }
        if withContexts {
            Workspace.makeRoom(keyBytes + KeyWriter.widestNumber * nodes.count + 8, in: &contexts)
        }
        if statesAhead.count < nodes.count {
            statesAhead += repeatElement(StateAhead(), count: max(nodes.count, 2 * statesAhead.count))
        }
        layerRows.withUnsafeMutableBufferPointer { rows in
            statesAhead.withUnsafeMutableBufferPointer { ahead in
                contexts.withUnsafeMutableBufferPointer { contexts in
                    guard let numbers = rows.baseAddress else { return }
                    let room = rows.count / 3
                    let (starts, presenters) = (numbers + room, numbers + 2 * room)
                    var (row, end) = (0, 0)
                    for (index, node) in nodes.enumerated() {
                        let key = states.key(node)
                        var state = StateAhead()
                        state.rows = row
                        var reader = KeyReader(key)
                        _ = reader.read()
                        _ = reader.read()
                        _ = reader.read()
                        state.environmentEnd = reader.position
                        // The window's layer, then the others, each from the table of its kind:
                        // choosing the table layer by layer cost a few instructions a layer (ex7:
                        // the numbers read then 196M -> 170M instructions).
                        if !reader.isAtEnd {
                            starts[row] = reader.position
                            numbers[row] = reader.read() &- 1
                            presenters[row] = 0
                            let window = layers.info(numbers[row], atWindow: true)
                            var depth = Int(window.frameCount)
                            var hasRequests = window.hasRequests
                            // Where the views of the layer below start: kept from its entry, not
                            // looked up again by its number (ex7: 6 instructions a layer).
                            var belowViews = Int(window.firstView)
                            var count = 1
                            while !reader.isAtEnd {
                                let at = row &+ count
                                starts[at] = reader.position
                                let number = reader.read() &- 1
                                numbers[at] = number
                                let info = layers.info(number, atWindow: false)
                                depth &+= Int(info.frameCount)
                                if info.hasRequests { hasRequests = true }
                                // Read here, where the layer's entry is at hand, rather than by
                                // each size-class change, which read two layers' entries a layer.
                                presenters[at] = layers.view(
                                    ofFrame: Int(info.originFrame), firstView: belowViews)
                                belowViews = Int(info.firstView)
                                count &+= 1
                            }
                            (state.layerCount, state.depth, state.hasRequests) = (count, depth, hasRequests)
                            // The context: the environment, the top layer's number, the view
                            // presenting it.
                            if withContexts && count > 1, let base = key.baseAddress,
                                let out = contexts.baseAddress
                            {
                                let top = row &+ count &- 1
                                let (from, environmentEnd) = (starts[top], state.environmentEnd)
                                let (to, topLength, presenter) = (
                                    out + end, key.count &- from, presenters[top]
                                )
                                let length: Int
                                if environmentEnd == 3 && topLength <= 4 && presenter >= 0 && presenter < 0x80
                                {
                                    // Eight bytes at most (nearly every context), put together as
                                    // a word and stored at once, the room after it written over by
                                    // the next: copied part by part, about 30 instructions more.
                                    // The key is at least five bytes: three and two numbers.
                                    let raw = UnsafeRawPointer(base)
                                    let environment =
                                        UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
                                        & 0xFF_FFFF
                                    let last = UInt64(
                                        UInt32(
                                            littleEndian: raw.loadUnaligned(
                                                fromByteOffset: key.count &- 4, as: UInt32.self)))
                                    let topBytes = last &>> UInt64(8 &* (4 &- topLength))
                                    let word =
                                        environment | topBytes &<< 24 | UInt64(presenter)
                                        &<< UInt64(24 &+ 8 &* topLength)
                                    UnsafeMutableRawPointer(to).storeBytes(
                                        of: word.littleEndian, as: UInt64.self)
                                    length = 4 &+ topLength
                                } else {
                                    KeyWriter.copy(base, count: environmentEnd, to: to)
                                    KeyWriter.copy(base + from, count: topLength, to: to + environmentEnd)
                                    length = KeyWriter.put(
                                        UInt64(UInt(bitPattern: presenter)), at: environmentEnd &+ topLength,
                                        in: to)
                                }
                                state.hasContext = true
                                state.hash = Workspace.hash(UnsafePointer(to), count: length)
                                state.context = end..<end &+ length
                                end &+= length
                            }
                            row &+= count
                        }
                        ahead[index] = state
                    }
                    guard withContexts else { return }
                    // In a loop of their own, a few instructions apart, so that many are fetched at
                    // once.
                    for index in 0..<nodes.count where ahead[index].hasContext {
                        shared.prefetchContext(ahead[index].hash)
                    }
                }
            }
        }
    }
}
