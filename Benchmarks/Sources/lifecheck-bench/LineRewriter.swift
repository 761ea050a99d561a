import Foundation

/// Streams a file to another a line at a time, each line rewritten, for the writers of
/// `lifecheck-bench logs` (``ConsoleLogWriter``, ``UnifiedLogWriter``): 1 MB read and
/// written at a time.
enum LineRewriter {
    /// Writes each line of the file at `source` as `rewrite` appends it (its line end
    /// added) to the file at `path`; returns the bytes written.
    static func rewrite(from source: String, to path: String, _ rewrite: (ArraySlice<UInt8>, inout [UInt8]) -> Void) throws -> Int {
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path), let input = FileHandle(forReadingAtPath: source) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        defer { try? handle.close(); try? input.close() }
        var out: [UInt8] = []
        out.reserveCapacity(1 << 21)
        var pending: [UInt8] = []
        var written = 0
        while let data = try input.read(upToCount: 1 << 20), !data.isEmpty {
            pending += data
            var start = 0
            while let newline = pending[start...].firstIndex(of: 10) {
                rewrite(pending[start..<newline], &out)
                out.append(10)
                start = newline + 1
            }
            pending.removeFirst(start)
            if out.count >= 1 << 20 {
                try handle.write(contentsOf: out)
                written += out.count
                out.removeAll(keepingCapacity: true)
            }
        }
        try handle.write(contentsOf: out)
        return written + out.count
    }
}
