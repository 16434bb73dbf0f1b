/// Turns sessions into compact keys and back: the live hierarchy (every frame's view,
/// placement, holder and state values), the queued and dropped presentations, and the
/// environment's size classes and iOS version. The declarations are not part of a key, since an
/// exploration never changes them. Every tag the declarations or the starting state name is
/// numbered before the first key is made, and the numbering never changes after: workers
/// encoding at once, each with an encoder of its own made from the same session, agree on
/// every key. A tag named nowhere (none can
/// be reached today; this keeps keys exact if one ever is) is written out in full.
///
/// A key is a string of numbers, each written in as few bytes as it needs (LEB128: seven bits a
/// byte, the high bit set on all but the last). Nearly every number is below 128, so a key is a
/// byte a number: a quarter of the 32-bit words it used to be, which is most of an exploration's
/// memory, and a quarter of the bytes to hash and compare.
struct StateEncoder {
    private var tags: [String: UInt32] = [:]
    private var tagNames: [String] = []
    /// Per view, the codes of the tags its triggers declare, while it declares at most
    /// `ViewDeclaration.linearSearchLimit`: a live value is nearly always one of its own view's
    /// tags, and comparing a few short strings costs a fraction of hashing one for `tags`,
    /// which every tag value of every key did. None past the limit: `tags` answers. View `v`'s
    /// are `ownTags[ownTagStarts[v]..<ownTagStarts[v + 1]]`: one array, read through one
    /// buffer, rather than an array a view retained and released at every frame.
    private var ownTags: [TagCode] = []
    private var ownTagStarts: [Int] = [0]

    /// A tag and its number.
    private struct TagCode {
        let tag: String
        let code: UInt32
    }
    /// The key `encode` made last: the first `keyLength` bytes of `storage`.
    var key: ArraySlice<UInt8> { storage[..<keyLength] }
    /// Room for a key, kept between keys and doubled when one does not fit.
    private var storage = [UInt8](repeating: 0, count: StateEncoder.initialCapacity)
    private var keyLength = 0

    /// The most layers `decode` keeps in `spareLayers`: enough for the chains of presentations
    /// that come and go between moves, few enough to keep little.
    static let spareLayersKept = 16

    /// The bytes a key may take before the encoder makes more room: more than a state of
    /// twenty views with ten states each takes.
    static let initialCapacity = 256

    /// The code of a tag written out in full: its UTF-8 length and bytes follow.
    private static let literalTag: UInt32 = 3
    /// The code of the first numbered tag; 0, 1 and 2 are no value, false and true.
    private static let firstTag: UInt32 = 4

    /// `literalTag`, for a reader of keys that skips values (`KeyLayout`).
    static let literalTagCode = Int(literalTag)
    /// The byte of a frame shown in a split view's detail column.
    static let detailPlacementCode = UInt8(code(Frame.Placement.detail))

    /// The code a key gives `value`; nil for a tag not numbered, written out in full.
    func code(of value: StateValue) -> Int? {
        switch value {
        case .none: return 0
        case .bool(let isOn): return isOn ? 2 : 1
        case .tag(let tag): return tags[tag].map { Int($0) }
        }
    }

    /// An encoder for the states of `session`'s app: it numbers the tags of the declarations
    /// (triggers, buttons, initial values) and of the session's live values, in that order.
    init(numberingTagsOf session: Session) {
        func number(_ value: StateValue) {
            guard case .tag(let tag) = value, tags[tag] == nil else { return }
            tags[tag] = StateEncoder.firstTag + UInt32(tagNames.count)
            tagNames.append(tag)
        }
        func number(_ action: Action) {
            switch action {
            case .route(let tag): number(.tag(tag))
            case .set(_, _, .tag(let tag)): number(.tag(tag))
            case .routeNil, .set, .tap, .tapOutside, .dismiss, .back, .swipeBack, .swipeDown, .sizeClass,
                .device, .ios:
                break
            }
        }
        for view in session.app.views {
            for trigger in view.triggers { number(trigger.activeValue) }
            for control in view.controls {
                guard case .button(let actions) = control.kind else { continue }
                for action in actions { number(action) }
            }
            for value in view.initialValues { number(value) }
        }
        for layer in session.state.layers {
            for frame in layer.frames {
                for value in frame.values { number(value) }
            }
        }
        // Every tag of a trigger was numbered above.
        for view in session.app.views {
            ownTags += view.fewTags.compactMap { tag in tags[tag].map { TagCode(tag: tag, code: $0) } }
            ownTagStarts.append(ownTags.count)
        }
    }

    /// Makes `key` the key of a session's state and environment.
    mutating func encode(_ session: Session) {
        encode(session, copying: UnsafeBufferPointer(start: nil, count: 0), fromLayer: 0)
    }

    /// Makes `key` the key of `session`, which held `parent`'s state (read by `decode` with these
    /// `layerStarts`) and has changed since only through its state's own methods.
    ///
    /// A layer's bytes depend on that layer alone, so the layers below the state's
    /// `lowestChangedLayer` are copied from `parent` rather than written again: a move nearly
    /// always changes only the top layer or two, and writing every layer of every successor
    /// was a seventh of an explored state's cost. The layers from `lowestChangedLayer` below
    /// `lowestRewrittenLayer` changed only how they appear: they are copied too, and only
    /// their origin's screen and their frames' placements written over the copy. The
    /// environment, which a move may change, comes first and is always written. Debug builds
    /// check the key against a whole encoding.
    ///
    /// Returns the first layer written rather than copied; where each layer from it on starts
    /// in `key` is written to `written` (layer `l` at `written[l - first]`), made long enough.
    /// The explorer looks each such layer up by its bytes (`Workspace.writeSuccessorKey`), and
    /// finds them there rather than by passing over every number of each (about 150
    /// instructions a layer).
    @discardableResult
    mutating func encode(
        _ session: Session, after parent: ArraySlice<UInt8>, layerStarts: [Int], written: inout [Int]
    ) -> Int {
        let count = session.state.layers.count
        let bound = min(layerStarts.count, count)
        let first = min(session.state.lowestRewrittenLayer, bound)
        let appearing = min(session.state.lowestChangedLayer, first)..<first
        if written.count < count - first { written = [Int](repeating: 0, count: 2 * count) }
        written.withUnsafeMutableBufferPointer { written in
            parent.withUnsafeBufferPointer { parent in
                let kept =
                    first == 0
                    ? UnsafeBufferPointer(start: nil, count: 0)
                    : UnsafeBufferPointer(
                        rebasing: parent[
                            layerStarts[0]..<(first < layerStarts.count ? layerStarts[first] : parent.count)])
                encode(
                    session, copying: kept, fromLayer: first, appearing: appearing, layerStarts: layerStarts,
                    starts: written.baseAddress)
            }
        }
        #if DEBUG
            let incremental = Array(key)
            encode(session)
            precondition(
                Array(key) == incremental, "a key written in part differs from the key written whole")
        #endif
        return first
    }

    /// Makes `key` the environment's bytes, then `kept` (the bytes of the layers below `first`),
    /// with the appearance of the layers `appearing` written over them (see
    /// `writeAppearance`), then the bytes of the layers from `first` on, where each starts
    /// written to `starts` when given.
    ///
    /// Written through a pointer into room kept from the last key, not appended byte by byte:
    /// an append checks uniqueness and capacity, and encoding was a sixth of an explored state's
    /// cost. A key that does not fit is written again into twice the room.
    private mutating func encode(
        _ session: Session, copying kept: UnsafeBufferPointer<UInt8>, fromLayer first: Int,
        appearing: Range<Int> = 0..<0, layerStarts: [Int] = [], starts: UnsafeMutablePointer<Int>? = nil
    ) {
        var bytes: [UInt8] = []
        swap(&bytes, &storage)
        keyLength = write(
            session, copying: kept, fromLayer: first, appearing: appearing, layerStarts: layerStarts,
            into: &bytes, starts: starts)
        swap(&bytes, &storage)
    }

    /// Writes what `encode(_:copying:fromLayer:appearing:layerStarts:)` makes the key into
    /// `bytes`, making more room until it fits, and returns its length.
    ///
    /// Not mutating: writing from a mutating method copied the encoder's tables (three
    /// retains, a bridged retain and their releases, near 190 instructions a key).
    private func write(
        _ session: Session, copying kept: UnsafeBufferPointer<UInt8>, fromLayer first: Int,
        appearing: Range<Int>, layerStarts: [Int], into bytes: inout [UInt8],
        starts: UnsafeMutablePointer<Int>?
    ) -> Int {
        while true {
            let length = bytes.withUnsafeMutableBufferPointer { buffer in
                var writer = KeyWriter(buffer)
                write(session.platform, to: &writer)
                let body = writer.length
                writer.put(contentsOf: kept)
                if let body, !appearing.isEmpty, writer.length != nil {
                    // The copied layers start `body` bytes in rather than `layerStarts[0]`.
                    writeAppearance(
                        of: session.state.layers, appearing, over: buffer, at: layerStarts,
                        shift: body - layerStarts[0])
                }
                write(session.state.layers, from: first, to: &writer, starts: starts)
                return writer.length
            }
            if let length { return length }
            bytes = [UInt8](repeating: 0, count: bytes.count * 2)
        }
    }

    /// Writes the environment: the iOS version and the size classes.
    private func write(_ platform: Platform, to writer: inout KeyWriter) {
        guard writer.makeRoom(forNumbers: 3) else { return }
        writer.put(platform.ios.major)
        writer.put(platform.ios.minor)
        writer.put(
            (platform.sizeClasses.horizontal == .regular ? 2 : 0)
                | (platform.sizeClasses.vertical == .regular ? 1 : 0))
    }

    /// Writes how the layers `appearing` appear (their origin's screen and modifier, their
    /// frames' placements) over the copy of their bytes in `buffer`, layer `l` starting at
    /// `layerStarts[l] + shift`: each of those numbers is one byte, so the rest stays where
    /// it is.
    private func writeAppearance(
        of layers: [Layer], _ appearing: Range<Int>, over buffer: UnsafeMutableBufferPointer<UInt8>,
        at layerStarts: [Int], shift: Int
    ) {
        layers.withUnsafeBufferPointer { layers in
            guard let base = layers.baseAddress else { return }
            for l in appearing {
                let layer = base + l
                var reader = KeyReader(UnsafeBufferPointer(buffer), from: layerStarts[l] &+ shift)
                let count = reader.read()
                if let codes = layer.pointee.origin?.codes {
                    _ = reader.read()
                    _ = reader.read()
                    buffer[reader.position] = UInt8(truncatingIfNeeded: codes)
                    reader.skip(1)
                }
                var position = reader.position
                for f in 0..<count {
                    buffer[position] = UInt8(
                        truncatingIfNeeded: StateEncoder.code(layer.pointee.frames[f].placement))
                    position &+= 1
                }
            }
        }
    }

    /// Writes the layers from `first` on, each on its own: its bytes depend on nothing else;
    /// where each starts to `starts`, when given, from its start.
    ///
    /// Through buffers, and with room made once a frame rather than checked once a number: a
    /// layer, a frame and its values are then read without an accessor, a bounds check or a
    /// reference count each, and a number is a store and an increment.
    private func write(
        _ layers: [Layer], from first: Int, to writer: inout KeyWriter, starts: UnsafeMutablePointer<Int>?
    ) {
        ownTags.withUnsafeBufferPointer { ownTags in
            ownTagStarts.withUnsafeBufferPointer { ownTagStarts in
                layers.withUnsafeBufferPointer { layers in
                    guard let base = layers.baseAddress else { return }
                    for l in first..<layers.count {
                        if let starts { starts[l &- first] = writer.length ?? 0 }
                        write(base + l, ownTags: ownTags, ownTagStarts: ownTagStarts, to: &writer)
                    }
                }
            }
        }
    }

    /// Writes a layer: its frame count, its origin, its frames' placements, its frames, its
    /// queued and dropped requests.
    ///
    /// The numbers that say how the layer appears (the origin's screen and modifier, the
    /// placements) are one byte each and come before the frames, where they are found from
    /// the layer's start without reading the frames: a size-class change changes only those,
    /// and they are then written and read alone (see `lowestRewrittenLayer`).
    ///
    /// Through a pointer, never a copy: a copied layer (or origin) cost a reference count for
    /// each of its arrays and strings, nine a key.
    @inline(__always)
    private func write(
        _ layer: UnsafePointer<Layer>, ownTags: UnsafeBufferPointer<TagCode>,
        ownTagStarts: UnsafeBufferPointer<Int>, to writer: inout KeyWriter
    ) {
        if writer.makeRoom(forNumbers: 4 + layer.pointee.frames.count) {
            writer.put(layer.pointee.frames.count)
            if let frame = layer.pointee.origin?.frame, let trigger = layer.pointee.origin?.trigger,
                let codes = layer.pointee.origin?.codes
            {
                writer.put(frame)
                writer.put(trigger)
                writer.put(codes)
            }
            for f in layer.pointee.frames.indices {
                writer.put(Int(StateEncoder.code(layer.pointee.frames[f].placement)))
            }
        }
        // By index, not through buffers: a buffer of an array reached through a pointer cost
        // a retain and a release of the array, a frame's values' and the layer's frames'.
        for f in layer.pointee.frames.indices {
            let count = layer.pointee.frames[f].values.count
            guard writer.makeRoom(forNumbers: 3 + count) else { continue }
            let view = layer.pointee.frames[f].view.index
            writer.put(view)
            writer.put((layer.pointee.frames[f].holder ?? -1) + 1)
            writer.put(count)
            // A live value is nearly always one of its own view's tags.
            let own =
                view + 1 < ownTagStarts.count
                ? UnsafeBufferPointer(rebasing: ownTags[ownTagStarts[view]..<ownTagStarts[view + 1]])
                : UnsafeBufferPointer(start: nil, count: 0)
            for slot in 0..<count {
                switch layer.pointee.frames[f].values[slot] {
                case .none: writer.put(0)
                case .bool(let isOn): writer.put(isOn ? 2 : 1)
                case .tag(let tag): put(tag, among: own, to: &writer)
                }
            }
        }
        write(layer.pointee.queue, to: &writer)
        write(layer.pointee.dropped, to: &writer)
    }

    /// Writes a list of requests: its count, then each request's frame and trigger.
    @inline(__always)
    private func write(_ requests: [Layer.Request], to writer: inout KeyWriter) {
        guard writer.makeRoom(forNumbers: 1 + 2 * requests.count) else { return }
        writer.put(requests.count)
        for index in requests.indices {
            writer.put(requests[index].frame)
            writer.put(requests[index].trigger)
        }
    }

    /// Writes a tag of a frame whose view's own tags are `own`: found there nearly always,
    /// else as `put(_:to:)` writes it. Room for its code was made.
    @inline(__always)
    private func put(_ tag: String, among own: UnsafeBufferPointer<TagCode>, to writer: inout KeyWriter) {
        for index in own.indices where own[index].tag == tag {
            writer.put(Int(own[index].code))
            return
        }
        put(tag, to: &writer)
    }

    /// Writes a tag not among its view's own: its code, or for a tag not numbered, the literal
    /// code (where room for a number was made), then the tag itself.
    private func put(_ tag: String, to writer: inout KeyWriter) {
        if let known = tags[tag] {
            writer.put(Int(known))
        } else {
            writer.put(Int(StateEncoder.literalTag))
            guard writer.makeRoom(forNumbers: 1) else { return }
            writer.put(tag.utf8.count)
            writer.put(contentsOf: tag.utf8)
        }
    }

    /// Makes `session`'s hierarchy and environment the ones a key stands for, with the device
    /// of `template` when the size classes are its own. Keeping keys instead of sessions is
    /// what keeps an exploration's memory small.
    ///
    /// Written over the session's own arrays, not into new ones: the explorer restores a state
    /// before every move, and assigning a freshly decoded state made each move's first writes
    /// copy the layers, the layer's frames and the frame's values, only to free the copies at
    /// the next restore (a third of an explored state's cost). Arrays the session shares are
    /// copied once by the first write, as any write would; what the key holds beyond them is
    /// appended, and what the session holds beyond the key is removed.
    func decode(_ key: ArraySlice<UInt8>, template: Session, into session: inout Session) {
        var layerStarts: [Int] = []
        var spareLayers: [Layer] = []
        decode(key, template: template, into: &session, layerStarts: &layerStarts, spareLayers: &spareLayers)
    }

    /// `decode(_:template:into:)`, reading only the layers a move may have changed when the
    /// session held this key's state, or `previous`'s, before.
    ///
    /// `layerStarts` holds where each layer of `key` (or of `previous`, when given) starts.
    /// Empty, the whole key is read and it is filled. Given again with the same key after the
    /// session changed only through its state's own methods, the layers below its
    /// `lowestChangedLayer` are the key's still and are kept; of those below its
    /// `lowestRewrittenLayer`, only how they appear is read (see `readAppearance`); the others
    /// are read from where they start. A move nearly always changes only the top layer or two,
    /// and reading every layer before every move was a fifth of an explored state's cost. Debug
    /// builds check the result against reading the whole key.
    ///
    /// With `previous`, the key the session was last read from (and `layerStarts` its layers'
    /// starts), the layers below the first whose bytes differ from `previous`'s, and below the
    /// state's `lowestChangedLayer`, are kept too: the states a worker expands one after
    /// another are siblings, alike but for the layers their moves changed. Then `layerStarts`
    /// ends holding `key`'s. On ex5 this saved only 2% of decoding (3.3M of 172M
    /// instructions) while a size-class change, nearly always a node's last move, counted as
    /// changing every layer from the first presented one up; the layers it changed only in
    /// how they appear now count as shared when their bytes are, and only that is read.
    ///
    /// `spareLayers` keeps layers removed from the session (a move presented them) to be
    /// read over when the key has more layers than the session (a move dismissed them), rather
    /// than freeing every frame and value of one and allocating them again.
    func decode(
        _ key: ArraySlice<UInt8>, after previous: ArraySlice<UInt8>? = nil, template: Session,
        into session: inout Session, layerStarts: inout [Int], spareLayers: inout [Layer]
    ) {
        let isPartial = !layerStarts.isEmpty
        key.withUnsafeBufferPointer { bytes in
            var reader = KeyReader(bytes)
            var platform = template.platform
            let major = reader.read()
            let minor = reader.read()
            let head = reader.read()
            let classes = SizeClasses(
                horizontal: head & 2 != 0 ? .regular : .compact, vertical: head & 1 != 0 ? .regular : .compact
            )
            platform.ios = IOSVersion(unchecked: major, minor)
            if classes != platform.sizeClasses {
                platform.sizeClasses = classes
                platform.device = nil
            }
            session.platform = platform
            var first = 0
            var records = !isPartial
            if isPartial, let previous {
                // Layers of `previous` up to the first that differs are `key`'s too, starting as
                // far from the environment; the rest are read and where they start recorded.
                let body = reader.position
                let kept = layerStarts[0]
                let start = previous.withUnsafeBufferPointer { previous in
                    let same = StateEncoder.commonPrefix(
                        bytes, from: body, previous, from: kept,
                        count: min(bytes.count - body, previous.count - kept))
                    // The layers that end within the bytes the keys share.
                    while first < layerStarts.count
                        && (first + 1 < layerStarts.count ? layerStarts[first + 1] : previous.count) - kept
                            <= same
                    {
                        first += 1
                    }
                    first = min(first, session.state.lowestRewrittenLayer)
                    return (first < layerStarts.count ? layerStarts[first] : previous.count) - kept + body
                }
                while layerStarts.count > first { layerStarts.removeLast() }
                if body != kept {
                    for layer in 0..<first { layerStarts[layer] += body - kept }
                }
                reader = KeyReader(bytes, from: start)
                records = true
            } else if isPartial {
                first = min(session.state.lowestRewrittenLayer, layerStarts.count)
                reader = KeyReader(bytes, from: first < layerStarts.count ? layerStarts[first] : bytes.count)
            }
            // The layers kept that the move changed only in how they appear (none when the
            // whole key is read: `first` is 0).
            for layer in min(session.state.lowestChangedLayer, first)..<first {
                readAppearance(bytes, from: layerStarts[layer], ofLayer: layer, into: &session.state)
            }
            let count = decodeLayers(
                &reader, from: first, template: template, into: &session.state.layers, spare: &spareLayers,
                layerStarts: &layerStarts, records: records)
            // The layers left over once `spareLayers` is full are removed as a dismissal
            // removes them, which keeps the last one's frames array for the next presentation
            // (see `NavigationState.removeLayers(from:)`): freed here, another was allocated
            // for nearly every presentation the next moves made, since the explorer restores
            // a state after each move and presentations outnumber dismissals (ex7: 74,047
            // moves learnt presented a layer, 21,803 dismissed one).
            if session.state.layers.count > count { session.state.removeLayers(from: count) }
        }
        session.state.markUnchanged()
        #if DEBUG
            if isPartial {
                var whole = session
                var wholeStarts: [Int] = []
                var spare: [Layer] = []
                decode(key, template: template, into: &whole, layerStarts: &wholeStarts, spareLayers: &spare)
                precondition(
                    whole.state == session.state && whole.platform == session.platform
                        && wholeStarts == layerStarts,
                    "a state decoded in part differs from the state decoded whole")
            }
        #endif
    }

    /// Reads how layer `layer` appears (its origin's screen, its frames' placements) from its
    /// bytes at `start` over `state`'s, whose layer differs from the key's in nothing else (see
    /// `NavigationState.lowestRewrittenLayer`): a size-class change, near half of the moves,
    /// changes only those numbers in every layer, and reading them alone costs a fraction of
    /// reading the layer.
    private func readAppearance(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, ofLayer layer: Int,
        into state: inout NavigationState
    ) {
        var reader = KeyReader(bytes, from: start)
        let count = reader.read()
        if layer > 0 {
            _ = reader.read()
            _ = reader.read()
            let wanted = screen(reader.read() & 0xF)
            if state.storedLayers[layer].origin?.screen != wanted { state.setScreen(wanted, ofLayer: layer) }
        }
        for frame in 0..<count {
            let wanted = placement(Int(reader.byte(at: reader.position &+ frame)))
            if state.storedLayers[layer].frames[frame].placement != wanted {
                state.setPlacement(wanted, ofFrame: frame, inLayer: layer)
            }
        }
    }

    /// How many bytes two keys have in common from positions `a` and `b` on, comparing at most
    /// `count`, eight at a time.
    private static func commonPrefix(
        _ first: UnsafeBufferPointer<UInt8>, from a: Int, _ second: UnsafeBufferPointer<UInt8>, from b: Int,
        count: Int
    ) -> Int {
        guard let firstBase = first.baseAddress, let secondBase = second.baseAddress else { return 0 }
        let x = UnsafeRawPointer(firstBase + a)
        let y = UnsafeRawPointer(secondBase + b)
        var index = 0
        while index &+ 8 <= count {
            let differing =
                UInt64(littleEndian: x.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                ^ UInt64(littleEndian: y.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            if differing != 0 { return index &+ differing.trailingZeroBitCount >> 3 }
            index &+= 8
        }
        while index < count && first[a &+ index] == second[b &+ index] { index &+= 1 }
        return index
    }

    /// Reads the layers of a key from layer `first` over `layers`, then removes those the key
    /// does not have into `spare` while it has room; when `records`, appends where each starts
    /// to `layerStarts`. Returns how many layers the key has.
    private func decodeLayers(
        _ reader: inout KeyReader, from first: Int, template: Session, into layers: inout [Layer],
        spare: inout [Layer], layerStarts: inout [Int], records: Bool
    ) -> Int {
        var layer = first
        // Through a buffer: a layer, its origin and its frames are then reached without an
        // accessor (and its uniqueness check) per field; one buffer for the layers the session
        // has, rather than one a layer.
        layers.withUnsafeMutableBufferPointer { buffer in
            while layer < buffer.count && !reader.isAtEnd {
                if records { layerStarts.append(reader.position) }
                readLayer(&reader, at: layer, of: buffer, template: template)
                layer += 1
            }
        }
        while !reader.isAtEnd {
            if records { layerStarts.append(reader.position) }
            // A layer the key has beyond the session's: one removed before, read over in place.
            layers.append(spare.popLast() ?? Layer(frames: []))
            layers.withUnsafeMutableBufferPointer { buffer in
                readLayer(&reader, at: layer, of: buffer, template: template)
            }
            layer += 1
        }
        // Kept rather than freed: the next state decoded, or the next restore, often needs one.
        while layers.count > layer && spare.count < StateEncoder.spareLayersKept {
            spare.append(layers.removeLast())
        }
        return layer
    }

    /// Reads layer `index` from a key over `layers[index]`; the layers below it are read.
    @inline(__always)
    private func readLayer(
        _ reader: inout KeyReader, at index: Int, of layers: UnsafeMutableBufferPointer<Layer>,
        template: Session
    ) {
        let count = reader.read()
        if index > 0 {
            let frame = reader.read()
            let trigger = reader.read()
            let codes = reader.read()
            // Often the origin it has: then left alone, as building one and assigning it copies
            // and frees its modifier's strings. The trigger's kind (a copy of its strings) is
            // looked up only for a popover, whose attachment it gives.
            let presenter = layers[index - 1].frames[frame].view
            if !(layers[index].origin?.hasCodes(
                frame: frame, trigger: trigger, codes: codes,
                kind: template.app[presenter].triggers[trigger].kind) ?? false)
            {
                layers[index].origin = Layer.Origin(
                    frame: frame, trigger: trigger,
                    modifier: modifier(codes >> 4, kind: template.app[presenter].triggers[trigger].kind),
                    screen: screen(codes & 0xF))
            }
        } else if layers[index].origin != nil {
            layers[index].origin = nil
        }
        // The placements come first, a byte each (see `write(_:ownTags:ownTagStarts:to:)`).
        let placements = reader.position
        reader.skip(count)
        let kept = min(layers[index].frames.count, count)
        if layers[index].frames.count > count { layers[index].frames.removeSubrange(count...) }
        // Not for a layer with no frames (one made for a key with more layers): asking an empty
        // array for its buffer made it allocate one only for `reserveCapacity` to replace it.
        if kept > 0 {
            layers[index].frames.withUnsafeMutableBufferPointer { frames in
                for frame in frames.indices {
                    readFrame(&reader, placement: reader.byte(at: placements &+ frame), into: &frames[frame])
                }
            }
        }
        if kept < count {
            layers[index].frames.reserveCapacity(count)
            for frame in kept..<count {
                layers[index].frames.append(
                    readFrame(&reader, placement: reader.byte(at: placements &+ frame)))
            }
        }
        readRequests(&reader, into: &layers[index].queue)
        readRequests(&reader, into: &layers[index].dropped)
    }

    /// Reads a frame placed as the key's byte `placement` says from a key.
    private func readFrame(_ reader: inout KeyReader, placement: UInt8) -> Frame {
        var frame = Frame(view: ViewID(0), values: [], placement: .root)
        readFrame(&reader, placement: placement, into: &frame)
        return frame
    }

    /// Reads a frame placed as the key's byte `placement` says from a key over `frame`, its
    /// values into the frame's own array.
    @inline(__always)
    private func readFrame(_ reader: inout KeyReader, placement code: UInt8, into frame: inout Frame) {
        frame.view = ViewID(reader.read())
        frame.placement = placement(Int(code))
        let holder = reader.read() - 1
        frame.holder = holder < 0 ? nil : holder
        let count = reader.read()
        if frame.values.count > count {
            frame.values.removeLast(frame.values.count - count)
        } else if frame.values.count < count {
            frame.values.reserveCapacity(count)
            while frame.values.count < count { frame.values.append(.none) }
        }
        // Compared before written, and written only from the first that differs: nearly every
        // value is the one the frame has, and a frame entering the hierarchy shares its view's
        // initial values, which a write copies.
        var slot = 0
        while slot < count {
            var ahead = reader
            guard has(frame.values[slot], ahead: &ahead) else { break }
            reader = ahead
            slot += 1
        }
        guard slot < count else { return }
        frame.values.withUnsafeMutableBufferPointer { values in
            for slot in slot..<count { values[slot] = readValue(&reader) }
        }
    }

    /// Whether the key's next value, read by `reader`, is `value`. False for a tag written out
    /// in full, which is then read as any other value is.
    @inline(__always)
    private func has(_ value: StateValue, ahead reader: inout KeyReader) -> Bool {
        let code = reader.read()
        switch value {
        case .none: return code == 0
        case .bool(let isOn): return code == (isOn ? 2 : 1)
        case .tag(let tag):
            return code >= Int(StateEncoder.firstTag) && tagNames[code - Int(StateEncoder.firstTag)] == tag
        }
    }

    /// Reads a state value from a key: its code, and for a tag not numbered, the tag itself.
    @inline(__always)
    private func readValue(_ reader: inout KeyReader) -> StateValue {
        let code = reader.read()
        guard code == Int(StateEncoder.literalTag) else { return value(code) }
        return .tag(String(decoding: reader.take(reader.read()), as: UTF8.self))
    }

    /// Reads a list of requests from a key over `requests`, left alone when both are empty.
    @inline(__always)
    private func readRequests(_ reader: inout KeyReader, into requests: inout [Layer.Request]) {
        let count = reader.read()
        // Nearly always: read inline, as a call per list cost more than the list.
        guard count > 0 || !requests.isEmpty else { return }
        readRequests(count, &reader, into: &requests)
    }

    /// Reads `count` requests from a key over `requests`.
    private func readRequests(_ count: Int, _ reader: inout KeyReader, into requests: inout [Layer.Request]) {
        requests.removeAll(keepingCapacity: true)
        for _ in 0..<count { requests.append(Layer.Request(frame: reader.read(), trigger: reader.read())) }
    }

    private func value(_ code: Int) -> StateValue {
        switch code {
        case 0: return .none
        case 1: return .bool(false)
        case 2: return .bool(true)
        default: return .tag(tagNames[code - Int(StateEncoder.firstTag)])
        }
    }

    private func placement(_ code: Int) -> Frame.Placement {
        switch code {
        case 1: return .push
        case 2: return .detail
        default: return .root
        }
    }

    /// The modifier a key's code stands for; the trigger's kind is looked up only for a popover.
    private func modifier(_ code: Int, kind: @autoclosure () -> Trigger.Kind) -> PresentationModifier {
        switch code {
        case 0: return .fullScreenCover
        case 1: return .sheet
        default: return .popover(StateEncoder.attachment(ofPopoverFrom: kind()))
        }
    }

    /// Where a popover a trigger of kind `kind` presented is attached: the declared attachment,
    /// or the standard one for a `PopoverLink`. A key keeps only the modifier's code.
    fileprivate static func attachment(ofPopoverFrom kind: Trigger.Kind) -> PopoverAttachment {
        if case .present(.popover(let attachment)) = kind { return attachment }
        return .standard
    }

    private func screen(_ code: Int) -> ScreenKind {
        switch code {
        case 0: return .modal
        case 1: return .sheet
        default: return .popover
        }
    }

    fileprivate static func code(_ placement: Frame.Placement) -> UInt32 {
        switch placement {
        case .root: return 0
        case .push: return 1
        case .detail: return 2
        }
    }

    fileprivate static func code(_ modifier: PresentationModifier) -> UInt32 {
        switch modifier {
        case .fullScreenCover: return 0
        case .sheet: return 1
        case .popover: return 2
        }
    }

    fileprivate static func code(_ screen: ScreenKind) -> UInt32 {
        switch screen {
        case .modal: return 0
        case .sheet: return 1
        case .popover: return 2
        }
    }
}

extension Layer.Origin {
    /// The number a key keeps of the modifier and the screen.
    fileprivate var codes: Int { Int(StateEncoder.code(modifier) << 4 | StateEncoder.code(screen)) }

    /// Whether this origin is the one a key's numbers give for a trigger of kind `kind`: a
    /// popover's attachment is the declared one, or the standard one for a `PopoverLink`.
    fileprivate func hasCodes(
        frame: Int, trigger: Int, codes: Int, kind: @autoclosure () -> Trigger.Kind
    ) -> Bool {
        guard self.frame == frame && self.trigger == trigger && self.codes == codes else { return false }
        guard case .popover(let attachment) = modifier else { return true }
        return attachment == StateEncoder.attachment(ofPopoverFrom: kind())
    }
}
