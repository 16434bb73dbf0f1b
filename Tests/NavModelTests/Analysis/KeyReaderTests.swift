import Testing

@testable import NavModel

/// A key's numbers read back as they were written, whatever their width: the reader takes one-
/// and two-byte numbers by shortcuts and longer ones by its loop.
@Suite struct KeyReaderTests {
    /// Numbers at the edges of each width, one to nine bytes, written one after another.
    private static let numbers: [Int] = {
        var numbers = [0, 1, 0x7F, 0x80, 0x81, 0x3FFF, 0x4000, 0x1F_FFFF, 0x20_0000, 300, 40_000]
        for bits in stride(from: 21, through: 56, by: 7) {
            numbers += [(1 << bits) - 1, 1 << bits, (1 << bits) + 0x5A5A]
        }
        return numbers + [Int.max]
    }()

    @Test func everyWidthReadsBackInOrder() {
        var bytes: [UInt8] = []
        for number in Self.numbers { MoveMemo.put(number, to: &bytes) }
        bytes.withUnsafeBufferPointer { bytes in
            var reader = KeyReader(bytes)
            var read: [Int] = []
            var positions: [Int] = []
            while !reader.isAtEnd {
                read.append(reader.read())
                positions.append(reader.position)
            }
            #expect(read == Self.numbers)
            // Each number ends where its own bytes do.
            var expected: [Int] = []
            var written: [UInt8] = []
            for number in Self.numbers {
                MoveMemo.put(number, to: &written)
                expected.append(written.count)
            }
            #expect(positions == expected)
        }
    }

    @Test func aKeyWriterWritesWhatTheReaderReads() {
        var buffer = [UInt8](repeating: 0, count: Self.numbers.count * KeyWriter.widestNumber)
        let length = buffer.withUnsafeMutableBufferPointer { buffer in
            var writer = KeyWriter(buffer)
            let fits = writer.makeRoom(forNumbers: Self.numbers.count)
            #expect(fits)
            for number in Self.numbers { writer.put(number) }
            return writer.length ?? 0
        }
        buffer.withUnsafeBufferPointer { bytes in
            var reader = KeyReader(UnsafeBufferPointer(rebasing: bytes[..<length]))
            for number in Self.numbers { #expect(reader.read() == number) }
            #expect(reader.isAtEnd)
        }
    }
}
