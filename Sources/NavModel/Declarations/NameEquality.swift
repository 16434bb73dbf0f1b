/// `==` on names and tags, with a fast answer for two short ASCII names.
///
/// A `route` looks its tag up against a view's tags several times an update (resolving it,
/// assigning it, reconciling pushes and presentations), and most of those comparisons are
/// with another tag: `String`'s `==` sees different bits and calls the runtime's
/// `_stringCompareWithSmolCheck` (about 22 instructions, b20k near 50,000 calls). A string of
/// at most 15 ASCII bytes is stored in its own two words, unused bytes zero, and canonical
/// equivalence between ASCII strings is byte equality: two such strings are equal exactly
/// when their bits are. Any other pair is compared by `==`.
enum NameEquality {
    /// A string's two words (on 64-bit platforms, where `MemoryLayout<String>.size` is 16).
    @inline(__always)
    static func words(_ string: String) -> (UInt64, UInt64) {
        withUnsafeBytes(of: string) { $0.load(as: (UInt64, UInt64).self) }
    }

    /// Whether two strings have the same bits, so the same bytes: a small string keeps its
    /// bytes in its bits, and a large one with the same bits is the same storage. False where a
    /// string is not two words.
    @inline(__always)
    static func sameBits(_ lhs: String, _ rhs: String) -> Bool {
        guard MemoryLayout<String>.size == 16 else { return false }
        return words(lhs) == words(rhs)
    }

    /// Whether `lhs == rhs`.
    @inline(__always)
    static func equal(_ lhs: String, _ rhs: String) -> Bool {
        // Two words on 64-bit platforms; elsewhere `==` answers.
        guard MemoryLayout<String>.size == 16 else { return lhs == rhs }
        let (left, right) = (words(lhs), words(rhs))
        if left == right { return true }
        // The top three bits of the second word are all set only for a small ASCII string
        // (immortal, ASCII, small: the discriminator of the standard library's `_StringObject`,
        // part of its ABI). Two of them with different bits differ.
        if (left.1 & right.1) >> 61 == 0b111 {
            #if DEBUG
                precondition(lhs != rhs, "two small ASCII strings with different bits are equal")
            #endif
            return false
        }
        return lhs == rhs
    }

    /// Whether `lhs == rhs`, two tags compared by `equal(_:_:)`: a state's value is compared
    /// with its triggers' values when it is written, reconciled and reported, most often with
    /// another tag.
    @inline(__always)
    static func equal(_ lhs: StateValue, _ rhs: StateValue) -> Bool {
        if case .tag(let left) = lhs {
            if case .tag(let right) = rhs { return equal(left, right) }
            return false
        }
        return lhs == rhs
    }
}
