/// Everything the monitor knows about a trace so far: each subject's machine states,
/// relations and counters, and the global machines' states. A plain, hashable value.
///
/// It is laid out as flat arrays indexed by subject (`subject * width + slot`), grown as
/// new subjects appear, so that copying it (as the explorer does for every state) is a
/// few `memcpy`s and comparing or hashing it is cheap.
public struct MonitorState: Hashable, Sendable {
    /// The unset value of a relation.
    @usableFromInline static let unset: UInt32 = .max
    /// What a target resolves to when it names the global machines.
    @usableFromInline static let globalTarget: UInt32 = .max - 1

    /// Subjects with room in the arrays: symbols `0 ..< subjectCount`.
    public private(set) var subjectCount: Int = 0
    @usableFromInline var machines: [UInt8] = []
    @usableFromInline var relations: [UInt32] = []
    @usableFromInline var counters: [UInt32] = []
    @usableFromInline var globals: [UInt8]
    @usableFromInline let machineWidth: Int
    @usableFromInline let relationWidth: Int
    @usableFromInline let counterWidth: Int

    /// The state before any event: every machine in its initial state, no relations.
    public init(spec: CompiledSpec) {
        let tables = spec.tables
        machineWidth = tables.perSubjectMachineCount
        relationWidth = tables.relationCount
        counterWidth = tables.counterCount
        globals = [UInt8](repeating: 0, count: tables.globalMachineCount)
    }

    /// Makes room for subjects `0 ... symbol`.
    @inlinable
    public mutating func reserve(through symbol: Symbol) {
        let needed = Int(symbol.rawValue) + 1
        if needed > subjectCount { grow(to: needed) }
    }

    @usableFromInline
    mutating func grow(to count: Int) {
        let added = count - subjectCount
        machines.append(contentsOf: repeatElement(0, count: added * machineWidth))
        relations.append(contentsOf: repeatElement(MonitorState.unset, count: added * relationWidth))
        counters.append(contentsOf: repeatElement(0, count: added * counterWidth))
        subjectCount = count
    }

    /// The state index of machine `machine` (an index into ``CompiledSpec/machines``) for `subject`.
    public func state(of machine: Int, for subject: Symbol, in spec: CompiledSpec) -> Int {
        let record = spec.tables.machines[machine]
        if record.isGlobal { return Int(globals[Int(record.slot)]) }
        guard Int(subject.rawValue) < subjectCount else { return 0 }
        return Int(machines[Int(subject.rawValue) * machineWidth + Int(record.slot)])
    }

    /// The subject relation `relation` of `subject` points to, if set.
    public func related(_ relation: Int, of subject: Symbol) -> Symbol? {
        guard Int(subject.rawValue) < subjectCount else { return nil }
        let value = relations[Int(subject.rawValue) * relationWidth + relation]
        return value == MonitorState.unset ? nil : Symbol(value)
    }

    /// The value of counter `counter` for `subject`.
    public func count(_ counter: Int, for subject: Symbol) -> Int {
        guard Int(subject.rawValue) < subjectCount else { return 0 }
        return Int(counters[Int(subject.rawValue) * counterWidth + counter])
    }
}
