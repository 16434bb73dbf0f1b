import Testing

@testable import NavModel

/// `StateTable.hash` reads a key's last bytes four at a time when it can; the hash must stay the
/// one its definition gives: eight bytes at a time, then the rest byte by byte, first in the
/// lowest.
@Suite struct StateTableHashTests {
    /// The hash as defined, every byte of the tail read on its own.
    private static func reference(_ key: [UInt8]) -> UInt32 {
        var hash = UInt64(key.count) &* 0x9E37_79B9_7F4A_7C15
        var offset = 0
        while offset + 8 <= key.count {
            var word: UInt64 = 0
            for index in 0..<8 { word |= UInt64(key[offset + index]) << (8 * index) }
            hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
            offset += 8
        }
        var tail: UInt64 = 0
        for index in offset..<key.count { tail |= UInt64(key[index]) << (8 * (index - offset)) }
        hash = (hash ^ tail) &* 0x9E37_79B9_7F4A_7C15
        hash ^= hash >> 33
        hash &*= 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        hash &*= 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 33
        return UInt32(truncatingIfNeeded: hash)
    }

    @Test func everyLengthHashesAsDefined() {
        for length in 0...41 {
            // Bytes of every value, the high bit set on some, differing from key to key.
            let key = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ length &* 101 &+ 0x5A) }
            #expect(StateTable.hash(key[...]) == Self.reference(key), "length \(length)")
            // From a slice that does not start at its array's first byte, whose words are not
            // aligned.
            let padded = [0xFF] + key
            #expect(StateTable.hash(padded[1...]) == Self.reference(key), "length \(length), offset 1")
        }
    }
}
