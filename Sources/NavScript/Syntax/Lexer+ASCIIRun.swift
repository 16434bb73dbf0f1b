extension Lexer {
    /// The end of the run of ASCII identifier characters (letters, digits, `_`) that starts at
    /// `start` in `buffer`: the offset of the first other byte, or the buffer's end.
    ///
    /// Eight bytes at a time while eight are left, as a word in which a few integer operations
    /// mark the bytes that are no identifier character: a byte at a time this was ten
    /// instructions a byte of every name a script writes, most of a plain line's cost.
    ///
    /// Always inlined: called, it cost a view line's five or so names 1.3M of the 205M
    /// instructions declaring 10,000 views, and the plain lines nothing either way.
    @inline(__always)
    static func asciiIdentifierEnd(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        ByteLanes.firstFound(
            in: buffer, from: start, marking: nonIdentifierBytes, or: { !isASCIIIdentifierCharacter($0) })
    }

    /// The high bit of each byte of `word` that is not an ASCII letter, digit or `_`, and no
    /// other bit.
    ///
    /// Each test adds to a byte's low seven bits the amount that carries into its high bit
    /// exactly from a bound on: at most 0x7F plus 0x7F, so no carry reaches the next byte.
    private static func nonIdentifierBytes(_ word: UInt64) -> UInt64 {
        let (ones, highBits) = (ByteLanes.ones, ByteLanes.highBits)
        let low = word & (ones &* 0x7F)
        /// The high bits of the bytes whose low seven bits are at least `bound`.
        func atLeast(_ value: UInt64, _ bound: UInt64) -> UInt64 {
            (value &+ ones &* (0x80 - bound)) & highBits
        }
        let folded = low | ones &* 0x20  // upper case to lower case
        let letters = atLeast(folded, 0x61) & ~atLeast(folded, 0x7B)
        let digits = atLeast(low, 0x30) & ~atLeast(low, 0x3A)
        let identifier = (letters | digits | ByteLanes.equal(word, 0x5F)) & ~word
        return ~identifier & highBits
    }
}
