extension Action {
    /// A hash for the explorer's numbering of actions (`Graph`): equal actions have equal
    /// hashes, as with `hashValue`, but the actions a search meets by the million, taps and
    /// routes with ASCII names, are hashed with FNV-1a over their bytes rather than SipHash,
    /// about a tenth of the instructions (the workers hash every action that reaches a state
    /// not known, 3.9M instructions on ex5 with `hashValue`).
    ///
    /// Two equal strings are the same bytes when either is ASCII (canonical equivalence only
    /// joins strings with other characters), so an ASCII name may be hashed by its bytes; any
    /// other name, and every other action, falls back to `hashValue`, which equal actions share.
    var explorationHash: Int {
        switch self {
        case .tap(let label): return Action.asciiHash(label, seed: 1) ?? hashValue
        case .route(let tag): return Action.asciiHash(tag, seed: 2) ?? hashValue
        case .routeNil, .set, .tapOutside, .dismiss, .back, .swipeBack, .swipeDown, .sizeClass, .device, .ios:
            return hashValue
        }
    }

    /// FNV-1a of `text`'s bytes, started from `seed`; nil if a byte is not ASCII.
    /// Read through a buffer: iterating `utf8` cost twice SipHash.
    private static func asciiHash(_ text: String, seed: UInt64) -> Int? {
        let hash = text.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ seed
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
            return hash
        }
        guard let hash = hash ?? nil else { return nil }
        // FNV's low bits, which pick a table slot, mix poorly: fold the high half in.
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
