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
    /// words from `relationOffset`, and `globalBytes` bytes of globals, for events of the
    /// kinds `kinds` (their name and unread slots and what they reach), in the order of their IDs.
    init(recordBytes: Int, relationOffset: Int, relationWidth: Int, globalBytes: Int, kinds: [KindRecord]) {
        storage = MemoStorage(recordBytes: recordBytes, relationOffset: relationOffset, relationWidth: relationWidth,
                              globalBytes: globalBytes, nameSlots: kinds.map(\.nameSlots), unreadSlots: kinds.map(\.unreadSlots),
                              reachesPairOnly: kinds.map(\.reachesPairOnly), reachesNamedOnly: kinds.map(\.reachesNamedOnly))
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
    ///
    /// Unlike the hot loop, a single event may meet records the memo has not numbered yet
    /// (a new subject, or one a full step changed): they are numbered first, then the event
    /// takes the loop's own way (``MemoReplayer``).
    @inline(__always)
    mutating func replay(_ event: Event, kind: KindRecord, records: UnsafeMutableRawPointer,
                         stride: Int, subjectCount: Int, globals: UnsafeMutableRawPointer) -> Bool {
        pending = nil
        let storage = self.storage
        // Numbering a subject may grow the memo's table of subjects: ``mayReplay(_:)`` reads it.
        defer { if knownCount != storage.subjectCapacity { refreshKnown() } }
        guard EventMemo.number(event, kind: kind, in: storage, records: records, stride: stride, subjectCount: subjectCount,
                               globals: globals) else { return false }
        let outcome = switch (storage.records.words, storage.globals.words) {
        case (9, 1): EventMemo.replay(RecordWidth9.self, RecordWidth1.self, event, storage, records: records, stride: stride,
                                      subjectCount: subjectCount, globals: globals)
        default: EventMemo.replay(RecordWidthAny.self, RecordWidthAny.self, event, storage, records: records, stride: stride,
                                  subjectCount: subjectCount, globals: globals)
        }
        switch outcome {
        case .replayed: return true
        case .missed(let key, let partner):
            pending = key
            pendingPartner = partner
            return false
        case .notTaken: return false
        }
    }

    /// Numbers the records `event` may reach that the memo has not numbered (its subject's,
    /// its partner's or the subject it names, and the globals); false if the memo is full.
    private static func number(_ event: Event, kind: KindRecord, in storage: MemoStorage, records: UnsafeMutableRawPointer,
                               stride: Int, subjectCount: Int, globals: UnsafeMutableRawPointer) -> Bool {
        let subject = Int(event.subject.rawValue)
        let number = storage.number(of: subject, record: records + subject &* stride)
        guard number != EventMemo.none, storage.globalNumber(globals) != EventMemo.none else { return false }
        let partner = storage.records.partner(of: number)
        var other: Int?
        if partner != EventMemo.none {
            if kind.reachesPairOnly, partner != MemoConfigurations.several { other = Int(partner) }
        } else if kind.reachesNamedOnly, let named = EventMemo.namedSubject(event, names: kind.nameSlots) {
            other = Int(named)
        }
        if let other, other != subject, other < subjectCount {
            guard storage.number(of: other, record: records + other &* stride) != EventMemo.none else { return false }
        }
        return true
    }

    @inline(__always)
    private static func replay<Width: RecordWidth, GlobalWidth: RecordWidth>(
        _ width: Width.Type, _ globalWidth: GlobalWidth.Type, _ event: Event, _ storage: MemoStorage,
        records: UnsafeMutableRawPointer, stride: Int, subjectCount: Int, globals: UnsafeMutableRawPointer
    ) -> MemoReplayOutcome {
        var replayer = MemoReplayer<Width, GlobalWidth>(storage, records: records, stride: stride, subjectCount: subjectCount,
                                                        globals: globals)
        defer { replayer.finish(storage) }
        return replayer.replay(event)
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
    /// This is the monitor's hot loop: ``MemoReplayer`` once per event, with the memo's
    /// tables in locals. A step is remembered only for an event naming no subject but the
    /// partner (or, for an isolated subject, the one other subject its kind may reach), and
    /// a record's number includes its relations, so a match proves again that the event
    /// reaches no other record than the ones compared.
    @inline(__always)
    func replayRun(_ events: UnsafePointer<Event>, _ positions: UnsafePointer<Int>, from start: Int, to end: Int,
                   records: UnsafeMutableRawPointer, stride: Int, subjectCount: Int, globals: UnsafeMutableRawPointer,
                   history: History, historyDepth: Int) -> Int {
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
        var replayer = MemoReplayer<Width, GlobalWidth>(storage, records: records, stride: stride, subjectCount: subjectCount,
                                                        globals: globals)
        defer { replayer.finish(storage) }
        var index = start
        while index < end {
            let event = events[index]
            guard case .replayed(let other, let names) = replayer.replay(event) else { break }
            if historyDepth > 0 {
                // As the monitor remembers a stepped event: for its subject, and for each name (the other subject).
                let entry = TraceEntry(position: positions[index], event: event)
                history.append(entry, for: event.subject, role: 0, depth: historyDepth)
                var slots = names
                while slots != 0 {
                    if event.rawArgument(slots.trailingZeroBitCount) < Event.nilArgument {
                        history.append(entry, for: Symbol(UInt32(truncatingIfNeeded: other)), role: 1 + slots.trailingZeroBitCount,
                                       depth: historyDepth)
                    }
                    slots &= slots &- 1
                }
            }
            index &+= 1
        }
        return index
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
