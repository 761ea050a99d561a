/// A ``Spec`` checked and lowered to the flat tables the ``Monitor`` runs.
///
/// For every event kind there is a contiguous run of ops: requirements first (they see
/// the state before the event), then machine transitions, then relation updates. Each
/// transition group is a row indexed by the machine's current state, so a step is a
/// few array reads, with no dictionaries and no strings.
public struct CompiledSpec: Sendable {
    /// One transition group's description, for messages.
    struct GroupInfo: Sendable {
        var pattern: EventPattern
        var target: Target
        var machine: Int
    }

    /// The spec this was compiled from.
    public let spec: Spec
    /// Every rule, in spec order.
    public let rules: [Rule]
    let ruleIndices: [String: Int]
    /// Every machine, in spec order (the index used by monitor states).
    public let machines: [Machine]
    /// Every relation's name, in slot order.
    public let relations: [String]
    /// Every counter, in slot order.
    public let counters: [Counter]
    let groups: [GroupInfo]
    let requirements: [Requirement]
    let memory: TablesMemory
    @usableFromInline let tables: Tables

    /// The vocabulary.
    public var vocabulary: Vocabulary { spec.vocabulary }

    /// The rule with ID `id`.
    public func rule(_ id: String) -> Rule? { ruleIndices[id].map { rules[$0] } }

    /// The index of the machine named `name`.
    public func machineIndex(_ name: String) -> Int? { machines.firstIndex { $0.name == name } }

    /// Compiles `spec`, or throws the first mistake found in it.
    public init(_ spec: Spec) throws(SpecError) {
        var compiler = SpecCompiler(spec: spec)
        self = try compiler.compile()
    }

    /// Compiles `spec` without fusing machines (`Fusion`): the plain interpreter, for
    /// tests that check fusion changes nothing.
    public init(unfused spec: Spec) throws(SpecError) {
        var compiler = SpecCompiler(spec: spec, fuse: false)
        self = try compiler.compile()
    }

    init(spec: Spec, rules: [Rule], ruleIndices: [String: Int], machines: [Machine], relations: [String],
         counters: [Counter], groups: [GroupInfo], requirements: [Requirement], memory: TablesMemory) {
        self.spec = spec
        self.rules = rules
        self.ruleIndices = ruleIndices
        self.machines = machines
        self.relations = relations
        self.counters = counters
        self.groups = groups
        self.requirements = requirements
        self.memory = memory
        self.tables = memory.tables
    }
}

extension Spec {
    /// Checks the spec and lowers it for the monitor.
    public func compile() throws(SpecError) -> CompiledSpec { try CompiledSpec(self) }
}

extension CompiledSpec {
    /// How many fused tables events of `kind` go through (0 when nothing fused).
    public func fusedStepCount(of kind: EventKindID) -> Int {
        let record = tables.kinds[Int(kind.rawValue)]
        return Int(record.fusedEnd - record.fusedStart)
    }
}
