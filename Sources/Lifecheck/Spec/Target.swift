/// Whose state a transition, requirement or relation update concerns, seen from an event.
public indirect enum Target: Hashable, Sendable {
    /// The event's subject.
    case subject
    /// The subject named by one of the event's parameters (skipped when `nil` or absent).
    case parameter(String)
    /// The single instance of a global machine.
    case global
    /// The subject a relation of `base` points to (skipped when unset).
    case relation(String, of: Target)
    /// The first target if it resolves, else the second.
    case either(Target, Target)

    /// The subject that relation `name` of the event's subject points to.
    public static func related(_ name: String) -> Target { .relation(name, of: .subject) }

    /// The targets an `either` chain tries, in order, its last fallback included
    /// (`either(a, either(b, c))` is `[a, b, c]`); any other target alone.
    public var alternatives: [Target] {
        var alternatives: [Target] = []
        var rest = self
        while case .either(let head, let tail) = rest { alternatives.append(head); rest = tail }
        return alternatives + [rest]
    }

    /// A phrase for messages: "it", "its parent", "its destination".
    public var phrase: String {
        switch self {
        case .subject: "it"
        case .parameter(let name): "its \(name)"
        case .global: "the app"
        case .relation(let name, of: .subject): "its \(name)"
        case .relation(let name, of: let base): "the \(name) of \(base.phrase)"
        case .either(let first, _): first.phrase
        }
    }
}
