// Per event kind: the fused tables of the clusters its ops touch, its ops in phases, and
// what the memo may replay of it.

extension SpecCompiler {
    /// The kind records: per kind, the fused tables, the residual ops and all ops.
    mutating func buildKindRecords() {
        let vocabulary = spec.vocabulary
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
                let local = entries.indices.filter { clusterOf[$0] == cluster }.map { entries[$0].op }
                counted.formUnion(appendFusedTable(of: cluster, ops: local))
            }
            let countedStart = countedMachines.count
            countedMachines += counted.sorted().map { Int32($0) }
            let all = append(entries)
            let residual = append(entries.indices.filter { clusterOf[$0] == nil }.map { entries[$0] })
            var nameSlots: UInt8 = 0
            for (index, parameter) in vocabulary.kinds[kind].parameters.enumerated() where parameter.type == .name || parameter.type == .nameOrNil {
                nameSlots |= 1 << UInt8(index)
            }
            let allSlots: UInt8 = (1 << UInt8(vocabulary.kinds[kind].parameters.count)) &- 1
            kindRecords.append(KindRecord(
                all: all, residual: residual, fusedStart: Int32(fusedStart), fusedEnd: Int32(fused.count),
                countedStart: Int32(countedStart), countedEnd: Int32(countedMachines.count), nameSlots: nameSlots,
                unreadSlots: allSlots & ~readSlots(by: entries) & ~nameSlots,
                reachesPairOnly: entries.allSatisfy { reachesPairOnly($0.op) },
                reachesNamedOnly: nameSlots != 0 && entries.allSatisfy { reachesNamedOnly($0.op) }))
        }
    }

    /// The order ops run in: requirements, constant stores, table transitions, relation updates.
    func phase(_ op: Op) -> Int {
        switch op.code {
        case .require: 0
        case .transition: op.flags & Op.isConstant != 0 ? 1 : 2
        case .relate: 3
        }
    }

    /// Appends ops in phases: requirements, constant stores, table transitions, relation updates.
    /// (Constant stores touch other cells than the table transitions of the same event, so
    /// the order between them is free.)
    mutating func append(_ entries: [(op: Op, tests: OpTests)]) -> KindRecord.Phases {
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

    /// Appends the fused table of `cluster` for one kind's ops in it (`local`), and returns
    /// the counters those ops' transitions count.
    mutating func appendFusedTable(of cluster: Int, ops local: [Op]) -> Set<Int> {
        var counted = Set<Int>()
        let info = fusion.clusters[cluster]
        let requirements = local.filter { $0.code == .require }
        let transitions = local.filter { $0.code == .transition }
        for op in transitions where op.flags & Op.hasCounters != 0 {
            let record = machineRecords[Int(op.machine)]
            counted.formUnion((Int(record.countersStart)..<Int(record.countersEnd)).map { Int(counterLists[$0]) })
        }
        fused.append(FusedStep(isGlobal: info.isGlobal, offset: Int32(clusterOffsets[cluster]), tableStart: Int32(fusedTable.count)))
        // Each op resolved to the positions of its machines' digits in the cluster's state.
        let membership = fusion.membership
        let positionOf = { (machine: Int) in membership[machine]!.position }
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
        return counted
    }
}
