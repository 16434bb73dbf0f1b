/// Reconciliation: brings the live hierarchy in line with the states, as SwiftUI re-derives its
/// views after an update, and explains each difference as an event.
///
/// It walks the path once, from the lowest frame the update wrote (or the root), so its cost is
/// at most the depth of the stack. History that states alone cannot give (who presents, the
/// queue, dropped requests) lives in the layers.
extension Session {
    /// Reconciles the layers from the lowest frame whose state this update wrote
    /// (`log.lowestWrite`) up, or every layer from the root when it wrote none (an environment
    /// change, a declaration).
    ///
    /// Below that frame nothing changed since the last reconciliation left the hierarchy settled,
    /// so starting there gives the same result; without it, a route cycle pushing one view per
    /// command paid the whole depth per push, and reaching the depth limit took minutes.
    mutating func settle(_ log: inout EventLog) throws(NavError) {
        try settle(&log, sizeClassesOnly: false)
    }

    /// Reconciles after a change of the size classes alone (`sizeclass`, `device`), every layer
    /// from the root, doing only what the size classes decide.
    ///
    /// Whether a trigger is active, pushes or can present never depends on them (values,
    /// declarations, containers, the iOS version), and the hierarchy was settled before, so
    /// every push is where it was, every active presenting trigger is already the presentation
    /// above its layer, queued or dropped, and no presentation has become inactive: looking for
    /// pushes, new requests and inactive presentations finds nothing. What the size classes do
    /// decide is still done: the column of the frame each root pushed (N15), how each
    /// presentation appears and a `PopoverLink`'s swap (N9, N10, N16). The explorer changes
    /// size classes in two of every three or four moves, and this was most of their cost.
    /// Debug builds check the result against the full reconciliation every time.
    mutating func settleSizeClasses(_ log: inout EventLog) throws(NavError) {
        #if DEBUG
            var full = self
            var fullLog = log
            var fullError: NavError?
            do throws(NavError) { try full.settle(&fullLog) } catch { fullError = error }
            do throws(NavError) {
                try settle(&log, sizeClassesOnly: true)
            } catch {
                precondition(fullError == error, "a size-class change failed where reconciling all would not")
                throw error
            }
            precondition(
                fullError == nil && full.state == state && fullLog.events == log.events,
                "a size-class change reconciled otherwise than reconciling all")
        #else
            try settle(&log, sizeClassesOnly: true)
        #endif
    }

    /// `settle(_:)`, or `settleSizeClasses(_:)` when `sizeClassesOnly`.
    private mutating func settle(_ log: inout EventLog, sizeClassesOnly: Bool) throws(NavError) {
        let start = log.lowestWrite ?? FramePosition(layer: 0, frame: 0)
        var layer = start.layer
        while layer < state.storedLayers.count {
            let first = layer == start.layer ? start.frame : 0
            // Asked here first: the top layer presents nothing, and the call found that out
            // after its prologue (s20k near 15 instructions a command).
            if !sizeClassesOnly && layer + 1 < state.storedLayers.count {
                dismissInactivePresentation(ofLayer: layer, &log)
            }
            try settlePushes(inLayer: layer, from: first, sizeClassesOnly: sizeClassesOnly, &log)
            try settlePresentation(ofLayer: layer, from: first, sizeClassesOnly: sizeClassesOnly, &log)
            // A layer this step presented is fresh (see `EventLog.freshLayer`) and the top:
            // settling it would change nothing, and cost a third of a presentation (s20k near
            // 90 instructions a command). Debug builds settle it anyway and compare.
            if log.freshLayer == layer + 1 {
                #if DEBUG
                    precondition(layer + 2 == state.storedLayers.count, "a fresh layer below the top")
                    var settled = self
                    var settledLog = log
                    do throws(NavError) {
                        if !sizeClassesOnly {
                            settled.dismissInactivePresentation(ofLayer: layer + 1, &settledLog)
                        }
                        try settled.settlePushes(
                            inLayer: layer + 1, from: 0, sizeClassesOnly: sizeClassesOnly, &settledLog)
                        try settled.settlePresentation(
                            ofLayer: layer + 1, from: 0, sizeClassesOnly: sizeClassesOnly, &settledLog)
                    } catch {
                        preconditionFailure("settling a fresh layer failed: \(error)")
                    }
                    precondition(
                        settled.state == state && settledLog.events == log.events
                            && settledLog.step == log.step,
                        "settling a fresh layer changed it")
                #endif
                return
            }
            layer += 1
        }
    }

    /// Pushes and pops so that each frame's active push is the frame above it (rules N1, N2, N4,
    /// N13, N15). One push per step. Frames below `first` are settled already.
    private mutating func settlePushes(
        inLayer layer: Int, from first: Int, sizeClassesOnly: Bool, _ log: inout EventLog
    ) throws(NavError) {
        if sizeClassesOnly {
            settleColumn(ofLayer: layer, &log)
            return
        }
        // The layer's root stays while its pushes settle, so its container is asked once.
        let style = containerStyle(ofLayer: layer)
        let columns = showsColumns(layer: layer, style: style)
        let hasContainer = style != nil
        var index = first
        // The frames are read in place, field by field, and never passed whole to a method of
        // the session: a frame copied out is retained and destroyed (through an outlined
        // destroy) at every step of the walk, and a session method given part of the session's
        // own state makes the compiler copy the whole session.
        while true {
            let view = state.storedLayers[layer].frames[index].view
            let wanted =
                hasContainer ? firstPush(ofFrame: index, inLayer: layer) : nil
            let placement: Frame.Placement = columns && index == 0 ? .detail : .push
            if index + 1 < state.storedLayers[layer].frames.count {
                let nextHolder = state.storedLayers[layer].frames[index + 1].holder
                if let wanted, nextHolder == wanted {
                    let placed = state.storedLayers[layer].frames[index + 1].placement
                    if placed != placement {
                        let nextView = state.storedLayers[layer].frames[index + 1].view
                        state[layer: layer].frames[index + 1].placement = placement
                        log.beginStep()
                        log.add(.adaptedPlacement(nextView, from: placed, to: placement), rule: .n15)
                    }
                    index += 1
                    continue
                }
                // The binding that held the next frame now holds another tag (rule N1) or none.
                let cleared = nextHolder.map { holder in
                    NameEquality.equal(
                        state.storedLayers[layer].frames[index].values[app[view].triggers[holder].state],
                        app[view].triggers[holder].inactiveValue)
                }
                let removal: NavEvent.Removal =
                    wanted == nil && (cleared ?? true) ? .bindingCleared : .replaced
                removeFrames(above: index, inLayer: layer, removal: removal, &log)
            }
            guard let wanted else { return }
            guard state.depth < depthLimit else { throw .stackDepthLimit(depthLimit) }
            let destination = app[view].triggers[wanted].destination
            // Read before the push, from the frame in place (see above).
            let binding = bindingReference(of: wanted, ofFrame: index, inLayer: layer)
            log.beginStep()
            state.append(
                Frame(
                    view: destination, values: app[destination].initialValues, placement: placement,
                    holder: wanted),
                toLayer: layer)
            log.add(
                .pushed(destination, placement), rule: placement == .detail ? .n15 : .n4, binding: binding)
            index += 1
        }
    }

    /// `AppModel.firstPush(of:values:)` for the frame at `index` of `layer`, its values read in
    /// place rather than passed. Written twice on purpose: the `AppModel` version is only the
    /// oracle debug builds check this one against on every use, and the subject of
    /// TriggerLookupTests. Passed to it, the values are retained and released around the call
    /// although it is inlined (b20k 2,208 -> 2,237 instructions a command when this called it).
    @inline(__always)
    private func firstPush(ofFrame index: Int, inLayer layer: Int) -> Int? {
        let view = state.storedLayers[layer].frames[index].view
        let count = state.storedLayers[layer].frames[index].values.count
        // Only the states a push reads, in ascending order, then every state from 64 up, as
        // `AppModel.firstPush(of:values:)` visits them.
        var bits = app[view].pushStates
        if count < 64 { bits &= (1 << UInt64(count)) - 1 }
        var found: Int?
        while bits != 0, found == nil {
            found = firstPush(ofFrame: index, inLayer: layer, inState: bits.trailingZeroBitCount)
            bits &= bits - 1
        }
        var slot = 64
        while slot < count, found == nil {
            found = firstPush(ofFrame: index, inLayer: layer, inState: slot)
            slot += 1
        }
        #if DEBUG
            precondition(
                found == app.firstPush(of: view, values: state.storedLayers[layer].frames[index].values),
                "firstPush(ofFrame:inLayer:) differs from AppModel.firstPush(of:values:)")
        #endif
        return found
    }

    /// The binding trigger `trigger` of the frame at `index` of `layer` reads, with its value
    /// there, by reference; the frame's view and value read in place, for the reason of
    /// `firstPush(ofFrame:inLayer:)`: an `AppModel` method given the frame's values did the same
    /// (b20k 2,208 -> 2,198 instructions a command).
    @inline(__always)
    private func bindingReference(of trigger: Int, ofFrame index: Int, inLayer layer: Int) -> BindingReference
    {
        let view = state.storedLayers[layer].frames[index].view
        let slot = app[view].triggers[trigger].state
        return BindingReference(
            view: view, slot: slot,
            value: app.referenceValue(
                to: state.storedLayers[layer].frames[index].values[slot], inState: slot, of: view,
                activating: trigger))
    }

    /// The first trigger reading state `slot` of the frame at `index` of `layer` that pushes,
    /// is active and shows a declared view.
    @inline(__always)
    private func firstPush(ofFrame index: Int, inLayer layer: Int, inState slot: Int) -> Int? {
        let view = state.storedLayers[layer].frames[index].view
        // In place (`firstCandidate`): the list of candidates returned cost a retain and a release.
        return app[view].firstCandidate(
            activatedBy: state.storedLayers[layer].frames[index].values[slot], inState: slot
        ) { trigger in
            app[view].triggers[trigger].state == slot && app[view].triggers[trigger].isPush
                && app[app[view].triggers[trigger].destination].isDeclared
        }
    }

    /// `settlePushes` after a change of the size classes alone: every push is where it was
    /// (see `settleSizeClasses`), and only the frame the root pushed can move between the
    /// detail column and the stack (N15); the others are always pushed, as `settlePushes`
    /// places them. A function of its own: inside `settlePushes` it paid that function's
    /// prologue and spills, on every layer of every size-class change.
    private mutating func settleColumn(ofLayer layer: Int, _ log: inout EventLog) {
        guard state.storedLayers[layer].frames.count > 1 else { return }
        let placement: Frame.Placement = showsColumns(layer: layer) ? .detail : .push
        let (view, placed) = (
            state.storedLayers[layer].frames[1].view, state.storedLayers[layer].frames[1].placement
        )
        if placed != placement {
            state.setPlacement(placement, ofFrame: 1, inLayer: layer)
            log.beginStep()
            log.add(.adaptedPlacement(view, from: placed, to: placement), rule: .n15)
        }
    }

    /// Removes the frames above `index`, after the presentations they hold (rule N7).
    mutating func removeFrames(
        above index: Int, inLayer layer: Int, removal: NavEvent.Removal, _ log: inout EventLog
    ) {
        var dismissedInOneStep = false
        if layer + 1 < state.storedLayers.count, let origin = state.originFields(ofLayer: layer + 1),
            origin.frame > index
        {
            dismissLayers(from: layer + 1, removal: .teardown, &log)
            // From iOS 17 the presentations and the views holding them leave in one update.
            dismissedInOneStep = platform.ios.isAtLeast(17)
        }
        // The frames read in place: copied out, they were retained and released, and each frame
        // copied from them too.
        let count = state.storedLayers[layer].frames.count
        guard index + 1 < count else { return }
        if !dismissedInOneStep { log.beginStep() }
        for position in ((index + 1)..<count).reversed() {
            let view = state.storedLayers[layer].frames[position].view
            guard position == index + 1, let holder = state.storedLayers[layer].frames[position].holder else {
                log.add(.popped(view, .teardown), rule: .n4)
                continue
            }
            log.add(
                .popped(view, removal), rule: removal == .replaced ? .n1 : log.clearingRule ?? .n4,
                binding: bindingReference(of: holder, ofFrame: index, inLayer: layer))
        }
        state.removeFrames(above: index, inLayer: layer)
        // Nearly always both are empty, and `removeAll(where:)` on an empty array still costs a
        // call through the generic `replaceSubrange` and a write access to the layer.
        if !state.storedLayers[layer].queue.isEmpty {
            state[layer: layer].queue.removeAll { $0.frame > index }
        }
        if !state.storedLayers[layer].dropped.isEmpty {
            state[layer: layer].dropped.removeAll { $0.frame > index }
        }
    }

    /// Dismisses layer `first` and every layer above it, top first. Before iOS 17 each
    /// presented layer closes in its own step (rule N7, inferred); from 17 all at once.
    ///
    /// Every N7 event comes with a second step before iOS 17 (the layer below it, or the pops
    /// `removeFrames` does after), so each is marked inferred there, whatever rule the other
    /// steps name (N1 for a replaced route, N11 for a gesture, N12 for `dismiss`).
    mutating func dismissLayers(from first: Int, removal: NavEvent.Removal, _ log: inout EventLog) {
        let staged = !platform.ios.isAtLeast(17)
        if !staged { log.beginStep() }
        for layer in (first..<state.storedLayers.count).reversed() {
            guard let origin = state.originFields(ofLayer: layer) else { continue }
            if staged { log.beginStep() }
            let view = state.storedLayers[layer].frames[0].view
            if layer == first {
                let rule = removal == .bindingCleared ? log.clearingRule ?? .n1 : rule(forDismissal: removal)
                // The presenter read in place: a frame copied out costs a reference count.
                let binding =
                    removal == .teardown
                    ? nil
                    : bindingReference(of: origin.trigger, ofFrame: origin.frame, inLayer: layer - 1)
                log.add(
                    .dismissed(view, origin.screen, removal), rule: rule, binding: binding,
                    inferred: staged && rule == .n7)
            } else {
                log.add(.dismissed(view, origin.screen, .teardown), rule: .n7, inferred: staged)
            }
        }
        state.removeLayers(from: first)
    }

    private func rule(forDismissal removal: NavEvent.Removal) -> Rule {
        switch removal {
        case .bindingCleared: return .n1
        case .replaced: return .n1
        case .teardown: return .n7
        case .swap: return .n10
        case .shadowed: return .n6
        }
    }

    /// Dismisses the presentation above a layer when its trigger no longer presents, before the
    /// layer's pushes settle: a state set to another tag tears down the active segue first, then
    /// activates the new one (rule N1). A binding that still selects the segue can only have
    /// lost it to a declaration: a hot reload on iOS < 14.5 that declared a later modifier of
    /// the same family on the presenter, shadowing this one (rule N6, not N1: no route changed).
    private mutating func dismissInactivePresentation(ofLayer layer: Int, _ log: inout EventLog) {
        guard layer + 1 < state.storedLayers.count, let origin = state.originFields(ofLayer: layer + 1) else {
            return
        }
        // Read in place (see `canPresent(_:ofFrame:inLayer:)`): this runs for every layer settled.
        guard !canPresent(origin.trigger, ofFrame: origin.frame, inLayer: layer) else { return }
        let view = state.storedLayers[layer].frames[origin.frame].view
        let value = state.storedLayers[layer].frames[origin.frame].values[
            app[view].triggers[origin.trigger].state]
        let removal: NavEvent.Removal
        if NameEquality.equal(value, app[view].triggers[origin.trigger].inactiveValue) {
            removal = .bindingCleared
        } else if NameEquality.equal(value, app[view].triggers[origin.trigger].activeValue)
            && !isOutermost(app[view].triggers[origin.trigger], on: view)
        {
            removal = .shadowed
        } else {
            removal = .replaced
        }
        dismissLayers(from: layer + 1, removal: removal, &log)
    }

    /// Keeps, adapts, swaps and presents the one presentation of a layer, and queues or drops
    /// the other requests (rules N5, N6, N9, N10). The requests of frames below `first` are
    /// presented, queued or dropped already.
    ///
    /// Frames and triggers are read in place, never copied out (see
    /// `canPresent(_:ofFrame:inLayer:)`): the frames of `layer` do not change here, only its
    /// queue and the layers above.
    private mutating func settlePresentation(
        ofLayer layer: Int, from first: Int, sizeClassesOnly: Bool, _ log: inout EventLog
    ) throws(NavError) {
        var swapped: Layer.Request?
        if layer + 1 < state.storedLayers.count, let origin = state.originFields(ofLayer: layer + 1) {
            swapped = keepPresentation(
                ofLayer: layer, frame: origin.frame, trigger: origin.trigger, screen: origin.screen, &log)
        }
        // Nearly always both are empty: then writing them back would only copy the layer.
        if !state.storedLayers[layer].queue.isEmpty || !state.storedLayers[layer].dropped.isEmpty {
            filterRequests(ofLayer: layer)
        }
        if layer + 1 == state.storedLayers.count {
            if let swapped {
                try present(swapped, fromLayer: layer, rule: .n10, &log)
            } else if let next = state.storedLayers[layer].queue.first {
                state[layer: layer].queue.removeFirst()
                try present(next, fromLayer: layer, rule: .n5, &log)
            }
        }
        // After a size-class change every request is where it was (see `settleSizeClasses`).
        if sizeClassesOnly { return }
        // Every trigger of `activeTriggers(frame.values)` that presents, in its order, without
        // building it: only the states a presenting trigger reads can hold one, and they are
        // visited in ascending order, so skipping the others keeps the order.
        var index = first
        while index < state.storedLayers[layer].frames.count {
            let view = state.storedLayers[layer].frames[index].view
            try ViewDeclaration.forEachState(
                in: app[view].presentStates, below: state.storedLayers[layer].frames[index].values.count
            ) { (slot) throws(NavError) in
                if case .none = state.storedLayers[layer].frames[index].values[slot] { return }
                // The first presenting candidate found in place (`firstCandidate`), noting
                // whether a second follows: the list of candidates returned cost a retain and a
                // release, and nearly always one trigger is active. `request` reads the frame's
                // values and changes none of them, so the candidates stay the same.
                var found: Int?
                var more = false
                _ = app[view].firstCandidate(
                    activatedBy: state.storedLayers[layer].frames[index].values[slot], inState: slot
                ) { triggerIndex in
                    guard
                        app[view].triggers[triggerIndex].state == slot
                            && !app[view].triggers[triggerIndex].isPush
                    else { return false }
                    if found == nil {
                        found = triggerIndex
                        return false
                    }
                    more = true
                    return true
                }
                #if DEBUG
                    let expected = app[view].triggerCandidates(
                        activatedBy: state.storedLayers[layer].frames[index].values[slot], inState: slot
                    ).filter { app[view].triggers[$0].state == slot && !app[view].triggers[$0].isPush }
                    precondition(
                        expected.first == found && (expected.count > 1) == more,
                        "firstCandidate found other presenting triggers than the list")
                #endif
                guard let found else { return }
                try request(found, ofFrame: index, fromLayer: layer, &log)
                if more {
                    try requestOthers(than: found, inState: slot, ofFrame: index, fromLayer: layer, &log)
                }
            }
            index += 1
        }
    }

    /// The active presenting triggers of state `slot` of the frame at `index` of `layer` but
    /// `found`, the first, each requested in their order (`request`): apart, since nearly always
    /// one is active, and `request`, inlined where it is called, written twice in
    /// `settlePresentation` made it large enough that the optimizer stopped inlining
    /// `Array.count` there.
    @inline(never)
    private mutating func requestOthers(
        than found: Int, inState slot: Int, ofFrame index: Int, fromLayer layer: Int, _ log: inout EventLog
    ) throws(NavError) {
        let view = state.storedLayers[layer].frames[index].view
        let candidates = app[view].triggerCandidates(
            activatedBy: state.storedLayers[layer].frames[index].values[slot], inState: slot)
        for triggerIndex in candidates
        where triggerIndex != found && app[view].triggers[triggerIndex].state == slot
            && !app[view].triggers[triggerIndex].isPush
        {
            try request(triggerIndex, ofFrame: index, fromLayer: layer, &log)
        }
    }

    /// The presentation above `layer`, whose origin is `originFrame`, `originTrigger` and
    /// `originScreen`, kept: swapped when its modifier changed (rule N10), which dismisses it
    /// and returns the request to present again, else adapted to the environment (N9, N16).
    ///
    /// Apart from `settlePresentation`, and its queue and dropped requests in
    /// `filterRequests(ofLayer:)`: inside it, these rarer paths made it so large that the
    /// optimizer stopped inlining even `Array.count` there, and each layer settled called
    /// `count` and `_getCount` half a dozen times.
    @inline(never)
    private mutating func keepPresentation(
        ofLayer layer: Int, frame originFrame: Int, trigger originTrigger: Int,
        screen originScreen: ScreenKind,
        _ log: inout EventLog
    ) -> Layer.Request? {
        // The trigger still presents: `dismissInactivePresentation` has just dismissed the
        // layer otherwise, and nothing since changed what `canPresent` reads (a size-class
        // change reconciles a settled hierarchy and changes none of it either).
        #if DEBUG
            precondition(
                canPresent(originTrigger, ofFrame: originFrame, inLayer: layer),
                "a presentation kept whose trigger no longer presents")
        #endif
        let view = state.storedLayers[layer].frames[originFrame].view
        let classes = sizeClasses(ofLayer: layer)
        if modifierChanged(of: originTrigger, on: view, in: classes, shownByLayer: layer + 1) {
            dismissLayers(from: layer + 1, removal: .swap, &log)
            return Layer.Request(frame: originFrame, trigger: originTrigger)
        } else {
            // Locals first: a session method given part of the session's own state makes
            // the compiler copy the whole session (near 190 instructions).
            let options = app[view].triggers[originTrigger].options
            let declared = declaredScreen(of: originTrigger, on: view, in: classes)
            let adapted = adaptation(declared: declared, options: options, in: classes)
            if adapted.screen != originScreen {
                // The modifier is unchanged, so the environment adapted it (rule N9), or
                // made a popover's content compact (rule N16).
                let isPopoverLink = app[view].triggers[originTrigger].isPopoverLink
                let decided = adaptationRule(
                    isPopoverLink: isPopoverLink, byOption: adapted.byOption, declared: declared,
                    screen: adapted.screen, inLayer: layer)
                state.setScreen(adapted.screen, ofLayer: layer + 1)
                log.beginStep()
                log.add(
                    .adaptedScreen(
                        state.storedLayers[layer + 1].frames[0].view, from: originScreen,
                        to: adapted.screen),
                    rule: decided == .n16 ? .n16 : .n9)
            }
        }
        return nil
    }

    /// Keeps the queued requests of `layer` that can still present, and the dropped ones whose
    /// trigger is still active (rule N5). Apart (see `keepPresentation`): nearly always both
    /// are empty, and the caller asks first.
    @inline(never)
    private mutating func filterRequests(ofLayer layer: Int) {
        if !state.storedLayers[layer].queue.isEmpty {
            let queue = state.storedLayers[layer].queue.filter { request in
                canPresent(request.trigger, ofFrame: request.frame, inLayer: layer)
            }
            state[layer: layer].queue = queue
        }
        if !state.storedLayers[layer].dropped.isEmpty {
            let frames = state.storedLayers[layer].frames
            let dropped = state.storedLayers[layer].dropped.filter { request in
                let trigger = app[frames[request.frame].view].triggers[request.trigger]
                return frames[request.frame].values[trigger.state] == trigger.activeValue
            }
            state[layer: layer].dropped = dropped
        }
    }

    /// One active presenting trigger of the frame at `index` of `layer`, of the state it reads:
    /// presents it, or queues or drops it behind the presentation above the layer (rule N5).
    @inline(__always)
    private mutating func request(
        _ triggerIndex: Int, ofFrame index: Int, fromLayer layer: Int, _ log: inout EventLog
    ) throws(NavError) {
        // Usually the presentation above is this very trigger: asked first (every check here
        // only reads, so their order changes nothing else).
        if layer + 1 < state.storedLayers.count {
            guard let origin = state.originFields(ofLayer: layer + 1),
                origin.frame != index || origin.trigger != triggerIndex
            else { return }
        }
        let request = Layer.Request(frame: index, trigger: triggerIndex)
        guard canPresent(triggerIndex, ofFrame: index, inLayer: layer),
            !state.storedLayers[layer].queue.contains(request),
            !state.storedLayers[layer].dropped.contains(request)
        else { return }
        if layer + 1 < state.storedLayers.count {
            let view = state.storedLayers[layer].frames[index].view
            let destination = app[view].triggers[triggerIndex].destination
            let presenting = state.storedLayers[layer + 1].frames[0].view
            let binding = bindingReference(of: triggerIndex, ofFrame: index, inLayer: layer)
            if platform.ios.isAtLeast(14, 5) {
                state[layer: layer].queue.append(request)
                log.add(.queued(destination, behind: presenting), rule: .n5, binding: binding)
            } else {
                state[layer: layer].dropped.append(request)
                log.add(
                    .warning(.presentationDropped(destination, presenting: presenting)), rule: .n5,
                    binding: binding)
            }
        } else {
            try present(request, fromLayer: layer, rule: nil, &log)
        }
    }

    /// Presents a request as the layer above `layer`, warning of options too new for the iOS
    /// version (rule N8), `presentationCompactAdaptation` even when it is `automatic`. `rule`
    /// overrides the rule the event names (N5 for a queued request, N10 for a swap).
    private mutating func present(
        _ request: Layer.Request, fromLayer layer: Int, rule: Rule?, _ log: inout EventLog
    )
        throws(NavError)
    {
        guard state.depth < depthLimit else { throw .stackDepthLimit(depthLimit) }
        // Everything the trigger and the presenter decide is read before the layer is appended,
        // since nothing here depends on the new layer; and only the trigger's fields used, since
        // the whole trigger copied out costs its strings' reference counts and outlined copies.
        let presenterView = state.storedLayers[layer].frames[request.frame].view
        let options = app[presenterView].triggers[request.trigger].options
        let destination = app[presenterView].triggers[request.trigger].destination
        let classes = sizeClasses(ofLayer: layer)
        let modifier = Session.modifier(
            ofKind: app[presenterView].triggers[request.trigger].kind, in: classes)
        // The adaptation worked out once, for the screen, the rule and whether it is inferred.
        let declared = modifier.screen
        let adapted = adaptation(declared: declared, options: options, in: classes)
        let screen = adapted.screen
        let isPopoverLink = app[presenterView].triggers[request.trigger].isPopoverLink
        let decided =
            rule
            ?? adaptationRule(
                isPopoverLink: isPopoverLink, byOption: adapted.byOption, declared: declared, screen: screen,
                inLayer: layer) ?? .n1
        // Some adaptations a `presentationCompactAdaptation` asks for are inferred (rule N9).
        let inferred = decided == .n9 && adapted.inferred
        let binding = bindingReference(of: request.trigger, ofFrame: request.frame, inLayer: layer)
        let warnsOfDismissal = options.interactiveDismissDisabled && !platform.ios.isAtLeast(15)
        let warnsOfAdaptation = options.compactAdaptation != nil && !platform.ios.isAtLeast(16, 4)
        log.beginStep()
        state.present(
            Frame(view: destination, values: app[destination].initialValues, placement: .root),
            origin: Layer.Origin(
                frame: request.frame, trigger: request.trigger, modifier: modifier, screen: screen))
        log.freshLayer = layer + 1
        log.add(
            .presented(destination, screen, declared: declared), rule: decided, binding: binding,
            inferred: inferred)
        if warnsOfDismissal {
            log.add(
                .warning(
                    .optionUnavailable(.interactiveDismissDisabled, needs: IOSVersion(unchecked: 15, 0))),
                rule: .n8)
        }
        if warnsOfAdaptation {
            log.add(
                .warning(
                    .optionUnavailable(.presentationCompactAdaptation, needs: IOSVersion(unchecked: 16, 4))),
                rule: .n8)
        }
    }
}
