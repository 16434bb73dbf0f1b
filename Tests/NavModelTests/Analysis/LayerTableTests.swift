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
}
