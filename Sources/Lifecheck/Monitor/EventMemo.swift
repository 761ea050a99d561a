/// Remembers what events did to subjects and their surroundings, so the monitor can replay
/// an event by copying a few words instead of running the step again: a lazily built
/// automaton over records.
///
/// An event that names no other subject reaches only its subject's record, the records its
/// relations point to, and the global machines (everything else is reached through a
/// relation or a parameter). The memo takes three cases: an *isolated* subject (no relation
/// set); a subject whose relations all point to one other subject, its *partner* (a child
/// and its container), for event kinds that reach no further than the pair
/// (``KindRecord/reachesPairOnly``), with names that are `nil` or the partner; and an
/// isolated subject's event naming one other subject whose relations point to nothing but
/// the subject (``KindRecord/reachesNamedOnly``, `addChild`), which takes the partner's
/// place, the key then holding the subject's name too. The event's effect is then a function
/// of the event (its kind and small arguments, packed in one word, names as markers,
/// arguments no op reads left out: ``KindRecord/unreadSlots``), the
/// subject's record, its partner's and the globals. The memo numbers the records it meets
/// (``MemoConfigurations``), remembers each subject's last known record number and the
/// globals', and remembers the legal steps
/// `(event, record, partner's record, globals) → (record, partner's record, globals)` that
/// leave the subject with the same partner or none. Replaying an event then costs a check
/// that the subject's record, its partner's and the globals still hold their last known
/// numbers (a step the memo did not see may have changed them), one probe, and copies. The
/// check compares bytes only for a record the memo has not seen since the last such step
/// (its number is tagged with the epoch it was seen in: ``MemoStorage/epoch``); in a trace
/// the memo replays whole, none.
/// A replay keeps the numbers of the records it writes, so a container's children replay
/// one after another although each moves the container's counters.
///
/// Only legal outcomes are stored; an illegal event always runs the real step, which explains it.
struct EventMemo: @unchecked Sendable {
    // Safety: the memory is owned by `storage` and only written through a Monitor that
    // copies the memo before writing when it is shared (copy on write, `makeUnique()`).

    /// The number that means "none": no record number known, no partner.
    static let none = UInt32.max
    private var storage: MemoStorage
    /// The step the last ``replay(_:kind:records:stride:subjectCount:globals:)`` missed,
    /// for the ``remember(_:subject:records:stride:globals:)`` that follows it.
    private var pending: MemoStorage.Key?
    private var pendingPartner = EventMemo.none
    /// `storage.numberOf` and its capacity, kept here so the monitor can ask
    /// ``mayReplay(_:)`` without touching (and retaining) the storage.
    private var known: UnsafeMutablePointer<UInt32>
    private var knownCount = 0

    /// A memo for records of `recordBytes` bytes whose relations are `relationWidth` 32-bit
    /// words from `relationOffset`, and `globalBytes` bytes of globals.
    /// `nameSlots[kind]` and `unreadSlots[kind]` are the kind's ``KindRecord/nameSlots`` and
    /// ``KindRecord/unreadSlots``.
    init(recordBytes: Int, relationOffset: Int, relationWidth: Int, globalBytes: Int, nameSlots: [UInt8], unreadSlots: [UInt8]) {
        storage = MemoStorage(recordBytes: recordBytes, relationOffset: relationOffset, relationWidth: relationWidth,
                              globalBytes: globalBytes, nameSlots: nameSlots, unreadSlots: unreadSlots)
        known = storage.numberOf
    }

    /// Whether an event on `subject` may be a remembered step: the memo knows a number
    /// for the subject's record. (False for a subject whose record changed behind the
    /// memo's back, until its next event is stepped.)
    @inline(__always)
    func mayReplay(_ subject: Int) -> Bool {
        subject < knownCount && known[subject] != EventMemo.none
    }

    private mutating func refreshKnown() {
        known = storage.numberOf
        knownCount = storage.subjectCapacity
    }

    /// Copies the memory if a copy of this memo shares it.
    @inline(__always)
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) {
            storage = storage.copy()
            refreshKnown()
        }
    }

    /// A step the memo does not see is about to write records: every record number must
    /// be checked against its record's bytes again before a replay trusts it.
    mutating func recordsWillChange() {
        storage.startEpoch()
    }

    /// What a name slot holds in a packed event: `nil`, the subject's partner, or the one
    /// subject an isolated subject's event names (``KindRecord/reachesNamedOnly``).
    static let nilName: UInt64 = 0xFFFE, partnerName: UInt64 = 0xFFFD, otherName: UInt64 = 0xFFFC

    /// The event packed into one word: its kind and small arguments, and in its name slots
    /// (`names`, a bit set) `nil` or the subject's `partner`; `nil` if an argument is not
    /// small or a name is another subject's. The arguments in `unread` slots (a bit set:
    /// no op reads them) are left out, whatever their value.
    @inline(__always)
    static func pack(_ event: Event, names: UInt8, unread: UInt8, partner: UInt32, as marker: UInt64 = partnerName) -> UInt64? {
        var packed = UInt64(event.kind.rawValue)
        for slot in 0..<3 {
            let raw = event.rawArgument(slot)
            // 0xFFFF stands for an absent argument, so a present one must be below it.
            var small: UInt64
            if raw == Event.absentArgument {
                small = 0xFFFF
            } else if unread & (1 << UInt8(slot)) != 0 {
                small = 0
            } else if names & (1 << UInt8(slot)) == 0 {
                guard raw < 0xFFFF else { return nil }
                small = raw
            } else if raw == Event.nilArgument {
                small = nilName
            } else if partner != EventMemo.none, raw == UInt64(partner) {
                small = marker
            } else {
                return nil
            }
            packed |= small << (16 * UInt64(slot + 1))
        }
        return packed
    }

    /// Replays `event`, whose kind's record is `kind`, on its subject (and the subject's
    /// partner) if that step was remembered; false otherwise. The memo must be unique
    /// (`makeUnique()`).
    @inline(__always)
    mutating func replay(_ event: Event, kind: KindRecord, records: UnsafeMutableRawPointer,
                         stride: Int, subjectCount: Int, globals: UnsafeMutableRawPointer) -> Bool {
        pending = nil
        let names = kind.nameSlots
        let subject = Int(event.subject.rawValue)
        let storage = self.storage
        // Numbering a subject may grow the memo's table of subjects: ``mayReplay(_:)`` reads it.
        defer { if knownCount != storage.subjectCapacity { refreshKnown() } }
        let record = records + subject &* stride
        storage.reserve(subjects: subject + 1)
        let current = storage.currentNumber(of: subject, record: record)
        // The partner before numbering the record: a subject the memo does not take (related
        // to several subjects) leaves no record in the table.
        var partner = current.map { storage.records.partner(of: $0) } ?? storage.records.partner(record)
        guard partner == EventMemo.none || (kind.reachesPairOnly && partner != MemoConfigurations.several && Int(partner) != subject)
        else { return false }
        var packed = EventMemo.pack(event, names: names, unread: kind.unreadSlots, partner: partner)
        var keySubject = EventMemo.none
        if packed == nil, partner == EventMemo.none, kind.reachesNamedOnly {
            // An isolated subject's event naming one other subject, whose relations point to
            // nothing but the subject (`addChild`): the pair is the two, and the key holds
            // the subject's name, which the step may write into the other's record.
            guard let other = EventMemo.namedSubject(event, names: names), Int(other) != subject, Int(other) < subjectCount
            else { return false }
            let around = storage.records.partner(records + Int(other) &* stride)
            guard around == EventMemo.none || Int(around) == subject else { return false }
            partner = other
            packed = EventMemo.pack(event, names: names, unread: kind.unreadSlots, partner: other, as: EventMemo.otherName)
            keySubject = UInt32(subject)
        }
        guard let packed else { return false }
        let number = current ?? storage.records.intern(record)
        if current == nil {
            storage.setNumber(number, of: subject)
            guard number != EventMemo.none else { return false }
        }
        var partnerNumber = EventMemo.none
        var partnerRecord: UnsafeMutableRawPointer?
        if partner != EventMemo.none {
            partnerRecord = records + Int(partner) &* stride
            partnerNumber = storage.number(of: Int(partner), record: partnerRecord!)
            guard partnerNumber != EventMemo.none else { return false }
        }
        let globalNumber = storage.globalNumber(globals)
        guard globalNumber != EventMemo.none else { return false }
        let key = MemoStorage.Key(packed: packed, record: number, partner: partnerNumber, globals: globalNumber, subject: keySubject)
        guard let step = storage.next(key) else {
            pending = key
            pendingPartner = partner
            return false
        }
        storage.records.copy(step.record, to: record)
        storage.setNumber(step.record, of: subject)
        if let partnerRecord {
            storage.records.copy(step.partner, to: partnerRecord)
            storage.setNumber(step.partner, of: Int(partner))
        }
        storage.globals.copy(step.globals, to: globals)
        storage.globalNumber = step.globals
        return true
    }

    /// The one subject `event` names in its name slots (`names`), if it names exactly one.
    static func namedSubject(_ event: Event, names: UInt8) -> UInt32? {
        var named: UInt32?
        var slots = names
        while slots != 0 {
            let raw = event.rawArgument(slots.trailingZeroBitCount)
            slots &= slots &- 1
            guard raw < Event.nilArgument else { continue }
            guard named == nil || named == UInt32(truncatingIfNeeded: raw) else { return nil }
            named = UInt32(truncatingIfNeeded: raw)
        }
        return named
    }

    /// Replays `events[start ..< end]` for as long as each is a remembered step, remembering
    /// each in `history` (at `positions`); returns the index of the first event it did not
    /// replay. The state and the memo must be unique.
    ///
    /// This is the monitor's hot loop, and takes the same three cases as ``replay(_:kind:records:stride:subjectCount:globals:)``.
    /// A step is remembered only for an event naming no subject but the partner (or, for an
    /// isolated subject, the one other subject its kind may reach), and a record's number
    /// includes its relations, so a match proves again that the event reaches no other
    /// record than the ones compared.
    @inline(__always)
    func replayRun(_ events: UnsafePointer<Event>, _ positions: UnsafePointer<Int>, from start: Int, to end: Int,
                            records: UnsafeMutableRawPointer, stride: Int, subjectCount: Int, globals: UnsafeMutableRawPointer,
                            history: History, historyDepth: Int) -> Int {
        // A copy of the loop for the UIKit spec's widths (9-word records since scenes, sheets
        // and root replacement added machines, relations and a counter; 1 word of globals),
        // where the compiler unrolls the word loops (comparing and copying records is most
        // of a replay). The general loop costs a quarter of the batch throughput.
        switch (storage.records.words, storage.globals.words) {
        case (9, 1): replayRun(RecordWidth9.self, RecordWidth1.self, events, positions, from: start, to: end, records: records,
                               stride: stride, subjectCount: subjectCount, globals: globals, history: history, historyDepth: historyDepth)
        default: replayRun(RecordWidthAny.self, RecordWidthAny.self, events, positions, from: start, to: end, records: records,
                           stride: stride, subjectCount: subjectCount, globals: globals, history: history, historyDepth: historyDepth)
        }
    }

    @inline(__always)
    private func replayRun<Width: RecordWidth, GlobalWidth: RecordWidth>(
        _ width: Width.Type, _ globalWidth: GlobalWidth.Type, _ events: UnsafePointer<Event>, _ positions: UnsafePointer<Int>,
        from start: Int, to end: Int,
        records: UnsafeMutableRawPointer, stride: Int, subjectCount: Int, globals: UnsafeMutableRawPointer,
        history: History, historyDepth: Int
    ) -> Int {
        // Everything in locals: the loop reads no class field.
        let storage = self.storage
        let recordWords = Width.words > 0 ? Width.words : storage.records.words
        let globalWords = GlobalWidth.words > 0 ? GlobalWidth.words : storage.globals.words
        let recordTable = storage.records.wordsOf, globalTable = storage.globals.wordsOf
        let partners = storage.records.partners
        let numberOf = storage.numberOf, epoch = storage.epoch
        let nameSlots = storage.nameSlots, unreadSlots = storage.unreadSlots, kindCount = storage.kindCount
        let steps = storage.stepSlots, stepMask = storage.stepSlotMask
        let limit = min(subjectCount, storage.subjectCapacity)
        var globalNumber = storage.globalNumber
        defer { storage.globalNumber = globalNumber }
        guard globalNumber != EventMemo.none else { return start }
        // `subject`'s record number, if its record still is what the number says: surely if
        // the memo saw it so in this epoch, else if the bytes say so. A step the memo did not
        // see may have changed the record (a parent was set, a child's counter moved): its
        // number is then forgotten, so that the subject's next event goes to the step, which
        // numbers the record again.
        @inline(__always) func currentNumber(of subject: Int) -> UInt32? {
            let tagged = numberOf[subject]
            let number = tagged & MemoStorage.numberMask
            if tagged & ~MemoStorage.numberMask == epoch { return number }
            guard tagged != EventMemo.none else { return nil }
            guard !EventMemo.differ(recordTable + Int(number) &* recordWords, records + subject &* stride, recordWords) else {
                numberOf[subject] = EventMemo.none
                return nil
            }
            numberOf[subject] = epoch | number
            return number
        }
        var index = start
        run: while index < end {
            let event = events[index]
            let subject = Int(event.subject.rawValue)
            let kind = Int(event.kind.rawValue)
            // The subject's record, its partner's and the globals are still what their numbers say.
            guard subject < limit, kind < kindCount, let number = currentNumber(of: subject) else { break }
            let record = records + subject &* stride
            let partnerOfRecord = partners[Int(number)]
            var partner = Int(truncatingIfNeeded: partnerOfRecord)
            var partnerNumber = EventMemo.none
            var partnerRecord = record
            if partnerOfRecord != EventMemo.none {
                guard partner < limit, partner != subject, let current = currentNumber(of: partner) else { break }
                partnerNumber = current
                partnerRecord = records + partner &* stride
            }
            if EventMemo.differ(globalTable + Int(globalNumber) &* globalWords, globals, globalWords) { break }
            let names = nameSlots[kind]
            var keySubject = EventMemo.none
            let unread = unreadSlots[kind]
            var packed = EventMemo.pack(event, names: names, unread: unread, partner: partnerOfRecord)
            if packed == nil, partnerOfRecord == EventMemo.none {
                // An isolated subject's event naming one other subject (`addChild`), as
                // ``replay(_:kind:records:stride:subjectCount:globals:)`` takes it: only a kind
                // that reaches the two alone left such steps (with the subject's name in the key).
                guard let other = EventMemo.namedSubject(event, names: names), Int(other) != subject, Int(other) < limit,
                      let current = currentNumber(of: Int(other)) else { break }
                partner = Int(other)
                partnerNumber = current
                partnerRecord = records + partner &* stride
                let around = partners[Int(partnerNumber)]
                guard around == EventMemo.none || Int(around) == subject else { break }
                packed = EventMemo.pack(event, names: names, unread: unread, partner: other, as: EventMemo.otherName)
                keySubject = UInt32(subject)
            }
            guard let packed else { break }
            // The remembered step.
            var slot = MemoStorage.slot(packed, number, partnerNumber, globalNumber, keySubject, stepMask)
            var step: MemoStorage.Step
            while true {
                step = steps[slot]
                if step.key.record == number, step.key.packed == packed, step.key.partner == partnerNumber,
                   step.key.globals == globalNumber, step.key.subject == keySubject { break }
                if step.key.record == EventMemo.none { break run }
                slot = (slot &+ 1) & stepMask
            }
            // Only what changed is copied: a container's record stays put through most of its children's events.
            if step.record != number {
                EventMemo.store(recordTable + Int(step.record) &* recordWords, to: record, recordWords)
                numberOf[subject] = epoch | step.record
            }
            if step.partner != partnerNumber {
                EventMemo.store(recordTable + Int(step.partner) &* recordWords, to: partnerRecord, recordWords)
                numberOf[partner] = epoch | step.partner
            }
            if step.globals != globalNumber {
                globalNumber = step.globals
                EventMemo.store(globalTable + Int(globalNumber) &* globalWords, to: globals, globalWords)
            }
            if historyDepth > 0 {
                // As the monitor remembers a stepped event: for its subject, and for each name (the partner).
                let entry = TraceEntry(position: positions[index], event: event)
                history.append(entry, for: event.subject, depth: historyDepth)
                var slots = names
                while slots != 0 {
                    if event.rawArgument(slots.trailingZeroBitCount) < Event.nilArgument {
                        history.append(entry, for: Symbol(UInt32(truncatingIfNeeded: partner)), depth: historyDepth)
                    }
                    slots &= slots &- 1
                }
            }
            index &+= 1
        }
        return index
    }

    /// Whether the `words` words at `bytes` differ from `known`: no branch per word.
    @inline(__always)
    private static func differ(_ known: UnsafePointer<UInt64>, _ bytes: UnsafeRawPointer, _ words: Int) -> Bool {
        var difference: UInt64 = 0
        var word = 0
        while word < words {
            difference |= known[word] ^ bytes.load(fromByteOffset: word &* 8, as: UInt64.self)
            word &+= 1
        }
        return difference != 0
    }

    /// Copies `words` words from `known` to `bytes`.
    @inline(__always)
    private static func store(_ known: UnsafePointer<UInt64>, to bytes: UnsafeMutableRawPointer, _ words: Int) {
        var word = 0
        while word < words {
            bytes.storeBytes(of: known[word], toByteOffset: word &* 8, as: UInt64.self)
            word &+= 1
        }
    }

    /// Remembers what the step after a missed ``replay(_:kind:records:stride:subjectCount:globals:)``
    /// of an event of `kind` on `subject` did, if it left the subject with the same partner
    /// or none: the records and `globals` now hold its outcome.
    mutating func remember(_ kind: EventKindID, subject: Int, records: UnsafeMutableRawPointer, stride: Int,
                           globals: UnsafeMutableRawPointer) {
        guard let from = pending, from.packed & 0xFFFF == UInt64(kind.rawValue) else { return }
        pending = nil
        let storage = self.storage
        let record = storage.records.intern(records + subject &* stride)
        storage.setNumber(record, of: subject)
        guard record != EventMemo.none else { return }
        // (A removal leaves the subject without its partner: the step still reached only the
        // two. An isolated subject's step on the subject it named leaves it isolated.)
        let after = storage.records.partner(of: record)
        guard after == EventMemo.none || (after == pendingPartner && from.subject == EventMemo.none) else { return }
        var partner = EventMemo.none
        if pendingPartner != EventMemo.none {
            partner = storage.records.intern(records + Int(pendingPartner) &* stride)
            storage.setNumber(partner, of: Int(pendingPartner))
            guard partner != EventMemo.none else { return }
        }
        let global = storage.globals.intern(globals)
        storage.globalNumber = global
        guard global != EventMemo.none else { return }
        storage.add(MemoStorage.Step(key: from, record: record, partner: partner, globals: global))
    }
}

/// A record's (or the globals') width in words, known to the compiler (``RecordWidth9``,
/// ``RecordWidth1``) or not (``RecordWidthAny``).
protocol RecordWidth { static var words: Int { get } }
enum RecordWidth9: RecordWidth { static var words: Int { 9 } }
enum RecordWidth1: RecordWidth { static var words: Int { 1 } }
enum RecordWidthAny: RecordWidth { static var words: Int { 0 } }

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

/// The memory behind an `EventMemo`: the numbered records and globals, the remembered
/// steps (an open-addressing table keyed by event and numbers), each subject's last known
/// record number and the globals'.
final class MemoStorage {
    /// At most this many steps are remembered; past that, the memo still replays what it has.
    static let stepLimit = 1 << 18

    /// What a step starts from: the packed event, the subject's record number, its
    /// partner's (`EventMemo/none` for none) and the globals', and for a step that writes
    /// the subject's name into the named subject's record, the subject (else `EventMemo/none`).
    struct Key: Equatable {
        var packed: UInt64
        var record: UInt32
        var partner: UInt32
        var globals: UInt32
        var subject = EventMemo.none
    }

    /// A remembered step: where it starts, and the numbers it leaves.
    struct Step {
        var key: Key
        var record: UInt32
        var partner: UInt32
        var globals: UInt32
    }

    let records: MemoConfigurations
    let globals: MemoConfigurations
    /// The globals' last known number.
    var globalNumber = EventMemo.none

    private var steps: UnsafeMutablePointer<Step>
    private var stepMask = 1023
    private var stepCount = 0
    /// The steps' table with its mask, for the replay loop.
    var stepSlots: UnsafePointer<Step> { UnsafePointer(steps) }
    var stepSlotMask: Int { stepMask }

    /// Each subject's last known record number (`EventMemo/none` if unknown), in the low
    /// 16 bits (``MemoConfigurations/limit``), tagged in the high 16 with the ``epoch`` in
    /// which the memo last saw the record hold it: if that is still the epoch, the record
    /// holds it without comparing bytes, since only the memo wrote records since then.
    private(set) var numberOf: UnsafeMutablePointer<UInt32>
    private(set) var subjectCapacity = 0
    /// The epoch, in the high 16 bits; a step the memo does not see starts the next one
    /// (``startEpoch()``). Never 0xFFFF (the tag of `EventMemo/none`) nor 0 (no epoch).
    private(set) var epoch: UInt32 = 1 << 16
    static let numberMask: UInt32 = 0xFFFF

    private static let empty = Step(key: Key(packed: 0, record: EventMemo.none, partner: 0, globals: 0),
                                    record: 0, partner: 0, globals: 0)

    /// Each event kind's name slots (``KindRecord/nameSlots``) and unread slots
    /// (``KindRecord/unreadSlots``), `kindCount` of each.
    let nameSlots: UnsafeMutablePointer<UInt8>
    let unreadSlots: UnsafeMutablePointer<UInt8>
    let kindCount: Int

    init(recordBytes: Int, relationOffset: Int, relationWidth: Int, globalBytes: Int, nameSlots: [UInt8], unreadSlots: [UInt8]) {
        precondition(recordBytes % 8 == 0, "records are whole words")
        precondition(MemoConfigurations.limit <= Int(MemoStorage.numberMask) + 1, "record numbers fit below the epoch's tag")
        precondition(unreadSlots.count == nameSlots.count, "one of each per kind")
        kindCount = nameSlots.count
        self.nameSlots = .allocate(capacity: max(kindCount, 1))
        self.nameSlots.initialize(from: nameSlots, count: kindCount)
        self.unreadSlots = .allocate(capacity: max(kindCount, 1))
        self.unreadSlots.initialize(from: unreadSlots, count: kindCount)
        records = MemoConfigurations(bytes: recordBytes, relationOffset: relationOffset, relationWidth: relationWidth)
        globals = MemoConfigurations(bytes: globalBytes)
        steps = .allocate(capacity: stepMask + 1)
        steps.initialize(repeating: MemoStorage.empty, count: stepMask + 1)
        numberOf = .allocate(capacity: 1)
    }

    private init(copying other: MemoStorage) {
        records = other.records.copy()
        globals = other.globals.copy()
        globalNumber = other.globalNumber
        kindCount = other.kindCount
        nameSlots = .allocate(capacity: max(kindCount, 1))
        nameSlots.initialize(from: other.nameSlots, count: kindCount)
        unreadSlots = .allocate(capacity: max(kindCount, 1))
        unreadSlots.initialize(from: other.unreadSlots, count: kindCount)
        stepMask = other.stepMask
        stepCount = other.stepCount
        steps = .allocate(capacity: stepMask + 1)
        steps.update(from: other.steps, count: stepMask + 1)
        numberOf = .allocate(capacity: 1)
        reserve(subjects: other.subjectCapacity)
        numberOf.update(from: other.numberOf, count: other.subjectCapacity)
        epoch = other.epoch
    }

    deinit {
        steps.deallocate()
        numberOf.deallocate()
        nameSlots.deallocate()
        unreadSlots.deallocate()
    }

    func copy() -> MemoStorage { MemoStorage(copying: self) }

    /// Makes room for subjects `0 ..< subjects`; a new subject's record number is unknown.
    @inline(__always)
    func reserve(subjects: Int) {
        if subjects > subjectCapacity { growSubjects(to: subjects) }
    }

    private func growSubjects(to subjects: Int) {
        let capacity = max(subjects, 2 * subjectCapacity, 64)
        let bigger = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
        bigger.update(from: numberOf, count: subjectCapacity)
        (bigger + subjectCapacity).initialize(repeating: EventMemo.none, count: capacity - subjectCapacity)
        numberOf.deallocate()
        numberOf = bigger
        subjectCapacity = capacity
    }

    /// `subject`'s record number: the last known one if `record` still holds it, else
    /// `record` numbered now (`none` when the memo is full).
    @inline(__always)
    func number(of subject: Int, record: UnsafeRawPointer) -> UInt32 {
        reserve(subjects: subject + 1)
        if let known = currentNumber(of: subject, record: record) { return known }
        let number = records.intern(record)
        setNumber(number, of: subject)
        return number
    }

    /// `subject`'s last known record number if `record` (its record, the subjects reserved)
    /// still holds it; `nil` if unknown or changed.
    @inline(__always)
    func currentNumber(of subject: Int, record: UnsafeRawPointer) -> UInt32? {
        let tagged = numberOf[subject]
        guard tagged != EventMemo.none else { return nil }
        let number = tagged & MemoStorage.numberMask
        if tagged & ~MemoStorage.numberMask != epoch {
            guard records.matches(number, record) else { return nil }
            numberOf[subject] = epoch | number
        }
        return number
    }

    /// Notes that `subject`'s record holds record `number` (or is unknown, for `none`).
    @inline(__always)
    func setNumber(_ number: UInt32, of subject: Int) {
        numberOf[subject] = number == EventMemo.none ? number : epoch | number
    }

    /// Starts the next epoch: a step the memo does not see may write any record, so every
    /// number must be checked against its record's bytes again before a replay trusts it.
    func startEpoch() {
        if epoch >> 16 < 0x7FFF {
            epoch &+= 1 << 16
            return
        }
        // Past 32,766 epochs, the tags start again: every tag before is made "no epoch" (0).
        for subject in 0..<subjectCapacity where numberOf[subject] != EventMemo.none {
            numberOf[subject] &= MemoStorage.numberMask
        }
        epoch = 1 << 16
    }

    /// The globals' number, checked or found as ``number(of:record:)`` does.
    @inline(__always)
    func globalNumber(_ bytes: UnsafeRawPointer) -> UInt32 {
        if globalNumber != EventMemo.none, globals.matches(globalNumber, bytes) { return globalNumber }
        globalNumber = globals.intern(bytes)
        return globalNumber
    }

    @inline(__always)
    static func slot(_ packed: UInt64, _ record: UInt32, _ partner: UInt32, _ globals: UInt32, _ subject: UInt32, _ mask: Int) -> Int {
        let numbers = UInt64(record) | UInt64(partner) << 32
        let others = UInt64(globals) | UInt64(subject) << 32
        let hash = (packed ^ (numbers &* 0x9E37_79B9_7F4A_7C15) ^ others &* 0xFF51_AFD7_ED55_8CCD) &* 0xC2B2_AE3D_27D4_EB4F
        return Int(truncatingIfNeeded: hash >> 32) & mask
    }

    /// The remembered step from `key`, if any.
    @inline(__always)
    func next(_ key: Key) -> Step? {
        var slot = MemoStorage.slot(key.packed, key.record, key.partner, key.globals, key.subject, stepMask)
        while true {
            let step = steps[slot]
            if step.key == key { return step }
            if step.key.record == EventMemo.none { return nil }
            slot = (slot &+ 1) & stepMask
        }
    }

    /// Remembers `step`.
    func add(_ step: Step) {
        guard stepCount < MemoStorage.stepLimit else { return }
        var slot = MemoStorage.slot(step.key.packed, step.key.record, step.key.partner, step.key.globals, step.key.subject, stepMask)
        while steps[slot].key.record != EventMemo.none {
            if steps[slot].key == step.key { return }
            slot = (slot &+ 1) & stepMask
        }
        steps[slot] = step
        stepCount += 1
        if stepCount * 2 > stepMask + 1 { rehashSteps() }
    }

    private func rehashSteps() {
        let old = steps, oldCount = stepMask + 1
        stepMask = 2 * oldCount - 1
        steps = .allocate(capacity: stepMask + 1)
        steps.initialize(repeating: MemoStorage.empty, count: stepMask + 1)
        for index in 0..<oldCount where old[index].key.record != EventMemo.none {
            let key = old[index].key
            var slot = MemoStorage.slot(key.packed, key.record, key.partner, key.globals, key.subject, stepMask)
            while steps[slot].key.record != EventMemo.none { slot = (slot &+ 1) & stepMask }
            steps[slot] = old[index]
        }
        old.deallocate()
    }
}
