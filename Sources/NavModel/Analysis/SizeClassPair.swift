/// The second of a state's two size-class changes, worked out with the first: its layer key,
/// written in the piece's keys right after the first's, and that key's `StateTable.hash`.
///
/// A state's candidate actions end with both changes, horizontal then vertical (see
/// `Session.candidateActions`), and both read the same layers of the state from the same
/// `LayerTransferCache`: the first works out both in one pass
/// (`LayerTransferCache.writeKnown(numbers:presenters:classes:major:minor:to:at:)`), and the
/// second is then recorded from here. A cache's answer for a layer never changes, so the key
/// is what the second change would write when its turn came.
struct SizeClassAhead {
    /// The vertical size class the change leads to: regular or not.
    var isRegular: Bool
    /// Where its layer key lies in the piece's keys, and its hash.
    var key: Range<Int>
    var hash: UInt32
    /// How many successors the piece has when its turn comes: the first change's is the last.
    var successors: Int
}

extension Workspace {
    /// Writes to the piece's keys, from `keyStart`, the layer key of the state's horizontal
    /// size-class change (to regular when `regular`), the first of its two, as far as the
    /// cache answers it, and after it that of its vertical change, to the other vertical size
    /// class, kept in `sizeClassAhead` when the cache answers every layer of both (see
    /// `SizeClassAhead`). The state's environment is three bytes.
    ///
    /// Returns the first layer the cache does not answer for the first change (the layer count
    /// when none, or when a swap ended its key), where its bytes end (from `keyStart`), and
    /// whether the last layer answered became a popover: what
    /// `LayerTransferCache.writeKnown(numbers:presenters:from:classes:major:minor:belowIsPopover:to:at:)`
    /// gives for it alone; and its key's hash when the cache answered it to the end.
    mutating func writeSizeClassPair(regular: Bool, keyStart: Int) -> (
        layer: Int, position: Int, lastIsPopover: Bool, hash: UInt32?
    ) {
        precondition(environmentEnd == 3, "an environment of other than three bytes")
        // The environment's numbers, a byte each; the first change's size classes and the
        // second's, which changes the vertical class.
        let environment = keyEnvironment()
        let first = regular ? environment.classes | 2 : environment.classes & ~2
        let second = environment.classes ^ 1
        let count = layerCount
        // Room for either key, `KeyWriter.widestNumber` bytes a number at most, and eight
        // bytes after each, which a hash reads (see `hash(_:count:)`) and a copy may write.
        // Wrapping arithmetic: a piece's keys are far below 2^63 bytes.
        let room = environmentEnd &+ KeyWriter.widestNumber &* count &+ 8
        // Through the pointer `keyBytes(room:)` keeps: swapped out and written through
        // `withUnsafeMutableBufferPointer`, the keys' uniqueness was checked for every state.
        let base = keyBytes(room: keyStart &+ 2 &* room &+ 8)
        let (numbers, presenters) = (layerNumbers, layerPresenters)
        guard let from = key.baseAddress else { return (0, environmentEnd, false, nil) }
        let (out, other) = (base + keyStart, base + keyStart + room)
        // The environment, its size classes (its last byte) changed.
        (out[0], out[1]) = (from[0], from[1])
        (other[0], other[1]) = (from[0], from[1])
        out[2] = UInt8(truncatingIfNeeded: first)
        other[2] = UInt8(truncatingIfNeeded: second)
        var position = (first: 3, second: 3)
        let (reached, otherReached) = layerTransfers.writeKnown(
            numbers: UnsafeBufferPointer(rebasing: numbers[..<count]),
            presenters: UnsafeBufferPointer(rebasing: presenters[..<count]),
            classes: (first, second), major: environment.major,
            minor: environment.minor, to: (out, other), at: &position)
        var result = (
            layer: reached.layer, position: position.first, lastIsPopover: reached.belowIsPopover,
            hash: UInt32?.none
        )
        guard reached.layer == count else { return result }
        result.hash = Workspace.hash(out, count: position.first)
        guard otherReached.layer == count else { return result }
        // The other key, moved down to follow the first: its start at or below where it was.
        let (to, length) = (out + position.first, position.second)
        Workspace.copyWords(from: other, to: to, count: length)
        let start = keyStart + position.first
        sizeClassAhead = SizeClassAhead(
            isRegular: second & 1 != 0, key: start..<start + length, hash: Workspace.hash(to, count: length),
            successors: successorCount + 1)
        return result
    }

    /// Copies `count` bytes from `source` to `target` eight at a time, upwards, so writing up
    /// to seven bytes more and reading as many: the caller has room for them. `target` is not
    /// above `source` where they overlap.
    @inline(__always)
    static func copyWords(from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, count: Int) {
        var offset = 0
        while offset < count {
            (target + offset).storeBytes(
                of: (source + offset).loadUnaligned(as: UInt64.self), as: UInt64.self)
            offset &+= 8
        }
    }

    /// The change of the state being expanded to vertical size class `sizeClass`, when the
    /// state's first change worked it out (see `SizeClassAhead`) and no other successor was
    /// recorded since; forgotten either way.
    @inline(__always)
    mutating func takeSizeClassAhead(vertical sizeClass: SizeClass) -> SizeClassAhead? {
        guard let ahead = sizeClassAhead else { return nil }
        sizeClassAhead = nil
        guard ahead.isRegular == (sizeClass == .regular), ahead.key.lowerBound == expansion.keyCount,
            ahead.successors == successorCount
        else { return nil }
        return ahead
    }

    /// `StateTable.hash` of the `count` bytes at `bytes`, after which eight more bytes can be
    /// read: the bytes past the last whole word are read as one word, the bytes beyond the
    /// key masked off, where `StateTable.hash` reads them four and one at a time (its loop
    /// over the last bytes was about a third of hashing a size-class change's key on ex7).
    @inline(__always)
    static func hash(_ bytes: UnsafePointer<UInt8>, count: Int) -> UInt32 {
        let raw = UnsafeRawPointer(bytes)
        let (hash, offset) = StateTable.hashWords(raw, count: count)
        // The last bytes, first in the lowest, as `StateTable.hash` puts them together.
        let mask = (1 as UInt64) &<< UInt64(8 &* (count &- offset)) &- 1
        let tail = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) & mask
        return StateTable.finishHash(hash, tail: tail)
    }

    /// `StateTable.hash` of `keys[range]`, read as `hash(_:count:)` does when eight bytes
    /// follow it.
    @inline(__always)
    static func hash(_ keys: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt32 {
        guard range.upperBound &+ 8 <= keys.count, let base = keys.baseAddress else {
            return StateTable.hash(UnsafeBufferPointer(rebasing: keys[range]))
        }
        return hash(base + range.lowerBound, count: range.count)
    }
}
