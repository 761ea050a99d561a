// What the explorer needs of a monitor state: a stable fingerprint, copying without
// allocating, the end-of-trace check, and compact encodings for its frontier.

extension MonitorState {
    /// Feeds the state to a stable hasher: every subject's record and the globals.
    ///
    /// States
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
    /// way: no object per state).
    ///
    /// Returns the number of subjects, for ``load(from:subjects:)``.
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
    package func encode(into buffer: inout [UInt8], interning interner: inout RecordInterner) -> Int {
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
    package mutating func load(from bytes: UnsafeRawPointer, subjects: Int, interner: RecordInterner) {
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

extension MonitorState {
    /// Whether subject `subject`'s record has no relation set: then an event on it that names
    /// no other subject can only change its own record and the globals.
    @inlinable @inline(__always)
    public func hasNoRelations(_ subject: Int) -> Bool {
        let storage = self.storage
        let base = storage.records + (subject &* storage.stride &+ storage.relationOffset)
        let bytes = 4 &* storage.relationWidth
        var offset = 0
        // Unset relations are all ones: compare eight bytes at a time.
        while offset &+ 8 <= bytes {
            if base.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != .max { return false }
            offset &+= 8
        }
        if offset < bytes, base.load(fromByteOffset: offset, as: UInt32.self) != .max { return false }
        return true
    }

    /// A pointer to subject `subject`'s record bytes (``recordStride`` of them).
    @inlinable
    public func record(_ subject: Int) -> UnsafeRawPointer { UnsafeRawPointer(storage.records + subject * storage.stride) }

    /// A pointer to the global machines' bytes (``globalStride`` of them).
    @inlinable
    public var globalBytes: UnsafeRawPointer { UnsafeRawPointer(storage.globals) }

    /// The bytes of the global machines.
    @inlinable
    public var globalStride: Int { storage.globalCount }

    /// Makes this state the one given by record numbers and a globals number.
    @inlinable
    package mutating func load(records numbers: UnsafePointer<UInt32>, count: Int, globals: UInt32,
                              interner: RecordInterner, globalInterner: RecordInterner) {
        makeUnique()
        if count > storage.capacity { storage.grow(to: count) }
        for subject in 0..<count { interner.copy(numbers[subject], to: storage.records + subject * storage.stride) }
        storage.setSubjectCount(count)
        if storage.globalCount > 0 { globalInterner.copy(globals, to: storage.globals) }
    }

    /// Whether subject `subject`'s record meets the end-of-trace obligations.
    @inlinable
    public func recordIsAtRest(_ subject: Int, spec: CompiledSpec) -> Bool {
        let tables = spec.tables
        let view = StateView(storage, tables)
        for position in 0..<tables.obligedCount {
            let machine = tables.machines[Int(tables.obligedMachines[position])]
            guard !machine.isGlobal else { continue }
            if machine.restMask & (1 &<< UInt64(view.read(machine, UInt32(subject)))) == 0 { return false }
        }
        return true
    }

    /// Whether the global machines meet the end-of-trace obligations.
    @inlinable
    public func globalsAreAtRest(spec: CompiledSpec) -> Bool {
        let tables = spec.tables
        let view = StateView(storage, tables)
        for position in 0..<tables.obligedCount {
            let machine = tables.machines[Int(tables.obligedMachines[position])]
            guard machine.isGlobal else { continue }
            if machine.restMask & (1 &<< UInt64(view.read(machine, 0))) == 0 { return false }
        }
        return true
    }
}

extension MonitorState {
    /// An empty memo for this state's records and globals, for events of kinds `kinds`.
    func makeMemo(kinds: [KindRecord]) -> EventMemo {
        EventMemo(recordBytes: storage.stride, relationOffset: storage.relationOffset, relationWidth: storage.relationWidth,
                  globalBytes: storage.globalCount, kinds: kinds)
    }

    /// Replays a remembered event, if the memo has it (`kind` is its kind's record). The
    /// storage and the memo must be unique (`makeUnique()`).
    mutating func replayUnique(_ event: Event, kind: KindRecord, memo: inout EventMemo) -> Bool {
        memo.replay(event, kind: kind, records: storage.records, stride: storage.stride, subjectCount: storage.subjectCount,
                    globals: storage.globals)
    }

    /// Tells the memo what the event that ``replayUnique(_:kind:memo:)`` missed did.
    mutating func remember(_ kind: EventKindID, on subject: Int, memo: inout EventMemo) {
        memo.remember(kind, subject: subject, records: storage.records, stride: storage.stride, globals: storage.globals)
    }
}
