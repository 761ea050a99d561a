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
    /// Events replayed from the memo of legal events on isolated subjects instead of stepped.
    public private(set) var memoHits = 0
    private var history = History()
    /// What events did to isolated subjects (``EventMemo``), and scratch for remembering one.
    private var memo: EventMemo
    private var snapshot: [UInt8] = []

    /// A monitor at the start of a trace.
    public init(spec: CompiledSpec, historyDepth: Int = 4) {
        self.spec = spec
        self.state = MonitorState(spec: spec)
        self.historyDepth = max(historyDepth, 0)
        memo = EventMemo(recordBytes: state.recordStride, globalBytes: state.globalStride)
    }

    /// Checks one event and returns the rules it breaks (usually none).
    public mutating func consume(_ event: Event, at position: Int) -> [Violation] {
        var violations: [Violation] = []
        check(event, at: position, into: &violations)
        return violations
    }

    /// Checks one event, appends the rules it breaks to `violations`, and says whether it broke none.
    /// The fastest way to feed a monitor: nothing is allocated for a legal event.
    @discardableResult
    public mutating func check(_ event: Event, at position: Int, into violations: inout [Violation]) -> Bool {
        let subject = Int(event.subject.rawValue)
        // The fast path: an event on an isolated subject that the memo has seen (legal) before.
        var packed: UInt64?
        if subject < state.subjectCount, spec.tables.kinds[Int(event.kind.rawValue)].nameSlots == 0,
           state.hasNoRelations(subject), let word = EventMemo.pack(event) {
            packed = word
            if state.replay(word, on: subject, memo: memo) {
                eventCount += 1
                memoHits += 1
                remember(TraceEntry(position: position, event: event))
                return true
            }
            state.snapshot(of: subject, into: &snapshot)
        }
        var failures = FailureBuffer()
        state.step(event, tables: spec.tables, failures: &failures)
        eventCount += 1
        let entry = TraceEntry(position: position, event: event)
        if !failures.isEmpty {
            violations += failures.failures.map { explain($0, entry: entry) }
        } else if let packed {
            snapshot.withUnsafeBytes { before in
                memo.remember(packed, before: before.baseAddress!, record: state.record(subject), globals: state.globalBytes)
            }
        }
        remember(entry)
        return failures.isEmpty
    }

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
                let record = tables.machines[index]
                let current = state.state(of: index, for: Symbol(UInt32(subject)), in: spec)
                if record.restMask & (1 << UInt64(current)) == 0, record.unfinishedRule >= 0 {
                    violations.append(unfinished(machine: index, subject: Symbol(UInt32(subject)), state: current))
                }
            }
        }
        for (index, machine) in spec.machines.enumerated() where machine.scope == .global {
            let record = tables.machines[index]
            let current = state.state(of: index, for: Symbol(0), in: spec)
            if record.restMask & (1 << UInt64(current)) == 0, record.unfinishedRule >= 0 {
                violations.append(unfinished(machine: index, subject: nil, state: current))
            }
        }
        return violations
    }

    // MARK: - History

    /// Remembers the event for its subject, and for every subject it names (so a
    /// presented controller's context shows the `present` that named it).
    private mutating func remember(_ entry: TraceEntry) {
        guard historyDepth > 0 else { return }
        if !isKnownUniquelyReferenced(&history) { history = history.copy(depth: historyDepth) }
        history.append(entry, for: entry.event.subject, depth: historyDepth)
        var names = spec.tables.kinds[Int(entry.event.kind.rawValue)].nameSlots
        while names != 0 {
            let slot = names.trailingZeroBitCount
            names &= names - 1
            if let named = entry.event.symbolArgument(slot), named != entry.event.subject {
                history.append(entry, for: named, depth: historyDepth)
            }
        }
    }

    /// The last events of `subject`, oldest first.
    public func recentEvents(of subject: Symbol) -> [TraceEntry] {
        history.recent(of: Int(subject.rawValue), depth: historyDepth)
    }
}
