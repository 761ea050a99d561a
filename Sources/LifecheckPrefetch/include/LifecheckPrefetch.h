#ifndef LIFECHECK_PREFETCH_H
#define LIFECHECK_PREFETCH_H

/// Asks the processor to start loading the cache line at `address` for a later read.
/// A hint: it never faults and blocks nothing, unlike a plain load, which Swift has no
/// other way to issue ahead of need.
static inline __attribute__((always_inline)) void lifecheck_prefetch(const void *address) {
    __builtin_prefetch(address, 1, 3);
}

#endif
