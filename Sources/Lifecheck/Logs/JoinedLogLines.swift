/// Log lines that a page pasted as one line, having lost their line ends: each `NSLog`
/// line starts with a timestamp (`2016-03-24 10:31:28.328 App[33599:524075] FirstVC loadView
/// 2016-03-24 10:31:28.771 App[33599:524075] FirstVC viewDidLoad …`), and each timestamp
/// after the first begins another line.
///
/// So are callbacks written as a chain: three or more items joined by arrows (`→`, `->`,
/// `=>`, `⇒`) or runs of three dashes or more, each item a word or a few
/// (`loadView→viewDidLoad→viewWillAppear`, `(VC1)viewWillDisappear->(VC2)viewDidLoad->…`,
/// `viewDidLayoutSubviews ----- viewWillAppear:animated------viewDidLayoutSubviews`,
/// `viewDidLoad → viewWillAppear → view did appear`, `Home viewDidLoad → Home viewWillAppear
/// → …`): a sequence written on one line, one message per item. Two items are no chain: an
/// arrow between a label and a callback (`First VC -> viewWillAppear(_:)`) is a separator.
/// A chain wrapped over lines ends (or the next line starts) with an arrow: each line's
/// items are read, and the arrow at its edge holds none.
///
/// And so are calls each written with its controller, two or more on a line joined by
/// nothing but `and`, `then`, punctuation or a label (`` `Home.viewWillAppear()` and
/// `Home.viewDidAppear()` are called ``, `One --> -[Base viewDidLoad] Two --> -[Base
/// viewDidLoad]`): a qualified call is `Type.name(…)` (a type starts upper case) or a method
/// `-[Class selector]`. Each message ends after its call; what follows the last call belongs
/// to it. Calls joined by other words (`Home.viewDidAppear() is called before
/// Home.viewWillAppear()`) are a sentence about them, not a sequence, and so is a line with
/// a call in a shape not read between two calls: the line stays one message.
enum JoinedLogLines {
    /// How many items a chain holds at least.
    static let chainLength = 3
    /// How many words a chain's item holds at most (`First VC viewDidLoad()`).
    static let itemWords = 4
    /// The messages of `line`: its qualified calls, its chain's items, or the parts that
    /// start at each timestamp when it holds two or more; else the line itself. Bytes only,
    /// without copying: it runs on every line.
    static func messages(in line: Substring) -> [Substring] {
        if let calls = qualifiedCalls(in: line) { return calls }
        if let chain = chain(in: line) { return chain }
        let offsets = line.utf8.count < 48 ? [] : line.utf8.withContiguousStorageIfAvailable(timestampOffsets) ?? timestampOffsets(Array(line.utf8).withUnsafeBufferPointer { $0 })
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
        // A chain wrapped over lines ends (or starts) with its arrow: no item there.
        if items.last?.isEmpty == true { items.removeLast() }
        if items.first?.isEmpty == true { items.removeFirst() }
        // An item of several words holds no method (`-[Base viewDidLoad] Two`: the arrows of
        // `One --> -[Base viewDidLoad] Two --> …` stand between labels and their calls).
        guard items.count >= chainLength, items.allSatisfy({ item in
            let words = item.split(whereSeparator: { $0 == " " || $0 == "\t" }).count
            return words == 1 || (words > 1 && words <= itemWords && !item.contains("["))
        }) else { return nil }
        return items
    }

    /// The messages of `line` when it holds two or more qualified calls joined by no words
    /// but `and`, `then` and a label, else `nil`. One pass over the bytes finds the calls.
    static func qualifiedCalls(in line: Substring) -> [Substring]? {
        // Most lines hold one call at most: a call ends with `)` or starts with `-[`/`+[`, so
        // one pass counting those tells.
        func marks(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            var marks = 0
            var previous: UInt8 = 0
            for byte in bytes {
                if byte == UInt8(ascii: ")") || (byte == UInt8(ascii: "[") && (previous == UInt8(ascii: "-") || previous == UInt8(ascii: "+"))) { marks += 1 }
                previous = byte
            }
            return marks
        }
        guard (line.utf8.withContiguousStorageIfAvailable(marks) ?? Array(line.utf8).withUnsafeBufferPointer(marks)) >= 2 else { return nil }
        let ends = qualifiedCallEnds(in: line)
        guard ends.count >= 2 else { return nil }
        // What joins two calls is `and`, `then`, punctuation or a label: a sentence about them
        // (`… is called before …`), or a call in a shape not read here (`- [Home viewDidLoad]`,
        // a bracket or a parenthesis), would leave a call unread between them; the line stays one.
        for (previous, call) in zip(ends, ends.dropFirst()) {
            let joint = line[previous.upper..<call.lower]
            if joint.contains(where: { "[]()".contains($0) }) { return nil }
            let words = joint.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { LineLabel.trimmed($0).lowercased() }
            if words.contains(where: { LineLabel.sentenceWords.contains($0) && $0 != "and" && $0 != "then" }) { return nil }
        }
        let starts = [line.startIndex] + ends.dropLast().map(\.upper)
        return zip(starts, starts.dropFirst() + [line.endIndex]).map { line[$0..<$1].trimmingBlanks() }
    }

    /// Where each qualified call on `line` starts and ends: `-[Class selector]`, `+[…]`, or
    /// `Type.name(…)` (`MyApp.Home.viewDidLoad()`), a type starting upper case.
    private static func qualifiedCallEnds(in line: Substring) -> [(lower: Substring.Index, upper: Substring.Index)] {
        let bytes = line.utf8
        var found: [(Substring.Index, Substring.Index)] = []
        var index = bytes.startIndex
        var wordStart: Substring.Index?   // where the run of identifier bytes and dots began
        var previous: UInt8 = 0
        func isName(_ byte: UInt8) -> Bool { (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) || byte == 95 }
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "["), previous == UInt8(ascii: "-") || previous == UInt8(ascii: "+") {
                // `-[Class selector]`: a class, one blank, a selector, a `]`, within 160 bytes.
                let start = bytes.index(before: index)
                var end = bytes.index(after: index)
                var blanks = 0, count = 0
                while end < bytes.endIndex, bytes[end] != UInt8(ascii: "]"), count < 160 {
                    if bytes[end] == 32 { blanks += 1 }
                    if bytes[end] == UInt8(ascii: "[") { break }
                    end = bytes.index(after: end)
                    count += 1
                }
                if end < bytes.endIndex, bytes[end] == UInt8(ascii: "]"), blanks == 1 {
                    let upper = bytes.index(after: end)
                    found.append((start, upper))
                    index = upper
                    previous = UInt8(ascii: "]")
                    wordStart = nil
                    continue
                }
            }
            if isName(byte) || (byte == UInt8(ascii: ".") && wordStart != nil) {
                if wordStart == nil, !isName(previous) { wordStart = index }
            } else {
                if byte == UInt8(ascii: "("), let start = wordStart, previous != UInt8(ascii: "."),
                   bytes[start] >= 65, bytes[start] <= 90, line[start..<index].contains(".") {
                    // `Type.name(`: to its `)`, within 160 bytes.
                    var end = bytes.index(after: index), count = 0
                    while end < bytes.endIndex, bytes[end] != UInt8(ascii: ")"), bytes[end] != UInt8(ascii: "("), count < 160 {
                        end = bytes.index(after: end)
                        count += 1
                    }
                    if end < bytes.endIndex, bytes[end] == UInt8(ascii: ")") {
                        let upper = bytes.index(after: end)
                        found.append((start, upper))
                        index = upper
                        previous = UInt8(ascii: ")")
                        wordStart = nil
                        continue
                    }
                }
                wordStart = nil
            }
            previous = byte
            index = bytes.index(after: index)
        }
        return found
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
