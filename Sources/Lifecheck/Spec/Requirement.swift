/// A guard: when an event matches, (and the `when` conditions hold), a condition must hold.
///
/// Requirements are checked against the state before the event, before any machine moves.
public struct Requirement: Hashable, Sendable {
    /// The rule broken when the condition fails.
    public var rule: String
    /// The events it checks.
    public var patterns: [EventPattern]
    /// Conditions that decide whether it applies.
    public var when: [Condition]
    /// The condition that must hold.
    public var condition: Condition

    /// On any of `patterns`, if all of `when` hold, `condition` must hold, else `rule` is broken.
    public init(_ rule: String, on patterns: [EventPattern], when: [Condition] = [], require condition: Condition) {
        self.rule = rule
        self.patterns = patterns
        self.when = when
        self.condition = condition
    }
}
