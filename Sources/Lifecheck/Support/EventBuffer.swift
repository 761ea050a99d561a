/// The callbacks a ``Model`` emits for one action: an ``AppendBuffer`` of events that also
/// packs each event as it is appended, for the explorer's memo.
///
/// Use it as an array: append, read with ``count``, the subscript or ``elements``, empty it
/// with ``removeAll()``. Since the explorer inlines a model's `apply`, packing an event built
/// with constant arguments costs a shift and two ors; the explorer then looks the operation
/// up with no loop over its callbacks (`TransitionMemo/shortKey(_:_:)`).
public struct EventBuffer: ~Copyable {
    @usableFromInline var storage = AppendBuffer<Event>()
    /// The events since the last mark, packed (`TransitionMemo/pack(_:into:outside:)`).
    @usableFromInline var packed: UInt64 = 0
    @usableFromInline var outside: UInt64 = 0

    /// An empty buffer.
    public init() {}

    /// The number of events in the buffer.
    @inlinable public var count: Int { storage.count }

    /// Whether the buffer holds no event.
    @inlinable public var isEmpty: Bool { storage.isEmpty }

    /// Event `index`, the first at 0.
    @inlinable public subscript(index: Int) -> Event { storage[index] }

    /// The last event, if any.
    @inlinable public var last: Event? { storage.last }

    /// Appends `event`.
    @inlinable @inline(__always)
    public mutating func append(_ event: Event) {
        storage.append(event)
        TransitionMemo.pack(event, into: &packed, outside: &outside)
    }

    /// Appends `events` in order.
    @inlinable
    public mutating func append(contentsOf events: some Sequence<Event>) {
        for event in events { append(event) }
    }

    /// Removes every event, keeping the storage.
    @inlinable
    public mutating func removeAll() {
        storage.removeAll()
        packed = 0
        outside = 0
    }

    /// The events, as an array.
    public var elements: [Event] { storage.elements }

    /// Calls `body` with the events from `start` on (no copy).
    @inlinable
    public func withUnsafeElements<R>(from start: Int = 0, _ body: (UnsafeBufferPointer<Event>) throws -> R) rethrows -> R {
        try storage.withUnsafeElements(from: start, body)
    }

    /// The explorer's short key of the events since the last mark taken from `vector`, as
    /// `TransitionMemo/shortKey(_:_:)` computes it, or nil where there is none.
    @inlinable @inline(__always)
    func shortKey(_ vector: UInt32) -> (first: UInt64, second: UInt64)? {
        TransitionMemo.shortKey(vector, count: storage.count, packed: packed, outside: outside)
    }

    /// Events in the storage, the hidden ones before the mark included.
    @inlinable var stored: Int { storage.stored }

    /// Hides the events appended so far (see ``AppendBuffer``) and starts a new short key.
    @inlinable
    mutating func mark() {
        storage.mark()
        packed = 0
        outside = 0
    }

    /// Removes every event, the hidden ones too.
    @inlinable
    mutating func reset() {
        storage.reset()
        packed = 0
        outside = 0
    }
}
