/// Hashes of names that agree with `String`'s `==`, for `NameTable` and the explorer's
/// numbering of actions: FNV-1a over a name's bytes, about a tenth of `Hasher`'s SipHash.
///
/// `==` compares strings by canonical equivalence, so two equal names need not be the same
/// bytes (`Caf\u{E9}` and `Cafe\u{301}`), and a byte hash alone would tell them apart: a
/// view declared one way and named the other would not be found. A string is canonically
/// equivalent to an ASCII string only when its canonical decomposition is all ASCII, that is
/// when every scalar is ASCII or one of the three whose decomposition is a single ASCII
/// character (U+037E GREEK QUESTION MARK is `;`, U+1FEF GREEK VARIA is `` ` ``, U+212A KELVIN
/// SIGN is `K`; Unicode's stability policy keeps that list closed). Those names are hashed
/// over their ASCII equivalent; every other name, which no ASCII name equals, by `Hasher`,
/// which hashes canonically equivalent strings alike.
enum NameHash {
    /// A seed drawn once a process from `Hasher`'s, so that hashes change from run to run as a
    /// dictionary's do (and not under `SWIFT_DETERMINISTIC_HASHING`).
    static let seed: UInt64 = {
        var hasher = Hasher()
        hasher.combine(0x6E61_7673_6800 as UInt64)
        return UInt64(truncatingIfNeeded: hasher.finalize())
    }()

    /// The hash of `name` from `seed`: equal names (by `==`) hash alike.
    @inline(__always)
    static func hash(_ name: String, seed: UInt64) -> UInt64 {
        // Through a buffer: iterating `name.utf8` cost about 25 instructions a byte. The bytes'
        // union tells an ASCII name after the loop, rather than a test of each byte in it.
        var name = name
        let ascii = name.withUTF8 { bytes -> UInt64? in
            var hash = seed
            var union: UInt8 = 0
            for byte in bytes {
                union |= byte
                hash = (hash ^ UInt64(byte)) &* prime
            }
            return union < 0x80 ? hash : nil
        }
        return ascii ?? nonASCIIHash(name, seed: seed)
    }

    /// The FNV-1a prime.
    private static let prime: UInt64 = 0x100_0000_01B3

    /// `hash(_:seed:)` of a name with a byte outside ASCII: over its ASCII equivalent when it
    /// has one, else through `Hasher`. Apart, since such names are rare.
    @inline(never)
    private static func nonASCIIHash(_ name: String, seed: UInt64) -> UInt64 {
        var hash = seed
        for scalar in name.unicodeScalars {
            let byte: UInt8
            switch scalar.value {
            case 0..<0x80: byte = UInt8(truncatingIfNeeded: scalar.value)
            case 0x037E: byte = UInt8(ascii: ";")
            case 0x1FEF: byte = UInt8(ascii: "`")
            case 0x212A: byte = UInt8(ascii: "K")
            default:
                var hasher = Hasher()
                hasher.combine(seed)
                hasher.combine(name)
                return UInt64(truncatingIfNeeded: hasher.finalize())
            }
            hash = (hash ^ UInt64(byte)) &* prime
        }
        return hash
    }
}
