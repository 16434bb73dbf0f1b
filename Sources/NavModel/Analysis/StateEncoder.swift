/// Turns sessions into compact keys and back: the live hierarchy (every frame's view,
/// placement, holder and state values), the queued and dropped presentations, and the
/// environment's size classes and iOS version. The declarations are not part of a key, since an
/// exploration never changes them. Every tag the declarations or the starting state name is
/// numbered before the first key is made, and the numbering never changes after: workers
/// encoding at once, each with its own copy, agree on every key. A tag named nowhere (none can
/// be reached today; this keeps keys exact if one ever is) is written out in full.
///
/// A key is a string of numbers, each written in as few bytes as it needs (LEB128: seven bits a
/// byte, the high bit set on all but the last). Nearly every number is below 128, so a key is a
/// byte a number: a quarter of the 32-bit words it used to be, which is most of an exploration's
/// memory, and a quarter of the bytes to hash and compare.
struct StateEncoder {
    private var tags: [String: UInt32] = [:]
    private var tagNames: [String] = []
    /// Per view (by index), the codes of the tags its triggers declare, while it declares at
    /// most `ViewDeclaration.linearSearchLimit`: a live value is nearly always one of its own
    /// view's tags, and comparing a few short strings costs a fraction of hashing one for
    /// `tags`, which every tag value of every key did. Empty past the limit: `tags` answers.
    private var viewTags: [[TagCode]] = []

    /// A tag and its number.
    private struct TagCode {
        let tag: String
        let code: UInt32
    }
    /// The key `encode(_:)` made last: the first `keyLength` bytes of `storage`.
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
        viewTags = session.app.views.map { view in
            view.fewTags.compactMap { tag in tags[tag].map { TagCode(tag: tag, code: $0) } }
        }
    }

    /// Makes `key` the key of a session's state and environment.
    ///
    /// Written through a pointer into room kept from the last key, not appended byte by byte:
    /// an append checks uniqueness and capacity, and encoding was a sixth of an explored state's
    /// cost. A key that does not fit is written again into twice the room.
    mutating func encode(_ session: Session) {
        var bytes: [UInt8] = []
        swap(&bytes, &storage)
        defer { swap(&bytes, &storage) }
        while true {
            let length = bytes.withUnsafeMutableBufferPointer { buffer in
                var writer = KeyWriter(buffer)
                write(session, to: &writer)
                return writer.length
            }
            if let length {
                keyLength = length
                return
            }
            bytes = [UInt8](repeating: 0, count: bytes.count * 2)
        }
    }

    /// Writes the key of a session's state and environment.
    private func write(_ session: Session, to writer: inout KeyWriter) {
        let platform = session.platform
        writer.put(platform.ios.major)
        writer.put(platform.ios.minor)
        writer.put(
            (platform.sizeClasses.horizontal == .regular ? 2 : 0)
                | (platform.sizeClasses.vertical == .regular ? 1 : 0))
        // By index, so that no layer or frame is copied (and its arrays retained) to be read.
        let layers = session.state.layers
        for l in layers.indices {
            writer.put(layers[l].frames.count)
            if let origin = layers[l].origin {
                writer.put(origin.frame)
                writer.put(origin.trigger)
                writer.put(Int(StateEncoder.code(origin.modifier) << 4 | StateEncoder.code(origin.screen)))
            }
            for f in layers[l].frames.indices {
                let view = layers[l].frames[f].view.index
                writer.put(view)
                writer.put(Int(StateEncoder.code(layers[l].frames[f].placement)))
                writer.put((layers[l].frames[f].holder ?? -1) + 1)
                writer.put(layers[l].frames[f].values.count)
                // By index too: a for-in over the values retained and released their array.
                for slot in layers[l].frames[f].values.indices {
                    put(layers[l].frames[f].values[slot], ofView: view, to: &writer)
                }
            }
            writer.put(layers[l].queue.count)
            for request in layers[l].queue {
                writer.put(request.frame)
                writer.put(request.trigger)
            }
            writer.put(layers[l].dropped.count)
            for request in layers[l].dropped {
                writer.put(request.frame)
                writer.put(request.trigger)
            }
        }
    }

    /// Writes a state value of a frame of view `view`: a tag of the view's own is found among
    /// its few (`viewTags`), any other value as `put(_:to:)` writes it.
    @inline(__always)
    private func put(_ value: StateValue, ofView view: Int, to writer: inout KeyWriter) {
        if case .tag(let tag) = value, view < viewTags.count {
            for entry in viewTags[view] where entry.tag == tag {
                writer.put(Int(entry.code))
                return
            }
        }
        put(value, to: &writer)
    }

    /// Writes a state value: its code, and for a tag not numbered, the tag itself.
    private func put(_ value: StateValue, to writer: inout KeyWriter) {
        switch value {
        case .none: writer.put(0)
        case .bool(false): writer.put(1)
        case .bool(true): writer.put(2)
        case .tag(let tag):
            if let known = tags[tag] {
                writer.put(Int(known))
            } else {
                writer.put(Int(StateEncoder.literalTag))
                writer.put(tag.utf8.count)
                writer.put(contentsOf: tag.utf8)
            }
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
    /// session held this key's state before.
    ///
    /// `layerStarts` holds where each layer of `key` starts. Empty, the whole key is read and
    /// it is filled. Given again with the same key after the session changed only through its
    /// state's own methods, the layers below its `lowestChangedLayer` are the key's still and
    /// are kept; the others are read from where they start. A move nearly always changes only
    /// the top layer or two, and reading every layer before every move was a fifth of an
    /// explored state's cost. Debug builds check the result against reading the whole key.
    ///
    /// `spareLayers` keeps layers removed from the session (a move presented them) to be
    /// read over when the key has more layers than the session (a move dismissed them), rather
    /// than freeing every frame and value of one and allocating them again.
    func decode(
        _ key: ArraySlice<UInt8>, template: Session, into session: inout Session, layerStarts: inout [Int],
        spareLayers: inout [Layer]
    ) {
        let records = layerStarts.isEmpty
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
            if !records {
                first = min(session.state.lowestChangedLayer, layerStarts.count)
                reader = KeyReader(bytes, from: first < layerStarts.count ? layerStarts[first] : bytes.count)
            }
            decodeLayers(
                &reader, from: first, template: template, into: &session.state.layers, spare: &spareLayers,
                layerStarts: &layerStarts, records: records)
        }
        session.state.markUnchanged()
        #if DEBUG
            if !records {
                var whole = session
                decode(key, template: template, into: &whole)
                precondition(
                    whole.state == session.state && whole.platform == session.platform,
                    "a state decoded in part differs from the state decoded whole")
            }
        #endif
    }

    /// Reads the layers of a key from layer `first` over `layers`, then removes those the key
    /// does not have; when `records`, appends where each starts to `layerStarts`.
    private func decodeLayers(
        _ reader: inout KeyReader, from first: Int, template: Session, into layers: inout [Layer],
        spare: inout [Layer], layerStarts: inout [Int], records: Bool
    ) {
        var layer = first
        while !reader.isAtEnd {
            if records { layerStarts.append(reader.position) }
            // A layer the key has beyond the session's: one removed before, read over in place.
            if layer == layers.count { layers.append(spare.popLast() ?? Layer(frames: [])) }
            // Through a buffer: a layer, its origin and its frames are then reached without an
            // accessor (and its uniqueness check) per field.
            layers.withUnsafeMutableBufferPointer { buffer in
                readLayer(&reader, at: layer, of: buffer, template: template)
            }
            layer += 1
        }
        // Kept rather than freed: the next state decoded, or the next restore, often needs one.
        while layers.count > layer {
            let removed = layers.removeLast()
            if spare.count < StateEncoder.spareLayersKept { spare.append(removed) }
        }
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
            // Nearly always the origin it has: then left alone, as building one and assigning it
            // copies and frees its modifier's strings.
            let presenter = layers[index - 1].frames[frame].view
            let kind = template.app[presenter].triggers[trigger].kind
            if !(layers[index].origin?.hasCodes(frame: frame, trigger: trigger, codes: codes, kind: kind)
                ?? false)
            {
                layers[index].origin = Layer.Origin(
                    frame: frame, trigger: trigger, modifier: modifier(codes >> 4, kind: kind),
                    screen: screen(codes & 0xF))
            }
        } else if layers[index].origin != nil {
            layers[index].origin = nil
        }
        let kept = min(layers[index].frames.count, count)
        if layers[index].frames.count > count { layers[index].frames.removeSubrange(count...) }
        layers[index].frames.withUnsafeMutableBufferPointer { frames in
            for frame in frames.indices { readFrame(&reader, into: &frames[frame]) }
        }
        if kept < count {
            layers[index].frames.reserveCapacity(count)
            for _ in kept..<count { layers[index].frames.append(readFrame(&reader)) }
        }
        readRequests(&reader, into: &layers[index].queue)
        readRequests(&reader, into: &layers[index].dropped)
    }

    /// Reads a frame from a key.
    private func readFrame(_ reader: inout KeyReader) -> Frame {
        var frame = Frame(view: ViewID(0), values: [], placement: .root)
        readFrame(&reader, into: &frame)
        return frame
    }

    /// Reads a frame from a key over `frame`, its values into the frame's own array.
    @inline(__always)
    private func readFrame(_ reader: inout KeyReader, into frame: inout Frame) {
        frame.view = ViewID(reader.read())
        frame.placement = placement(reader.read())
        let holder = reader.read() - 1
        frame.holder = holder < 0 ? nil : holder
        let count = reader.read()
        if frame.values.count > count {
            frame.values.removeLast(frame.values.count - count)
        } else if frame.values.count < count {
            frame.values.reserveCapacity(count)
            while frame.values.count < count { frame.values.append(.none) }
        }
        frame.values.withUnsafeMutableBufferPointer { values in
            for slot in values.indices { values[slot] = readValue(&reader) }
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

    private func modifier(_ code: Int, kind: Trigger.Kind) -> PresentationModifier {
        switch code {
        case 0: return .fullScreenCover
        case 1: return .sheet
        default: return .popover(StateEncoder.attachment(ofPopoverFrom: kind))
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
    /// Whether this origin is the one a key's numbers give for a trigger of kind `kind`: a
    /// popover's attachment is the declared one, or the standard one for a `PopoverLink`.
    fileprivate func hasCodes(frame: Int, trigger: Int, codes: Int, kind: Trigger.Kind) -> Bool {
        guard
            self.frame == frame && self.trigger == trigger
                && Int(StateEncoder.code(modifier) << 4 | StateEncoder.code(screen)) == codes
        else { return false }
        guard case .popover(let attachment) = modifier else { return true }
        return attachment == StateEncoder.attachment(ofPopoverFrom: kind)
    }
}
