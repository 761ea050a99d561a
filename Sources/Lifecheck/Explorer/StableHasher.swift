/// A 64-bit hash that is the same in every process and on every machine, for state
/// fingerprints: the explorer's store, shards and replays depend on it.
///
/// (Swift's `Hasher`
/// is seeded per process on purpose, so it can't be used for this.)
///
/// Each word is mixed in with wyhash's multiply-and-fold (the 128-bit product of the
/// state and a constant, its halves xored): one multiply a word, so a fingerprint of a few
/// words is a short chain. Feed it the state's fields.
public struct StableHasher: Sendable {
    @usableFromInline var state: UInt64

    /// A hasher with a fixed seed.
    public init(seed: UInt64 = 0x9E37_79B9_7F4A_7C15) { state = seed }

    /// Mixes in one word.
    @inlinable @inline(__always)
    public mutating func combine(_ value: UInt64) {
        let product = (state ^ value).multipliedFullWidth(by: 0xA076_1D64_78BD_642F)
        state = product.high ^ product.low
    }

    /// Mixes in an integer.
    @inlinable
    public mutating func combine<T: FixedWidthInteger>(_ value: T) {
        combine(UInt64(truncatingIfNeeded: value))
    }

    /// Mixes in raw bytes: four independent lanes of 8-byte words (so the multiplies
    /// overlap instead of waiting on each other), folded into the state at the end.
    @inlinable
    public mutating func combine(bytes: UnsafeRawBufferPointer) {
        var lane0: UInt64 = 0x243F_6A88_85A3_08D3, lane1: UInt64 = 0x1319_8A2E_0370_7344
        var lane2: UInt64 = 0xA409_3822_299F_31D0, lane3: UInt64 = 0x082E_FA98_EC4E_6C89
        var offset = 0
        let count = bytes.count
        while offset + 32 <= count {
            lane0 = (lane0 ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
            lane1 = (lane1 ^ bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)) &* 0xC2B2_AE3D_27D4_EB4F
            lane2 = (lane2 ^ bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)) &* 0x1656_67B1_9E37_79F9
            lane3 = (lane3 ^ bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)) &* 0x85EB_CA77_C2B2_AE63
            lane0 ^= lane0 >> 29; lane1 ^= lane1 >> 29; lane2 ^= lane2 >> 29; lane3 ^= lane3 >> 29
            offset += 32
        }
        while offset + 8 <= count {
            lane0 = (lane0 ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
            lane0 ^= lane0 >> 29
            offset += 8
        }
        var tail: UInt64 = 0
        while offset < count {
            tail = tail << 8 | UInt64(bytes[offset])
            offset += 1
        }
        combine(lane0)
        combine(lane1)
        combine(lane2)
        combine(lane3 ^ tail)
        combine(UInt64(count))
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
