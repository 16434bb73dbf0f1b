import Testing

@testable import NavModel

extension LayerTransferCache {
    /// What `writeKnown` gives over `numbers` from layer `first`, written after three bytes it
    /// must leave alone: where it stopped, the bytes it wrote, and whether the last layer it
    /// answered became a popover. The tests of the cache's runs compare it with their own
    /// reading of the answers, layer by layer.
    static func run(
        _ cache: LayerTransferCache, numbers: [Int], presenters: [Int], from first: Int = 0,
        belowIsPopover: Bool = false, classes: Int, major: Int, minor: Int
    ) -> (stop: Int, bytes: [UInt8], belowIsPopover: Bool) {
        var out = [UInt8](repeating: 0xEE, count: 3 + KeyWriter.widestNumber * max(1, numbers.count))
        var (position, below) = (3, belowIsPopover)
        let stop = numbers.withUnsafeBufferPointer { numbers in
            presenters.withUnsafeBufferPointer { presenters in
                out.withUnsafeMutableBufferPointer { out in
                    cache.writeKnown(
                        numbers: numbers, presenters: presenters, from: first, classes: classes, major: major,
                        minor: minor, belowIsPopover: &below, to: out.baseAddress!, at: &position)
                }
            }
        }
        #expect(out[..<3].allSatisfy { $0 == 0xEE }, "written before its position")
        return (stop, Array(out[3..<position]), below)
    }
}
