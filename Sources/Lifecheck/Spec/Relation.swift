/// A per-subject pointer to another subject or a name, such as a child's `parent`.
///
/// Events set and clear it; requirements and transitions can then reach the related
/// subject's state (``Target/related(_:)``).
public struct Relation: Hashable, Sendable {
    /// What an update stores.
    public enum NewValue: Hashable, Sendable {
        /// The event's subject.
        case subject
        /// The name in a parameter; an update whose parameter is `nil` or absent clears.
        case parameter(String)
        /// Nothing: the relation is cleared.
        case clear
        /// The event subject's own relation `name`, passed on (such as a presentation
        /// context handed up to the parent); an update from an unset relation changes nothing.
        case related(String)
    }

    /// One event that changes the relation.
    public struct Update: Hashable, Sendable {
        /// The events that make it.
        public var pattern: EventPattern
        /// Whose relation changes.
        public var target: Target
        /// What it becomes.
        public var value: NewValue

        /// On `pattern`, relation of `target` becomes `value`.
        public static func on(_ pattern: EventPattern, of target: Target = .subject, set value: NewValue) -> Update {
            Update(pattern: pattern, target: target, value: value)
        }
    }

    /// The relation's name, such as `parent`.
    public var name: String
    /// The events that change it.
    public var updates: [Update]

    /// Creates a relation.
    public init(_ name: String, updates: [Update]) {
        self.name = name
        self.updates = updates
    }
}
