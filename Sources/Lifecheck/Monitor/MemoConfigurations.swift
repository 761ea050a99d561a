/// Numbered blocks of words (records, or the globals), with a hash index on them: the
/// memo's configurations. For records, also the partner each one's relations point to.
final class MemoConfigurations {
    /// A partner for a record whose relations point to several subjects.
    static let several = UInt32.max - 1
    /// At most this many blocks are numbered; past that, the memo still replays what it has.
    static let limit = 1 << 16

    /// Words per block.
    let words: Int
    /// Where the relations are in a record, and how many (none for the globals).
    private let relationOffset: Int, relationWidth: Int
    private(set) var count = 0
    private var capacity = 64
    /// Every block's words, block after block.
    private(set) var wordsOf: UnsafeMutablePointer<UInt64>
    /// Each block's partner (`EventMemo/none` for none, ``several``).
    private(set) var partners: UnsafeMutablePointer<UInt32>
    /// Block numbers by hash; `none` is an empty slot.
    private var slots: UnsafeMutablePointer<UInt32>
    private var mask = 255

    init(bytes: Int, relationOffset: Int = 0, relationWidth: Int = 0) {
        words = max((bytes + 7) / 8, 1)
        self.relationOffset = relationOffset
        self.relationWidth = relationWidth
        wordsOf = .allocate(capacity: capacity * words)
        partners = .allocate(capacity: capacity)
        slots = .allocate(capacity: mask + 1)
        slots.initialize(repeating: EventMemo.none, count: mask + 1)
    }

    deinit {
        wordsOf.deallocate()
        partners.deallocate()
        slots.deallocate()
    }

    func copy() -> MemoConfigurations {
        let copy = MemoConfigurations(bytes: words * 8, relationOffset: relationOffset, relationWidth: relationWidth)
        copy.grow(to: capacity)
        copy.wordsOf.update(from: wordsOf, count: count * words)
        copy.partners.update(from: partners, count: count)
        copy.count = count
        copy.slots.deallocate()
        copy.mask = mask
        copy.slots = .allocate(capacity: mask + 1)
        copy.slots.update(from: slots, count: mask + 1)
        return copy
    }

    /// Whether block `number` is what `bytes` hold.
    @inline(__always)
    func matches(_ number: UInt32, _ bytes: UnsafeRawPointer) -> Bool {
        let known = wordsOf + Int(number) &* words
        for index in 0..<words where known[index] != bytes.load(fromByteOffset: 8 &* index, as: UInt64.self) { return false }
        return true
    }

    /// Copies block `number` to `bytes`.
    @inline(__always)
    func copy(_ number: UInt32, to bytes: UnsafeMutableRawPointer) {
        bytes.copyMemory(from: wordsOf + Int(number) &* words, byteCount: 8 &* words)
    }

    /// The partner of record `number`.
    @inline(__always)
    func partner(of number: UInt32) -> UInt32 { partners[Int(number)] }

    /// The number of the block `bytes` hold, numbering it if it is new; `none` when full.
    func intern(_ bytes: UnsafeRawPointer) -> UInt32 {
        var slot = MemoConfigurations.hash(bytes, words) & mask
        while true {
            let number = slots[slot]
            if number == EventMemo.none { break }
            if matches(number, bytes) { return number }
            slot = (slot &+ 1) & mask
        }
        guard count < MemoConfigurations.limit else { return EventMemo.none }
        if count == capacity { grow(to: 2 * capacity) }
        let number = UInt32(count)
        (wordsOf + count * words).update(from: bytes.assumingMemoryBound(to: UInt64.self), count: words)
        partners[count] = partner(bytes)
        count += 1
        slots[slot] = number
        if count * 2 > mask + 1 { rehash() }
        return number
    }

    /// The one subject the relations at `bytes` point to, `none`, or ``several``.
    func partner(_ bytes: UnsafeRawPointer) -> UInt32 {
        var partner = EventMemo.none
        for relation in 0..<relationWidth {
            let value = bytes.load(fromByteOffset: relationOffset + 4 * relation, as: UInt32.self)
            if value == MonitorState.unset || value == partner { continue }
            if partner != EventMemo.none { return MemoConfigurations.several }
            partner = value
        }
        return partner
    }

    private static func hash(_ bytes: UnsafeRawPointer, _ words: Int) -> Int {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15
        for index in 0..<words { hash = (hash ^ bytes.load(fromByteOffset: 8 * index, as: UInt64.self)) &* 0xC2B2_AE3D_27D4_EB4F }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    private func grow(to newCapacity: Int) {
        guard newCapacity > capacity else { return }
        let bigger = UnsafeMutablePointer<UInt64>.allocate(capacity: newCapacity * words)
        bigger.update(from: wordsOf, count: count * words)
        wordsOf.deallocate()
        wordsOf = bigger
        let morePartners = UnsafeMutablePointer<UInt32>.allocate(capacity: newCapacity)
        morePartners.update(from: partners, count: count)
        partners.deallocate()
        partners = morePartners
        capacity = newCapacity
    }

    private func rehash() {
        slots.deallocate()
        mask = 2 * (mask + 1) - 1
        slots = .allocate(capacity: mask + 1)
        slots.initialize(repeating: EventMemo.none, count: mask + 1)
        for number in 0..<count {
            var slot = MemoConfigurations.hash(wordsOf + number * words, words) & mask
            while slots[slot] != EventMemo.none { slot = (slot &+ 1) & mask }
            slots[slot] = UInt32(number)
        }
    }
}
