/// The word-at-a-time byte tests the trace scanners share: eight bytes of a line read as
/// one little-endian word, and the bytes of interest in it marked by their high bit, so a
/// scanner tests eight bytes with a few arithmetic instructions and no branch per byte.
///
/// The marking is the classic test `(word - 0xXX…XX) & ~word & 0x80…80` for bytes below
/// `0xXX`: such a byte borrows into its high bit, a byte of 0x80 or more is masked out by
/// `~word`, and a borrow only sets bits above a byte that was marked already, so the
/// lowest mark is exact (the marks above it may not be).
enum ByteWords {
    /// The 8 bytes at `pointer`, the first one lowest. They must be readable (a
    /// ``LineChunk`` is padded for that).
    @inline(__always)
    static func load(_ pointer: UnsafeRawPointer) -> UInt64 {
        UInt64(littleEndian: pointer.loadUnaligned(as: UInt64.self))
    }

    /// `byte` in each of a word's 8 bytes.
    @inline(__always)
    static func repeated(_ byte: UInt8) -> UInt64 {
        UInt64(byte) &* 0x0101_0101_0101_0101
    }

    /// Marks the bytes of `word` below `limit` (at most 0x80); only the lowest mark is exact.
    @inline(__always)
    static func bytes(below limit: UInt8, in word: UInt64) -> UInt64 {
        (word &- repeated(limit)) & ~word & 0x8080_8080_8080_8080
    }

    /// Marks the bytes of `word` equal to `byte`; only the lowest mark is exact.
    @inline(__always)
    static func bytes(equalTo byte: UInt8, in word: UInt64) -> UInt64 {
        bytes(below: 1, in: word ^ repeated(byte))
    }

    /// The index (0 to 7) of the first marked byte; `marks` is not 0.
    @inline(__always)
    static func firstMarked(_ marks: UInt64) -> Int {
        marks.trailingZeroBitCount &>> 3
    }

    /// A mask of a word's first `count` bytes (`count` from 1 to 8), without a branch.
    @inline(__always)
    static func firstBytes(_ count: Int) -> UInt64 {
        UInt64.max &>> UInt64(truncatingIfNeeded: 64 &- count &<< 3)
    }

    /// Whether the `count` bytes at `a` and `b` are equal, compared 8 at a time: both must
    /// be readable up to the next multiple of 8 past `count`.
    @inline(__always)
    static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        var offset = 0
        while offset &+ 8 <= count {
            if load(a + offset) != load(b + offset) { return false }
            offset &+= 8
        }
        let rest = count &- offset
        guard rest > 0 else { return true }
        return (load(a + offset) ^ load(b + offset)) & firstBytes(rest) == 0
    }

    /// Whether the `count` bytes at `padded` (readable up to the next multiple of 8 past
    /// `count`) equal those at `unpadded` (readable only up to `count`): a word at a time
    /// while whole words remain, then byte by byte.
    @inline(__always)
    static func equal(_ padded: UnsafeRawPointer, unpadded: UnsafeRawPointer, count: Int) -> Bool {
        var offset = 0
        while offset &+ 8 <= count {
            if load(padded + offset) != load(unpadded + offset) { return false }
            offset &+= 8
        }
        while offset < count {
            if padded.load(fromByteOffset: offset, as: UInt8.self) != unpadded.load(fromByteOffset: offset, as: UInt8.self) { return false }
            offset &+= 1
        }
        return true
    }
}
