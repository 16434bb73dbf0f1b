/// The live hierarchy: the root layer and the chain of presentations above it.
///
/// A layer presents at most one layer (rule N5), so the whole hierarchy is one path: a value
/// whose size is the depth of the stack, compared with `==` and copied cheaply for `undo`.
public struct NavigationState: Hashable, Sendable {
    /// The layers, the window's first; `layers[k + 1]` is presented by `layers[k]`.
    ///
    /// Read in place. A change made through here counts the frames again afterwards, so
    /// `depth` stays right whatever it changed; the engine changes `storedLayers` instead
    /// and keeps the count itself, which makes `depth` free rather than a walk of every layer
    /// (a presentation chain 10,000 deep asked it at every step).
    public var layers: [Layer] {
        _read { yield storedLayers }
        _modify {
            defer {
                frameCount = NavigationState.countFrames(storedLayers)
                (changedMark, rewrittenMark) = (0, 0)
            }
            yield &storedLayers
        }
    }

    /// The layers, for changes that keep `frameCount` in step: through the methods below, or
    /// in place for anything but adding or removing frames.
    private(set) var storedLayers: [Layer]
    /// The number of frames in `storedLayers`.
    private(set) var frameCount: Int
    /// `lowestChangedLayer` and `lowestRewrittenLayer`, as 32-bit numbers: two of them take
    /// the room the one 64-bit mark took, so a state (and a session) is no larger. Neither is
    /// compared nor hashed.
    private var changedMark: Int32 = 0
    private var rewrittenMark: Int32 = 0
    /// The frames array of the last presented layer removed, emptied with its room kept: the
    /// next presentation starts its layer there (`present(_:origin:)`), where a new array cost
    /// an allocation and each dismissal freed one, through the generic destruction of its
    /// frames (b20k near 300 instructions a presentation and its dismissal). Neither compared
    /// nor hashed. Shared with a copy of the state, it is copied on its first append, as any
    /// array is.
    private var spareFrames: [Frame] = []
    /// The most frames a removed layer's array may have room for to be kept as `spareFrames`.
    private static let spareFramesLimit = 16

    /// The lowest layer that may have changed since `markUnchanged()`: every change made
    /// through this type lowers it to the layer changed (a change through `layers`, to 0);
    /// `Int.max` when none has. The explorer restores a state before every move, and a move
    /// nearly always changes only the top layer or two: the layers below are kept.
    var lowestChangedLayer: Int { changedMark == .max ? .max : Int(changedMark) }

    /// The lowest layer that may have changed in more than how it appears since
    /// `markUnchanged()`: every change but `setScreen` and `setPlacement` lowers it too. Never
    /// below `lowestChangedLayer`; `Int.max` when no layer has changed that way. The layers
    /// from `lowestChangedLayer` up to it differ at most in their origin's screen and their
    /// frames' placements: a size-class change (near half of an exploration's moves) adapts
    /// every presentation and moves every root's pushed frame between column and stack, and
    /// the explorer then writes and reads only those numbers of each layer.
    var lowestRewrittenLayer: Int { rewrittenMark == .max ? .max : Int(rewrittenMark) }

    /// Creates a state.
    public init(layers: [Layer]) {
        storedLayers = layers
        frameCount = NavigationState.countFrames(layers)
    }

    /// The number of views on the path.
    public var depth: Int { frameCount }

    /// Counts the frames of some layers.
    static func countFrames(_ layers: [Layer]) -> Int { layers.reduce(0) { $0 + $1.frames.count } }

    /// Compares the layers (the count follows from them).
    public static func == (lhs: NavigationState, rhs: NavigationState) -> Bool {
        lhs.storedLayers == rhs.storedLayers
    }

    /// Hashes the layers, as `==` compares them.
    public func hash(into hasher: inout Hasher) { hasher.combine(storedLayers) }

    /// Notes that nothing has changed yet (see `lowestChangedLayer`).
    mutating func markUnchanged() { (changedMark, rewrittenMark) = (.max, .max) }

    /// Lowers `lowestRewrittenLayer` and `lowestChangedLayer` to `layer`.
    @inline(__always)
    private mutating func noteChange(ofLayer layer: Int) {
        // A layer index is far below 2^31: the frames of so many layers would not fit in memory.
        let mark = Int32(truncatingIfNeeded: layer)
        if mark < rewrittenMark {
            rewrittenMark = mark
            if mark < changedMark { changedMark = mark }
        }
    }

    /// Lowers `lowestChangedLayer` alone to `layer`: it changed only in how it appears.
    @inline(__always)
    private mutating func noteAppearanceChange(ofLayer layer: Int) {
        let mark = Int32(truncatingIfNeeded: layer)
        if mark < changedMark { changedMark = mark }
    }

    /// Changes layer `index` in place, for anything but adding or removing frames.
    subscript(layer index: Int) -> Layer {
        _read { yield storedLayers[index] }
        _modify {
            noteChange(ofLayer: index)
            yield &storedLayers[index]
        }
    }

    /// Pushes a frame onto a layer.
    @inline(__always)
    mutating func append(_ frame: consuming Frame, toLayer layer: Int) {
        noteChange(ofLayer: layer)
        storedLayers[layer].frames.append(consume frame)
        frameCount += 1
    }

    /// Removes the frames of a layer above `index`.
    mutating func removeFrames(above index: Int, inLayer layer: Int) {
        noteChange(ofLayer: layer)
        // One by one from the top, as `removeLayers`: `removeSubrange` went through the generic
        // `replaceSubrange` (near 160 instructions for the usual single frame).
        while storedLayers[layer].frames.count > index + 1 {
            storedLayers[layer].frames.removeLast()
            frameCount -= 1
        }
    }

    /// Presents a layer of one frame, `frame`, above the others, its frames array the spare
    /// one (see `spareFrames`).
    @inline(__always)
    mutating func present(_ frame: consuming Frame, origin: Layer.Origin) {
        var frames: [Frame] = []
        swap(&frames, &spareFrames)
        frames.append(consume frame)
        append(Layer(frames: frames, origin: origin))
    }

    /// Presents a layer above the others; taken, not copied, as `layers.append` would.
    @inline(__always)
    mutating func append(_ layer: consuming Layer) {
        noteChange(ofLayer: storedLayers.count)
        frameCount += layer.frames.count
        storedLayers.append(consume layer)
    }

    /// Changes how presented layer `layer` appears: through `subscript(layer:)`, the write went
    /// through a coroutine and copied the origin out and back.
    /// It changes how the layer appears only (see `lowestRewrittenLayer`).
    mutating func setScreen(_ screen: ScreenKind, ofLayer layer: Int) {
        noteAppearanceChange(ofLayer: layer)
        storedLayers[layer].origin?.screen = screen
    }

    /// Moves a frame between a split view's detail column and the stack (rule N15): a change
    /// of how its layer appears only (see `lowestRewrittenLayer`).
    @inline(__always)
    mutating func setPlacement(_ placement: Frame.Placement, ofFrame frame: Int, inLayer layer: Int) {
        noteAppearanceChange(ofLayer: layer)
        storedLayers[layer].frames[frame].placement = placement
    }

    /// Removes layer `first` and every layer above it.
    mutating func removeLayers(from first: Int) {
        noteChange(ofLayer: first)
        // One by one from the top: `removeSubrange` went through the generic
        // `replaceSubrange`, which cost more than freeing the layers.
        while storedLayers.count > first {
            var removed = storedLayers.removeLast()
            frameCount -= removed.frames.count
            // Emptied one by one (see `removeFrames(above:inLayer:)`) and kept (`spareFrames`);
            // a layer that held more frames than nearly any is freed, rather than its room kept.
            if removed.frames.capacity <= NavigationState.spareFramesLimit {
                while !removed.frames.isEmpty { removed.frames.removeLast() }
                swap(&removed.frames, &spareFrames)
            }
        }
    }

    /// Where presented layer `layer` comes from, without the modifier: its presenting frame and
    /// trigger and how it appears; nil for the window's root layer.
    ///
    /// The engine's reading of an origin. Bound whole (`let origin = layers[i].origin`, or even
    /// `origin != nil`), the origin is copied out, and with it its modifier, whose outlined
    /// copy and destroy (a popover's attachment holds two strings) cost s20k near 60
    /// instructions a command; mapped to these fields inside the access, nothing is copied.
    @inline(__always)
    func originFields(ofLayer layer: Int) -> (frame: Int, trigger: Int, screen: ScreenKind)? {
        storedLayers[layer].origin.map { ($0.frame, $0.trigger, $0.screen) }
    }

    /// The screen the modifier presenting layer `layer` declares (`modifier.screen`), nil for
    /// the window's root layer; read in place (see `originFields(ofLayer:)`): bound whole in a
    /// `switch` (`case .some(let origin)`), the origin was copied every time `modifierChanged`
    /// asked (ex5 24,038 -> 24,022 instructions a state, b20k near 2 a command).
    @inline(__always)
    func declaredScreen(ofLayer layer: Int) -> ScreenKind? {
        storedLayers[layer].origin.map { $0.modifier.screen }
    }

    /// Whether layer `layer` is presented (`layers[layer].origin != nil`), without copying
    /// its origin (see `originFields(ofLayer:)`).
    @inline(__always)
    func isPresented(layer: Int) -> Bool {
        if case .some = storedLayers[layer].origin { return true }
        return false
    }

    /// The top frame's position.
    public var top: FramePosition {
        let layer = storedLayers.count - 1
        return FramePosition(layer: layer, frame: storedLayers[layer].frames.count - 1)
    }

    /// The frame at a position.
    ///
    /// Yielded in place rather than copied out and back: `state[p].values[i] = v` then writes
    /// into the frame's own array instead of copying it. Replacing a frame keeps the count.
    public subscript(position: FramePosition) -> Frame {
        _read { yield storedLayers[position.layer].frames[position.frame] }
        _modify {
            noteChange(ofLayer: position.layer)
            yield &storedLayers[position.layer].frames[position.frame]
        }
    }

    /// Every position, from the top down to the root: the order names resolve in.
    public var positionsTopDown: [FramePosition] {
        var positions: [FramePosition] = []
        for layer in storedLayers.indices.reversed() {
            for frame in storedLayers[layer].frames.indices.reversed() {
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
