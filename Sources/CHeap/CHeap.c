#include "CHeap.h"

#include <limits.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

int navsh_set_heap_top_pad(size_t bytes) {
#if defined(__GLIBC__)
    return bytes <= INT_MAX ? mallopt(M_TOP_PAD, (int)bytes) : 0;
#else
    (void)bytes;
    return 0;
#endif
}
