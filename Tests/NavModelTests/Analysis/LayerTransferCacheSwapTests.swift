import Testing

@testable import NavModel

/// `LayerTransferCache` keeps swaps (`MoveMemo.Transfer.replaced`) whose tail is one layer's
/// number: a run over a state's layers that meets one writes that number and ends the key, as
/// the memo's answer (the layers' numbers, then the tail) would, on both sides of every limit
/// of what it keeps.
@Suite struct LayerTransferCacheSwapTests {
    /// A memo's answer for a layer in a context, as the tests keep it.
    private enum Answer: Equatable {
        case became(Int, isPopover: Bool)
        case swapped(tail: [UInt8])
    }

    /// The context of a layer's answer (see `MoveMemo.layerTransferKey`).
    private struct Context: Hashable {
        var layer: Int
        var atWindow: Bool
        var classes: Int
        var presenter: Int
        var belowIsPopover: Bool
        var major: Int
        var minor: Int
    }

    /// Where a run stopped and what it wrote, without whether the last layer became a popover.
    private static func written(_ run: (stop: Int, bytes: [UInt8], belowIsPopover: Bool)) -> (Int, [UInt8]) {
        (run.stop, run.bytes)
    }

    /// The key the answers give, layer by layer from `first`, as the memos' general path writes
    /// it: each number a layer became, until a swap, whose tail ends the key. Where a layer has
    /// no answer it stops there. Also whether a swap ended it.
    private static func reference(
        _ answers: [Context: Answer], numbers: [Int], presenters: [Int], from first: Int = 0,
        classes: Int, major: Int, minor: Int
    ) -> (stop: Int, bytes: [UInt8], isSwapped: Bool) {
        var (bytes, below, layer) = ([UInt8](), false, first)
        while layer < numbers.count {
            let context = Context(
                layer: numbers[layer], atWindow: layer == 0, classes: classes, presenter: presenters[layer],
                belowIsPopover: below, major: major, minor: minor)
            guard let answer = answers[context] else { break }
            switch answer {
            case .became(let next, let isPopover):
                MoveMemo.put(next + 1, to: &bytes)
                below = isPopover
                layer += 1
            case .swapped(let tail):
                return (numbers.count, bytes + tail, true)
            }
        }
        return (layer, bytes, false)
    }

    /// Keeps `answer` for `context` in `cache`.
    private static func keep(_ answer: Answer, for context: Context, in cache: inout LayerTransferCache) {
        switch answer {
        case .became(let next, let isPopover):
            cache.keep(
                layer: context.layer, atWindow: context.atWindow, classes: context.classes,
                presenter: context.presenter, belowIsPopover: context.belowIsPopover, major: context.major,
                minor: context.minor, became: next, isPopover: isPopover)
        case .swapped(let tail):
            tail.withUnsafeBufferPointer { tail in
                cache.keep(
                    layer: context.layer, atWindow: context.atWindow, classes: context.classes,
                    presenter: context.presenter, belowIsPopover: context.belowIsPopover,
                    major: context.major,
                    minor: context.minor, endingWith: tail)
            }
        }
    }

    /// The tail a layer numbered `number` is written as in a key.
    private static func tail(_ number: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        MoveMemo.put(number, to: &bytes)
        return bytes
    }

    /// A swap on the second layer: the run writes the first layer's number and the tail, and
    /// says the key is whole, whatever lies above.
    @Test func aSwapEndsTheKey() {
        var cache = LayerTransferCache()
        let window = Context(
            layer: 4, atWindow: true, classes: 2, presenter: 0, belowIsPopover: false, major: 1, minor: 0)
        let sheet = Context(
            layer: 9, atWindow: false, classes: 2, presenter: 3, belowIsPopover: true, major: 1, minor: 0)
        Self.keep(.became(7, isPopover: true), for: window, in: &cache)
        Self.keep(.swapped(tail: Self.tail(300)), for: sheet, in: &cache)
        let run = LayerTransferCache.run(
            cache, numbers: [4, 9, 12], presenters: [0, 3, 5], classes: 2, major: 1, minor: 0)
        #expect(run.stop == 3 && run.bytes == [8] + Self.tail(300))
        // From the swapped layer on, alone.
        #expect(
            LayerTransferCache.run(
                cache, numbers: [4, 9], presenters: [0, 3], from: 1, classes: 2, major: 1, minor: 0
            ).stop
                == 1, "the layer below did not become a popover here")
        // A swap is not an answer of what the layer became.
        #expect(
            cache.became(
                layer: 9, atWindow: false, classes: 2, presenter: 3, belowIsPopover: true, major: 1, minor: 0)
                == nil)
        // In another context (the layer below not a popover) nothing is kept.
        Self.keep(.became(7, isPopover: false), for: window, in: &cache)
        #expect(
            Self.written(
                LayerTransferCache.run(
                    cache, numbers: [4, 9, 12], presenters: [0, 3, 5], classes: 2, major: 1, minor: 0))
                == (1, [8]))
    }

    /// Tails that are not one number as a key writes it are never kept: several numbers, a
    /// number cut short, a number with a needless last byte, zero (a layer written out, not
    /// numbered), a number too wide, nothing.
    @Test func onlyOneNumberIsKept() {
        let context = Context(
            layer: 2, atWindow: false, classes: 1, presenter: 1, belowIsPopover: false, major: 0, minor: 0)
        let refused: [[UInt8]] = [
            [3, 4], [0x83], [0x83, 0x00], [0], [0x80, 0x80, 0x80, 0x80, 0x20],
            [0x81, 0x80, 0x80, 0x80, 0x10], [], Self.tail(LayerTransferCache.layerLimit + 1),
            Self.tail(1 << 32),
        ]
        // The widest kept: the largest number (plus one) an entry holds, four bytes in a key.
        let accepted: [[UInt8]] = [
            [1], [0x7F], [0x80, 0x01], [0xFF, 0x7F], Self.tail(LayerTransferCache.layerLimit),
            Self.tail(70_000),
        ]
        for (tail, isKept) in refused.map({ ($0, false) }) + accepted.map({ ($0, true) }) {
            var cache = LayerTransferCache()
            Self.keep(.swapped(tail: tail), for: context, in: &cache)
            let expected = isKept ? (2, tail) : (1, [])
            #expect(
                Self.written(
                    LayerTransferCache.run(
                        cache, numbers: [0, 2], presenters: [0, 1], from: 1, classes: 1, major: 0, minor: 0))
                    == expected, "\(isKept ? "not kept" : "kept") \(tail)")
        }
    }

    /// A swap and an answer of what the layer became, kept one over the other in the same
    /// slot: the last kept is the one given.
    @Test func theLastKeptAnswers() {
        var cache = LayerTransferCache()
        let context = Context(
            layer: 5, atWindow: false, classes: 3, presenter: 2, belowIsPopover: false, major: 0, minor: 1)
        Self.keep(.swapped(tail: [40]), for: context, in: &cache)
        #expect(
            Self.written(
                LayerTransferCache.run(
                    cache, numbers: [0, 5], presenters: [0, 2], from: 1, classes: 3, major: 0, minor: 1))
                == (2, [40]))
        Self.keep(.became(10, isPopover: false), for: context, in: &cache)
        #expect(
            Self.written(
                LayerTransferCache.run(
                    cache, numbers: [0, 5], presenters: [0, 2], from: 1, classes: 3, major: 0, minor: 1))
                == (2, [11]))
        Self.keep(.swapped(tail: [41]), for: context, in: &cache)
        #expect(
            Self.written(
                LayerTransferCache.run(
                    cache, numbers: [0, 5], presenters: [0, 2], from: 1, classes: 3, major: 0, minor: 1))
                == (2, [41]))
    }

    /// Random states and answers, swaps among them, kept one after another (later ones
    /// replacing earlier ones in a layer's two slots): the run gives what the answers kept last
    /// give, layer by layer.
    @Test func runsAgreeWithTheAnswers() {
        var random = SplitMix64(seed: 11)
        var cache = LayerTransferCache()
        var answers: [Context: Answer] = [:]
        var slots: [[Int]: [(context: Context, answer: Answer)]] = [:]
        var (swapsMet, unknownMet, wholeMet) = (0, 0, 0)
        for _ in 0..<4_000 {
            let count = Int.random(in: 1...6, using: &random)
            let numbers = (0..<count).map { _ in Int.random(in: 0..<10, using: &random) }
            let presenters = (0..<count).map { $0 == 0 ? 0 : Int.random(in: 0..<3, using: &random) }
            let (classes, major, minor) = (
                Int.random(in: 0..<4, using: &random), Int.random(in: 0..<2, using: &random),
                Int.random(in: 0..<2, using: &random)
            )
            // Answers for some layers of this state, in its contexts, as the memos would give.
            var below = false
            for layer in 0..<Int.random(in: 0...count, using: &random) {
                let context = Context(
                    layer: numbers[layer], atWindow: layer == 0, classes: classes,
                    presenter: presenters[layer],
                    belowIsPopover: below, major: major, minor: minor)
                let answer: Answer =
                    layer > 0 && Int.random(in: 0..<4, using: &random) == 0
                    ? .swapped(tail: Self.tail(Int.random(in: 1..<20_000, using: &random)))
                    : .became(Int.random(in: 0..<300, using: &random), isPopover: Bool.random(using: &random))
                // A layer and size classes keep two contexts' answers, the last kept and the one
                // before it (unless the same context's): an older one is forgotten.
                let slot = [context.layer, context.atWindow ? 1 : 0, classes]
                let kept = (slots[slot] ?? []).filter { $0.context != context }
                for (forgotten, _) in kept.dropFirst() { answers[forgotten] = nil }
                if slots[slot]?.first?.context == context, let second = slots[slot]?.dropFirst().first {
                    // The last kept, answered again, keeps the one before it.
                    slots[slot] = [(context, answer), second]
                } else {
                    slots[slot] = [(context, answer)] + kept.prefix(1)
                }
                answers[context] = answer
                Self.keep(answer, for: context, in: &cache)
                if case .became(_, let isPopover) = answer { below = isPopover } else { break }
            }
            let first = Int.random(in: 0..<count, using: &random)
            let fast = LayerTransferCache.run(
                cache, numbers: numbers, presenters: presenters, from: first, classes: classes, major: major,
                minor: minor)
            let slow = Self.reference(
                answers, numbers: numbers, presenters: presenters, from: first, classes: classes,
                major: major,
                minor: minor)
            #expect(fast.stop == slow.stop && fast.bytes == slow.bytes)
            if slow.isSwapped {
                swapsMet += 1
            } else if fast.stop == count {
                wholeMet += 1
            } else {
                unknownMet += 1
            }
        }
        // Keys whole without a swap and with one, and runs stopped at a layer without an
        // answer, were all met.
        #expect(wholeMet > 100 && unknownMet > 100 && swapsMet > 100)
    }
}
