/// A chunk of whole lines copied out of the reader's buffer, for the monitoring thread to
/// parse itself (``ChunkSharing``): the bytes, padded (``LineChunk``), and how many lines
/// the reading thread had parsed before it.
final class RawChunk: @unchecked Sendable {
    // Safety: filled by the reading thread, then handed over (through a lock) to the
    // monitoring thread, which only reads it, then back; one thread at a time.
    private var bytes: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0
    /// The lines the reading thread parsed before the chunk (not counting those of the
    /// chunks it left to the monitoring thread: that one adds them).
    private(set) var linesBefore = 0

    init(capacity: Int = 1 << 20) {
        self.capacity = capacity
        bytes = .allocate(capacity: capacity + LineChunk.padding)
    }

    deinit { bytes.deallocate() }

    /// The chunk.
    var chunk: LineChunk { LineChunk(padded: UnsafeBufferPointer(start: bytes, count: count)) }

    /// Copies `chunk` (whole lines, ending with a LF), which comes after `linesBefore` lines
    /// the reading thread parsed.
    func fill(_ chunk: LineChunk, linesBefore: Int) {
        let chunk = chunk.bytes
        if chunk.count > capacity {
            bytes.deallocate()
            capacity = chunk.count
            bytes = .allocate(capacity: capacity + LineChunk.padding)
        }
        if let base = chunk.baseAddress { bytes.update(from: base, count: chunk.count) }
        (bytes + chunk.count).initialize(repeating: 0, count: LineChunk.padding)
        count = chunk.count
        self.linesBefore = linesBefore
    }
}
