/// A parameter value of an event, decoded.
public enum Value: Hashable, Sendable {
    /// A boolean.
    case bool(Bool)
    /// A name.
    case name(Symbol)
    /// The literal `nil`.
    case none
    /// A size in points.
    case size(width: Float, height: Float)
    /// An enumeration case, by its index in the parameter's case list.
    case enumeration(Int)
}

extension Value {
    /// The value's encoding in an event's argument slot.
    @usableFromInline var encoded: UInt64 {
        switch self {
        case .bool(let value): value ? 1 : 0
        case .name(let symbol): UInt64(symbol.rawValue)
        case .none: Event.nilArgument
        case .size(let width, let height): UInt64(width.bitPattern) << 32 | UInt64(height.bitPattern)
        case .enumeration(let index): UInt64(index)
        }
    }

    /// Decodes a slot, given the parameter's type.
    @usableFromInline init?(encoded: UInt64, as type: ParameterType) {
        if encoded == Event.absentArgument { return nil }
        switch type {
        case .bool: self = .bool(encoded != 0)
        case .name: self = .name(Symbol(UInt32(truncatingIfNeeded: encoded)))
        case .nameOrNil: self = encoded == Event.nilArgument ? .none : .name(Symbol(UInt32(truncatingIfNeeded: encoded)))
        case .size:
            self = .size(width: Float(bitPattern: UInt32(truncatingIfNeeded: encoded >> 32)),
                         height: Float(bitPattern: UInt32(truncatingIfNeeded: encoded)))
        case .enumeration: self = .enumeration(Int(encoded))
        }
    }
}
