/// The formats `lifecheck check` reads.
public enum LogFormat: String, Sendable, CaseIterable {
    /// The plain trace format, held to strictly: any line that breaks it is an input error.
    case plain
    /// JSON Lines: one object per line, `{"subject": "Home", "event": "viewWillAppear", "animated": true}`.
    case jsonLines = "jsonl"
    /// Console output as people print it (`print(self, #function)`, `NSLog`, `__func__`,
    /// tracker libraries), with or without an `NSLog`/Xcode prefix. Lines that are not
    /// lifecycle events are skipped and counted.
    case console
    /// The unified log as `log show` and `log stream` print it. Lines that are not
    /// lifecycle events are skipped and counted.
    case unifiedLog = "unified"

    /// The lines looked at to detect a format.
    public static let sampleSize = 64

    /// The format of a log whose first non-blank lines are `sample`: JSON Lines when they
    /// start with `{` (after `log stream`'s banner); the unified log when they have its header or columns; console when a
    /// line has console marks (`hasConsoleMarks(_:)`) or reads as prose; plain otherwise.
    ///
    /// A plain line gone wrong (`isDamagedPlainLine`) keeps the log plain, so the mistake is
    /// an input error rather than a skipped line: in any number when it is shaped like a plain
    /// line (`Home viewWillApp`, `Home viewDidLoad animated=maybe`), once among at least two
    /// plain lines otherwise (`Home viewWillAppear true`, `Home`); lines of binary data (control
    /// characters, invalid UTF-8) are left out of the vote, so that a plain trace with
    /// binary data in it is read as plain and the bad line reported.
    public static func detect(sample: [String], vocabulary: Vocabulary) -> LogFormat {
        detection(sample: sample, vocabulary: vocabulary).format
    }

    /// The format of a log whose first lines are `sample` (``detect(sample:vocabulary:)``),
    /// and the line that decided it, quoted.
    public static func detection(sample: [String], vocabulary: Vocabulary) -> (format: LogFormat, reason: String) {
        detection(sample: sample, vocabulary: vocabulary, endsOfLife: [])
    }

    /// ``detection(sample:vocabulary:)``, where a line naming one of `endsOfLife` (a log
    /// dialect's `deinit`, `dealloc`: no name of the plain format) is a console log's line.
    static func detection(sample: [String], vocabulary: Vocabulary, endsOfLife: Set<String>) -> (format: LogFormat, reason: String) {
        let lines = sample.map { $0.trimmingBlanks() }.filter { !$0.isEmpty && !isBinary($0) }
        guard let first = lines.first else { return (.plain, "no line to tell") }
        // (`log stream --style ndjson` prints a banner before its records.)
        if first.hasPrefix("{") || (first.hasPrefix(JSONLinesTranslator.streamBanner) && lines.dropFirst().first?.hasPrefix("{") == true) {
            return (.jsonLines, "the first line starts a JSON object")
        }
        if let line = lines.first(where: { UnifiedLogLine.isHeader($0) || UnifiedLogLine.message(in: $0) != nil }) {
            return (.unifiedLog, "\(quoted(line)) has the unified log's header or columns")
        }
        if let line = lines.first(where: hasConsoleMarks) { return (.console, "\(quoted(line)) has console marks") }
        var parser = PlainTraceParser(vocabulary: vocabulary)
        var plain = 0
        var others: [Substring] = []
        var refused: [(line: Substring, number: Int)] = []
        var subjects: Set<Substring> = []
        var counting = CountedSubjects()
        for (number, line) in lines.enumerated() {
            // (A banner the app printed is no comment of the trace format.)
            if LogMarkup.isBanner(line) { others.append(line); continue }
            do {
                _ = try parser.parse(line: String(line), number: number + 1)
                plain += 1
                counting.note(line)
                subjects.insert(line.prefix(while: { $0 != " " && $0 != "\t" }))
            } catch {
                refused.append((line, number))
            }
        }
        if counting.isNumberedList {
            return (.console, "the first lines' subjects count them (\(counting.first ?? 1), \((counting.first ?? 1) + 1), …): a numbered list; "
                    + "--format plain reads the numbers as controllers")
        }
        // A plain trace with a bad line (a typo, a value without its key, a line cut short)
        // is a plain trace with an input error at that line, not a console log; a line that is
        // no plain line gone wrong (a title, a note) makes the paste a console log. A line
        // shaped like a plain line may be wrong in any number; one of another shape, once.
        var shapedOtherwise: [Substring] = []
        for (line, number) in refused {
            let isLast = number == lines.count - 1
            if !isDamagedPlainLine(line, isLast: isLast, subjects: subjects, vocabulary: vocabulary, endsOfLife: endsOfLife) {
                others.append(line)
            } else if !isPlainShaped(line) {
                shapedOtherwise.append(line)
            }
        }
        if shapedOtherwise.count >= 2 || plain < 2 { others += shapedOtherwise }
        if others.isEmpty {
            return (.plain, refused.isEmpty ? "the first lines are plain trace lines"
                                            : "the first lines are plain trace lines but \(quoted(refused[0].line))")
        }
        return (.console, others.count == 1 ? "one of the first lines is no plain trace line: \(quoted(others[0]))"
                                            : "\(others.count) of the first lines are not plain trace lines, such as \(quoted(others[0]))")
    }

    /// The format of a file whose first lines are `sample`, comment lines and all: they are
    /// set aside for ``detection(sample:vocabulary:)``, but a Markdown heading among them
    /// (`## Push`, `###1push2`: two to six `#` and a title) makes plain-shaped lines a paste
    /// from a document, read as a console log (its headings are section breaks). A
    /// recorder's trace has no headings; a line of one `#` is the trace format's comment.
    static func detection(ofFileSample sample: [String], vocabulary: Vocabulary, endsOfLife: Set<String>) -> (format: LogFormat, reason: String) {
        let detected = detection(sample: sample.filter { $0.trimmingBlanks().hasPrefix("#") ? LogMarkup.isBanner($0.trimmingBlanks()) : true },
                                 vocabulary: vocabulary, endsOfLife: endsOfLife)
        guard detected.format == .plain,
              let heading = sample.lazy.map({ $0.trimmingBlanks() }).first(where: LogMarkup.isMarkdownHeading) else { return detected }
        return (.console, "\(quoted(heading)) is a Markdown heading: plain-shaped lines pasted into a document")
    }

    /// The format a file declares in a comment among its first lines, `# lifecheck: format=plain`
    /// (what `LifecycleRecorder.write(toFile:)` writes first): it is read as that format, as the
    /// command line's `--format` would have it; `nil` when the file declares none. A declared
    /// format that is none of the formats is an input error at its line.
    static func declaration(inFileSample sample: [String]) throws(TraceError) -> LogFormat? {
        for (index, line) in sample.enumerated() {
            // (Most lines are no comment: they are told apart without splitting them into words.)
            guard line.utf8.first(where: { $0 != 32 && $0 != 9 }) == UInt8(ascii: "#") else { continue }
            let words = line.trimmingBlanks().split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard words.count == 3, words[0] == "#", words[1] == "lifecheck:", words[2].hasPrefix(formatKey) else { continue }
            let name = words[2].dropFirst(formatKey.count)
            guard let format = LogFormat(rawValue: String(name)) else {
                let column = line.distance(from: line.startIndex, to: name.startIndex) + 1
                throw TraceError(line: index + 1, column: column,
                                 "unknown format '\(name)' declared: expected \(allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return format
        }
        return nil
    }

    /// The key of a format declaration: `# lifecheck: format=NAME`.
    static let formatKey = "format="

    /// `line` in quotes, cut to 60 characters.
    static func quoted(_ line: Substring) -> String {
        "'" + (line.count > 60 ? line.prefix(60) + "…" : line) + "'"
    }

    /// Whether `line` is shaped like a plain trace line: a subject, an identifier, and
    /// nothing after them but `KEY=VALUE` fields.
    static func isPlainShaped(_ line: Substring) -> Bool {
        let text = line.beforeComment()
        let fields = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard fields.count >= 2, let first = fields[1].first, first.isLetter,
              fields[1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
        return fields.dropFirst(2).allSatisfy { $0.contains("=") }
    }

    /// Whether `line`, which the plain format refused, is a plain line gone wrong rather than
    /// a line of another kind: it names a subject the plain lines name (`Home viewWillAppear
    /// true`, `Home`), or an event after its first word, spelt right, nearly, or cut short
    /// (`Detail viewWillAppear true`, `Detail viewWillApear`, `Detail viewWill`), or it is a
    /// name alone on the sample's last line (a trace cut there). A title or a note pasted above
    /// plain-shaped lines (`Output:`, `// pushed Detail`, `打印结果：`) names neither, nor does a
    /// sentence that names an event (`After dismissing`, `then present`), nor a controller's
    /// end of life a log dialect prints (`Detail deinit`, one of `endsOfLife`: no name of the
    /// plain format): the paste is a console log.
    static func isDamagedPlainLine(_ line: Substring, isLast: Bool, subjects: Set<Substring>, vocabulary: Vocabulary,
                                   endsOfLife: Set<String>) -> Bool {
        let fields = line.beforeComment().split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let subject = fields.first else { return false }
        if fields.count >= 2, endsOfLife.contains(String(fields[1])) { return false }
        if subjects.contains(subject) { return true }
        if LineLabel.sentenceWords.contains(subject.lowercased()) { return false }
        guard fields.count >= 2 else { return isLast && ConsoleLineTranslator.isLabel(subject) }
        let name = String(fields[1])
        if vocabulary.id(named: name) != nil || vocabulary.closestName(to: name) != nil { return true }
        return name.utf8.count >= 2 && name.first?.isLowercase == true && vocabulary.kinds.contains { $0.name.hasPrefix(name) }
    }

    /// Whether `subject` is a name and a colon, as a print puts a label before what it
    /// prints (`Home: viewDidLoad`, `首页： viewDidLoad`); a recorder names a controller
    /// without one.
    static func isLabelWithColon(_ subject: Substring) -> Bool {
        guard let last = subject.last, last == ":" || last == "：" else { return false }
        let name = subject.dropLast()
        return name.first.map { $0.isLetter || $0 == "_" } == true && !name.contains(":") && !name.contains("：")
    }

    /// Whether `line` holds binary data: control characters other than tab, or bytes that
    /// were not UTF-8 (decoded as U+FFFD).
    static func isBinary(_ line: Substring) -> Bool {
        // (Bytes, not scalars: in UTF-8 a control character is one byte below 32 or 127, and
        // U+FFFD the three bytes EF BF BD.)
        let bytes = line.utf8
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            if (byte < 32 && byte != 9) || byte == 127 { return true }
            if byte == 0xEF, bytes[index...].starts(with: [0xEF, 0xBF, 0xBD]) { return true }
            index = bytes.index(after: index)
        }
        return false
    }

    /// Whether a line has what only console logs have: an object description
    /// `<Class: 0x…>`, a method `-[Class selector]`, a Swift signature `name(_:)`, an
    /// `NSLog` prefix, a numbered list's counter in the subject's place, glued to the
    /// name or alone (`1.Home viewDidLoad`, `1. viewDidLoad`, `2) viewDidLoad`), or a label's
    /// colon after the name (`Home: viewDidLoad`): no recorder names a controller so.
    static func hasConsoleMarks(_ line: Substring) -> Bool {
        // A plain line's trailing comment may say anything.
        let line = line.beforeComment()
        let parts = line.split(separator: " ", maxSplits: 1)
        if let subject = parts.first,
           LineLabel.withoutGluedCounter(subject) != nil || LineLabel.isListCounter(subject) || parts.count == 2 && isLabelWithColon(subject) { return true }
        if line.hasPrefix("-[") || line.hasPrefix("+[") || line.containsBytes(":-[") || line.containsBytes(": 0x") { return true }
        if line.containsBytes("(_:)") || line.containsBytes("()") || line.containsBytes(":)") { return true }
        return UnifiedLogLine.messageAfterNSLogPrefix(in: line) != nil
    }
}

extension Substring {
    /// The text before its first ` #` (a plain line's trailing comment), or all of it.
    func beforeComment() -> Substring {
        firstIndex(ofBytes: " #").map { self[..<$0] } ?? self
    }

    /// Whether `text` occurs in it.
    func containsBytes(_ text: StaticString) -> Bool {
        firstIndex(ofBytes: text) != nil
    }

    /// Where `text` first occurs in it, compared as UTF-8 bytes: Foundation's `range(of:)`
    /// and `contains(_:)`, which compare as `NSString`s, cost a thousand times more, and
    /// format detection runs them on every line of its sample.
    private func firstIndex(ofBytes text: StaticString) -> Index? {
        let needle = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        guard let first = needle.first else { return startIndex }
        let bytes = utf8
        var index = bytes.startIndex
        while let start = bytes[index...].firstIndex(of: first) {
            if bytes[start...].starts(with: needle) { return start }
            index = bytes.index(after: start)
        }
        return nil
    }
}

extension StringProtocol where UTF8View: BidirectionalCollection {
    /// The text without leading and trailing spaces, tabs and carriage returns.
    func trimmingBlanks() -> SubSequence {
        // Bytes, not Characters (which cost far more): blanks are ASCII.
        let bytes = utf8
        guard let start = bytes.firstIndex(where: { $0 != 32 && $0 != 9 && $0 != 13 }),
              let last = bytes.lastIndex(where: { $0 != 32 && $0 != 9 && $0 != 13 }) else { return self[endIndex...] }
        return self[start...last]
    }
}
