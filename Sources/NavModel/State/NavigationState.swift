/// The live hierarchy: the root layer and the chain of presentations above it.
///
/// A layer presents at most one layer (rule N5), so the whole hierarchy is one path: a value
/// whose size is the depth of the stack, compared with `==` and copied cheaply for `undo`.
public struct NavigationState: Hashable, Sendable {
    /// The layers, the window's first; `layers[k + 1]` is presented by `layers[k]`.
    public var layers: [Layer]

    /// Creates a state.
    public init(layers: [Layer]) { self.layers = layers }

    /// The number of views on the path.
    public var depth: Int { layers.reduce(0) { $0 + $1.frames.count } }

    /// The top frame's position.
    public var top: FramePosition {
        let layer = layers.count - 1
        return FramePosition(layer: layer, frame: layers[layer].frames.count - 1)
    }

    /// The frame at a position.
    ///
    /// Yielded in place rather than copied out and back: `state[p].values[i] = v` then writes
    /// into the frame's own array instead of copying it.
    public subscript(position: FramePosition) -> Frame {
        _read { yield layers[position.layer].frames[position.frame] }
        _modify { yield &layers[position.layer].frames[position.frame] }
    }

    /// Every position, from the top down to the root: the order names resolve in.
    public var positionsTopDown: [FramePosition] {
        var positions: [FramePosition] = []
        for layer in layers.indices.reversed() {
            for frame in layers[layer].frames.indices.reversed() {
                positions.append(FramePosition(layer: layer, frame: frame))
            }
        }
        return positions
    }
}

/// Where a frame is: its layer and its index in that layer.
public struct FramePosition: Hashable, Sendable, Comparable {
    /// The layer index.
    public var layer: Int
    /// The frame index in the layer.
    public var frame: Int

    /// Creates a position.
    public init(layer: Int, frame: Int) {
        self.layer = layer
        self.frame = frame
    }

    /// Orders positions from the root up.
    public static func < (lhs: FramePosition, rhs: FramePosition) -> Bool {
        (lhs.layer, lhs.frame) < (rhs.layer, rhs.frame)
    }
}
