/// Reads the numbers of a `StateEncoder` key in order, from memory the caller keeps alive.
///
/// A plain cursor over the bytes rather than a closure over the key: decoding reads every byte
/// of a key before every move the explorer tries, and a call through a closure context per
/// number cost more than the number itself.
struct KeyReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var next: Int

    /// A reader of `bytes` from byte `position` on (a number's first byte).
    init(_ bytes: UnsafeBufferPointer<UInt8>, from position: Int = 0) {
        self.bytes = bytes
        next = position
    }

    /// Where the next number starts.
    var position: Int { next }

    /// Whether every byte has been read.
    var isAtEnd: Bool { next >= bytes.count }

    /// Reads a number (LEB128: seven bits a byte, the high bit set on all but the last).
    ///
    /// The position moves with wrapping arithmetic: it never passes the key's end, and the
    /// overflow checks of plain `+` were a good part of reading a number. Two-byte numbers
    /// (most layer numbers of a large search: 545,795 of 789,212 on ex6) are read without the
    /// loop, and shifts are masked (`&<<`): the loop's `<<` checked its shift against the
    /// width, about twenty instructions a two-byte number.
    @inline(__always)
    mutating func read() -> Int {
        let first = bytes[next]
        // Nearly every number is below 128, and most of the rest below 16,384.
        if first < 0x80 {
            next &+= 1
            return Int(first)
        }
        let second = bytes[next &+ 1]
        if second < 0x80 {
            next &+= 2
            return Int(first & 0x7F) | Int(second) &<< 7
        }
        var number = Int(first & 0x7F) | Int(second & 0x7F) &<< 7
        var shift = 14
        next &+= 2
        while true {
            let byte = bytes[next]
            next &+= 1
            number |= Int(byte & 0x7F) &<< shift
            if byte < 0x80 { return number }
            shift &+= 7
        }
    }

    /// Passes over the next `count` bytes.
    @inline(__always)
    mutating func skip(_ count: Int) { next &+= count }

    /// The byte at `position`, wherever the reader is.
    @inline(__always)
    func byte(at position: Int) -> UInt8 { bytes[position] }

    /// Reads the next `count` bytes as they are.
    mutating func take(_ count: Int) -> UnsafeBufferPointer<UInt8> {
        defer { next += count }
        return UnsafeBufferPointer(rebasing: bytes[next..<next + count])
    }
}
