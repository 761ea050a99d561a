/// Events parsed from a trace, with their line numbers, passed from the parser to the
/// monitor in bulk (the checker's pipeline hands over one batch at a time, not one event).
public struct EventBatch: Sendable {
    /// The events, in trace order.
    public private(set) var events: [Event] = []
    /// The line of each event.
    public private(set) var lines: [Int] = []
    /// The most events the batch takes before it is full.
    public let capacity: Int

    /// An empty batch with room for `capacity` events.
    public init(capacity: Int = 16_384) {
        self.capacity = max(capacity, 1)
        events.reserveCapacity(self.capacity)
        lines.reserveCapacity(self.capacity)
    }

    /// The number of events.
    public var count: Int { events.count }
    /// Whether the batch has no events.
    public var isEmpty: Bool { events.isEmpty }
    /// Whether the batch holds ``capacity`` events.
    public var isFull: Bool { events.count >= capacity }

    /// Adds an event read on `line`.
    @inline(__always)
    public mutating func append(_ event: Event, line: Int) {
        events.append(event)
        lines.append(line)
    }

    /// Returns the batch and leaves an empty one without memory in its place (so the batch
    /// returned is not shared, and can be handed on without a copy).
    public mutating func take() -> EventBatch {
        let taken = self
        self = EventBatch(unreservedCapacity: capacity)
        return taken
    }

    private init(unreservedCapacity: Int) { capacity = unreservedCapacity }

    /// Empties the batch, keeping its memory.
    public mutating func removeAll() {
        events.removeAll(keepingCapacity: true)
        lines.removeAll(keepingCapacity: true)
    }
}
