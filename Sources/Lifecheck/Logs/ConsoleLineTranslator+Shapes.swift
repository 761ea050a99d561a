/// A console line translator's line shapes: the controller, the function and the rest of a line,
/// once decoration is removed.
extension ConsoleLineTranslator {
    /// A controller on a line: its class (or label) and address.
    struct Subject {
        var name: Substring
        var address: Substring?
        var key: String { address.map { "\(Self.className(name))@\($0)" } ?? String(name) }
        /// The class without its module or generic arguments: `MyApp.List<MyApp.Item>` is `List`.
        static func className(_ name: Substring) -> Substring {
            // Bytes, not Characters: this runs several times on every new message.
            let bytes = name.utf8
            let end = bytes.firstIndex(of: UInt8(ascii: "<")) ?? name.endIndex
            // After the last `.` but trailing ones (`A.B.` is `B`); all dots, or none: the whole.
            var last = end
            while last > bytes.startIndex, bytes[bytes.index(before: last)] == UInt8(ascii: ".") { bytes.formIndex(before: &last) }
            guard last > bytes.startIndex else { return name[..<end] }
            var first = last
            while first > bytes.startIndex, bytes[bytes.index(before: first)] != UInt8(ascii: ".") { bytes.formIndex(before: &first) }
            return name[first..<last]
        }
    }

    /// A function name on a line, and whether it has a call's shape (`f(_:)`, `f:`, `-[C f]`).
    struct Function {
        var text: Substring
        var isSignature: Bool
    }

    enum Resolved: Sendable, Equatable { case event(String), endOfLife }

    /// `subject` with its address when the line gives it after the function: `self` printed
    /// whole (an object of the same class, when the line prints more objects than the
    /// event's `arguments` controllers, so an argument is never taken for self) or as a bare
    /// `%p` right after; and the rest without it. A subject that has its address, or a line
    /// without one, is kept. Where the event takes no controller, the one object the line
    /// prints right after it is self whatever the word before the function (`Aspect
    /// viewWillAppear <App.Home: 0x…>`, `Hook viewDidLoad <…>`: a tag), unless it prints its
    /// properties as a view does (`<UIView: 0x…; frame = …>`), which no controller's
    /// description has; an object after other words is something the line prints of it
    /// (`Home viewWillAppear nav: <UINavigationController: 0x1>`).
    static func addressed(_ subject: Subject, in rest: Substring, arguments: Int) -> (Subject, Substring) {
        guard subject.address == nil else { return (subject, rest) }
        var index = rest.startIndex
        if arguments == 0, case let printed = objectRanges(in: rest), printed.count == 1, let (object, range) = printed.first,
           rest[..<range.lowerBound].utf8.allSatisfy({ $0 == 32 || $0 == 9 }), !rest[range].utf8.contains(UInt8(ascii: ";")) {
            return (object, rest[range.upperBound...].trimmingBlanks())
        }
        let spare = objects(in: rest).count > arguments
        while spare, let open = rest[index...].firstIndex(of: "<") {
            if let (object, after) = object(at: rest[open...]), Subject.className(object.name) == Subject.className(subject.name) {
                return (object, (rest[..<open] + after).trimmingBlanks())
            }
            index = rest.index(after: open)
        }
        let (word, after) = Self.word(rest)
        if word.count > 2, word.hasPrefix("0x"), word.dropFirst(2).allSatisfy(\.isHexDigit) {
            return (Subject(name: subject.name, address: word), after)
        }
        return (subject, rest)
    }

    /// Drops `12: `, `12. `, `[12] ` before a message.
    static func droppingNumber(_ text: Substring) -> Substring {
        let bytes = text.utf8
        var index = bytes.startIndex
        if bytes.first == UInt8(ascii: "[") { bytes.formIndex(after: &index) }
        let digitsStart = index
        while index < bytes.endIndex, bytes[index] &- 48 < 10 { bytes.formIndex(after: &index) }
        guard index > digitsStart, index < bytes.endIndex, case let mark = bytes[index],
              mark == UInt8(ascii: ":") || mark == UInt8(ascii: ".") || mark == UInt8(ascii: ")") || mark == UInt8(ascii: "]") else { return text }
        let after = text[bytes.index(after: index)...]
        guard after.utf8.first == 32 || after.utf8.first == 9 else { return text }
        return after.trimmingBlanks()
    }

    /// Log levels that logging macros put before a message: `[INFO] `, `[DEBUG] `.
    static let levelTags: Set<Substring> = ["INFO", "DEBUG", "TRACE", "VERBOSE", "NOTICE", "WARN", "WARNING", "ERROR", "DEFAULT", "I", "D", "V", "W", "E"]

    /// Drops what logging wrappers put around a message: runs of `-`, `=`, `*`, `~`, `#`
    /// around it (`---- [SecondVC : viewDidLoad] ----`), a leading mark with no letter or
    /// digit (`🟢 `, `▶︎ `), a level tag (`[INFO] `), a category tag before a printed object
    /// (`[Lifecycle] <MyApp.Home: 0x…> …`), brackets around the whole message
    /// (`[SecondVC : viewDidLoad]`) and parentheses around a method (`(-[Home viewDidLoad]) - Called …`).
    static func droppingDecoration(_ text: Substring) -> Substring {
        // Bytes, not Characters, where the marks sought are ASCII: this runs on every new message.
        func isRule(_ word: Substring) -> Bool {
            word.utf8.count >= 2 && word.utf8.allSatisfy { $0 == 45 || $0 == 61 || $0 == 42 || $0 == 126 || $0 == 35 }
        }
        var text = text
        var (first, rest) = word(text)
        if !rest.isEmpty, !hasLetterOrDigit(first), !first.utf8.contains(UInt8(ascii: "<")), !first.utf8.contains(UInt8(ascii: "[")) {
            text = rest
            (first, rest) = word(text)
        }
        if isRule(first), !rest.isEmpty { text = rest }
        // (Not before a method: `[Detail] -[Base viewDidLoad]` names the runtime class.)
        if text.utf8.first == UInt8(ascii: "["), let close = text.utf8.firstIndex(of: UInt8(ascii: "]")), !text.utf8[..<close].contains(32),
           case let after = text[text.utf8.index(after: close)...].trimmingBlanks(), after.utf8.first == UInt8(ascii: "<") {
            text = after
        }
        if let end = text.utf8.lastIndex(where: { $0 == 32 || $0 == 9 }), isRule(text[text.utf8.index(after: end)...]) {
            text = text[..<end].trimmingBlanks()
        }
        if text.utf8.first == UInt8(ascii: "["), let close = text.utf8.firstIndex(of: UInt8(ascii: "]")),
           levelTags.contains(text[text.utf8.index(after: text.startIndex)..<close]) {
            text = text[text.utf8.index(after: close)...].trimmingBlanks()
        }
        if case let bytes = text.utf8, bytes.first == UInt8(ascii: "["), bytes.last == UInt8(ascii: "]"), bytes.count > 2,
           !bytes.dropFirst().contains(UInt8(ascii: "[")), bytes.firstIndex(of: UInt8(ascii: "]")) == bytes.index(before: bytes.endIndex) {
            text = text[bytes.index(after: bytes.startIndex)..<bytes.index(before: bytes.endIndex)].trimmingBlanks()
        }
        // A label glued to a method: `方法:-[Home viewDidLoad]` (a word, dropped) or
        // `FeedViewController:-[BaseViewController viewDidLoad]` (the runtime class, kept as the label).
        if let (colon, afterColon) = labelColon(in: text), colon > text.startIndex, text.utf8[afterColon...].starts(with: [45, 91]) {
            let label = text[..<colon], method = text[afterColon...]
            text = label.utf8.allSatisfy({ $0 < 128 }) && isLabel(label) ? Substring(label + " " + method) : method
        }
        // A word glued to a method, or a number before it: `HomeVC-[BaseVC viewDidLoad]`
        // (`NSLog(@"%@-%s", self.class, __func__)`: the runtime class, kept as the label, as
        // with a blank), `111-[Home viewDidLoad]`, `111 -[Home viewDidLoad]` (`NSLog(@"111%s",
        // __func__)`: a number, dropped; the method names the class).
        if let method = gluedMethod(in: text), !isBlockSymbol(text[method...]) {
            let label = text[..<method].reversed().drop { $0 == "-" }.reversed()
            let word = Substring(String(label))
            text = word.allSatisfy(\.isASCII) && isLabel(word) ? Substring(word + " " + text[method...]) : text[method...]
        } else if let first = text.utf8.first, first >= 48, first <= 57,
                  case let (number, rest) = word(text), number.utf8.allSatisfy({ $0 &- 48 < 10 }),
                  rest.utf8.starts(with: [45, 91]) || rest.utf8.starts(with: [43, 91]) {
            text = rest
        }
        if text.utf8.starts(with: [40, 45, 91]) || text.utf8.starts(with: [40, 43, 91]), let close = text.range(of: "])") {
            text = text[text.index(after: text.startIndex)..<text.index(after: close.lowerBound)] + text[close.upperBound...]
        }
        return text
    }

    /// Whether `text` starts with a method whose block's symbol it is: `-[Home viewDidLoad]_block_invoke`
    /// (as `__29-[Home viewDidLoad]_block_invoke` prints a block the callback made).
    static func isBlockSymbol(_ text: Substring) -> Bool {
        guard let close = text.firstIndex(of: "]") else { return false }
        return text[text.index(after: close)...].hasPrefix("_block_invoke")
    }

    /// Whether `word` has a letter or a digit (of any script).
    static func hasLetterOrDigit(_ word: Substring) -> Bool {
        if word.utf8.allSatisfy({ $0 < 128 }) {
            return word.utf8.contains { $0 &- 48 < 10 || ($0 | 0x20) &- 97 < 26 }
        }
        return word.contains { $0.isLetter || $0.isNumber }
    }

    /// The first `:` or `：` of `text` before any blank or `[`, and where what follows it starts.
    private static func labelColon(in text: Substring) -> (Substring.Index, Substring.Index)? {
        let bytes = text.utf8
        var index = bytes.startIndex
        while index < bytes.endIndex {
            switch bytes[index] {
            case 32, 9, UInt8(ascii: "["): return nil
            case UInt8(ascii: ":"): return (index, bytes.index(after: index))
            case 0xEF:
                // `：` (U+FF1A) is EF BC 9A.
                let second = bytes.index(after: index)
                if second < bytes.endIndex, bytes[second] == 0xBC, case let third = bytes.index(after: second), third < bytes.endIndex, bytes[third] == 0x9A {
                    return (index, bytes.index(after: third))
                }
            default: break
            }
            bytes.formIndex(after: &index)
        }
        return nil
    }

    /// Where a method `-[…]` / `+[…]` starts inside the first word of `text`, after something
    /// glued to it (not a `label:`, read above), or `nil`. Bytes, not Characters: it runs on
    /// every new message.
    private static func gluedMethod(in text: Substring) -> Substring.Index? {
        let bytes = text.utf8
        var index = bytes.startIndex
        var previous: UInt8 = 0
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == 32 || byte == 9 { return nil }
            if byte == UInt8(ascii: "["), previous == UInt8(ascii: "-") || previous == UInt8(ascii: "+") {
                let start = bytes.index(before: index)
                guard start > bytes.startIndex, bytes[bytes.index(before: start)] != UInt8(ascii: ":"),
                      !text[..<start].hasSuffix("："), bytes[index...].contains(UInt8(ascii: "]")) else { return nil }
                return start
            }
            previous = byte
            index = bytes.index(after: index)
        }
        return nil
    }

    /// `-[Class selector]` / `+[Class selector]` (`-[Class(Category) selector]`) at the start
    /// of `text`: the class, the selector and what follows.
    static func method(at text: Substring) -> (Substring, Substring, Substring)? {
        guard text.hasPrefix("-[") || text.hasPrefix("+["), let close = text.firstIndex(of: "]") else { return nil }
        let inside = text[text.index(text.startIndex, offsetBy: 2)..<close].split(separator: " ", maxSplits: 1)
        guard inside.count == 2 else { return nil }
        let className = inside[0].split(separator: "(").first ?? inside[0]
        return (className, inside[1], text[text.index(after: close)...].trimmingBlanks())
    }

    /// The subject, function and rest of a line, in any of the shapes above.
    func split(_ text: Substring) -> (subject: Subject?, function: Function, rest: Substring)? {
        // A log's level names nothing: `WARNING -> applicationDidReceiveMemoryWarning()`, `INFO: -[Home viewDidLoad]`.
        var text = text
        while case let (first, rest) = Self.word(text), !rest.isEmpty, LineLabel.isLevelTag(first.last == ":" ? first.dropLast() : first) {
            text = Self.droppingSeparator(rest)
        }
        // -[Class selector] / +[Class selector]
        if let (className, selector, rest) = Self.method(at: text) {
            // (A block's symbol is read by its callback token, and skipped.)
            if Self.isBlockSymbol(text) { return nil }
            // A macro that prints the method and then self: `-[Home viewDidLoad] … <App.Home: 0x…>`.
            // A swizzled implementation prints the class it is written in, a base class or a
            // category of UIViewController (`-[UIViewController xxx_viewWillAppear:]`): the
            // object after it is the controller, or none is named.
            let swizzled = isSwizzled(selector)
            if let open = rest.firstIndex(of: "<"), let (object, after) = Self.object(at: rest[open...]),
               swizzled || Subject.className(object.name) == Subject.className(className) {
                return (object, Function(text: selector, isSignature: true), rest[..<open] + after)
            }
            return (swizzled ? nil : Subject(name: className, address: nil), Function(text: selector, isSignature: true), rest)
        }
        // <Class: 0x…> function …
        if let (object, after) = Self.object(at: text) {
            let rest = Self.droppingSeparator(after)
            // <Class: 0x…> -[Class selector]: `NSLog(@"%@ %s", self, __func__)`.
            if let (_, selector, afterMethod) = Self.method(at: rest) {
                return (object, Function(text: selector, isSignature: true), afterMethod)
            }
            let (word, remainder) = Self.word(rest)
            guard !word.isEmpty else { return nil }
            return (object, Function(text: word, isSignature: Self.isSignature(word)), remainder)
        }
        let (first, afterFirst) = Self.word(text)
        guard !first.isEmpty else { return nil }
        let rest = Self.droppingSeparator(afterFirst)
        // Label -[Class selector]: `NSLog(@"%@ %s", self.class, __func__)`. The label is the
        // runtime class; the method's class is where the method is implemented (maybe a base class).
        let unbracketed = first.first == "[" && first.last == "]" && first.count > 2 ? first.dropFirst().dropLast() : first
        // (A log line's verb names nothing: `Called -[Home viewDidLoad]` is Home's.)
        if let (_, selector, after) = Self.method(at: rest), Self.isLabel(unbracketed) {
            guard !LineLabel.isVerb(unbracketed, afterCallback: false) else { return split(rest) }
            return (Subject(name: unbracketed, address: nil), Function(text: selector, isSignature: true), after)
        }
        // function <Class: 0x…> …
        if let (object, after) = Self.object(at: rest), resolve(first) != nil {
            return (object, Function(text: first, isSignature: Self.isSignature(first)), after)
        }
        // Class.function(…): a type name and #function in one word.
        if let dot = first.lastIndex(of: "."), dot > first.startIndex,
           case let function = first[first.index(after: dot)...], Self.isSignature(function) || rest.isEmpty,
           resolve(function) != nil, Self.isLabel(first[..<dot]) {
            return (Subject(name: first[..<dot], address: nil), Function(text: function, isSignature: Self.isSignature(function)), rest)
        }
        // Label:function in one word, the label naming the controller: `画面A:viewDidLoad()`,
        // `Home:viewDidLoad` (`print("画面A:" + #function)`); marks before the label are dropped.
        // A number there is a line number (`print("\(#line):\(#function)")`), not a controller.
        if let colon = first.firstIndex(where: { $0 == ":" || $0 == "：" }), colon > first.startIndex,
           case let function = first[first.index(after: colon)...], !function.isEmpty, resolve(function) != nil,
           case let label = first[..<colon].drop(while: { !$0.isLetter && !$0.isNumber && $0 != "_" }), !label.isEmpty {
            if label.allSatisfy({ $0.isASCII && $0.isNumber }), rest.isEmpty {
                return (nil, Function(text: function, isSignature: Self.isSignature(function)), rest)
            }
            if Self.isLabel(label) {
                return (Subject(name: label, address: nil), Function(text: function, isSignature: Self.isSignature(function)), rest)
            }
        }
        // A lone function: a callback without a controller.
        if rest.isEmpty { return resolve(first) != nil ? (nil, Function(text: first, isSignature: Self.isSignature(first)), rest) : nil }
        // Label function …
        let (second, remainder) = Self.word(rest)
        var label = first.last == ":" ? first.dropLast() : first
        if label.first == "[", label.last == "]" { label = label.dropFirst().dropLast() }   // [HomeViewController] viewDidLoad()
        // (A log line's verb names nothing: `Method viewDidLoad`, `Метод viewDidLoad`.)
        guard Self.isLabel(label), !second.isEmpty, !LineLabel.isVerb(label, afterCallback: false) else { return nil }
        return (Subject(name: label, address: nil), Function(text: second, isSignature: Self.isSignature(second)), remainder)
    }

    /// `<MyApp.Home: 0x7f8b4c00a000>` (or `<MyApp.Home: 0x…; more>`, `<MyApp.Home 0x…>`) at the start of `text`, and what follows.
    static func object(at text: Substring) -> (Subject, Substring)? {
        // The closing `>` that matches, past a generic class's own (`<MyApp.List<MyApp.Item>: 0x…>`).
        // Bytes, not Characters: this runs on every `<` of every new message.
        let bytes = text.utf8
        guard bytes.first == UInt8(ascii: "<") else { return nil }
        var depth = 0, colon: Substring.Index?, close: Substring.Index?
        var index = bytes.startIndex
        scan: while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ">"):
                depth -= 1
                if depth == 0 { close = index; break scan }
            case UInt8(ascii: ":") where depth == 1 && colon == nil: colon = index
            default: break
            }
            bytes.formIndex(after: &index)
        }
        guard let close else { return nil }
        let open = bytes.index(after: bytes.startIndex)
        guard let colon, colon < close else {
            // A class and its address without the colon, as UIKit prints the navigation
            // controller of a refused push (`called on <UINavigationController 0x…> while …`).
            let (className, address) = word(text[open..<close].trimmingBlanks())
            guard isAddress(address), isLabel(className) else { return nil }
            return (Subject(name: className, address: address), text[bytes.index(after: close)...].trimmingBlanks())
        }
        // The address: after the colon and blanks, up to `;`, a blank or `>`.
        var start = bytes.index(after: colon)
        while start < close, bytes[start] == 32 || bytes[start] == 9 || bytes[start] == 13 { bytes.formIndex(after: &start) }
        var last = close
        while last > start, case let byte = bytes[bytes.index(before: last)], byte == 32 || byte == 9 || byte == 13 { bytes.formIndex(before: &last) }
        var end = start
        while end < last, bytes[end] != UInt8(ascii: ";"), bytes[end] != 32, bytes[end] != UInt8(ascii: ">") { bytes.formIndex(after: &end) }
        let address = text[start..<end]
        let className = text[open..<colon].trimmingBlanks()   // `< Home: 0x1 >`, as some pages space it
        guard !className.isEmpty, !className.utf8.prefix(while: { $0 != UInt8(ascii: "<") }).contains(32),
              Self.isAddress(address) else { return nil }
        return (Subject(name: className, address: address), text[bytes.index(after: close)...].trimmingBlanks())
    }

    /// Whether `word` is `0x` and hexadecimal digits.
    static func isAddress(_ word: Substring) -> Bool {
        let bytes = word.utf8
        guard bytes.count > 2, bytes.starts(with: [48, 120]) else { return false }
        return bytes.dropFirst(2).allSatisfy { $0 &- 48 < 10 || ($0 | 0x20) &- 97 < 6 }
    }

    /// The first blank-separated word of `text`, and the rest.
    static func word(_ text: Substring) -> (Substring, Substring) {
        let end = text.utf8.firstIndex { $0 == 32 || $0 == 9 } ?? text.endIndex
        return (text[..<end], text[end...].trimmingBlanks())
    }

    /// Drops a separator between a controller and its callback: `-`, `–`, `—`, `:`, `|`,
    /// `->`, `=>`, `--->`, `>>` (a word of such marks only).
    static func droppingSeparator(_ text: Substring) -> Substring {
        let (word, rest) = word(text)
        return !word.isEmpty && word.allSatisfy({ "-–—:|>=·~".contains($0) }) ? rest : text
    }

    /// A class name or label: letters, digits, `_`, `.`, `#`, `@`, `-`, starting with a letter or `_`.
    static func isLabel(_ text: Substring) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || "_.#@-$".contains($0) }
    }

    /// Whether `word` has a call's shape: `name(…)` or a selector `name:` / `name:with:`.
    static func isSignature(_ word: Substring) -> Bool {
        let word = unquoted(word)
        return (word.contains("(" as Character) && word.last == ")") || (word.last == ":" && !word.hasPrefix(":"))
    }

    /// `word` without the double quotes `debugPrint` puts around a string (`"viewDidLoad()"`).
    static func unquoted(_ word: Substring) -> Substring {
        word.count > 2 && word.first == "\"" && word.last == "\"" ? word.dropFirst().dropLast() : word
    }

    /// Whether what follows a bare callback name reads as its arguments, not as a sentence.
    /// `labeledTo`: the callback's controller argument is labelled `to…` (`willMove(toParent:)`),
    /// whose preposition may come before the argument (`willMove to (null)`, `didMove to nil`).
    static func looksLikeArguments(_ rest: Substring, labeledTo: Bool = false) -> Bool {
        if labeledTo, rest.hasPrefix("to "), case let argument = rest.dropFirst(3).trimmingBlanks(), !argument.isEmpty {
            return looksLikeArguments(argument)
        }
        guard let first = rest.first else { return true }
        if "(<{[".contains(first) || rest.hasPrefix("Optional(") { return true }   // also `(null)`, %@ of nil
        return rest.split(separator: " ").allSatisfy { token in
            token.contains("=" as Character) || ["true", "false", "YES", "NO", "nil", "animated:", "animated"].contains(token)
        }
    }

    /// Whether `text` is a callback's name alone: an identifier, with `(…)` or selector
    /// parts (`viewDidLoad`, `viewWillAppear(_:)`, `viewWillAppear:`), no type or object.
    static func isBareCallback(_ text: Substring) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter || first == "_" else { return false }
        let name = text.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        let tail = text[name.endIndex...]
        if tail.isEmpty { return true }
        if tail.first == "(" { return tail.last == ")" && tail.count <= 48 && !tail.dropFirst().contains("(") }
        return tail.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ":") } && tail.first == ":"
    }
}
