/// An open-addressing map from 64-bit keys to 64-bit values, for the explorer's memo of
/// callback effects.
///
/// Zero keys are not allowed (zero marks an empty slot).
@usableFromInline package struct MemoTable {
    @usableFromInline var keys: [UInt64]
    @usableFromInline var values: [UInt64]
    @usableFromInline var count = 0

    /// An empty table.
    public init() {
        keys = [UInt64](repeating: 0, count: 1024)
        values = [UInt64](repeating: 0, count: 1024)
    }

    /// The value stored for `key`, if any.
    @inlinable
    public func value(for key: UInt64) -> UInt64? {
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: StableHasher.mix(key)) & mask
        while true {
            let stored = keys[slot]
            if stored == key { return values[slot] }
            if stored == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// Stores `value` for `key`.
    @inlinable
    public mutating func set(_ value: UInt64, for key: UInt64) {
        if (count + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: StableHasher.mix(key)) & mask
        while keys[slot] != 0, keys[slot] != key { slot = (slot + 1) & mask }
        if keys[slot] == 0 { count += 1 }
        keys[slot] = key
        values[slot] = value
    }

    @usableFromInline
    mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = [UInt64](repeating: 0, count: oldKeys.count * 2)
        values = [UInt64](repeating: 0, count: oldKeys.count * 2)
        count = 0
        for index in oldKeys.indices where oldKeys[index] != 0 { set(oldValues[index], for: oldKeys[index]) }
    }
}
