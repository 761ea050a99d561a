/// The compiled spec's hot records, copied once into memory that never changes, so the
/// monitor step reads them through plain pointers: no reference counting, no bounds
/// checks, no copies.
///
/// Immutable after `init`, hence safe to share between tasks.
@usableFromInline
final class Tables: @unchecked Sendable {
    @usableFromInline let ops: UnsafeBufferPointer<Op>
    /// Ops of kind `k` are `ops[opStarts[k] ..< opStarts[k + 1]]`.
    @usableFromInline let opStarts: UnsafeBufferPointer<Int32>
    @usableFromInline let machines: UnsafeBufferPointer<MachineRecord>
    @usableFromInline let groups: UnsafeBufferPointer<GroupRecord>
    @usableFromInline let table: UnsafeBufferPointer<UInt8>
    @usableFromInline let requirements: UnsafeBufferPointer<RequirementRecord>
    @usableFromInline let conditions: UnsafeBufferPointer<ConditionRecord>
    @usableFromInline let updates: UnsafeBufferPointer<UpdateRecord>
    @usableFromInline let counters: UnsafeBufferPointer<CounterRecord>
    /// Counter indices, grouped per machine (``MachineRecord/countersStart``).
    @usableFromInline let counterLists: UnsafeBufferPointer<Int32>
    /// Argument slots holding names, per kind: `nameSlots[k]` is a bit set of slots.
    @usableFromInline let nameSlots: UnsafeBufferPointer<UInt8>

    @usableFromInline let perSubjectMachineCount: Int
    @usableFromInline let globalMachineCount: Int
    @usableFromInline let relationCount: Int
    @usableFromInline let counterCount: Int

    init(
        ops: [Op], opStarts: [Int32], machines: [MachineRecord], groups: [GroupRecord], table: [UInt8],
        requirements: [RequirementRecord], conditions: [ConditionRecord], updates: [UpdateRecord],
        counters: [CounterRecord], counterLists: [Int32], nameSlots: [UInt8],
        perSubjectMachineCount: Int, globalMachineCount: Int, relationCount: Int
    ) {
        func copy<T>(_ array: [T]) -> UnsafeBufferPointer<T> {
            let memory = UnsafeMutableBufferPointer<T>.allocate(capacity: max(array.count, 1))
            _ = memory.initialize(from: array)
            return UnsafeBufferPointer(rebasing: memory[..<array.count])
        }
        self.ops = copy(ops)
        self.opStarts = copy(opStarts)
        self.machines = copy(machines)
        self.groups = copy(groups)
        self.table = copy(table)
        self.requirements = copy(requirements)
        self.conditions = copy(conditions)
        self.updates = copy(updates)
        self.counters = copy(counters)
        self.counterLists = copy(counterLists)
        self.nameSlots = copy(nameSlots)
        self.perSubjectMachineCount = perSubjectMachineCount
        self.globalMachineCount = globalMachineCount
        self.relationCount = relationCount
        self.counterCount = counters.count
    }

    deinit {
        for base in [UnsafeRawPointer(ops.baseAddress), UnsafeRawPointer(opStarts.baseAddress),
                     UnsafeRawPointer(machines.baseAddress), UnsafeRawPointer(groups.baseAddress),
                     UnsafeRawPointer(table.baseAddress), UnsafeRawPointer(requirements.baseAddress),
                     UnsafeRawPointer(conditions.baseAddress), UnsafeRawPointer(updates.baseAddress),
                     UnsafeRawPointer(counters.baseAddress), UnsafeRawPointer(counterLists.baseAddress),
                     UnsafeRawPointer(nameSlots.baseAddress)] {
            base.map { UnsafeMutableRawPointer(mutating: $0).deallocate() }
        }
    }
}
