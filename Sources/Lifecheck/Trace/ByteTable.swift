/// A map from byte strings to values that looks keys up straight from a buffer, without
/// building a `String` or an array: the trace parser meets the same few names millions of
/// times. Open addressing over FNV-1a hashes; keys are kept in one byte array.
struct ByteTable<Value>: Sendable where Value: Sendable {
    private var bytes: [UInt8] = []
    private var starts: [Int] = []
    private var lengths: [Int] = []
    private var values: [Value] = []
    private var slots: [Int32] = [Int32](repeating: -1, count: 64)

    /// The number of keys.
    var count: Int { values.count }

    private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in key { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    private func equals(_ index: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard lengths[index] == key.count else { return false }
        return bytes.withUnsafeBufferPointer { stored in
            let start = starts[index]
            var offset = 0
            while offset < key.count {
                if stored[start + offset] != key[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    /// The value for `key`, if present.
    func value(for key: UnsafeBufferPointer<UInt8>) -> Value? {
        let mask = slots.count - 1
        var slot = ByteTable.hash(key) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { return nil }
            if equals(index, key) { return values[index] }
            slot = (slot + 1) & mask
        }
    }

    /// Stores `value` for `key` (which must not be present yet).
    mutating func insert(_ value: Value, for key: UnsafeBufferPointer<UInt8>) {
        starts.append(bytes.count)
        lengths.append(key.count)
        bytes.append(contentsOf: key)
        values.append(value)
        if values.count * 2 > slots.count {
            rebuild()
        } else {
            place(values.count - 1, hash: ByteTable.hash(key))
        }
    }

    private mutating func place(_ index: Int, hash: Int) {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(index)
    }

    private mutating func rebuild() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for index in values.indices {
            let hash = bytes.withUnsafeBufferPointer { ByteTable.hash(UnsafeBufferPointer(rebasing: $0[starts[index]..<starts[index] + lengths[index]])) }
            place(index, hash: hash)
        }
    }
}
