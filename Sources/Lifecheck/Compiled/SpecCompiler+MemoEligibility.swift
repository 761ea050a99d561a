// What the monitor's memo (EventMemo) may replay instead of stepping: the analysis of each
// kind's ops that decides it. The memo's soundness rests on it, on the record encoding
// (MonitorState's records hold all a step reads of a subject), on the memo's partner logic,
// and on the monitor calling EventMemo.recordsWillChange() before every full step; debug
// builds check every replay against the full step (Monitor.verifyReplay).

extension SpecCompiler {
    /// Whether `op`, on an event whose names are nil or name the subject's partner, reaches
    /// only its subject, what the subject's relations point to, and the globals, and depends
    /// on nothing but their bytes and the event (`KindRecord/reachesPairOnly`).
    ///
    /// Guarantees, relied on by the memo's key (the subject's record, its partner's, the
    /// globals, the event's read arguments): what the op moves or relates through a relation
    /// or a name carries no counter further (a relation that no counter follows changes only
    /// the record that holds it), and no relation of the partner gets the subject's own name
    /// (the key holds the subject's record, not its name, so children with equal records
    /// would share the outcome).
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
            let update = updates[Int(op.index)]
            return !throughOther || (update.code != .subject && !counterRecords.contains { $0.relation == update.relation })
        }
    }

    /// Whether `op`, on a subject with no relation set and an event naming one other subject
    /// (whose relations point to nothing but the subject), reaches only the two and the
    /// globals (`KindRecord/reachesNamedOnly`, `addChild`).
    ///
    /// Guarantees: no relation hop anywhere (the counters then move between the two only),
    /// and no relation gets the named subject's name, which the memo's key does not hold
    /// (the subject's it does).
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

    /// The argument slots some op of `entries` reads: its tests, its requirement's
    /// conditions, its relation's value, a target through a parameter. The memo leaves the
    /// others out of its key (`KindRecord/unreadSlots`): an argument nothing reads cannot
    /// change a step's outcome.
    func readSlots(by entries: [(op: Op, tests: OpTests)]) -> UInt8 {
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
        return readSlots
    }

    private func isNamedSubject(_ target: CompiledTarget) -> Bool {
        target.base == .parameter && target.hop < 0 && target.secondHop < 0 && target.thirdHop < 0
    }

    private func hasNoHop(_ target: CompiledTarget) -> Bool {
        target.hop < 0 && target.secondHop < 0 && target.thirdHop < 0
    }
}
