// The prefetch hint is a static inline function in include/LifecheckPrefetch.h.
