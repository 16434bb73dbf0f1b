import Testing

@testable import NavModel

/// `LayerTable`'s reading of a layer key back from its end, as `nodeInfo(ofKey:)` reads the
/// top two layers' numbers: the same numbers as reading it in order, whatever their lengths.
@Suite struct LayerTableTests {
    /// Numbers of one to four bytes (LEB128), and the edges between lengths.
    static let numberLists: [[Int]] = [
        [0], [1, 127], [128, 5], [3, 16_383, 16_384], [70_000, 1, 2_097_152, 127, 128],
    ]

    @Test(arguments: numberLists)
    func numbersReadBackFromTheEndAreThoseWritten(numbers: [Int]) {
        // An environment of three numbers, some of several bytes, then the numbers.
        var key: [UInt8] = []
        for number in [300, 0, 129] + numbers { MoveMemo.put(number, to: &key) }
        key.withUnsafeBufferPointer { bytes in
            var end = bytes.count
            var read: [Int] = []
            for _ in numbers { read.append(LayerTable.number(before: &end, in: bytes)) }
            #expect(read == numbers.reversed())
            #expect(end == LayerTable.environmentEnd(bytes), "reading stops where the layers start")
        }
    }

    /// `numberCount(_:)` counts a key's bytes below 0x80 (the last bytes of its numbers), eight
    /// at a time and the rest from the last eight, as one by one would: keys of every length
    /// from empty to five words and a bit, at random, and of all-high and all-low bytes.
    @Test func numberCountCountsTheBytesBelow0x80() {
        var random = SplitMix64(seed: 7)
        for length in 0...43 {
            var keys: [[UInt8]] = [
                Array(repeating: 0x80, count: length), Array(repeating: 0x7F, count: length),
                Array(repeating: 0xFF, count: length), Array(repeating: 0, count: length),
            ]
            for _ in 0..<20 {
                keys.append((0..<length).map { _ in UInt8.random(in: 0...255, using: &random) })
            }
            for key in keys {
                let expected = key.filter { $0 < 0x80 }.count
                #expect(key.withUnsafeBufferPointer { LayerTable.numberCount($0) } == expected, "\(key)")
                // The same bytes at an offset in a larger buffer: nothing outside the key counts.
                let padded = [0, 1, 2] + key + [3, 4, 5, 6, 7, 8, 9, 10]
                let counted = padded.withUnsafeBufferPointer {
                    LayerTable.numberCount(UnsafeBufferPointer(rebasing: $0[3..<(3 + length)]))
                }
                #expect(counted == expected, "\(key) within other bytes")
            }
        }
    }
}
