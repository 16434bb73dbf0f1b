import Testing

@testable import NavModel

/// `StateTable`: keys are found by their bytes, compared eight at a time with a tail of single
/// bytes, whatever their length and wherever two keys differ.
@Suite struct StateTableTests {
    /// Lengths around the four- and eight-byte words: none, bytes alone, one or two four-byte
    /// words (overlapping), one word, a word and a tail (the last word overlapping it).
    static let lengths = [0, 1, 3, 4, 5, 7, 8, 9, 12, 15, 16, 17, 70]

    /// A key of `count` bytes that differs from another of the same count at `changed`.
    private static func key(_ count: Int, changed: Int? = nil) -> [UInt8] {
        (0..<count).map { index in
            UInt8(truncatingIfNeeded: index &* 37 &+ 11) ^ (index == changed ? 0x80 : 0)
        }
    }

    @Test(arguments: lengths)
    func keysOfTheSameBytesAreEqual(count: Int) {
        #expect(StateTable.equal(Self.key(count)[...], Self.key(count)[...]))
        // Slices that do not start at 0, as the table's own keys do.
        let padded = [0xFF] + Self.key(count)
        #expect(StateTable.equal(padded[1...], Self.key(count)[...]))
    }

    @Test(arguments: lengths.filter { $0 > 0 })
    func aByteDifferingAnywhereMakesKeysDiffer(count: Int) {
        for changed in [0, count / 2, count - 1] {
            #expect(!StateTable.equal(Self.key(count, changed: changed)[...], Self.key(count)[...]))
        }
        #expect(!StateTable.equal(Self.key(count - 1)[...], Self.key(count)[...]), "a prefix is another key")
    }

    /// `copy(_:to:)` writes exactly the key's bytes, whatever its length, and nothing around them.
    @Test(arguments: lengths)
    func aKeyIsCopiedExactly(count: Int) {
        let key = Self.key(count)
        var target = [UInt8](repeating: 0xEE, count: count + 16)
        key.withUnsafeBufferPointer { source in
            target.withUnsafeMutableBytes { StateTable.copy(source, to: $0.baseAddress! + 8) }
        }
        #expect(Array(target[8..<(8 + count)]) == key)
        #expect(target[..<8].allSatisfy { $0 == 0xEE } && target[(8 + count)...].allSatisfy { $0 == 0xEE })
    }

    @Test func addedKeysAreFoundAndOthersAreNot() {
        var table = StateTable()
        // Enough to grow the table from its first 1,024 slots.
        let keys = (0..<2_000).map { number in Self.key(number % 40 + 1, changed: number / 40) }
        for key in keys where table.number(of: key[...]) == nil { table.add(key[...]) }
        for key in keys {
            let number = table.number(of: key[...])
            #expect(number.map { Array(table[$0]) } == key)
        }
        #expect(table.number(of: Self.key(41)[...]) == nil)
    }

    /// A table keeping no recent states (a `MoveMemo`'s, made for every piece a worker learns
    /// from) starts with few slots and no recent ones: it grows from them, finding every key.
    @Test(arguments: [0, 1, 8, 9, 100, 2_000])
    func aTableKeepingNoRecentStatesGrowsFromFewSlots(count: Int) {
        var table = StateTable(keepingRecent: false)
        let keys = Self.distinctKeys(count)
        for (number, key) in keys.enumerated() {
            #expect(table.number(of: key[...]) == nil)
            #expect(table.add(key[...]) == Int32(number))
        }
        for (number, key) in keys.enumerated() { #expect(table.number(of: key[...]) == Int32(number)) }
        #expect(table.count == count)
        #expect(table.number(of: Self.key(71)[...]) == nil)
    }

    /// A view of the table finds what the table finds, and hashes bytes as the table does.
    @Test func aViewFindsWhatTheTableFinds() {
        var table = StateTable()
        let keys = (0..<2_000).map { number in Self.key(number % 40 + 1, changed: number / 40) }
        for key in keys where table.number(of: key[...]) == nil { table.add(key[...]) }
        let absent = Self.key(41)
        table.withView { view in
            for key in keys + [absent] {
                key.withUnsafeBufferPointer { bytes in
                    #expect(StateTable.hash(bytes) == StateTable.hash(key[...]))
                    let number = view.number(of: bytes)
                    #expect(number == table.number(of: key[...]))
                    #expect(number.map { Array(view.key($0)) } == number.map { Array(table[$0]) })
                }
            }
        }
    }

    /// `recentNumber(of:hash:from:)` of `key`.
    private static func recent(_ table: StateTable, _ key: [UInt8], from first: Int) -> Int32? {
        key.withUnsafeBufferPointer {
            table.recentNumber(of: $0, hash: StateTable.hash($0), from: Int32(first))
        }
    }

    /// The recent states are exactly those added since `forgetRecent()`, as the whole table
    /// says, across batches of every size (the recent table grows past its first slots).
    @Test func recentStatesAreThoseAddedSinceTheyWereForgotten() {
        var table = StateTable(reservingFor: 16, keyBytes: 8)
        // Distinct keys of many lengths: the first four bytes spell the number.
        let keys = (0..<3_000).map { number in
            (0..<(number % 40 + 4)).map { UInt8(truncatingIfNeeded: number >> (8 * ($0 % 4)) &+ $0) }
        }
        var first = 0
        for (batch, size) in [1, 7, 600, 1_500, 892].enumerated() {
            table.forgetRecent()
            let added = keys[first..<first + size]
            for key in added {
                let hash = StateTable.hash(key[...])
                #expect(Self.recent(table, key, from: first) == nil, "batch \(batch)")
                #expect(table.number(of: key[...], hash: hash) == nil)
                table.add(key[...], hash: hash)
            }
            for key in keys[..<(first + size)] {
                let number = table.number(of: key[...])
                #expect(number != nil)
                #expect(
                    Self.recent(table, key, from: first)
                        == (added.contains(key) ? number : nil))
            }
            first += size
        }
    }

    /// Distinct keys of many lengths, the first four bytes spelling the number.
    private static func distinctKeys(_ count: Int) -> [[UInt8]] {
        (0..<count).map { number in
            (0..<(number % 40 + 4)).map { UInt8(truncatingIfNeeded: number >> (8 * ($0 % 4)) &+ $0) }
        }
    }

    /// `recentNumber(of:hash:from:)` with `from` below the recent states also finds those of
    /// the set before, and only when asked: the explorer merges a batch whose workers ran while
    /// the batch before it was merged. The sets are kept in two tables, each forgetting all
    /// its states at once, across sets of every size (the tables grow past their first slots).
    @Test func statesRecentBeforeTheLastForgettingAreFoundWhenAskedFor() {
        var table = StateTable(reservingFor: 16, keyBytes: 8)
        let keys = Self.distinctKeys(4_000)
        var (first, earlierFirst) = (0, 0)
        for (set, size) in [1, 7, 600, 1_500, 3, 892].enumerated() {
            table.forgetRecent()
            for key in keys[first..<first + size] {
                key.withUnsafeBufferPointer { bytes in
                    let hash = StateTable.hash(bytes)
                    #expect(table.recentNumber(of: bytes, hash: hash, from: Int32(earlierFirst)) == nil)
                    table.add(key[...], hash: hash)
                }
            }
            for (number, key) in keys[..<(first + size)].enumerated() {
                key.withUnsafeBufferPointer { bytes in
                    let hash = StateTable.hash(bytes)
                    let isRecent = number >= first
                    let wasRecent = number >= earlierFirst
                    // From the recent states on: those alone.
                    #expect(
                        table.recentNumber(of: bytes, hash: hash, from: Int32(first))
                            == (isRecent ? Int32(number) : nil), "set \(set), state \(number)")
                    // From the set before on: both sets, and no state older.
                    #expect(
                        table.recentNumber(of: bytes, hash: hash, from: Int32(earlierFirst))
                            == (wasRecent ? Int32(number) : nil), "set \(set), state \(number)")
                }
            }
            earlierFirst = first
            first += size
        }
    }

    /// States added while placement is deferred are kept and recent, yet out of the main slots
    /// (so out of what a view taken before sees) until they are placed, however many they are
    /// (placing them grows the slots, or growing them ahead does, as the explorer's merge does,
    /// while a view taken before still reads the slots it was taken of); then the table finds
    /// them like any other. Placing fetches the slot of the state 32 ahead (see
    /// `placeDeferred()`): counts on both sides of that.
    @Test(arguments: [0, 1, 31, 32, 33, 511, 512, 513, 5_000], [false, true])
    func statesAddedWhilePlacementIsDeferredAreFoundOnceTheyArePlaced(deferred: Int, growingAhead: Bool) {
        var table = StateTable(reservingFor: 4, keyBytes: 4)
        let keys = Self.distinctKeys(300 + deferred)
        for key in keys[..<300] { table.add(key[...]) }
        #expect(table.placedCount == 300)
        let later = keys[300...]
        table.reserveRoom(states: later.count, keyBytes: later.reduce(0) { $0 + $1.count })
        let view = table.unsafeView()
        table.forgetRecent()
        table.deferPlacement()
        if growingAhead { table.growWhileDeferred(adding: later.count) }
        for key in later { table.add(key[...]) }
        #expect(table.count == keys.count)
        #expect(table.placedCount == 300)
        for (number, key) in keys.enumerated() {
            key.withUnsafeBufferPointer { bytes in
                let hash = StateTable.hash(bytes)
                let isLater = number >= 300
                // The main slots, and the view taken before the batch: the states placed.
                #expect(table.number(of: key[...]) == (isLater ? nil : Int32(number)))
                #expect(view.number(of: bytes) == (isLater ? nil : Int32(number)))
                #expect(
                    table.recentNumber(of: bytes, hash: hash, from: 300) == (isLater ? Int32(number) : nil))
            }
        }
        // The keys the old view reads are where they were.
        for number in [0, 150, 299] { #expect(Array(view.key(Int32(number))) == keys[number]) }
        table.placeDeferred()
        #expect(table.placedCount == Int32(keys.count))
        table.withView { view in
            for (number, key) in keys.enumerated() {
                #expect(table.number(of: key[...]) == Int32(number))
                key.withUnsafeBufferPointer { #expect(view.number(of: $0) == Int32(number)) }
            }
        }
        // Adding places states at once again.
        let extra: [UInt8] = [0xFE, 0xFD, 0xFC, 0xFB, 0xFA]
        let number = table.add(extra[...])
        #expect(table.number(of: extra[...]) == number)
        #expect(table.placedCount == number + 1)
    }

    /// Fetching the slots of keys ahead (`prefetch(_:from:)`, whether the lookups will reach
    /// the earlier recent states or not) changes nothing a lookup or an add finds: keys added,
    /// recent or not, and keys never added, before and after.
    @Test(arguments: [0, 900, 1_400])
    func fetchingAheadChangesNoLookup(from first: Int) {
        var table = StateTable(reservingFor: 16, keyBytes: 8)
        let keys = (0..<2_000).map { number in
            (0..<(number % 13 + 1)).map { UInt8(truncatingIfNeeded: number &* 31 &+ $0) }
        }
        let (old, recent, absent) = (keys[..<900], keys[900..<1_400], keys[1_400...])
        for key in old { table.add(key[...]) }
        table.forgetRecent()
        for key in recent { table.add(key[...]) }
        func lookups() -> [Int32?] {
            keys.flatMap { key in [table.number(of: key[...]), Self.recent(table, key, from: 900)] }
        }
        let before = lookups()
        for key in keys { table.prefetch(StateTable.hash(key[...]), from: Int32(first)) }
        #expect(lookups() == before)
        #expect(absent.allSatisfy { table.number(of: $0[...]) == nil })
        let added = table.add(absent.first![...])
        #expect(added == 1_400)
        #expect(Self.recent(table, absent.first!, from: 900) == added)
    }

    /// Fetching a lookup's first slot ahead (`View.prefetchFirst(_:)`) changes nothing it
    /// finds, and asks nothing of a view of no table (`View()`).
    @Test func fetchingAFirstSlotAheadChangesNoLookup() {
        var table = StateTable()
        let keys = Self.distinctKeys(700)
        for key in keys[..<500] { table.add(key[...]) }
        table.withView { view in
            for (number, key) in keys.enumerated() {
                key.withUnsafeBufferPointer { bytes in
                    let hash = StateTable.hash(bytes)
                    view.prefetchFirst(hash)
                    StateTable.View().prefetchFirst(hash)
                    #expect(view.number(of: bytes, hash: hash) == (number < 500 ? Int32(number) : nil))
                }
            }
        }
    }
}
