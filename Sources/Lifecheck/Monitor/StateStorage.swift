/// The memory behind a ``MonitorState``: one record per subject, laid out side by side,
/// plus the global machines.
///
/// A record is `machineWidth` bytes of machine states (cluster states, then one byte per
/// unclustered machine), then `relationWidth` 32-bit relations, then `counterWidth` 32-bit
/// counters, padded to whole 8-byte words: for the UIKit spec 32 bytes, so one subject's
/// whole state is half a cache line and a step touches one or two lines. The globals are
/// padded to whole words too (with zeros), so both can be copied a word at a time. ``MonitorState`` copies it before writing when it is shared (copy on write).
@usableFromInline
final class StateStorage: @unchecked Sendable {
    // Safety: a storage is only written through a MonitorState that holds the only
    // reference to it (MonitorState.makeUnique), so sharing it across tasks is safe.

    @usableFromInline let machineWidth: Int
    @usableFromInline let relationWidth: Int
    @usableFromInline let counterWidth: Int
    @usableFromInline let relationOffset: Int
    @usableFromInline let counterOffset: Int
    @usableFromInline let stride: Int
    @usableFromInline let globalCount: Int
    /// The fields that change, behind a pointer: the class itself holds only constants,
    /// so reading them costs no dynamic exclusivity check on the hot path.
    @usableFromInline let header: UnsafeMutablePointer<Header>
    @usableFromInline let globals: UnsafeMutableRawPointer

    @usableFromInline struct Header {
        @usableFromInline var subjectCount: Int
        @usableFromInline var capacity: Int
        @usableFromInline var records: UnsafeMutableRawPointer
    }

    @inlinable var subjectCount: Int { header.pointee.subjectCount }
    @inlinable var records: UnsafeMutableRawPointer { header.pointee.records }
    @usableFromInline var capacity: Int { header.pointee.capacity }

    @usableFromInline func setSubjectCount(_ count: Int) { header.pointee.subjectCount = count }

    init(machineWidth: Int, relationWidth: Int, counterWidth: Int, globalCount: Int) {
        self.machineWidth = machineWidth
        self.relationWidth = relationWidth
        self.counterWidth = counterWidth
        relationOffset = (machineWidth + 3) & ~3
        counterOffset = relationOffset + 4 * relationWidth
        stride = max((counterOffset + 4 * counterWidth + 7) & ~7, 8)
        self.globalCount = globalCount
        header = .allocate(capacity: 1)
        header.initialize(to: Header(subjectCount: 0, capacity: 0, records: .allocate(byteCount: 1, alignment: 8)))
        globals = .allocate(byteCount: StateStorage.paddedGlobalBytes(globalCount), alignment: 8)
        globals.initializeMemory(as: UInt8.self, repeating: 0, count: StateStorage.paddedGlobalBytes(globalCount))
    }

    private init(copying other: StateStorage) {
        machineWidth = other.machineWidth
        relationWidth = other.relationWidth
        counterWidth = other.counterWidth
        relationOffset = other.relationOffset
        counterOffset = other.counterOffset
        stride = other.stride
        globalCount = other.globalCount
        let count = other.subjectCount
        let records = UnsafeMutableRawPointer.allocate(byteCount: max(count * other.stride, 1), alignment: 8)
        records.copyMemory(from: other.records, byteCount: count * other.stride)
        header = .allocate(capacity: 1)
        header.initialize(to: Header(subjectCount: count, capacity: count, records: records))
        globals = .allocate(byteCount: StateStorage.paddedGlobalBytes(globalCount), alignment: 8)
        globals.copyMemory(from: other.globals, byteCount: StateStorage.paddedGlobalBytes(globalCount))
    }

    /// The bytes allocated for `globalCount` global bytes: whole words, zero past `globalCount`,
    /// so the globals can be read and copied a word at a time.
    static func paddedGlobalBytes(_ globalCount: Int) -> Int { max((globalCount + 7) & ~7, 8) }

    deinit {
        header.pointee.records.deallocate()
        header.deallocate()
        globals.deallocate()
    }

    @usableFromInline func copy() -> StateStorage { StateStorage(copying: self) }

    /// Takes the records and globals encoded at `bytes` (``MonitorState/encode(into:)``).
    @usableFromInline
    func load(from bytes: UnsafeRawPointer, subjects: Int) {
        if subjects > capacity { grow(to: subjects) }
        records.copyMemory(from: bytes, byteCount: subjects * stride)
        header.pointee.subjectCount = subjects
        globals.copyMemory(from: bytes + subjects * stride, byteCount: globalCount)
    }

    /// Makes this storage's contents equal to `other`'s (same layout), growing if needed.
    func copyContents(of other: StateStorage) {
        if other.subjectCount > capacity { grow(to: other.subjectCount) }
        records.copyMemory(from: other.records, byteCount: other.subjectCount * stride)
        header.pointee.subjectCount = other.subjectCount
        globals.copyMemory(from: other.globals, byteCount: max(globalCount, 1))
    }

    /// Makes room for `count` subjects; new subjects start in the initial state.
    @usableFromInline
    func grow(to count: Int) {
        if count > capacity {
            let newCapacity = max(count, capacity * 2, 8)
            let newRecords = UnsafeMutableRawPointer.allocate(byteCount: newCapacity * stride, alignment: 8)
            newRecords.copyMemory(from: records, byteCount: subjectCount * stride)
            records.deallocate()
            header.pointee.records = newRecords
            header.pointee.capacity = newCapacity
        }
        for subject in subjectCount..<count { initializeRecord(records + subject * stride) }
        header.pointee.subjectCount = count
    }

    /// Writes the initial record: machines in state 0, relations unset, counters 0.
    func initializeRecord(_ record: UnsafeMutableRawPointer) {
        record.initializeMemory(as: UInt8.self, repeating: 0, count: stride)
        (record + relationOffset).initializeMemory(as: UInt32.self, repeating: .max, count: relationWidth)
    }

    /// Whether subject `index`'s record is still the initial one.
    func isInitial(_ index: Int) -> Bool {
        let record = records + index * stride
        for offset in 0..<relationOffset where record.load(fromByteOffset: offset, as: UInt8.self) != 0 { return false }
        for relation in 0..<relationWidth where record.load(fromByteOffset: relationOffset + 4 * relation, as: UInt32.self) != .max {
            return false
        }
        for counter in 0..<counterWidth where record.load(fromByteOffset: counterOffset + 4 * counter, as: UInt32.self) != 0 {
            return false
        }
        return true
    }

    /// The subjects up to the last one that left its initial record: two states that
    /// differ only in how many untouched subjects they made room for are equal.
    func effectiveCount() -> Int {
        var count = subjectCount
        while count > 0, isInitial(count - 1) { count -= 1 }
        return count
    }
}
