// A hint to the processor to fetch a cache line ahead of its use, which Swift's standard
// library does not offer.
//
// The explorer's workers look up every successor's key in a table of millions of slots, and the
// first slot of each lookup missed the cache (perf, ex7 on two workers: 61.8% of the workers'
// expansion at that one load). A load whose value is kept holds the processor's retirement
// until its line arrives; a prefetch does not, so issued when a successor's hash is first known,
// its miss overlaps the work on the moves that follow. A hint only: no I/O, nothing written, and
// a wrong or stale address costs a wasted fetch, never a fault.
#ifndef CPREFETCH_H
#define CPREFETCH_H

/// Asks for the cache line holding `address` to be read into every level of the cache.
static inline __attribute__((always_inline)) void navsh_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
