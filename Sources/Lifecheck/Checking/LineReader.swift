#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file (or standard input) line by line, through a `ChunkReader`, so memory
/// stays constant whatever the file's size and a bad file is reported as the plain
/// pipeline reports it.
///
/// Lines are handed out as byte buffers, without their LF; a last
/// line without LF is handed out too. Lines may be of any length (a log reader skips
/// long ones itself).
public struct LineReader: Sendable {
    /// The chunk size.
    public var chunkSize: Int

    /// A reader with `chunkSize`-byte reads.
    public init(chunkSize: Int = 1 << 20) { self.chunkSize = chunkSize }

    /// Calls `body` with every line of the file at `path` (`-` for standard input) and its 1-based number.
    public func forEachLine(
        inFileAt path: String,
        _ body: (UnsafeBufferPointer<UInt8>, Int) throws(TraceError) -> Void
    ) throws(TraceError) {
        var number = 0
        try ChunkReader(chunkSize: chunkSize, maximumLineLength: Int.max / 4).forEachChunk(inFileAt: path) { (chunk) throws(TraceError) -> Int in
            // Every chunk ends with a LF.
            let chunk = chunk.bytes
            // (memchr finds a line's end several bytes a cycle; a loop over the bytes, one.)
            guard let base = chunk.baseAddress else { return 0 }
            var start = 0, lines = 0
            while start < chunk.count, let found = memchr(base + start, 10, chunk.count - start) {
                let newline = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                number += 1
                lines += 1
                try body(UnsafeBufferPointer(rebasing: chunk[start..<newline]), number)
                start = newline + 1
            }
            return lines
        }
    }

    /// Calls `body` with every line of `text`.
    public func forEachLine(in text: String, _ body: (UnsafeBufferPointer<UInt8>, Int) throws -> Void) throws {
        var copy = text
        try copy.withUTF8 { bytes in
            var start = 0, number = 0
            while start < bytes.count {
                let newline = bytes[start...].firstIndex(of: 10) ?? bytes.count
                number += 1
                try body(UnsafeBufferPointer(rebasing: bytes[start..<newline]), number)
                start = newline + 1
            }
        }
    }
}
