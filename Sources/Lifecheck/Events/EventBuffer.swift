/// The callbacks a ``Model`` emits for one action: a growable buffer of events that the
/// explorer reuses for every transition.
///
/// It is noncopyable, so it owns its storage and an append is a store and a count, with no
/// uniqueness check or call (the explorer appends millions of events a second). Append
/// to it as to an array; read it with ``count``, the subscript or ``elements``.
public struct EventBuffer: ~Copyable {
    @usableFromInline var base: UnsafeMutablePointer<Event>
    @usableFromInline var capacity: Int
    @usableFromInline var stored = 0

    /// The number of events in the buffer.
    @inlinable public var count: Int { stored }

    /// An empty buffer.
    public init() {
        capacity = 16
        base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    /// Whether the buffer holds no event.
    @inlinable public var isEmpty: Bool { count == 0 }

    /// Event `index`, the first at 0.
    @inlinable
    public subscript(index: Int) -> Event {
        precondition(index >= 0 && index < count, "EventBuffer index \(index) out of range 0..<\(count)")
        return base[index]
    }

    /// The last event, if any.
    @inlinable public var last: Event? { stored > 0 ? base[stored - 1] : nil }

    /// Appends `event`.
    @inlinable @inline(__always)
    public mutating func append(_ event: Event) {
        if stored == capacity { grow() }
        (base + stored).initialize(to: event)
        stored &+= 1
    }

    /// Appends `events` in order.
    @inlinable
    public mutating func append(contentsOf events: some Sequence<Event>) {
        for event in events { append(event) }
    }

    /// Removes every event, keeping the storage.
    @inlinable
    public mutating func removeAll() { stored = 0 }

    /// The events, as an array.
    public var elements: [Event] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Calls `body` with the events from `start` on (no copy).
    @inlinable
    public func withUnsafeEvents<R>(from start: Int = 0, _ body: (UnsafeBufferPointer<Event>) throws -> R) rethrows -> R {
        precondition(start >= 0 && start <= count, "EventBuffer start \(start) out of range 0...\(count)")
        return try body(UnsafeBufferPointer(start: base + start, count: count - start))
    }

    @usableFromInline
    mutating func grow() {
        let larger = UnsafeMutablePointer<Event>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: stored)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
