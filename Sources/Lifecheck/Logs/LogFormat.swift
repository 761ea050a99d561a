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
    /// line has console marks (``hasConsoleMarks(_:)``) or reads as prose; plain otherwise.
    ///
    /// A line that fails the plain format but is shaped like a plain line (`Home
    /// viewWillApp`, `Home viewDidLoad animated=maybe`) keeps the log plain, so the mistake
    /// is an input error rather than a skipped line; lines of binary data (control
    /// characters, invalid UTF-8) are left out of the vote, so that a plain trace with
    /// binary data in it is read as plain and the bad line reported.
    public static func detect(sample: [String], vocabulary: Vocabulary) -> LogFormat {
        let lines = sample.map { $0.trimmingBlanks() }.filter { !$0.isEmpty && !isBinary($0) }
        guard let first = lines.first else { return .plain }
        // (`log stream --style ndjson` prints a banner before its records.)
        if first.hasPrefix("{") || (first.hasPrefix(JSONLinesTranslator.streamBanner) && lines.dropFirst().first?.hasPrefix("{") == true) {
            return .jsonLines
        }
        if lines.contains(where: { UnifiedLogLine.isHeader($0) || UnifiedLogLine.message(in: $0) != nil }) { return .unifiedLog }
        if lines.contains(where: hasConsoleMarks) { return .console }
        var parser = PlainTraceParser(vocabulary: vocabulary)
        for (number, line) in lines.enumerated() {
            do { _ = try parser.parse(line: String(line), number: number + 1) } catch {
                if !isPlainShaped(line) { return .console }
            }
        }
        return .plain
    }

    /// Whether `line` is shaped like a plain trace line: a subject, an identifier, and
    /// nothing after them but `KEY=VALUE` fields.
    static func isPlainShaped(_ line: Substring) -> Bool {
        let text = line.range(of: " #").map { line[..<$0.lowerBound] } ?? line
        let fields = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard fields.count >= 2, let first = fields[1].first, first.isLetter,
              fields[1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
        return fields.dropFirst(2).allSatisfy { $0.contains("=") }
    }

    /// Whether `line` holds binary data: control characters other than tab, or bytes that
    /// were not UTF-8 (decoded as U+FFFD).
    static func isBinary(_ line: Substring) -> Bool {
        line.unicodeScalars.contains { ($0.value < 32 && $0 != "\t") || $0.value == 127 || $0 == "\u{FFFD}" }
    }

    /// Whether a line has what only console logs have: an object description
    /// `<Class: 0x…>`, a method `-[Class selector]`, a Swift signature `name(_:)`, or an
    /// `NSLog` prefix.
    static func hasConsoleMarks(_ line: Substring) -> Bool {
        // A plain line's trailing comment may say anything.
        let line = line.range(of: " #").map { line[..<$0.lowerBound] } ?? line
        if line.hasPrefix("-[") || line.hasPrefix("+[") || line.contains(":-[") || line.contains(": 0x") { return true }
        if line.contains("(_:)") || line.contains("()") || line.contains(":)") { return true }
        return UnifiedLogLine.messageAfterNSLogPrefix(in: line) != nil
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
