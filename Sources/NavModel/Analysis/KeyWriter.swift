/// Writes the numbers of a `StateEncoder` key into room the caller provides, and notes when
/// they do not fit rather than growing it: the encoder then makes more room and writes again.
struct KeyWriter {
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    private var next = 0
    private var overflowed = false

    init(_ bytes: UnsafeMutableBufferPointer<UInt8>) { self.bytes = bytes }

    /// The bytes written, or nil when they did not fit.
    var length: Int? { overflowed ? nil : next }

    /// The most bytes a number takes: 64 bits, seven a byte.
    private static let widestNumber = 10

    /// Writes a number that is never negative (counts, indices, codes) in LEB128: seven bits a
    /// byte, the high bit set on all but the last.
    ///
    /// Positions use wrapping arithmetic: they stay below `bytes.count`, which the guard checks,
    /// and the overflow checks of plain `+` were a third of a number's instructions.
    @inline(__always)
    mutating func put(_ number: Int) {
        guard next &+ KeyWriter.widestNumber <= bytes.count else {
            overflowed = true
            return
        }
        var rest = UInt(bitPattern: number)
        // Nearly every number is below 128.
        while rest >= 0x80 {
            bytes[next] = UInt8(truncatingIfNeeded: rest) | 0x80
            next &+= 1
            rest >>= 7
        }
        bytes[next] = UInt8(truncatingIfNeeded: rest)
        next &+= 1
    }

    /// Writes bytes as they are.
    mutating func put(contentsOf source: String.UTF8View) {
        guard next + source.count <= bytes.count else {
            overflowed = true
            return
        }
        for byte in source {
            bytes[next] = byte
            next += 1
        }
    }
}
