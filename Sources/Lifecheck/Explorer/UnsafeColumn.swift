/// A growable buffer of values for the explorer's hot loops: an append is a capacity test
/// and a store (an `Array` append also asks the runtime whether its buffer is shared).
///
/// A plain value holding a pointer: copies share the memory, and the owner must call
/// ``free()`` exactly once. Used only inside the explorer, where each column has one owner.
@usableFromInline
struct UnsafeColumn<Element> {
    @usableFromInline var base: UnsafeMutablePointer<Element>
    @usableFromInline var count = 0
    @usableFromInline var capacity: Int

    @inlinable init(capacity: Int = 16) {
        self.capacity = max(capacity, 16)
        base = PageAllocation.uninitialized(Element.self, count: self.capacity)
    }

    @inlinable @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow(to: capacity * 2) }
        (base + count).initialize(to: element)
        count &+= 1
    }

    @inlinable @inline(__always)
    subscript(index: Int) -> Element {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    /// Makes room for `count` elements in all.
    @inlinable
    mutating func reserve(_ total: Int) {
        if total > capacity { grow(to: max(total, capacity * 2)) }
    }

    @usableFromInline
    mutating func grow(to newCapacity: Int) {
        base = PageAllocation.resized(base, count: count, from: capacity, to: newCapacity)
        capacity = newCapacity
    }

    /// Empties the column, keeping its memory.
    @inlinable
    mutating func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    /// Releases the elements and the memory.
    @inlinable
    func free() {
        base.deinitialize(count: count)
        PageAllocation.free(base, capacity: capacity)
    }

    /// The elements as an array.
    @inlinable var array: [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }
}
