/// Checks a ``Spec`` for mistakes and lowers it to a ``CompiledSpec``.
struct SpecCompiler {
    let spec: Spec
    var part = ""
    var rules: [Rule] = []
    var ruleIndices: [String: Int] = [:]
    var machines: [Machine] = []
    var machineIndices: [String: Int] = [:]
    var relationIndices: [String: Int] = [:]
    var counterIndices: [String: Int] = [:]

    /// Whether to fuse machines into product automata (`Fusion`); off only to test that
    /// fusion changes nothing.
    let fuse: Bool

    init(spec: Spec, fuse: Bool = true) {
        self.spec = spec
        self.fuse = fuse
    }

    func fail(_ message: String) -> SpecError { SpecError(part: part, message) }

    mutating func compile() throws(SpecError) -> CompiledSpec {
        let vocabulary = spec.vocabulary

        // Declarations first: everything else refers to them by name.
        for specPart in spec.parts {
            part = specPart.name
            for rule in specPart.rules {
                guard ruleIndices[rule.id] == nil else { throw fail("rule \(rule.id) is stated twice") }
                guard !rule.statement.isEmpty, !rule.sources.isEmpty else { throw fail("rule \(rule.id) needs a statement and a source") }
                ruleIndices[rule.id] = rules.count
                rules.append(rule)
            }
        }
        var machineRecords: [MachineRecord] = []
        for specPart in spec.parts {
            part = specPart.name
            for machine in specPart.machines {
                guard machineIndices[machine.name] == nil else { throw fail("machine \(machine.name) is declared twice") }
                guard !machine.states.isEmpty, machine.states.count < 64, Set(machine.states).count == machine.states.count else {
                    throw fail("machine \(machine.name) needs 1 to 63 distinct states")
                }
                machineIndices[machine.name] = machines.count
                machines.append(machine)
                let isGlobal = machine.scope == .global
                machineRecords.append(MachineRecord(
                    offset: 0, isGlobal: isGlobal, countersStart: 0, countersEnd: 0,
                    restMask: 0, unfinishedRule: -1))
            }
        }
        var relationNames: [String] = []
        for specPart in spec.parts {
            part = specPart.name
            for relation in specPart.relations {
                guard relationIndices[relation.name] == nil else { throw fail("relation \(relation.name) is declared twice") }
                relationIndices[relation.name] = relationNames.count
                relationNames.append(relation.name)
            }
        }
        var counters: [Counter] = []
        var counterRecords: [CounterRecord] = []
        for specPart in spec.parts {
            part = specPart.name
            for counter in specPart.counters {
                guard counterIndices[counter.name] == nil else { throw fail("counter \(counter.name) is declared twice") }
                guard let relation = relationIndices[counter.relation] else { throw fail("counter \(counter.name): no relation \(counter.relation)") }
                let machine = try machineIndex(counter.machine)
                guard !machineRecords[machine].isGlobal else { throw fail("counter \(counter.name) counts a global machine") }
                counterIndices[counter.name] = counters.count
                counters.append(counter)
                counterRecords.append(CounterRecord(relation: Int32(relation), machine: Int32(machine),
                                                    mask: try stateMask(counter.states, of: machine)))
            }
        }
        var counterLists: [Int32] = []
        for index in machines.indices {
            part = spec.parts.first { $0.machines.contains { $0.name == machines[index].name } }?.name ?? ""
            machineRecords[index].restMask = try stateMask(machines[index].restStates, of: index)
            if let id = machines[index].unfinishedRule { machineRecords[index].unfinishedRule = Int32(try ruleIndex(id)) }
            machineRecords[index].countersStart = Int32(counterLists.count)
            counterLists += counterRecords.indices.filter { counterRecords[$0].machine == index }.map { Int32($0) }
            machineRecords[index].countersEnd = Int32(counterLists.count)
        }

        // Ops, per event kind.
        var opsByKind = [[(op: Op, tests: OpTests)]](repeating: [], count: vocabulary.kinds.count)
        var groups: [CompiledSpec.GroupInfo] = []
        var groupRecords: [GroupRecord] = []
        var table: [UInt8] = []
        var requirements: [Requirement] = []
        var requirementRecords: [RequirementRecord] = []
        var conditions: [ConditionRecord] = []
        var updates: [UpdateRecord] = []

        for specPart in spec.parts {
            part = specPart.name
            // A stand-in for unrecorded events is not checked on complete traces (the projection
            // turns it into an ordinary requirement where those events are left out).
            for requirement in specPart.requirements where requirement.ifUnrecorded.isEmpty {
                let index = Int32(requirementRecords.count)
                var kinds: [EventKindID] = []
                for pattern in requirement.patterns {
                    let (kind, tests) = try match(pattern)
                    kinds.append(kind)
                    opsByKind[Int(kind.rawValue)].append((Op(code: .require, target: .global, index: index), OpTests(test0: tests.0, test1: tests.1)))
                }
                let whenStart = Int32(conditions.count)
                for condition in requirement.when { conditions.append(try lower(condition, kinds: kinds)) }
                conditions.append(try lower(requirement.condition, kinds: kinds))
                requirementRecords.append(RequirementRecord(
                    whenStart: whenStart, whenEnd: Int32(conditions.count - 1), condition: Int32(conditions.count - 1),
                    rule: Int32(try ruleIndex(requirement.rule))))
                requirements.append(requirement)
            }
            for machine in specPart.machines {
                let machineIndex = try machineIndex(machine.name)
                let isGlobal = machineRecords[machineIndex].isGlobal
                // Group transitions by pattern and target; each group becomes one table row.
                var order: [Machine.Transition] = []
                var rows: [[UInt8]] = []
                var destinations: [Set<UInt8>] = []
                for transition in machine.transitions {
                    let row: Int
                    if let key = order.firstIndex(where: { $0.pattern == transition.pattern && $0.target == transition.target }) {
                        guard order[key].rule == transition.rule else {
                            throw fail("machine \(machine.name): \(transition.pattern.description) enforces two rules")
                        }
                        row = key
                    } else {
                        order.append(transition)
                        rows.append([UInt8](repeating: GroupRecord.illegal, count: machine.states.count))
                        destinations.append([])
                        row = order.count - 1
                    }
                    let to = try transition.to.map { name throws(SpecError) in try stateIndex(name, of: machineIndex) }
                    for name in transition.from {
                        let from = try stateIndex(name, of: machineIndex)
                        guard rows[row][Int(from)] == GroupRecord.illegal else {
                            throw fail("machine \(machine.name): two transitions on \(transition.pattern.description) from \(name)")
                        }
                        rows[row][Int(from)] = to ?? from
                        // Recovery follows where the event moves a machine; "stay" transitions don't say.
                        if let to, transition.recovers { destinations[row].insert(to) }
                    }
                }
                // Events the machine names for its own subject: its wildcard skips them.
                let named = Set(order.filter { $0.target == .subject && $0.pattern.name != "*" }.map(\.pattern.name))
                for (row, transition) in order.enumerated() {
                    let groupIndex = Int32(groupRecords.count)
                    groupRecords.append(GroupRecord(
                        machine: Int32(machineIndex), rowStart: Int32(table.count),
                        recovery: destinations[row].count == 1 ? destinations[row].first! : GroupRecord.illegal,
                        rule: Int32(try ruleIndex(transition.rule))))
                    table += rows[row]
                    groups.append(.init(pattern: transition.pattern, target: isGlobal ? .global : transition.target, machine: machineIndex))
                    if transition.pattern.name == "*" {
                        guard transition.target == .subject else { throw fail("a wildcard applies to the subject only") }
                        for kind in vocabulary.ids where !named.contains(vocabulary[kind].name) {
                            opsByKind[Int(kind.rawValue)].append((Op(
                                code: .transition, target: isGlobal ? .global : try target(.subject, kind: kind), index: groupIndex),
                                OpTests(test0: .none, test1: .none)))
                        }
                        continue
                    }
                    let (kind, tests) = try match(transition.pattern)
                    opsByKind[Int(kind.rawValue)].append((Op(
                        code: .transition, target: isGlobal ? .global : try target(transition.target, kind: kind), index: groupIndex),
                        OpTests(test0: tests.0, test1: tests.1)))
                }
            }
            for relation in specPart.relations {
                let relationIndex = Int32(relationIndices[relation.name]!)
                for update in relation.updates {
                    let (kind, tests) = try match(update.pattern)
                    var record = UpdateRecord(relation: relationIndex, code: .clear, slot: -1)
                    switch update.value {
                    case .subject: record.code = .subject
                    case .clear: record.code = .clear
                    case .parameter(let name):
                        record.code = .parameter
                        record.slot = try nameSlot(name, kind: kind)
                    case .related(let name):
                        guard let index = relationIndices[name] else { throw fail("relation \(relation.name) is set from unknown relation \(name)") }
                        record.code = .related
                        record.slot = Int8(index)
                    }
                    opsByKind[Int(kind.rawValue)].append((Op(
                        code: .relate, target: try target(update.target, kind: kind), index: Int32(updates.count)),
                        OpTests(test0: tests.0, test1: tests.1)))
                    updates.append(record)
                }
            }
            for nesting in specPart.nestings {
                for name in nesting.outer + nesting.inner where vocabulary.id(named: name) == nil {
                    throw fail("nesting names unknown event \(name)")
                }
                switch nesting.link {
                case .innerRelation(let relation) where relationIndices[relation] == nil:
                    throw fail("nesting names unknown relation \(relation)")
                case .outerParameter(let parameter):
                    for name in nesting.outer { _ = try nameSlot(parameter, kind: vocabulary.id(named: name)!) }
                default: break
                }
            }
        }

        // Copy each op's group and requirement data into it, so the step reads one record.
        for kind in opsByKind.indices {
            for index in opsByKind[kind].indices {
                var op = opsByKind[kind][index].op
                let tests = opsByKind[kind][index].tests
                if tests.test0.code != .none || tests.test1.code != .none { op.flags |= Op.hasTests }
                if op.code == .require {
                    let requirement = requirementRecords[Int(op.index)]
                    op.row = requirement.condition
                    op.whenCount = UInt8(requirement.whenEnd - requirement.whenStart)
                } else if op.code == .transition {
                    let group = groupRecords[Int(op.index)]
                    let machine = machineRecords[Int(group.machine)]
                    op.row = group.rowStart
                    op.machine = UInt16(group.machine)
                    op.recovery = group.recovery
                    if machine.countersEnd > machine.countersStart { op.flags |= Op.hasCounters }
                    let row = table[Int(group.rowStart)..<Int(group.rowStart) + machines[Int(group.machine)].states.count]
                    if let first = row.first, first != GroupRecord.illegal, row.allSatisfy({ $0 == first }), op.flags & Op.hasCounters == 0 {
                        op.flags |= Op.isConstant
                        op.constant = first
                    }
                }
                opsByKind[kind][index].op = op
            }
        }

        // Fuse machines into clusters, and lay out the records: cluster states (UInt16)
        // first, then one byte per unclustered machine.
        let wildcards = Set(groups.indices.filter { groups[$0].pattern.name == "*" })
        let fusion = Fusion(machines: machines, records: machineRecords, opsByKind: fuse ? opsByKind : [],
                            conditions: conditions, groups: groupRecords, wildcardGroups: wildcards)
        var subjectBytes = 0, globalBytes = 0
        var clusterOffsets: [Int] = []
        for cluster in fusion.clusters {
            if cluster.isGlobal { clusterOffsets.append(globalBytes); globalBytes += 2 }
            else { clusterOffsets.append(subjectBytes); subjectBytes += 2 }
        }
        var digits: [UInt8] = []
        for index in machines.indices {
            if let (cluster, position) = fusion.membership[index] {
                let info = fusion.clusters[cluster]
                machineRecords[index].offset = Int32(clusterOffsets[cluster])
                machineRecords[index].isDigit = true
                machineRecords[index].stride = Int32(info.strides[position])
                machineRecords[index].digitBase = Int32(digits.count)
                let count = machines[index].states.count
                digits += (0..<info.size).map { UInt8(($0 / info.strides[position]) % count) }
            } else if machineRecords[index].isGlobal {
                machineRecords[index].offset = Int32(globalBytes)
                globalBytes += 1
            } else {
                machineRecords[index].offset = Int32(subjectBytes)
                subjectBytes += 1
            }
        }

        // Gates and constant stores, now that the layout is known.
        for kind in opsByKind.indices {
            for index in opsByKind[kind].indices {
                var op = opsByKind[kind][index].op
                switch op.code {
                case .require:
                    let last = Int(op.row)
                    let targets = ((last - Int(op.whenCount))..<last).map { conditions[$0].target }
                    // A target that falls back to the subject (`either`) resolves without the relation: no gate.
                    let gateTarget = targets.first { $0.base == .subject && $0.hop >= 0 && !$0.fallback }
                        ?? (op.whenCount == 0 && conditions[last].target.base == .subject ? conditions[last].target : nil)
                    if let gateTarget, gateTarget.hop >= 0, !gateTarget.fallback { op.gate = Int8(gateTarget.hop) }
                case .transition, .relate:
                    if op.target.base == .subject, op.target.hop >= 0, !op.target.fallback { op.gate = Int8(op.target.hop) }
                }
                if op.code == .transition, op.flags & Op.isConstant != 0, op.flags & Op.targetsSubject != 0, op.flags & Op.hasTests == 0,
                   !machineRecords[Int(op.machine)].isDigit, !machineRecords[Int(op.machine)].isGlobal {
                    op.flags |= Op.storesByte
                    op.row = machineRecords[Int(op.machine)].offset
                }
                opsByKind[kind][index].op = op
            }
        }

        // Per kind: the fused tables, the residual ops, and all ops.
        var fused: [FusedStep] = []
        var fusedTable: [UInt16] = []
        var countedMachines: [Int32] = []
        var ops: [Op] = []
        var opTests: [OpTests] = []
        var kindRecords: [KindRecord] = []
        func phase(_ op: Op) -> Int {
            switch op.code {
            case .require: 0
            case .transition: op.flags & Op.isConstant != 0 ? 1 : 2
            case .relate: 3
            }
        }
        // Appends ops in phases: requirements, constant stores, table transitions, relation updates.
        // (Constant stores touch other cells than the table transitions of the same event, so
        // the order between them is free.)
        func append(_ entries: [(op: Op, tests: OpTests)]) -> KindRecord.Phases {
            let sorted = entries.enumerated()
                .sorted { (phase($0.element.op), $0.offset) < (phase($1.element.op), $1.offset) }
                .map(\.element)
            let start = ops.count
            ops += sorted.map(\.op)
            opTests += sorted.map(\.tests)
            return KindRecord.Phases(
                start: Int32(start),
                transitions: Int32(start + sorted.filter { phase($0.op) == 0 }.count),
                constants: Int32(start + sorted.filter { phase($0.op) <= 1 }.count),
                relations: Int32(start + sorted.filter { phase($0.op) <= 2 }.count),
                end: Int32(ops.count))
        }
        // Whether an op, on an event whose names are nil or name the subject's partner,
        // reaches only its subject, what the subject's relations point to and the globals
        // (``KindRecord/reachesPairOnly``), and depends on nothing but their bytes and the
        // event: what it moves or relates through a relation or a name must carry no counter
        // further (a relation that no counter follows changes only the record that holds it).
        func isNamedSubject(_ target: CompiledTarget) -> Bool {
            target.base == .parameter && target.hop < 0 && target.secondHop < 0 && target.thirdHop < 0
        }
        func reachesPairOnly(_ op: Op) -> Bool {
            // A name's relations may point to a third subject.
            guard op.target.base != .parameter || isNamedSubject(op.target) else { return false }
            let throughOther = op.flags & Op.targetsSubject == 0 && op.target.base != .global
            switch op.code {
            case .require:
                let last = Int(op.row)
                return (last - Int(op.whenCount)...last).allSatisfy {
                    conditions[$0].target.base != .parameter || isNamedSubject(conditions[$0].target)
                }
            case .transition:
                let machine = machineRecords[Int(op.machine)]
                return !throughOther || machine.countersStart == machine.countersEnd
            case .relate:
                // On the partner, the value must not be the subject's own name: the memo's key
                // holds the subject's record, not its name, so children with equal records
                // would share the outcome.
                let update = updates[Int(op.index)]
                return !throughOther || (update.code != .subject && !counterRecords.contains { $0.relation == update.relation })
            }
        }
        // Whether an op, on a subject with no relation set and an event naming one other
        // subject (whose relations point to nothing but the subject), reaches only the two
        // and the globals (``KindRecord/reachesNamedOnly``): no relation hop anywhere (the
        // counters then move between the two only), and no relation gets the named
        // subject's name, which the memo's key does not hold (the subject's it does).
        func hasNoHop(_ target: CompiledTarget) -> Bool {
            target.hop < 0 && target.secondHop < 0 && target.thirdHop < 0
        }
        func reachesNamedOnly(_ op: Op) -> Bool {
            guard hasNoHop(op.target) else { return false }
            switch op.code {
            case .require:
                let last = Int(op.row)
                return (last - Int(op.whenCount)...last).allSatisfy { hasNoHop(conditions[$0].target) }
            case .transition:
                return true
            case .relate:
                return updates[Int(op.index)].code != .parameter
            }
        }
        for (kind, entries) in opsByKind.enumerated() {
            // Which cluster each local op belongs to (nil: residual).
            let clusterOf: [Int?] = entries.map { entry in
                guard let touched = Fusion.machinesTouched(by: entry.op, conditions: conditions, groups: groupRecords,
                                                           records: machineRecords, includingConstants: true),
                      let first = touched.first, let cluster = fusion.membership[first]?.cluster else { return nil }
                return cluster
            }
            let fusedStart = fused.count
            var counted = Set<Int>()
            for cluster in Set(clusterOf.compactMap { $0 }).sorted() {
                let info = fusion.clusters[cluster]
                let local = entries.indices.filter { clusterOf[$0] == cluster }.map { entries[$0].op }
                let requirements = local.filter { $0.code == .require }
                let transitions = local.filter { $0.code == .transition }
                for op in transitions where op.flags & Op.hasCounters != 0 {
                    let record = machineRecords[Int(op.machine)]
                    counted.formUnion((Int(record.countersStart)..<Int(record.countersEnd)).map { Int(counterLists[$0]) })
                }
                fused.append(FusedStep(isGlobal: info.isGlobal, offset: Int32(clusterOffsets[cluster]), tableStart: Int32(fusedTable.count)))
                // Each op resolved to the positions of its machines' digits in the cluster's state.
                let positionOf = { (machine: Int) in fusion.membership[machine]!.position }
                // Requirements: the `when` conditions, flat, and per requirement their range and the condition that must hold.
                var whens: [(position: Int, mask: UInt64)] = []
                var checks: [(whens: Range<Int>, position: Int, mask: UInt64)] = []
                for op in requirements {
                    let last = Int(op.row), start = whens.count
                    for index in (last - Int(op.whenCount))..<last { whens.append((positionOf(Int(conditions[index].index)), conditions[index].mask)) }
                    checks.append((start..<whens.count, positionOf(Int(conditions[last].index)), conditions[last].mask))
                }
                let moves = transitions.map { (position: positionOf(Int($0.machine)), row: Int($0.row)) }
                let counts = info.machines.map { machines[$0].states.count }
                // The ops read and move a few of the cluster's machines: a state's entry depends
                // on the others' digits only through the state's number. So the ops run once per
                // combination of the touched machines' states, which gives how the number moves
                // (or that the event fails), and the table is filled from those outcomes.
                let touched = Set(whens.map(\.position) + checks.map(\.position) + moves.map(\.position)).sorted()
                var comboStrides = [Int](repeating: 0, count: counts.count)
                var combos = 1
                for position in touched {
                    comboStrides[position] = combos
                    combos *= counts[position]
                }
                let fails = Int.min
                // Per combination: the next state's number minus the state's, or `fails`.
                var steps = [Int](repeating: fails, count: combos)
                var digits = [Int](repeating: 0, count: counts.count)
                combinations: for combo in 0..<combos {
                    var rest = combo
                    for position in touched {
                        digits[position] = rest % counts[position]
                        rest /= counts[position]
                    }
                    check: for requirement in checks {
                        for index in requirement.whens where whens[index].mask & (1 << UInt64(digits[whens[index].position])) == 0 { continue check }
                        if requirement.mask & (1 << UInt64(digits[requirement.position])) == 0 { continue combinations }
                    }
                    // Moved digit by digit (a later move of the same machine starts where the last left it).
                    var step = 0
                    for move in moves {
                        let digit = digits[move.position], moved = table[move.row + digit]
                        if moved == GroupRecord.illegal { continue combinations }
                        digits[move.position] = Int(moved)
                        step += (Int(moved) - digit) * info.strides[move.position]
                    }
                    steps[combo] = step
                }
                // Each state's combination, built machine by machine (the first machine's digit
                // moves fastest, stride 1), then its entry.
                var comboOfState = [0]
                for position in counts.indices {
                    let lower = comboOfState, stride = comboStrides[position]
                    comboOfState = (0..<counts[position]).flatMap { digit in lower.map { $0 + digit * stride } }
                }
                fusedTable += comboOfState.enumerated().map { state, combo in
                    steps[combo] == fails ? FusedStep.fails : UInt16(state + steps[combo])
                }
            }
            let countedStart = countedMachines.count
            countedMachines += counted.sorted().map { Int32($0) }
            let all = append(entries)
            let residual = append(entries.indices.filter { clusterOf[$0] == nil }.map { entries[$0] })
            var nameSlots: UInt8 = 0
            for (index, parameter) in vocabulary.kinds[kind].parameters.enumerated() where parameter.type == .name || parameter.type == .nameOrNil {
                nameSlots |= 1 << UInt8(index)
            }
            // The slots some op reads: its tests, its requirement's conditions, its relation's value.
            var readSlots: UInt8 = 0
            for entry in entries {
                for test in [entry.tests.test0, entry.tests.test1] where test.code != .none { readSlots |= 1 << UInt8(test.slot) }
                switch entry.op.code {
                case .require:
                    let last = Int(entry.op.row)
                    for condition in conditions[(last - Int(entry.op.whenCount))...last] {
                        switch condition.code {
                        case .parameterDiffers, .parameterMatches: readSlots |= 1 << UInt8(condition.slot)
                        case .state, .counterIsZero: break
                        }
                    }
                case .relate:
                    let update = updates[Int(entry.op.index)]
                    if update.code == .parameter { readSlots |= 1 << UInt8(update.slot) }
                case .transition:
                    break
                }
                // A target through a parameter reads it (a name, already kept).
                if entry.op.target.base == .parameter { readSlots |= 1 << UInt8(entry.op.target.slot) }
            }
            let allSlots: UInt8 = (1 << UInt8(vocabulary.kinds[kind].parameters.count)) &- 1
            kindRecords.append(KindRecord(
                all: all, residual: residual, fusedStart: Int32(fusedStart), fusedEnd: Int32(fused.count),
                countedStart: Int32(countedStart), countedEnd: Int32(countedMachines.count), nameSlots: nameSlots,
                unreadSlots: allSlots & ~readSlots & ~nameSlots,
                reachesPairOnly: entries.allSatisfy { reachesPairOnly($0.op) },
                reachesNamedOnly: nameSlots != 0 && entries.allSatisfy { reachesNamedOnly($0.op) }))
        }
        let memory = TablesMemory(
            ops: ops, opTests: opTests, kinds: kindRecords, fused: fused, fusedTable: fusedTable,
            countedMachines: countedMachines, digits: digits,
            machines: machineRecords, groups: groupRecords, table: table,
            requirements: requirementRecords, conditions: conditions, updates: updates, counters: counterRecords,
            counterLists: counterLists, machineBytes: subjectBytes, globalBytes: globalBytes, relationCount: relationNames.count)
        return CompiledSpec(
            spec: spec, rules: rules, ruleIndices: ruleIndices, machines: machines, relations: relationNames,
            counters: counters, groups: groups, requirements: requirements, memory: memory)
    }
}
