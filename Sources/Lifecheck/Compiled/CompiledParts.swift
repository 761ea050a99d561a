// The compiled spec's records. Each hot record is plain data (no references), so that
// the monitor step reads them from one immutable block without reference counting;
// what messages need (names, patterns, sources) sits beside them in cold arrays.

/// A machine's place in a subject's (or the global) record.
///
/// An unclustered machine is one byte at `offset`. A clustered machine is a digit of the
/// cluster state (a `UInt16` at `offset`): its state is `digits[digitBase + clusterState]`,
/// and moving it from `a` to `b` adds `(b - a) * stride` to the cluster state.
@usableFromInline
struct MachineRecord: Sendable {
    @usableFromInline var offset: Int32
    @usableFromInline var isGlobal: Bool
    @usableFromInline var isDigit: Bool = false
    @usableFromInline var digitBase: Int32 = 0
    @usableFromInline var stride: Int32 = 0
    /// This machine's counters are `counterLists[countersStart ..< countersEnd]`.
    @usableFromInline var countersStart: Int32
    @usableFromInline var countersEnd: Int32
    /// Bit `s` is set when state `s` is a rest state.
    @usableFromInline var restMask: UInt64
    /// Rule index, or -1.
    @usableFromInline var unfinishedRule: Int32
}

/// All transitions of one machine on one pattern and target: a row indexed by state.
@usableFromInline
struct GroupRecord: Sendable {
    @usableFromInline static let illegal: UInt8 = .max

    @usableFromInline var machine: Int32
    /// `table[rowStart + state]` is the next state, or ``illegal``.
    @usableFromInline var rowStart: Int32
    /// Where the machine goes after an illegal event: the one state all the group's
    /// transitions go to, so that later checks follow what the subject actually did.
    @usableFromInline var recovery: UInt8
    @usableFromInline var rule: Int32
}

/// A ``Condition`` lowered to integers.
@usableFromInline
struct ConditionRecord: Sendable {
    @usableFromInline enum Code: UInt8, Sendable { case state, counterIsZero, parameterDiffers, parameterMatches }

    @usableFromInline var code: Code
    /// Machine, counter or relation index.
    @usableFromInline var index: Int32
    @usableFromInline var target: CompiledTarget
    /// States, for ``Code/state`` (complemented for ``Condition/notState(_:of:in:)``).
    @usableFromInline var mask: UInt64
    /// Argument slot, for the parameter codes.
    @usableFromInline var slot: Int8
}

/// A ``Requirement`` lowered: `conditions[whenStart ..< whenEnd]` decide whether it
/// applies, `conditions[condition]` must hold.
@usableFromInline
struct RequirementRecord: Sendable {
    @usableFromInline var whenStart: Int32
    @usableFromInline var whenEnd: Int32
    @usableFromInline var condition: Int32
    @usableFromInline var rule: Int32
}

/// One ``Relation/Update`` lowered.
@usableFromInline
struct UpdateRecord: Sendable {
    @usableFromInline enum Code: UInt8, Sendable { case subject, parameter, clear, related }

    @usableFromInline var relation: Int32
    @usableFromInline var code: Code
    /// The parameter slot (`parameter`) or the relation index (`related`).
    @usableFromInline var slot: Int8
}

/// A ``Counter`` lowered.
@usableFromInline
struct CounterRecord: Sendable {
    @usableFromInline var relation: Int32
    @usableFromInline var machine: Int32
    @usableFromInline var mask: UInt64
}

/// One step of the work an event kind triggers: 24 bytes of plain data.
///
/// A transition op carries what the step needs from its group and machine (table row,
/// slot, flags); a requirement op carries where its conditions are. Parameter tests are
/// rare, so they sit in a side array (``Tables/opTests``), read only when
/// ``hasTests`` is set.
@usableFromInline
struct Op: Sendable {
    @usableFromInline enum Code: UInt8, Sendable { case require, transition, relate }

    @usableFromInline static let hasTests: UInt8 = 1
    @usableFromInline static let hasCounters: UInt8 = 4
    /// Every state goes to `constant` and none is illegal: the step just stores it.
    @usableFromInline static let isConstant: UInt8 = 8
    /// The target is the event's subject itself: no resolution needed.
    @usableFromInline static let targetsSubject: UInt8 = 16
    /// A constant store on an unclustered per-subject machine: one byte at `row`.
    @usableFromInline static let storesByte: UInt8 = 32

    @usableFromInline var code: Code
    @usableFromInline var flags: UInt8 = 0
    /// Transitions: the machine (an index into ``Tables/machines``), the recovery state, the constant state.
    @usableFromInline var machine: UInt16 = 0
    @usableFromInline var recovery: UInt8 = GroupRecord.illegal
    @usableFromInline var constant: UInt8 = 0
    /// Requirements: how many `when` conditions precede the condition at `row`.
    @usableFromInline var whenCount: UInt8 = 0
    /// A relation of the subject without which the op does nothing (its target, or a
    /// `when`, goes through it), or -1: the step skips the op when that relation is unset.
    @usableFromInline var gate: Int8 = -1
    @usableFromInline var target: CompiledTarget
    /// Requirement, group or update index.
    @usableFromInline var index: Int32
    /// Transitions: `table[row + state]` is the next state. Requirements: the condition's
    /// index; its `when` conditions are the `whenCount` before it. Constant stores on an
    /// unclustered machine: the byte offset of the machine in the record.
    @usableFromInline var row: Int32 = 0

    init(code: Code, target: CompiledTarget, index: Int32) {
        self.code = code
        self.target = target
        self.index = index
        if target.base == .subject, target.hop < 0 { flags |= Op.targetsSubject }
    }
}

/// An op's parameter tests.
@usableFromInline
struct OpTests: Sendable {
    @usableFromInline var test0: CompiledTest
    @usableFromInline var test1: CompiledTest

    @inlinable @inline(__always)
    func pass(_ event: Event) -> Bool { test0.passes(event) && test1.passes(event) }
}

/// Where one event kind's work is: its ops in phases (all of them, for the full
/// interpreter; the residual ones, beside the fused tables), and its fused steps.
@usableFromInline
struct KindRecord: Sendable {
    /// A run of ops: requirements up to `transitions`, constant stores up to `constants`,
    /// table transitions up to `relations`, relation updates up to `end`.
    @usableFromInline struct Phases: Sendable {
        @usableFromInline var start: Int32
        @usableFromInline var transitions: Int32
        @usableFromInline var constants: Int32
        @usableFromInline var relations: Int32
        @usableFromInline var end: Int32
    }

    // `all` and `residual` come first, in this order: the step finds them by these offsets
    // (constants the compiler folds, unlike MemoryLayout.offset(of:); a test checks them).
    @usableFromInline var all: Phases
    @usableFromInline var residual: Phases
    @inlinable static var allOffset: Int { 0 }
    @inlinable static var residualOffset: Int { MemoryLayout<Phases>.stride }
    /// `fused[fusedStart ..< fusedEnd]`.
    @usableFromInline var fusedStart: Int32
    @usableFromInline var fusedEnd: Int32
    /// Counters over clustered machines that the fused steps may move: `countedMachines[countedStart ..< countedEnd]`
    /// holds counter indices.
    @usableFromInline var countedStart: Int32
    @usableFromInline var countedEnd: Int32
    /// Argument slots holding names: a bit set.
    @usableFromInline var nameSlots: UInt8
    /// Argument slots, not names, that no op of the kind reads (no test, no condition):
    /// a bit set. The step's outcome does not depend on their values (a size in
    /// `viewWillTransition`), so `EventMemo` leaves them out of its key.
    @usableFromInline var unreadSlots: UInt8
    /// Whether an event of this kind, on a subject whose relations all point to one other
    /// subject (its *partner*), with names that are `nil` or the partner's, reads and writes
    /// no record but those two and the globals, and depends on nothing else: it reaches a
    /// named subject only itself (not through its relations), whatever it moves through a
    /// relation or a name has no counters, and whatever relation it sets there no counter
    /// follows and does not get the subject's name. `EventMemo` remembers such events' effects.
    @usableFromInline var reachesPairOnly: Bool
    /// Whether an event of this kind, on a subject with no relation set, naming one other
    /// subject whose relations point to nothing but the subject, reads and writes no record
    /// but those two and the globals, and depends on nothing else but the subject's name
    /// (`addChild`): it reaches nothing through a relation, and gives no relation the named
    /// subject's name. `EventMemo` remembers such events' effects per subject.
    @usableFromInline var reachesNamedOnly: Bool
}
