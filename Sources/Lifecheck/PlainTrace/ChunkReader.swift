#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file (or standard input) with `read(2)` into one reusable buffer and hands it
/// out in chunks of whole lines, so memory stays constant whatever the file's size and no
/// line is copied on the way.
///
/// Every chunk ends with a LF (a last line without one gets one), and is padded
/// (``LineChunk``), so a parser may scan it two words at a time. A line longer than
/// ``maximumLineLength`` is an input error, as are a directory, a missing or unreadable
/// file, a failed read, and a regular file that shrinks while it is read. (A file deleted
/// while it is read is read to its end: the open descriptor keeps its contents.)
@_spi(Performance) public struct ChunkReader: Sendable {
    /// The size of each read.
    public var chunkSize: Int
    /// The longest line accepted, in bytes; the buffer grows to hold one.
    public var maximumLineLength: Int
    /// Called after every read with the bytes read so far (tests change the file there).
    var afterRead: (@Sendable (Int) -> Void)?

    /// A reader with `chunkSize`-byte reads, accepting lines of up to `maximumLineLength` bytes.
    public init(chunkSize: Int = 1 << 20, maximumLineLength: Int = 16 << 20) {
        self.chunkSize = max(chunkSize, 1)
        self.maximumLineLength = max(maximumLineLength, 1)
    }

    /// Calls `body` with every chunk of whole lines of the file at `path` (`-` for standard
    /// input); `body` returns how many lines the chunk held (for the line numbers of errors).
    public func forEachChunk(
        inFileAt path: String,
        _ body: (LineChunk) throws(TraceError) -> Int
    ) throws(TraceError) {
        let descriptor = try openFile(path)
        defer { if path != "-" { _ = close(descriptor) } }
        let isRegular = try checkType(descriptor, path)

        // Padding: a LF may be added after the last line, and scanners read a word past the end.
        // The chunk's padding, and one more byte for the LF a last line may lack.
        let padding = LineChunk.padding + 1
        var capacity = max(chunkSize, 64)
        // Not zeroed as a whole (1 MB of page faults for a one-line file): a read writes what
        // the scanners read, and the padding after its bytes is zeroed after each read.
        var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity + padding)
        defer { buffer.deallocate() }
        var kept = 0          // bytes of an unfinished line at the start of the buffer
        var lines = 0         // lines handed out
        var offset = 0        // bytes read from the file
        while true {
            if kept == capacity {
                // One line fills the buffer: grow it, up to the longest line accepted.
                guard capacity < maximumLineLength else {
                    throw TraceError(line: lines + 1, column: 0,
                                     "line is longer than \(describe(maximumLineLength)); a trace has one event per line (is this a binary file?)")
                }
                let larger = min(capacity * 2, maximumLineLength)
                let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: larger + padding)
                grown.initialize(from: buffer, count: kept)
                buffer.deallocate()
                buffer = grown
                capacity = larger
            }
            let count = read(descriptor, buffer + kept, min(chunkSize, capacity - kept))
            if count < 0 {
                if errno == EINTR { continue }
                throw TraceError(line: lines, column: 0, "read failed after this line: \(String(cString: strerror(errno)))")
            }
            offset += count
            (buffer + kept + count).initialize(repeating: 0, count: padding)
            afterRead?(offset)
            if count == 0 {
                if isRegular { try checkNotShrunk(descriptor, offset: offset, lines: lines) }
                if kept > 0 {
                    // The last line lacks its LF: give it one (the padding has room).
                    buffer[kept] = 10
                    buffer[kept + 1] = 0
                    lines += try body(LineChunk(padded: UnsafeBufferPointer(start: buffer, count: kept + 1)))
                }
                return
            }
            let end = kept + count
            // The last LF read; bytes before the new ones hold none (they are an unfinished line).
            var last = end - 1
            while last >= kept, buffer[last] != 10 { last -= 1 }
            guard last >= kept else {
                kept = end
                continue
            }
            // The byte after the chunk is overwritten by the next read only after `body` returns.
            lines += try body(LineChunk(padded: UnsafeBufferPointer(start: buffer, count: last + 1)))
            kept = end - (last + 1)
            if kept > 0 { memmove(buffer, buffer + last + 1, kept) }
        }
    }

    private func openFile(_ path: String) throws(TraceError) -> Int32 {
        if path == "-" { return 0 }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT, ENOTDIR: throw TraceError(line: 0, column: 0, "no such file")
            case EISDIR: throw TraceError(line: 0, column: 0, "is a directory, expected a trace file")
            default: throw TraceError(line: 0, column: 0, "cannot be opened for reading: \(String(cString: strerror(errno)))")
            }
        }
        return descriptor
    }

    /// Rejects a directory; says whether the file is a regular file (whose size can be checked).
    private func checkType(_ descriptor: Int32, _ path: String) throws(TraceError) -> Bool {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return false }
        let type = status.st_mode & S_IFMT
        if type == S_IFDIR { throw TraceError(line: 0, column: 0, "is a directory, expected a trace file") }
        return type == S_IFREG
    }

    /// A regular file that is now shorter than what was read was truncated while being read.
    private func checkNotShrunk(_ descriptor: Int32, offset: Int, lines: Int) throws(TraceError) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return }
        let size = Int(status.st_size)
        if size < offset {
            throw TraceError(line: lines, column: 0,
                             "the file shrank while it was read (to \(size) bytes, after \(offset) bytes were read): was it rewritten? Check it once it is complete")
        }
    }

    private func describe(_ bytes: Int) -> String {
        bytes % (1 << 20) == 0 ? "\(bytes >> 20) MB" : "\(bytes) bytes"
    }
}
