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
    static let widestNumber = 10

    /// Whether `count` numbers fit after those written: the caller writes them only if so.
    /// When they do not, the key is noted as not fitting (the encoder writes it again into
    /// more room) and the caller skips them.
    ///
    /// Asked once for a frame's numbers rather than once a number: a check per number was a
    /// third of writing one. Positions use wrapping arithmetic: they stay below `bytes.count`.
    @inline(__always)
    mutating func makeRoom(forNumbers count: Int) -> Bool {
        guard next &+ count &* KeyWriter.widestNumber <= bytes.count else {
            overflowed = true
            return false
        }
        return true
    }

    /// Writes a number that is never negative (counts, indices, codes) in LEB128: seven bits a
    /// byte, the high bit set on all but the last. Room for it was made (`makeRoom`).
    @inline(__always)
    mutating func put(_ number: Int) {
        guard let base = bytes.baseAddress else { return }
        next = KeyWriter.put(UInt64(UInt(bitPattern: number)), at: next, in: base)
    }

    /// Writes `number` in LEB128 (see `put(_:)`) at `position` in `out`, which has room for it,
    /// and returns where it ends. A number below 128 (nearly every number an encoder writes)
    /// or below 16,384 (most layers' numbers in a layer key: 60% of them on ex6) is written
    /// without the loop.
    @inline(__always)
    static func put(_ number: UInt64, at position: Int, in out: UnsafeMutablePointer<UInt8>) -> Int {
        if number < 0x80 {
            out[position] = UInt8(truncatingIfNeeded: number)
            return position &+ 1
        }
        if number < 0x4000 {
            out[position] = UInt8(truncatingIfNeeded: number) | 0x80
            out[position &+ 1] = UInt8(truncatingIfNeeded: number >> 7)
            return position &+ 2
        }
        var (rest, at) = (number, position)
        while rest >= 0x80 {
            out[at] = UInt8(truncatingIfNeeded: rest) | 0x80
            at &+= 1
            rest >>= 7
        }
        out[at] = UInt8(truncatingIfNeeded: rest)
        return at &+ 1
    }

    /// Writes bytes as they are.
    mutating func put(contentsOf source: UnsafeBufferPointer<UInt8>) {
        guard next + source.count <= bytes.count else {
            overflowed = true
            return
        }
        guard let base = bytes.baseAddress, let start = source.baseAddress else { return }
        (base + next).update(from: start, count: source.count)
        next += source.count
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

    /// Copies `count` bytes from `source` to `target`, which do not overlap.
    ///
    /// The explorer copies a few bytes at a time (a context's environment and number, a
    /// successor key's head and tail): through `update(from:count:)`, each was a call to
    /// `memcpy`, about 28 instructions for a copy of a dozen bytes, where up to 16 bytes take
    /// two loads and two stores of a word that may overlap (two bytes' stores, for fewer).
    @inline(__always)
    static func copy(_ source: UnsafePointer<UInt8>, count: Int, to target: UnsafeMutablePointer<UInt8>) {
        let (from, to) = (UnsafeRawPointer(source), UnsafeMutableRawPointer(target))
        switch count {
        case 0:
            return
        case 1...3:
            to.storeBytes(of: from.load(as: UInt8.self), as: UInt8.self)
            to.storeBytes(
                of: from.load(fromByteOffset: count >> 1, as: UInt8.self), toByteOffset: count >> 1,
                as: UInt8.self)
            to.storeBytes(
                of: from.load(fromByteOffset: count &- 1, as: UInt8.self), toByteOffset: count &- 1,
                as: UInt8.self)
        case 4...7:
            let (first, last) = (
                from.loadUnaligned(as: UInt32.self),
                from.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
            )
            to.storeBytes(of: first, as: UInt32.self)
            to.storeBytes(of: last, toByteOffset: count &- 4, as: UInt32.self)
        case 8...16:
            let (first, last) = (
                from.loadUnaligned(as: UInt64.self),
                from.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            )
            to.storeBytes(of: first, as: UInt64.self)
            to.storeBytes(of: last, toByteOffset: count &- 8, as: UInt64.self)
        default:
            target.update(from: source, count: count)
        }
    }

    /// Writes `number` (never negative) as `put(_:)` does into `buffer` at `position`, lengthened
    /// when it may not fit, and returns where it ends: for a key kept in an array whose length
    /// is kept apart, where appending checked uniqueness and capacity byte by byte.
    static func put(_ number: Int, at position: Int, into buffer: inout [UInt8]) -> Int {
        let needed = position + widestNumber
        if buffer.count < needed {
            buffer.append(contentsOf: repeatElement(0, count: max(needed, 2 * buffer.count) - buffer.count))
        }
        return buffer.withUnsafeMutableBufferPointer { target in
            var writer = KeyWriter(UnsafeMutableBufferPointer(rebasing: target[position...]))
            writer.put(number)
            return position + writer.next
        }
    }
}
