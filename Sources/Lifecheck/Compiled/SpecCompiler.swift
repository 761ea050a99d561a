/// Checks a `Spec` for mistakes and lowers it to a `CompiledSpec`, in phases: the
/// declarations (rules, machines, relations, counters), the ops each event kind runs, the
/// records' layout (machines fused into clusters), the gates and constant stores that the
/// layout allows, and per kind the fused tables, the phases of its ops and what the memo
/// may replay (`SpecCompiler/reachesPairOnly(_:)`).
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

    // Declared.
    var machineRecords: [MachineRecord] = []
    var relationNames: [String] = []
    var counters: [Counter] = []
    var counterRecords: [CounterRecord] = []
    var counterLists: [Int32] = []

    // Lowered: the ops of each event kind, and what they refer to.
    var opsByKind: [[(op: Op, tests: OpTests)]] = []
    var groups: [CompiledSpec.GroupInfo] = []
    var groupRecords: [GroupRecord] = []
    var table: [UInt8] = []
    var requirements: [Requirement] = []
    var requirementRecords: [RequirementRecord] = []
    var conditions: [ConditionRecord] = []
    var updates: [UpdateRecord] = []

    // Laid out.
    var fusion = Fusion.none
    var subjectBytes = 0, globalBytes = 0
    var clusterOffsets: [Int] = []
    var digits: [UInt8] = []

    // Per kind.
    var fused: [FusedStep] = []
    var fusedTable: [UInt16] = []
    var countedMachines: [Int32] = []
    var ops: [Op] = []
    var opTests: [OpTests] = []
    var kindRecords: [KindRecord] = []

    init(spec: Spec, fuse: Bool = true) {
        self.spec = spec
        self.fuse = fuse
    }

    func fail(_ message: String) -> SpecError { SpecError(part: part, message) }

    mutating func compile() throws(SpecError) -> CompiledSpec {
        try declare()
        try lowerOps()
        resolveOps()
        layOutRecords()
        setGatesAndConstantStores()
        buildKindRecords()
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

    /// Rules, machines, relations and counters, each checked and numbered: everything
    /// else refers to them by name.
    mutating func declare() throws(SpecError) {
        for specPart in spec.parts {
            part = specPart.name
            for rule in specPart.rules {
                guard ruleIndices[rule.id] == nil else { throw fail("rule \(rule.id) is stated twice") }
                guard !rule.statement.isEmpty, !rule.sources.isEmpty else { throw fail("rule \(rule.id) needs a statement and a source") }
                ruleIndices[rule.id] = rules.count
                rules.append(rule)
            }
        }
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
        for specPart in spec.parts {
            part = specPart.name
            for relation in specPart.relations {
                guard relationIndices[relation.name] == nil else { throw fail("relation \(relation.name) is declared twice") }
                relationIndices[relation.name] = relationNames.count
                relationNames.append(relation.name)
            }
        }
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
        for index in machines.indices {
            part = spec.parts.first { $0.machines.contains { $0.name == machines[index].name } }?.name ?? ""
            machineRecords[index].restMask = try stateMask(machines[index].restStates, of: index)
            if let id = machines[index].unfinishedRule { machineRecords[index].unfinishedRule = Int32(try ruleIndex(id)) }
            machineRecords[index].countersStart = Int32(counterLists.count)
            counterLists += counterRecords.indices.filter { counterRecords[$0].machine == index }.map { Int32($0) }
            machineRecords[index].countersEnd = Int32(counterLists.count)
        }

    }
}
