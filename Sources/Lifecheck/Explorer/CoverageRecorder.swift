/// Records which requirements applied and which transitions were taken during a run, and
/// reports what was never exercised: rules that could not have fired, and transitions of
/// each machine never taken, so a user learns when a model is too small to prove anything.
public struct CoverageRecorder: StepObserver {
    public static var observes: Bool { true }

    private var requirements: [Bool]
    /// Whether the end-of-trace obligations were checked (in an idle state): their rules could have fired.
    public var checkedObligations = false
    /// Bit `s` of `transitions[g]`: group `g` met its event in state `s`.
    private var transitions: [UInt64]

    /// A recorder for `spec`.
    public init(spec: CompiledSpec) {
        requirements = Array(repeating: false, count: spec.requirements.count)
        transitions = Array(repeating: 0, count: spec.groups.count)
    }

    public mutating func requirementApplied(_ requirement: Int) { requirements[requirement] = true }
    public mutating func transitionTaken(group: Int, from state: UInt8) { transitions[group] |= 1 << UInt64(state) }

    /// Adds another recorder's observations (of the same spec).
    public mutating func merge(_ other: CoverageRecorder) {
        for index in requirements.indices where other.requirements[index] { requirements[index] = true }
        for index in transitions.indices { transitions[index] |= other.transitions[index] }
        checkedObligations = checkedObligations || other.checkedObligations
    }

    /// What was exercised, in the spec's words.
    public func report(spec: CompiledSpec) -> Coverage {
        var exercised = Set<String>()
        for (index, applied) in requirements.enumerated() where applied { exercised.insert(spec.requirements[index].rule) }
        if checkedObligations {
            for machine in spec.machines { if let rule = machine.unfinishedRule { exercised.insert(rule) } }
        }
        var untaken: [Coverage.Transition] = []
        for (index, group) in spec.groups.enumerated() {
            let machine = spec.machines[group.machine]
            let row = spec.tables.table + Int(spec.tables.groups[index].rowStart)
            // A machine rule could have fired once its event reached the machine in any state,
            // unless the event is legal in every state (a machine that only remembers something).
            let canFail = machine.states.indices.contains { row[$0] == GroupRecord.illegal }
            if transitions[index] != 0, canFail { exercised.insert(spec.rules[Int(spec.tables.groups[index].rule)].id) }
            for state in machine.states.indices where row[state] != GroupRecord.illegal && transitions[index] & (1 << UInt64(state)) == 0 {
                var event = group.pattern.description
                if case .parameter(let name) = group.target { event += " (as its \(name))" }
                if case .relation(let name, _) = group.target { event += " (on its \(name))" }
                if case .either = group.target { event += " (on \(Self.alternatives(of: group.target)))" }
                untaken.append(Coverage.Transition(machine: machine.name, from: machine.states[state], event: event))
            }
        }
        let rules = spec.rules.map(\.id)
        return Coverage(exercised: rules.filter(exercised.contains), missed: rules.filter { !exercised.contains($0) }, untaken: untaken)
    }
}

/// What a run exercised of a spec.
public struct Coverage: Sendable, Hashable {
    /// A transition of a machine: in state `from`, event `event`.
    public struct Transition: Sendable, Hashable {
        /// The machine's name.
        public var machine: String
        /// The state the transition leaves.
        public var from: String
        /// The event that takes it.
        public var event: String
    }

    /// Rules that could have fired (their event reached their machine, or their requirement applied).
    public var exercised: [String]
    /// Rules that could not have fired in this run.
    public var missed: [String]
    /// Transitions the spec allows that the run never took.
    public var untaken: [Transition]

    /// A readable summary.
    public var text: String {
        var lines = ["coverage: \(exercised.count) of \(exercised.count + missed.count) rules exercised"]
        if !missed.isEmpty { lines.append("  never exercised: " + missed.joined(separator: ", ")) }
        let machines = untaken.reduce(into: [String]()) { if !$0.contains($1.machine) { $0.append($1.machine) } }
        lines.append("transitions never taken: \(untaken.count)")
        for machine in machines {
            let items = untaken.filter { $0.machine == machine }.map { "\($0.from) --\($0.event)-->" }
            lines.append("  \(machine): " + items.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }
}

extension CoverageRecorder {
    /// The alternatives of an `either` target, in order: "its presented, its parent, or itself".
    static func alternatives(of target: Target) -> String {
        let names = target.alternatives.map { $0 == .subject ? "itself" : $0.phrase }
        return names.dropLast().joined(separator: ", ") + ", or " + names[names.count - 1]
    }
}
