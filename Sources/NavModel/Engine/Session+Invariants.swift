extension Session {
    /// Checks the structural invariants after every change, in debug builds only
    /// (swift-collections' `_checkInvariants`): every layer has a root, pushed frames are held by
    /// an active push of the frame below, presented layers by a presenting trigger of their
    /// presenter, and every frame has one value per state of its view.
    ///
    /// After an action, only from the lowest frame it wrote (`start`) up: reconciliation starts
    /// there and leaves what is below untouched, and checking the whole path after every push
    /// made a deep stack quadratic in debug builds.
    func checkInvariants(from start: FramePosition = FramePosition(layer: 0, frame: 0)) {
        #if DEBUG
            // Every layer's count, not only from `start`: a slip in the engine's bookkeeping
            // would show anywhere. Not past 64 layers, where a sum after every action would make
            // a deep presentation chain quadratic in debug builds.
            if state.layers.count <= 64 {
                precondition(
                    state.depth == NavigationState.countFrames(state.layers),
                    "depth out of step with the frames")
            }
            for layerIndex in min(start.layer, state.layers.count)..<state.layers.count {
                let layer = state.layers[layerIndex]
                precondition(!layer.frames.isEmpty, "layer \(layerIndex) has no frames")
                precondition(
                    layer.frames[0].placement == .root, "layer \(layerIndex) root is not placed as root")
                precondition(
                    (layerIndex == 0) == (layer.origin == nil), "layer \(layerIndex) origin mismatch")
                let first = layerIndex == start.layer ? start.frame : 0
                for index in min(first, layer.frames.count)..<layer.frames.count {
                    let frame = layer.frames[index]
                    precondition(
                        frame.values.count == app[frame.view].states.count, "frame \(index) has stale values")
                    guard index > 0, let holder = frame.holder else {
                        precondition(index == 0, "pushed frame \(index) has no holder")
                        continue
                    }
                    let below = layer.frames[index - 1]
                    let trigger = app[below.view].triggers[holder]
                    precondition(
                        trigger.isPush && below.values[trigger.state] == trigger.activeValue, "stale push")
                }
                if let origin = layer.origin {
                    let presenter = state.layers[layerIndex - 1].frames[origin.frame]
                    let trigger = app[presenter.view].triggers[origin.trigger]
                    precondition(
                        !trigger.isPush && presenter.values[trigger.state] == trigger.activeValue,
                        "stale presentation")
                }
            }
        #endif
    }
}
