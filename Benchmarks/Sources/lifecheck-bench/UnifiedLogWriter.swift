import Foundation

/// Rewrites a console log as `log show` prints the same messages (its default style), for
/// `lifecheck-bench logs`: `2024-05-01 10:00:00.000001+0000 MyApp[4242:9001] message` becomes
/// `2024-05-01 10:00:00.000001+0000 0x9001 Default 0x0 4242 0 MyApp: message`; lines
/// without `NSLog`'s prefix stay as they are.
enum UnifiedLogWriter {
    /// Writes the log at `source` rewritten to `path`; returns the bytes written.
    static func write(from source: String, to path: String) throws -> Int {
        try LineRewriter.rewrite(from: source, to: path, rewrite)
    }

    /// Appends `line` in `log show`'s columns to `out`.
    private static func rewrite(_ line: ArraySlice<UInt8>, into out: inout [UInt8]) {
        // Date, time, then `Name[pid:tid] `.
        var blanks: [Int] = []
        for index in line.indices where line[index] == 32 {
            blanks.append(index)
            if blanks.count == 3 { break }
        }
        guard blanks.count == 3, let open = line[blanks[1]..<blanks[2]].firstIndex(of: 91),
              let colon = line[open..<blanks[2]].firstIndex(of: 58), line[blanks[2] - 1] == 93 else {
            out += line
            return
        }
        out += line[..<blanks[1]]
        out += Array(" 0x".utf8) + line[(colon + 1)..<(blanks[2] - 1)] + Array(" Default 0x0 ".utf8)
        out += line[(open + 1)..<colon] + Array(" 0 ".utf8) + line[(blanks[1] + 1)..<open] + Array(": ".utf8)
        out += line[(blanks[2] + 1)...]
    }
}
