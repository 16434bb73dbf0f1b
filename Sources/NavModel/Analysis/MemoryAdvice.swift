/// How the explorer's largest arrays are made: with room the host may advise the kernel about
/// before anything is written to it (`Parallelism.adviseMemory`), so that it is backed by huge
/// pages. The model does no system calls of its own: the host hands the advice in.
///
/// An exploration of a million states (ex7) keeps some 90 MB in a handful of arrays (the state
/// table's keys, key ends and slots, the graph's nodes and edges) that are read at random: in
/// 4 KiB pages, touching them took about 20K page faults, and a lookup among the state table's
/// two million slots missed the translation cache as well as the data cache (perf, one
/// worker: the workers' first reads of a slot were 13% of the cycles).
struct MemoryAdvice: Sendable {
    /// Called with memory not yet written to, and its size in bytes; nil for none.
    let advise: (@Sendable (_ start: UnsafeMutableRawPointer, _ bytes: Int) -> Void)?

    /// No advice: arrays are made as any other.
    static let none = MemoryAdvice(advise: nil)

    /// The fewest bytes worth advising: a huge page is 2 MiB, and only whole ones, aligned,
    /// inside the memory can back it; from twice that on, one at least lies inside.
    static let threshold = 4 << 20

    /// An empty array with room for `capacity` elements, advised when large.
    func empty<Element>(capacity: Int) -> [Element] {
        guard advise != nil, capacity * MemoryLayout<Element>.stride >= MemoryAdvice.threshold else {
            var array: [Element] = []
            array.reserveCapacity(capacity)
            return array
        }
        return [Element](unsafeUninitializedCapacity: capacity) { buffer, count in
            advise(UnsafeMutableRawBufferPointer(buffer))
            count = 0
        }
    }

    /// An array of `count` zeros, advised before they are written when large.
    func zeros(_ count: Int) -> [UInt64] {
        guard advise != nil, count * MemoryLayout<UInt64>.stride >= MemoryAdvice.threshold else {
            return [UInt64](repeating: 0, count: count)
        }
        return [UInt64](unsafeUninitializedCapacity: count) { buffer, initialized in
            advise(UnsafeMutableRawBufferPointer(buffer))
            buffer.initialize(repeating: 0)
            initialized = count
        }
    }

    private func advise(_ memory: UnsafeMutableRawBufferPointer) {
        guard let advise, let start = memory.baseAddress else { return }
        advise(start, memory.count)
    }
}
