/// Turns JSON Lines logs into plain-format event lines.
///
/// Each non-blank line is one flat object: `"subject"` (the controller, a string) and
/// `"event"` (the event's name, as in the plain format) are required; every other key is
/// one of the event's parameters, with a JSON value of its kind: `true`/`false`, a string
/// naming a controller or `null` for `nil`, a size as `"390x844"` or `[390, 844]`, an
/// enumeration case as a string. Keys about the record itself — `time`, `timestamp`,
/// `thread`, `process`, `pid`, `file`, `line`, `function`, `level`, `message` — and keys
/// starting with `_` are ignored, whatever their value. Anything else is an input error,
/// as in the plain format.
///
/// The unified log's own JSON (`log show --style ndjson`, `log stream --style ndjson`) is
/// read too: a record with an `"eventMessage"` string and no `"subject"` is a log message,
/// read as a console line (``Record/logMessage(_:process:)``), and `log stream`'s
/// `Filtering the log data …` banner line is skipped.
public struct JSONLinesTranslator: Sendable {
    /// What one line of JSON Lines holds.
    public enum Record: Sendable, Equatable {
        /// An event, as a plain-format line.
        case event(String)
        /// A unified-log message (`eventMessage`) and the process ID it gives, to read as a console line.
        case logMessage(String, process: String?)
    }

    /// The line `log stream` prints before its records when it filters.
    static let streamBanner = "Filtering the log data"

    /// Keys that describe the record, not the event.
    public static let ignoredKeys: Set<String> = ["time", "timestamp", "thread", "process", "pid", "file", "line", "function", "level", "message"]

    /// A translator.
    public init() {}

    /// What one JSON line holds; `nil` for a blank line or `log stream`'s banner.
    public func translate(_ line: Substring, number: Int) throws(TraceError) -> Record? {
        let text = line.trimmingBlanks()
        guard !text.isEmpty, !text.hasPrefix(Self.streamBanner) else { return nil }
        var reader = FlatJSONReader(text: Array(text.utf8), line: number)
        let record = try reader.object()
        func fail(_ message: String) -> TraceError { TraceError(line: number, column: 1, message) }
        var fields: [String: FlatJSONReader.Value] = [:]
        for (key, value) in record {
            guard fields[key] == nil else { throw fail("key \"\(key)\" appears twice") }
            fields[key] = value
        }
        if fields["subject"] == nil, case .string(let message)? = fields["eventMessage"] {
            let process: String?
            switch fields["processID"] {
            case .number(let number)?: process = number
            case .string(let string)?: process = string
            default: process = nil
            }
            return .logMessage(message, process: process)
        }
        guard case .string(let subject)? = fields["subject"], !subject.isEmpty else { throw fail("expected a \"subject\" string") }
        guard case .string(let event)? = fields["event"], !event.isEmpty else { throw fail("expected an \"event\" string") }
        var parts = [ConsoleLineTranslator.field(subject), ConsoleLineTranslator.field(event)]
        for (key, value) in record where key != "subject" && key != "event" && !Self.ignoredKeys.contains(key) && !key.hasPrefix("_") {
            let text: String
            switch value {
            case .null: text = "nil"
            case .bool(let flag): text = flag ? "true" : "false"
            case .string(let string): text = ConsoleLineTranslator.field(string)
            case .numbers(let numbers) where numbers.count == 2: text = "\(numbers[0])x\(numbers[1])"
            default: throw fail("the value of \"\(key)\" is neither a string, a boolean, null nor a [width, height] pair")
            }
            parts.append("\(ConsoleLineTranslator.field(key))=\(text)")
        }
        return .event(parts.joined(separator: " "))
    }
}

/// Reads one flat JSON object: string keys; values that are strings, numbers, booleans,
/// `null`, or arrays of numbers. Nested objects are read and kept as ``Value/other``.
struct FlatJSONReader {
    enum Value: Equatable {
        case string(String), number(String), bool(Bool), null, numbers([String]), other
    }

    let text: [UInt8]
    let line: Int
    var index = 0

    func fail(_ expected: String) -> TraceError {
        let found = index < text.count ? "'\(String(decoding: text[index..<min(index + 20, text.count)], as: UTF8.self))'" : "the end of the line"
        return TraceError(line: line, column: index + 1, "expected \(expected) in a JSON object, found \(found)")
    }

    mutating func blanks() { while index < text.count, [32, 9, 13, 10].contains(text[index]) { index += 1 } }

    mutating func expect(_ byte: UInt8, _ what: String) throws(TraceError) {
        blanks()
        guard index < text.count, text[index] == byte else { throw fail(what) }
        index += 1
    }

    /// The object's key-value pairs, in order; nothing may follow it.
    mutating func object() throws(TraceError) -> [(String, Value)] {
        try expect(123, "'{'")
        var pairs: [(String, Value)] = []
        blanks()
        if index < text.count, text[index] == 125 { index += 1 } else {
            while true {
                blanks()
                let key = try string()
                try expect(58, "':'")
                pairs.append((key, try value(depth: 0)))
                blanks()
                guard index < text.count else { throw fail("',' or '}'") }
                if text[index] == 44 { index += 1; continue }
                if text[index] == 125 { index += 1; break }
                throw fail("',' or '}'")
            }
        }
        blanks()
        guard index == text.count else { throw fail("the end of the line after the object") }
        return pairs
    }

    mutating func value(depth: Int) throws(TraceError) -> Value {
        blanks()
        guard index < text.count, depth < 32 else { throw fail("a value") }
        switch text[index] {
        case 34: return .string(try string())
        case 116: try word("true"); return .bool(true)
        case 102: try word("false"); return .bool(false)
        case 110: try word("null"); return .null
        case 45, 48...57: return .number(try number())
        case 91, 123:
            let close: UInt8 = text[index] == 91 ? 93 : 125
            index += 1
            var numbers: [String] = []
            var onlyNumbers = close == 93
            blanks()
            if index < text.count, text[index] == close { index += 1; return onlyNumbers ? .numbers([]) : .other }
            while true {
                if close == 125 { blanks(); _ = try string(); try expect(58, "':'") }
                let element = try value(depth: depth + 1)
                if case .number(let number) = element { numbers.append(number) } else { onlyNumbers = false }
                blanks()
                guard index < text.count else { throw fail("',' or '\(Character(UnicodeScalar(close)))'") }
                if text[index] == 44 { index += 1; continue }
                if text[index] == close { index += 1; break }
                throw fail("',' or '\(Character(UnicodeScalar(close)))'")
            }
            return onlyNumbers ? .numbers(numbers) : .other
        default: throw fail("a value")
        }
    }

    mutating func word(_ word: String) throws(TraceError) {
        let bytes = Array(word.utf8)
        guard text.count - index >= bytes.count, Array(text[index..<index + bytes.count]) == bytes else { throw fail("a value") }
        index += bytes.count
    }

    mutating func number() throws(TraceError) -> String {
        let start = index
        while index < text.count, (48...57).contains(text[index]) || [45, 43, 46, 101, 69].contains(text[index]) { index += 1 }
        let number = String(decoding: text[start..<index], as: UTF8.self)
        guard Double(number) != nil else { index = start; throw fail("a number") }
        return number
    }

    mutating func string() throws(TraceError) -> String {
        guard index < text.count, text[index] == 34 else { throw fail("a string") }
        index += 1
        var bytes: [UInt8] = []
        while index < text.count {
            let byte = text[index]
            index += 1
            switch byte {
            case 34: return String(decoding: bytes, as: UTF8.self)
            case 92:
                guard index < text.count else { throw fail("an escape") }
                let escaped = text[index]
                index += 1
                switch escaped {
                case 34, 92, 47: bytes.append(escaped)
                case 110: bytes.append(10)
                case 116: bytes.append(9)
                case 114: bytes.append(13)
                case 98: bytes.append(8)
                case 102: bytes.append(12)
                case 117:
                    guard text.count - index >= 4, let code = UInt32(String(decoding: text[index..<index + 4], as: UTF8.self), radix: 16)
                    else { throw fail("four hex digits after \\u") }
                    index += 4
                    bytes += Array(String(UnicodeScalar(code).map(Character.init) ?? "\u{FFFD}").utf8)
                default: throw fail("an escape")
                }
            case 0..<32: index -= 1; throw fail("a closing '\"' (control characters must be escaped)")
            default: bytes.append(byte)
            }
        }
        throw fail("a closing '\"'")
    }
}
