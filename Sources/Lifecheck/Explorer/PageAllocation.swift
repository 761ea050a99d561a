#if canImport(Glibc)
import Glibc
#endif

/// Zeroed memory for the explorer's big tables, on huge pages where the system has them.
///
/// A visited-state table of tens of megabytes is probed at random: with 4 KiB pages
/// nearly every probe also misses the TLB, and filling the table takes one page fault per
/// 4 KiB. On Linux the memory is aligned on 2 MiB and advised as huge pages
/// (`MADV_HUGEPAGE`), which removes both costs; elsewhere it is an ordinary allocation.
@usableFromInline
enum PageAllocation {
    /// The huge page size the alignment is chosen for.
    @usableFromInline static let hugePage = 2 << 20

    /// `count` zeroed elements aligned on cache lines (on huge pages from 2 MiB up).
    @usableFromInline
    static func zeroed<Element: FixedWidthInteger>(_ type: Element.Type, count: Int) -> UnsafeMutablePointer<Element> {
        let pointer = uninitialized(Element.self, count: count)
        pointer.initialize(repeating: 0, count: count)
        return pointer
    }

    /// Room for `count` elements, uninitialized, aligned on cache lines (on huge pages
    /// from 2 MiB up).
    @usableFromInline
    static func uninitialized<Element>(_ type: Element.Type, count: Int) -> UnsafeMutablePointer<Element> {
        let bytes = count * MemoryLayout<Element>.stride
        let large = bytes >= hugePage
        let raw = UnsafeMutableRawPointer.allocate(byteCount: max(bytes, 1), alignment: large ? hugePage : max(64, MemoryLayout<Element>.alignment))
        #if os(Linux)
        if large { _ = madvise(raw, bytes, MADV_HUGEPAGE) }
        #endif
        return raw.bindMemory(to: Element.self, capacity: count)
    }
}
