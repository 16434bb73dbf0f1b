// `madvise`, which needs Glibc, imported here as in FileSystem.swift.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The huge-page advice a search's largest arrays are made with (`Parallelism.adviseMemory`),
/// and a large file read (`FileSystem`).
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
}
