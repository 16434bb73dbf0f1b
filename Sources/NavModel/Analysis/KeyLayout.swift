/// How to pass over the parts of a `StateEncoder` key: a layer, a frame, a layer's requests.
/// What the explorer needs to split a key into its layers (see `LayerTable`) without decoding
/// it into a session.
enum KeyLayout {
    /// Passes over a layer: its frame count, its origin (unless it is the window's), its
    /// frames' placements, its frames and its requests.
    @inline(__always)
    static func skipLayer(_ reader: inout KeyReader, atWindow: Bool) {
        let frames = reader.read()
        if !atWindow {
            _ = reader.read()
            _ = reader.read()
            _ = reader.read()
        }
        reader.skip(frames)
        for _ in 0..<frames { skipFrame(&reader) }
        skipRequests(&reader)
    }

    /// Passes over a frame: its view, holder and values.
    @inline(__always)
    static func skipFrame(_ reader: inout KeyReader) {
        _ = reader.read()
        skipFrameAfterView(&reader)
    }

    /// Passes over a frame whose view has been read: its holder and values.
    @inline(__always)
    static func skipFrameAfterView(_ reader: inout KeyReader) {
        _ = reader.read()
        let values = reader.read()
        for _ in 0..<values where reader.read() == StateEncoder.literalTagCode {
            reader.skip(reader.read())
        }
    }

    /// Passes over a layer's queued and dropped requests; returns how many there are.
    @inline(__always)
    @discardableResult
    static func skipRequests(_ reader: inout KeyReader) -> Int {
        var count = 0
        for _ in 0..<2 {
            let listed = reader.read()
            count += listed
            for _ in 0..<2 * listed { _ = reader.read() }
        }
        return count
    }
}
