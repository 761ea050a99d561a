public import LifecheckMemory

/// The explorer's store of visited states: 64-bit fingerprints in an open-addressing
/// table with linear probing by cache lines, grown at 3/4 full.
///
/// A fingerprint's home is a slot in a 64-byte line (eight slots); a search scans that
/// line from the home slot round to the slot before it, then the next lines in the same
/// order. Most searches end in their home line: one cache miss, which
/// ``Reader/prefetch(_:)`` can start early. (Starting at the home slot rather than the
/// line's first: on NavStack(9, 9), 3.7 → 2.0 slots read per insert.)
///
/// Eight bytes a slot, at most twice as many slots as states after a growth and
/// 4/3 as many just before one: 10.7 to 16 bytes per state. Zero marks an empty slot
/// (``StableHasher/finalize()`` never returns it). Fingerprint collisions make two
/// states one; with 64 bits and n states the chance is about k·n²/2⁶⁵, k the number of
/// words a fingerprint mixes after the first (each mix can merge two histories): about
/// 10⁻⁶ for NavStack's 3 million states.
@usableFromInline package struct FingerprintSet: ~Copyable {
    @usableFromInline var slots: UnsafeMutablePointer<UInt64>
    @usableFromInline var mask: Int
    @usableFromInline var stored = 0

    /// Fingerprints stored.
    public var count: Int { stored }

    /// An empty set with room for `capacity` fingerprints before it grows.
    public init(capacity: Int = 1 << 16) {
        var size = 16
        while size * 3 / 4 < capacity { size <<= 1 }
        slots = FingerprintSet.allocate(size)
        mask = size - 1
    }

    deinit { PageAllocation.free(slots, capacity: mask + 1) }

    /// `size` empty slots, aligned on cache lines (a mapping on huge pages when large).
    @usableFromInline
    static func allocate(_ size: Int) -> UnsafeMutablePointer<UInt64> {
        PageAllocation.zeroed(UInt64.self, count: size)
    }

    /// The slot where a search for `fingerprint` finds it or the empty slot where it belongs,
    /// and that slot's content.
    @inlinable @inline(__always)
    func search(_ fingerprint: UInt64) -> (index: Int, slot: UInt64) {
        var index = Int(truncatingIfNeeded: fingerprint) & mask, left = 8
        while true {
            let slot = slots[index]
            if slot == 0 || slot == fingerprint { return (index, slot) }
            left &-= 1
            if left == 0 {
                // Round the line: the next one, from the same place.
                left = 8
                index = (index &+ 8) & mask
            } else {
                index = (index & ~7) | ((index &+ 1) & 7)
            }
        }
    }

    /// Bytes the table occupies.
    public var bytes: Int { (mask + 1) * MemoryLayout<UInt64>.stride }

    /// Whether the next insert grows the table (moving it: a ``reader`` taken before is stale).
    @inlinable public var growsOnInsert: Bool { (stored &+ 1) &* 4 > (mask &+ 1) &* 3 }

    /// Inserts `fingerprint`; returns false if it was already there.
    @inlinable @inline(__always)
    public mutating func insert(_ fingerprint: UInt64) -> Bool {
        if growsOnInsert { grow() }
        let (index, slot) = search(fingerprint)
        guard slot == 0 else { return false }
        slots[index] = fingerprint
        stored &+= 1
        return true
    }

    /// A read-only view for ``Reader/prefetch(_:)``; valid until the table next grows.
    @inlinable public var reader: Reader { Reader(slots: slots, mask: mask) }

    /// What the explorer needs to start the cache miss of a later insert.
    public struct Reader: @unchecked Sendable {
        // Safety: it only prefetches, and only the merging thread, which also inserts, uses it.
        @usableFromInline let slots: UnsafePointer<UInt64>
        @usableFromInline let mask: Int

        @inlinable init(slots: UnsafeMutablePointer<UInt64>, mask: Int) {
            self.slots = UnsafePointer(slots)
            self.mask = mask
        }

        /// Starts loading the home line of `fingerprint` into the cache, without waiting for it.
        @inlinable @inline(__always)
        public func prefetch(_ fingerprint: UInt64) {
            lifecheck_prefetch(slots + (Int(truncatingIfNeeded: fingerprint) & mask & ~7))
        }
    }

    /// Every stored fingerprint, sorted.
    public func sorted() -> [UInt64] {
        var result: [UInt64] = []
        result.reserveCapacity(stored)
        for index in 0...mask where slots[index] != 0 { result.append(slots[index]) }
        return result.sorted()
    }

    /// Whether `fingerprint` is stored.
    public func contains(_ fingerprint: UInt64) -> Bool { search(fingerprint).slot != 0 }

    @usableFromInline
    mutating func grow() {
        let oldSlots = slots, oldSize = mask + 1
        let size = oldSize * 2
        slots = FingerprintSet.allocate(size)
        mask = size - 1
        for index in 0..<oldSize where oldSlots[index] != 0 { slots[search(oldSlots[index]).index] = oldSlots[index] }
        PageAllocation.free(oldSlots, capacity: oldSize)
    }
}
