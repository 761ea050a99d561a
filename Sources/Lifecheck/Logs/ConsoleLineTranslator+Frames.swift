/// A console line translator's stack frames, debugger lines and exception names: lines that name a
/// callback without being a call of it.
extension ConsoleLineTranslator {
    /// Whether `word` is a source file and line in parentheses (`(Home.m:177)`, `(Home.swift:0)`).
    static func isSourceLocation(_ word: Substring) -> Bool {
        guard word.hasPrefix("("), word.hasSuffix(")"), let colon = word.lastIndex(of: ":") else { return false }
        let file = word[word.index(after: word.startIndex)..<colon], line = word[word.index(after: colon)..<word.index(before: word.endIndex)]
        guard let dot = file.lastIndex(of: "."), dot > file.startIndex, !line.isEmpty else { return false }
        return line.allSatisfy { $0.isASCII && $0.isNumber } && file[file.index(after: dot)...].allSatisfy { $0.isASCII && $0.isLetter }
    }

    /// Whether `text` is a frame of a backtrace: a frame number (`3`, `#3`, lldb's `frame #3:`),
    /// a code address alone within the next two words (`0x1003a4`, not `<Home: 0x1>`), and
    /// what only a frame has: an offset at the end (`-[Home viewDidLoad] + 561`), gdb's `in`
    /// after the address, lldb's `frame` with its `module`function`, or a module before the
    /// address and a method after it to the end (`2 UIKit 0x187eb8cc0 -[UINavigationController
    /// loadView]`, symbolicated without its offset). A counter before a
    /// controller and its address (`3 Home 0x7fa1 viewDidLoad`) is none of these. A crash
    /// reporter's frame names the source file and line instead of the address (Rollbar:
    /// `9 App "Home.m" line 34 in -[Home viewDidAppear:]`; Crashlytics: `0 Instabug
    /// -[IBGMethodSwizzler viewDidAppear:] (IBGMethodSwizzler.m:177)`), and Kotlin/Native
    /// writes `at` before the number (`at 4 shared 0x100e53f07 kfun:…#objc:viewWillLayoutSubviews + 1127`).
    static func isStackFrame(_ text: Substring) -> Bool {
        guard mayBeStackFrame(text) else { return false }
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        if words.first == "*" || words.first == "at" { words = words.dropFirst() }
        let lldb = words.first == "frame"
        if lldb { words = words.dropFirst() }
        guard var number = words.first else { return false }
        if number.hasPrefix("#") { number = number.dropFirst() }
        if number.hasSuffix(":") { number = number.dropLast() }
        // (lldb's `frame #` numbers a layout loop's overflowing stack past 9999; other frames have at most 4 digits.)
        guard !number.isEmpty, number.count <= (lldb ? 7 : 4), number.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
        let rest = words.dropFirst()
        // (A symbol before the location, as a frame has: `-[Home viewDidLoad]`, `(unknown)`.)
        if rest.count >= 3, let last = rest.last, isSourceLocation(last),
           let symbol = rest.dropLast().last, symbol.hasSuffix("]") || symbol.hasSuffix(")") { return true }
        if let line = rest.firstIndex(of: "line"), line > rest.startIndex, rest[rest.index(before: line)].hasSuffix("\""),
           rest.index(after: line) < rest.endIndex, rest[rest.index(after: line)].allSatisfy(\.isNumber),
           rest.index(line, offsetBy: 2) < rest.endIndex, rest[rest.index(line, offsetBy: 2)] == "in" { return true }
        guard let address = rest.prefix(2).firstIndex(where: { word in
            var word = word
            if word.hasSuffix(":") { word = word.dropLast() }
            return word.count > 3 && word.hasPrefix("0x") && word.dropFirst(2).allSatisfy(\.isHexDigit)
        }) else { return false }
        if lldb { return true }
        if rest.index(after: address) < rest.endIndex, rest[rest.index(after: address)] == "in" { return true }
        // A symbolicated frame without its offset: a module before the address, a method after it
        // to the end (Fabric's `2  UIKit  0x187eb8cc0 -[UINavigationController loadView]`).
        if address > rest.startIndex, rest.index(after: address) < rest.endIndex, let method = rest[rest.index(after: address)].first,
           method == "-" || method == "+", rest.last?.hasSuffix("]") == true { return true }
        guard rest.count >= 3, let offset = rest.last, rest[rest.index(before: rest.endIndex - 1)] == "+" else { return false }
        return offset.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Whether `text` may be a stack frame, from its first word alone: a frame's number
    /// (`3`, `#3`, `3:`), or a word that may come before it (`*`, `at`, `frame`). Most lines
    /// are told apart here, from their bytes, before ``isStackFrame(_:)`` splits them into words.
    private static func mayBeStackFrame(_ text: Substring) -> Bool {
        var utf8 = text.utf8[...]
        while let first = utf8.first, first == 32 || first == 9 { utf8 = utf8.dropFirst() }
        let word = utf8.prefix { $0 != 32 && $0 != 9 }
        if word.elementsEqual("*".utf8) || word.elementsEqual("at".utf8) || word.elementsEqual("frame".utf8) { return true }
        var digits = word[...]
        if digits.first == UInt8(ascii: "#") { digits = digits.dropFirst() }
        if digits.last == UInt8(ascii: ":") { digits = digits.dropLast() }
        return !digits.isEmpty && digits.count <= 4 && digits.allSatisfy { $0 &- 48 < 10 }
    }

    /// Whether `line`, as pasted (its backticks kept), is lldb's: its prompt and a command
    /// (`(lldb) disass -n "-[Home viewWillAppear:]"`), or its disassembly's heading, a module
    /// and a symbol (`UIKit`-[UIViewController viewWillAppear:]:`): the debugger's words about
    /// a method, no call of it.
    static func isDebuggerLine(_ line: Substring) -> Bool {
        if line.hasPrefix("(lldb)") { return true }
        guard line.hasSuffix(":"), let tick = line.firstIndex(of: "`"), tick > line.startIndex else { return false }
        return line[..<tick].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") })
            && line[line.index(after: tick)...].first.map({ $0 == "-" || $0 == "+" || $0.isLetter }) == true
    }

    /// Whether `text` names an Objective-C exception and nothing else, as a crash reporter
    /// prints it above its reason (Crashlytics' `Fatal Exception: NSInvalidArgumentException`).
    static func isExceptionName(_ text: Substring) -> Bool {
        guard text.hasSuffix("Exception") else { return false }
        var name = text
        if let colon = text.firstIndex(of: ":") {
            guard text[..<colon].lowercased().hasSuffix("exception") else { return false }
            name = text[text.index(after: colon)...].trimmingBlanks()
        }
        return name.count > 11 && name.hasPrefix("NS") && name.hasSuffix("Exception")
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
}
