/// Log lines that a page pasted as one line, having lost their line ends: each `NSLog`
/// line starts with a timestamp (`2016-03-24 10:31:28.328 App[33599:524075] FirstVC loadView
/// 2016-03-24 10:31:28.771 App[33599:524075] FirstVC viewDidLoad …`), and each timestamp
/// after the first begins another line.
enum JoinedLogLines {
    /// The messages of `line`: the line itself, or the parts that start at each timestamp
    /// when it holds two or more. Bytes only, without copying: it runs on every line.
    static func messages(in line: Substring) -> [Substring] {
        guard line.utf8.count >= 48 else { return [line] }
        let offsets = line.utf8.withContiguousStorageIfAvailable(timestampOffsets) ?? timestampOffsets(Array(line.utf8).withUnsafeBufferPointer { $0 })
        guard offsets.count > 1 else { return [line] }
        let starts = offsets.map { line.utf8.index(line.startIndex, offsetBy: $0) }
        var messages: [Substring] = []
        if !line[..<starts[0]].trimmingBlanks().isEmpty { messages.append(line[..<starts[0]].trimmingBlanks()) }
        for (offset, start) in starts.enumerated() {
            let end = offset + 1 < starts.count ? starts[offset + 1] : line.endIndex
            messages.append(line[start..<end].trimmingBlanks())
        }
        return messages
    }

    /// The offsets where a timestamp `YYYY-MM-DD HH:MM:SS` (or with `T`) starts in `bytes`,
    /// not inside a longer number.
    private static func timestampOffsets(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        func digit(_ at: Int) -> Bool { bytes[at] >= 48 && bytes[at] <= 57 }
        var found: [Int] = []
        var index = 4
        while index + 15 <= bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "-") else { continue }
            let start = index - 4
            guard digit(start), digit(start + 1), digit(start + 2), digit(start + 3), start == 0 || !digit(start - 1),
                  digit(index + 1), digit(index + 2), bytes[index + 3] == UInt8(ascii: "-"), digit(index + 4), digit(index + 5),
                  bytes[index + 6] == 32 || bytes[index + 6] == UInt8(ascii: "T"), digit(index + 7), digit(index + 8),
                  bytes[index + 9] == UInt8(ascii: ":"), digit(index + 10), digit(index + 11), bytes[index + 12] == UInt8(ascii: ":"),
                  digit(index + 13), digit(index + 14) else { continue }
            found.append(start)
        }
        return found
    }
}
