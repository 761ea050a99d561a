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
    @inlinable var kinds: UnsafePointer<KindRecord> { layout.pointee.kinds }
    @inlinable var fused: UnsafePointer<FusedStep> { layout.pointee.fused }
    @inlinable var fusedTable: UnsafePointer<UInt16> { layout.pointee.fusedTable }
    @inlinable var countedMachines: UnsafePointer<Int32> { layout.pointee.countedMachines }
    @inlinable var digits: UnsafePointer<UInt8> { layout.pointee.digits }
    @inlinable var machines: UnsafePointer<MachineRecord> { layout.pointee.machines }
    @inlinable var groups: UnsafePointer<GroupRecord> { layout.pointee.groups }
    @inlinable var table: UnsafePointer<UInt8> { layout.pointee.table }
    @inlinable var requirements: UnsafePointer<RequirementRecord> { layout.pointee.requirements }
    @inlinable var conditions: UnsafePointer<ConditionRecord> { layout.pointee.conditions }
    @inlinable var updates: UnsafePointer<UpdateRecord> { layout.pointee.updates }
    @inlinable var counters: UnsafePointer<CounterRecord> { layout.pointee.counters }
    @inlinable var counterLists: UnsafePointer<Int32> { layout.pointee.counterLists }
    @inlinable var obligedMachines: UnsafePointer<Int32> { layout.pointee.obligedMachines }
    @inlinable var obligedCount: Int { layout.pointee.obligedCount }
    @inlinable var machineBytes: Int { layout.pointee.machineBytes }
    @inlinable var globalBytes: Int { layout.pointee.globalBytes }
    @inlinable var relationCount: Int { layout.pointee.relationCount }
    @inlinable var counterCount: Int { layout.pointee.counterCount }
}

/// Where each of the compiled spec's tables is.
@usableFromInline
struct TableLayout {

    @usableFromInline let ops: UnsafePointer<Op>
    @usableFromInline let opTests: UnsafePointer<OpTests>
    /// Per event kind: where its ops and fused steps are.
    @usableFromInline let kinds: UnsafePointer<KindRecord>
    @usableFromInline let fused: UnsafePointer<FusedStep>
    @usableFromInline let fusedTable: UnsafePointer<UInt16>
    @usableFromInline let countedMachines: UnsafePointer<Int32>
    /// Clustered machines' states per cluster state (``MachineRecord/digitBase``).
    @usableFromInline let digits: UnsafePointer<UInt8>
    @usableFromInline let machines: UnsafePointer<MachineRecord>
    @usableFromInline let groups: UnsafePointer<GroupRecord>
    @usableFromInline let table: UnsafePointer<UInt8>
    @usableFromInline let requirements: UnsafePointer<RequirementRecord>
    @usableFromInline let conditions: UnsafePointer<ConditionRecord>
    @usableFromInline let updates: UnsafePointer<UpdateRecord>
    @usableFromInline let counters: UnsafePointer<CounterRecord>
    /// Counter indices, grouped per machine (``MachineRecord/countersStart``).
    @usableFromInline let counterLists: UnsafePointer<Int32>
    /// Machines with end-of-trace obligations (an `unfinishedRule`).
    @usableFromInline let obligedMachines: UnsafePointer<Int32>
    @usableFromInline let obligedCount: Int
    /// Bytes of a subject's record that hold machine states, and of the global record.
    @usableFromInline let machineBytes: Int
    @usableFromInline let globalBytes: Int
    @usableFromInline let relationCount: Int
    @usableFromInline let counterCount: Int
}

/// Owns the memory behind a ``Tables``.
final class TablesMemory: @unchecked Sendable {
    // Safety: immutable after init; `blocks` is only read in deinit.
    let tables: Tables
    private let blocks: [UnsafeMutableRawPointer]

    init(
        ops: [Op], opTests: [OpTests], kinds: [KindRecord], fused: [FusedStep], fusedTable: [UInt16],
        countedMachines: [Int32], digits: [UInt8],
        machines: [MachineRecord], groups: [GroupRecord], table: [UInt8],
        requirements: [RequirementRecord], conditions: [ConditionRecord], updates: [UpdateRecord],
        counters: [CounterRecord], counterLists: [Int32],
        machineBytes: Int, globalBytes: Int, relationCount: Int
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
            ops: copy(ops), opTests: copy(opTests), kinds: copy(kinds), fused: copy(fused), fusedTable: copy(fusedTable),
            countedMachines: copy(countedMachines), digits: copy(digits),
            machines: copy(machines), groups: copy(groups), table: copy(table),
            requirements: copy(requirements), conditions: copy(conditions), updates: copy(updates),
            counters: copy(counters), counterLists: copy(counterLists),
            obligedMachines: copy(machines.indices.filter { machines[$0].unfinishedRule >= 0 }.map { Int32($0) }),
            obligedCount: machines.filter { $0.unfinishedRule >= 0 }.count,
            machineBytes: machineBytes, globalBytes: globalBytes,
            relationCount: relationCount, counterCount: counters.count))
        blocks.append(UnsafeMutableRawPointer(layout))
        tables = Tables(layout: UnsafePointer(layout))
        self.blocks = blocks
    }

    deinit { for block in blocks { block.deallocate() } }
}
