/// A broken rule, as data: which rule, which event, whose state, what was legal instead.
///
/// Rendering is separate (``ViolationRenderer``): the same value becomes a readable
/// message, a `file:line` diagnostic, JSON or a test issue.
public struct Violation: Hashable, Sendable {
    /// How the rule was broken.
    public enum Kind: String, Hashable, Sendable {
        /// A machine had no transition for the event in its state.
        case illegalEvent
        /// A requirement on the state failed when the event arrived.
        case unmetRequirement
        /// The trace ended with a transition in progress.
        case unfinished
    }

    /// How the rule was broken.
    public var kind: Kind
    /// The rule broken.
    public var rule: Rule
    /// The offending event and its position; `nil` when the trace ended unfinished.
    public var entry: TraceEntry?
    /// The event's subject, or the subject left unfinished.
    public var subject: Symbol
    /// Whose state the rule is about: the subject, a related subject, or `nil` for a global machine.
    public var holder: Symbol?
    /// How the holder relates to the subject: "it", "its parent", "its child".
    public var relation: String
    /// The machine whose state mattered, if any.
    public var machine: String?
    /// The machine's noun ("view") if messages name the state through one.
    public var noun: String?
    /// The holder's state before the event (or at the end), such as `disappeared`; for a
    /// relation condition, empty or a word that qualifies it (`already`).
    public var state: String
    /// How messages say ``state`` (``Machine/words(for:)``): "appearing" for `appearing or
    /// isAppearing`; empty where the state is said as it is.
    public var stateWords: String = ""
    /// What would have been legal in that state (events), or what was needed first.
    public var expected: [String]
    /// Subjects that caused a counter to fail (children still appeared).
    public var culprits: [Symbol]
    /// The subject's (and holder's) preceding events, oldest first.
    public var context: [TraceEntry]
    /// Where the rule is written, such as `Specs/Appearance.swift`.
    public var location: String?
    /// For a trace that ended unfinished, the event that began the unfinished state (it is in
    /// ``context`` too, however long before the end it came), when it was kept: a
    /// ``TraceChecker`` keeps it; a ``Monitor`` of your own keeps only its last events.
    public var began: TraceEntry? = nil
}
