import LifecheckMemory

/// Each subject's last few events, for the context of a violation: a ring per subject in
/// one block of raw memory, so remembering an event is two stores.
///
/// An entry is 16 bytes (``Compact``) when it fits, which is nearly always: the position
/// and subject in one word, the kind and three 18-bit arguments in the other. With the
/// default depth of 4, a subject's ring is one cache line. An entry that does not fit (a
/// huge line number, a size argument, a symbol past 2^18) is marked and kept whole in a
/// side array at the same slot, allocated the first time one is needed.
final class History: @unchecked Sendable {
    // Safety: only mutated by a Monitor that holds the only reference (it copies first).

    /// A ``TraceEntry`` packed into two words.
    struct Compact {
        var positionAndSubject: UInt64
        /// The kind in the low 10 bits (``spilled`` when the entry is in the side array),
        /// then each argument slot in 18 bits.
        var kindAndArguments: UInt64

        static let spilled: UInt64 = 0x3FF
        static let argumentBits: UInt64 = 18
        static let argumentMask: UInt64 = (1 << 18) - 1
        static let absent: UInt64 = argumentMask
        static let nilValue: UInt64 = argumentMask - 1

        /// The packed entry, or nil if some field does not fit.
        @inline(__always)
        init?(_ entry: TraceEntry) {
            let position = entry.position
            let kind = UInt64(entry.event.kind.rawValue)
            guard position >= 0, position <= Int(UInt32.max), kind < Compact.spilled else { return nil }
            var word = kind
            for slot in 0..<Event.maximumArguments {
                let raw = entry.event.rawArgument(slot)
                let small: UInt64
                if raw == Event.absentArgument { small = Compact.absent }
                else if raw == Event.nilArgument { small = Compact.nilValue }
                else if raw < Compact.nilValue { small = raw }
                else { return nil }
                word |= small << (10 &+ Compact.argumentBits &* UInt64(slot))
            }
            positionAndSubject = UInt64(position) | UInt64(entry.event.subject.rawValue) << 32
            kindAndArguments = word
        }

        /// The mark of an entry kept whole in the side array.
        init(spilled: ()) {
            positionAndSubject = 0
            kindAndArguments = Compact.spilled
        }

        var isSpilled: Bool { kindAndArguments & 0x3FF == Compact.spilled }

        /// The entry it packs (not for a spilled one).
        var entry: TraceEntry {
            var event = Event(Symbol(UInt32(truncatingIfNeeded: positionAndSubject >> 32)),
                              EventKindID(UInt16(truncatingIfNeeded: kindAndArguments & 0x3FF)))
            for slot in 0..<Event.maximumArguments {
                let small = (kindAndArguments >> (10 + Compact.argumentBits * UInt64(slot))) & Compact.argumentMask
                event.setRawArgument(slot, small == Compact.absent ? Event.absentArgument
                                         : small == Compact.nilValue ? Event.nilArgument : small)
            }
            return TraceEntry(position: Int(positionAndSubject & 0xFFFF_FFFF), event: event)
        }
    }

    private var entries: UnsafeMutablePointer<Compact>
    /// Whole entries for the slots marked spilled; nil until one is.
    private var spills: UnsafeMutablePointer<TraceEntry>?
    /// Per subject: below `depth`, how many entries it has (the ring is not full yet);
    /// from `depth`, full, and the next slot is `count - depth`.
    private var counts: UnsafeMutablePointer<UInt32>
    private var capacity = 0
    /// What begins an unfinished state (``UnfinishedBeginnings/masks``), per kind and role:
    /// `kinds * roles` words, all zero when nothing is tracked.
    private let beginningMasks: UnsafeMutablePointer<UInt32>
    private let beginningMaskCount: Int
    /// Machine index → its slot among a subject's beginnings (``UnfinishedBeginnings/bits``).
    private let beginningBits: [Int: Int]
    /// Per subject, `beginningSlots` entries: the latest event that began each tracked
    /// machine's unfinished state (the spilled mark: none yet, or one that does not fit).
    private var beginnings: UnsafeMutablePointer<Compact>
    private let beginningSlots: Int
    /// Whether beginnings are kept: the monitor asked for them and a machine is tracked.
    private var keepsBeginnings: Bool { beginningSlots > 0 }

    /// A history of events of `kinds` kinds that keeps, besides each subject's last events,
    /// the events that began its unfinished states (`beginnings`; none when `nil`).
    init(kinds: Int, beginnings: UnfinishedBeginnings?) {
        entries = .allocate(capacity: 1)
        counts = .allocate(capacity: 1)
        beginningMaskCount = kinds * UnfinishedBeginnings.roles
        beginningMasks = .allocate(capacity: max(beginningMaskCount, 1))
        beginningMasks.initialize(repeating: 0, count: max(beginningMaskCount, 1))
        if let masks = beginnings?.masks, masks.count == beginningMaskCount {
            beginningMasks.update(from: masks, count: masks.count)
        }
        beginningBits = beginnings?.bits ?? [:]
        beginningSlots = beginnings?.slots ?? 0
        self.beginnings = .allocate(capacity: 1)
    }

    private init(copying other: History) {
        entries = .allocate(capacity: 1)
        counts = .allocate(capacity: 1)
        beginningMaskCount = other.beginningMaskCount
        beginningMasks = .allocate(capacity: max(beginningMaskCount, 1))
        beginningMasks.initialize(from: other.beginningMasks, count: max(beginningMaskCount, 1))
        beginningBits = other.beginningBits
        beginningSlots = other.beginningSlots
        beginnings = .allocate(capacity: 1)
    }

    deinit {
        entries.deallocate()
        spills?.deallocate()
        counts.deallocate()
        beginnings.deallocate()
        beginningMasks.deallocate()
    }

    /// A copy with the same entries, for a monitor that was copied and then written.
    func copy(depth: Int) -> History {
        let copy = History(copying: self)
        if capacity > 0 {
            copy.grow(to: capacity, depth: depth)
            copy.entries.update(from: entries, count: capacity * depth)
            copy.counts.update(from: counts, count: capacity)
            copy.beginnings.update(from: beginnings, count: capacity * beginningSlots)
            if let spills {
                copy.makeSpills(depth: depth)
                copy.spills!.update(from: spills, count: capacity * depth)
            }
        }
        return copy
    }

    private func grow(to subjects: Int, depth: Int) {
        let newCapacity = max(subjects, capacity * 2, 16)
        // Aligned to a cache line: with depth 4, each subject's ring is exactly one line.
        let newEntries = UnsafeMutableRawPointer.allocate(byteCount: newCapacity * depth * MemoryLayout<Compact>.stride, alignment: 64)
            .bindMemory(to: Compact.self, capacity: newCapacity * depth)
        let newCounts = UnsafeMutablePointer<UInt32>.allocate(capacity: newCapacity)
        newEntries.update(from: entries, count: capacity * depth)
        newCounts.update(from: counts, count: capacity)
        newCounts.advanced(by: capacity).initialize(repeating: 0, count: newCapacity - capacity)
        if let spills {
            let newSpills = UnsafeMutablePointer<TraceEntry>.allocate(capacity: newCapacity * depth)
            newSpills.update(from: spills, count: capacity * depth)
            spills.deallocate()
            self.spills = newSpills
        }
        let newBeginnings = UnsafeMutablePointer<Compact>.allocate(capacity: max(newCapacity * beginningSlots, 1))
        newBeginnings.update(from: beginnings, count: capacity * beginningSlots)
        newBeginnings.advanced(by: capacity * beginningSlots)
            .initialize(repeating: Compact(spilled: ()), count: (newCapacity - capacity) * beginningSlots)
        entries.deallocate()
        counts.deallocate()
        beginnings.deallocate()
        entries = newEntries
        counts = newCounts
        beginnings = newBeginnings
        capacity = newCapacity
    }

    private func makeSpills(depth: Int) {
        spills = .allocate(capacity: max(capacity * depth, 1))
    }

    /// Starts loading `subject`'s ring and count, for an ``append(_:for:depth:)`` soon.
    @inline(__always)
    func prefetch(_ subject: Int, depth: Int) {
        guard subject < capacity else { return }
        lifecheck_prefetch(entries + subject &* depth)
        lifecheck_prefetch(counts + subject)
    }

    /// Remembers `entry` for `symbol`, which it reaches in `role` (0: its subject; 1 + slot:
    /// the argument in that slot), forgetting the oldest beyond `depth`; and, when this
    /// history keeps beginnings, as the beginning of the unfinished states its kind begins there.
    @inline(__always)
    func append(_ entry: TraceEntry, for symbol: Symbol, role: Int, depth: Int) {
        let subject = Int(symbol.rawValue)
        if subject >= capacity { grow(to: subject + 1, depth: depth) }
        let count = Int(counts[subject])
        let slot = count < depth ? count : count &- depth
        // The ring wraps from the last slot to the first: `depth`, full with slot 0 next.
        counts[subject] = UInt32(truncatingIfNeeded: slot &+ 1 == depth ? depth : count &+ 1)
        let index = subject &* depth &+ slot
        let compact = Compact(entry)
        if let compact {
            entries[index] = compact
        } else {
            if spills == nil { makeSpills(depth: depth) }
            entries[index] = Compact(spilled: ())
            spills![index] = entry
        }
        if keepsBeginnings { noteBeginning(compact ?? Compact(spilled: ()), kind: entry.event.kind, of: subject, role: role) }
    }

    /// Keeps `compact`, an event of `kind`, as the beginning of the unfinished states its kind
    /// begins on `subject` in `role` (one that did not fit is kept as none).
    @inline(__always)
    private func noteBeginning(_ compact: Compact, kind: EventKindID, of subject: Int, role: Int) {
        var mask = beginningMasks[Int(kind.rawValue) &* UnfinishedBeginnings.roles &+ role]
        let base = subject &* beginningSlots
        while mask != 0 {
            beginnings[base &+ mask.trailingZeroBitCount] = compact
            mask &= mask &- 1
        }
    }

    /// The latest event that began an unfinished state of `subject`'s machine at `machine`
    /// (an index into the spec's machines), if one did, the machine is tracked and the event
    /// was kept.
    func beginning(of subject: Int, machine: Int) -> TraceEntry? {
        guard subject < capacity, let slot = beginningBits[machine] else { return nil }
        let compact = beginnings[subject * beginningSlots + slot]
        return compact.isSpilled ? nil : compact.entry
    }

    /// The last events of `subject`, oldest first.
    func recent(of subject: Int, depth: Int) -> [TraceEntry] {
        guard subject < capacity else { return [] }
        let count = Int(counts[subject])
        // Not full: slots 0 ..< count. Full: the oldest is the next slot to be written.
        let slots = count < depth ? Array(0..<count) : (0..<depth).map { (count - depth + $0) % depth }
        return slots.map { slot in
            let index = subject * depth + slot
            return entries[index].isSpilled ? spills![index] : entries[index].entry
        }
    }
}
