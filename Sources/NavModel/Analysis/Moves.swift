/// Which actions an analysis may take from a state.
///
/// A person taps the controls on the top view, goes back, swipes a sheet down, taps outside a
/// popover and turns or resizes the device. Code (a deep link) also sets states directly with
/// `route` and `set`. A bare `dismiss` is code the app runs from a button, so it is never a
/// move of its own: a button that calls it is a tap.
public struct Moves: Hashable, Sendable {
    /// Taps on the top view's buttons, links and popover links.
    public var taps: Bool
    /// The back button, a sheet swiped down, a tap outside (rules N4, N11). The edge swipe does
    /// what the back button does, so it is not tried separately.
    public var gestures: Bool
    /// Size-class changes on either axis (rules N9, N10, N15).
    public var sizeClassChanges: Bool
    /// `route TAG`, `route nil` and `set VIEW.STATE VALUE`, as a deep link would.
    public var programmatic: Bool

    /// Creates a set of moves.
    public init(taps: Bool, gestures: Bool, sizeClassChanges: Bool, programmatic: Bool) {
        self.taps = taps
        self.gestures = gestures
        self.sizeClassChanges = sizeClassChanges
        self.programmatic = programmatic
    }

    /// What `explore` tries: everything a person can do, the environment included.
    public static let person = Moves(taps: true, gestures: true, sizeClassChanges: true, programmatic: false)
    /// What `reach` tries: a person's taps and gestures in the current environment.
    public static let hands = Moves(taps: true, gestures: true, sizeClassChanges: false, programmatic: false)
    /// What `reach --programmatic` and `open` try: also `route` and `set`.
    public static let programmatic = Moves(
        taps: true, gestures: true, sizeClassChanges: false, programmatic: true)
}

extension Session {
    /// The actions worth trying from this state under `moves`, in a fixed order: `route` and
    /// `set` first (so a deep link prefers them), then taps, back, swipe down, tap outside and
    /// size classes. Actions that are known to change nothing (a swipe down on a full-screen
    /// cover, a back with nothing pushed) are left out, so exploring costs no more than needed.
    public func candidateActions(_ moves: Moves) -> [Action] {
        guard isRunning else { return [] }
        var actions: [Action] = []
        let top = state.top
        let topFrame = state[top]
        let view = app[topFrame.view]
        // Room for the taps, back, the gestures and both size classes at once: grown one at a
        // time, the array was copied at each growth, for every state explored.
        actions.reserveCapacity(view.distinctLabelCount + 5)
        if moves.programmatic {
            for (tag, _) in reachableTags { actions.append(.route(tag)) }
            if isHeld(top) { actions.append(.routeNil) }
            for (owner, name) in settableStates {
                guard let slot = app[owner].stateIndex(named: name) else { continue }
                for value in settableValues(slot, of: owner) {
                    actions.append(.set(view: app[owner].name, state: name, value: value))
                }
            }
        }
        if moves.taps {
            // Each label once (a tap finds the first control so labelled), from the declaration
            // (its controls, or the list it keeps once a label repeats) rather than a set of
            // strings hashed per state.
            view.forEachDistinctLabel { actions.append(.tap($0)) }
        }
        if moves.gestures {
            if topFrame.placement == .push { actions.append(.back) }
            let layer = state.layers.count - 1
            if let origin = state.layers[layer].origin, !isGestureDisabled(ofLayer: layer) {
                switch origin.screen {
                case .sheet:
                    actions.append(.swipeDown)
                    if platform.sizeClasses.horizontal == .regular { actions.append(.tapOutside) }
                case .popover: actions.append(.tapOutside)
                case .modal: break
                }
            }
        }
        if moves.sizeClassChanges {
            let classes = platform.sizeClasses
            actions.append(.sizeClass(.horizontal, classes.horizontal == .compact ? .regular : .compact))
            actions.append(.sizeClass(.vertical, classes.vertical == .compact ? .regular : .compact))
        }
        return actions
    }

    /// Whether `interactiveDismissDisabled` (iOS 15+) blocks the gestures of a presented layer.
    public func isGestureDisabled(ofLayer layer: Int) -> Bool {
        guard layer > 0, let origin = state.layers[layer].origin else { return false }
        let presenter = state.layers[layer - 1].frames[origin.frame]
        let trigger = app[presenter.view].triggers[origin.trigger]
        return trigger.options.interactiveDismissDisabled && platform.ios.isAtLeast(15)
    }

    /// The values `set` can give a state: its tags and `nil`, or `true` and `false`.
    private func settableValues(_ slot: Int, of view: ViewID) -> [ValueLiteral] {
        let declaration = app[view]
        switch declaration.states[slot].kind {
        case .bool: return [.bool(true), .bool(false)]
        case .route:
            var values: [ValueLiteral] = []
            var seen = Set<String>()
            for trigger in declaration.triggers where trigger.state == slot {
                if let tag = trigger.tag, seen.insert(tag).inserted { values.append(.tag(tag)) }
            }
            return values + [.none]
        }
    }
}
