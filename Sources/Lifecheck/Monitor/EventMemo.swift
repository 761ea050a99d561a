/// Remembers what events did to isolated subjects, so the monitor can replay an event by
/// copying a few words instead of running the step again: a lazily built automaton over
/// subject configurations.
///
/// An event on a subject with no relation set, naming no other subject, changes only that
/// subject's record and the global machines (everything else it could touch is reached
/// through a relation or a parameter). Its effect is then a function of the event (its
/// kind and small arguments, packed in one word) and the subject's *configuration*: its
/// record's bytes and the globals'. The memo numbers each configuration it meets,
/// remembers each subject's last known configuration, and remembers the legal steps
/// `(configuration, event) → configuration`. Replaying an event then costs a comparison
/// of the subject's bytes with its last known configuration (anything else may have
/// changed them: a child's counter, a global event), one probe, and a copy.
///
/// Only legal outcomes are stored; an illegal event always runs the real step, which explains it.
struct EventMemo: @unchecked Sendable {
    // Safety: the memory is owned by `storage` and only written through a Monitor that
    // copies the memo before writing when it is shared (copy on write, ``makeUnique()``).

    /// The configuration number that means "none".
    static let none = UInt32.max
    private var storage: MemoStorage
    /// The configuration of the subject of the last ``replay(_:subject:record:globals:)``
    /// that missed, for the ``remember(_:subject:record:globals:)`` that follows it.
    private var pending = EventMemo.none
    /// `storage.configurationOf` and its capacity, kept here so the monitor can ask
    /// ``mayReplay(_:)`` without touching (and retaining) the storage.
    private var known: UnsafeMutablePointer<UInt32>
    private var knownCount = 0

    init(recordBytes: Int, globalBytes: Int) {
        storage = MemoStorage(layout: MemoLayout(recordBytes: recordBytes, globalBytes: globalBytes))
        known = storage.configurationOf
    }

    /// Whether an event on `subject` may be a remembered step: the memo knows the
    /// subject's configuration. (False for every subject that ever had a relation when
    /// an event came, so those go straight to the step.)
    @inline(__always)
    func mayReplay(_ subject: Int) -> Bool {
        subject < knownCount && known[subject] != EventMemo.none
    }

    private mutating func refreshKnown() {
        known = storage.configurationOf
        knownCount = storage.subjectCapacity
    }

    /// The configurations numbered so far.
    var configurationCount: Int { storage.configurationCount }

    /// Copies the memory if a copy of this memo shares it.
    @inline(__always)
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) {
            storage = storage.copy()
            refreshKnown()
        }
    }

    /// The event packed with its small arguments into one word, or nil if an argument is not small.
    @inline(__always)
    static func pack(_ event: Event) -> UInt64? {
        var packed = UInt64(event.kind.rawValue)
        for slot in 0..<3 {
            let raw = event.rawArgument(slot)
            // 0xFFFF stands for an absent argument, so a present one must be below it.
            let small: UInt64 = raw == Event.absentArgument ? 0xFFFF : raw
            guard small < 0xFFFF || raw == Event.absentArgument else { return nil }
            packed |= small << (16 * UInt64(slot + 1))
        }
        return packed
    }

    /// Moves `subject`'s `record` and the `globals` to what `packed` leads to, if that step
    /// was remembered; false otherwise. The memo must be unique (``makeUnique()``).
    @inline(__always)
    mutating func replay(_ packed: UInt64, subject: Int, record: UnsafeMutableRawPointer, globals: UnsafeMutableRawPointer) -> Bool {
        let storage = self.storage
        if subject >= storage.subjectCapacity {
            storage.reserve(subjects: subject + 1)
            refreshKnown()
        }
        var configuration = storage.configurationOf[subject]
        if configuration == EventMemo.none || !storage.matches(configuration, record, globals) {
            configuration = storage.intern(record, globals)
            storage.configurationOf[subject] = configuration
        }
        let next = storage.next(packed, from: configuration)
        guard next != EventMemo.none else {
            pending = configuration
            return false
        }
        storage.write(next, to: record, globals)
        storage.configurationOf[subject] = next
        return true
    }

    /// Replays `events[start ..< end]` for as long as each is a remembered step of its
    /// subject's configuration, remembering each in `history` (at `positions`); returns
    /// the index of the first event it did not replay. The state and the memo must be unique.
    ///
    /// This is the monitor's hot loop on isolated subjects. A step is remembered only for
    /// an event naming no other subject on a subject with no relation set, and the
    /// subject's configuration includes its relations, so a match proves both again.
    @inline(__always)
    func replayRun(_ events: UnsafePointer<Event>, _ positions: UnsafePointer<Int>, from start: Int, to end: Int,
                   records: UnsafeMutableRawPointer, subjectCount: Int, globals: UnsafeMutableRawPointer,
                   history: History, historyDepth: Int) -> Int {
        // Everything in locals: the loop reads no class field.
        let storage = self.storage
        let recordWords = storage.layout.recordWords, words = storage.layout.words
        let configurations = storage.configurationWords, configurationOf = storage.configurationOf
        let steps = storage.stepSlots, stepMask = storage.stepSlotMask
        let limit = min(subjectCount, storage.subjectCapacity)
        var index = start
        run: while index < end {
            let event = events[index]
            let subject = Int(event.subject.rawValue)
            guard subject < limit, let packed = EventMemo.pack(event) else { break }
            let configuration = configurationOf[subject]
            guard configuration != EventMemo.none else { break }
            // The subject's record and the globals are still that configuration.
            let record = records + subject &* (recordWords &* 8)
            var known = UnsafePointer(configurations + Int(configuration) &* words)
            for word in 0..<recordWords where known[word] != record.load(fromByteOffset: 8 &* word, as: UInt64.self) {
                // Something else changed the record (a parent was set, a child's counter
                // moved): forget it, so that the subject's next events go straight to the step
                // until it is met isolated again.
                configurationOf[subject] = EventMemo.none
                break run
            }
            for word in recordWords..<words
            where known[word] != globals.load(fromByteOffset: 8 &* (word &- recordWords), as: UInt64.self) { break run }
            // The remembered step.
            var slot = MemoStorage.slot(packed, configuration, stepMask)
            var next = EventMemo.none
            while true {
                let step = steps[slot]
                if step.from == configuration, step.packed == packed { next = step.to; break }
                if step.from == EventMemo.none { break run }
                slot = (slot &+ 1) & stepMask
            }
            known = UnsafePointer(configurations + Int(next) &* words)
            for word in 0..<recordWords { record.storeBytes(of: known[word], toByteOffset: 8 &* word, as: UInt64.self) }
            for word in recordWords..<words { globals.storeBytes(of: known[word], toByteOffset: 8 &* (word &- recordWords), as: UInt64.self) }
            configurationOf[subject] = next
            if historyDepth > 0 { history.append(TraceEntry(position: positions[index], event: event), for: event.subject, depth: historyDepth) }
            index &+= 1
        }
        return index
    }

    /// Remembers that `packed` took `subject` from the configuration the last missed
    /// ``replay(_:subject:record:globals:)`` found to the one now in `record` and `globals`.
    mutating func remember(_ packed: UInt64, subject: Int, record: UnsafeRawPointer, globals: UnsafeRawPointer) {
        let from = pending
        pending = EventMemo.none
        guard from != EventMemo.none else { return }
        let to = storage.intern(record, globals)
        storage.configurationOf[subject] = to
        guard to != EventMemo.none else { return }
        storage.add(packed, from: from, to: to)
    }
}

/// Where the words of a configuration come from: the record's words, then the globals'
/// (``StateStorage`` pads both to whole words).
struct MemoLayout {
    let recordWords: Int
    /// Words per configuration.
    let words: Int

    init(recordBytes: Int, globalBytes: Int) {
        precondition(recordBytes % 8 == 0, "records are whole words")
        recordWords = recordBytes / 8
        words = recordWords + (globalBytes + 7) / 8
    }

    /// Word `index` of the configuration at `record` and `globals`.
    @inline(__always)
    func word(_ index: Int, _ record: UnsafeRawPointer, _ globals: UnsafeRawPointer) -> UInt64 {
        index < recordWords
            ? record.load(fromByteOffset: 8 &* index, as: UInt64.self)
            : globals.load(fromByteOffset: 8 &* (index &- recordWords), as: UInt64.self)
    }

    /// Stores configuration words `words` to `record` and `globals`.
    @inline(__always)
    func scatter(_ words: UnsafePointer<UInt64>, to record: UnsafeMutableRawPointer, _ globals: UnsafeMutableRawPointer) {
        for index in 0..<recordWords { record.storeBytes(of: words[index], toByteOffset: 8 &* index, as: UInt64.self) }
        for index in recordWords..<self.words { globals.storeBytes(of: words[index], toByteOffset: 8 &* (index &- recordWords), as: UInt64.self) }
    }
}

/// The memory behind an ``EventMemo``: the configurations (words, and a hash index on
/// them), the remembered steps (an open-addressing table keyed by event and configuration),
/// and each subject's last known configuration.
final class MemoStorage {
    let layout: MemoLayout
    /// At most this many configurations and steps are remembered; past that, the memo
    /// still replays what it has.
    static let configurationLimit = 1 << 16
    static let stepLimit = 1 << 18

    private(set) var configurationCount = 0
    private var configurationCapacity = 64
    private var configurations: UnsafeMutablePointer<UInt64>
    /// Configuration numbers by hash; `none` is an empty slot.
    private var configurationSlots: UnsafeMutablePointer<UInt32>
    private var configurationMask = 255

    /// A remembered step: the packed event, the configuration before and after it.
    struct Step {
        var packed: UInt64
        var from: UInt32
        var to: UInt32
    }
    private var steps: UnsafeMutablePointer<Step>
    private var stepMask = 1023
    /// The words of every configuration, and the steps' table with its mask, for the replay loop.
    var configurationWords: UnsafePointer<UInt64> { UnsafePointer(configurations) }
    var stepSlots: UnsafePointer<Step> { UnsafePointer(steps) }
    var stepSlotMask: Int { stepMask }
    private var stepCount = 0

    private(set) var configurationOf: UnsafeMutablePointer<UInt32>
    private(set) var subjectCapacity = 0

    init(layout: MemoLayout) {
        self.layout = layout
        configurations = .allocate(capacity: configurationCapacity * max(layout.words, 1))
        configurationSlots = .allocate(capacity: configurationMask + 1)
        configurationSlots.initialize(repeating: EventMemo.none, count: configurationMask + 1)
        steps = .allocate(capacity: stepMask + 1)
        steps.initialize(repeating: Step(packed: 0, from: EventMemo.none, to: EventMemo.none), count: stepMask + 1)
        configurationOf = .allocate(capacity: 1)
    }

    deinit {
        configurations.deallocate()
        configurationSlots.deallocate()
        steps.deallocate()
        configurationOf.deallocate()
    }

    func copy() -> MemoStorage {
        let copy = MemoStorage(layout: layout)
        copy.configurations.deallocate()
        copy.configurationCapacity = configurationCapacity
        copy.configurations = .allocate(capacity: configurationCapacity * max(layout.words, 1))
        copy.configurations.update(from: configurations, count: configurationCount * layout.words)
        copy.configurationCount = configurationCount
        copy.configurationSlots.deallocate()
        copy.configurationMask = configurationMask
        copy.configurationSlots = .allocate(capacity: configurationMask + 1)
        copy.configurationSlots.update(from: configurationSlots, count: configurationMask + 1)
        copy.steps.deallocate()
        copy.stepMask = stepMask
        copy.stepCount = stepCount
        copy.steps = .allocate(capacity: stepMask + 1)
        copy.steps.update(from: steps, count: stepMask + 1)
        copy.reserve(subjects: subjectCapacity)
        copy.configurationOf.update(from: configurationOf, count: subjectCapacity)
        return copy
    }

    /// Makes room for subjects `0 ..< subjects`; a new subject's configuration is unknown.
    @inline(__always)
    func reserve(subjects: Int) {
        if subjects > subjectCapacity { growSubjects(to: subjects) }
    }

    private func growSubjects(to subjects: Int) {
        let capacity = max(subjects, 2 * subjectCapacity, 64)
        let bigger = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
        bigger.update(from: configurationOf, count: subjectCapacity)
        (bigger + subjectCapacity).initialize(repeating: EventMemo.none, count: capacity - subjectCapacity)
        configurationOf.deallocate()
        configurationOf = bigger
        subjectCapacity = capacity
    }

    /// Whether configuration `number` is what `record` and `globals` hold.
    @inline(__always)
    func matches(_ number: UInt32, _ record: UnsafeRawPointer, _ globals: UnsafeRawPointer) -> Bool {
        let words = configurations + Int(number) &* layout.words
        for index in 0..<layout.words where words[index] != layout.word(index, record, globals) { return false }
        return true
    }

    /// Copies configuration `number` to `record` and `globals`.
    @inline(__always)
    func write(_ number: UInt32, to record: UnsafeMutableRawPointer, _ globals: UnsafeMutableRawPointer) {
        layout.scatter(configurations + Int(number) &* layout.words, to: record, globals)
    }

    /// The number of the configuration `record` and `globals` hold, numbering it if it is
    /// new; `none` when the memo is full.
    func intern(_ record: UnsafeRawPointer, _ globals: UnsafeRawPointer) -> UInt32 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15
        for index in 0..<layout.words { hash = (hash ^ layout.word(index, record, globals)) &* 0xC2B2_AE3D_27D4_EB4F }
        var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & configurationMask
        while true {
            let number = configurationSlots[slot]
            if number == EventMemo.none { break }
            if matches(number, record, globals) { return number }
            slot = (slot &+ 1) & configurationMask
        }
        guard configurationCount < MemoStorage.configurationLimit else { return EventMemo.none }
        if configurationCount == configurationCapacity {
            let bigger = UnsafeMutablePointer<UInt64>.allocate(capacity: 2 * configurationCapacity * max(layout.words, 1))
            bigger.update(from: configurations, count: configurationCount * layout.words)
            configurations.deallocate()
            configurations = bigger
            configurationCapacity *= 2
        }
        let number = UInt32(configurationCount)
        let words = configurations + configurationCount * layout.words
        for index in 0..<layout.words { words[index] = layout.word(index, record, globals) }
        configurationCount += 1
        configurationSlots[slot] = number
        if configurationCount * 2 > configurationMask + 1 { rehashConfigurations() }
        return number
    }

    private func rehashConfigurations() {
        configurationSlots.deallocate()
        configurationMask = 2 * (configurationMask + 1) - 1
        configurationSlots = .allocate(capacity: configurationMask + 1)
        configurationSlots.initialize(repeating: EventMemo.none, count: configurationMask + 1)
        for number in 0..<configurationCount {
            var hash: UInt64 = 0x9E37_79B9_7F4A_7C15
            let words = configurations + number * layout.words
            for index in 0..<layout.words { hash = (hash ^ words[index]) &* 0xC2B2_AE3D_27D4_EB4F }
            var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & configurationMask
            while configurationSlots[slot] != EventMemo.none { slot = (slot &+ 1) & configurationMask }
            configurationSlots[slot] = UInt32(number)
        }
    }

    @inline(__always)
    static func slot(_ packed: UInt64, _ from: UInt32, _ mask: Int) -> Int {
        let hash = (packed ^ (UInt64(from) &* 0x9E37_79B9_7F4A_7C15)) &* 0xC2B2_AE3D_27D4_EB4F
        return Int(truncatingIfNeeded: hash >> 32) & mask
    }

    /// Where `packed` takes configuration `from`, or `none` if that step is not remembered.
    @inline(__always)
    func next(_ packed: UInt64, from: UInt32) -> UInt32 {
        var slot = MemoStorage.slot(packed, from, stepMask)
        while true {
            let step = steps[slot]
            if step.from == from, step.packed == packed { return step.to }
            if step.from == EventMemo.none { return EventMemo.none }
            slot = (slot &+ 1) & stepMask
        }
    }

    /// Remembers that `packed` takes configuration `from` to `to`.
    func add(_ packed: UInt64, from: UInt32, to: UInt32) {
        guard stepCount < MemoStorage.stepLimit else { return }
        var slot = MemoStorage.slot(packed, from, stepMask)
        while steps[slot].from != EventMemo.none {
            if steps[slot].from == from, steps[slot].packed == packed { return }
            slot = (slot &+ 1) & stepMask
        }
        steps[slot] = Step(packed: packed, from: from, to: to)
        stepCount += 1
        if stepCount * 2 > stepMask + 1 { rehashSteps() }
    }

    private func rehashSteps() {
        let old = steps, oldCount = stepMask + 1
        stepMask = 2 * oldCount - 1
        steps = .allocate(capacity: stepMask + 1)
        steps.initialize(repeating: Step(packed: 0, from: EventMemo.none, to: EventMemo.none), count: stepMask + 1)
        for index in 0..<oldCount where old[index].from != EventMemo.none {
            var slot = MemoStorage.slot(old[index].packed, old[index].from, stepMask)
            while steps[slot].from != EventMemo.none { slot = (slot &+ 1) & stepMask }
            steps[slot] = old[index]
        }
        old.deallocate()
    }
}
