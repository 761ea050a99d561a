/// The compiled spec's hot records, in memory that never changes, read by the monitor
/// step through plain pointers: no reference counting, no bounds checks, no copies.
///
/// One pointer to a ``TableLayout``, so passing it around costs a register;
/// ``TablesMemory`` owns the memory and lives as long as the ``CompiledSpec`` that holds both.
@usableFromInline
struct Tables: @unchecked Sendable {
    // Safety: the memory is written once, in TablesMemory.init, and only read afterwards.
    @usableFromInline let layout: UnsafePointer<TableLayout>

    @inlinable var ops: UnsafePointer<Op> { layout.pointee.ops }
    @inlinable var opTests: UnsafePointer<OpTests> { layout.pointee.opTests }
    @inlinable var opStarts: UnsafePointer<Int32> { layout.pointee.opStarts }
    @inlinable var transitionStarts: UnsafePointer<Int32> { layout.pointee.transitionStarts }
    @inlinable var constantEnds: UnsafePointer<Int32> { layout.pointee.constantEnds }
    @inlinable var relationStarts: UnsafePointer<Int32> { layout.pointee.relationStarts }
    @inlinable var machines: UnsafePointer<MachineRecord> { layout.pointee.machines }
    @inlinable var groups: UnsafePointer<GroupRecord> { layout.pointee.groups }
    @inlinable var table: UnsafePointer<UInt8> { layout.pointee.table }
    @inlinable var requirements: UnsafePointer<RequirementRecord> { layout.pointee.requirements }
    @inlinable var conditions: UnsafePointer<ConditionRecord> { layout.pointee.conditions }
    @inlinable var updates: UnsafePointer<UpdateRecord> { layout.pointee.updates }
    @inlinable var counters: UnsafePointer<CounterRecord> { layout.pointee.counters }
    @inlinable var counterLists: UnsafePointer<Int32> { layout.pointee.counterLists }
    @inlinable var nameSlots: UnsafePointer<UInt8> { layout.pointee.nameSlots }
    @inlinable var perSubjectMachineCount: Int { layout.pointee.perSubjectMachineCount }
    @inlinable var globalMachineCount: Int { layout.pointee.globalMachineCount }
    @inlinable var relationCount: Int { layout.pointee.relationCount }
    @inlinable var counterCount: Int { layout.pointee.counterCount }
}

/// Where each of the compiled spec's tables is.
@usableFromInline
struct TableLayout {

    @usableFromInline let ops: UnsafePointer<Op>
    @usableFromInline let opTests: UnsafePointer<OpTests>
    /// Ops of kind `k` are `ops[opStarts[k] ..< opStarts[k + 1]]`: requirements up to
    /// `transitionStarts[k]`, transitions up to `relationStarts[k]`, then relation updates.
    @usableFromInline let opStarts: UnsafePointer<Int32>
    @usableFromInline let transitionStarts: UnsafePointer<Int32>
    /// Transitions up to `constantEnds[k]` are constant stores.
    @usableFromInline let constantEnds: UnsafePointer<Int32>
    @usableFromInline let relationStarts: UnsafePointer<Int32>
    @usableFromInline let machines: UnsafePointer<MachineRecord>
    @usableFromInline let groups: UnsafePointer<GroupRecord>
    @usableFromInline let table: UnsafePointer<UInt8>
    @usableFromInline let requirements: UnsafePointer<RequirementRecord>
    @usableFromInline let conditions: UnsafePointer<ConditionRecord>
    @usableFromInline let updates: UnsafePointer<UpdateRecord>
    @usableFromInline let counters: UnsafePointer<CounterRecord>
    /// Counter indices, grouped per machine (``MachineRecord/countersStart``).
    @usableFromInline let counterLists: UnsafePointer<Int32>
    /// Argument slots holding names, per kind: `nameSlots[k]` is a bit set of slots.
    @usableFromInline let nameSlots: UnsafePointer<UInt8>

    @usableFromInline let perSubjectMachineCount: Int
    @usableFromInline let globalMachineCount: Int
    @usableFromInline let relationCount: Int
    @usableFromInline let counterCount: Int
}

/// Owns the memory behind a ``Tables``.
final class TablesMemory: @unchecked Sendable {
    // Safety: immutable after init; `blocks` is only read in deinit.
    let tables: Tables
    private let blocks: [UnsafeMutableRawPointer]

    init(
        ops: [Op], opTests: [OpTests], opStarts: [Int32], transitionStarts: [Int32], constantEnds: [Int32], relationStarts: [Int32],
        machines: [MachineRecord], groups: [GroupRecord], table: [UInt8],
        requirements: [RequirementRecord], conditions: [ConditionRecord], updates: [UpdateRecord],
        counters: [CounterRecord], counterLists: [Int32], nameSlots: [UInt8],
        perSubjectMachineCount: Int, globalMachineCount: Int, relationCount: Int
    ) {
        var blocks: [UnsafeMutableRawPointer] = []
        func copy<T>(_ array: [T]) -> UnsafePointer<T> {
            let memory = UnsafeMutablePointer<T>.allocate(capacity: max(array.count, 1))
            memory.initialize(from: array, count: array.count)
            blocks.append(UnsafeMutableRawPointer(memory))
            return UnsafePointer(memory)
        }
        let layout = UnsafeMutablePointer<TableLayout>.allocate(capacity: 1)
        layout.initialize(to: TableLayout(
            ops: copy(ops), opTests: copy(opTests), opStarts: copy(opStarts), transitionStarts: copy(transitionStarts),
            constantEnds: copy(constantEnds), relationStarts: copy(relationStarts), machines: copy(machines), groups: copy(groups), table: copy(table),
            requirements: copy(requirements), conditions: copy(conditions), updates: copy(updates),
            counters: copy(counters), counterLists: copy(counterLists), nameSlots: copy(nameSlots),
            perSubjectMachineCount: perSubjectMachineCount, globalMachineCount: globalMachineCount,
            relationCount: relationCount, counterCount: counters.count))
        blocks.append(UnsafeMutableRawPointer(layout))
        tables = Tables(layout: UnsafePointer(layout))
        self.blocks = blocks
    }

    deinit { for block in blocks { block.deallocate() } }
}
