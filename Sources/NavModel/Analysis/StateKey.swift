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
            return next
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
