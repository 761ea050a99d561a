/// The item of a list at the start of a pasted line: its marker (`- `, `* `, `• `, `=> `, a
/// number: `1. `, `2) `, `3、`, `[4] `, `（5）`), as posts and notes list the steps of a run.
/// Lists tell where a paste's sections are (``SectionRestart``): a numbered list that starts
/// again at 1 after a later item is another list (the steps of another run, or of another
/// case: `1、applicationWillResignActive` after `3、applicationDidBecomeActive`), and a line
/// that is no item of a list, between its items (`Launching the app - from Backgrounded`
/// between `- applicationDidBecomeActive: Active` and `- applicationWillEnterForeground:
/// Background`), is the title of the next.
enum ListItem {
    /// The marker `line` begins with (after blanks) and, for a numbered item, its number;
    /// `nil` for a line that is no list item. A marker is a bullet (`-`, `*`, `+`, `•`, `・`)
    /// or an arrow (`=>`, `->`, `→`) and a blank (each kind its own value), or a number
    /// (``number(of:at:)``, the value 0). (Most lines are told from their first byte: this runs
    /// on every line of a console log.)
    static func item(of line: UnsafeBufferPointer<UInt8>) -> (marker: UInt8, number: Int?)? {
        var index = 0
        while index < line.count, line[index] == 32 || line[index] == 9 { index += 1 }
        guard index < line.count else { return nil }
        switch line[index] {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "("), UInt8(ascii: "["), 0xEF:
            return number(of: line, at: index).map { (0, $0) }
        case UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "="), 0xE2, 0xE3:
            return bullet(of: line, at: index).map { ($0, nil) }
        default:
            return nil
        }
    }

    /// The kind of bullet or arrow at `index` of `line`, followed by a blank, that is no
    /// Objective-C method's declaration (`- (void)viewDidLoad`).
    private static func bullet(of line: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt8? {
        for (kind, bullet) in bullets.enumerated() where starts(line, at: index, with: bullet) {
            let next = index + bullet.count
            guard next < line.count, line[next] == 32 || line[next] == 9 else { return nil }
            var text = next
            while text < line.count, line[text] == 32 || line[text] == 9 { text += 1 }
            guard text == line.count || line[text] != UInt8(ascii: "(") else { return nil }
            return UInt8(kind + 1)
        }
        return nil
    }

    /// The item number at `index` of `line` (its first byte after blanks): one to three
    /// digits, in parentheses or brackets or not, then `.` or `:` and a blank, `)`, or an
    /// ideographic comma or full stop (`、`, `．`); `nil` for any other line (a time,
    /// `10:00:00`, a version, `1.5`).
    private static func number(of line: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        var index = start
        let count = line.count
        // The bracket it opens with, as the bytes that close it.
        var closing: [UInt8]?
        if index < count, line[index] == UInt8(ascii: "(") { closing = [UInt8(ascii: ")")]; index += 1 }
        else if index < count, line[index] == UInt8(ascii: "[") { closing = [UInt8(ascii: "]")]; index += 1 }
        else if index < count, line[index] == 0xEF, starts(line, at: index, with: fullwidthOpening) { closing = fullwidthClosing; index += 3 }
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

    /// Bullets and arrows, each followed by a blank: `-`, `*`, `+`, `•`, `・`, `=>`, `->`, `→`.
    private static let bullets: [[UInt8]] = [
        [0x2D], [0x2A], [0x2B], [0xE2, 0x80, 0xA2], [0xE3, 0x83, 0xBB], [0x3D, 0x3E], [0x2D, 0x3E], [0xE2, 0x86, 0x92],
    ]
    /// `（` and `）`.
    private static let fullwidthOpening: [UInt8] = [0xEF, 0xBC, 0x88]
    private static let fullwidthClosing: [UInt8] = [0xEF, 0xBC, 0x89]
    /// `、`, `．`, `）`, `：`.
    private static let ideographicMarks: [[UInt8]] = [[0xE3, 0x80, 0x81], [0xEF, 0xBC, 0x8E], [0xEF, 0xBC, 0x89], [0xEF, 0xBC, 0x9A]]

    private static func starts(_ line: UnsafeBufferPointer<UInt8>, at index: Int, with bytes: [UInt8]) -> Bool {
        index + bytes.count <= line.count && bytes.indices.allSatisfy { line[index + $0] == bytes[$0] }
    }
}
