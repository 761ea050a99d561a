// The compiled spec's records. Each hot record is plain data (no references), so that
// the monitor step reads them from one immutable block without reference counting;
// what messages need (names, patterns, sources) sits beside them in cold arrays.

/// A machine's place in the monitor's arrays.
@usableFromInline
struct MachineRecord: Sendable {
    /// Index among per-subject machines, or among global machines.
    @usableFromInline var slot: Int32
    @usableFromInline var isGlobal: Bool
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
    @usableFromInline enum Code: UInt8, Sendable { case subject, parameter, clear }

    @usableFromInline var relation: Int32
    @usableFromInline var code: Code
    @usableFromInline var slot: Int8
}

/// A ``Counter`` lowered.
@usableFromInline
struct CounterRecord: Sendable {
    @usableFromInline var relation: Int32
    @usableFromInline var machine: Int32
    @usableFromInline var mask: UInt64
}

/// One step of the work an event kind triggers.
@usableFromInline
struct Op: Sendable {
    @usableFromInline enum Code: UInt8, Sendable { case require, transition, relate }

    @usableFromInline var code: Code
    @usableFromInline var test0: CompiledTest
    @usableFromInline var test1: CompiledTest
    @usableFromInline var target: CompiledTarget
    /// Requirement, group or update index.
    @usableFromInline var index: Int32
}
