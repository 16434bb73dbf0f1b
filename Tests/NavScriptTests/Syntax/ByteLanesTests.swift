import Testing

@testable import NavScript

/// `ByteLanes.equal(_:_:)` marks exactly the lanes holding the byte: every byte value in every
/// lane, among neighbours that match and that do not (a carry must not cross lanes).
@Suite struct ByteLanesTests {
    @Test(arguments: [UInt8(0x0A), 0x5F, 0x00, 0x80, 0xFF])
    func marksExactlyTheLanesHoldingTheByte(_ target: UInt8) {
        for value in 0...255 {
            for lane in 0..<8 {
                for neighbour in [target, target ^ 1, 0x00, 0xFF] {
                    var bytes = [UInt8](repeating: neighbour, count: 8)
                    bytes[lane] = UInt8(value)
                    let word = bytes.enumerated().reduce(UInt64(0)) {
                        $0 | UInt64($1.element) << (8 * $1.offset)
                    }
                    let expected = bytes.enumerated().reduce(UInt64(0)) {
                        $0 | ($1.element == target ? UInt64(0x80) << (8 * $1.offset) : 0)
                    }
                    #expect(ByteLanes.equal(word, target) == expected, "\(value) in lane \(lane)")
                }
            }
        }
    }
}
