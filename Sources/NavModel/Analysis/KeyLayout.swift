/// Where the parts of a `StateEncoder` key lie, read from the key alone: the environment's end,
/// and per layer its start, frame count, origin, placements and requests, and each frame's
/// view. What the explorer needs to split a state into the layers a move may read and those
/// below (see `MoveMemo`) and to build a successor's key from memoised bytes, without decoding
/// the state into a session.
///
/// Kept by a worker and read again for each key, its arrays keeping their room.
struct KeyLayout {
    /// One layer's parts.
    struct LayerParts {
        /// Where it starts in the key.
        var start: Int
        /// Its frame count.
        var frameCount: Int
        /// Its origin's frame and trigger and its code (modifier and screen), -1 for the window's
        /// layer; where that code's byte lies, -1 likewise.
        var originFrame: Int
        var originTrigger: Int
        var originCode: Int
        var codeOffset: Int
        /// Where its frames' placements lie, one byte each.
        var placements: Int
        /// How many requests it has queued and dropped.
        var requests: Int
        /// Where its frames' views start in `views`.
        var firstView: Int
    }

    /// Where the first layer starts: the environment's bytes come before.
    private(set) var environmentEnd = 0
    /// The layers' parts, the window's first.
    private(set) var layers: [LayerParts] = []
    /// The frames' views, layer after layer.
    private(set) var views: [Int32] = []
    /// The number of frames, as `NavigationState.depth` counts them.
    private(set) var depth = 0
    /// Whether some layer has a request queued or dropped.
    private(set) var hasRequests = false

    /// The number of layers.
    var layerCount: Int { layers.count }

    /// Reads the layout of `key`, a whole key.
    mutating func read(_ key: UnsafeBufferPointer<UInt8>) {
        layers.removeAll(keepingCapacity: true)
        views.removeAll(keepingCapacity: true)
        depth = 0
        hasRequests = false
        var reader = KeyReader(key)
        _ = reader.read()
        _ = reader.read()
        _ = reader.read()
        environmentEnd = reader.position
        while !reader.isAtEnd {
            var parts = LayerParts(
                start: reader.position, frameCount: reader.read(), originFrame: -1, originTrigger: -1,
                originCode: -1, codeOffset: -1, placements: 0, requests: 0, firstView: views.count)
            if !layers.isEmpty {
                parts.originFrame = reader.read()
                parts.originTrigger = reader.read()
                parts.codeOffset = reader.position
                parts.originCode = reader.read()
            }
            parts.placements = reader.position
            reader.skip(parts.frameCount)
            for _ in 0..<parts.frameCount {
                views.append(Int32(truncatingIfNeeded: reader.read()))
                _ = reader.read()
                let values = reader.read()
                for _ in 0..<values where reader.read() == StateEncoder.literalTagCode {
                    reader.skip(reader.read())
                }
            }
            for _ in 0..<2 {
                let listed = reader.read()
                parts.requests += listed
                for _ in 0..<2 * listed { _ = reader.read() }
            }
            if parts.requests > 0 { hasRequests = true }
            depth += parts.frameCount
            layers.append(parts)
        }
    }

    /// The view of frame `frame` of layer `layer`.
    func view(ofFrame frame: Int, inLayer layer: Int) -> Int { Int(views[layers[layer].firstView + frame]) }

    /// What the graph keeps of the state whose whole key is `key` (`NodeInfo.init(_:)` reads the
    /// same from a session), read in one pass.
    static func nodeInfo(ofKey key: UnsafeBufferPointer<UInt8>) -> NodeInfo {
        var reader = KeyReader(key)
        _ = reader.read()
        _ = reader.read()
        _ = reader.read()
        var scan = NodeScan()
        while !reader.isAtEnd {
            let frames = scan.beginLayer(&reader)
            for _ in 0..<frames { skipFrame(&reader) }
            skipRequests(&reader)
        }
        return scan.nodeInfo(key)
    }

    /// What a pass over a key's layers keeps to tell its `NodeInfo`: the layer count, the last
    /// two layers' starts, the top layer's origin, the root layer's frame count and its pushed
    /// frame's placement.
    struct NodeScan {
        private var count = 0
        private var below = -1
        private var top = -1
        private var rootCount = 0
        private var rootPlacement: UInt8 = 0
        private var origin = (frame: 0, trigger: 0)

        /// Reads a layer's frame count, origin and placements, leaving `reader` at its first
        /// frame; returns its frame count.
        @inline(__always)
        mutating func beginLayer(_ reader: inout KeyReader) -> Int {
            (below, top) = (top, reader.position)
            let frames = reader.read()
            if count > 0 {
                origin = (reader.read(), reader.read())
                _ = reader.read()
            } else {
                rootCount = frames
                if frames > 1 { rootPlacement = reader.byte(at: reader.position &+ 1) }
            }
            reader.skip(frames)
            count += 1
            return frames
        }

        /// The `NodeInfo` of the key read, whose layers have all been begun.
        func nodeInfo(_ key: UnsafeBufferPointer<UInt8>) -> NodeInfo {
            var presenter: Int64 = -1
            if count > 1 {
                // The presenting frame's view, in the layer below the top.
                var reader = KeyReader(key, from: below)
                let frames = reader.read()
                if count > 2 {
                    _ = reader.read()
                    _ = reader.read()
                    _ = reader.read()
                }
                reader.skip(frames)
                for _ in 0..<origin.frame { KeyLayout.skipFrame(&reader) }
                presenter = Int64(reader.read()) << 32 | Int64(origin.trigger)
            }
            let isHome =
                count == 1
                && (rootCount == 1 || (rootCount == 2 && rootPlacement == StateEncoder.detailPlacementCode))
            return NodeInfo(
                layerCount: UInt16(truncatingIfNeeded: count), presenter: presenter, isHome: isHome)
        }
    }

    /// Passes over a frame: its view, holder and values.
    @inline(__always)
    static func skipFrame(_ reader: inout KeyReader) {
        _ = reader.read()
        _ = reader.read()
        let values = reader.read()
        for _ in 0..<values where reader.read() == StateEncoder.literalTagCode {
            reader.skip(reader.read())
        }
    }

    /// Passes over a layer's queued and dropped requests.
    @inline(__always)
    static func skipRequests(_ reader: inout KeyReader) {
        for _ in 0..<2 {
            let listed = reader.read()
            for _ in 0..<2 * listed { _ = reader.read() }
        }
    }
}
