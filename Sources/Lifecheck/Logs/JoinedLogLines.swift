/// Log lines that a page pasted as one line, having lost their line ends: each `NSLog`
/// line starts with a timestamp (`2016-03-24 10:31:28.328 App[33599:524075] FirstVC loadView
/// 2016-03-24 10:31:28.771 App[33599:524075] FirstVC viewDidLoad …`), and each timestamp
/// after the first begins another line.
///
/// So are callbacks written as a chain: three or more items joined by arrows (`→`, `->`,
/// `=>`, `⇒`) or runs of three dashes or more, each item one word without blanks
/// (`loadView→viewDidLoad→viewWillAppear`, `(VC1)viewWillDisappear->(VC2)viewDidLoad->…`,
/// `viewDidLayoutSubviews ----- viewWillAppear:animated------viewDidLayoutSubviews`): a
/// sequence written on one line, one message per item. An arrow between a label of several
/// words and a callback (`First VC -> viewWillAppear(_:)`) is no chain.
enum JoinedLogLines {
    /// How many items a chain holds at least.
    static let chainLength = 3
    /// The messages of `line`: the line itself, or the parts that start at each timestamp
    /// when it holds two or more. Bytes only, without copying: it runs on every line.
    static func messages(in line: Substring) -> [Substring] {
        if let chain = chain(in: line) { return chain }
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

    /// The items of `line` when it is a chain, else `nil`. Bytes only: it runs on every line.
    static func chain(in line: Substring) -> [Substring]? {
        let bytes = line.utf8
        // Most lines have no arrow and no run of dashes: one pass to tell.
        var marks = 0
        var previous: UInt8 = 0
        var dashes = 0
        for byte in bytes {
            if byte == UInt8(ascii: ">") && (previous == UInt8(ascii: "-") || previous == UInt8(ascii: "=")) { marks += 1 }
            if byte == 0x92 { marks += 1 }   // the last byte of `→` and `⇒` (and of other characters: the parse below decides)
            dashes = byte == UInt8(ascii: "-") ? dashes + 1 : 0
            if dashes == 3 { marks += 1 }
            previous = byte
        }
        guard marks >= chainLength - 1 else { return nil }
        var items: [Substring] = []
        var start = line.startIndex
        var index = line.startIndex
        func cut(_ end: Substring.Index, resume: Substring.Index) {
            items.append(line[start..<end].trimmingBlanks())
            start = resume
        }
        while index < line.endIndex {
            let character = line[index]
            let next = line.index(after: index)
            if character == "→" || character == "⇒" {
                cut(index, resume: next)
            } else if character == "-" || character == "=" {
                // `->`, `=>`, `--->`; a run of three dashes or more.
                var end = index
                while end < line.endIndex, line[end] == character { end = line.index(after: end) }
                if end < line.endIndex, line[end] == ">" {
                    let after = line.index(after: end)
                    cut(index, resume: after)
                    index = after
                    continue
                }
                if character == "-", line.distance(from: index, to: end) >= 3 { cut(index, resume: end) }
                index = end
                continue
            }
            index = next
        }
        items.append(line[start...].trimmingBlanks())
        guard items.count >= chainLength,
              items.allSatisfy({ !$0.isEmpty && !$0.contains(where: { $0 == " " || $0 == "\t" }) }) else { return nil }
        return items
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
