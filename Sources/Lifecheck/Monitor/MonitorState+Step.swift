/// Why an op rejected an event, recorded by the step for the explanation that follows.
@usableFromInline
struct Failure: Sendable {
    /// The op's index in ``Tables/ops``.
    @usableFromInline var op: Int32
    /// The subject whose machine rejected the event (transitions), or the event's subject.
    @usableFromInline var target: UInt32
    /// The machine's state before the event (transitions).
    @usableFromInline var stateBefore: UInt8

    @inlinable init(op: Int32, target: UInt32, stateBefore: UInt8) {
        self.op = op
        self.target = target
        self.stateBefore = stateBefore
    }
}

extension MonitorState {
    /// Applies one event: checks its requirements against the state before it, moves
    /// every machine it concerns, updates relations and counters. Appends a ``Failure``
    /// for every op that rejects it; an illegal transition still moves the machine to the
    /// group's recovery state, so one bug gives one violation, not a cascade.
    ///
    /// - Complexity: O(ops of the event's kind), independent of the trace's length and of
    ///   how many subjects there are (counters make parent/child checks O(1)).
    @inlinable
    public mutating func apply(_ event: Event, spec: CompiledSpec) -> Bool {
        var failures: [Failure] = []
        step(event, tables: spec.tables, failures: &failures)
        return failures.isEmpty
    }

    @inlinable
    mutating func step(_ event: Event, tables: Tables, failures: inout [Failure]) {
        let kind = Int(event.kind.rawValue)
        // Room for the subject and every subject the event names.
        var highest = event.subject.rawValue
        var names = tables.nameSlots[kind]
        while names != 0 {
            let slot = names.trailingZeroBitCount
            names &= names - 1
            let raw = event.rawArgument(slot)
            if raw < Event.nilArgument { highest = max(highest, UInt32(truncatingIfNeeded: raw)) }
        }
        if Int(highest) >= subjectCount { grow(to: Int(highest) + 1) }

        var index = Int(tables.opStarts[kind])
        let end = Int(tables.opStarts[kind + 1])
        while index < end {
            let op = tables.ops[index]
            defer { index += 1 }
            guard op.test0.passes(event), op.test1.passes(event) else { continue }
            switch op.code {
            case .require:
                let requirement = tables.requirements[Int(op.index)]
                if !holds(requirement, event, tables) {
                    failures.append(requirementFailure(op: index, requirement, event, tables))
                }
            case .transition:
                let target = resolve(op.target, event)
                guard target != MonitorState.unset else { continue }
                let group = tables.groups[Int(op.index)]
                let machine = tables.machines[Int(group.machine)]
                let before = read(machine, target)
                var after = tables.table[Int(group.rowStart) + Int(before)]
                if after == GroupRecord.illegal {
                    failures.append(Failure(op: Int32(index), target: target, stateBefore: before))
                    after = group.recovery == GroupRecord.illegal ? before : group.recovery
                }
                if after != before {
                    write(machine, target, after)
                    if machine.countersEnd > machine.countersStart {
                        recount(machine, subject: target, from: before, to: after, tables: tables)
                    }
                }
            case .relate:
                let target = resolve(op.target, event)
                guard target != MonitorState.unset, target != MonitorState.globalTarget else { continue }
                let update = tables.updates[Int(op.index)]
                let value: UInt32 = switch update.code {
                case .subject: event.subject.rawValue
                case .clear: MonitorState.unset
                case .parameter:
                    event.rawArgument(Int(update.slot)) < Event.nilArgument
                        ? UInt32(truncatingIfNeeded: event.rawArgument(Int(update.slot))) : MonitorState.unset
                }
                relate(Int(update.relation), of: target, to: value, tables: tables)
            }
        }
    }

    // MARK: - Pieces of a step

    /// The subject a target names for `event`, ``globalTarget``, or ``unset``.
    @inlinable @inline(__always)
    func resolve(_ target: CompiledTarget, _ event: Event) -> UInt32 {
        var base: UInt32
        switch target.base {
        case .subject: base = event.subject.rawValue
        case .parameter:
            let raw = event.rawArgument(Int(target.slot))
            guard raw < Event.nilArgument else { return MonitorState.unset }
            base = UInt32(truncatingIfNeeded: raw)
        case .global: return MonitorState.globalTarget
        }
        if target.hop >= 0 {
            let related = relations[Int(base) * relationWidth + Int(target.hop)]
            if related != MonitorState.unset { return related }
            if !target.fallback { return MonitorState.unset }
        }
        return base
    }

    @inlinable @inline(__always)
    func read(_ machine: MachineRecord, _ subject: UInt32) -> UInt8 {
        machine.isGlobal ? globals[Int(machine.slot)] : machines[Int(subject) * machineWidth + Int(machine.slot)]
    }

    @inlinable @inline(__always)
    mutating func write(_ machine: MachineRecord, _ subject: UInt32, _ state: UInt8) {
        if machine.isGlobal {
            globals[Int(machine.slot)] = state
        } else {
            machines[Int(subject) * machineWidth + Int(machine.slot)] = state
        }
    }

    /// Keeps counters right when `subject`'s machine moves from `before` to `after`.
    @usableFromInline
    mutating func recount(_ machine: MachineRecord, subject: UInt32, from before: UInt8, to after: UInt8, tables: Tables) {
        for listIndex in Int(machine.countersStart)..<Int(machine.countersEnd) {
            let counterIndex = Int(tables.counterLists[listIndex])
            let counter = tables.counters[counterIndex]
            let wasCounted = counter.mask & (1 << UInt64(before)) != 0
            let isCounted = counter.mask & (1 << UInt64(after)) != 0
            guard wasCounted != isCounted else { continue }
            let owner = relations[Int(subject) * relationWidth + Int(counter.relation)]
            guard owner != MonitorState.unset else { continue }
            let slot = Int(owner) * counterWidth + counterIndex
            counters[slot] = isCounted ? counters[slot] + 1 : counters[slot] - 1
        }
    }

    /// Sets a relation, moving `subject` between its old and new owner's counters.
    @usableFromInline
    mutating func relate(_ relation: Int, of subject: UInt32, to value: UInt32, tables: Tables) {
        let slot = Int(subject) * relationWidth + relation
        let old = relations[slot]
        guard old != value else { return }
        for counterIndex in 0..<tables.counterCount {
            let counter = tables.counters[counterIndex]
            guard Int(counter.relation) == relation else { continue }
            let machine = tables.machines[Int(counter.machine)]
            let state = machines[Int(subject) * machineWidth + Int(machine.slot)]
            guard counter.mask & (1 << UInt64(state)) != 0 else { continue }
            if old != MonitorState.unset { counters[Int(old) * counterWidth + counterIndex] -= 1 }
            if value != MonitorState.unset { counters[Int(value) * counterWidth + counterIndex] += 1 }
        }
        relations[slot] = value
    }

    /// Records whose state broke a requirement, before any machine moves.
    @usableFromInline
    func requirementFailure(op: Int, _ requirement: RequirementRecord, _ event: Event, _ tables: Tables) -> Failure {
        let condition = tables.conditions[Int(requirement.condition)]
        let target = resolve(condition.target, event)
        var failure = Failure(op: Int32(op), target: target, stateBefore: 0)
        if condition.code == .state { failure.stateBefore = read(tables.machines[Int(condition.index)], target) }
        return failure
    }

    /// Whether a requirement holds (or does not apply) for `event`.
    @inlinable
    func holds(_ requirement: RequirementRecord, _ event: Event, _ tables: Tables) -> Bool {
        var index = Int(requirement.whenStart)
        while index < Int(requirement.whenEnd) {
            // An unknown `when` (its target does not resolve) means the requirement does not apply.
            guard evaluate(tables.conditions[index], event, tables) == .some(true) else { return true }
            index += 1
        }
        return evaluate(tables.conditions[Int(requirement.condition)], event, tables) != .some(false)
    }

    /// A condition's truth, or `nil` when its target does not resolve.
    @inlinable
    func evaluate(_ condition: ConditionRecord, _ event: Event, _ tables: Tables) -> Bool? {
        let target = resolve(condition.target, event)
        guard target != MonitorState.unset else { return nil }
        switch condition.code {
        case .state:
            let state = read(tables.machines[Int(condition.index)], target)
            return condition.mask & (1 << UInt64(state)) != 0
        case .counterIsZero:
            return counters[Int(target) * counterWidth + Int(condition.index)] == 0
        case .parameterDiffers, .parameterMatches:
            let raw = event.rawArgument(Int(condition.slot))
            guard raw < Event.nilArgument else { return nil }
            let related = relations[Int(target) * relationWidth + Int(condition.index)]
            if condition.code == .parameterMatches {
                return related == MonitorState.unset || related == UInt32(truncatingIfNeeded: raw)
            }
            return related != UInt32(truncatingIfNeeded: raw)
        }
    }
}
