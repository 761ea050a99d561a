// mremap is a GNU extension, and variadic, so Swift can't call it directly.
#if defined(__linux__)
#define _GNU_SOURCE
#include <sys/mman.h>
#endif
#include "LifecheckMemory.h"

void *lifecheck_remap(void *address, size_t old_size, size_t new_size) {
#if defined(__linux__)
    void *moved = mremap(address, old_size, new_size, MREMAP_MAYMOVE);
    return moved == MAP_FAILED ? NULL : moved;
#else
    (void)address; (void)old_size; (void)new_size;
    return NULL;
#endif
}
