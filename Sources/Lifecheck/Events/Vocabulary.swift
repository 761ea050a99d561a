/// The events a spec talks about: their names, parameters and value types.
///
/// The engine knows no event by name; a spec brings its vocabulary, and the trace
/// reader and the monitor learn every name from it.
public struct Vocabulary: Sendable {
    /// The event kinds, indexed by ``EventKindID``.
    public let kinds: [EventKind]
    private let indices: [String: EventKindID]
    /// What parsers and translators look names up in, built once.
    let tables: VocabularyTables

    /// Creates a vocabulary.
    ///
    /// Names must be unique.
    public init(_ kinds: [EventKind]) {
        self.kinds = kinds
        var indices: [String: EventKindID] = [:]
        for (offset, kind) in kinds.enumerated() {
            precondition(indices[kind.name] == nil, "duplicate event name \(kind.name)")
            precondition(kind.parameters.count <= Event.maximumArguments, "\(kind.name) has too many parameters")
            indices[kind.name] = EventKindID(UInt16(offset))
        }
        self.indices = indices
        tables = VocabularyTables(kinds)
    }

    /// The identifier of the event named `name`, if there is one.
    public func id(named name: String) -> EventKindID? { indices[name] }

    /// The event kind with identifier `id`.
    public subscript(id: EventKindID) -> EventKind { kinds[Int(id.rawValue)] }

    /// All identifiers, in order.
    public var ids: [EventKindID] { (0..<kinds.count).map { EventKindID(UInt16($0)) } }
}
