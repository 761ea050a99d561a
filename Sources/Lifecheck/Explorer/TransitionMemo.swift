/// Remembers what a whole operation did to the monitor: from a monitor vector (see
/// `MonitorVectors`) and the callbacks the operation emitted, the vector after them and
/// whether they were legal.
///
/// The monitor is deterministic, so this is a pure function; the explorer computes each
/// entry once with the real monitor step (``CompactMonitor``) and looks it up after that:
/// one probe per transition instead of one monitor step per callback. The key is the vector
/// number followed by the callbacks, one word each (subject, kind and which arguments are
/// present) plus one word per argument present, so equal keys are equal callbacks. Most
/// operations emit a few callbacks without arguments, on few subjects: their key fits in
/// two words (``shortKey(_:_:)``) and has a table of its own, looked up with no loop.
///
/// Written only by one thread at a time; read by several between writes. It stops growing
/// at ``limit`` entries, or from 2¹⁶ entries on when it has answered fewer lookups than it
/// holds entries (a model whose monitor states rarely repeat then runs the monitor step
/// for the rest, without a memo that would cost more memory than it saves time).
@usableFromInline
final class TransitionMemo: @unchecked Sendable {
    // Safety: mutated only in the explorer's serial phases; its parallel phases only read.

    @usableFromInline struct Slot {
        /// Zero marks an empty slot.
        @usableFromInline var hash: UInt64
        @usableFromInline var offset: UInt32
        @usableFromInline var length: UInt32
        @usableFromInline var result: UInt64
    }

    /// A slot of the short-key table: the two words of the key and the result.
    @usableFromInline struct ShortSlot {
        /// Zero marks an empty slot (a short key's first word has bit 63 set).
        @usableFromInline var first: UInt64
        @usableFromInline var second: UInt64
        @usableFromInline var result: UInt64
    }

    /// The most entries kept.
    @usableFromInline static let limit = 1 << 20

    @usableFromInline var slots: UnsafeMutablePointer<Slot>
    @usableFromInline var mask = 1023
    @usableFromInline var count = 0
    /// Lookups answered so far (counted by the explorer).
    @usableFromInline var answered = 0
    /// The keys' words, back to back.
    @usableFromInline var keys: UnsafeMutablePointer<UInt64>
    @usableFromInline var keyCount = 0
    @usableFromInline var keyCapacity = 4096
    /// The table of short keys.
    @usableFromInline var shortSlots: UnsafeMutablePointer<ShortSlot>
    @usableFromInline var shortMask = 1023
    @usableFromInline var shortCount = 0

    @usableFromInline init() {
        slots = .allocate(capacity: mask + 1)
        slots.initialize(repeating: Slot(hash: 0, offset: 0, length: 0, result: 0), count: mask + 1)
        keys = .allocate(capacity: keyCapacity)
        shortSlots = .allocate(capacity: shortMask + 1)
        shortSlots.initialize(repeating: ShortSlot(first: 0, second: 0, result: 0), count: shortMask + 1)
    }

    deinit {
        slots.deallocate()
        keys.deallocate()
        shortSlots.deallocate()
    }

    /// Bytes held.
    @usableFromInline var bytes: Int {
        MemoryLayout<Slot>.stride * (mask + 1) + 8 * keyCapacity + MemoryLayout<ShortSlot>.stride * (shortMask + 1)
    }

    /// The key of `events` taken from `vector` in two words, when there are at most four
    /// callbacks, none with arguments, each subject and kind below 2⁸: sixteen bits a
    /// callback in the second word; the vector and the number of callbacks in the first
    /// (with bit 63, so that no key is zero).
    @inlinable @inline(__always)
    static func shortKey(_ vector: UInt32, _ events: UnsafeBufferPointer<Event>) -> (first: UInt64, second: UInt64)? {
        var packed: UInt64 = 0, outside: UInt64 = 0
        for event in events { pack(event, into: &packed, outside: &outside) }
        return shortKey(vector, count: events.count, packed: packed, outside: outside)
    }

    /// Adds `event` to `packed`, sixteen bits, the last lowest; makes `outside` nonzero if the
    /// event has arguments, or a subject or a kind of 2⁸ or more.
    @inlinable @inline(__always)
    static func pack(_ event: Event, into packed: inout UInt64, outside: inout UInt64) {
        packed = packed &<< 16 | UInt64(event.subject.rawValue) | UInt64(event.kind.rawValue) &<< 8
        outside |= UInt64((event.subject.rawValue | UInt32(event.kind.rawValue)) >> 8) | ~(event.slot0 & event.slot1 & event.slot2)
    }

    /// The short key of `count` callbacks that ``pack(_:into:outside:)`` packed, or nil.
    @inlinable @inline(__always)
    static func shortKey(_ vector: UInt32, count: Int, packed: UInt64, outside: UInt64) -> (first: UInt64, second: UInt64)? {
        guard count <= 4, outside == 0 else { return nil }
        return (UInt64(vector) | UInt64(count) << 32 | 1 << 63, packed)
    }

    /// The hash of a short key: one full-width multiply, folded.
    @inlinable @inline(__always)
    static func shortHash(_ first: UInt64, _ second: UInt64) -> Int {
        let product = (first ^ 0xA076_1D64_78BD_642F).multipliedFullWidth(by: second ^ 0xE703_7ED1_A0B4_28DB)
        return Int(truncatingIfNeeded: product.high ^ product.low)
    }

    /// The most words the key of `eventCount` callbacks takes.
    @inlinable
    static func maximumKeyLength(events eventCount: Int) -> Int { 1 + 4 * eventCount }

    /// Writes the key of `events` taken from `vector` to `key` (room for
    /// ``maximumKeyLength(events:)`` words) and returns its length.
    ///
    /// When every callback has no argument, a subject below 2¹⁶ and a kind below 2¹⁵, the
    /// callbacks are packed two to a word after a first word that says so (bit 63) and
    /// holds their number; otherwise each takes a word and one more per argument.
    @inlinable @inline(__always)
    static func key(_ vector: UInt32, _ events: UnsafeBufferPointer<Event>, into key: UnsafeMutablePointer<UInt64>) -> Int {
        // Pack and check in one pass; a key that can't be packed is written again below.
        var unpackable: UInt64 = 0, length = 1, index = 0
        while index < events.count {
            let first = events[index]
            unpackable |= UInt64(first.subject.rawValue >> 16) | UInt64(first.kind.rawValue >> 15) | ~(first.slot0 & first.slot1 & first.slot2)
            var word = UInt64(first.subject.rawValue) | UInt64(first.kind.rawValue) << 16
            if index &+ 1 < events.count {
                let second = events[index &+ 1]
                unpackable |= UInt64(second.subject.rawValue >> 16) | UInt64(second.kind.rawValue >> 15) | ~(second.slot0 & second.slot1 & second.slot2)
                word |= (UInt64(second.subject.rawValue) | UInt64(second.kind.rawValue) << 16) << 32
            }
            key[length] = word
            length &+= 1
            index &+= 2
        }
        if unpackable == 0 {
            key[0] = UInt64(vector) | UInt64(events.count) << 32 | 1 << 63
            return length
        }
        key[0] = UInt64(vector)
        length = 1
        for event in events {
            var word = UInt64(event.subject.rawValue) | UInt64(event.kind.rawValue) << 32
            let position = length
            length += 1
            if event.slot0 != Event.absentArgument { word |= 1 << 48; key[length] = event.slot0; length += 1 }
            if event.slot1 != Event.absentArgument { word |= 1 << 49; key[length] = event.slot1; length += 1 }
            if event.slot2 != Event.absentArgument { word |= 1 << 50; key[length] = event.slot2; length += 1 }
            key[position] = word
        }
        return length
    }

    /// The hash of a key; never zero. The words are multiplied independently (the products
    /// don't wait on each other), then mixed once.
    @inlinable @inline(__always)
    static func hash(_ key: UnsafePointer<UInt64>, _ length: Int) -> UInt64 {
        var sum = UInt64(truncatingIfNeeded: length)
        var multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        for index in 0..<length {
            let word = key[index] ^ (key[index] >> 29)
            sum &+= word &* multiplier
            multiplier &+= 0x6A09_E667_F3BC_C908
        }
        let hash = StableHasher.mix(sum)
        return hash == 0 ? 1 : hash
    }

    /// The result stored for `key` (see ``Reader/result(_:_:hash:)``).
    @inlinable
    func result(_ key: UnsafePointer<UInt64>, _ length: Int, hash: UInt64) -> UInt64? {
        Reader(self).result(key, length, hash: hash)
    }

    /// The result stored for a short key (see ``Reader/result(first:second:)``).
    @inlinable
    func result(first: UInt64, second: UInt64) -> UInt64? {
        Reader(self).result(first: first, second: second)
    }

    /// A read-only view of the memo as it is now, for lookups on hot paths (plain constants:
    /// no exclusivity checks). Valid until the next insert.
    @usableFromInline struct Reader {
        @usableFromInline let slots: UnsafePointer<Slot>
        @usableFromInline let mask: Int
        @usableFromInline let keys: UnsafePointer<UInt64>
        @usableFromInline let shortSlots: UnsafePointer<ShortSlot>
        @usableFromInline let shortMask: Int

        @inlinable init(_ memo: TransitionMemo) {
            slots = UnsafePointer(memo.slots)
            mask = memo.mask
            keys = UnsafePointer(memo.keys)
            shortSlots = UnsafePointer(memo.shortSlots)
            shortMask = memo.shortMask
        }

        /// The result stored for the short key `(first, second)` (see ``shortKey(_:_:)``).
        @inlinable @inline(__always)
        func result(first: UInt64, second: UInt64) -> UInt64? {
            var slot = TransitionMemo.shortHash(first, second) & shortMask
            while true {
                let entry = shortSlots[slot]
                if entry.first == first, entry.second == second { return entry.result }
                if entry.first == 0 { return nil }
                slot = (slot &+ 1) & shortMask
            }
        }

        /// The result stored for `key`: the vector after, and bit 32 set if a callback was illegal.
        @inlinable @inline(__always)
        func result(_ key: UnsafePointer<UInt64>, _ length: Int, hash: UInt64) -> UInt64? {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let entry = slots[slot]
                if entry.hash == 0 { return nil }
                if entry.hash == hash, Int(entry.length) == length {
                    let stored = keys + Int(entry.offset)
                    var same = true
                    for index in 0..<length where stored[index] != key[index] { same = false; break }
                    if same { return entry.result }
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// Whether the memo still grows: it is below ``limit`` and, from 2¹⁶ entries on, has
    /// answered at least as many lookups as it holds entries.
    @usableFromInline var grows: Bool {
        let entries = count + shortCount
        return entries < TransitionMemo.limit && (entries < 1 << 16 || answered >= entries)
    }

    /// Whether looking transitions up still pays: the memo grows, or it stopped at its
    /// ``limit`` while answering. One that stopped because it rarely answers (a model whose
    /// monitor states rarely repeat, such as NavStack) would cost a cache miss per transition
    /// for nothing, so the explorer stops asking it.
    @usableFromInline var isWorthAsking: Bool { grows || answered >= count + shortCount }

    /// Stores `result` for `key` (unless the memo is full).
    @usableFromInline
    func insert(_ key: UnsafePointer<UInt64>, _ length: Int, hash: UInt64, result: UInt64) {
        guard grows else { return }
        if keyCount + length > keyCapacity {
            var capacity = keyCapacity * 2
            while keyCount + length > capacity { capacity *= 2 }
            let bigger = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity)
            bigger.update(from: keys, count: keyCount)
            keys.deallocate()
            keys = bigger
            keyCapacity = capacity
        }
        (keys + keyCount).update(from: key, count: length)
        place(Slot(hash: hash, offset: UInt32(keyCount), length: UInt32(length), result: result))
        keyCount += length
        count += 1
        if count * 2 > mask + 1 { grow() }
    }

    /// Stores `result` for the short key `(first, second)` (unless the memo is full).
    @usableFromInline
    func insert(first: UInt64, second: UInt64, result: UInt64) {
        guard grows else { return }
        placeShort(ShortSlot(first: first, second: second, result: result))
        shortCount += 1
        if shortCount * 2 > shortMask + 1 { growShort() }
    }

    private func growShort() {
        let old = shortSlots, oldSize = shortMask + 1
        shortMask = oldSize * 2 - 1
        shortSlots = .allocate(capacity: shortMask + 1)
        shortSlots.initialize(repeating: ShortSlot(first: 0, second: 0, result: 0), count: shortMask + 1)
        for index in 0..<oldSize where old[index].first != 0 { placeShort(old[index]) }
        old.deallocate()
    }

    private func placeShort(_ entry: ShortSlot) {
        var slot = TransitionMemo.shortHash(entry.first, entry.second) & shortMask
        while shortSlots[slot].first != 0 { slot = (slot + 1) & shortMask }
        shortSlots[slot] = entry
    }

    private func place(_ entry: Slot) {
        var slot = Int(truncatingIfNeeded: entry.hash) & mask
        while slots[slot].hash != 0 { slot = (slot + 1) & mask }
        slots[slot] = entry
    }

    private func grow() {
        let old = slots, oldSize = mask + 1
        mask = oldSize * 2 - 1
        slots = .allocate(capacity: mask + 1)
        slots.initialize(repeating: Slot(hash: 0, offset: 0, length: 0, result: 0), count: mask + 1)
        for index in 0..<oldSize where old[index].hash != 0 { place(old[index]) }
        old.deallocate()
    }
}
