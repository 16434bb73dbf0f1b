/// A session's state in a compact, hashable form: the live hierarchy (every frame's view,
/// placement, holder and state values), the queued and dropped presentations, and the
/// environment's size classes and iOS version. The declarations are not part of it, since an
/// exploration never changes them.
///
/// Words of 32 bits hash and compare much faster than the nested `NavigationState` with its
/// strings, and take a fraction of its memory, so a million explored states stay affordable.
public struct StateKey: Hashable, Sendable {
    /// The encoded words.
    var words: [UInt32]
}

/// Turns sessions into `StateKey`s, numbering each distinct state value (a tag) once.
struct StateEncoder {
    private var tags: [String: UInt32] = [:]
    private var tagNames: [String] = []
    private var scratch: [UInt32] = []

    /// The key of a session's state and environment.
    mutating func key(_ session: Session) -> StateKey {
        scratch.removeAll(keepingCapacity: true)
        let platform = session.platform
        scratch.append(
            UInt32(platform.ios.major) << 16 | UInt32(platform.ios.minor) << 8
                | (platform.sizeClasses.horizontal == .regular ? 2 : 0)
                | (platform.sizeClasses.vertical == .regular ? 1 : 0))
        for layer in session.state.layers {
            scratch.append(UInt32(truncatingIfNeeded: layer.frames.count))
            if let origin = layer.origin {
                scratch.append(UInt32(truncatingIfNeeded: origin.frame))
                scratch.append(UInt32(truncatingIfNeeded: origin.trigger))
                scratch.append(code(origin.modifier) << 4 | code(origin.screen))
            }
            for frame in layer.frames {
                scratch.append(UInt32(truncatingIfNeeded: frame.view.index))
                scratch.append(
                    code(frame.placement) << 28 | UInt32(truncatingIfNeeded: (frame.holder ?? -1) + 1))
                scratch.append(UInt32(truncatingIfNeeded: frame.values.count))
                for value in frame.values { scratch.append(code(value)) }
            }
            scratch.append(UInt32(truncatingIfNeeded: layer.queue.count))
            for request in layer.queue {
                scratch.append(UInt32(truncatingIfNeeded: request.frame))
                scratch.append(UInt32(truncatingIfNeeded: request.trigger))
            }
            scratch.append(UInt32(truncatingIfNeeded: layer.dropped.count))
            for request in layer.dropped {
                scratch.append(UInt32(truncatingIfNeeded: request.frame))
                scratch.append(UInt32(truncatingIfNeeded: request.trigger))
            }
        }
        return StateKey(words: scratch)
    }

    private mutating func code(_ value: StateValue) -> UInt32 {
        switch value {
        case .none: return 0
        case .bool(false): return 1
        case .bool(true): return 2
        case .tag(let tag):
            if let known = tags[tag] { return known }
            let next = UInt32(tags.count + 3)
            tags[tag] = next
            tagNames.append(tag)
            return next
        }
    }

    /// The session a key stands for: `template` (the declarations, and the device when the
    /// size classes are its own) with the key's environment and hierarchy. Keeping keys
    /// instead of sessions is what keeps an exploration's memory small.
    func session(_ key: StateKey, template: Session) -> Session {
        let words = key.words
        var next = 0
        func read() -> Int {
            defer { next += 1 }
            return Int(words[next])
        }
        var session = template
        let head = read()
        let classes = SizeClasses(
            horizontal: head & 2 != 0 ? .regular : .compact, vertical: head & 1 != 0 ? .regular : .compact)
        session.platform.ios = IOSVersion(unchecked: head >> 16, (head >> 8) & 0xFF)
        if classes != session.platform.sizeClasses {
            session.platform.sizeClasses = classes
            session.platform.device = nil
        }
        var layers: [Layer] = []
        while next < words.count {
            let count = read()
            var origin: Layer.Origin?
            if !layers.isEmpty {
                let frame = read()
                let trigger = read()
                let codes = read()
                let presenter = layers[layers.count - 1].frames[frame].view
                origin = Layer.Origin(
                    frame: frame, trigger: trigger,
                    modifier: modifier(codes >> 4, trigger: session.app[presenter].triggers[trigger]),
                    screen: screen(codes & 0xF))
            }
            var frames: [Frame] = []
            frames.reserveCapacity(count)
            for _ in 0..<count {
                let view = ViewID(read())
                let placed = read()
                let holder = (placed & 0x0FFF_FFFF) - 1
                let valueCount = read()
                var values: [StateValue] = []
                values.reserveCapacity(valueCount)
                for _ in 0..<valueCount { values.append(value(read())) }
                frames.append(
                    Frame(
                        view: view, values: values, placement: placement(placed >> 28),
                        holder: holder < 0 ? nil : holder))
            }
            var layer = Layer(frames: frames, origin: origin)
            for _ in 0..<read() { layer.queue.append(Layer.Request(frame: read(), trigger: read())) }
            for _ in 0..<read() { layer.dropped.append(Layer.Request(frame: read(), trigger: read())) }
            layers.append(layer)
        }
        session.state = NavigationState(layers: layers)
        return session
    }

    private func value(_ code: Int) -> StateValue {
        switch code {
        case 0: return .none
        case 1: return .bool(false)
        case 2: return .bool(true)
        default: return .tag(tagNames[code - 3])
        }
    }

    private func placement(_ code: Int) -> Frame.Placement {
        switch code {
        case 1: return .push
        case 2: return .detail
        default: return .root
        }
    }

    private func modifier(_ code: Int, trigger: Trigger) -> PresentationModifier {
        switch code {
        case 0: return .fullScreenCover
        case 1: return .sheet
        default:
            if case .present(.popover(let attachment)) = trigger.kind { return .popover(attachment) }
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
