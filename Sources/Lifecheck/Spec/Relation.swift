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
        /// An event that always follows the update's own event and makes the same change
        /// (UIKit's `addChild(_:)` sends `willMove(toParent:)` with the same parent at once; a
        /// container's `didMove(toParent:)` completes its `willMove(toParent:)`); `nil` when
        /// there is none.
        ///
        /// A log that leaves this update's event out but records the repeating one still
        /// follows the relation, from the repeating event on (see ``Spec/projected(onto:)``):
        /// in between, the relation keeps its value (none, for a child being added). The
        /// repeating event needs an update of its own on the relation that makes the same
        /// change; one that is itself left out passes the change on to its own.
        public var repeatedBy: EventPattern?
        /// Whether a log that leaves the update's event out may have it happen unseen.
        ///
        /// True for what the system does on its own. False for a change a log is held to as
        /// if it did not happen where its event is not recorded: the projection keeps
        /// following the relation, and reports a log that only the unseen change would
        /// explain. Complete traces are checked the same either way.
        public var mayHappenUnseen: Bool = true

        /// On `pattern`, relation of `target` becomes `value`; the update is made again by
        /// `repeatedBy` (``repeatedBy``), and `unseen: false` holds a log that leaves it out
        /// as if it did not happen (``mayHappenUnseen``).
        public static func on(_ pattern: EventPattern, of target: Target = .subject, set value: NewValue,
                              repeatedBy: EventPattern? = nil, unseen: Bool = true) -> Update {
            Update(pattern: pattern, target: target, value: value, repeatedBy: repeatedBy, mayHappenUnseen: unseen)
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
