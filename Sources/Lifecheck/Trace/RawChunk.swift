/// A chunk of whole lines copied out of the reader's buffer, for the monitoring thread to
/// parse itself (``ChunkSharing``): the bytes, 16 readable bytes after them (as a
/// ``ChunkReader`` chunk has), and where the chunk's lines are in the trace.
final class RawChunk: @unchecked Sendable {
    // Safety: filled by the reading thread, then handed over (through a lock) to the
    // monitoring thread, which only reads it, then back; one thread at a time.
    private var bytes: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0
    /// The number of lines before the chunk's first.
    private(set) var linesBefore = 0
    /// The number of lines in the chunk.
    private(set) var lineCount = 0

    init(capacity: Int = 1 << 20) {
        self.capacity = capacity
        bytes = .allocate(capacity: capacity + 16)
    }

    deinit { bytes.deallocate() }

    /// The chunk's bytes.
    var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: bytes, count: count) }

    /// Copies `chunk` (whole lines, ending with a LF), the lines after the first
    /// `linesBefore` of the trace, and counts its lines.
    func fill(_ chunk: UnsafeBufferPointer<UInt8>, linesBefore: Int) {
        if chunk.count > capacity {
            bytes.deallocate()
            capacity = chunk.count
            bytes = .allocate(capacity: capacity + 16)
        }
        if let base = chunk.baseAddress { bytes.update(from: base, count: chunk.count) }
        (bytes + chunk.count).initialize(repeating: 0, count: 16)
        count = chunk.count
        self.linesBefore = linesBefore
        lineCount = RawChunk.countLineFeeds(buffer)
    }

    /// The number of LF bytes in `bytes`, 8 at a time.
    static func countLineFeeds(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var lines = 0, offset = 0
        while offset &+ 8 <= bytes.count {
            // A byte equal to LF is a zero byte of `word ^ 0x0A…0A`; this test marks exactly those.
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
            let nonzero = ((word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | word
            lines &+= (~nonzero & 0x8080_8080_8080_8080).nonzeroBitCount
            offset &+= 8
        }
        while offset < bytes.count {
            if bytes[offset] == 10 { lines &+= 1 }
            offset &+= 1
        }
        return lines
    }
}
