/// Events parsed from a trace, with their line numbers, passed from the parser to the
/// monitor in bulk (the checker's pipeline hands over one batch at a time, not one event).
///
/// A value with copy-on-write storage of fixed capacity: the parser makes it unique once
/// per run of lines (`makeUnique()`) and then appends with two stores each
/// (`appendUnchecked(_:line:)`), no check of uniqueness or capacity per event.
@_spi(Performance) public struct EventBatch: Sendable {
    private var buffer: Buffer
    /// The number of events.
    public private(set) var count = 0
    /// The most events the batch takes before it is full.
    public let capacity: Int
    /// The names the parser interned while it filled the batch, in order: their symbols
    /// follow those of the names before (``NameMerger`` numbers them anew).
    var newNames = NameList()
    /// The subjects whose first event is in the batch, in order.
    var newSubjects: [Symbol] = []

    /// The capacity of a batch unless told otherwise.
    public static let defaultCapacity = 16_384

    /// An empty batch with room for `capacity` events.
    public init(capacity: Int = EventBatch.defaultCapacity) {
        self.capacity = max(capacity, 1)
        buffer = Buffer(capacity: self.capacity)
    }

    /// An empty batch that allocates its memory when first written.
    private init(unallocatedCapacity capacity: Int) {
        self.capacity = capacity
        buffer = Buffer(capacity: 0)
    }

    /// Whether the batch has no events.
    public var isEmpty: Bool { count == 0 }
    /// Whether the batch holds ``capacity`` events.
    public var isFull: Bool { count >= capacity }

    /// The events, in trace order (a copy: ``withEvents(_:)`` reads them in place).
    public var events: [Event] { Array(UnsafeBufferPointer(start: buffer.events, count: count)) }
    /// The line of each event (a copy).
    public var lines: [Int] { Array(UnsafeBufferPointer(start: buffer.lines, count: count)) }

    /// Calls `body` with the events and their lines, in trace order.
    public func withEvents<Result>(_ body: (UnsafeBufferPointer<Event>, UnsafeBufferPointer<Int>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(buffer) {
            try body(UnsafeBufferPointer(start: buffer.events, count: count), UnsafeBufferPointer(start: buffer.lines, count: count))
        }
    }

    /// Adds an event read on `line`.
    ///
    /// - Precondition: the batch is not full (its memory is fixed: ``capacity`` events).
    public mutating func append(_ event: Event, line: Int) {
        precondition(!isFull, "the batch is full")
        makeUnique()
        appendUnchecked(event, line: line)
    }

    /// Adds an event read on `line`, on a batch made unique (`makeUnique()`) and not
    /// copied since, that is not full.
    @inline(__always)
    mutating func appendUnchecked(_ event: Event, line: Int) {
        buffer.events[count] = event
        buffer.lines[count] = line
        count &+= 1
    }

    /// Copies the storage if a copy of this batch shares it (or allocates it, after ``take()``).
    @inline(__always)
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&buffer) || buffer.capacity < capacity {
            buffer = buffer.copy(count: count, capacity: capacity)
        }
    }

    /// Returns the batch and leaves an empty one without memory in its place (so the batch
    /// returned is not shared, and can be handed on without a copy).
    public mutating func take() -> EventBatch {
        let taken = self
        self = EventBatch(unallocatedCapacity: capacity)
        return taken
    }

    /// Empties the batch, keeping its memory.
    public mutating func removeAll() {
        count = 0
        if !newNames.isEmpty { newNames.removeAll() }
        if !newSubjects.isEmpty { newSubjects.removeAll(keepingCapacity: true) }
    }

    /// Calls `body` with the events to change in place (the names ``NameMerger`` renumbers).
    mutating func withMutableEvents<Result>(_ body: (UnsafeMutableBufferPointer<Event>) -> Result) -> Result {
        makeUnique()
        return withExtendedLifetime(buffer) { body(UnsafeMutableBufferPointer(start: buffer.events, count: count)) }
    }

    /// Moves every event `offset` lines down.
    mutating func shiftLines(by offset: Int) {
        makeUnique()
        withExtendedLifetime(buffer) {
            for index in 0..<count { buffer.lines[index] &+= offset }
        }
    }

    /// The memory of a batch: room for `capacity` events and lines.
    private final class Buffer: @unchecked Sendable {
        // Safety: written only through a batch that holds the only reference (makeUnique).
        let capacity: Int
        let events: UnsafeMutablePointer<Event>
        let lines: UnsafeMutablePointer<Int>

        init(capacity: Int) {
            self.capacity = capacity
            events = .allocate(capacity: capacity)
            lines = .allocate(capacity: capacity)
        }

        func copy(count: Int, capacity: Int) -> Buffer {
            let copy = Buffer(capacity: capacity)
            copy.events.initialize(from: events, count: count)
            copy.lines.initialize(from: lines, count: count)
            return copy
        }

        deinit {
            events.deallocate()
            lines.deallocate()
        }
    }
}
