import Foundation

/// Reads a file (or standard input) line by line in fixed-size chunks, so memory stays
/// constant whatever the file's size. Lines are handed out as byte buffers, without
/// their LF; a last line without LF is handed out too.
public struct LineReader: Sendable {
    /// The chunk size.
    public var chunkSize: Int

    /// A reader with `chunkSize`-byte reads.
    public init(chunkSize: Int = 1 << 20) { self.chunkSize = chunkSize }

    /// Calls `body` with every line of the file at `path` (`-` for standard input) and its 1-based number.
    public func forEachLine(
        inFileAt path: String,
        _ body: (UnsafeBufferPointer<UInt8>, Int) throws -> Void
    ) throws {
        let handle: FileHandle
        if path == "-" {
            handle = FileHandle.standardInput
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw TraceError(file: path, line: 0, column: 0, "no such file")
            }
            guard !isDirectory.boolValue else {
                throw TraceError(file: path, line: 0, column: 0, "is a directory, expected a trace file")
            }
            guard let opened = FileHandle(forReadingAtPath: path) else {
                throw TraceError(file: path, line: 0, column: 0, "cannot be opened for reading")
            }
            handle = opened
        }
        defer { if path != "-" { try? handle.close() } }

        var carry: [UInt8] = []
        var number = 0
        while true {
            let chunk: Data
            do {
                chunk = try handle.read(upToCount: chunkSize) ?? Data()
            } catch {
                throw TraceError(file: path, line: number, column: 0, "read failed: \(error.localizedDescription)")
            }
            if chunk.isEmpty { break }
            try chunk.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
                let bytes = raw.bindMemory(to: UInt8.self)
                var start = 0
                while let newline = bytes[start...].firstIndex(of: 10) {
                    number += 1
                    if carry.isEmpty {
                        try body(UnsafeBufferPointer(rebasing: bytes[start..<newline]), number)
                    } else {
                        carry.append(contentsOf: bytes[start..<newline])
                        try carry.withUnsafeBufferPointer { try body($0, number) }
                        carry.removeAll(keepingCapacity: true)
                    }
                    start = newline + 1
                }
                carry.append(contentsOf: bytes[start...])
            }
        }
        if !carry.isEmpty {
            number += 1
            try carry.withUnsafeBufferPointer { try body($0, number) }
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
