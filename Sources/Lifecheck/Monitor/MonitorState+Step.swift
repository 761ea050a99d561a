/// The failures of one step, in a fixed inline buffer: plain data, so a step allocates
/// and releases nothing. An event breaks a handful of rules at most; past `capacity`
/// failures, the rest are counted but not kept.
@usableFromInline
struct FailureBuffer: Sendable {
    @inlinable static var capacity: Int { 4 }
    @usableFromInline var count = 0
    @usableFromInline var storage: (Failure, Failure, Failure, Failure)

    @inlinable init() {
        let empty = Failure(op: 0, target: 0, stateBefore: 0)
        storage = (empty, empty, empty, empty)
    }

    @inlinable var isEmpty: Bool { count == 0 }

    @inlinable mutating func append(_ failure: Failure) {
        if count < FailureBuffer.capacity {
            withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: failure, toByteOffset: count * MemoryLayout<Failure>.stride, as: Failure.self) }
        }
        count += 1
    }

    /// The failures kept, in order.
    var failures: [Failure] {
        withUnsafeBytes(of: storage) { bytes in
            (0..<min(count, FailureBuffer.capacity)).map { bytes.load(fromByteOffset: $0 * MemoryLayout<Failure>.stride, as: Failure.self) }
        }
    }
}

/// Why an op rejected an event, recorded by the step for the explanation that follows.
@usableFromInline
struct Failure: Sendable {
    /// The op's index in ``Tables/ops``.
    @usableFromInline var op: Int32
    /// The subject whose state broke the rule (``MonitorState/globalTarget`` for a global
    /// machine); for a parameter condition, what the relation named before the event (the
    /// event may set it: a `prepare` sets the identifier it is checked against).
    @usableFromInline var target: UInt32
    /// That subject's machine state before the event.
    @usableFromInline var stateBefore: UInt8

    @inlinable init(op: Int32, target: UInt32, stateBefore: UInt8) {
        self.op = op
        self.target = target
        self.stateBefore = stateBefore
    }
}

extension MonitorState {
    /// Applies one event and says whether it broke no rule.
    ///
    /// This is the explorer's step:
    /// no history, no explanations.
    @inlinable
    public mutating func apply(_ event: Event, spec: CompiledSpec) -> Bool {
        var failures = FailureBuffer()
        step(event, tables: spec.tables, failures: &failures)
        return failures.isEmpty
    }

    /// Applies one event, recording what it exercised in `coverage`.
    @inlinable
    public mutating func apply(_ event: Event, spec: CompiledSpec, coverage: inout CoverageRecorder) -> Bool {
        var failures = FailureBuffer()
        step(event, tables: spec.tables, failures: &failures, observer: &coverage)
        return failures.isEmpty
    }

    /// Applies one event: checks its requirements against the state before it, moves
    /// every machine it concerns, updates relations and counters. Appends a ``Failure``
    /// for every op that rejects it; an illegal transition still moves the machine to the
    /// group's recovery state, so one bug gives one violation, not a cascade.
    ///
    /// - Complexity: O(ops of the event's kind), independent of the trace's length and of
    ///   how many subjects there are (counters make parent/child checks O(1)).
    @inlinable
    mutating func step(_ event: Event, tables: Tables, failures: inout FailureBuffer) {
        var observer = NoObserver()
        step(event, tables: tables, failures: &failures, observer: &observer)
    }

    /// Applies one event, telling `observer` which requirements applied and which
    /// transitions were taken (for coverage). With ``NoObserver`` the calls compile away.
    @inlinable
    mutating func step<Observer: StepObserver>(_ event: Event, tables: Tables, failures: inout FailureBuffer, observer: inout Observer) {
        makeUnique()
        stepUnique(event, tables: tables, failures: &failures, observer: &observer)
    }

    /// ``step(_:tables:failures:observer:)`` on a state whose storage is already unique
    /// (`makeUnique()`), as a monitor checking a batch of events makes it once.
    @inlinable
    mutating func stepUnique<Observer: StepObserver>(_ event: Event, tables: Tables, failures: inout FailureBuffer, observer: inout Observer) {
        let kind = tables.kinds + Int(event.kind.rawValue)
        // Room for the subject and every subject the event names.
        var highest = event.subject.rawValue
        var names = kind.pointee.nameSlots
        while names != 0 {
            let raw = event.rawArgument(names.trailingZeroBitCount)
            names &= names &- 1
            if raw < Event.nilArgument, UInt32(truncatingIfNeeded: raw) > highest { highest = UInt32(truncatingIfNeeded: raw) }
        }
        if Int(highest) >= storage.subjectCount { storage.grow(to: Int(highest) + 1) }
        let view = StateView(storage, tables)
        let subject = event.subject.rawValue
        let record = view.records + Int(subject) &* view.stride

        // Fast path: the fused tables move the subject's clusters (and the global one) in one
        // read each. If one of them rejects the event, run the full interpreter instead, so
        // the failure is found, and explained, op by op.
        let fusedStart = Int(kind.pointee.fusedStart), fusedEnd = Int(kind.pointee.fusedEnd)
        var fusedHolds = true
        var index = fusedStart
        while index < fusedEnd {
            let fused = tables.fused[index]
            let cell = (fused.isGlobal ? view.globals : record) + Int(fused.offset)
            if tables.fusedTable[Int(fused.tableStart) &+ Int(cell.load(as: UInt16.self))] == FusedStep.fails {
                fusedHolds = false
                break
            }
            index &+= 1
        }
        // (A pointer, not a copy: the record is read field by field below.)
        let phases = UnsafeRawPointer(kind).advanced(by: fusedHolds ? KindRecord.residualOffset : KindRecord.allOffset)
            .assumingMemoryBound(to: KindRecord.Phases.self)

        // Requirements, against the state before the event. (Written out here rather than
        // in a function of its own: the optimizer would not inline it, and the call cost more than the check.)
        let ops = tables.ops
        let conditions = tables.conditions
        index = Int(phases.pointee.start)
        requirements: while index < Int(phases.pointee.transitions) {
            let op = ops + index
            defer { index &+= 1 }
            if op.pointee.gate >= 0, view.relation(subject, Int(op.pointee.gate)) == MonitorState.unset { continue }
            if op.pointee.flags & Op.hasTests != 0, !tables.opTests[index].pass(event) { continue }
            let last = Int(op.pointee.row)
            // A requirement that holds breaks nothing, whatever its `when`s: checked first, it
            // spares them in a legal trace. (Coverage needs the `when`s to say it applied.)
            if !Observer.observes, MonitorState.evaluate(conditions + last, event, tables, view) != 0 { continue }
            var when = last &- Int(op.pointee.whenCount)
            while when < last {
                // An unknown `when` (its target does not resolve) means the requirement does not apply.
                if MonitorState.evaluate(conditions + when, event, tables, view) != 1 { continue requirements }
                when &+= 1
            }
            if Observer.observes {
                observer.requirementApplied(Int(op.pointee.index))
                if MonitorState.evaluate(conditions + last, event, tables, view) != 0 { continue }
            }
            failures.append(MonitorState.requirementFailure(op: index, event, tables, view))
        }

        if fusedHolds, fusedStart < fusedEnd {
            // Counters over the moved machines follow membership changes, when the subject
            // has the counter's relation at all (a child with a parent).
            let countedStart = Int(kind.pointee.countedStart), countedEnd = Int(kind.pointee.countedEnd)
            var before: UInt64 = 0
            var owners: UInt64 = 0
            // Counters over one machine (children appeared, children disappearing) come in a
            // row: its state is read once for them.
            var lastMachine = -1
            var lastState: UInt8 = 0
            for counted in countedStart..<countedEnd {
                let counter = tables.counters[Int(tables.countedMachines[counted])]
                if view.relation(subject, Int(counter.relation)) == MonitorState.unset { continue }
                owners |= 1 << UInt64(counted - countedStart)
                if Int(counter.machine) != lastMachine {
                    lastMachine = Int(counter.machine)
                    lastState = view.read(tables.machines[lastMachine], subject)
                }
                before |= UInt64(lastState) << (8 * (counted - countedStart))
            }
            for position in fusedStart..<fusedEnd {
                let fused = tables.fused[position]
                let cell = (fused.isGlobal ? view.globals : record) + Int(fused.offset)
                cell.storeBytes(of: tables.fusedTable[Int(fused.tableStart) &+ Int(cell.load(as: UInt16.self))], as: UInt16.self)
            }
            lastMachine = -1
            while owners != 0 {
                let offset = owners.trailingZeroBitCount
                owners &= owners &- 1
                let counterIndex = Int(tables.countedMachines[countedStart + offset])
                let counter = tables.counters[counterIndex]
                let old = UInt8(truncatingIfNeeded: before >> (8 * offset))
                if Int(counter.machine) != lastMachine {
                    lastMachine = Int(counter.machine)
                    lastState = view.read(tables.machines[lastMachine], subject)
                }
                let new = lastState
                let wasCounted = counter.mask & (1 << UInt64(old)) != 0
                let isCounted = counter.mask & (1 << UInt64(new)) != 0
                if wasCounted != isCounted {
                    view.addToCounter(view.relation(subject, Int(counter.relation)), counterIndex, isCounted ? 1 : UInt32.max)
                }
            }
        }

        // Constant transitions: stores (such as "any event makes a subject alive").
        index = Int(phases.pointee.transitions)
        while index < Int(phases.pointee.constants) {
            let op = ops + index
            index &+= 1
            if op.pointee.flags & Op.storesByte != 0 {
                if Observer.observes {
                    observer.transitionTaken(group: Int(op.pointee.index), from: record.load(fromByteOffset: Int(op.pointee.row), as: UInt8.self))
                }
                record.storeBytes(of: op.pointee.constant, toByteOffset: Int(op.pointee.row), as: UInt8.self)
                continue
            }
            if op.pointee.flags & Op.hasTests != 0, !tables.opTests[index &- 1].pass(event) { continue }
            let target = op.pointee.flags & Op.targetsSubject != 0
                ? subject : MonitorState.resolve(op.pointee.target, event, view)
            if target == MonitorState.unset { continue }
            let machine = tables.machines[Int(op.pointee.machine)]
            if Observer.observes { observer.transitionTaken(group: Int(op.pointee.index), from: view.read(machine, target)) }
            if machine.isDigit {
                view.write(machine, target, from: view.read(machine, target), to: op.pointee.constant)
            } else {
                view.cell(machine, target).storeBytes(of: op.pointee.constant, as: UInt8.self)
            }
        }
        // Table transitions: one table read per machine the event moves.
        while index < Int(phases.pointee.relations) {
            let op = ops + index
            index &+= 1
            let flags = op.pointee.flags
            if op.pointee.gate >= 0, view.relation(subject, Int(op.pointee.gate)) == MonitorState.unset { continue }
            if flags & Op.hasTests != 0, !tables.opTests[index &- 1].pass(event) { continue }
            let target = flags & Op.targetsSubject != 0 ? subject : MonitorState.resolve(op.pointee.target, event, view)
            if target == MonitorState.unset { continue }
            let machine = tables.machines[Int(op.pointee.machine)]
            let before = view.read(machine, target)
            if Observer.observes { observer.transitionTaken(group: Int(op.pointee.index), from: before) }
            var after = tables.table[Int(op.pointee.row) &+ Int(before)]
            if after == GroupRecord.illegal {
                failures.append(Failure(op: Int32(index &- 1), target: target, stateBefore: before))
                after = op.pointee.recovery == GroupRecord.illegal ? before : op.pointee.recovery
            }
            if after != before {
                view.write(machine, target, from: before, to: after)
                if flags & Op.hasCounters != 0 {
                    MonitorState.recount(machine, subject: target, from: before, to: after, tables, view)
                }
            }
        }
        // Relation updates.
        while index < Int(phases.pointee.end) {
            let op = ops[index]
            defer { index &+= 1 }
            if op.flags & Op.hasTests != 0, !tables.opTests[index].pass(event) { continue }
            let target = MonitorState.resolve(op.target, event, view)
            if target >= MonitorState.globalTarget { continue }
            let update = tables.updates[Int(op.index)]
            var value = MonitorState.unset
            switch update.code {
            case .subject: value = event.subject.rawValue
            case .clear: break
            case .parameter:
                let raw = event.rawArgument(Int(update.slot))
                if raw < Event.nilArgument { value = UInt32(truncatingIfNeeded: raw) }
            case .related:
                value = view.relation(event.subject.rawValue, Int(update.slot))
                if value == MonitorState.unset { continue }
            }
            MonitorState.relate(Int(update.relation), of: target, to: value, tables, view)
        }
    }

    // MARK: - Pieces of a step

    /// The subject a target names for `event`, ``globalTarget``, or ``unset``.
    @inlinable @inline(__always)
    static func resolve(_ target: CompiledTarget, _ event: Event, _ view: StateView) -> UInt32 {
        var base: UInt32
        switch target.base {
        case .subject: base = event.subject.rawValue
        case .parameter:
            let raw = event.rawArgument(Int(target.slot))
            guard raw < Event.nilArgument else { return unset }
            base = UInt32(truncatingIfNeeded: raw)
        case .global: return globalTarget
        }
        if target.hop >= 0 {
            let related = view.relation(base, Int(target.hop))
            if related != unset { return related }
            if target.secondHop >= 0 {
                let second = view.relation(base, Int(target.secondHop))
                if second != unset { return second }
                if target.thirdHop >= 0 {
                    let third = view.relation(base, Int(target.thirdHop))
                    if third != unset { return third }
                }
            }
            if !target.fallback { return unset }
        }
        return base
    }

    /// Keeps counters right when `subject`'s machine moves from `before` to `after`.
    @usableFromInline
    static func recount(_ machine: MachineRecord, subject: UInt32, from before: UInt8, to after: UInt8, _ tables: Tables, _ view: StateView) {
        for listIndex in Int(machine.countersStart)..<Int(machine.countersEnd) {
            let counterIndex = Int(tables.counterLists[listIndex])
            let counter = tables.counters[counterIndex]
            let wasCounted = counter.mask & (1 << UInt64(before)) != 0
            let isCounted = counter.mask & (1 << UInt64(after)) != 0
            guard wasCounted != isCounted else { continue }
            let owner = view.relation(subject, Int(counter.relation))
            guard owner != unset else { continue }
            view.addToCounter(owner, counterIndex, isCounted ? 1 : UInt32.max)
        }
    }

    /// Sets a relation, moving `subject` between its old and new owner's counters.
    @usableFromInline
    static func relate(_ relation: Int, of subject: UInt32, to value: UInt32, _ tables: Tables, _ view: StateView) {
        let old = view.relation(subject, relation)
        guard old != value else { return }
        for counterIndex in 0..<tables.counterCount {
            let counter = tables.counters[counterIndex]
            guard Int(counter.relation) == relation else { continue }
            let state = view.read(tables.machines[Int(counter.machine)], subject)
            guard counter.mask & (1 << UInt64(state)) != 0 else { continue }
            if old != unset { view.addToCounter(old, counterIndex, UInt32.max) }
            if value != unset { view.addToCounter(value, counterIndex, 1) }
        }
        view.setRelation(subject, relation, value)
    }

    /// A condition's truth: 1 true, 0 false, -1 unknown (its target does not resolve).
    @inlinable @inline(__always)
    static func evaluate(_ record: UnsafePointer<ConditionRecord>, _ event: Event, _ tables: Tables, _ view: StateView) -> Int8 {
        let condition = record.pointee
        let target = resolve(condition.target, event, view)
        guard target != unset else { return -1 }
        switch condition.code {
        case .state:
            let state = view.read(tables.machines[Int(condition.index)], target)
            return condition.mask & (1 &<< UInt64(state)) != 0 ? 1 : 0
        case .counterIsZero:
            return view.counter(target, Int(condition.index)) == 0 ? 1 : 0
        case .parameterDiffers, .parameterMatches:
            let raw = event.rawArgument(Int(condition.slot))
            guard raw < Event.nilArgument else { return -1 }
            let related = view.relation(target, Int(condition.index))
            if condition.code == .parameterMatches {
                return related == unset || related == UInt32(truncatingIfNeeded: raw) ? 1 : 0
            }
            return related != UInt32(truncatingIfNeeded: raw) ? 1 : 0
        }
    }

    /// Records whose state broke a requirement, before any machine moves.
    @usableFromInline
    static func requirementFailure(op index: Int, _ event: Event, _ tables: Tables, _ view: StateView) -> Failure {
        let condition = tables.conditions[Int(tables.ops[index].row)]
        let target = resolve(condition.target, event, view)
        var failure = Failure(op: Int32(index), target: target, stateBefore: 0)
        if condition.code == .state, target != unset {
            failure.stateBefore = view.read(tables.machines[Int(condition.index)], target)
        } else if condition.code == .parameterDiffers || condition.code == .parameterMatches, target != unset {
            failure.target = view.relation(target, Int(condition.index))
        }
        return failure
    }
}
