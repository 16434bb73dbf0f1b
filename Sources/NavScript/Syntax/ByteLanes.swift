/// Eight bytes of text read as one little-endian word, for the scans that test a word at a
/// time (`SourceFile`'s line starts, `Lexer.lineEnd`, `Lexer.asciiIdentifierEnd`): a test
/// marks each byte it finds with that byte's high bit, and sets no other bit.
enum ByteLanes {
    /// 0x01 in every byte: times a byte, that byte in every lane.
    static let ones: UInt64 = 0x0101_0101_0101_0101
    /// The high bit of every byte.
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each byte of `word` equal to `byte`.
    ///
    /// A lane is zero exactly where the byte matched; adding 0x7F to a lane's low seven bits
    /// carries into its high bit unless they are all zero, and never into the next lane.
    static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let zeroIfEqual = word ^ (ones &* UInt64(byte))
        let low = zeroIfEqual & (ones &* 0x7F)
        return ~((low &+ ones &* 0x7F) | zeroIfEqual) & highBits
    }

    /// The offset of the first byte at or after `start` in `buffer` that a test finds, or the
    /// buffer's end: `marks` tests eight bytes at a time while eight are left, marking the
    /// bytes it finds as `equal(_:_:)` does, and `isFound` tests the last few one at a time.
    ///
    /// Always inlined, so that each scan is compiled with its own tests in place.
    @inline(__always)
    static func firstFound(
        in buffer: UnsafeBufferPointer<UInt8>, from start: Int, marking marks: (UInt64) -> UInt64,
        or isFound: (UInt8) -> Bool
    ) -> Int {
        var index = start
        if let base = buffer.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= buffer.count {
                let found = marks(
                    UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
                if found != 0 { return index + (found.trailingZeroBitCount >> 3) }
                index += 8
            }
        }
        while index < buffer.count, !isFound(buffer[index]) { index += 1 }
        return index
    }
}
