/// Everything the monitor knows about a trace so far: each subject's machine states,
/// relations and counters, and the global machines' states. A plain, hashable value.
///
/// Subjects are records in one block of memory (``StateStorage``), shared until written
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

    public func hash(into hasher: inout Hasher) {
        let count = storage.effectiveCount()
        hasher.combine(count)
        hasher.combine(bytes: UnsafeRawBufferPointer(start: storage.records, count: count * storage.stride))
        hasher.combine(bytes: UnsafeRawBufferPointer(start: storage.globals, count: storage.globalCount))
    }
}


extension MonitorState {
    /// Feeds the state to a stable hasher: every subject's record and the globals. States
    /// that are equal (`==`) feed equal words.
    public func fingerprint(into hasher: inout StableHasher) {
        let count = storage.effectiveCount()
        hasher.combine(count)
        hasher.combine(bytes: UnsafeRawBufferPointer(start: storage.records, count: count * storage.stride))
        hasher.combine(bytes: UnsafeRawBufferPointer(start: storage.globals, count: storage.globalCount))
    }

    /// Makes this state equal to `other`, reusing this state's memory when it can (the
    /// explorer's scratch state: no allocation per transition).
    public mutating func assign(_ other: MonitorState) {
        guard isKnownUniquelyReferenced(&storage), storage.stride == other.storage.stride else {
            self = other
            return
        }
        storage.copyContents(of: other.storage)
    }

    /// Whether every machine of every subject is in a rest state: the spec's end-of-trace
    /// obligations hold.
    ///
    /// - Complexity: O(subjects × machines with obligations), one load and one mask test each.
    @inlinable
    public func isAtRest(spec: CompiledSpec) -> Bool {
        let tables = spec.tables
        let view = StateView(storage, tables)
        let obliged = tables.obligedMachines
        for position in 0..<tables.obligedCount {
            let machine = tables.machines[Int(obliged[position])]
            if machine.isGlobal {
                if machine.restMask & (1 &<< UInt64(view.read(machine, 0))) == 0 { return false }
                continue
            }
            var subject: UInt32 = 0
            let subjects = UInt32(storage.subjectCount)
            while subject < subjects {
                if machine.restMask & (1 &<< UInt64(view.read(machine, subject))) == 0 { return false }
                subject &+= 1
            }
        }
        return true
    }
}

extension MonitorState {
    /// Bytes ``encode(into:)`` writes: every subject's record, then the globals.
    @inlinable
    public var encodedByteCount: Int { storage.subjectCount * storage.stride + storage.globalCount }

    /// Appends the state's bytes to `buffer` (the explorer's frontier keeps states this
    /// way: no object per state). Returns the number of subjects, for ``load(from:subjects:)``.
    @inlinable
    public func encode(into buffer: inout [UInt8]) -> Int {
        let records = UnsafeRawBufferPointer(start: storage.records, count: storage.subjectCount * storage.stride)
        buffer.append(contentsOf: records)
        buffer.append(contentsOf: UnsafeRawBufferPointer(start: storage.globals, count: storage.globalCount))
        return storage.subjectCount
    }

    /// Makes this state the one encoded at `bytes` with `subjects` subjects, reusing memory.
    @inlinable
    public mutating func load(from bytes: UnsafeRawPointer, subjects: Int) {
        makeUnique()
        storage.load(from: bytes, subjects: subjects)
    }
}

extension MonitorState {
    /// The bytes of one subject's record.
    @inlinable
    public var recordStride: Int { storage.stride }

    /// Appends the state as record numbers (4 bytes a subject) and the globals' bytes;
    /// returns the number of subjects.
    @inlinable
    public func encode(into buffer: inout [UInt8], interning interner: inout RecordInterner) -> Int {
        let subjects = storage.subjectCount
        for subject in 0..<subjects {
            var number = interner.intern(storage.records + subject * storage.stride)
            withUnsafeBytes(of: &number) { buffer.append(contentsOf: $0) }
        }
        buffer.append(contentsOf: UnsafeRawBufferPointer(start: storage.globals, count: storage.globalCount))
        return subjects
    }

    /// Makes this state the one encoded at `bytes` by ``encode(into:interning:)``.
    @inlinable
    public mutating func load(from bytes: UnsafeRawPointer, subjects: Int, interner: RecordInterner) {
        makeUnique()
        if subjects > storage.capacity { storage.grow(to: subjects) }
        for subject in 0..<subjects {
            interner.copy(bytes.loadUnaligned(fromByteOffset: 4 * subject, as: UInt32.self), to: storage.records + subject * storage.stride)
        }
        storage.setSubjectCount(subjects)
        storage.globals.copyMemory(from: bytes + 4 * subjects, byteCount: storage.globalCount)
    }
}

@usableFromInline
func memcmp(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int) -> Int32 {
    var index = 0
    while index + 8 <= count {
        if a.loadUnaligned(fromByteOffset: index, as: UInt64.self) != b.loadUnaligned(fromByteOffset: index, as: UInt64.self) { return 1 }
        index += 8
    }
    while index < count {
        if a.load(fromByteOffset: index, as: UInt8.self) != b.load(fromByteOffset: index, as: UInt8.self) { return 1 }
        index += 1
    }
    return 0
}
