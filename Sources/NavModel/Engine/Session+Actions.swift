/// Actions: each resolves its names against the live hierarchy, writes states as SwiftUI would,
/// then reconciles once, so a button's closure is one update however many states it sets.
extension Session {
    /// `apply(_:log:)` for an action the caller gives up: a `route` moves its tag into the
    /// state it sets and is used up, where a borrowed action is destroyed after the update
    /// through its outlined destroy and value witness, and its tag copied into the state
    /// (commit 4ba89a6, which made only this change: s20k 2,499 -> 2,388 instructions a
    /// command). The explorer, which applies each of its moves to many states, keeps its
    /// actions and borrows them: taking them cost it a copy of each (ex5 near 400 instructions
    /// a state).
    @inline(__always)
    mutating func apply(taking action: consuming Action, log: inout EventLog) throws(NavError) {
        // Every other case is rebuilt from its parts, so that what is left to destroy after
        // the update is of a known case: nothing for most, a case's own strings for the others.
        switch consume action {
        case .route(let tag):
            try route(tag, from: state.top, &log)
            try settle(&log)
        case .routeNil: try apply(.routeNil, log: &log)
        case .set(let view, let name, let value):
            try apply(.set(view: view, state: name, value: value), log: &log)
        case .tap(let label): try apply(.tap(label), log: &log)
        case .tapOutside: try apply(.tapOutside, log: &log)
        case .dismiss: try apply(.dismiss, log: &log)
        case .back: try apply(.back, log: &log)
        case .swipeBack: try apply(.swipeBack, log: &log)
        case .swipeDown: try apply(.swipeDown, log: &log)
        case .sizeClass(let axis, let sizeClass): try apply(.sizeClass(axis, sizeClass), log: &log)
        case .device(let device): try apply(.device(device), log: &log)
        case .ios(let version): try apply(.ios(version), log: &log)
        }
    }

    /// Applies one action to this (scratch) session.
    mutating func apply(_ action: Action, log: inout EventLog) throws(NavError) {
        switch action {
        case .route, .routeNil, .set, .dismiss:
            try write(action, from: state.top, &log)
        case .tap(let label):
            try tap(label, &log)
            return
        case .tapOutside:
            try gesture(.tapOutside, &log)
            return
        case .swipeDown:
            try gesture(.swipeDown, &log)
            return
        case .back:
            let top = state[state.top]
            guard top.placement == .push else {
                throw .noBackButton(top: app[top.view].name, placement: top.placement)
            }
            log.cause = .backButton
            try clearHolder(of: state.top, &log)
        case .swipeBack:
            log.cause = .edgeSwipe
            guard state[state.top].placement == .push else {
                log.add(.ignored(.nothingToSwipeBack), rule: .n4)
                return
            }
            try clearHolder(of: state.top, &log)
        case .sizeClass, .device:
            log.cause = .environment
            setEnvironment(action)
            try settleSizeClasses(&log)
            return
        case .ios:
            guard state.depth == 1 else { throw .versionChangeNeedsRoot(depth: state.depth) }
            setEnvironment(action)
        }
        try settle(&log)
    }

    /// Sets the size classes, device or iOS version an environment action names, without
    /// reconciling; other actions change nothing.
    mutating func setEnvironment(_ action: Action) {
        switch action {
        case .sizeClass(let axis, let sizeClass):
            platform.sizeClasses[axis] = sizeClass
            platform.device = nil
        case .device(let device):
            platform.sizeClasses = device.sizeClasses
            platform.device = device
        case .ios(let version):
            platform.ios = version
        case .route, .routeNil, .set, .tap, .tapOutside, .dismiss, .back, .swipeBack, .swipeDown:
            break
        }
    }

    /// Writes the states a state-changing action names, without reconciling: a closure's
    /// writes all land before SwiftUI re-derives the views.
    private mutating func write(_ action: Action, from context: FramePosition, _ log: inout EventLog)
        throws(NavError)
    {
        switch action {
        case .route(let tag):
            try route(tag, from: context, &log)
        case .routeNil:
            // `isHeld` and `clearHolder` rather than `holderBinding`: see `clearHolder`.
            guard isHeld(context) else {
                log.add(.ignored(.routeNilOnRoot), rule: nil)
                return
            }
            try clearHolder(of: context, &log)
        case .set(let view, let name, let literal):
            let (position, slot) = try resolveState(name, view: view, from: context)
            let value = try stateValue(literal, slot: slot, of: state[position].view)
            try assign(value, to: slot, at: position, activating: nil, &log)
        case .dismiss:
            if log.cause == .command { log.cause = .dismissAction }
            guard isHeld(context) else {
                log.add(.ignored(.dismissOnRoot), rule: .n12)
                return
            }
            log.clearingRule = .n12
            try clearHolder(of: context, &log)
        case .tap, .tapOutside, .back, .swipeBack, .swipeDown, .sizeClass, .device, .ios:
            throw .actionNotAllowedInButton(action)
        }
    }

    /// `route TAG`'s write, the tag moved into the state when the caller gives it up.
    @inline(__always)
    private mutating func route(_ tag: consuming String, from context: FramePosition, _ log: inout EventLog)
        throws(NavError)
    {
        let (position, slot, trigger) = try resolveRouteTrigger(tag, from: context)
        try assign(.tag(tag), to: slot, at: position, activating: trigger, &log)
    }

    /// `tap LABEL`: a button runs its closure as one update from the top view; a link or
    /// popover link sets its state.
    private mutating func tap(_ label: String, _ log: inout EventLog) throws(NavError) {
        let top = state.top
        let view = app[state[top].view]
        guard let index = view.controlIndex(labelled: label) else {
            throw .unknownLabel(label, view: view.name, candidates: view.controls.map(\.label))
        }
        switch view.controls[index].kind {
        case .button(let actions):
            log.cause = .button(view: state[top].view, control: index)
            // A later write can be refused after an earlier one landed: then restore the state
            // here, since `perform` keeps no copy for an error it cannot otherwise meet.
            let before = actions.count > 1 ? state : nil
            do throws(NavError) {
                for action in actions { try write(action, from: top, &log) }
            } catch {
                if let before { state = before }
                throw error
            }
        case .trigger(let triggerIndex):
            log.cause = .tap(view: state[top].view, control: index)
            // The two fields read in place: the trigger copied out cost an outlined copy and
            // destroy of its strings.
            let slot = view.triggers[triggerIndex].state
            try assign(
                view.triggers[triggerIndex].activeValue, to: slot, at: top, activating: triggerIndex, &log)
        }
        try settle(&log)
    }

    private enum Gesture { case swipeDown, tapOutside }

    /// A swipe down or a tap outside: acts on how the top layer appears (rule N11).
    private mutating func gesture(_ gesture: Gesture, _ log: inout EventLog) throws(NavError) {
        log.cause = gesture == .swipeDown ? .swipeDown : .tapOutside
        let layer = state.storedLayers.count - 1
        guard let origin = state.originFields(ofLayer: layer) else {
            log.add(
                .ignored(gesture == .swipeDown ? .noSheetToSwipe(nil) : .nothingToTapOutside(nil)), rule: .n11
            )
            return
        }
        let closes: Bool
        switch (gesture, origin.screen) {
        case (.swipeDown, .sheet), (.tapOutside, .popover): closes = true
        case (.tapOutside, .sheet): closes = platform.sizeClasses.horizontal == .regular
        case (.swipeDown, .modal), (.swipeDown, .popover), (.tapOutside, .modal): closes = false
        }
        guard closes else {
            log.add(
                .ignored(
                    gesture == .swipeDown
                        ? .noSheetToSwipe(origin.screen) : .nothingToTapOutside(origin.screen)),
                rule: .n11)
            return
        }
        // Read in place: the presenting frame and its trigger copied out cost a reference count
        // for the values and the trigger's strings.
        let presenter = state.storedLayers[layer - 1].frames[origin.frame].view
        if app[presenter].triggers[origin.trigger].options.interactiveDismissDisabled
            && platform.ios.isAtLeast(15)
        {
            log.add(.ignored(.gestureDisabled(origin.screen)), rule: .n11)
            return
        }
        log.clearingRule = .n11
        try clearHolder(of: FramePosition(layer: layer, frame: 0), &log)
        try settle(&log)
    }

    /// Writes `nil` (or `false`) into the binding that holds a frame: a pop or a dismissal.
    ///
    /// `holderBinding(of:)` read in place: the optional tuple it returns cost an outlined
    /// destroy of near 160 instructions on every pop and dismissal.
    private mutating func clearHolder(of position: FramePosition, _ log: inout EventLog) throws(NavError) {
        let holder: FramePosition
        let trigger: Int
        if position.frame > 0, let pushing = state[position].holder {
            holder = FramePosition(layer: position.layer, frame: position.frame - 1)
            trigger = pushing
        } else if position.frame == 0, let origin = state.originFields(ofLayer: position.layer) {
            holder = FramePosition(layer: position.layer - 1, frame: origin.frame)
            trigger = origin.trigger
        } else {
            return
        }
        let view = state[holder].view
        let slot = app[view].triggers[trigger].state
        let value = app[view].triggers[trigger].inactiveValue
        #if DEBUG
            if let (expectedHolder, expectedSlot, expectedValue) = holderBinding(of: position) {
                precondition(
                    expectedHolder == holder && expectedSlot == slot && expectedValue == value,
                    "clearHolder differs from holderBinding")
            } else {
                preconditionFailure("clearHolder found a holder where holderBinding found none")
            }
        #endif
        try assign(value, to: slot, at: holder, activating: nil, &log)
    }

    /// Whether a binding holds a frame on screen: `holderBinding(of:) != nil`, without building
    /// the binding, whose value the caller would only destroy (through an outlined destroy).
    @inline(__always)
    func isHeld(_ position: FramePosition) -> Bool {
        let held =
            position.frame > 0
            ? state[position].holder != nil : state.isPresented(layer: position.layer)
        #if DEBUG
            precondition(held == (holderBinding(of: position) != nil), "isHeld differs from holderBinding")
        #endif
        return held
    }

    /// The binding holding a frame on screen: the pushing link's state on the frame below, or the
    /// presenting modifier's state; nil for the root. Returns its position, state and off value.
    /// The general walk that `clearHolder` and `isHeld`, which read in place, are checked against
    /// in debug builds.
    func holderBinding(of position: FramePosition) -> (FramePosition, Int, StateValue)? {
        // Read in place: a copy of the layer would cost a reference count per array in it.
        if position.frame > 0, let holder = state[position].holder {
            let below = FramePosition(layer: position.layer, frame: position.frame - 1)
            let trigger = app[state[below].view].triggers[holder]
            return (below, trigger.state, trigger.inactiveValue)
        }
        if position.frame == 0, let origin = state.originFields(ofLayer: position.layer) {
            let presenter = FramePosition(layer: position.layer - 1, frame: origin.frame)
            let trigger = app[state[presenter].view].triggers[origin.trigger]
            return (presenter, trigger.state, trigger.inactiveValue)
        }
        return nil
    }

    /// Sets one state, warning of what the new value activates without visible effect (N2, N6)
    /// and refusing what the platform forbids (N8). `trigger`, when the caller has it, is a
    /// trigger `value` activates, by which an event names the value (`BindingReference`).
    private mutating func assign(
        _ value: consuming StateValue, to slot: Int, at position: FramePosition, activating trigger: Int?,
        _ log: inout EventLog
    )
        throws(NavError)
    {
        // Read in place: a copy of the frame or the declaration would cost reference counts,
        // and a frame copied out would make the write below copy its values.
        let view = state[position].view
        guard !NameEquality.equal(state[position].values[slot], value) else {
            let unchanged = app.referenceValue(to: value, inState: slot, of: view, activating: trigger)
            log.add(
                .ignored(.unchanged(BindingReference(view: view, slot: slot, value: unchanged))), rule: nil)
            return
        }
        // The triggers' fields are read in place: a trigger copied out of the declaration costs
        // an outlined copy and destroy of its strings, for the three fields read here.
        // Every candidate, in place (`firstCandidate`, which the closure never lets find one):
        // the list of candidates returned cost a retain and a release.
        var declaring: Int?
        _ = try app[view].firstCandidate(activatedBy: value, inState: slot) { (index) throws(NavError) in
            guard app[view].triggers[index].state == slot else { return false }
            if declaring == nil { declaring = index }
            let destination = app[view].triggers[index].destination
            guard app[destination].isDeclared else { throw .undeclaredView(app[destination].name) }
            switch app[view].triggers[index].kind {
            case .push:
                if containerStyle(ofLayer: position.layer) == nil {
                    log.add(
                        .warning(.inertPush(destination, inPresentedLayer: position.layer > 0)),
                        rule: position.layer > 0 ? .n3 : .n2,
                        binding: BindingReference(
                            view: view, slot: slot,
                            value: app.referenceValue(to: value, inState: slot, of: view, activating: index)))
                }
            case .present(.fullScreenCover) where !platform.ios.isAtLeast(14):
                throw .modalNeedsIOS14(view: app[destination].name, ios: platform.ios)
            case .present:
                // Every modifier is outermost from iOS 14.5 (`isOutermost`): asked only before.
                if !platform.ios.isAtLeast(14, 5) && !isOutermost(app[view].triggers[index], on: view) {
                    log.add(
                        .warning(.shadowedModifier(destination, on: view)), rule: .n6,
                        binding: BindingReference(
                            view: view, slot: slot,
                            value: app.referenceValue(to: value, inState: slot, of: view, activating: index)))
                }
            case .popoverLink: break
            }
            return false
        }
        // A tag is kept as its declaration spells it: a name typed in another Unicode form
        // (`Cafe\u{301}` for a declared `Caf\u{E9}`) is the same tag, and events name a tag by
        // the trigger it activates (`BindingReference`), so `stack` and `explain` must agree
        // on one spelling. Otherwise moved in: the caller's value (a tag built from the
        // command, or read from a declaration) is not copied again and destroyed.
        // Asked only when the two are not the same bits (`isSameTag`): copying the declared
        // value out and destroying the typed one cost 36 instructions a command, for the
        // tags that were the same bytes all along.
        if let declaring, !Session.isSameTag(value, app[view].triggers[declaring].activeValue) {
            state[position].values[slot] = app[view].triggers[declaring].activeValue
        } else {
            state[position].values[slot] = consume value
        }
        log.wrote(at: position)
    }

    /// Whether `value` is a tag with the same bits as `declared`'s (`NameEquality.sameBits`), so
    /// the same bytes. Different bits may still be the same bytes (two large strings), which
    /// only costs a copy. Not a tag: true, there is no spelling to keep.
    @inline(__always)
    static func isSameTag(_ value: StateValue, _ declared: StateValue) -> Bool {
        guard case .tag(let typed) = value, case .tag(let tag) = declared else { return true }
        return NameEquality.sameBits(typed, tag)
    }
}
