/// One lifecycle event: a callback or a call, happening to a subject.
///
/// An event is a small plain value (32 bytes) so that the monitor and the explorer can
/// stream millions of them without allocating: the subject and every name argument are
/// ``Symbol``s, and the arguments sit in fixed slots in the order the
/// ``EventKind`` declares its parameters.
public struct Event: Hashable, Sendable {
    /// The most parameters an event kind may have.
    public static let maximumArguments = 3
    /// The slot value of a parameter the line did not give.
    public static let absentArgument: UInt64 = .max
    /// The slot value of the literal `nil`.
    public static let nilArgument: UInt64 = .max - 1

    /// Who the event happens to.
    public var subject: Symbol
    /// What happened.
    public var kind: EventKindID
    @usableFromInline var slot0: UInt64
    @usableFromInline var slot1: UInt64
    @usableFromInline var slot2: UInt64

    /// Creates an event without arguments.
    @inlinable
    public init(_ subject: Symbol, _ kind: EventKindID) {
        self.subject = subject
        self.kind = kind
        slot0 = Event.absentArgument
        slot1 = Event.absentArgument
        slot2 = Event.absentArgument
    }

    /// Creates an event with arguments given by parameter index; `nil` entries are absent.
    @inlinable
    public init(_ subject: Symbol, _ kind: EventKindID, _ arguments: [Value?] = []) {
        self.subject = subject
        self.kind = kind
        slot0 = arguments.count > 0 ? arguments[0]?.encoded ?? Event.absentArgument : Event.absentArgument
        slot1 = arguments.count > 1 ? arguments[1]?.encoded ?? Event.absentArgument : Event.absentArgument
        slot2 = arguments.count > 2 ? arguments[2]?.encoded ?? Event.absentArgument : Event.absentArgument
    }

    /// The raw encoding of argument `index`: ``absentArgument``, ``nilArgument``, or the value.
    @inlinable
    public func rawArgument(_ index: Int) -> UInt64 {
        switch index {
        case 0: slot0
        case 1: slot1
        case 2: slot2
        default: Event.absentArgument
        }
    }

    /// Sets the raw encoding of argument `index`.
    @inlinable
    public mutating func setRawArgument(_ index: Int, _ raw: UInt64) {
        switch index {
        case 0: slot0 = raw
        case 1: slot1 = raw
        case 2: slot2 = raw
        default: preconditionFailure("argument index \(index) out of range")
        }
    }

    /// Argument `index` decoded as `type`, or `nil` when absent.
    @inlinable
    public func argument(_ index: Int, as type: ParameterType) -> Value? {
        Value(encoded: rawArgument(index), as: type)
    }

    /// The subject named by argument `index`, if it holds a name (not `nil`, not absent).
    @inlinable
    public func symbolArgument(_ index: Int) -> Symbol? {
        let raw = rawArgument(index)
        return raw >= Event.nilArgument ? nil : Symbol(UInt32(truncatingIfNeeded: raw))
    }
}
