// Turning a failure the step recorded into a Violation. This runs only when a rule is
// broken, so it favours clarity over speed: it may scan subjects and transition rows.

extension Monitor {
    /// The violation for one failure of the event in `entry`.
    func explain(_ failure: Failure, entry: TraceEntry) -> Violation {
        let tables = spec.tables
        let op = tables.ops[Int(failure.op)]
        let subject = entry.event.subject
        var violation: Violation
        switch op.code {
        case .transition, .relate:
            let group = spec.groups[Int(op.index)]
            let machine = spec.machines[group.machine]
            violation = Violation(
                kind: .illegalEvent, rule: spec.rules[Int(tables.groups[Int(op.index)].rule)], entry: entry,
                subject: subject, holder: holder(failure.target), relation: group.target.phrase,
                machine: machine.name, noun: machine.noun, state: machine.states[Int(failure.stateBefore)],
                expected: events(of: group.machine, from: Int(failure.stateBefore), target: group.target) { _ in true },
                culprits: [], context: [], location: nil)
            if group.target == .subject {
                let rejected = rejectedElsewhere(on: subject, besides: group.machine, after: entry.event)
                violation.expected = violation.expected.filter { !rejected($0) }
            }
        case .require:
            let requirement = spec.requirements[Int(op.index)]
            let rule = spec.rules[Int(tables.requirements[Int(op.index)].rule)]
            violation = Violation(
                kind: .unmetRequirement, rule: rule, entry: entry, subject: subject, holder: holder(failure.target),
                relation: "it", machine: nil, noun: nil, state: "", expected: [], culprits: [], context: [], location: nil)
            switch requirement.condition {
            case .state(let name, let target, _), .notState(let name, let target, _):
                let index = spec.machineIndex(name)!
                let machine = spec.machines[index]
                let allowed = tables.conditions[Int(tables.requirements[Int(op.index)].condition)].mask
                violation.relation = target.phrase
                violation.machine = machine.name
                violation.noun = machine.noun
                violation.state = machine.states[Int(failure.stateBefore)]
                violation.expected = events(of: index, from: Int(failure.stateBefore), onHolder: true) { allowed & (1 << UInt64($0)) != 0 }
            case .counterIsZero(let name, let target):
                let counter = spec.counters.first { $0.name == name }!
                let machineIndex = spec.machineIndex(counter.machine)!
                let relationIndex = spec.relations.firstIndex(of: counter.relation)!
                let owner = Symbol(failure.target)
                let culprits = (0..<state.subjectCount).map { Symbol(UInt32($0)) }.filter { candidate in
                    state.related(relationIndex, of: candidate) == owner
                        && counter.states.contains(spec.machines[machineIndex].states[state.state(of: machineIndex, for: candidate, in: spec)])
                }
                violation.culprits = culprits
                violation.holder = culprits.first
                // The counted subjects are related to the target, which may not be the event's subject:
                // "its child" of a container, "the child of its root" of a window.
                violation.relation = target == .subject ? "its \(counter.noun)" : "the \(counter.noun) of \(target.phrase)"
                violation.machine = counter.machine
                violation.noun = spec.machines[machineIndex].noun
                violation.state = culprits.first.map { spec.machines[machineIndex].states[state.state(of: machineIndex, for: $0, in: spec)] }
                    ?? counter.states.joined(separator: " or ")
                violation.expected = events(of: machineIndex, from: spec.machines[machineIndex].states.firstIndex(of: violation.state) ?? 0,
                                            onHolder: true) {
                    !counter.states.contains(spec.machines[machineIndex].states[$0])
                }
            case .parameterDiffers(_, let relation, let target), .parameterMatches(_, let relation, let target):
                violation.relation = target == .subject ? "its \(relation)" : "the \(relation) of \(target.phrase)"
                // The parameter named what the relation already was: "its parent was already \"Nav\"".
                if case .parameterDiffers = requirement.condition { violation.state = "already" }
                // What the relation named before the event (``Failure/target``).
                violation.holder = failure.target == MonitorState.unset ? nil : Symbol(failure.target)
            }
        }
        if op.code == .require, let holder = violation.holder, holder != subject {
            // What the holder could have received to end the guard instead (SIZE-2: the size
            // change forwarded to the child, not the child disappearing).
            let ending = guardEndings(of: spec.requirements[Int(op.index)], subject: subject, holder: holder)
            if !ending.isEmpty { violation.expected = ending }
        }
        if op.code == .require, violation.holder == nil || violation.holder == subject {
            // What the subject could have received first to be out of the guard's states: the
            // rule's usual way (CONTAIN-3: willMove(toParent:) or addChild), before the exception
            // the requirement allows (a page on screen).
            let name = spec.vocabulary[entry.event.kind].name
            let escapes = ownGuardEndings(of: spec.requirements[Int(op.index)])
            if !escapes.isEmpty {
                // (Not the event itself again, which the guard's machine would take.)
                violation.expected = (escapes + violation.expected.filter { !escapes.contains($0) })
                    .filter { $0 != name && !$0.hasPrefix(name + " ") }
            }
        }
        var involved = [subject] + [violation.holder].compactMap { $0 }
        if op.code == .require {
            // The subjects the requirement's `when` looked at explain why it applied.
            for condition in spec.requirements[Int(op.index)].when {
                if let other = resolve(condition.target, for: entry.event) { involved.append(other) }
            }
        }
        violation.context = context(for: involved)
        violation.location = spec.spec.location(of: violation.rule.id)
        violation.stateWords = words(for: violation.state, of: violation.machine)
        return violation
    }

    /// How messages say `state` of the machine named `name` (``Machine/words(for:)``).
    private func words(for state: String, of name: String?) -> String {
        guard let name, let index = spec.machineIndex(name) else { return "" }
        return spec.machines[index].words(for: state)
    }

    /// The violation for a machine left outside its rest states at the end of the trace.
    func unfinished(machine index: Int, subject: Symbol?, state current: Int) -> Violation {
        let machine = spec.machines[index]
        let rest = spec.tables.machines[index].restMask
        let rule = spec.rules[Int(spec.tables.machines[index].unfinishedRule)]
        let began = subject.flatMap { beginning(of: index, for: $0) }
        var shown = subject.map { context(for: [$0]) } ?? []
        // The event that began the unfinished state, however long ago (in its place in order).
        if let began, !shown.contains(began) {
            shown.insert(began, at: shown.firstIndex { $0.position > began.position } ?? shown.endIndex)
        }
        return Violation(
            kind: .unfinished, rule: rule, entry: nil, subject: subject ?? Symbol(0), holder: subject,
            relation: subject == nil ? "the app" : "it", machine: machine.name, noun: machine.noun,
            state: machine.states[current], stateWords: machine.words(for: machine.states[current]),
            expected: events(of: index, from: current) { rest & (1 << UInt64($0)) != 0 }.filter { description in
                // (Not an event the rest of the spec forbids the subject now: a transition begun
                // to disappear ends with viewDidDisappear, never viewDidAppear.)
                subject.map { !rejectedElsewhere(on: $0, besides: index)(description) } ?? true
            },
            culprits: [], context: shown,
            location: spec.spec.location(of: rule.id), began: began)
    }

    /// The subject a spec target names for `event`, from the current state.
    private func resolve(_ target: Target, for event: Event) -> Symbol? {
        switch target {
        case .subject: return event.subject
        case .global: return nil
        case .parameter(let name):
            guard let slot = spec.vocabulary[event.kind].parameterIndex(named: name) else { return nil }
            return event.symbolArgument(slot)
        case .relation(let relation, of: let base):
            guard let base = resolve(base, for: event), let index = spec.relations.firstIndex(of: relation) else { return nil }
            return state.related(index, of: base)
        case .either(let first, let second):
            return resolve(first, for: event) ?? resolve(second, for: event)
        }
    }

    private func holder(_ target: UInt32) -> Symbol? {
        target >= MonitorState.globalTarget ? nil : Symbol(target)
    }

    /// Patterns of `machine` that leave `state` for a state that passes `wanted`, in spec
    /// order; only those aimed like `target` when one is given (the events that could have
    /// come instead of the one that broke the rule). `onHolder` keeps the events that
    /// happen to the machine's holder, or name it (`present (as its presented)`), and leaves
    /// out those of another controller that move it through a relation (a dismiss of what
    /// it presented, a delegate's callback), which a hint "on" the holder would misname.
    private func events(of machine: Int, from state: Int, target: Target? = nil, onHolder: Bool = false,
                        into wanted: (Int) -> Bool) -> [String] {
        var result: [String] = []
        for (index, group) in spec.groups.enumerated() where group.machine == machine && group.pattern.name != "*" {
            if let target, group.target != target { continue }
            if onHolder {
                switch group.target {
                case .subject, .parameter, .global: break
                default: continue
                }
            }
            let record = spec.tables.groups[index]
            let next = spec.tables.table[Int(record.rowStart) + state]
            guard next != GroupRecord.illegal, wanted(Int(next)) else { continue }
            var text = group.pattern.description
            if case .parameter(let name) = group.target { text += " (as its \(name))" }
            if !result.contains(text) { result.append(text) }
        }
        return result
    }

    /// Whether another machine of `subject` rejects the event a description names (a pattern
    /// of the broken machine) in the state it is in, that machine being one `event` did not
    /// move: an event the broken machine would take that the rest of the spec forbids there
    /// is no legal alternative to name (FWD-2 on an idle, disappeared child: not
    /// `viewDidAppear`, which APPEAR-2 rejects). Machines the event moved are left out, their
    /// state before it being gone; without an event (a trace's end), every other machine counts.
    private func rejectedElsewhere(on subject: Symbol, besides machine: Int, after event: Event? = nil) -> (String) -> Bool {
        let name = event.map { spec.vocabulary[$0.kind].name }
        let moved = Set(spec.groups.filter { name != nil && ($0.pattern.name == name || $0.pattern.name == "*") }.map(\.machine))
        let others = spec.groups.indices.filter { index in
            let group = spec.groups[index]
            return group.machine != machine && !moved.contains(group.machine) && group.target == .subject
        }
        return { description in
            others.contains { index in
                let group = spec.groups[index]
                guard group.pattern.description == description else { return false }
                let current = state.state(of: group.machine, for: subject, in: spec)
                return spec.tables.table[Int(spec.tables.groups[index].rowStart) + current] == GroupRecord.illegal
            }
        }
    }

    /// Events on `holder` that would have taken a guard of `requirement` on `subject`'s own
    /// machine out of the states it guards (so the requirement would not have applied): the
    /// patterns of that machine aimed at a subject whose relation is `subject` (a child's
    /// `viewWillTransition` that moves its parent's `resize`), when `holder` is such a subject.
    private func guardEndings(of requirement: Requirement, subject: Symbol, holder: Symbol) -> [String] {
        var result: [String] = []
        for condition in requirement.when {
            guard case .state(let name, .subject, let guarded) = condition, let machineIndex = spec.machineIndex(name) else { continue }
            let machine = spec.machines[machineIndex]
            // The guard held before the event (the state now may be after it): from its states.
            let before = machine.states.indices.filter { guarded.contains(machine.states[$0]) }
            for (index, group) in spec.groups.enumerated() where group.machine == machineIndex && group.pattern.name != "*" {
                guard case .relation(let relation, of: .subject) = group.target,
                      let relationIndex = spec.relations.firstIndex(of: relation),
                      state.related(relationIndex, of: holder) == subject else { continue }
                let record = spec.tables.groups[index]
                let leaves = before.contains { from in
                    let next = spec.tables.table[Int(record.rowStart) + from]
                    return next != GroupRecord.illegal && !guarded.contains(machine.states[Int(next)])
                }
                let text = group.pattern.description
                if leaves, !result.contains(text) { result.append(text) }
            }
        }
        return result
    }

    /// The events that take the event's subject out of the states a requirement's `when`
    /// holds it in (its own machines' states), from any of them, in spec order.
    private func ownGuardEndings(of requirement: Requirement) -> [String] {
        var result: [String] = []
        for condition in requirement.when {
            guard case .state(let name, .subject, let guarded) = condition, let machineIndex = spec.machineIndex(name) else { continue }
            let states = spec.machines[machineIndex].states
            for from in states.indices where guarded.contains(states[from]) {
                for text in events(of: machineIndex, from: from, onHolder: true, into: { !guarded.contains(states[$0]) }) where !result.contains(text) {
                    result.append(text)
                }
            }
        }
        return result
    }

    /// The recent events of `subjects`, merged in trace order, each once.
    ///
    /// An event that names another subject is in both subjects' histories; events the
    /// checker adds for one log line (a structure header's containment) share its position.
    /// So entries are merged by identity, and an entry goes after every entry at or before
    /// its position, which keeps each subject's own order.
    private func context(for subjects: [Symbol]) -> [TraceEntry] {
        var seen = Set<Symbol>()
        var present = Set<TraceEntry>()
        var merged: [TraceEntry] = []
        for subject in subjects where seen.insert(subject).inserted {
            for entry in recentEvents(of: subject) where present.insert(entry).inserted {
                let index = merged.lastIndex { $0.position <= entry.position }.map { $0 + 1 } ?? 0
                merged.insert(entry, at: index)
            }
        }
        return Array(merged.suffix(max(historyDepth, 1) + 2 * (subjects.count - 1) + 2))
    }
}
