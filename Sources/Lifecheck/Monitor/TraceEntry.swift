/// An event and where it was in its trace (a line number, or an index).
public struct TraceEntry: Hashable, Sendable {
    /// The event's position: the line number in a file, or the index in a stream.
    public var position: Int
    /// The event.
    public var event: Event

    /// Creates an entry.
    public init(position: Int, event: Event) {
        self.position = position
        self.event = event
    }
}
