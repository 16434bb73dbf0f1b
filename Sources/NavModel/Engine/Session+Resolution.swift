/// Name resolution (semantics.md, Resolution): from the context view down the path.
extension Session {
    /// Calls `body` for each position from `context` down to the root, until it returns a value.
    /// Allocates nothing, so resolving costs at most the depth of the stack.
    ///
    /// `body` gets the position alone and reads what it needs of the frame in place (`view(at:)`):
    /// handed the frame, copied out, it paid a reference count for the frame's values at every
    /// step, which made `route` write this walk out once (commit 5348781: s20k 32 instructions
    /// a command, together with reconciliation's in-place `firstPush`). Inlined, so that
    /// `route`'s walk has no closure call per frame.
    @inline(__always)
    func firstDown<T>(from context: FramePosition, _ body: (FramePosition) throws(NavError) -> T?)
        throws(NavError) -> T?
    {
        var layer = context.layer
        var index = context.frame
        while layer >= 0 {
            while index >= 0 {
                if let found = try body(FramePosition(layer: layer, frame: index)) { return found }
                index -= 1
            }
            layer -= 1
            if layer >= 0 { index = state.storedLayers[layer].frames.count - 1 }
        }
        return nil
    }

    /// The view of the frame at `position`, read in place.
    @inline(__always)
    func view(at position: FramePosition) -> ViewID {
        state.storedLayers[position.layer].frames[position.frame].view
    }

    /// `route TAG`: the nearest view with a segue tagged TAG, and that segue's state.
    public func resolveRoute(_ tag: String, from context: FramePosition) throws(NavError) -> (
        FramePosition, Int
    ) {
        let (position, slot, _) = try resolveRouteTrigger(tag, from: context)
        return (position, slot)
    }

    /// `resolveRoute(_:from:)` with the segue found, whose tag an event names by its index.
    func resolveRouteTrigger(_ tag: String, from context: FramePosition) throws(NavError) -> (
        position: FramePosition, slot: Int, trigger: Int
    ) {
        let found = try firstDown(from: context) {
            (position) throws(NavError) -> (position: FramePosition, slot: Int, trigger: Int)? in
            let view = self.view(at: position)
            // In place (`firstCandidate`): the list returned cost a retain and a release.
            guard let trigger = app[view].firstCandidate(tagged: tag, where: { _ in true }) else {
                return nil
            }
            return (position, app[view].triggers[trigger].state, trigger)
        }
        if let found { return found }
        let declaring = app.views(declaringTag: tag)
        if !declaring.isEmpty { throw .tagNotOnScreen(tag, declaredOn: declaring.map { app[$0].name }) }
        throw .unknownTag(tag, candidates: app.allTags.sorted())
    }

    /// `[VIEW.]STATE`: the named view's top-most live instance, or the nearest view that has the state.
    public func resolveState(_ name: String, view: String?, from context: FramePosition) throws(NavError)
        -> (FramePosition, Int)
    {
        if let view {
            let position = try liveInstance(of: view)
            let declaration = app[state[position].view]
            guard let slot = declaration.stateIndex(named: name), !declaration.states[slot].isHidden else {
                throw .unknownState(name, view: view, candidates: declaration.visibleStateNames)
            }
            return (position, slot)
        }
        let found = try firstDown(from: context) {
            (position) throws(NavError) -> (FramePosition, Int)? in
            let declaration = app[self.view(at: position)]
            guard let slot = declaration.stateIndex(named: name), !declaration.states[slot].isHidden else {
                return nil
            }
            return (position, slot)
        }
        if let found { return found }
        var candidates: [String] = []
        _ = try firstDown(from: context) { (position) throws(NavError) -> Bool? in
            candidates += app[self.view(at: position)].visibleStateNames.filter { !candidates.contains($0) }
            return nil
        }
        throw .unknownState(name, view: nil, candidates: candidates)
    }

    /// The top-most live instance of a view.
    public func liveInstance(of name: String) throws(NavError) -> FramePosition {
        guard let id = app.id(named: name), app[id].isDeclared else {
            throw .unknownView(name, candidates: app.declaredViewNames)
        }
        let found = try firstDown(from: state.top) { (position) throws(NavError) -> FramePosition? in
            self.view(at: position) == id ? position : nil
        }
        guard let found else { throw .viewNotOnScreen(name) }
        return found
    }

    /// The value a literal denotes for a state, or an error listing what fits.
    public func stateValue(_ literal: ValueLiteral, slot: Int, of view: ViewID) throws(NavError) -> StateValue
    {
        let declaration = app[view]
        let state = declaration.states[slot]
        switch (state.kind, literal) {
        case (.route, .none): return .none
        case (.route, .tag(let tag))
        where !declaration.triggers(activatedBy: .tag(tag), inState: slot).isEmpty:
            return .tag(tag)
        case (.bool, .bool(let flag)): return .bool(flag)
        case (.route, .tag), (.route, .bool), (.bool, .none), (.bool, .tag):
            throw .invalidValue(
                literal, state: state.name, view: declaration.name, allowed: allowedValues(slot, of: view))
        }
    }

    /// What a state can be set to: its tags and `nil`, or `true` and `false`.
    public func allowedValues(_ slot: Int, of view: ViewID) -> [String] {
        let declaration = app[view]
        switch declaration.states[slot].kind {
        case .bool: return ["true", "false"]
        case .route:
            var tags: [String] = []
            var seen: Set<String> = []
            for trigger in declaration.triggers where trigger.state == slot {
                if let tag = trigger.tag, seen.insert(tag).inserted { tags.append(tag) }
            }
            return tags + ["nil"]
        }
    }
}

extension ViewDeclaration {
    /// The states a script can name: all but the hidden states of links.
    public var visibleStateNames: [String] { states.filter { !$0.isHidden }.map(\.name) }
}
