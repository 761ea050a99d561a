/// The kind of value an event parameter takes.
public enum ParameterType: Hashable, Sendable {
    /// `true` or `false`.
    case bool
    /// A name: a subject or an identifier.
    case name
    /// A name, or `nil`.
    case nameOrNil
    /// `WIDTHxHEIGHT` in points, decimals allowed.
    case size
    /// One of a fixed list of words.
    case enumeration([String])

    /// What a reader expects for this type, in words, for error messages.
    public var expectation: String {
        switch self {
        case .bool: "true or false"
        case .name: "a name"
        case .nameOrNil: "a name or nil"
        case .size: "a size such as 390x844"
        case .enumeration(let cases): "one of " + cases.joined(separator: ", ")
        }
    }
}
