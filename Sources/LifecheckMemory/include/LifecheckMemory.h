#ifndef LIFECHECK_MEMORY_H
#define LIFECHECK_MEMORY_H

#include <stddef.h>

/// Asks the processor to start loading the cache line at `address`, to be written.
/// A hint: it never faults and blocks nothing, unlike a plain load, which Swift has no
/// other way to issue ahead of need.
static inline __attribute__((always_inline)) void lifecheck_prefetch(const void *address) {
    __builtin_prefetch(address, 1, 3);
}

/// Grows the anonymous mapping at `address` from `old_size` to `new_size` bytes, moving
/// its pages rather than copying them (Linux `mremap`); NULL where that is not possible
/// (another system, or the call failed), and the mapping is then unchanged.
void *lifecheck_remap(void *address, size_t old_size, size_t new_size);

#endif
