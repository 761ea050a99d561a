/// Everything the monitor knows about a trace so far: each subject's machine states,
/// relations and counters, and the global machines' states.
///
/// A plain, hashable value.
///
/// Subjects are records in one block of memory (`StateStorage`), shared until written
/// (copy on write), so copying a state, as the explorer does for every state it stores,
/// is a reference copy until one of them changes. Two states are equal when every
/// subject's record and the global machines are equal.
public struct MonitorState: Hashable, @unchecked Sendable {
    // Safety: `storage` is only mutated after makeUnique(), which copies shared storage.

    /// The unset value of a relation.
    @usableFromInline static let unset: UInt32 = .max
    /// What a target resolves to when it names the global machines.
    @usableFromInline static let globalTarget: UInt32 = .max - 1

    @usableFromInline var storage: StateStorage

    /// The state before any event: every machine in its initial state, no relations.
    public init(spec: CompiledSpec) {
        let tables = spec.tables
        storage = StateStorage(machineWidth: tables.machineBytes, relationWidth: tables.relationCount,
                               counterWidth: tables.counterCount, globalCount: tables.globalBytes)
    }

    /// Subjects with room in the state: symbols `0 ..< subjectCount`.
    public var subjectCount: Int { storage.subjectCount }

    @inlinable
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    /// Puts the global machines back in their initial state, as before any event; the
    /// subjects keep theirs.
    mutating func resetGlobals() {
        makeUnique()
        storage.globals.initializeMemory(as: UInt8.self, repeating: 0, count: storage.globalCount)
    }

    /// Makes room for subjects `0 ... symbol`.
    public mutating func reserve(through symbol: Symbol) {
        makeUnique()
        let needed = Int(symbol.rawValue) + 1
        if needed > storage.subjectCount { storage.grow(to: needed) }
    }

    /// The state index of machine `machine` (an index into ``CompiledSpec/machines``) for `subject`.
    public func state(of machine: Int, for subject: Symbol, in spec: CompiledSpec) -> Int {
        let record = spec.tables.machines[machine]
        guard record.isGlobal || Int(subject.rawValue) < storage.subjectCount else { return 0 }
        return Int(StateView(storage, spec.tables).read(record, subject.rawValue))
    }

    /// The subject relation `relation` of `subject` points to, if set.
    public func related(_ relation: Int, of subject: Symbol) -> Symbol? {
        guard Int(subject.rawValue) < storage.subjectCount else { return nil }
        let value = storage.records.load(
            fromByteOffset: Int(subject.rawValue) * storage.stride + storage.relationOffset + 4 * relation, as: UInt32.self)
        return value == MonitorState.unset ? nil : Symbol(value)
    }

    /// The value of counter `counter` for `subject`.
    public func count(_ counter: Int, for subject: Symbol) -> Int {
        guard Int(subject.rawValue) < storage.subjectCount else { return 0 }
        return Int(storage.records.load(
            fromByteOffset: Int(subject.rawValue) * storage.stride + storage.counterOffset + 4 * counter, as: UInt32.self))
    }

    public static func == (lhs: MonitorState, rhs: MonitorState) -> Bool {
        if lhs.storage === rhs.storage { return true }
        let a = lhs.storage, b = rhs.storage
        guard a.globalCount == b.globalCount, a.stride == b.stride else { return false }
        for index in 0..<a.globalCount where a.globals.load(fromByteOffset: index, as: UInt8.self) != b.globals.load(fromByteOffset: index, as: UInt8.self) { return false }
        let count = a.effectiveCount()
        guard count == b.effectiveCount() else { return false }
        return memcmp(a.records, b.records, count * a.stride) == 0
    }

    /// Whether the two states hold the same globals and the same records for `subjects`
    /// (a subject past either state's records counts as in its initial state there).
    func agrees(with other: MonitorState, on subjects: [Symbol]) -> Bool {
        let a = storage, b = other.storage
        guard a.globalCount == b.globalCount, a.stride == b.stride else { return false }
        guard memcmp(a.globals, b.globals, a.globalCount) == 0 else { return false }
        for subject in subjects {
            let index = Int(subject.rawValue)
            let inA = index < a.subjectCount, inB = index < b.subjectCount
            switch (inA, inB) {
            case (true, true):
                if memcmp(a.records + index * a.stride, b.records + index * b.stride, a.stride) != 0 { return false }
            case (true, false): if !a.isInitial(index) { return false }
            case (false, true): if !b.isInitial(index) { return false }
            case (false, false): continue
            }
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        let count = storage.effectiveCount()
        hasher.combine(count)
        hasher.combine(bytes: UnsafeRawBufferPointer(start: storage.records, count: count * storage.stride))
        hasher.combine(bytes: UnsafeRawBufferPointer(start: storage.globals, count: storage.globalCount))
    }
}
