import Testing

@testable import NavModel

/// The explorer's workers read what they look up ahead of the lookups (so that cache misses
/// overlap) and keep the memos' size-class answers near at hand; each such shortcut must give
/// exactly what the lookup it stands for gives.
@Suite struct ExploreReadAheadTests {
    /// A layer key: the environment (major, minor, size classes), then each layer's number plus
    /// one, as LEB128.
    private static func layerKey(_ layers: [Int], classes: Int = 3) -> [UInt8] {
        var key: [UInt8] = []
        for number in [17, 0, classes] + layers.map({ $0 + 1 }) { MoveMemo.put(number, to: &key) }
        return key
    }

    /// The context `Workspace.writeContext(of:into:presenterView:)` writes: the environment, the
    /// top layer's number, the view presenting it (here the sum of the top two layers' numbers,
    /// plus one when the one below is the window's); none for a state of one layer.
    private static func context(_ layers: [Int], classes: Int = 3) -> [UInt8]? {
        guard layers.count > 1 else { return nil }
        var context: [UInt8] = []
        for number in [17, 0, classes] { MoveMemo.put(number, to: &context) }
        MoveMemo.put(layers[layers.count - 1] + 1, to: &context)
        MoveMemo.put(
            Self.presenter(layers[layers.count - 1], layers[layers.count - 2], layers.count == 2),
            to: &context)
        return context
    }

    private static func presenter(_ top: Int, _ below: Int, _ belowAtWindow: Bool) -> Int {
        top + below + (belowAtWindow ? 1 : 0)
    }

    private static func write(_ key: [UInt8], into buffer: UnsafeMutableBufferPointer<UInt8>) -> (
        hash: UInt32, length: Int
    )? {
        key.withUnsafeBufferPointer {
            Workspace.writeContext(of: $0, into: buffer, presenterView: Self.presenter)
        }
    }

    @Test(arguments: [[], [0], [3, 200], [1, 2, 3], [5, 300, 7, 40_000, 2], [200, 3, 300], Array(0..<12)])
    func aContextHashReadAheadIsTheContextsOwn(layers: [Int]) {
        let key = Self.layerKey(layers)
        let expected = Self.context(layers).map { StateTable.hash($0[...]) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer in
            let written = Self.write(key, into: buffer)
            #expect(written?.hash == expected)
            // The context itself is written to the buffer's start.
            #expect(written.map { Array(buffer[..<$0.length]) } == Self.context(layers))
        }
    }

    @Test func aContextTooLongForTheBufferHasNoHashReadAhead() {
        let layers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10_000, 20_000]
        let key = Self.layerKey(layers)
        // 3 environment bytes, the top number in 3 bytes, the presenter (30,000) in 3.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 8) { buffer in
            #expect(Self.write(key, into: buffer)?.hash == nil)
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 9) { buffer in
            #expect(Self.write(key, into: buffer)?.hash == StateTable.hash(Self.context(layers)![...]))
        }
    }

    /// Looking a key up from the first slot read ahead finds what a lookup finds: keys in the
    /// table, keys not in it, and keys whose hashes share a slot (a full table of few slots).
    @Test func aLookupFromTheFirstSlotFindsWhatALookupFinds() {
        var table = StateTable(keepingRecent: false)
        let present = (0..<600).map { Self.layerKey([$0, $0 * 7]) }
        for key in present { table.add(key[...]) }
        let absent = (600..<900).map { Self.layerKey([$0, $0 * 7]) }
        table.withView { view in
            for key in present + absent {
                key.withUnsafeBufferPointer { key in
                    let hash = StateTable.hash(key)
                    let first = view.firstEntry(hash)
                    #expect(
                        view.number(of: key, hash: hash, firstEntry: first)
                            == view.number(of: key, hash: hash))
                }
            }
        }
        #expect(present.allSatisfy { table.number(of: $0[...]) != nil })
        #expect(absent.allSatisfy { table.number(of: $0[...]) == nil })
    }

    /// A kept answer is given for its own key alone, and the second answer after it for the
    /// same layer and size classes (in other contexts) replaces it.
    @Test func layerTransferCacheAnswersOnlyItsOwnKey() {
        var cache = LayerTransferCache()
        let (layer, presenter, major, minor) = (12, 4, 17, 0)
        #expect(
            cache.became(
                layer: layer, atWindow: false, classes: 2, presenter: presenter, belowIsPopover: true,
                major: major,
                minor: minor) == nil)
        cache.keep(
            layer: layer, atWindow: false, classes: 2, presenter: presenter, belowIsPopover: true,
            major: major,
            minor: minor, became: 99, isPopover: true)
        let found = cache.became(
            layer: layer, atWindow: false, classes: 2, presenter: presenter, belowIsPopover: true,
            major: major,
            minor: minor)
        #expect(found?.layer == 99 && found?.isPopover == true)
        // Any other part of the key: no answer.
        #expect(
            cache.became(
                layer: layer, atWindow: true, classes: 2, presenter: presenter, belowIsPopover: true,
                major: major,
                minor: minor) == nil)
        #expect(
            cache.became(
                layer: layer, atWindow: false, classes: 3, presenter: presenter, belowIsPopover: true,
                major: major,
                minor: minor) == nil)
        #expect(
            cache.became(
                layer: layer, atWindow: false, classes: 2, presenter: presenter + 1, belowIsPopover: true,
                major: major, minor: minor) == nil)
        #expect(
            cache.became(
                layer: layer, atWindow: false, classes: 2, presenter: presenter, belowIsPopover: false,
                major: major,
                minor: minor) == nil)
        #expect(
            cache.became(
                layer: layer, atWindow: false, classes: 2, presenter: presenter, belowIsPopover: true,
                major: major + 1, minor: minor) == nil)
        #expect(
            cache.became(
                layer: layer, atWindow: false, classes: 2, presenter: presenter, belowIsPopover: true,
                major: major,
                minor: minor + 1) == nil)
        #expect(
            cache.became(
                layer: layer + 1, atWindow: false, classes: 2, presenter: presenter, belowIsPopover: true,
                major: major, minor: minor) == nil)
        // The next answer for the same layer and classes in another context is kept beside it
        // (a layer and size classes have two slots), and the one after that replaces it.
        cache.keep(
            layer: layer, atWindow: false, classes: 2, presenter: presenter + 1, belowIsPopover: false,
            major: major, minor: minor, became: 0, isPopover: false)
        #expect(
            cache.became(
                layer: layer, atWindow: false, classes: 2, presenter: presenter, belowIsPopover: true,
                major: major,
                minor: minor) != nil)
        cache.keep(
            layer: layer, atWindow: false, classes: 2, presenter: presenter + 2, belowIsPopover: false,
            major: major, minor: minor, became: 1, isPopover: true)
        #expect(
            cache.became(
                layer: layer, atWindow: false, classes: 2, presenter: presenter, belowIsPopover: true,
                major: major,
                minor: minor) == nil)
        let replaced = cache.became(
            layer: layer, atWindow: false, classes: 2, presenter: presenter + 1, belowIsPopover: false,
            major: major, minor: minor)
        #expect(replaced?.layer == 0 && replaced?.isPopover == false)
        let last = cache.became(
            layer: layer, atWindow: false, classes: 2, presenter: presenter + 2, belowIsPopover: false,
            major: major, minor: minor)
        #expect(last?.layer == 1 && last?.isPopover == true)
    }

    /// Parts of a key at the edges of their room are kept; past them, nothing is kept (a
    /// lookup in the memo answers them).
    @Test(arguments: [
        (presenter: 65_535, major: 31, minor: 15, became: LayerTransferCache.layerLimit - 1, kept: true),
        (presenter: 65_536, major: 31, minor: 15, became: 5, kept: false),
        (presenter: 0, major: 32, minor: 0, became: 5, kept: false),
        (presenter: 0, major: 0, minor: 16, became: 5, kept: false),
        (presenter: 0, major: 0, minor: 0, became: LayerTransferCache.layerLimit, kept: false),
    ])
    func keyPartsOutOfRoomAreNotKept(presenter: Int, major: Int, minor: Int, became: Int, kept: Bool) {
        var cache = LayerTransferCache()
        cache.keep(
            layer: 3, atWindow: true, classes: 0, presenter: presenter, belowIsPopover: false, major: major,
            minor: minor, became: became, isPopover: false)
        let found = cache.became(
            layer: 3, atWindow: true, classes: 0, presenter: presenter, belowIsPopover: false, major: major,
            minor: minor)
        #expect((found != nil) == kept)
        if kept { #expect(found?.layer == became) }
    }
}
