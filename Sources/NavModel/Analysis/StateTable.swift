import CPrefetch

/// The distinct states of an exploration, numbered from 0 in the order they were added, and
/// found again by key (a `StateEncoder` key).
///
/// A `[[UInt8]: Int32]` dictionary would cost a heap array per state and SipHash over every
/// byte. Here the keys lie end to end in one array, and an open-addressing table of state
/// numbers with their hashes (linear probing, at most half full) finds them: a state costs its
/// key's bytes, an offset and two or three table slots, and a lookup hashes eight bytes at a
/// time. The hash need not resist collisions chosen by an attacker: keys come from the user's
/// own model.
struct StateTable {
    /// Every key, end to end: key `n` is `bytes[ends[n - 1]..<ends[n]]` (from 0 for the first).
    /// The ends are 32 bits: keys of 4 GiB in all would be millions of states of deep stacks,
    /// which the explorer stops long before (`Explorer.Limits.maxKeyBytes`); 64-bit ends were
    /// 7.8 MB on ex7, every page of it cleared by the kernel on its first write, in the merge.
    /// Only the first `byteCount` bytes are keys: the array is lengthened ahead of them (with
    /// zeros), so that adding a key copies its bytes into room already there. Appending
    /// them to the array was 96 instructions a state on ex7 (a generic
    /// `append(contentsOf:)` and a count of the slice's storage), a third of `add`, in the
    /// merge that runs while the workers wait.
    private var bytes: [UInt8] = []
    private var byteCount = 0
    private var ends: [UInt32] = []
    /// States by hash, each slot a state's hash (high half) and number plus one (low half), 0
    /// where empty; the count is a power of two. The hash beside the number skips most
    /// comparisons of keys that only share a slot without reading a separate array of hashes:
    /// with a million states, that read missed the cache on a good part of the lookups, which
    /// were a quarter of an exploration once moves were memoised (ex7). It also grows the
    /// table without hashing keys again.
    private var slots: [UInt64]

    /// The number of states.
    var count: Int { ends.count }

    /// How many bytes the states' keys take, end to end.
    var keyBytes: Int { byteCount }

    /// Whether the table keeps the states added since `forgetRecent()` apart (the explorer's
    /// does; a worker's `MoveMemo` never asks).
    private var keepsRecent = true

    /// An empty table.
    init() { self.init(keepingRecent: true) }

    /// An empty table that keeps no recent states apart when `keepingRecent` is false.
    ///
    /// Such a table starts small, with no recent slots: a worker's `MoveMemo` makes one for
    /// every piece of a batch it learns from, which learns a few contexts, and zeroing the
    /// 1,024 slots of each of three tables was 145M instructions on ex7 with two workers
    /// (16,176 tables, 2.3% of the exploration).
    init(keepingRecent: Bool) {
        keepsRecent = keepingRecent
        let count = keepingRecent ? StateTable.firstSlots : StateTable.firstSlotsNotRecent
        slots = [UInt64](repeating: 0, count: count)
        recentSlots = keepingRecent ? [UInt64](repeating: 0, count: count) : []
        earlierSlots = keepingRecent ? [UInt64](repeating: 0, count: count) : []
    }

    /// How many slots a table keeping recent states starts with, in each of its tables.
    private static let firstSlots = 1_024
    /// How many slots a table keeping no recent states starts with: it doubles them as it fills.
    private static let firstSlotsNotRecent = 16

    /// An empty table with room for `states` states (and keys of `keyBytes` bytes each on
    /// average) before its arrays grow. Room only costs address space until it is written;
    /// growing copied the arrays a dozen times over an exploration of a million states (ex7),
    /// on the thread that merges while the workers wait.
    ///
    /// The keys' bytes and ends, and the slots once they are large, are made as `advice` says
    /// (see `MemoryAdvice`).
    init(reservingFor states: Int, keyBytes: Int, advice: MemoryAdvice = .none) {
        self.init(keepingRecent: true)
        self.advice = advice
        bytes = advice.empty(capacity: states * keyBytes)
        ends = advice.empty(capacity: states)
    }

    /// How the largest arrays are made (see `init(reservingFor:keyBytes:advice:)`).
    private var advice = MemoryAdvice.none

    /// The key of state `number`.
    subscript(number: Int32) -> ArraySlice<UInt8> {
        let index = Int(number)
        return bytes[(index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])]
    }

    /// The number of the state whose key is `key`, or nil if it is not in the table.
    func number(of key: ArraySlice<UInt8>) -> Int32? { number(of: key, hash: Self.hash(key)) }

    /// `number(of:)` for a key whose `hash(_:)` is known.
    func number(of key: ArraySlice<UInt8>, hash: UInt32) -> Int32? {
        key.withUnsafeBufferPointer { find($0, hash: hash, in: slots, from: 0) }
    }

    /// `number(of:)` of bytes in memory the caller keeps.
    func number(of key: UnsafeBufferPointer<UInt8>) -> Int32? {
        find(key, hash: Self.hash(key), in: slots, from: 0)
    }

    /// The number of the state whose key is `key` (with hash `hash`) among those placed in
    /// `slots` (see `slots`, a power of two of them) numbered `first` or more; nil if none of
    /// them has that key.
    @inline(__always)
    private func find(_ key: UnsafeBufferPointer<UInt8>, hash: UInt32, in slots: [UInt64], from first: Int32)
        -> Int32?
    {
        bytes.withUnsafeBufferPointer { bytes in
            ends.withUnsafeBufferPointer { ends in
                slots.withUnsafeBufferPointer { slots in
                    View(bytes: bytes, ends: ends, slots: slots).number(of: key, hash: hash, from: first)
                }
            }
        }
    }

    /// Adds a key that is not in the table (`number(of:)` said so) and returns its number.
    @discardableResult
    mutating func add(_ key: ArraySlice<UInt8>) -> Int32 { add(key, hash: Self.hash(key)) }

    /// `add(_:)` for a key whose `hash(_:)` is known.
    @discardableResult
    mutating func add(_ key: ArraySlice<UInt8>, hash: UInt32) -> Int32 {
        key.withUnsafeBufferPointer { add($0, hash: hash) }
    }

    /// `add(_:hash:)` of bytes in memory the caller keeps (the explorer's merge keeps its keys
    /// so: a slice of an array counted a reference to its storage for every state added).
    ///
    /// Inlined in the merge, with the key copied a word at a time (`copy(_:to:)`) and the
    /// recent slot placed here: a call to `memmove` for a key of ten bytes or so, a call to
    /// `placeRecent` and the checks each repeated were 230 instructions a state on ex7 (two
    /// workers: `add` 115M, `memmove` 50M, `placeRecent` 48M, 960,295 states), in the merge.
    @discardableResult
    @inline(__always)
    mutating func add(_ key: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Int32 {
        let number = Int32(truncatingIfNeeded: ends.count)
        let start = byteCount
        let end = start &+ key.count
        precondition(end <= Int(UInt32.max), "a state table's keys past 4 GiB")
        if end > bytes.count { lengthenBytes(to: end) }
        bytes.withUnsafeMutableBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            StateTable.copy(key, to: base + start)
        }
        byteCount = end
        if defers {
            precondition(ends.count < ends.capacity, "a deferred add would move the key ends")
            ends.append(UInt32(truncatingIfNeeded: end))
            unplaced.append(hash)
        } else {
            ends.append(UInt32(truncatingIfNeeded: end))
            if ends.count &* 2 > slots.count { grow() }
            Self.place(number, hash: hash, in: &slots, from: 0)
        }
        if keepsRecent {
            if Int(number &- firstRecent &+ 1) &* 2 > recentSlots.count { growRecent() }
            Self.place(number, hash: hash, in: &recentSlots, from: firstRecent)
        }
        return number
    }

    /// Lengthens the bytes to `end` at least, with zeros: doubling while small, then 64 KiB at
    /// a time (zeros appended one by one, as a debug build does, took a second at 16 MB, long
    /// enough to delay a ^C).
    @inline(never)
    private mutating func lengthenBytes(to end: Int) {
        let step = min(max(bytes.count, 1_024), 65_536)
        let count = max(end, bytes.count + step)
        // Workers read the keys through a view while placement is deferred: they must not
        // move (see `reserveRoom(states:keyBytes:)`).
        precondition(!defers || count <= bytes.capacity, "a deferred add would move the keys")
        bytes.append(contentsOf: repeatElement(0, count: count - bytes.count))
    }

    /// Copies `key` to `target`, a word at a time where it can: the last word (or, for fewer
    /// than eight bytes, the last four) read and written where it ends, overlapping the one
    /// before, so that no byte is copied alone past the first three and nothing outside either
    /// range is read or written.
    @inline(__always)
    static func copy(_ key: UnsafeBufferPointer<UInt8>, to target: UnsafeMutableRawPointer) {
        let count = key.count
        guard let base = key.baseAddress else { return }
        let source = UnsafeRawPointer(base)
        if count >= 8 {
            var offset = 0
            while offset &+ 8 < count {
                target.storeBytes(
                    of: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset,
                    as: UInt64.self)
                offset &+= 8
            }
            target.storeBytes(
                of: source.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self),
                toByteOffset: count &- 8,
                as: UInt64.self)
        } else if count >= 4 {
            let (first, last) = (
                source.loadUnaligned(as: UInt32.self),
                source.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
            )
            target.storeBytes(of: first, as: UInt32.self)
            target.storeBytes(of: last, toByteOffset: count &- 4, as: UInt32.self)
        } else {
            for offset in 0..<count {
                target.storeBytes(
                    of: source.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset,
                    as: UInt8.self)
            }
        }
    }

    /// Whether `add` leaves the states it adds out of the main slots, and the hashes of those
    /// it left, numbered from `placedCount` on.
    private var defers = false
    private var unplaced: [UInt32] = []

    /// How many states the main slots hold, those a lookup in them (a worker's) can find: the
    /// states numbered below it.
    var placedCount: Int32 { Int32(ends.count - unplaced.count) }

    /// Makes the states added from now on stay out of the main slots until `placeDeferred()`,
    /// so that the slots do not change while workers read them (see `unsafeView()`): the
    /// explorer merges one batch while the workers expand the next, and finds the states the
    /// merge added among the recent ones.
    mutating func deferPlacement() { defers = true }

    /// The main slots as they were when placement was deferred, which the workers read, kept
    /// while `growWhileDeferred(adding:)` has put larger ones in their place.
    private var retiredSlots: [UInt64] = []

    /// While placement is deferred, grows the main slots as `placeDeferred()` would once `count`
    /// states more are added, keeping those the workers read (see `unsafeView()`) until then.
    ///
    /// The explorer's merge grows them while the workers expand the next batch: `placeDeferred`
    /// grew them while the workers waited for it (ex7 on two workers: 8 times, 61M
    /// instructions, the last 16 MB of slots made and filled).
    mutating func growWhileDeferred(adding count: Int) {
        guard defers, (ends.count + count) * 2 > slots.count else { return }
        var larger = slots
        while (ends.count + count) * 2 > larger.count { larger = Self.grown(larger, from: 0, advice) }
        if retiredSlots.isEmpty { retiredSlots = slots }
        slots = larger
    }

    /// Places the states added while placement was deferred in the main slots, growing them
    /// first if they need it; `add` places states again from now on.
    mutating func placeDeferred() {
        defers = false
        retiredSlots = []
        guard !unplaced.isEmpty else { return }
        while ends.count * 2 > slots.count { grow() }
        let first = UInt64(UInt32(bitPattern: placedCount))
        slots.withUnsafeMutableBufferPointer { slots in
            unplaced.withUnsafeBufferPointer { unplaced in
                guard let base = slots.baseAddress else { return }
                let mask = slots.count - 1
                // The first slot of the state `ahead` places on fetched before this one is
                // placed, so that their cache misses (a batch's states land all over the table)
                // overlap, without waiting for them as reading them did.
                let ahead = 32
                for index in 0..<min(ahead, unplaced.count) {
                    navsh_prefetch(base + (Int(unplaced[index]) & mask))
                }
                for index in unplaced.indices {
                    if index &+ ahead < unplaced.count {
                        navsh_prefetch(base + (Int(unplaced[index &+ ahead]) & mask))
                    }
                    Self.place(
                        UInt64(unplaced[index]) << 32 | (first + UInt64(index) + 1), in: slots, from: 0)
                }
            }
        }
        unplaced.removeAll(keepingCapacity: true)
    }

    /// Makes room for `states` more states whose keys take `keyBytes` bytes in all, so that
    /// adding them moves none of the table's storage; growing by half again at least, so that
    /// batch after batch asking for a little more copies the arrays a few times only.
    mutating func reserveRoom(states: Int, keyBytes: Int) {
        if ends.capacity - ends.count < states {
            ends.reserveCapacity(max(ends.capacity + ends.capacity / 2, ends.count + states))
        }
        // `add` lengthens the bytes up to a step (64 KiB) past the keys it needs.
        let needed = max(bytes.count, byteCount + keyBytes) + 65_536
        if bytes.capacity < needed { bytes.reserveCapacity(max(bytes.capacity + bytes.capacity / 2, needed)) }
    }

    /// The states added since the last `forgetRecent()` (or since the table was made), found
    /// by hash in a table of their own.
    ///
    /// The explorer's workers look up keys in the table as it stood when a batch began, and
    /// the merge checks each key they did not find against the states added since: a small
    /// table that stays in the cache, where checking the whole table (millions of slots on
    /// ex7) missed the cache on a slot, a hash, an end and the key's bytes, and was a sixth of
    /// the merge, which runs on one thread while the others wait.
    ///
    /// A slot holding a state numbered before `firstRecent` counts as empty, so forgetting
    /// the recent states writes nothing: emptying the slots was a memset of the whole table
    /// every batch, 90M instructions on ex7 (1.1%), in the merge.
    private var recentSlots: [UInt64]
    /// The number of the first recent state.
    private var firstRecent: Int32 = 0
    /// The recent states before the last `forgetRecent()`, until the next: a merge that runs
    /// while the workers expand the next batch (see `deferPlacement()`) must find the states
    /// it adds when that batch is merged. Two tables, so that each forgets all its states at
    /// once: in one table forgetting the older states alone, a slot that counted as empty
    /// from then on could cut short the search for a later state placed past it.
    private var earlierSlots: [UInt64]
    private var firstEarlier: Int32 = 0

    /// The number of the state whose key is `key` (with hash `hash`) among those added since
    /// the last `forgetRecent()` and, when `first` is below them, those added between the two
    /// last calls (which must reach down to `first`); nil if none of them has that key. Only
    /// for a table that keeps recent states.
    func recentNumber(of key: UnsafeBufferPointer<UInt8>, hash: UInt32, from first: Int32) -> Int32? {
        assert(keepsRecent, "a table keeping no recent states has no recent slots")
        if let number = find(key, hash: hash, in: recentSlots, from: firstRecent) { return number }
        guard first < firstRecent else { return nil }
        precondition(first >= firstEarlier, "a state forgotten before its batch was merged")
        return find(key, hash: hash, in: earlierSlots, from: firstEarlier)
    }

    /// Starts a new set of recent states: those added from now on. The set before stays
    /// until the next call (see `recentNumber(of:hash:from:)`).
    mutating func forgetRecent() {
        swap(&recentSlots, &earlierSlots)
        (firstEarlier, firstRecent) = (firstRecent, Int32(ends.count))
    }

    /// Asks the processor to fetch the slots where a lookup among the recent states
    /// (`recentNumber(of:hash:from:)`) and an `add(_:hash:)` of `hash` start, without waiting
    /// for them.
    ///
    /// The explorer's merge reads the recent slot of every key a worker did not find and
    /// writes the main slot of every state it adds; each missed the cache (a table of two
    /// million slots on ex7, and recent slots the workers had since pushed out), one after
    /// another, while the other workers waited (perf, two workers: the main slot's read was
    /// 86% of `add`, 8.5% of all samples; the recent slot's, half of the merge's own time).
    /// The slots of a piece's keys fetched first, a few instructions apart, miss at once.
    /// Fetched rather than read and kept, they do not hold up the processor while they come,
    /// and the earlier recent states' slot can be fetched too, which a lookup reads once the
    /// recent ones lack the key: read, it missed on 23% of the merge's own time (perf, ex7).
    /// While placement is deferred, `add` writes no main slot, which is not fetched. `first` is
    /// what the lookup will be given (see `recentNumber(of:hash:from:)`).
    @inline(__always)
    func prefetch(_ hash: UInt32, from first: Int32) {
        Self.prefetch(hash, in: recentSlots)
        if first < firstRecent { Self.prefetch(hash, in: earlierSlots) }
        if !defers { Self.prefetch(hash, in: slots) }
    }

    /// Asks the processor to fetch the first slot of `hash` in `slots`.
    @inline(__always)
    private static func prefetch(_ hash: UInt32, in slots: [UInt64]) {
        slots.withUnsafeBufferPointer { slots in
            guard let base = slots.baseAddress else { return }
            navsh_prefetch(base + (Int(hash) & (slots.count &- 1)))
        }
    }

    /// Doubles the recent slots, placing the recent states again.
    @inline(never)
    private mutating func growRecent() { recentSlots = Self.grown(recentSlots, from: firstRecent, .none) }

    /// Doubles the table and places every state placed again, from the hashes its slots keep.
    private mutating func grow() { slots = Self.grown(slots, from: 0, advice) }

    /// Slots twice as many as `slots`, holding the same states numbered `first` or more, made
    /// as `advice` says.
    private static func grown(_ slots: [UInt64], from first: Int32, _ advice: MemoryAdvice) -> [UInt64] {
        var grown = advice.zeros(slots.count * 2)
        // Through pointers taken once: placing each entry through the array checked that its
        // storage was not shared, a call for every entry (ex7: 12M instructions fewer).
        grown.withUnsafeMutableBufferPointer { grown in
            for entry in slots where Self.number(entry) >= first { place(entry, in: grown, from: first) }
        }
        return grown
    }

    /// The state number a slot's entry holds (see `slots`), -1 for an empty slot.
    @inline(__always)
    fileprivate static func number(_ entry: UInt64) -> Int32 { Int32(truncatingIfNeeded: entry) &- 1 }

    /// Places state `number` in the first free slot of `slots` from its hash's on (see
    /// `place(_:in:from:)`).
    @inline(__always)
    private static func place(_ number: Int32, hash: UInt32, in slots: inout [UInt64], from first: Int32) {
        place(UInt64(hash) << 32 | UInt64(UInt32(bitPattern: number) &+ 1), in: &slots, from: first)
    }

    /// Places a slot's entry (see `slots`) in the first free slot from its hash's on: empty,
    /// or holding a state numbered before `first`, which `View.number(of:hash:from:)` treats
    /// as empty.
    @inline(__always)
    private static func place(_ entry: UInt64, in slots: inout [UInt64], from first: Int32) {
        slots.withUnsafeMutableBufferPointer { place(entry, in: $0, from: first) }
    }

    /// `place(_:in:from:)` in slots the caller holds.
    @inline(__always)
    private static func place(
        _ entry: UInt64, in slots: UnsafeMutableBufferPointer<UInt64>, from first: Int32
    ) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: entry >> 32) & mask
        while number(slots[slot]) >= first { slot = (slot + 1) & mask }
        slots[slot] = entry
    }

    /// A multiplicative hash of eight bytes at a time, finished with MurmurHash3's mixer so
    /// that every input bit reaches the low bits the table uses.
    static func hash(_ key: ArraySlice<UInt8>) -> UInt32 { key.withUnsafeBufferPointer { hash($0) } }

    /// Whether two keys are the same bytes, compared eight at a time: `elementsEqual` compared
    /// them one by one, and a key that is found is compared whole.
    static func equal(_ lhs: ArraySlice<UInt8>, _ rhs: ArraySlice<UInt8>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.withUnsafeBufferPointer { left in
            rhs.withUnsafeBufferPointer { right in equal(left, right) }
        }
    }
}

extension StateTable {
    /// A table read through pointers to its storage, which a worker of an exploration takes
    /// once for its share of a batch: a lookup through the table itself made a slice of its
    /// storage, counting a reference to it, and with two workers the counters of the storage
    /// both read went back and forth between their processors' caches.
    struct View: @unchecked Sendable {
        fileprivate let bytes: UnsafeBufferPointer<UInt8>
        fileprivate let ends: UnsafeBufferPointer<UInt32>
        fileprivate let slots: UnsafeBufferPointer<UInt64>

        /// A view of no table, which `prefetchFirst(_:)` asks nothing of: a worker's until it
        /// expands a piece (see `Workspace.lookupTable`). Nothing may be looked up in it.
        init() {
            bytes = UnsafeBufferPointer(start: nil, count: 0)
            ends = UnsafeBufferPointer(start: nil, count: 0)
            slots = UnsafeBufferPointer(start: nil, count: 0)
        }

        /// A view of the storage given.
        fileprivate init(
            bytes: UnsafeBufferPointer<UInt8>, ends: UnsafeBufferPointer<UInt32>,
            slots: UnsafeBufferPointer<UInt64>
        ) {
            (self.bytes, self.ends, self.slots) = (bytes, ends, slots)
        }

        /// The key of state `number`.
        @inline(__always)
        func key(_ number: Int32) -> UnsafeBufferPointer<UInt8> {
            let index = Int(number)
            let start = index == 0 ? 0 : Int(ends[index - 1])
            return UnsafeBufferPointer(rebasing: bytes[start..<Int(ends[index])])
        }

        /// The number of the state whose key is `key` (with hash `hash`), or nil.
        @inline(__always)
        func number(of key: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Int32? {
            number(of: key, hash: hash, from: 0)
        }

        /// The number of the state whose key is `key` (with hash `hash`) among those numbered
        /// `first` or more, or nil; a slot holding another state counts as empty (see
        /// `StateTable.recentSlots`).
        @inline(__always)
        func number(of key: UnsafeBufferPointer<UInt8>, hash: UInt32, from first: Int32) -> Int32? {
            number(of: key, hash: hash, from: first, firstEntry: firstEntry(hash))
        }

        /// `number(of:hash:from:)` given the entry `firstEntry(hash)` read ahead.
        @inline(__always)
        func number(
            of key: UnsafeBufferPointer<UInt8>, hash: UInt32, from first: Int32 = 0, firstEntry: UInt64
        ) -> Int32? {
            var (slot, entry) = (Int(hash) & (slots.count - 1), firstEntry)
            while true {
                let number = StateTable.number(entry)
                if number < first { return nil }
                if UInt32(truncatingIfNeeded: entry >> 32) == hash, StateTable.equal(self.key(number), key) {
                    return number
                }
                slot = (slot + 1) & (slots.count - 1)
                entry = slots[slot]
            }
        }

        /// `number(of:hash:)` for a key whose hash is worked out here.
        @inline(__always)
        func number(of key: UnsafeBufferPointer<UInt8>) -> Int32? {
            number(of: key, hash: StateTable.hash(key))
        }

        /// The slot entry a lookup of `hash` reads first (see `slots`): reading those of many
        /// keys in a row, before any is compared, lets the processor wait for their cache
        /// misses at once rather than one after another (see `Workspace.resolve`).
        @inline(__always)
        func firstEntry(_ hash: UInt32) -> UInt64 { slots[Int(hash) & (slots.count - 1)] }

        /// Asks the processor to fetch the slot `firstEntry(hash)` reads, without waiting for
        /// it: a worker asks as soon as it knows a successor's hash, and the miss overlaps the
        /// moves it performs before it looks the successor up (see `Workspace.resolve`).
        @inline(__always)
        func prefetchFirst(_ hash: UInt32) {
            guard let base = slots.baseAddress else { return }
            navsh_prefetch(base + (Int(hash) & (slots.count &- 1)))
        }
    }

    /// A view of the table that outlives the call: valid while the table's storage stays where
    /// it is, as it does while states are added within the room `reserveRoom(states:keyBytes:)`
    /// made, with their placement deferred (`deferPlacement()`). The explorer's workers read
    /// the table so while the merge adds the states of the batch before theirs; holding the
    /// table itself, they would have counted a reference to its storage, and the merge's first
    /// change would have copied it whole.
    func unsafeView() -> View {
        View(
            bytes: bytes.withUnsafeBufferPointer { $0 }, ends: ends.withUnsafeBufferPointer { $0 },
            slots: slots.withUnsafeBufferPointer { $0 })
    }

    /// Calls `body` with a view of the table, valid only while it runs.
    func withView<Result>(_ body: (View) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { bytes in
            ends.withUnsafeBufferPointer { ends in
                slots.withUnsafeBufferPointer { slots in body(View(bytes: bytes, ends: ends, slots: slots)) }
            }
        }
    }

    /// `hash(_:)` of bytes in memory the caller keeps.
    @inline(__always)
    static func hash(_ raw: UnsafeBufferPointer<UInt8>) -> UInt32 {
        guard let base = raw.baseAddress else { return finishHash(0, tail: 0) }
        let bytes = UnsafeRawPointer(base)
        var (hash, offset) = hashWords(bytes, count: raw.count)
        // The last bytes, first in the lowest: four at once when there are, and shifts masked
        // (`&<<`): byte by byte, `<<` checking its shift against the width cost about ten
        // instructions a byte, and the workers hash nearly five million keys on ex7.
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        if raw.count &- offset >= 4 {
            tail = UInt64(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            (shift, offset) = (32, offset &+ 4)
        }
        while offset < raw.count {
            tail |= UInt64(raw[offset]) &<< shift
            shift &+= 8
            offset &+= 1
        }
        return finishHash(hash, tail: tail)
    }

    /// The first part of `hash(_:)` of the `count` bytes at `bytes`: their length and whole
    /// words mixed, and where the words end. Apart from the last part (`finishHash`) so that
    /// a reader of the last bytes of its own (`Workspace.hash(_:count:)`) gives the same hash.
    @inline(__always)
    static func hashWords(_ bytes: UnsafeRawPointer, count: Int) -> (hash: UInt64, offset: Int) {
        var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        var offset = 0
        while offset &+ 8 <= count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
            offset &+= 8
        }
        return (hash, offset)
    }

    /// The last part of `hash(_:)`: the bytes past the whole words (`tail`, the first in the
    /// lowest byte) mixed into `hash` (see `hashWords`), and the whole finished.
    @inline(__always)
    static func finishHash(_ hash: UInt64, tail: UInt64) -> UInt32 {
        var hash = (hash ^ tail) &* 0x9E37_79B9_7F4A_7C15
        hash ^= hash >> 33
        hash &*= 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        hash &*= 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 33
        return UInt32(truncatingIfNeeded: hash)
    }

    /// `equal(_:_:)` of bytes in memory the caller keeps.
    ///
    /// Eight bytes at a time, and the last eight (or, for fewer than eight bytes, the first and
    /// last four) compared where they end, overlapping the word before: a tail compared byte
    /// by byte was two thirds of the comparisons' instructions in the merge on ex7 (keys of
    /// ten bytes or so).
    @inline(__always)
    static func equal(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = left.count
        guard count == right.count else { return false }
        guard count > 0, let leftBase = left.baseAddress, let rightBase = right.baseAddress else {
            return true
        }
        let (lhs, rhs) = (UnsafeRawPointer(leftBase), UnsafeRawPointer(rightBase))
        if count >= 8 {
            var offset = 0
            while offset &+ 8 < count {
                guard
                    lhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                        == rhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                else { return false }
                offset &+= 8
            }
            return lhs.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
                == rhs.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        }
        if count >= 4 {
            return lhs.loadUnaligned(as: UInt32.self) == rhs.loadUnaligned(as: UInt32.self)
                && lhs.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
                    == rhs.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
        }
        for offset in 0..<count
        where lhs.load(fromByteOffset: offset, as: UInt8.self)
            != rhs.load(fromByteOffset: offset, as: UInt8.self)
        {
            return false
        }
        return true
    }
}
