import LifecheckMemory

/// Checks a stream of events against a compiled spec, one event at a time.
///
/// ```swift
/// var monitor = Monitor(spec: compiled)
/// for entry in trace.entries { report(monitor.consume(entry.event, at: entry.position)) }
/// report(monitor.finish())
/// ```
///
/// `consume` costs O(1) amortized per event (a few table reads per op of the event's
/// kind); it allocates only when a new subject appears or a rule is broken. The monitor
/// keeps each subject's last few events, so a violation can show its context.
public struct Monitor: Sendable {
    /// The spec it checks against.
    public let spec: CompiledSpec
    /// What it knows so far.
    public private(set) var state: MonitorState
    /// How many preceding events of a subject a violation shows.
    public let historyDepth: Int
    /// Events consumed so far.
    public private(set) var eventCount = 0
    /// Events replayed from the memo of legal events (`EventMemo`) instead of stepped.
    @_spi(Performance) public private(set) var memoHits = 0
    private var history: History
    /// What events did to subjects and their partners (`EventMemo`).
    private var memo: EventMemo
    #if LIFECHECK_INTERNAL_CHECKS
    /// The state every event takes the full way to, checked against `state` after every
    /// memo replay (builds with internal checks: every debug build, so every test checks
    /// the memo).
    private var shadow: MonitorState
    /// Replayed events since the shadow and the state were last compared whole.
    private var replaysSinceWholeComparison = 0
    #endif

    /// How many preceding events of a subject a violation shows, unless told otherwise.
    public static let defaultHistoryDepth = 4

    /// A monitor at the start of a trace; `historyDepth` 0 keeps no context (violations
    /// then show only the event that broke the rule).
    public init(spec: CompiledSpec, historyDepth: Int = Monitor.defaultHistoryDepth) {
        self.init(spec: spec, historyDepth: historyDepth, keepingBeginnings: false)
    }

    /// A monitor at the start of a trace that, with a history, also keeps the event that
    /// began each unfinished state however long ago (``Violation/began``), at some cost per
    /// event: for the checker's messages, which read a trace again for its context.
    package init(spec: CompiledSpec, historyDepth: Int = Monitor.defaultHistoryDepth, keepingBeginnings: Bool) {
        self.spec = spec
        self.state = MonitorState(spec: spec)
        self.historyDepth = max(historyDepth, 0)
        history = History(kinds: spec.vocabulary.kinds.count,
                          beginnings: historyDepth > 0 && keepingBeginnings ? UnfinishedBeginnings(spec: spec) : nil)
        memo = state.makeMemo(kinds: spec.vocabulary.ids.map { spec.tables.kinds[Int($0.rawValue)] })
        #if LIFECHECK_INTERNAL_CHECKS
        shadow = state
        #endif
    }

    /// Checks one event and returns the rules it breaks (usually none).
    public mutating func consume(_ event: Event, at position: Int) -> [Violation] {
        var violations: [Violation] = []
        check(event, at: position, into: &violations)
        return violations
    }

    /// Checks one event, appends the rules it breaks to `violations`, and says whether it broke none.
    ///
    /// The fastest way to feed a monitor one event at a time: nothing is allocated for a legal event.
    @discardableResult
    public mutating func check(_ event: Event, at position: Int, into violations: inout [Violation]) -> Bool {
        // A batch of one, so that a remembered step takes the same short way as in a batch.
        withUnsafePointer(to: event) { event in
            withUnsafePointer(to: position) { position in
                check(UnsafeBufferPointer(start: event, count: 1), at: UnsafeBufferPointer(start: position, count: 1),
                      into: &violations) == 0
            }
        }
    }

    /// Checks a batch of events in order, `events[i]` at `positions[i]`, appends the rules
    /// they break to `violations`, and returns how many events broke one.
    ///
    /// The same as calling ``check(_:at:into:)`` on each, only cheaper: the monitor makes
    /// its memory its own once for the batch instead of once per event.
    ///
    /// - Precondition: `events` and `positions` have the same count.
    @discardableResult
    @_spi(Performance) public mutating func check(_ events: UnsafeBufferPointer<Event>, at positions: UnsafeBufferPointer<Int>,
                               into violations: inout [Violation]) -> Int {
        precondition(events.count == positions.count, "one position per event")
        let count = events.count
        guard let events = events.baseAddress, let positions = positions.baseAddress else { return 0 }
        makeUnique()
        var broken = 0
        var index = 0
        while index < count {
            // The record and history ring of an event a few ahead start loading now: on a
            // trace of thousands of controllers they are rarely in the cache.
            if index &+ Monitor.prefetchDistance < count {
                let ahead = Int(events[index &+ Monitor.prefetchDistance].subject.rawValue)
                let storage = state.storage
                if ahead < storage.subjectCount { lifecheck_prefetch(storage.records + ahead &* storage.stride) }
                if historyDepth > 0 { history.prefetch(ahead, depth: historyDepth) }
            }
            // Runs of remembered steps first, then one event the full way.
            if memo.mayReplay(Int(events[index].subject.rawValue)) {
                let storage = state.storage
                let replayed = memo.replayRun(events, positions, from: index, to: count, records: storage.records,
                                              stride: storage.stride, subjectCount: storage.subjectCount, globals: storage.globals,
                                              history: history, historyDepth: historyDepth)
                eventCount += replayed - index
                memoHits += replayed - index
                #if LIFECHECK_INTERNAL_CHECKS
                verifyReplay(of: UnsafeBufferPointer(start: events + index, count: replayed - index), at: positions[index])
                #endif
                index = replayed
                guard index < count else { break }
            }
            if !checkUnique(events[index], at: positions[index], into: &violations) { broken += 1 }
            index += 1
        }
        return broken
    }

    /// How many events ahead ``check(_:at:into:)`` prefetches.
    static let prefetchDistance = 12

    /// Copies whatever memory this monitor shares with a copy of it, so that it can be
    /// written in place. Nothing can copy the monitor again until the mutating call ends.
    @inline(__always)
    private mutating func makeUnique() {
        state.makeUnique()
        memo.makeUnique()
        if historyDepth > 0, !isKnownUniquelyReferenced(&history) { history = history.copy(depth: historyDepth) }
    }

    /// Puts the global machines (the app's launch and state) back in their initial state,
    /// as at the start of a trace, for a log that pastes another run of the app after the
    /// first; the subjects keep their state.
    package mutating func restartGlobals() {
        makeUnique()
        memo.recordsWillChange()
        state.resetGlobals()
        #if LIFECHECK_INTERNAL_CHECKS
        shadow.resetGlobals()
        #endif
    }

    /// ``check(_:at:into:)`` once `makeUnique()` ran.
    @inline(__always)
    private mutating func checkUnique(_ event: Event, at position: Int, into violations: inout [Violation]) -> Bool {
        let subject = Int(event.subject.rawValue)
        let kind = spec.tables.kinds[Int(event.kind.rawValue)]
        let nameSlots = kind.nameSlots
        // The fast path: an event on an isolated subject, or on one with a partner (naming
        // nothing but the partner), that the memo has seen (legal) before.
        let memoTakes = subject < state.subjectCount && (nameSlots == 0 || kind.reachesPairOnly || kind.reachesNamedOnly)
        if memoTakes, state.replayUnique(event, kind: kind, memo: &memo) {
            eventCount += 1
            memoHits += 1
            #if LIFECHECK_INTERNAL_CHECKS
            withUnsafePointer(to: event) { verifyReplay(of: UnsafeBufferPointer(start: $0, count: 1), at: position) }
            #endif
            remember(TraceEntry(position: position, event: event), names: nameSlots)
            return true
        }
        var failures = FailureBuffer()
        var observer = NoObserver()
        memo.recordsWillChange()
        state.stepUnique(event, tables: spec.tables, failures: &failures, observer: &observer)
        #if LIFECHECK_INTERNAL_CHECKS
        var shadowFailures = FailureBuffer()
        shadow.makeUnique()
        shadow.stepUnique(event, tables: spec.tables, failures: &shadowFailures, observer: &observer)
        #endif
        eventCount += 1
        let entry = TraceEntry(position: position, event: event)
        if !failures.isEmpty {
            violations += failures.failures.map { explain($0, entry: entry) }
        } else if memoTakes {
            state.remember(event.kind, on: subject, memo: &memo)
        }
        remember(entry, names: nameSlots)
        return failures.isEmpty
    }

    #if LIFECHECK_INTERNAL_CHECKS
    /// Steps the shadow state the full way through `events`, a run the memo replayed from
    /// `position` on, and traps unless every step was legal and the states agree after the
    /// run: a replay must be exactly the full steps it remembers.
    private mutating func verifyReplay(of events: UnsafeBufferPointer<Event>, at position: Int) {
        var failures = FailureBuffer()
        var observer = NoObserver()
        shadow.makeUnique()
        for (offset, event) in events.enumerated() {
            shadow.stepUnique(event, tables: spec.tables, failures: &failures, observer: &observer)
            precondition(failures.isEmpty, """
                internal check: the memo replayed \(spec.vocabulary[event.kind].name), event \(offset + 1) of a run from \
                \(position), which the full step rejects
                """)
        }
        precondition(agreesWithShadow(after: events), """
            internal check: the memo's replay of \(events.count) events from \(position) left another state than the full steps
            """)
    }

    /// Whether the state agrees with the shadow after a replayed run: in the globals and the
    /// records of every subject the run's events touched (their subjects, the subjects they
    /// name, what the subjects' relations point to), and now and then in every record (a
    /// replay that moved a third subject shows there, or when an event touches it).
    private mutating func agreesWithShadow(after events: UnsafeBufferPointer<Event>) -> Bool {
        replaysSinceWholeComparison += events.count
        if state.subjectCount <= 64 || replaysSinceWholeComparison >= 4_096 {
            replaysSinceWholeComparison = 0
            return shadow == state
        }
        let relations = spec.tables.relationCount
        for event in events {
            var subjects = [event.subject]
            for slot in 0..<Event.maximumArguments { if let named = event.symbolArgument(slot) { subjects.append(named) } }
            for relation in 0..<relations { if let related = shadow.related(relation, of: event.subject) { subjects.append(related) } }
            guard shadow.agrees(with: state, on: subjects) else { return false }
        }
        return true
    }
    #endif

    /// Checks many events; returns how many broke a rule and hands each violation to `report`.
    @discardableResult
    public mutating func consume(_ entries: some Sequence<TraceEntry>, report: (Violation) -> Void = { _ in }) -> Int {
        var broken = 0
        for entry in entries {
            let violations = consume(entry.event, at: entry.position)
            broken += violations.isEmpty ? 0 : 1
            violations.forEach(report)
        }
        return broken
    }

    /// The end-of-trace obligations not met: every subject's machines must be in a rest
    /// state (nothing appearing, no layout pass open, no `willMove` without `didMove`…).
    public func finish() -> [Violation] {
        var violations: [Violation] = []
        let tables = spec.tables
        for subject in 0..<state.subjectCount {
            for (index, machine) in spec.machines.enumerated() where machine.scope == .perSubject {
                let current = state.state(of: index, for: Symbol(UInt32(subject)), in: spec)
                if !Self.mayEnd(tables.machines[index], in: current) {
                    violations.append(unfinished(machine: index, subject: Symbol(UInt32(subject)), state: current))
                }
            }
        }
        for (index, machine) in spec.machines.enumerated() where machine.scope == .global {
            let current = state.state(of: index, for: Symbol(0), in: spec)
            if !Self.mayEnd(tables.machines[index], in: current) {
                violations.append(unfinished(machine: index, subject: nil, state: current))
            }
        }
        return violations
    }

    /// Whether `subject` is where a trace may end: no machine of its in a state its
    /// unfinished rule forbids ending in (an appearance under way).
    package func isAtRest(_ subject: Symbol) -> Bool {
        spec.machines.indices.allSatisfy { index in
            spec.machines[index].scope != .perSubject
                || Self.mayEnd(spec.tables.machines[index], in: state.state(of: index, for: subject, in: spec))
        }
    }

    /// Whether a trace may end with the machine of `record` in state `current`.
    private static func mayEnd(_ record: MachineRecord, in current: Int) -> Bool {
        record.restMask & (1 << UInt64(current)) != 0 || record.unfinishedRule < 0
    }

    // MARK: - History

    /// Remembers the event for its subject, and for every subject it names (so a
    /// presented controller's context shows the `present` that named it): `names` is
    /// the kind's ``KindRecord/nameSlots``. The history must be unique (`makeUnique()`).
    @inline(__always)
    private mutating func remember(_ entry: TraceEntry, names nameSlots: UInt8) {
        guard historyDepth > 0 else { return }
        history.append(entry, for: entry.event.subject, role: 0, depth: historyDepth)
        var names = nameSlots
        while names != 0 {
            let slot = names.trailingZeroBitCount
            names &= names - 1
            if let named = entry.event.symbolArgument(slot), named != entry.event.subject {
                history.append(entry, for: named, role: 1 + slot, depth: historyDepth)
            }
        }
    }

    /// The last events of `subject`, oldest first.
    public func recentEvents(of subject: Symbol) -> [TraceEntry] {
        history.recent(of: Int(subject.rawValue), depth: historyDepth)
    }

    /// The event that began the state `subject`'s machine at `machine` (an index into the
    /// spec's machines) is in, when it is a state a trace must not end in and the history
    /// kept it.
    func beginning(of machine: Int, for subject: Symbol) -> TraceEntry? {
        guard historyDepth > 0 else { return nil }
        return history.beginning(of: Int(subject.rawValue), machine: machine)
    }
}
