/// A fact about the monitor's state that a ``Requirement`` tests.
///
/// A condition whose target does not resolve (no parent, a `nil` parameter) is unknown:
/// a requirement with an unknown `when` does not apply, and an unknown `require` holds.
public enum Condition: Hashable, Sendable {
    /// `machine` of `target` is in one of `states`.
    case state(String, of: Target, in: [String])
    /// `machine` of `target` is in none of `states`.
    case notState(String, of: Target, in: [String])
    /// `counter` of `target` is zero.
    case counterIsZero(String, of: Target)
    /// The name in `parameter` differs from relation `relation` of `target`
    /// (unknown when the parameter is not a name).
    case parameterDiffers(String, fromRelation: String, of: Target)
    /// The name in `parameter` equals relation `relation` of `target`, or the relation is unset.
    case parameterMatches(String, relation: String, of: Target)
}

extension Condition {
    /// The target whose state the condition reads.
    public var target: Target {
        switch self {
        case .state(_, let target, _), .notState(_, let target, _), .counterIsZero(_, let target),
             .parameterDiffers(_, _, let target), .parameterMatches(_, _, let target):
            target
        }
    }
}
