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
    /// start with `{`, the unified log when they have its header or columns, plain when
    /// every line parses as the plain trace format, and console otherwise.
    public static func detect(sample: [String], vocabulary: Vocabulary) -> LogFormat {
        let lines = sample.map { $0.trimmingBlanks() }.filter { !$0.isEmpty }
        guard let first = lines.first else { return .plain }
        if first.hasPrefix("{") { return .jsonLines }
        if lines.contains(where: { UnifiedLogLine.isHeader($0) || UnifiedLogLine.message(in: $0) != nil }) { return .unifiedLog }
        if lines.contains(where: hasConsoleMarks) { return .console }
        // No console marks: a line that fails the plain format is prose in a console log,
        // unless it is written as a plain line (KEY=VALUE), which is then an input error.
        var parser = PlainTraceParser(vocabulary: vocabulary)
        for (number, line) in lines.enumerated() {
            do { _ = try parser.parse(line: String(line), number: number + 1) } catch {
                return line.contains("=") ? .plain : .console
            }
        }
        return .plain
    }

    /// Whether a line has what only console logs have: an object description
    /// `<Class: 0x…>`, a method `-[Class selector]`, a Swift signature `name(_:)`, or an
    /// `NSLog` prefix.
    static func hasConsoleMarks(_ line: Substring) -> Bool {
        if line.hasPrefix("-[") || line.hasPrefix("+[") || line.contains(": 0x") { return true }
        if line.contains("(_:)") || line.contains("()") || line.contains(":)") { return true }
        return UnifiedLogLine.messageAfterNSLogPrefix(in: line) != nil
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and carriage returns.
    func trimmingBlanks() -> SubSequence {
        var start = startIndex, end = endIndex
        while start < end, self[start] == " " || self[start] == "\t" || self[start] == "\r" { start = index(after: start) }
        while end > start {
            let before = index(before: end)
            guard self[before] == " " || self[before] == "\t" || self[before] == "\r" else { break }
            end = before
        }
        return self[start..<end]
    }
}
