/// The number of a numbered list's item at the start of a pasted line (`1. `, `2) `, `3、`,
/// `[4] `, `（5）`), as posts and notes number the steps of a run. A list that starts again
/// at 1 after a later item is another list: the steps of another run, or of another case
/// (`1、applicationWillResignActive` after `3、applicationDidBecomeActive`), a section of the
/// paste as a heading begins one (``SectionRestart``).
enum ListItemNumber {
    /// The item number `line` begins with (after blanks): one to three digits, in parentheses
    /// or brackets or not, then `.` or `:` and a blank, `)`, or an ideographic comma or
    /// full stop (`、`, `．`); `nil` for any other line (a time, `10:00:00`, a version, `1.5`).
    static func of(_ line: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let count = line.count
        while index < count, line[index] == 32 || line[index] == 9 { index += 1 }
        // The bracket it opens with, as the bytes that close it.
        var closing: [UInt8]?
        if index < count, line[index] == UInt8(ascii: "(") { closing = [UInt8(ascii: ")")]; index += 1 }
        else if index < count, line[index] == UInt8(ascii: "[") { closing = [UInt8(ascii: "]")]; index += 1 }
        else if starts(line, at: index, with: fullwidthOpening) { closing = fullwidthClosing; index += 3 }
        let digits = index
        var number = 0
        while index < count, line[index] &- 48 < 10, index - digits < 4 {
            number = number * 10 + Int(line[index] &- 48)
            index += 1
        }
        guard index > digits, index - digits <= 3, index < count, line[index] &- 48 >= 10 else { return nil }
        if let closing { return starts(line, at: index, with: closing) ? number : nil }
        let mark = line[index]
        if mark == UInt8(ascii: ")") { return number }
        if mark == UInt8(ascii: ".") || mark == UInt8(ascii: ":") {
            return index + 1 < count && (line[index + 1] == 32 || line[index + 1] == 9) ? number : nil
        }
        return ideographicMarks.contains { starts(line, at: index, with: $0) } ? number : nil
    }

    /// `（` and `）`.
    private static let fullwidthOpening: [UInt8] = [0xEF, 0xBC, 0x88]
    private static let fullwidthClosing: [UInt8] = [0xEF, 0xBC, 0x89]
    /// `、`, `．`, `）`, `：`.
    private static let ideographicMarks: [[UInt8]] = [[0xE3, 0x80, 0x81], [0xEF, 0xBC, 0x8E], [0xEF, 0xBC, 0x89], [0xEF, 0xBC, 0x9A]]

    private static func starts(_ line: UnsafeBufferPointer<UInt8>, at index: Int, with bytes: [UInt8]) -> Bool {
        index + bytes.count <= line.count && bytes.indices.allSatisfy { line[index + $0] == bytes[$0] }
    }
}
