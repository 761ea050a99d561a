/// A map from byte strings to 32-bit values that looks keys up straight from a buffer,
/// without building a `String` or an array: the trace parser meets the same few names
/// millions of times.
///
/// Open addressing over ``WordHash`` (which the parser computes while it scans a field for
/// its end). Each slot holds the top 32 bits of its key's hash and where the key's record
/// is; a record is the key's length, its value and its bytes, together in one array, so
/// a hit touches one slot and one record, and a miss usually only slots.
///
/// - Complexity: a lookup hashes the key once (O(length / 8)) and compares it with one
///   stored key in the common case.
struct ByteTable: Sendable {
    /// Records: length (4 bytes), value (4 bytes), the key, zero padding to 8 bytes; then 8
    /// zero bytes so the last key can be read a word at a time.
    private var records: [UInt8] = [UInt8](repeating: 0, count: 8)
    /// Hash tag << 32 | record offset + 1, or 0 for an empty slot; a power of two at most half full.
    private var slots: [UInt64] = [UInt64](repeating: 0, count: 64)
    /// The number of keys.
    private(set) var count = 0

    /// Zero bytes to pad records with.
    private static let zeros = [UInt8](repeating: 0, count: 16)

    @inline(__always) private static func tag(_ hash: UInt64) -> UInt64 { hash >> 32 }

    /// The value for `key`, if present (never for an empty key: fields are never empty).
    /// (`hash` is the key's ``WordHash/hash(_:)``, if the caller has it.)
    func value(for key: UnsafeBufferPointer<UInt8>, hash: UInt64? = nil) -> UInt32? {
        guard let base = key.baseAddress, !key.isEmpty else { return nil }
        let hash = hash ?? WordHash.hash(key)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        return records.withUnsafeBufferPointer { stored in
            while true {
                let entry = slots[slot]
                if entry == 0 { return nil }
                if entry >> 32 == ByteTable.tag(hash) {
                    let offset = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                    let length = Int(UnsafeRawPointer(stored.baseAddress! + offset).loadUnaligned(as: UInt32.self))
                    if length == key.count, ByteWords.equal(stored.baseAddress! + offset + 8, unpadded: base, count: length) {
                        return UnsafeRawPointer(stored.baseAddress! + offset + 4).loadUnaligned(as: UInt32.self)
                    }
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The value for the `count` bytes at `start`, whose hash (``WordHash/hash(_:)``) is `hash`.
    /// The 8 bytes after the key must be readable: keys are compared a word at a time.
    @inline(__always)
    func value(at start: UnsafePointer<UInt8>, count: Int, hash: UInt64) -> UInt32? {
        let mask = slots.count &- 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        let tag = ByteTable.tag(hash)
        return records.withUnsafeBufferPointer { stored -> UInt32? in
            let base = stored.baseAddress!
            return slots.withUnsafeBufferPointer { slots -> UInt32? in
                while true {
                    let entry = slots[slot]
                    if entry == 0 { return nil }
                    if entry >> 32 == tag {
                        let record = base + (Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) &- 1)
                        if Int(UnsafeRawPointer(record).loadUnaligned(as: UInt32.self)) == count,
                           ByteWords.equal(record + 8, start, count: count) {
                            return UnsafeRawPointer(record + 4).loadUnaligned(as: UInt32.self)
                        }
                    }
                    slot = (slot &+ 1) & mask
                }
            }
        }
    }

    /// Stores `value` for `key` (which must not be present yet; `hash` is its
    /// ``WordHash/hash(_:)``, if the caller has it).
    mutating func insert(_ value: UInt32, for key: UnsafeBufferPointer<UInt8>, hash: UInt64? = nil) {
        let hash = hash ?? WordHash.hash(key)
        // The record's length and value go in the 8 zero bytes that ended the records; its
        // key, padded to 8 bytes, and 8 zero bytes follow (two copies, not a loop per byte).
        let offset = records.count - 8
        precondition(offset < Int(UInt32.max) - 1, "more than 4 GB of distinct names")
        records.append(contentsOf: key)
        records.append(contentsOf: ByteTable.zeros[0..<((8 - key.count % 8) % 8 + 8)])
        records.withUnsafeMutableBytes { bytes in
            bytes.storeBytes(of: UInt32(key.count), toByteOffset: offset, as: UInt32.self)
            bytes.storeBytes(of: value, toByteOffset: offset + 4, as: UInt32.self)
        }
        count += 1
        if count * 2 > slots.count {
            var grown = [UInt64](repeating: 0, count: slots.count * 2)
            for entry in slots where entry != 0 {
                let record = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                let hash = records.withUnsafeBufferPointer { stored in
                    let length = Int(UnsafeRawPointer(stored.baseAddress! + record).loadUnaligned(as: UInt32.self))
                    return WordHash.hash(UnsafeBufferPointer(rebasing: stored[(record + 8)..<(record + 8 + length)]))
                }
                ByteTable.place(entry, hash: hash, in: &grown)
            }
            slots = grown
        }
        ByteTable.place(ByteTable.tag(hash) << 32 | UInt64(offset + 1), hash: hash, in: &slots)
    }

    private static func place(_ entry: UInt64, hash: UInt64, in slots: inout [UInt64]) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = entry
    }
}
