/// A map from byte strings to values that looks keys up straight from a buffer, without
/// building a `String` or an array: the trace parser meets the same few names millions of
/// times. Open addressing over a hash of 8-byte words (one multiply per 8 bytes, so the
/// parser computes it while it scans a field for its end); keys are kept in one byte array.
///
/// - Complexity: a lookup hashes the key once (O(length / 8)) and compares it with one
///   stored key in the common case.
struct ByteTable<Value>: Sendable where Value: Sendable {
    private struct Entry: Sendable {
        var hash: UInt64
        var offset: Int
        var length: Int
    }

    /// Every key, one after another, then 8 zero bytes so keys can be read a word at a time.
    private var bytes: [UInt8] = [UInt8](repeating: 0, count: 8)
    private var entries: [Entry] = []
    private var values: [Value] = []
    /// Entry index + 1, or 0 for an empty slot; a power of two at most half full.
    private var slots: [UInt32] = [UInt32](repeating: 0, count: 64)

    /// The number of keys.
    var count: Int { values.count }

    // MARK: - Lookups

    /// The value for `key`, if present (never for an empty key: fields are never empty).
    func value(for key: UnsafeBufferPointer<UInt8>) -> Value? {
        guard let base = key.baseAddress, !key.isEmpty else { return nil }
        let hash = WordHash.hash(key)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        return bytes.withUnsafeBufferPointer { stored in
            while true {
                let index = Int(slots[slot])
                if index == 0 { return nil }
                let entry = entries[index - 1]
                if entry.hash == hash, entry.length == key.count,
                   (0..<key.count).allSatisfy({ stored[entry.offset + $0] == base[$0] }) {
                    return values[index - 1]
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The value for the `count` bytes at `start`, whose hash (``WordHash/hash(_:)``) is `hash`. The
    /// 8 bytes after the key must be readable: keys are compared a word at a time.
    @inline(__always)
    func value(at start: UnsafePointer<UInt8>, count: Int, hash: UInt64) -> Value? {
        let mask = slots.count &- 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        return bytes.withUnsafeBufferPointer { stored -> Value? in
            while true {
                let index = Int(slots[slot])
                if index == 0 { return nil }
                let entry = entries[index &- 1]
                if entry.hash == hash, entry.length == count,
                   ByteTable.wordsEqual(stored.baseAddress! + entry.offset, start, count) {
                    return values[index &- 1]
                }
                slot = (slot &+ 1) & mask
            }
        }
    }

    /// Whether `count` bytes at `a` and `b` are equal, compared 8 at a time (both readable 8 bytes past `count`).
    @inline(__always)
    private static func wordsEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var offset = 0
        while offset &+ 8 <= count {
            if UnsafeRawPointer(a + offset).loadUnaligned(as: UInt64.self) != UnsafeRawPointer(b + offset).loadUnaligned(as: UInt64.self) {
                return false
            }
            offset &+= 8
        }
        let rest = count &- offset
        guard rest > 0 else { return true }
        let keep: UInt64 = (1 << UInt64(rest &* 8)) &- 1
        let left = UInt64(littleEndian: UnsafeRawPointer(a + offset).loadUnaligned(as: UInt64.self))
        let right = UInt64(littleEndian: UnsafeRawPointer(b + offset).loadUnaligned(as: UInt64.self))
        return (left ^ right) & keep == 0
    }

    // MARK: - Inserting

    /// Stores `value` for `key` (which must not be present yet).
    mutating func insert(_ value: Value, for key: UnsafeBufferPointer<UInt8>) {
        let hash = WordHash.hash(key)
        bytes.removeLast(8)
        entries.append(Entry(hash: hash, offset: bytes.count, length: key.count))
        bytes.append(contentsOf: key)
        bytes.append(contentsOf: repeatElement(0, count: 8))
        values.append(value)
        if values.count * 2 > slots.count {
            slots = [UInt32](repeating: 0, count: slots.count * 2)
            for index in entries.indices { place(index) }
        } else {
            place(entries.count - 1)
        }
    }

    private mutating func place(_ index: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: entries[index].hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = UInt32(index + 1)
    }
}
