// `madvise`, `sbrk` and `malloc`, which need Glibc, imported here as in FileSystem.swift; the
// allocator's setting, which Glibc leaves out, from CHeap.
import CHeap

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The huge-page advice a search's largest arrays are made with (`Parallelism.adviseMemory`),
/// a large file read (`FileSystem`), and the heap a large script's model is built in.
enum HugePages {
    /// Asks the kernel to back the fresh memory `count` bytes at `base` with huge pages where
    /// it can, before it is written. The explorer's state table, keys and graph, some 90 MB on
    /// ex7, filled in 4 KiB pages, took about 20K page faults, and a lookup in the state table
    /// (two million slots) missed the translation cache as well as the data cache. Read into
    /// 4 KiB pages, the 13.7 MB script of 1M commands took 3,581 page faults and 12 ms of
    /// system time as the kernel copied it in; advised, 518 and 4 ms (perf stat, 6 runs each).
    ///
    /// Only the whole 2 MiB extents inside the memory are advised, the only ones a huge page
    /// can back: their bounds are aligned to any base page size (4, 16 or 64 KiB), as
    /// `madvise` requires, where rounding to 4 KiB failed on larger pages. From twice a huge
    /// page on, at least one whole extent lies inside, however the memory is aligned. A kernel
    /// that does not back advised memory with huge pages ignores the advice.
    static func advise(_ base: UnsafeMutableRawPointer, count: Int) {
        #if os(Linux)
            let hugePage = 2 << 20
            guard count >= 2 * hugePage else { return }
            let start = (Int(bitPattern: base) + hugePage - 1) & ~(hugePage - 1)
            let end = (Int(bitPattern: base) + count) & ~(hugePage - 1)
            guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
            _ = madvise(aligned, end - start, MADV_HUGEPAGE)
        #endif
    }

    /// The script size from which `adviseHeap()` is worth its cost: a model of a few hundred
    /// views. A small script never touches the heap's huge pages it would make (each first
    /// write to one clears 2 MiB).
    static let heapThreshold = 256 << 10

    /// How far ahead of what it holds the heap is extended, and advised: room for the
    /// declarations of a 10,000-view model (about 11 MB) and more.
    static let heapReserve = 32 << 20

    /// Backs the process's heap with huge pages for the next `heapReserve` bytes: a model is
    /// made of many small objects (ten or so a view), and the heap grew 132 KiB at a time into
    /// 4 KiB pages, a page fault each (about 3.5 µs on this machine): declaring a 10,000-view
    /// model took 3,240 faults and 12 ms of system time of its 44 ms; advised, 940 faults and
    /// 4 ms of 36 (medians of 21 alternating runs), much as `GLIBC_TUNABLES=glibc.malloc.hugetlb=1`
    /// does for the whole process.
    ///
    /// The allocator is told to keep `heapReserve` bytes free at the heap's top whenever it
    /// grows it, made to grow it once now, and the whole 2 MiB extents of that room are
    /// advised (`advise(_:count:)`). Growth past the room is in 4 KiB pages again. Memory is
    /// only counted as it is written, so the room costs nothing unused.
    static func adviseHeap() {
        #if os(Linux)
            guard navsh_set_heap_top_pad(heapReserve) != 0 else { return }
            let before = sbrk(0)
            // Allocations smaller than the allocator's mmap threshold come from the heap; the
            // first that the free room at its top cannot hold grows it, by the reserve.
            var probes: [UnsafeMutableRawPointer] = []
            while sbrk(0) == before, probes.count < 64, let probe = malloc(64 << 10) {
                probes.append(probe)
            }
            let after = sbrk(0)
            for probe in probes { free(probe) }
            guard let start = before, let end = after, end > start else { return }
            advise(start, count: end - start)
        #endif
    }
}
