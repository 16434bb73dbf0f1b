/// Values found by a name: the app's views by name and tags' declarers by tag (`AppModel`), in
/// an open-addressed table whose hash is a multiply per byte of the name (`NameHash`).
///
/// A `Dictionary` keyed by `String` hashed every name with SipHash through `Hasher`, about 400
/// instructions a lookup, several lookups a view: 10,000 declared views spent 20M instructions
/// finding and growing these dictionaries, where this spends a fifth of that. The hash
/// starts from `Hasher`'s seed, so it differs from run to run as a dictionary's does (and
/// not when `SWIFT_DETERMINISTIC_HASHING` is set); nothing reads the table in its slots'
/// order, only in the order names were added.
///
/// Two words wide (a dictionary is one): a session, its app and these tables are copied on
/// many updates, and a wider app made the compiler copy the session through `memcpy`.
///
/// `Value` is unconstrained, its conformances conditional, as `Located`'s are: a constraint
/// made the runtime prove it for the value type at startup, scanning every conformance
/// record of the binary (a tenth of a `-c` run).
struct NameTable<Value> {
    /// The names with their values and hashes, in the order added. One array of entries, not
    /// one a field: a session is copied whole on many updates, and every array of its app is
    /// a reference count on each copy.
    private var entries: [Entry] = []
    /// Each slot's entry index plus one, or 0 for an empty slot; a power of two of them, or none.
    private var slots: [Int32] = []

    /// A name, its value, and its hash: what growing the table places it by.
    fileprivate struct Entry {
        var name: String
        var value: Value
        var hash: UInt64
    }
    /// An empty table.
    init() {}

    /// How many names it holds.
    var count: Int { entries.count }

    /// The names, in the order added.
    var names: [String] { entries.map(\.name) }

    /// The value of the name at `index`.
    func value(at index: Int) -> Value { entries[index].value }

    /// The index of `name`, or nil.
    func index(of name: String) -> Int? { find(name, hash: hash(name)) }

    /// The index of `name`, whose hash is `hash`, or nil.
    @inline(__always)
    private func find(_ name: String, hash: UInt64) -> Int? {
        guard !slots.isEmpty else { return nil }
        var slot = self.slot(of: hash)
        while true {
            let entry = Int(slots[slot]) - 1
            if entry < 0 { return nil }
            if entries[entry].hash == hash && entries[entry].name == name { return entry }
            slot = (slot + 1) & (slots.count - 1)
        }
    }

    /// The value of `name`, or nil.
    subscript(name: String) -> Value? {
        guard let index = index(of: name) else { return nil }
        return entries[index].value
    }

    /// The index of `name`, added with the value `make()` returns when it is new, and whether
    /// it was: one hash for either. The table grows only when a name is added.
    mutating func index(of name: String, adding make: () -> Value) -> (index: Int, added: Bool) {
        let hash = self.hash(name)
        if let entry = find(name, hash: hash) { return (entry, false) }
        // At most half full: a new name's probe (as every forward reference is) passes about
        // two slots then, where at three quarters it passed eight, each read of an entry
        // (declaring 10,000 views: 167.2M instructions to 166.6M). The slots
        // are four bytes a name.
        if (entries.count + 1) * 2 > slots.count { grow() }
        var slot = self.slot(of: hash)
        while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = Int32(entries.count + 1)
        entries.append(Entry(name: name, value: make(), hash: hash))
        return (entries.count - 1, true)
    }

    /// Changes the value at `index`, in place.
    mutating func update(at index: Int, _ change: (inout Value) -> Void) {
        change(&entries[index].value)
    }

    /// Doubles the slots (16 at first) and places every name again by its hash.
    private mutating func grow() {
        slots = Array(repeating: 0, count: max(16, slots.count * 2))
        for index in entries.indices {
            var slot = self.slot(of: entries[index].hash)
            while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(index + 1)
        }
    }

    /// The first slot to probe for `hash`: its top bits, mixed.
    private func slot(of hash: UInt64) -> Int {
        let slotBits = slots.count.trailingZeroBitCount
        return Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - slotBits))
    }

    /// The name's hash (`NameHash.hash(_:seed:)`), from the seed.
    @inline(__always)
    private func hash(_ name: String) -> UInt64 { NameHash.hash(name, seed: NameHash.seed) }
}

extension NameTable: Sendable where Value: Sendable {}

extension NameTable.Entry: Sendable where Value: Sendable {}

extension NameTable: Equatable where Value: Equatable {
    /// Equal when they hold the same names with the same values, in any order, as
    /// dictionaries are.
    static func == (lhs: NameTable, rhs: NameTable) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for entry in lhs.entries where rhs[entry.name] != entry.value { return false }
        return true
    }

}

extension NameTable: Hashable where Value: Hashable {
    /// Hashes the names and values, in any order, as a dictionary does.
    func hash(into hasher: inout Hasher) {
        var combined = 0
        for entry in entries {
            var entryHasher = Hasher()
            entryHasher.combine(entry.name)
            entryHasher.combine(entry.value)
            combined ^= entryHasher.finalize()
        }
        hasher.combine(count)
        hasher.combine(combined)
    }
}
