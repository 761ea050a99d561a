/// A console line translator's arguments: the values a plain event line needs, found in the rest of
/// a console line (a controller, `nil`, a size, `true`/`false`, `key=value`).
extension ConsoleLineTranslator {
    /// The plain-format line for `event` on `subject`, with the arguments found in `rest`;
    /// `nil` when a required one is missing.
    func plainLine(subject: String, event: String, rest: Substring) -> String? {
        guard let id = vocabulary.id(named: event) else { return nil }
        let kind = vocabulary[id]
        // (Most callbacks take no argument: their line needs nothing from the rest.)
        if kind.parameters.isEmpty { return Self.field(subject) + " " + event }
        var parts = [Self.field(subject), event]
        var objects = Self.objects(in: rest).map { name(of: $0) }[...]
        // (Bytes, not Characters, to cut the rest: this runs on every new message.)
        let given = !rest.utf8.contains(UInt8(ascii: "=")) ? [:] : Dictionary(rest.split(separator: " ").compactMap { token -> (String, String)? in
            guard let equals = token.firstIndex(of: "="), equals > token.startIndex else { return nil }
            return (String(token[..<equals]), String(token[token.index(after: equals)...]))
        }, uniquingKeysWith: { first, _ in first })
        let words = Set(rest.utf8.split { $0 == 32 || $0 == 40 || $0 == 41 || $0 == 44 || $0 == 58 || $0 == 59 }.map { String(rest[$0.startIndex..<$0.endIndex]) })
        // Parameters the dialect prints as words take the plain words, when there are exactly
        // as many (more would be prose: `performSegue(withIdentifier:sender:) is deprecated`).
        var wanting = kind.parameters.filter { ($0.type == .name || $0.type == .nameOrNil) && given[$0.name] == nil }
        let wordTakers = wanting.filter { dialect.wordParameters.contains($0.name) }
        let bareWords = wordTakers.isEmpty ? [] : rest.split(separator: " ").compactMap(Self.bareWord)
        var wordValues: [String: String] = [:]
        if !wordTakers.isEmpty, bareWords.count == wordTakers.count {
            for (parameter, word) in zip(wordTakers, bareWords) { wordValues[parameter.name] = word }
        }
        wanting.removeAll { wordValues[$0.name] != nil }
        // Objects go to the other name parameters in order; when there are fewer objects,
        // the required ones take them first (`prepare(for:sender:) <Detail>` names the
        // destination, not the optional identifier).
        let takers = Set((wanting.filter(\.isRequired) + wanting.filter { !$0.isRequired }).prefix(objects.count).map(\.name))
        for parameter in kind.parameters {
            var value: String?
            if let explicit = given[parameter.name] {
                switch explicit {
                case "(null)": value = "nil"                         // `parent=%@` of nil
                case "YES" where parameter.type == .bool: value = "true"
                case "NO" where parameter.type == .bool: value = "false"
                default: value = explicit
                }
            } else {
                switch parameter.type {
                case .name, .nameOrNil:
                    if let word = wordValues[parameter.name] { value = word }
                    else if takers.contains(parameter.name), let object = objects.popFirst() { value = Self.field(object) }
                    else if parameter.type == .nameOrNil, words.contains("nil") || words.contains("null") { value = "nil" }   // Swift's nil, and %@'s "(null)"
                case .bool:
                    if words.contains("true") || words.contains("YES") { value = "true" }
                    else if words.contains("false") || words.contains("NO") { value = "false" }
                case .size:
                    // Consoles rarely print the size; no rule reads it, so an unprinted size is 0x0.
                    value = Self.size(in: rest) ?? "0x0"
                case .enumeration(let cases):
                    value = cases.first { words.contains($0) }
                }
            }
            if let value { parts.append("\(parameter.name)=\(value)") }
            else if parameter.isRequired { return nil }
        }
        return parts.joined(separator: " ")
    }

    /// A token printed as a plain word value (`showDetail`, `"showDetail"`,
    /// `Optional("showDetail")`), or `nil` for objects, booleans, `nil` and signatures.
    static func bareWord(_ token: Substring) -> String? {
        var word = token
        if word.hasPrefix("Optional("), word.last == ")" { word = word.dropFirst(9).dropLast() }
        word = unquoted(word)
        guard !word.isEmpty, !word.contains(where: { "<>()=:,;".contains($0) }),
              !["true", "false", "YES", "NO", "nil"].contains(word) else { return nil }
        return field(word)
    }

    /// Every `<Class: 0x…>` in `text`.
    static func objects(in text: Substring) -> [Subject] {
        var found: [Subject] = []
        let bytes = text.utf8
        var index = bytes.startIndex
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            if let (object, _) = object(at: text[open...]) { found.append(object) }
            index = bytes.index(after: open)
        }
        return found
    }

    /// `(390.0, 844.0)` or `390x844` in `text`, as `390x844`.
    static func size(in text: Substring) -> String? {
        // Not the digits of an address (`<UIKit.Coordinator: 0x600>`, `0x7fb2`): they are no size.
        let objects = objectRanges(in: text)
        var text = text
        if !objects.isEmpty {
            var kept = ""
            var start = text.startIndex
            for object in objects {
                kept += text[start..<object.range.lowerBound] + " "
                start = object.range.upperBound
            }
            text = Substring(kept + text[start...])
        }
        let numbers = text.split { !($0.isNumber || $0 == ".") }.filter { number in
            guard let value = Double(number), value.isFinite, value.magnitude < 1e15 else { return false }
            // A number run into by letters or `x` (`0x600`, `v2`) is part of a word.
            let before = number.startIndex > text.startIndex ? text[text.index(before: number.startIndex)] : " "
            return !(before.isLetter || before == "x")
        }
        guard numbers.count >= 2 else { return nil }
        func clean(_ number: Substring) -> String {
            let value = Double(number)!
            return value == value.rounded() ? String(Int(value)) : String(value)
        }
        return "\(clean(numbers[0]))x\(clean(numbers[1]))"
    }

    /// A name as a plain-format field: blanks and `=` would split it, so they become `_`.
    static func field<S: StringProtocol>(_ name: S) -> String {
        guard name.utf8.contains(where: { $0 == 32 || $0 == 9 || $0 == 61 }) else { return String(name) }
        return String(name.map { $0 == " " || $0 == "\t" || $0 == "=" ? "_" : $0 })
    }
}
