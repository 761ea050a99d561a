/// What a log line picks up on its way into a bug report, a blog post or a Q&A thread, and
/// how it is taken off: HTML entities (`&lt;MyApp.Home: 0x1&gt;`) and tags (`<br>`,
/// `<code>…</code>`), Markdown's backticks and bold marks, `>` quoting, list bullets and
/// headings.
///
/// HTML tag names are lowercase (`<br>`, `</span>`); an object's description names a class
/// and an address (`<MyApp.Home: 0x1>`), so a tag is never taken for an object.
enum LogMarkup {
    /// `text` without markup; `text` itself (no copy) when it has none.
    static func stripped(_ text: Substring) -> Substring {
        guard mayHaveMarkup(text) else { return text }
        var line = String(text)
        if line.utf8.contains(UInt8(ascii: "&")) { line = decodingEntities(line) }
        if line.utf8.contains(UInt8(ascii: "<")) { line = droppingTags(line) }
        if line.utf8.contains(UInt8(ascii: "`")) { line.removeAll { $0 == "`" } }
        if Substring(line).range(ofLiteral: "**") != nil { line = line.replacingAll("**", with: "") }
        return droppingLeadingMarks(Substring(line)).trimmingBlanks()
    }

    /// Whether `text` may hold markup: an `&`, a tag's `<` or `</`, a backtick, bold
    /// marks, or a leading quote or bullet. Bytes only: it runs on every line.
    static func mayHaveMarkup(_ text: Substring) -> Bool {
        let bytes = text.utf8
        guard let first = bytes.first else { return false }
        if first == UInt8(ascii: ">") || first == UInt8(ascii: "*") || first == UInt8(ascii: "+") || first >= 0x80 { return true }
        if first == UInt8(ascii: "-"), bytes.dropFirst().first == 32 { return true }
        if first == UInt8(ascii: "#"), isHeading(text) { return true }
        var previous: UInt8 = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "`"): return true
            case UInt8(ascii: "*") where previous == UInt8(ascii: "*"): return true
            case UInt8(ascii: "/") where previous == UInt8(ascii: "<"): return true
            case UInt8(ascii: "a")...UInt8(ascii: "z") where previous == UInt8(ascii: "<"): return true
            default: break
            }
            previous = byte
        }
        return false
    }

    /// The entities of HTML pages and their pasted copies.
    private static let entities: [(String, String)] = [
        ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&#x27;", "'"), ("&apos;", "'"),
        ("&nbsp;", " "), ("&#160;", " "), ("&amp;", "&"),
    ]

    static func decodingEntities(_ text: String) -> String {
        var text = text
        for (entity, character) in entities where text.contains(entity) {
            text = text.replacingAll(entity, with: character)
        }
        return text
    }

    /// `text` without HTML tags: `<name …>` and `</name>`, `name` lowercase ASCII letters and digits.
    static func droppingTags(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "<") {
            out += text[index..<open]
            if let end = tagEnd(text[open...]) {
                out += " "
                index = end
            } else {
                out.append("<")
                index = text.index(after: open)
            }
        }
        out += text[index...]
        return out
    }

    /// Where a tag that starts `text` ends, or `nil` when `text` does not start with one.
    private static func tagEnd(_ text: Substring) -> String.Index? {
        var rest = text.dropFirst()
        if rest.first == "/" { rest = rest.dropFirst() }
        let name = rest.prefix { ($0.isASCII && $0.isLowercase) || ($0.isASCII && $0.isNumber) }
        guard let first = name.first, first.isLetter, name.count <= 10 else { return nil }
        let after = rest[name.endIndex...]
        guard let next = after.first, next == ">" || next == " " || next == "/" else { return nil }
        guard let close = after.firstIndex(of: ">"), !after[..<close].contains("<") else { return nil }
        return text.index(after: close)
    }

    /// Whether `text`, a line that is not an event, ends one section of a paste and begins
    /// another: a Markdown heading (or a `#` comment line), a code fence (three
    /// backticks, or `~~~`), or a title in bold alone on its line (`**Push**`, `__2) Back__`);
    /// a title underlined by a rule (``isRule(_:)``) is one too, where the line before is known. A blog post
    /// or a bug report puts the console of separate steps or runs under such lines, and
    /// may leave out what happened between them. The structure comment
    /// (`# lifecheck: … contains …`) is not one.
    static func isSectionBreak(_ text: Substring) -> Bool {
        let bytes = text.utf8
        guard let first = bytes.first else { return false }
        switch first {
        case UInt8(ascii: "#"): return !text.hasPrefix("# lifecheck:")
        case UInt8(ascii: "`"), UInt8(ascii: "~"): return bytes.prefix(3).allSatisfy { $0 == first } && bytes.count >= 3
        case UInt8(ascii: "*"), UInt8(ascii: "_"):
            guard bytes.count >= 5 else { return false }
            let mark = [first, first]
            return bytes.prefix(2).elementsEqual(mark) && bytes.suffix(2).elementsEqual(mark)
        default: return false
        }
    }

    /// Whether `line` is a comment of source code (`// Scene-Based`), blanks before it aside.
    static func isCommentLine(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        let text = line.drop { $0 == 32 || $0 == 9 }
        return text.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")])
    }

    /// Whether `text` begins with a banner the app printed: more `#` than a Markdown heading
    /// has (seven or more), then a message (`############## viewdidappear`). A comment
    /// framed by marks on both sides (`######## push ########`) is a comment.
    static func isBanner(_ text: Substring) -> Bool {
        let bytes = text.utf8
        let marks = bytes.prefix { $0 == UInt8(ascii: "#") }.count
        return marks >= 7 && bytes.last != UInt8(ascii: "#") && bytes.dropFirst(marks).contains { $0 != 32 && $0 != 9 }
    }

    /// Whether `text` is a title between mirrored marks alone on its line, two or more on each
    /// side (`<< closeButtonB() 실행 >>`, `=== Run 2 ===`, `-- second try --`, `[[ Pop ]]`),
    /// as a post heads each run of its console with. After a blank line it is a section
    /// break; within a run, it is a separator the app printed (`--- present ---`).
    static func isMarkedTitle(_ text: Substring) -> Bool {
        let mirrors: [UInt8: UInt8] = [60: 62, 62: 60, 61: 61, 45: 45, 42: 42, 126: 126, 43: 43, 91: 93]
        // (Most lines fail at their ends: no copy of their bytes for them.)
        guard text.utf8.count >= 5, let first = text.utf8.first, let last = text.utf8.last, mirrors[first] == last else { return false }
        let bytes = Array(text.utf8)
        let opening = bytes.prefix { $0 == first }.count, closing = bytes.reversed().prefix { $0 == last }.count
        guard opening >= 2, closing >= 2, opening + closing < bytes.count else { return false }
        return bytes[opening..<(bytes.count - closing)].contains { ($0 | 0x20) &- 97 < 26 || $0 &- 48 < 10 || $0 >= 0x80 }
    }

    /// Whether `text` is a rule: three or more of one rule mark alone (`-----`, `=====`,
    /// `═════`, `─────`), as Markdown underlines a title with to make it a heading, and
    /// plain-text posts too.
    static func isRule(_ text: Substring) -> Bool {
        guard let first = text.first, "=-═─━＝_~*".contains(first), text.count >= 3 else { return false }
        return text.allSatisfy { $0 == first }
    }

    /// Whether `text` is a Markdown heading below the title: two to six `#`, then a title
    /// (after a blank or not: `## Push`, `###1push2`). A line of one `#` is a comment.
    static func isMarkdownHeading(_ text: Substring) -> Bool {
        let bytes = text.utf8
        let marks = bytes.prefix { $0 == UInt8(ascii: "#") }.count
        guard (2...6).contains(marks) else { return false }
        return bytes.dropFirst(marks).contains { $0 != 32 && $0 != 9 }
    }

    /// Whether `text` is a numbered Markdown heading below the title (`## 1. loadView`,
    /// `### 2) viewDidLoad`): two to six `#`, a blank, then a step's number with `.` or `)`.
    /// Numbered, headings are the steps of a sequence, as a numbered list's items are; a
    /// heading without a number titles a section about what it names (`## loadView()` over
    /// notes on it), and a line of one `#` stays a comment, as the trace format has it.
    static func isHeading(_ text: Substring) -> Bool {
        let bytes = text.utf8
        let marks = bytes.prefix { $0 == UInt8(ascii: "#") }.count
        guard (2...6).contains(marks) else { return false }
        let rest = bytes.dropFirst(marks)
        guard let blank = rest.first, blank == 32 || blank == 9 else { return false }
        let step = rest.drop { $0 == 32 || $0 == 9 }
        let digits = step.prefix { $0 &- 48 < 10 }
        guard !digits.isEmpty, digits.count <= 3, let mark = step.dropFirst(digits.count).first else { return false }
        return mark == UInt8(ascii: ".") || mark == UInt8(ascii: ")")
    }

    /// Drops Markdown's quotes (`> `, `>> `), list bullets (`- `, `* `, `+ `, `• `, `・`) and
    /// a numbered heading's marks (`## 1.`) before a message.
    static func droppingLeadingMarks(_ text: Substring) -> Substring {
        var text = text.trimmingBlanks()
        if isHeading(text) { text = text.drop { $0 == "#" }.trimmingBlanks() }
        while let first = text.first {
            let next = text.dropFirst().first
            let blankNext = next == nil || next == " " || next == "\t"
            if first == ">" && (blankNext || next == ">") {
                text = text.dropFirst().trimmingBlanks()
            } else if "-*+".contains(first) && blankNext {
                text = text.dropFirst().trimmingBlanks()
            } else if "•·・‣◦▪▸►".contains(first) {
                text = text.dropFirst().trimmingBlanks()
            } else {
                break
            }
        }
        return text
    }
}

extension String {
    /// The string with every occurrence of `target` replaced by `replacement` (no Foundation).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var out = ""
        var rest = self[...]
        while let range = rest.range(ofLiteral: target) {
            out += rest[..<range.lowerBound]
            out += replacement
            rest = rest[range.upperBound...]
        }
        out += rest
        return out
    }
}

extension Substring {
    /// The first range where `target` occurs, compared as UTF-8 bytes.
    func range(ofLiteral target: String) -> Range<Index>? {
        let needle = Array(target.utf8)
        guard let first = needle.first else { return nil }
        let bytes = utf8
        var index = bytes.startIndex
        while let start = bytes[index...].firstIndex(of: first) {
            if bytes[start...].starts(with: needle) {
                return start..<bytes.index(start, offsetBy: needle.count)
            }
            index = bytes.index(after: start)
        }
        return nil
    }
}
