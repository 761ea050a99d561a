/// A 64-bit hash that is the same in every process and on every machine, for state
/// fingerprints: the explorer's store, shards and replays depend on it. (Swift's `Hasher`
/// is seeded per process on purpose, so it can't be used for this.)
///
/// It mixes 64-bit words with the wyhash/murmur finalizer; feed it the state's fields.
public struct StableHasher: Sendable {
    @usableFromInline var state: UInt64

    /// A hasher with a fixed seed.
    public init(seed: UInt64 = 0x9E37_79B9_7F4A_7C15) { state = seed }

    /// Mixes in one word.
    @inlinable
    public mutating func combine(_ value: UInt64) {
        state = StableHasher.mix(state ^ value &* 0xBF58_476D_1CE4_E5B9)
    }

    /// Mixes in an integer.
    @inlinable
    public mutating func combine<T: FixedWidthInteger>(_ value: T) {
        combine(UInt64(truncatingIfNeeded: value))
    }

    /// Mixes in raw bytes, eight at a time.
    public mutating func combine(bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset + 8 <= bytes.count {
            combine(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var tail: UInt64 = 0
        for index in offset..<bytes.count { tail |= UInt64(bytes[index]) << (8 * UInt64(index - offset)) }
        combine(tail ^ UInt64(bytes.count) << 56)
    }

    /// The fingerprint; never zero (the explorer's store uses zero for an empty slot).
    @inlinable
    public func finalize() -> UInt64 {
        let value = StableHasher.mix(state)
        return value == 0 ? 1 : value
    }

    @inlinable @inline(__always)
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
