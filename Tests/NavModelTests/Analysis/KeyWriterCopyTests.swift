import Testing

@testable import NavModel

/// `KeyWriter.copy`: every length on both sides of each of its cases copies exactly the bytes
/// asked for, to any offset, and writes nothing past them.
@Suite struct KeyWriterCopyTests {
    @Test(arguments: Array(0...40))
    func copiesExactlyTheBytesAskedFor(count: Int) {
        let source = (0..<48).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        for (from, to) in [(0, 0), (1, 3), (5, 2), (7, 7)] {
            var target = [UInt8](repeating: 0xEE, count: 64)
            source.withUnsafeBufferPointer { source in
                target.withUnsafeMutableBufferPointer { target in
                    KeyWriter.copy(source.baseAddress! + from, count: count, to: target.baseAddress! + to)
                }
            }
            #expect(Array(target[to..<(to + count)]) == Array(source[from..<(from + count)]))
            #expect(target[..<to].allSatisfy { $0 == 0xEE })
            #expect(target[(to + count)...].allSatisfy { $0 == 0xEE })
        }
    }
}
