/// A worker's copy of the memos' answers to what a size-class change made of a layer
/// (`MoveMemo.layerTransferKey` answered `.became`), kept in a slot for each layer and new
/// size classes, so that an answer is one read near others rather than a lookup in the memo.
///
/// The memo's transfers are a hash table of every layer in every context, megabytes on ex7:
/// looking a layer up missed the cache on its slot and again on its transfer (perf on ex7: 43%
/// and 22% of `changeSizeClass`'s time at those two reads). A slot here holds one answer in
/// eight bytes, with the rest of the key it answers (the presenter's view, whether the layer
/// below became a popover, the environment's major and minor numbers), and is overwritten by
/// the next answer for the same layer and size classes in another context. A memo's answer for
/// a key never changes, so an answer found here is exactly what the memo would give.
///
/// A slot also holds a swap (`MoveMemo.Transfer.replaced`) whose tail is one layer's number:
/// the key ends with that number. A swap ends a third of the size-class changes on ex7, and
/// each asked the memo (a lookup in its table, and the tail copied from its bytes).
///
/// Each layer and size classes have two slots side by side, the answer kept last in the first:
/// with one, a layer met in two contexts by turns (two presenters, or below a popover and not)
/// had each answer overwrite the other, and one lookup in nine missed on ex7.
struct LayerTransferCache {
    /// Per layer (window layers and presented layers apart) and size classes, two slots: the
    /// answer and its key, packed (see `entry`), 0 where none.
    private var slots: [UInt64] = []

    /// The first slot of a layer and new size classes (the second follows it).
    @inline(__always)
    private static func slot(layer: Int, atWindow: Bool, classes: Int) -> Int {
        ((layer &* 2 &+ (atWindow ? 1 : 0)) &* 4 &+ classes) &* 2
    }

    /// Where an entry's key starts: the bits below are its answer's.
    private static let keyShift: UInt64 = 36

    /// An entry's bits that are not its answer's: the key's, and whether it is a swap.
    private static let keyBits: UInt64 = ~0 << keyShift

    /// The bit of an entry that holds a swap: its number (less one) ends the key.
    private static let endsKey: UInt64 = 1 << 62

    /// The bit of an entry's key that says the layer below became a popover.
    private static let belowBit: UInt64 = 1 << 52

    /// The layers an entry can hold: those whose number plus one a key writes in four bytes
    /// at most.
    static let layerLimit = (1 << 28) - 1

    /// A slot's entry's key: the presenter (16 bits), whether the layer below became a
    /// popover, the environment's major (5 bits) and minor (4 bits) numbers, from bit
    /// `keyShift` on, and a bit set in every entry so that none is 0 (and `endsKey` for a
    /// swap). Nil when a part does not fit (never kept then).
    @inline(__always)
    private static func key(presenter: Int, belowIsPopover: Bool, major: Int, minor: Int) -> UInt64? {
        guard presenter >= 0, presenter < 1 << 16, major >= 0, major < 32, minor >= 0, minor < 16 else {
            return nil
        }
        var bits = UInt64(presenter) << keyShift | (belowIsPopover ? belowBit : 0)
        bits |= UInt64(major) << 53 | UInt64(minor) << 58
        return bits | 1 << 63
    }

    /// A slot's entry: the number (plus one) of the layer it became as a key writes it (see
    /// `written(_:)`), whether as a popover (bit 32), and how many bytes the number takes (bits
    /// 33 to 35); then its key (see `key`). Nil when a part does not fit.
    ///
    /// The number is kept written, so that a run writes it as four bytes and moves on by its
    /// length: written from the number, each layer cost a branch on its length (one byte or
    /// two, about half each on ex7) and about five instructions more.
    @inline(__always)
    private static func entry(
        became layer: Int, isPopover: Bool, presenter: Int, belowIsPopover: Bool, major: Int, minor: Int
    ) -> UInt64? {
        guard layer >= 0, layer < layerLimit,
            let key = key(presenter: presenter, belowIsPopover: belowIsPopover, major: major, minor: minor)
        else { return nil }
        let (bytes, length) = written(UInt64(layer) + 1)
        return key | bytes | UInt64(isPopover ? 1 : 0) << 32 | length << 33
    }

    /// `number` (below 2^28) as a key writes it (`KeyWriter.put`), the first byte lowest, and
    /// how many bytes it takes.
    static func written(_ number: UInt64) -> (bytes: UInt64, length: UInt64) {
        var (rest, bytes, length): (UInt64, UInt64, UInt64) = (number, 0, 0)
        repeat {
            var byte = rest & 0x7F
            rest >>= 7
            if rest != 0 { byte |= 0x80 }
            bytes |= byte << (8 * length)
            length += 1
        } while rest != 0
        return (bytes, length)
    }

    /// The number (plus one) of the layer an entry holds.
    private static func number(_ entry: UInt64) -> Int {
        var (number, shift) = (0, 0)
        for index in 0..<Int(entry >> 33 & 7) {
            number |= Int(entry >> (8 * UInt64(index)) & 0x7F) << shift
            shift += 7
        }
        return number
    }

    /// Writes the number an entry holds at `position` in `out`, which has room for four bytes
    /// there, and returns where it ends.
    @inline(__always)
    private static func put(_ entry: UInt64, at position: Int, in out: UnsafeMutablePointer<UInt8>) -> Int {
        UnsafeMutableRawPointer(out + position).storeBytes(
            of: UInt32(truncatingIfNeeded: entry), as: UInt32.self)
        return position &+ Int(truncatingIfNeeded: entry &>> 33 & 7)
    }

    /// The answer kept for layer `layer` changed to size classes `classes` in the context the
    /// other arguments give, or nil when none is kept for it.
    @inline(__always)
    func became(
        layer: Int, atWindow: Bool, classes: Int, presenter: Int, belowIsPopover: Bool, major: Int, minor: Int
    ) -> (layer: Int, isPopover: Bool)? {
        let slot = Self.slot(layer: layer, atWindow: atWindow, classes: classes)
        guard slot >= 0, slot < slots.count else { return nil }
        guard
            let expected = Self.key(
                presenter: presenter, belowIsPopover: belowIsPopover, major: major, minor: minor)
        else { return nil }
        // The key's part of the entry, its answer's bits cleared, in either slot.
        for entry in slots[slot...slot + 1] where entry & Self.keyBits == expected {
            return (Self.number(entry) - 1, entry & 1 << 32 != 0)
        }
        return nil
    }

    /// Writes, from layer `first` of a state on, the number (plus one, as a layer key writes
    /// it) of the layer each became in a size-class change to `classes` as long as an answer is
    /// kept for it, at `position` in `out` (room for `KeyWriter.widestNumber` bytes a layer),
    /// and returns the first layer without one (`numbers.count` when none lacks one, or when a
    /// layer's answer is a swap, whose number ends the key).
    /// `numbers` and `presenters` are the state's layers' numbers and the views presenting
    /// them; `belowIsPopover` whether the layer below `first` became a popover, updated.
    ///
    /// The loop of `became` over a state's layers, written out over pointers, with the key's
    /// part of an entry worked out once a change, the presenters read with the numbers, and
    /// each number written in place: a layer answered here costs about thirty instructions,
    /// where looking its presenter up, asking `became` and writing the answers out after the
    /// loop cost about sixty-five (ex6: `changeSizeClass` 358M -> 286M instructions).
    @inline(__always)
    func writeKnown(
        numbers: UnsafeBufferPointer<Int>, presenters: UnsafeBufferPointer<Int>, from first: Int,
        classes: Int, major: Int, minor: Int, belowIsPopover: inout Bool,
        to out: UnsafeMutablePointer<UInt8>, at position: inout Int
    ) -> Int {
        guard let context = Self.key(presenter: 0, belowIsPopover: false, major: major, minor: minor) else {
            return first
        }
        return slots.withUnsafeBufferPointer { slots in
            var (layer, at) = (first, position)
            // Whether the layer below became a popover, as the entry's bit: moved there from the
            // answer's bit, rather than tested and chosen.
            var below: UInt64 = belowIsPopover ? Self.belowBit : 0
            let count = numbers.count
            while layer < count {
                let slot = Self.slot(layer: numbers[layer], atWindow: layer == 0, classes: classes)
                let presenter = presenters[layer]
                guard UInt(bitPattern: slot) < UInt(slots.count), UInt(bitPattern: presenter) < 1 << 16 else {
                    break
                }
                var entry = slots[slot]
                let expected = context | UInt64(presenter) << Self.keyShift | below
                // The key's part of the entry, its answer's bits cleared; the second slot, and
                // swaps, only when the first does not answer, out of the loop's way.
                if entry & Self.keyBits != expected {
                    let first = entry
                    entry = slots[slot &+ 1]
                    guard entry & Self.keyBits == expected else {
                        // A swap, which ends the key.
                        let swap = expected | Self.endsKey
                        let ending =
                            first & Self.keyBits == swap ? first : entry & Self.keyBits == swap ? entry : 0
                        if ending != 0 {
                            at = Self.put(ending, at: at, in: out)
                            layer = count
                        }
                        break
                    }
                }
                // The number plus one, as a layer key writes it.
                at = Self.put(entry, at: at, in: out)
                below = (entry & 1 << 32) &<< 20
                layer &+= 1
            }
            (belowIsPopover, position) = (below != 0, at)
            return layer
        }
    }

    /// `writeKnown(numbers:presenters:from:classes:major:minor:belowIsPopover:to:at:)` from the
    /// first layer on for the two size-class changes of one state, to `classes.first` and to
    /// `classes.second`, in one pass over its layers: each number written at `position.first` in
    /// `out.first` and at `position.second` in `out.second` (room for `KeyWriter.widestNumber`
    /// bytes a layer in each), updated. Returns, for each change, the first layer without an
    /// answer (the state's layer count when none lacks one, or when a swap ended its key) and
    /// whether the last layer answered became a popover.
    ///
    /// Both changes read the same layers: one pass reads each layer's number and presenter,
    /// works out where its slots lie and checks them against the cache's room once for both,
    /// and keeps the key's part that does not depend on the size classes. It goes on while
    /// the first slot or the second answers both; a layer where either has a swap or no
    /// answer is left to `writeKnown` for each change apart, from where the pass stopped.
    @inline(__always)
    func writeKnown(
        numbers: UnsafeBufferPointer<Int>, presenters: UnsafeBufferPointer<Int>,
        classes: (first: Int, second: Int), major: Int, minor: Int,
        to out: (first: UnsafeMutablePointer<UInt8>, second: UnsafeMutablePointer<UInt8>),
        at position: inout (first: Int, second: Int)
    ) -> (first: (layer: Int, belowIsPopover: Bool), second: (layer: Int, belowIsPopover: Bool)) {
        guard classes.first >= 0, classes.first < 4, classes.second >= 0, classes.second < 4,
            let context = Self.key(presenter: 0, belowIsPopover: false, major: major, minor: minor)
        else { return ((0, false), (0, false)) }
        var layer = 0
        var at = position
        // Whether the layer below became a popover, as the entry's bit (see `writeKnown`).
        var belowBits: (UInt64, UInt64) = (0, 0)
        let count = min(numbers.count, presenters.count)
        slots.withUnsafeBufferPointer { slots in
            guard let base = slots.baseAddress, let numbers = numbers.baseAddress,
                let presenters = presenters.baseAddress
            else { return }
            // Each change's slots, from a layer's first.
            let (first, second) = (base + classes.first &* 2, base + classes.second &* 2)
            let room = UInt(slots.count)
            while layer < count {
                // A layer's eight slots are all there or none (see `put`).
                let slot = UInt(bitPattern: numbers[layer] &* 16 &+ (layer == 0 ? 8 : 0))
                let presenter = UInt64(UInt(bitPattern: presenters[layer]))
                guard slot < room, presenter < 1 << 16 else { break }
                let shared = context | presenter &<< Self.keyShift
                let index = Int(bitPattern: slot)
                // An entry answers when its key's bits are those expected.
                var answerFirst = first[index]
                if (answerFirst ^ (shared | belowBits.0)) &>> Self.keyShift != 0 {
                    answerFirst = first[index &+ 1]
                    guard (answerFirst ^ (shared | belowBits.0)) &>> Self.keyShift == 0 else { break }
                }
                var answerSecond = second[index]
                if (answerSecond ^ (shared | belowBits.1)) &>> Self.keyShift != 0 {
                    answerSecond = second[index &+ 1]
                    guard (answerSecond ^ (shared | belowBits.1)) &>> Self.keyShift == 0 else { break }
                }
                at.0 = Self.put(answerFirst, at: at.0, in: out.first)
                at.1 = Self.put(answerSecond, at: at.1, in: out.second)
                belowBits = ((answerFirst & 1 << 32) &<< 20, (answerSecond & 1 << 32) &<< 20)
                layer &+= 1
            }
        }
        var (firstBelow, secondBelow) = (belowBits.0 != 0, belowBits.1 != 0)
        var (firstLayer, secondLayer) = (layer, layer)
        if layer < count {
            firstLayer = writeKnown(
                numbers: numbers, presenters: presenters, from: layer, classes: classes.first, major: major,
                minor: minor, belowIsPopover: &firstBelow, to: out.first, at: &at.0)
            secondLayer = writeKnown(
                numbers: numbers, presenters: presenters, from: layer, classes: classes.second, major: major,
                minor: minor, belowIsPopover: &secondBelow, to: out.second, at: &at.1)
        }
        position = at
        return ((firstLayer, firstBelow), (secondLayer, secondBelow))
    }

    /// Keeps a memo's answer: layer `layer` changed to size classes `classes` in that context
    /// became layer `next`, a popover or not.
    mutating func keep(
        layer: Int, atWindow: Bool, classes: Int, presenter: Int, belowIsPopover: Bool, major: Int,
        minor: Int,
        became next: Int, isPopover: Bool
    ) {
        guard layer >= 0,
            let entry = Self.entry(
                became: next, isPopover: isPopover, presenter: presenter, belowIsPopover: belowIsPopover,
                major: major, minor: minor)
        else { return }
        put(entry, layer: layer, atWindow: atWindow, classes: classes)
    }

    /// Keeps a memo's swap: layer `layer` changed to size classes `classes` in that context had
    /// its presentation swapped (`MoveMemo.Transfer.replaced`), and the key ends with `tail`.
    /// Kept only when the tail is one layer's number, as the key writes it.
    mutating func keep(
        layer: Int, atWindow: Bool, classes: Int, presenter: Int, belowIsPopover: Bool, major: Int,
        minor: Int,
        endingWith tail: UnsafeBufferPointer<UInt8>
    ) {
        // The tail's number (LEB128), which must be all of it, and as `KeyWriter.put` writes it.
        guard layer >= 0, !tail.isEmpty, tail.count <= 5 else { return }
        var number = 0
        for (index, byte) in tail.enumerated() {
            // Every byte but the last has its high bit set.
            guard (byte >= 0x80) == (index < tail.count - 1) else { return }
            number |= Int(byte & 0x7F) << (7 * index)
        }
        guard number >= 1, number <= Self.layerLimit else { return }
        let isAsWritten = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: KeyWriter.widestNumber) {
            out -> Bool in
            guard let base = out.baseAddress else { return false }
            let length = KeyWriter.put(UInt64(number), at: 0, in: base)
            return UnsafeBufferPointer(rebasing: out[..<length]).elementsEqual(tail)
        }
        guard isAsWritten,
            let entry = Self.entry(
                became: number - 1, isPopover: false, presenter: presenter, belowIsPopover: belowIsPopover,
                major: major, minor: minor)
        else { return }
        put(entry | Self.endsKey, layer: layer, atWindow: atWindow, classes: classes)
    }

    /// Writes `entry` to the first slot of layer `layer` and size classes `classes`, over the
    /// entry of the same key there, or moving the one there to the second slot.
    private mutating func put(_ entry: UInt64, layer: Int, atWindow: Bool, classes: Int) {
        let slot = Self.slot(layer: layer, atWindow: atWindow, classes: classes)
        guard slot >= 0 else { return }
        if slot + 1 >= slots.count {
            // Grown by whole layers (eight slots: two for each size classes), so that a layer's
            // slots are all there or none (`writeKnown(numbers:presenters:classes:major:minor:to:at:)`
            // checks one bound for two size classes) and the two slots of one are both there.
            slots.append(
                contentsOf: repeatElement(0, count: max((slot | 7) + 1, 2 * slots.count, 1_024) - slots.count)
            )
        }
        // The key's bits but for whether it is a swap.
        let key = Self.keyBits & ~Self.endsKey
        let kept = slots[slot]
        if kept & key != entry & key {
            // The second slot may hold this key's answer too: it goes, the last kept answering.
            slots[slot + 1] = kept
        } else if slots[slot + 1] & key == entry & key {
            slots[slot + 1] = 0
        }
        slots[slot] = entry
    }
}
