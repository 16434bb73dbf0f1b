// The one setting of glibc's allocator navsh changes, which Swift's Glibc module leaves out
// (it does not include <malloc.h>): how much room the allocator keeps free at the heap's top
// when it grows it. The executable grows the heap ahead of a large script's model and backs
// that room with huge pages (Sources/navsh/Batch/HugePages.swift).
#ifndef CHEAP_H
#define CHEAP_H

#include <stddef.h>

/// Asks the allocator to keep `bytes` free at the top of the heap whenever it grows it
/// (`mallopt(M_TOP_PAD, …)`); nonzero when it accepted. Zero, and nothing done, where the C
/// library is not glibc.
int navsh_set_heap_top_pad(size_t bytes);

#endif
