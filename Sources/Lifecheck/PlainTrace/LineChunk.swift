/// Whole lines of a trace, the last one ending with a LF, followed by at least
/// ``padding`` readable bytes: what the word-at-a-time scanners need, since they read a
/// word or two past a line's end.
///
/// The type carries the padding, so no reader of a chunk has to trust a comment: a chunk is
/// made only by what keeps the padding (``ChunkReader``'s buffer, the monitoring thread's
/// copy of a chunk left to it) or by ``withCopy(of:_:)``, which copies any bytes into
/// padded memory of its own.
@_spi(Performance) public struct LineChunk {
    /// The lines' bytes, without the padding.
    public let bytes: UnsafeBufferPointer<UInt8>

    /// The bytes readable after every chunk.
    public static let padding = 16

    /// The number of bytes of the lines.
    public var count: Int { bytes.count }

    /// A chunk of `bytes`, which are empty or end with a LF, and are followed by
    /// ``padding`` readable bytes: the caller's guarantee.
    init(padded bytes: UnsafeBufferPointer<UInt8>) {
        precondition(bytes.isEmpty || bytes[bytes.count - 1] == 10, "a chunk ends with a LF")
        self.bytes = bytes
    }

    /// Calls `body` with a chunk of a padded copy of `bytes` (a LF added if the last line
    /// lacks one); the chunk is valid only during the call.
    public static func withCopy<Bytes: Collection<UInt8>, Result, Failure: Error>(
        of bytes: Bytes, _ body: (LineChunk) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        var copy = Array(bytes)
        if let last = copy.last, last != 10 { copy.append(10) }
        let count = copy.count
        copy += repeatElement(0, count: padding)
        return try copy.withUnsafeBufferPointer { (buffer) throws(Failure) -> Result in
            try body(LineChunk(padded: UnsafeBufferPointer(rebasing: buffer[..<count])))
        }
    }
}
