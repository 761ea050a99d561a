/// Remembers what an event did to an isolated subject, so the monitor can replay it by
/// copying bytes instead of running the step again.
///
/// An event on a subject with no relation set, naming no other subject, changes only that
/// subject's record and the global machines (everything else it could touch is reached
/// through a relation or a parameter). Its effect is then a function of the event's kind
/// and small arguments, the record and the globals: the key. Only legal outcomes are
/// stored; an illegal event always runs the real step, which explains it.
struct EventMemo: @unchecked Sendable {
    // Safety: the entry memory is owned by `storage` and only written through a Monitor
    // that copies the memo before writing when it is shared (copy on write).

    /// The key and value bytes: the record and the globals, padded to whole 8-byte words.
    private let words: Int
    private let recordBytes: Int
    private let globalBytes: Int
    /// One entry: the packed event, `words` words before, `words` words after.
    private let entryWords: Int
    private var storage: MemoStorage
    private let limit = 1 << 16

    init(recordBytes: Int, globalBytes: Int) {
        self.recordBytes = recordBytes
        self.globalBytes = globalBytes
        words = (recordBytes + globalBytes + 7) / 8
        entryWords = 1 + 2 * words
        storage = MemoStorage(entryWords: 1 + 2 * words)
    }

    /// The event packed with its small arguments into one word, or nil if an argument is not small.
    @inline(__always)
    static func pack(_ event: Event) -> UInt64? {
        var packed = UInt64(event.kind.rawValue)
        for slot in 0..<3 {
            let raw = event.rawArgument(slot)
            let small: UInt64 = raw == Event.absentArgument ? 0xFFFF : raw
            guard small <= 0xFFFF else { return nil }
            packed |= small << (16 * UInt64(slot + 1))
        }
        return packed
    }

    /// The key words of a record and globals: the record's bytes then the globals', zero padded.
    @inline(__always)
    private func gather(_ record: UnsafeRawPointer, _ globals: UnsafeRawPointer, into key: UnsafeMutablePointer<UInt64>) {
        let raw = UnsafeMutableRawPointer(key)
        raw.storeBytes(of: 0, toByteOffset: 8 * (words - 1), as: UInt64.self)
        raw.copyMemory(from: record, byteCount: recordBytes)
        (raw + recordBytes).copyMemory(from: globals, byteCount: globalBytes)
    }

    @inline(__always)
    private func hash(_ packed: UInt64, _ key: UnsafePointer<UInt64>) -> Int {
        var hash = packed &* 0x9E37_79B9_7F4A_7C15
        for index in 0..<words { hash = (hash ^ key[index]) &* 0xC2B2_AE3D_27D4_EB4F }
        return Int(truncatingIfNeeded: hash ^ (hash >> 31))
    }

    /// Copies the remembered outcome to `record` and `globals`; false if there is none.
    @inline(__always)
    func replay(_ packed: UInt64, record: UnsafeMutableRawPointer, globals: UnsafeMutableRawPointer) -> Bool {
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: words) { buffer in
            let key = buffer.baseAddress!
            gather(record, globals, into: key)
            let mask = storage.slotCount - 1
            var slot = hash(packed, key) & mask
            while true {
                let entry = Int(storage.slots[slot])
                if entry < 0 { return false }
                let base = storage.entries + entry * entryWords
                if base[0] == packed {
                    var same = true
                    for index in 0..<words where base[1 + index] != key[index] { same = false; break }
                    if same {
                        let after = UnsafeRawPointer(base + 1 + words)
                        record.copyMemory(from: after, byteCount: recordBytes)
                        globals.copyMemory(from: after + recordBytes, byteCount: globalBytes)
                        return true
                    }
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// Remembers that `packed` took `before` (record bytes, then globals) to `record` and `globals`.
    mutating func remember(_ packed: UInt64, before: UnsafeRawPointer, record: UnsafeRawPointer, globals: UnsafeRawPointer) {
        guard storage.count < limit else { return }
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        let entry = storage.append()
        let base = storage.entries + entry * entryWords
        base[0] = packed
        gather(before, before + recordBytes, into: base + 1)
        gather(record, globals, into: base + 1 + words)
        let mask = storage.slotCount - 1
        var slot = hash(packed, base + 1) & mask
        while storage.slots[slot] >= 0 { slot = (slot + 1) & mask }
        storage.slots[slot] = Int32(entry)
        if storage.count * 2 > storage.slotCount { rehash() }
    }

    private mutating func rehash() {
        storage.resetSlots(storage.slotCount * 2)
        let mask = storage.slotCount - 1
        for entry in 0..<storage.count {
            let base = storage.entries + entry * entryWords
            var slot = hash(base[0], base + 1) & mask
            while storage.slots[slot] >= 0 { slot = (slot + 1) & mask }
            storage.slots[slot] = Int32(entry)
        }
    }
}

/// The memory behind an ``EventMemo``: entries of whole words, and the slots.
final class MemoStorage {
    let entryWords: Int
    private(set) var entries: UnsafeMutablePointer<UInt64>
    private var capacity: Int
    private(set) var count = 0
    private(set) var slots: UnsafeMutablePointer<Int32>
    private(set) var slotCount: Int

    init(entryWords: Int) {
        self.entryWords = entryWords
        capacity = 256
        entries = .allocate(capacity: capacity * entryWords)
        slotCount = 1024
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: -1, count: slotCount)
    }

    deinit {
        entries.deallocate()
        slots.deallocate()
    }

    func copy() -> MemoStorage {
        let copy = MemoStorage(entryWords: entryWords)
        copy.resetSlots(slotCount)
        while copy.capacity < capacity { copy.grow() }
        copy.entries.update(from: entries, count: count * entryWords)
        copy.slots.update(from: slots, count: slotCount)
        copy.count = count
        return copy
    }

    /// Room for one more entry; returns its index.
    func append() -> Int {
        if count == capacity { grow() }
        count += 1
        return count - 1
    }

    private func grow() {
        let bigger = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity * 2 * entryWords)
        bigger.update(from: entries, count: count * entryWords)
        entries.deallocate()
        entries = bigger
        capacity *= 2
    }

    func resetSlots(_ count: Int) {
        slots.deallocate()
        slotCount = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: -1, count: count)
    }
}
