import Testing

@testable import NavModel

/// A state's two size-class changes worked out at once (`SizeClassAhead`): the pass over both
/// must write exactly what the cache's run writes for each change alone, wherever either
/// stops (no answer, a swap, a layer or presenter out of the cache's room); the second is
/// recorded only on its turn; and its key's hash, read a word at a time, is the table's.
@Suite struct SizeClassPairTests {
    /// The pass over both changes of `numbers`, written after three bytes each, which it must
    /// leave alone: for each, where it stopped, what it wrote and whether the last layer
    /// answered became a popover.
    private static func pair(
        _ cache: LayerTransferCache, numbers: [Int], presenters: [Int], classes: (Int, Int), major: Int,
        minor: Int
    ) -> [(stop: Int, bytes: [UInt8], belowIsPopover: Bool)] {
        let room = 3 + KeyWriter.widestNumber * max(1, numbers.count)
        var out = [UInt8](repeating: 0xEE, count: 2 * room)
        var position = (first: 3, second: 3)
        let reached = numbers.withUnsafeBufferPointer { numbers in
            presenters.withUnsafeBufferPointer { presenters in
                out.withUnsafeMutableBufferPointer { out in
                    cache.writeKnown(
                        numbers: numbers, presenters: presenters, classes: classes, major: major,
                        minor: minor, to: (out.baseAddress!, out.baseAddress! + room), at: &position)
                }
            }
        }
        #expect(out[..<3].allSatisfy { $0 == 0xEE } && out[room..<room + 3].allSatisfy { $0 == 0xEE })
        return [
            (reached.first.layer, Array(out[3..<position.first]), reached.first.belowIsPopover),
            (
                reached.second.layer, Array(out[room + 3..<room + position.second]),
                reached.second.belowIsPopover
            ),
        ]
    }

    /// Random states and answers, for both changes and for others, popovers, swaps and wide
    /// numbers among them: the pass agrees with each change's own run on every state, and
    /// both changes answered to the end, one stopped before the other, and both stopped, were
    /// all met.
    @Test func thePassWritesWhatEachChangeWritesAlone() {
        var random = SplitMix64(seed: 11)
        var cache = LayerTransferCache()
        var (bothDone, oneDone, neither, swaps) = (0, 0, 0, 0)
        for _ in 0..<6_000 {
            let count = Int.random(in: 1...7, using: &random)
            let numbers = (0..<count).map { _ in Int.random(in: 0..<12, using: &random) }
            let presenters = (0..<count).map { $0 == 0 ? 0 : Int.random(in: 0..<3, using: &random) }
            let from = Int.random(in: 0..<4, using: &random)
            let classes = (from ^ 2, from ^ 1)
            let (major, minor) = (
                Int.random(in: 0..<2, using: &random), Int.random(in: 0..<2, using: &random)
            )
            // Answers along this state for each change, up to a random layer, the last
            // sometimes a swap; and one for some other context.
            for target in [classes.0, classes.1] {
                var below = false
                for layer in 0..<Int.random(in: 0...count, using: &random) {
                    if layer > 0 && Int.random(in: 0..<6, using: &random) == 0 {
                        // Through a pointer that lives as long as the call: one made of an
                        // array literal dangled.
                        let tail: [UInt8] = [0x85, 0x02]
                        tail.withUnsafeBufferPointer { tail in
                            cache.keep(
                                layer: numbers[layer], atWindow: false, classes: target,
                                presenter: presenters[layer],
                                belowIsPopover: below, major: major, minor: minor, endingWith: tail)
                        }
                        break
                    }
                    let isPopover = Bool.random(using: &random)
                    cache.keep(
                        layer: numbers[layer], atWindow: layer == 0, classes: target,
                        presenter: presenters[layer],
                        belowIsPopover: below, major: major, minor: minor,
                        became: [4, 300, 90_000][Int.random(in: 0..<3, using: &random)], isPopover: isPopover)
                    below = isPopover
                }
            }
            cache.keep(
                layer: Int.random(in: 0..<12, using: &random), atWindow: Bool.random(using: &random),
                classes: Int.random(in: 0..<4, using: &random),
                presenter: Int.random(in: 0..<3, using: &random),
                belowIsPopover: Bool.random(using: &random), major: major, minor: minor, became: 7,
                isPopover: false)
            let both = Self.pair(
                cache, numbers: numbers, presenters: presenters, classes: classes, major: major, minor: minor)
            for (index, target) in [classes.0, classes.1].enumerated() {
                let alone = LayerTransferCache.run(
                    cache, numbers: numbers, presenters: presenters, classes: target, major: major,
                    minor: minor)
                #expect(
                    both[index].stop == alone.stop && both[index].bytes == alone.bytes
                        && both[index].belowIsPopover == alone.belowIsPopover)
                if alone.bytes.last == 0x02 { swaps += 1 }
            }
            switch (both[0].stop == count, both[1].stop == count) {
            case (true, true): bothDone += 1
            case (false, false): neither += 1
            default: oneDone += 1
            }
        }
        #expect(bothDone > 100 && oneDone > 100 && neither > 100 && swaps > 100)
    }

    /// A layer out of the cache's room, a presenter too large for its key, or an environment
    /// out of a key's room stops both changes there; a layer only one change has an answer
    /// for stops that one alone.
    @Test func partsOutOfRoomStopBoth() {
        var cache = LayerTransferCache()
        for classes in [1, 2] {
            cache.keep(
                layer: 0, atWindow: true, classes: classes, presenter: 0, belowIsPopover: false, major: 2,
                minor: 1, became: 5, isPopover: false)
        }
        cache.keep(
            layer: 3, atWindow: false, classes: 1, presenter: 1, belowIsPopover: false, major: 2, minor: 1,
            became: 6, isPopover: false)
        func stops(_ numbers: [Int], _ presenters: [Int], major: Int = 2, minor: Int = 1) -> [Int] {
            Self.pair(
                cache, numbers: numbers, presenters: presenters, classes: (1, 2), major: major, minor: minor
            )
            .map(\.stop)
        }
        #expect(stops([0], [0]) == [1, 1])
        #expect(stops([0, 3], [0, 1]) == [2, 1])
        #expect(stops([0, 1 << 40], [0, 1]) == [1, 1])
        #expect(stops([0, -1], [0, 1]) == [1, 1])
        #expect(stops([0, 3], [0, 1 << 16]) == [1, 1])
        #expect(stops([0], [0], major: 34) == [0, 0])
        #expect(stops([0], [0], minor: 17) == [0, 0])
    }

    /// The hash read a word at a time equals the table's, for keys of every length up to a
    /// few words and every start; and where fewer than eight bytes follow the key, the table's
    /// own is used.
    @Test func theHashIsTheTables() {
        var random = SplitMix64(seed: 3)
        let bytes = (0..<96).map { _ in UInt8.random(in: 0...255, using: &random) }
        bytes.withUnsafeBufferPointer { bytes in
            for start in 0..<9 {
                for length in 0...40 {
                    let range = start..<start + length
                    let table = StateTable.hash(UnsafeBufferPointer(rebasing: bytes[range]))
                    #expect(Workspace.hash(bytes.baseAddress! + start, count: length) == table)
                    #expect(Workspace.hash(bytes, range) == table)
                }
            }
            for end in 80...96 {
                let range = 60..<end
                #expect(
                    Workspace.hash(bytes, range)
                        == StateTable.hash(UnsafeBufferPointer(rebasing: bytes[range])))
            }
        }
    }

    /// The second change is recorded from what the first worked out only for the vertical size
    /// class it was worked out for, right after the first (no key and no successor since), and
    /// only once.
    @Test func theSecondChangeIsTakenOnlyOnItsTurn() {
        var space = Workspace(
            expansion: Expansion(nodes: []), session: Session(app: AppModel()),
            encoder: StateEncoder(numberingTagsOf: Session(app: AppModel())))
        let ahead = SizeClassAhead(isRegular: true, key: 0..<5, hash: 42, successors: 0)
        space.sizeClassAhead = ahead
        #expect(space.takeSizeClassAhead(vertical: .regular)?.hash == 42)
        #expect(space.takeSizeClassAhead(vertical: .regular) == nil, "taken once")
        space.sizeClassAhead = ahead
        #expect(space.takeSizeClassAhead(vertical: .compact) == nil, "the other size class")
        #expect(space.sizeClassAhead == nil, "forgotten")
        space.sizeClassAhead = ahead
        space.expansion.keyCount = 2
        #expect(space.takeSizeClassAhead(vertical: .regular) == nil, "a key recorded since")
        space.expansion.keyCount = 0
        space.sizeClassAhead = ahead
        space.successorCount = 1
        #expect(space.takeSizeClassAhead(vertical: .regular) == nil, "a successor recorded since")
    }

    /// `Workspace.keyBytes(room:)` writes into the piece's keys themselves, with the room
    /// asked for, and follows them when they grow elsewhere (`Workspace.write`).
    @Test func keyBytesAreTheKeysOwnStorage() {
        var space = Workspace(
            expansion: Expansion(nodes: []), session: Session(app: AppModel()),
            encoder: StateEncoder(numberingTagsOf: Session(app: AppModel())))
        space.keyBytes(room: 16)[3] = 7
        #expect(space.expansion.keys.count >= 16)
        #expect(space.expansion.keys[3] == 7)
        let far = space.expansion.keys.count * 4
        let bytes = [UInt8](repeating: 1, count: far)
        _ = bytes.withUnsafeBufferPointer { Workspace.write($0, into: &space.expansion.keys) }
        space.keyBytes(room: far + 2)[far + 1] = 9
        #expect(space.expansion.keys.count >= far + 2)
        #expect(space.expansion.keys[far + 1] == 9)
        #expect(space.expansion.keys[far - 1] == 1, "what was written stays")
    }
}
