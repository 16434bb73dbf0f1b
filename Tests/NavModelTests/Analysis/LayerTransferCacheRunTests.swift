import Testing

@testable import NavModel

/// `LayerTransferCache.writeKnown`, the size-class changes' run over a state's layers, must
/// write exactly the numbers `became` answers one layer at a time, and stop at the first layer
/// it has no answer for.
@Suite struct LayerTransferCacheRunTests {
    /// The same, layer by layer through `became`.
    private static func oneByOne(
        _ cache: LayerTransferCache, numbers: [Int], presenters: [Int], from first: Int = 0,
        belowIsPopover: Bool = false, classes: Int, major: Int, minor: Int
    ) -> (stop: Int, bytes: [UInt8], belowIsPopover: Bool) {
        var (bytes, below, layer): ([UInt8], Bool, Int) = ([], belowIsPopover, first)
        while layer < numbers.count,
            let (next, isPopover) = cache.became(
                layer: numbers[layer], atWindow: layer == 0, classes: classes, presenter: presenters[layer],
                belowIsPopover: below, major: major, minor: minor)
        {
            MoveMemo.put(next + 1, to: &bytes)
            below = isPopover
            layer += 1
        }
        return (layer, bytes, below)
    }

    /// Random states over a few layers, answers kept for some first layers of each (in its
    /// contexts) and for other contexts at random, some numbers wide: both ways agree on every
    /// one.
    @Test func aRunWritesWhatEachLayerAnswers() {
        var random = SplitMix64(seed: 6)
        var cache = LayerTransferCache()
        var (stops, longest) = ([Int](repeating: 0, count: 8), 0)
        for _ in 0..<5_000 {
            let count = Int.random(in: 1...7, using: &random)
            let numbers = (0..<count).map { _ in Int.random(in: 0..<14, using: &random) }
            let presenters = (0..<count).map { $0 == 0 ? 0 : Int.random(in: 0..<3, using: &random) }
            let first = Int.random(in: 0..<count, using: &random)
            let below = Bool.random(using: &random)
            let (classes, major, minor) = (
                Int.random(in: 0..<4, using: &random), Int.random(in: 0..<3, using: &random),
                Int.random(in: 0..<2, using: &random)
            )
            // Answers for the layers from `first` up to a random one, in this state's contexts.
            var kept = below
            for layer in first..<Int.random(in: first...count, using: &random) {
                let isPopover = Bool.random(using: &random)
                cache.keep(
                    layer: numbers[layer], atWindow: layer == 0, classes: classes,
                    presenter: presenters[layer],
                    belowIsPopover: kept, major: major, minor: minor,
                    became: [3, 200, 70_000, LayerTransferCache.layerLimit - 1][
                        Int.random(in: 0..<4, using: &random)],
                    isPopover: isPopover)
                kept = isPopover
            }
            // And one for another context, which may replace one of them.
            cache.keep(
                layer: Int.random(in: 0..<14, using: &random), atWindow: Bool.random(using: &random),
                classes: classes, presenter: Int.random(in: 0..<3, using: &random),
                belowIsPopover: Bool.random(using: &random), major: major, minor: minor, became: 9,
                isPopover: false)
            let fast = LayerTransferCache.run(
                cache, numbers: numbers, presenters: presenters, from: first, belowIsPopover: below,
                classes: classes, major: major, minor: minor)
            let slow = Self.oneByOne(
                cache, numbers: numbers, presenters: presenters, from: first, belowIsPopover: below,
                classes: classes, major: major, minor: minor)
            #expect(
                fast.stop == slow.stop && fast.bytes == slow.bytes
                    && fast.belowIsPopover == slow.belowIsPopover)
            stops[fast.stop - first] += 1
            longest = max(longest, fast.stop - first)
        }
        // Both stopping at once and runs over several layers were met.
        #expect(stops[0] > 0 && longest >= 5)
    }

    /// An entry keeps the number it answers as a key writes it (one to four bytes) and a run
    /// writes those bytes: on both sides of each width, as `MoveMemo.put` writes them, with
    /// the next layer's number right after, and `became` reads the number back.
    @Test func numbersOfEveryWidthAreWrittenAsAKeyWritesThem() {
        for became in [0, 126, 127, 16_382, 16_383, 2_097_150, 2_097_151, LayerTransferCache.layerLimit - 1] {
            var cache = LayerTransferCache()
            cache.keep(
                layer: 4, atWindow: true, classes: 2, presenter: 0, belowIsPopover: false, major: 1, minor: 0,
                became: became, isPopover: true)
            cache.keep(
                layer: 6, atWindow: false, classes: 2, presenter: 3, belowIsPopover: true, major: 1, minor: 0,
                became: 9, isPopover: false)
            var expected: [UInt8] = []
            MoveMemo.put(became + 1, to: &expected)
            MoveMemo.put(10, to: &expected)
            let run = LayerTransferCache.run(
                cache, numbers: [4, 6], presenters: [0, 3], classes: 2, major: 1, minor: 0)
            #expect(run.stop == 2 && run.bytes == expected && !run.belowIsPopover, "\(became)")
            let found = cache.became(
                layer: 4, atWindow: true, classes: 2, presenter: 0, belowIsPopover: false, major: 1, minor: 0)
            #expect(found?.layer == became && found?.isPopover == true)
        }
    }

    /// A presenter or a layer out of the cache's room, or an environment out of its key's, is
    /// never answered: the run stops there (the memo answers it).
    @Test func partsOutOfRoomStopTheRun() {
        var cache = LayerTransferCache()
        cache.keep(
            layer: 0, atWindow: true, classes: 1, presenter: 0, belowIsPopover: false, major: 2, minor: 1,
            became: 5, isPopover: true)
        let known = LayerTransferCache.run(
            cache, numbers: [0], presenters: [0], classes: 1, major: 2, minor: 1)
        #expect(known.stop == 1 && known.bytes == [6] && known.belowIsPopover)
        #expect(
            LayerTransferCache.run(
                cache, numbers: [0, 1 << 40], presenters: [0, 0], classes: 1, major: 2, minor: 1
            ).stop
                == 1)
        #expect(
            LayerTransferCache.run(
                cache, numbers: [0, 0], presenters: [0, 1 << 16], classes: 1, major: 2, minor: 1
            ).stop
                == 1)
        #expect(
            LayerTransferCache.run(
                cache, numbers: [0, -1], presenters: [0, 0], classes: 1, major: 2, minor: 1
            ).stop == 1)
        #expect(
            LayerTransferCache.run(cache, numbers: [0], presenters: [0], classes: 1, major: 34, minor: 1).stop
                == 0)
        #expect(
            LayerTransferCache.run(cache, numbers: [0], presenters: [0], classes: 1, major: 2, minor: 17).stop
                == 0)
    }
}
