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
    /// The key `encode(_:)` made last.
    private(set) var key: [UInt8] = []

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
    mutating func encode(_ session: Session) {
        key.removeAll(keepingCapacity: true)
        let platform = session.platform
        put(platform.ios.major)
        put(platform.ios.minor)
        put(
            (platform.sizeClasses.horizontal == .regular ? 2 : 0)
                | (platform.sizeClasses.vertical == .regular ? 1 : 0))
        // By index, so that no layer or frame is copied (and its arrays retained) to be read.
        let layers = session.state.layers
        for l in layers.indices {
            put(layers[l].frames.count)
            if let origin = layers[l].origin {
                put(origin.frame)
                put(origin.trigger)
                put(code(origin.modifier) << 4 | code(origin.screen))
            }
            for f in layers[l].frames.indices {
                let view = layers[l].frames[f].view.index
                put(view)
                put(code(layers[l].frames[f].placement))
                put((layers[l].frames[f].holder ?? -1) + 1)
                put(layers[l].frames[f].values.count)
                for value in layers[l].frames[f].values { put(value, ofView: view) }
            }
            put(layers[l].queue.count)
            for request in layers[l].queue {
                put(request.frame)
                put(request.trigger)
            }
            put(layers[l].dropped.count)
            for request in layers[l].dropped {
                put(request.frame)
                put(request.trigger)
            }
        }
    }

    /// Appends a number that is never negative (counts, indices, codes) to `key`.
    @inline(__always)
    private mutating func put(_ number: Int) {
        var rest = UInt(bitPattern: number)
        while rest >= 0x80 {
            key.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        key.append(UInt8(rest))
    }

    private mutating func put(_ code: UInt32) { put(Int(code)) }

    /// Appends a state value of a frame of view `view` to `key`: a tag of the view's own is
    /// found among its few (`viewTags`), any other value as `put(_:)` writes it.
    private mutating func put(_ value: StateValue, ofView view: Int) {
        if case .tag(let tag) = value, view < viewTags.count {
            for entry in viewTags[view] where entry.tag == tag {
                put(entry.code)
                return
            }
        }
        put(value)
    }

    /// Appends a state value to `key`: its code, and for a tag not numbered, the tag itself.
    private mutating func put(_ value: StateValue) {
        switch value {
        case .none: put(0)
        case .bool(false): put(1)
        case .bool(true): put(2)
        case .tag(let tag):
            if let known = tags[tag] {
                put(known)
            } else {
                put(StateEncoder.literalTag)
                put(tag.utf8.count)
                key.append(contentsOf: tag.utf8)
            }
        }
    }

    /// The live state a key stands for: the key's hierarchy and environment, with the device
    /// of `template` when the size classes are its own. Keeping keys instead of sessions is
    /// what keeps an exploration's memory small.
    func liveState(_ key: ArraySlice<UInt8>, template: Session) -> LiveState {
        var next = key.startIndex
        func read() -> Int {
            var number = 0
            var shift = 0
            while true {
                let byte = key[next]
                next += 1
                number |= Int(byte & 0x7F) << shift
                if byte < 0x80 { return number }
                shift += 7
            }
        }
        var platform = template.platform
        let major = read()
        let minor = read()
        let head = read()
        let classes = SizeClasses(
            horizontal: head & 2 != 0 ? .regular : .compact, vertical: head & 1 != 0 ? .regular : .compact)
        platform.ios = IOSVersion(unchecked: major, minor)
        if classes != platform.sizeClasses {
            platform.sizeClasses = classes
            platform.device = nil
        }
        var layers: [Layer] = []
        // Room for a few layers at once: grown from empty, it was reallocated at the first,
        // second and third, for every state decoded.
        layers.reserveCapacity(4)
        // The frames of the layer decoded last, which presents the next: read from here, not
        // through a copy of the layer.
        var below: [Frame] = []
        while next < key.endIndex {
            let count = read()
            var origin: Layer.Origin?
            if !layers.isEmpty {
                let frame = read()
                let trigger = read()
                let codes = read()
                let presenter = below[frame].view
                origin = Layer.Origin(
                    frame: frame, trigger: trigger,
                    modifier: modifier(codes >> 4, kind: template.app[presenter].triggers[trigger].kind),
                    screen: screen(codes & 0xF))
            }
            var frames: [Frame] = []
            frames.reserveCapacity(count)
            for _ in 0..<count {
                let view = ViewID(read())
                let placed = placement(read())
                let holder = read() - 1
                let valueCount = read()
                var values: [StateValue] = []
                values.reserveCapacity(valueCount)
                for _ in 0..<valueCount {
                    let code = read()
                    guard code == Int(StateEncoder.literalTag) else {
                        values.append(value(code))
                        continue
                    }
                    let length = read()
                    values.append(.tag(String(decoding: key[next..<next + length], as: UTF8.self)))
                    next += length
                }
                frames.append(
                    Frame(view: view, values: values, placement: placed, holder: holder < 0 ? nil : holder))
            }
            below = frames
            var layer = Layer(frames: frames, origin: origin)
            for _ in 0..<read() { layer.queue.append(Layer.Request(frame: read(), trigger: read())) }
            for _ in 0..<read() { layer.dropped.append(Layer.Request(frame: read(), trigger: read())) }
            layers.append(consume layer)
        }
        return LiveState(state: NavigationState(layers: layers), platform: platform)
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
        default:
            if case .present(.popover(let attachment)) = kind { return .popover(attachment) }
            return .popover(.standard)
        }
    }

    private func screen(_ code: Int) -> ScreenKind {
        switch code {
        case 0: return .modal
        case 1: return .sheet
        default: return .popover
        }
    }

    private func code(_ placement: Frame.Placement) -> UInt32 {
        switch placement {
        case .root: return 0
        case .push: return 1
        case .detail: return 2
        }
    }

    private func code(_ modifier: PresentationModifier) -> UInt32 {
        switch modifier {
        case .fullScreenCover: return 0
        case .sheet: return 1
        case .popover: return 2
        }
    }

    private func code(_ screen: ScreenKind) -> UInt32 {
        switch screen {
        case .modal: return 0
        case .sheet: return 1
        case .popover: return 2
        }
    }
}
