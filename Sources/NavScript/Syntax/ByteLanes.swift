/// Eight bytes of text read as one little-endian word, for the scans that test a word at a
/// time (`SourceFile`'s line starts, `Lexer.asciiIdentifierEnd`): a test marks each byte it
/// finds with that byte's high bit, and sets no other bit.
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
}
