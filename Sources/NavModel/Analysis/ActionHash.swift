extension Action {
    /// A hash for the explorer's numbering of actions (`ExplorationGraph`): equal actions have equal
    /// hashes, as with `hashValue`, but the actions a search meets by the million, taps and
    /// routes, are hashed by their name with `NameHash` (FNV-1a over its bytes) rather than
    /// SipHash, about a tenth of the instructions (the workers hash every action that reaches
    /// a state not known, 3.9M instructions on ex5 with `hashValue`). `NameHash` hashes equal
    /// names alike, whatever their bytes (canonical equivalence); every other action falls back
    /// to `hashValue`, which equal actions share.
    var explorationHash: Int {
        switch self {
        case .tap(let label): return Action.fold(NameHash.hash(label, seed: NameHash.seed ^ 1))
        case .route(let tag): return Action.fold(NameHash.hash(tag, seed: NameHash.seed ^ 2))
        case .routeNil, .set, .tapOutside, .dismiss, .back, .swipeBack, .swipeDown, .sizeClass, .device, .ios:
            return hashValue
        }
    }

    /// FNV's low bits, which pick a table slot, mix poorly: the high half is folded in.
    @inline(__always)
    private static func fold(_ hash: UInt64) -> Int { Int(truncatingIfNeeded: hash ^ (hash >> 32)) }
}
