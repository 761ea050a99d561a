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
    /// Events whose absence from a log the requirement stands in for: when not empty, it is
    /// checked only on logs that record none of them (see ``Spec/projected(onto:)``), never
    /// on complete traces.
    ///
    /// For a check a rule implies on an event that is recorded, which a complete trace
    /// already gets from the rule itself on the event that is not: on a complete trace it
    /// would only report the same mistake twice.
    public var ifUnrecorded: Set<String>

    /// On any of `patterns`, if all of `when` hold, `condition` must hold, else `rule` is
    /// broken; checked only on logs that leave out all of `ifUnrecorded` when it is not empty.
    public init(_ rule: String, on patterns: [EventPattern], when: [Condition] = [], require condition: Condition,
                ifUnrecorded: Set<String> = []) {
        self.rule = rule
        self.patterns = patterns
        self.when = when
        self.condition = condition
        self.ifUnrecorded = ifUnrecorded
    }
}
