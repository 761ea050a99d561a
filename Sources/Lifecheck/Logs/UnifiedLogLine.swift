/// The columns that `log show`, `log stream` and `NSLog` put before a message, and how
/// to take them off.
///
/// - `log show` / `log stream` (default style): `2020-04-01 16:30:45.465638+0800 0x5e1a
///   Default 0x0 1234 0 MyApp: (UIKitCore) [com.example:lifecycle] message` — timestamp,
///   thread, type, activity, pid, TTL, process, optional library and `[subsystem:category]`.
/// - compact style: `2020-04-01 16:30:45.465 Df MyApp[1234:5e1a] [com.example:lifecycle] message`.
/// - syslog style: `2020-04-01 16:30:45.465638+0800  localhost MyApp[1234]: (UIKitCore)
///   [com.example:lifecycle] message` — timestamp, host, `Process[pid]:`, optional library
///   and `[subsystem:category]`.
/// - `NSLog` and Xcode's console: `2020-04-01 16:30:45.465638+0800 MyApp[1234:56789] message`,
///   optionally followed by a `[Category]`.
/// - Console.app's rows, copied: the columns separated by tabs (``viewerColumns(in:)``).
enum UnifiedLogLine {
    /// Whether `line` is the column header of `log show` / `log stream`.
    static func isHeader(_ line: Substring) -> Bool {
        // Default and compact styles name `Thread` or `Process[PID:TID]`; the syslog style `(process)[PID]`.
        line.hasPrefix("Timestamp") && (line.contains("Thread") || line.contains("Process") || line.contains("(process)"))
    }

    /// The message of a unified-log line, or `nil` when `line` does not have its columns.
    static func message(in line: Substring) -> Substring? { columns(in: line)?.message }

    /// The message of a unified-log line and the process ID it gives, or `nil` when `line`
    /// does not have the columns.
    static func columns(in line: Substring) -> (message: Substring, process: Substring?)? {
        var scanner = ColumnScanner(line)
        guard scanner.date(), scanner.time() else { return nil }
        let afterTime = scanner
        // Default style: thread, type, activity, pid, TTL, "Process:".
        if scanner.hex(), scanner.word(), scanner.hex(), scanner.number(), scanner.number(), scanner.process(endingWith: ":") {
            scanner.optionalGroup(open: "(", close: ")")
            scanner.optionalGroup(open: "[", close: "]")
            return (scanner.rest, scanner.numbers.first)
        }
        // Compact style: a type abbreviation, then Process[pid:tid].
        scanner = afterTime
        if scanner.word(maxLength: 2), scanner.bracketedProcess() {
            scanner.optionalGroup(open: "[", close: "]")
            return (scanner.rest, scanner.processID)
        }
        // Syslog style: the host, then Process[pid]:.
        scanner = afterTime
        if scanner.host(), scanner.bracketedProcess(endingWithColon: true) {
            scanner.optionalGroup(open: "(", close: ")")
            scanner.optionalGroup(open: "[", close: "]")
            return (scanner.rest, scanner.processID)
        }
        return nil
    }

    /// The message of an `NSLog` / Xcode console line, or `nil` when it has no such prefix.
    static func messageAfterNSLogPrefix(in line: Substring) -> Substring? { nslogColumns(in: line)?.message }

    /// The message of an `NSLog` / Xcode console line and its process ID (`MyApp[1234:…]`),
    /// or `nil` when it has no such prefix.
    /// Also the prefix cut short, as posts quote it: without the timestamp
    /// (`MyApp[1234:56789] message`, `[1234:f803] message`), and a process name with blanks
    /// after the timestamp (`… My App[1234:c07] message`), the process after what is left of
    /// the timestamp (`10:31:28.835 MyApp[1234:c07] message`, `+0800 MyApp[…] message`), and the timestamp alone.
    static func nslogColumns(in line: Substring) -> (message: Substring, process: Substring?)? {
        let line = withoutGutter(line)
        // Every prefix read below starts with a date or has a `[pid:tid]`.
        let bytes = line.trimmingBlanks().utf8
        guard let first = bytes.first, first &- 48 < 10 || bytes.contains(UInt8(ascii: "[")) else { return nil }
        var scanner = ColumnScanner(line)
        guard scanner.date(), scanner.time() else {
            if let glued = processAfterGluedTime(line) { return glued }
            if let prefixed = processPrefix(line.trimmingBlanks(), timestamped: false) { return prefixed }
            // A timestamp cut short as it was pasted (`10:31:28.835 App[1:2] …`, `+0800 App[1:2] …`):
            // columns of digits and time marks, then the process column.
            var rest = line.trimmingBlanks()
            var cut = false
            while case let (word, after) = ConsoleLineTranslator.word(rest), !after.isEmpty, word.utf8.count <= 32,
                  word.utf8.contains(where: { $0 >= 48 && $0 <= 57 }), word.utf8.allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == 58 || $0 == 46 || $0 == 43 || $0 == 45 }) {
                rest = after
                cut = true
            }
            return cut ? processPrefix(rest, timestamped: true) : nil
        }
        if scanner.bracketedProcess() { return (scanner.rest, scanner.processID) }
        // A timestamp alone, as posts quote it (`2019-10-12 15:44:51.182801+0800 -[Home viewDidLoad]`),
        // or before a log level (`… DEBUG message`), which is no controller's name.
        if let prefixed = processPrefix(scanner.rest, timestamped: true) { return prefixed }
        let (word, after) = ConsoleLineTranslator.word(scanner.rest)
        return (ConsoleLineTranslator.levelTags.contains(word) && !after.isEmpty ? after : scanner.rest, nil)
    }

    /// `line` without an editor's line number and its bar before it (`12 | 2024-05-01 …`, as
    /// gists and code views copy their gutter), taken off once.
    static func withoutGutter(_ line: Substring) -> Substring {
        let trimmed = line.trimmingBlanks()
        let digits = trimmed.utf8.prefix { $0 &- 48 < 10 }
        guard (1...6).contains(digits.count) else { return line }
        let afterDigits = trimmed[digits.endIndex...].drop { $0 == " " || $0 == "\t" }
        guard afterDigits.first == "|", case let rest = afterDigits.dropFirst(), rest.first == " " || rest.first == "\t" else { return line }
        return rest.trimmingBlanks()
    }

    /// The message of a row copied from Console.app (or another log viewer that copies its
    /// columns separated by tabs): `default⇥10:00:00.123456+0100⇥MyApp⇥message`, the type
    /// column optional, a time column, the process, then optional number columns (PID, TID),
    /// a subsystem and its category (`com.example.app⇥ui`); `nil` when `line` has no such
    /// columns. The type and the time say the row is a log viewer's, so a line that merely
    /// aligns its words with tabs (`Home⇥viewDidLoad`) keeps them.
    static func viewerColumns(in line: Substring) -> Substring? {
        guard line.utf8.contains(9) else { return nil }
        var fields = line.split(separator: "\t")[...]
        guard fields.count >= 3 else { return nil }
        if let type = fields.first, viewerTypes.contains(type.lowercased()) { fields = fields.dropFirst() }
        guard let time = fields.first, isTime(time), fields.count >= 3 else { return nil }
        fields = fields.dropFirst(2)   // the time and the process
        while fields.count > 1, let first = fields.first, first.hasPrefix("0x") || ColumnScanner.digits(first) { fields = fields.dropFirst() }
        if fields.count > 2, let first = fields.first, first.contains("."), !first.contains(" "), first.first?.isLetter == true {
            fields = fields.dropFirst(2)   // the subsystem and its category
        }
        guard let message = fields.first else { return nil }
        return line[message.startIndex...].trimmingBlanks()
    }

    /// The message types Console.app names in its type column.
    private static let viewerTypes: Set<String> = ["default", "info", "debug", "error", "fault", "notice"]

    /// Whether `text` is a time column: `10:00:00.123456+0100`, after a date or not.
    private static func isTime(_ text: Substring) -> Bool {
        var scanner = ColumnScanner(text)
        _ = scanner.date()
        return scanner.time() && scanner.rest.isEmpty
    }

    /// `2013-03-27 16:58:48.277StudyInit[1659:11303] message`: the blank between the time and
    /// the process lost in a paste.
    private static func processAfterGluedTime(_ line: Substring) -> (message: Substring, process: Substring?)? {
        var scanner = ColumnScanner(line)
        guard scanner.date() else { return nil }
        let rest = scanner.rest
        let time = rest.utf8.prefix { ($0 >= 48 && $0 <= 57) || $0 == 58 || $0 == 46 }
        guard time.filter({ $0 == 58 }).count == 2, let first = rest.utf8.dropFirst(time.count).first,
              (first | 0x20) &- 97 < 26 else { return nil }
        return processPrefix(rest[time.endIndex...], timestamped: true)
    }

    /// `Process[pid:tid] message` (the process name may be left out): the message and the pid.
    /// After a timestamp the name may have blanks; without one, the pid must have three digits
    /// or more, so that a clock (`[10:58]`) or a range (`rows[0:20]`) is not taken for one.
    private static func processPrefix(_ text: Substring, timestamped: Bool) -> (message: Substring, process: Substring?)? {
        guard let open = text.firstIndex(of: "["), let close = text[open...].firstIndex(of: "]") else { return nil }
        let name = text[..<open]
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || "._-".contains($0) || (timestamped && $0 == " ") }),
              name.first != " ", name.last != " " else { return nil }
        let ids = text[text.index(after: open)..<close].split(separator: ":", omittingEmptySubsequences: false)
        guard ids.count == 2, ids[0].count >= (timestamped ? 1 : 3), ColumnScanner.digits(ids[0]),
              !ids[1].isEmpty, ids[1].allSatisfy(\.isHexDigit) else { return nil }
        let message = text[text.index(after: close)...]
        guard message.first == " " || message.first == "\t" else { return nil }
        return (message.trimmingBlanks(), ids[0])
    }
}

/// Reads the leading columns of a log line, one blank-separated column at a time.
struct ColumnScanner {
    var rest: Substring
    /// The process ID of the last `Process[pid:tid]` column taken.
    var processID: Substring?
    /// The number columns taken, in order (the default style's pid is the first).
    var numbers: [Substring] = []

    init(_ line: Substring) { rest = line.trimmingBlanks() }

    /// Takes the next column when `test` accepts it.
    private mutating func column(_ test: (Substring) -> Bool) -> Bool { take(test) != nil }

    /// Takes the next column when `test` accepts it, and returns it.
    private mutating func take(_ test: (Substring) -> Bool) -> Substring? {
        // Bytes, not Characters: a log line's columns are ASCII, and Characters cost far more.
        let end = rest.utf8.firstIndex { $0 == 32 || $0 == 9 } ?? rest.endIndex
        let column = rest[..<end]
        guard !column.isEmpty, test(column) else { return nil }
        rest = rest[end...].trimmingBlanks()
        return column
    }

    /// Whether `text` is a run of ASCII digits.
    static func digits(_ text: Substring) -> Bool { digits(text.utf8) }

    private static func digits(_ bytes: Substring.UTF8View.SubSequence) -> Bool {
        !bytes.isEmpty && bytes.allSatisfy { $0 >= 48 && $0 <= 57 }
    }

    /// `2020-04-01`.
    mutating func date() -> Bool {
        column { text in
            // Four digits, `-`, digits, `-`, digits (bytes: this runs on every new message).
            var digits = 0, dashes = 0
            for byte in text.utf8 {
                if byte &- 48 < 10 {
                    digits += 1
                } else if byte == UInt8(ascii: "-"), digits > 0, dashes < 2, dashes > 0 || digits == 4 {
                    dashes += 1
                    digits = 0
                } else {
                    return false
                }
            }
            return dashes == 2 && digits > 0
        }
    }

    /// `16:30:45`, `16:30:45.465638`, `16:30:45.465638+0800`.
    mutating func time() -> Bool {
        column { text in
            // Before any `+` or `-`: digits, `:`, digits, `:`, then digits and `.`s.
            var digits = 0, colons = 0
            for byte in text.utf8 {
                if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { break }
                if byte &- 48 < 10 {
                    digits += 1
                } else if byte == UInt8(ascii: ":"), colons < 2, digits > 0 {
                    colons += 1
                    digits = 0
                } else if byte == UInt8(ascii: "."), colons == 2 {
                    continue
                } else {
                    return false
                }
            }
            return colons == 2
        }
    }

    /// `0x5e1a`.
    mutating func hex() -> Bool {
        column { $0.hasPrefix("0x") && $0.dropFirst(2).allSatisfy(\.isHexDigit) }
    }

    /// A whole number.
    mutating func number() -> Bool {
        guard let column = take(ColumnScanner.digits) else { return false }
        numbers.append(column)
        return true
    }

    /// A word of letters.
    mutating func word(maxLength: Int = 20) -> Bool {
        column { $0.count <= maxLength && $0.allSatisfy(\.isLetter) }
    }

    /// `MyApp:` (a process name ending with `suffix`).
    mutating func process(endingWith suffix: Character) -> Bool {
        column { $0.count > 1 && $0.last == suffix }
    }

    /// A host name (`localhost`, `My-MacBook-Pro.local`): letters, digits, `.`, `-`, `_`.
    mutating func host() -> Bool {
        column { $0.utf8.allSatisfy { $0 < 128 && (($0 | 0x20) >= 97 && ($0 | 0x20) <= 122 || ($0 >= 48 && $0 <= 57) || $0 == 46 || $0 == 45 || $0 == 95) } }
    }

    /// `MyApp[1234:56789]`, or with `endingWithColon` the syslog style's `MyApp[1234]:`.
    mutating func bracketedProcess(endingWithColon: Bool = false) -> Bool {
        let taken = take { text in
            var bytes = text.utf8[...]
            if endingWithColon {
                guard bytes.last == UInt8(ascii: ":") else { return false }
                bytes = bytes.dropLast()
            }
            guard let open = bytes.firstIndex(of: UInt8(ascii: "[")), open > bytes.startIndex, bytes.last == UInt8(ascii: "]") else { return false }
            let parts = bytes[bytes.index(after: open)..<bytes.index(before: bytes.endIndex)].split(separator: UInt8(ascii: ":"))
            return !parts.isEmpty && parts.count <= 2 && ColumnScanner.digits(parts[0])
        }
        guard let taken, let open = taken.utf8.firstIndex(of: UInt8(ascii: "[")) else { return false }
        let idStart = taken.utf8.index(after: open)
        let idEnd = taken.utf8[idStart...].firstIndex { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "]") } ?? taken.endIndex
        processID = taken[idStart..<idEnd]
        return true
    }

    /// Skips `(UIKitCore)` or `[com.example:lifecycle]` when it comes next.
    mutating func optionalGroup(open: Character, close: Character) {
        guard rest.first == open, let end = rest.firstIndex(of: close) else { return }
        let inside = rest[rest.index(after: rest.startIndex)..<end]
        guard !inside.contains(" " as Character) else { return }
        rest = rest[rest.index(after: end)...].trimmingBlanks()
    }
}
