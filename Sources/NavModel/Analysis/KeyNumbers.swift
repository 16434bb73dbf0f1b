/// Numbers kept by key, a key any 64 bits but 0: open addressing, at most half full, 0 where a
/// slot is empty. The move memo keeps its transfers (each one's place among them) and its
/// dismissals (each one's move) so: a lookup is a slot or two read, where a `Dictionary`
/// hashed the key with SipHash.
struct KeyNumbers: Sendable {
    private var slots = [UInt64](repeating: 0, count: 256)
    private var numbers = [Int32](repeating: -1, count: 256)
    /// The keys added, in order, and their numbers.
    private(set) var keys: [UInt64] = []
    private(set) var values: [Int32] = []

    /// Whether no key is kept.
    var isEmpty: Bool { keys.isEmpty }

    /// Forgets every key, keeping the room.
    mutating func removeAll() {
        guard !keys.isEmpty else { return }
        slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        keys.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
    }

    /// The number kept under `key`, or nil.
    @inline(__always)
    func number(_ key: UInt64) -> Int? { withView { $0.number(key) } }

    /// Keeps `number` under `key`, which no number is kept under.
    mutating func add(_ key: UInt64, _ number: Int32) {
        keys.append(key)
        values.append(number)
        if keys.count * 2 > slots.count {
            slots = [UInt64](repeating: 0, count: slots.count * 2)
            numbers = [Int32](repeating: -1, count: slots.count)
            for (known, value) in zip(keys, values) { place(known, value) }
        } else {
            place(key, number)
        }
    }

    private mutating func place(_ key: UInt64, _ number: Int32) {
        var slot = Int(truncatingIfNeeded: KeyNumbers.spread(key)) & (slots.count - 1)
        while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = key
        numbers[slot] = number
    }

    /// A key's bits mixed so that its low bits, which pick the slot, depend on all of them.
    @inline(__always)
    fileprivate static func spread(_ key: UInt64) -> UInt64 {
        let mixed = (key ^ (key >> 29)) &* 0xBF58_476D_1CE4_E5B9
        return mixed ^ (mixed >> 32)
    }

    /// The numbers read through pointers to their storage (see `MoveMemo.View`).
    struct View {
        fileprivate let slots: UnsafeBufferPointer<UInt64>
        fileprivate let numbers: UnsafeBufferPointer<Int32>

        /// The number kept under `key`, or nil.
        @inline(__always)
        func number(_ key: UInt64) -> Int? {
            var slot = Int(truncatingIfNeeded: KeyNumbers.spread(key)) & (slots.count - 1)
            while true {
                let found = slots[slot]
                if found == key { return Int(numbers[slot]) }
                if found == 0 { return nil }
                slot = (slot + 1) & (slots.count - 1)
            }
        }
    }

    /// Calls `body` with a view of the numbers, valid only while it runs.
    @inline(__always)
    func withView<Result>(_ body: (View) -> Result) -> Result {
        slots.withUnsafeBufferPointer { slots in
            numbers.withUnsafeBufferPointer { body(View(slots: slots, numbers: $0)) }
        }
    }
}
