/// The explorer's monitor: a monitor state as one interned record number per subject and
/// one for the global machines, with the effect of most callbacks memoized.
///
/// An event on a subject whose record has no relation set, naming no other subject, can
/// change only that subject's record and the globals (everything else it could touch goes
/// through a relation or a parameter). Its effect is then a pure function of the event's
/// kind and arguments, the record and the globals, so it is computed once, by the real
/// monitor step on a materialized state, and looked up after that. Every other event runs
/// the real step on a materialized state. Either way the verdicts are the monitor's.
@usableFromInline package struct CompactMonitor {
    @usableFromInline let spec: CompiledSpec
    @usableFromInline var records: RecordInterner
    @usableFromInline var globalRecords: RecordInterner
    /// Per record number: 0 unknown, 1 yes, 2 no.
    @usableFromInline var recordAtRest: [UInt8] = []
    @usableFromInline var recordIsolated: [UInt8] = []
    @usableFromInline var globalsAtRest: [UInt8] = []
    @usableFromInline var memo = MemoTable()
    @usableFromInline var scratch: MonitorState
    @usableFromInline var single: MonitorState
    /// When set, every event runs the real step and reports what it exercised.
    @usableFromInline var coverage: CoverageRecorder?

    /// A compact monitor for `spec`.
    public init(spec: CompiledSpec, recordingCoverage: Bool = false) {
        self.spec = spec
        scratch = MonitorState(spec: spec)
        single = MonitorState(spec: spec)
        records = RecordInterner(stride: scratch.recordStride)
        globalRecords = RecordInterner(stride: max(scratch.globalStride, 1))
        coverage = recordingCoverage ? CoverageRecorder(spec: spec) : nil
    }

    /// Compacts a full monitor state: writes its record numbers to `numbers` and returns
    /// how many subjects it has, and its globals number.
    @inlinable
    public mutating func compact(_ state: MonitorState, into numbers: UnsafeMutablePointer<UInt32>) -> (count: Int, globals: UInt32) {
        for subject in 0..<state.subjectCount { numbers[subject] = records.intern(state.record(subject)) }
        return (state.subjectCount, internGlobals(state))
    }

    @inlinable
    mutating func internGlobals(_ state: MonitorState) -> UInt32 {
        if state.globalStride == 0 { return 0 }
        return globalRecords.intern(state.globalBytes)
    }

    /// Applies `event` to the compact state in `numbers` (room for `capacity` subjects),
    /// `count` and `globals`; returns false if it broke a rule.
    ///
    /// Returns nil when the state
    /// needs more room than `capacity`.
    @inlinable
    public mutating func apply(_ event: Event, numbers: UnsafeMutablePointer<UInt32>, count: inout Int,
                               globals: inout UInt32, capacity: Int) -> Bool? {
        let subject = Int(event.subject.rawValue)
        let kind = Int(event.kind.rawValue)
        if coverage == nil, subject < count, spec.tables.kinds[kind].nameSlots == 0, kind < 256,
           let key = memoKey(event, kind: kind, record: numbers[subject], globals: globals), isolated(numbers[subject]) {
            if let value = memo.value(for: key) {
                numbers[subject] = UInt32(truncatingIfNeeded: value & 0xFFFF_FFFF)
                globals = UInt32(truncatingIfNeeded: (value >> 32) & 0x7FFF_FFFF)
                return value >> 63 == 0
            }
            scratch.load(records: numbers, count: count, globals: globals, interner: records, globalInterner: globalRecords)
            let legal = scratch.apply(event, spec: spec)
            numbers[subject] = records.intern(scratch.record(subject))
            globals = internGlobals(scratch)
            // A step that related its subject to itself carries the subject's name: not for others.
            if scratch.hasNoRelations(subject) {
                memo.set(UInt64(numbers[subject]) | UInt64(globals) << 32 | (legal ? 0 : 1 << 63), for: key)
            }
            return legal
        }
        // The general case: the real step on a materialized state, then everything re-interned.
        scratch.load(records: numbers, count: count, globals: globals, interner: records, globalInterner: globalRecords)
        let legal: Bool
        if coverage != nil {
            legal = scratch.apply(event, spec: spec, coverage: &coverage!)
        } else {
            legal = scratch.apply(event, spec: spec)
        }
        guard scratch.subjectCount <= capacity else { return nil }
        let before = count
        count = scratch.subjectCount
        for index in 0..<count {
            // Most records are unchanged: a byte comparison is cheaper than interning again.
            if index < before, records.matches(numbers[index], scratch.record(index)) { continue }
            numbers[index] = records.intern(scratch.record(index))
        }
        globals = internGlobals(scratch)
        return legal
    }

    /// The memo key: kind (8 bits), three small arguments (5 bits each), the record number
    /// (22 bits) and the globals number (16 bits); nil when one does not fit.
    @inlinable
    func memoKey(_ event: Event, kind: Int, record: UInt32, globals: UInt32) -> UInt64? {
        guard record < 1 << 22, globals < 1 << 16 else { return nil }
        var arguments: UInt64 = 0
        for slot in 0..<3 {
            let raw = event.rawArgument(slot)
            let small: UInt64 = raw == Event.absentArgument ? 31 : raw
            guard small <= 31 else { return nil }
            arguments |= small << (5 * UInt64(slot))
        }
        return 1 << 63 | UInt64(kind) << 53 | arguments << 38 | UInt64(record) << 16 | UInt64(globals)
    }

    /// Whether record `number` has no relation set.
    @inlinable
    mutating func isolated(_ number: UInt32) -> Bool {
        let index = Int(number)
        if index >= recordIsolated.count { recordIsolated += repeatElement(0, count: index + 1 - recordIsolated.count) }
        if recordIsolated[index] == 0 {
            single.load(records: [number], count: 1, globals: 0, interner: records, globalInterner: globalRecords)
            recordIsolated[index] = single.hasNoRelations(0) ? 1 : 2
        }
        return recordIsolated[index] == 1
    }

    /// A hash of the compact state made of its records' bytes and its globals' bytes, not
    /// of their numbers: the same in every process and shard, whatever order records were
    /// met in.
    @inlinable
    public func stableHash(numbers: UnsafePointer<UInt32>, count: Int, globals: UInt32) -> UInt64 {
        var hasher = StableHasher()
        hasher.combine(count)
        for subject in 0..<count { records.combine(numbers[subject], into: &hasher) }
        if scratch.globalStride > 0 { globalRecords.combine(globals, into: &hasher) }
        return hasher.finalize()
    }

    /// Whether every subject and the globals meet the end-of-trace obligations.
    @inlinable
    public mutating func isAtRest(numbers: UnsafePointer<UInt32>, count: Int, globals: UInt32) -> Bool {
        for subject in 0..<count {
            let index = Int(numbers[subject])
            if index >= recordAtRest.count { recordAtRest += repeatElement(0, count: index + 1 - recordAtRest.count) }
            if recordAtRest[index] == 0 {
                single.load(records: [numbers[subject]], count: 1, globals: 0, interner: records, globalInterner: globalRecords)
                recordAtRest[index] = single.recordIsAtRest(0, spec: spec) ? 1 : 2
            }
            if recordAtRest[index] == 2 { return false }
        }
        let index = Int(globals)
        if index >= globalsAtRest.count { globalsAtRest += repeatElement(0, count: index + 1 - globalsAtRest.count) }
        if globalsAtRest[index] == 0 {
            single.load(records: [], count: 0, globals: globals, interner: records, globalInterner: globalRecords)
            globalsAtRest[index] = single.globalsAreAtRest(spec: spec) ? 1 : 2
        }
        return globalsAtRest[index] == 1
    }
}
