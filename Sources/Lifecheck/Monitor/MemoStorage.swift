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

    /// The table starts small and doubles as it fills: most monitors check a few events (a
    /// short log, a question of the recorded-set inference), and a table of a thousand steps
    /// cost more to clear than their checking.
    private var steps: UnsafeMutablePointer<Step>
    private var stepMask = 63
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

    /// What the memo needs of each event kind, one word a kind (`kindCount` of them), so
    /// the replay loop reads it with one load: the name slots (``KindRecord/nameSlots``) in
    /// the low byte, the unread slots (``KindRecord/unreadSlots``) in the next, and the
    /// flags ``reachesPairOnly`` and ``reachesNamedOnly``.
    let kinds: UnsafeMutablePointer<UInt32>
    let kindCount: Int
    /// The flag of a kind that reaches no further than a subject and its partner (``KindRecord/reachesPairOnly``).
    static let reachesPairOnly: UInt32 = 1 << 16
    /// The flag of a kind whose event on an isolated subject reaches only the subject it names (``KindRecord/reachesNamedOnly``).
    static let reachesNamedOnly: UInt32 = 1 << 17

    /// A kind's name slots, from its word in ``kinds``.
    @inline(__always) static func nameSlots(_ kind: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: kind) }
    /// A kind's unread slots, from its word in ``kinds``.
    @inline(__always) static func unreadSlots(_ kind: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: kind >> 8) }

    init(recordBytes: Int, relationOffset: Int, relationWidth: Int, globalBytes: Int, nameSlots: [UInt8], unreadSlots: [UInt8],
         reachesPairOnly: [Bool], reachesNamedOnly: [Bool]) {
        precondition(recordBytes % 8 == 0, "records are whole words")
        precondition(MemoConfigurations.limit <= Int(MemoStorage.numberMask) + 1, "record numbers fit below the epoch's tag")
        precondition([unreadSlots.count, reachesPairOnly.count, reachesNamedOnly.count].allSatisfy { $0 == nameSlots.count },
                     "one of each per kind")
        kindCount = nameSlots.count
        kinds = .allocate(capacity: max(kindCount, 1))
        for kind in 0..<kindCount {
            (kinds + kind).initialize(to: UInt32(nameSlots[kind]) | UInt32(unreadSlots[kind]) << 8
                                      | (reachesPairOnly[kind] ? MemoStorage.reachesPairOnly : 0)
                                      | (reachesNamedOnly[kind] ? MemoStorage.reachesNamedOnly : 0))
        }
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
        kinds = .allocate(capacity: max(kindCount, 1))
        kinds.initialize(from: other.kinds, count: kindCount)
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
        kinds.deallocate()
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
