#if canImport(Glibc)
import Glibc
#endif
import LifecheckMemory

/// Memory for the explorer's big tables and columns: on Linux, mappings on huge pages that
/// grow without copying.
///
/// A visited-state table of tens of megabytes is probed at random: with 4 KiB pages nearly
/// every probe also misses the TLB, and filling the table takes one page fault per 4 KiB.
/// On Linux a block of 2 MiB or more is its own mapping, advised as huge pages
/// (`MADV_HUGEPAGE`), and ``resized(_:count:from:to:)`` grows it with `mremap`: its pages
/// move to the larger mapping, so a column that doubles is neither copied nor faulted in
/// again. Elsewhere, and for smaller blocks, it is an ordinary allocation. Free a block with
/// ``free(_:capacity:)``, giving the capacity it was allocated or resized with.
@usableFromInline
enum PageAllocation {
    /// The huge page size.
    @usableFromInline static let hugePage = 2 << 20

    /// `count` zeroed elements aligned on cache lines.
    @usableFromInline
    static func zeroed<Element: FixedWidthInteger>(_ type: Element.Type, count: Int) -> UnsafeMutablePointer<Element> {
        let pointer = uninitialized(Element.self, count: count)
        #if os(Linux)
        // A fresh mapping reads as zeros already.
        if isMapping(bytes(Element.self, count)) { return pointer }
        #endif
        pointer.initialize(repeating: 0, count: count)
        return pointer
    }

    /// Room for `count` elements, uninitialized, aligned on cache lines.
    @usableFromInline
    static func uninitialized<Element>(_ type: Element.Type, count: Int) -> UnsafeMutablePointer<Element> {
        let size = bytes(Element.self, count)
        #if os(Linux)
        if isMapping(size) {
            let size = mappingSize(size)
            guard let mapped = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), mapped != MAP_FAILED else {
                fatalError("out of memory: cannot map \(size) bytes")
            }
            _ = madvise(mapped, size, MADV_HUGEPAGE)
            return mapped.bindMemory(to: Element.self, capacity: count)
        }
        #endif
        let raw = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: max(64, MemoryLayout<Element>.alignment))
        return raw.bindMemory(to: Element.self, capacity: count)
    }

    /// The block `pointer` of `oldCapacity` elements, the first `count` initialized, grown
    /// to `newCapacity`: moved in place where it is a mapping, else copied to a new block.
    @usableFromInline
    static func resized<Element>(_ pointer: UnsafeMutablePointer<Element>, count: Int, from oldCapacity: Int,
                                 to newCapacity: Int) -> UnsafeMutablePointer<Element> {
        precondition(newCapacity >= oldCapacity, "a block only grows")
        #if os(Linux)
        // Moving pages moves the elements' bytes: only for types that may be moved so.
        let oldSize = bytes(Element.self, oldCapacity)
        if isMapping(oldSize), _isBitwiseTakable(Element.self),
           let moved = lifecheck_remap(pointer, mappingSize(oldSize), mappingSize(bytes(Element.self, newCapacity))) {
            return moved.bindMemory(to: Element.self, capacity: newCapacity)
        }
        #endif
        let bigger = uninitialized(Element.self, count: newCapacity)
        bigger.moveInitialize(from: pointer, count: count)
        free(pointer, capacity: oldCapacity)
        return bigger
    }

    /// Releases a block of `capacity` elements (already deinitialized).
    @usableFromInline
    static func free<Element>(_ pointer: UnsafeMutablePointer<Element>, capacity: Int) {
        #if os(Linux)
        let size = bytes(Element.self, capacity)
        if isMapping(size) {
            _ = munmap(pointer, mappingSize(size))
            return
        }
        #endif
        pointer.deallocate()
    }

    @inlinable
    static func bytes<Element>(_ type: Element.Type, _ count: Int) -> Int { max(count * MemoryLayout<Element>.stride, 1) }

    /// Whether a block of `size` bytes is a mapping of its own (on Linux).
    @inlinable
    static func isMapping(_ size: Int) -> Bool { size >= hugePage }

    /// The size of the mapping for a block of `size` bytes: whole huge pages, so that the
    /// system can place it on huge-page boundaries.
    @inlinable
    static func mappingSize(_ size: Int) -> Int { (size + hugePage - 1) & ~(hugePage - 1) }
}
