/// A per-subject count of the subjects related to it that are in some states, such as
/// "children still appeared".
///
/// The monitor keeps counters up to date as machines and relations change, so that a
/// requirement on them costs O(1) however many children a parent has.
public struct Counter: Hashable, Sendable {
    /// The counter's name, such as `appearedChildren`.
    public var name: String
    /// The relation that points from the counted subjects to the counting one.
    public var relation: String
    /// The machine whose state is counted.
    public var machine: String
    /// The states counted.
    public var states: [String]
    /// How messages name one counted subject, such as "child".
    public var noun: String

    /// Counts, for every subject S, the subjects X with `relation`(X) == S and `machine`(X) in `states`.
    public init(_ name: String, over relation: String, machine: String, in states: [String], noun: String) {
        self.name = name
        self.relation = relation
        self.machine = machine
        self.states = states
        self.noun = noun
    }
}
