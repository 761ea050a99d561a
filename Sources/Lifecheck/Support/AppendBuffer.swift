/// A growable buffer that a ``Model`` appends to: the actions enabled in a state, the
/// callbacks an action emits.
///
/// The explorer reuses one for every state and transition.
///
/// It is noncopyable, so it owns its storage and an append is a store and a count, with no
/// uniqueness check or call (the explorer appends millions of elements a second). Use it
/// as an array: append, read with ``count``, the subscript or ``elements``, empty it with
/// ``removeAll()``. The explorer keeps earlier states' elements in the storage before a
/// mark, out of sight, so that it need not clear the buffer before every call.
public struct AppendBuffer<Element>: ~Copyable {
    @usableFromInline var base: UnsafeMutablePointer<Element>
    @usableFromInline var capacity: Int
    /// Elements in the storage, the hidden ones before ``origin`` included.
    @usableFromInline var stored = 0
    /// Where the visible elements start.
    @usableFromInline var origin = 0

    /// An empty buffer.
    public init() {
        capacity = 16
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: stored)
        base.deallocate()
    }

    /// The number of elements in the buffer.
    @inlinable public var count: Int { stored &- origin }

    /// Whether the buffer holds no element.
    @inlinable public var isEmpty: Bool { stored == origin }

    /// Element `index`, the first at 0.
    @inlinable
    public subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count, "AppendBuffer index \(index) out of range 0..<\(count)")
        return base[origin &+ index]
    }

    /// The last element, if any.
    @inlinable public var last: Element? { stored > origin ? base[stored &- 1] : nil }

    /// Appends `element`.
    @inlinable @inline(__always)
    public mutating func append(_ element: Element) {
        if stored == capacity { grow() }
        (base + stored).initialize(to: element)
        stored &+= 1
    }

    /// Appends `elements` in order.
    @inlinable
    public mutating func append(contentsOf elements: some Sequence<Element>) {
        for element in elements { append(element) }
    }

    /// Removes every element, keeping the storage.
    @inlinable
    public mutating func removeAll() {
        (base + origin).deinitialize(count: count)
        stored = origin
    }

    /// The elements, as an array.
    public var elements: [Element] { Array(UnsafeBufferPointer(start: base + origin, count: count)) }

    /// Calls `body` with the elements from `start` on (no copy).
    @inlinable
    public func withUnsafeElements<R>(from start: Int = 0, _ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        precondition(start >= 0 && start <= count, "AppendBuffer start \(start) out of range 0...\(count)")
        return try body(UnsafeBufferPointer(start: base + origin + start, count: count - start))
    }

    /// Hides the elements appended so far: the buffer reads as empty, and they stay in
    /// the storage until ``reset()``.
    @inlinable
    mutating func mark() { origin = stored }

    /// Removes every element, the hidden ones too.
    @inlinable
    mutating func reset() {
        base.deinitialize(count: stored)
        stored = 0
        origin = 0
    }

    @usableFromInline
    mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: stored)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
