/// A console line translator's names: a callback's name as people print it (case, selectors, swizzled
/// implementations, slips of the keyboard), and the names that are classes rather than callbacks.
extension ConsoleLineTranslator {
    /// The event that a name in camel case of two words or more (`viewDidLoad`, `loadView`),
    /// an event's or an alias's, written `lowercased` names: how people also write them
    /// (`ViewDidLoad`, `viewWillDisAppear`, `VIEWDIDLOAD`); an event's name before an alias's,
    /// then a view-state callback without its `view` word (``shortViewNames(_:)``), and an
    /// event's Objective-C selector in Swift's spelling (`willMoveToParent:`) last. A name
    /// of one word (`init`, `present`) is an ordinary word too and matches only as written.
    func caseFoldedName(_ lowercased: String) -> String? {
        vocabulary.tables.caseFoldedNames[lowercased] ?? dialect.caseFoldedAliases[lowercased]
            ?? vocabulary.tables.shortViewNames[lowercased] ?? vocabulary.tables.selectorNames[lowercased]
    }

    /// Whether `name` is matched in any case: camel case of two words or more, in ASCII.
    static func foldsCase(_ name: String) -> Bool {
        // (Bytes: the dialect has hundreds of aliases.)
        name.utf8.dropFirst().contains(where: { $0 &- 65 < 26 }) && name.utf8.allSatisfy({ $0 < 128 })
    }

    /// The Objective-C name Swift gives a method whose signature starts `summary`, when its
    /// first argument has a label: `willMove(toParent:)` is `willMoveToParent:`,
    /// `viewWillTransition(to:with:)` `viewWillTransitionTo:with:` (its base, then the
    /// label capitalized). `nil` for a summary that starts with no such signature.
    static func swiftSelectorName(_ summary: String) -> String? {
        let base = summary.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
        guard let first = base.first, first.isLowercase, summary[base.endIndex...].first == "(" else { return nil }
        let label = summary[summary.index(after: base.endIndex)...].prefix { $0.isASCII && $0.isLetter }
        guard let initial = label.first, summary[label.endIndex...].first == ":" else { return nil }
        return base + initial.uppercased() + label.dropFirst()
    }

    /// The view-state callbacks among `names` (loading, appearance, layout) without their
    /// `view` word, case-folded, as notes shorten them (`willAppear`, `isAppearing`,
    /// `didLoad`): `willappear` for `viewWillAppear`. Only the verbs of a view's own state:
    /// `viewWillTransition(to:with:)` shortened would be the trait-collection callback.
    static func shortViewNames(_ names: Set<String>) -> [(String, String)] {
        let states = ["Appear", "Disappear", "Appearing", "Load", "Unload", "LayoutSubviews"]
        return names.compactMap { name -> (String, String)? in
            guard name.hasPrefix("view") else { return nil }
            let rest = name.dropFirst(4)
            guard let verb = ["Will", "Did", "Is"].first(where: { rest.hasPrefix($0) }),
                  states.contains(String(rest.dropFirst(verb.count))) else { return nil }
            return (rest.lowercased(), name)
        }
    }

    /// Whether the subject `key` names is of a class the dialect says is no subject (a view).
    static func isOtherObject(_ key: String, dialect: LogDialect) -> Bool {
        let className = ControllerIdentities.className(of: key)
        return dialect.otherObjectSuffixes.contains { className.hasSuffix($0) }
    }

    /// The display name of `subject`: its identity, process and generation.
    func name(of subject: Subject) -> String { identities.name(of: subject.key) }

    /// Whether the event `resolved` takes a parent (the dialect's ``LogDialect/structureParameter``),
    /// as `willMove(toParent:)` does.
    func takesParent(_ resolved: Resolved) -> Bool {
        guard case .event(let name) = resolved, let id = vocabulary.id(named: name) else { return false }
        return vocabulary[id].parameters.contains { $0.name == dialect.structureParameter }
    }

    /// Whether the callback `function` (resolved as `resolved`) is written with the argument
    /// label of another method of the same name: UIView's `willMove(toWindow:)` and
    /// `willMove(toSuperview:)` are no controller's `willMove(toParent:)`. The label is the
    /// signature's (`willMove(toWindow:)`) or the word after the name (`willMove toWindow: nil`);
    /// a label `to…` that does not name the callback's controller parameter is another method's.
    func labelsAnotherMethod(_ resolved: Resolved, function: Substring, rest: Substring) -> Bool {
        guard case .event(let name) = resolved, let id = vocabulary.id(named: name),
              let parameter = vocabulary[id].parameters.first(where: { $0.type == .name || $0.type == .nameOrNil }) else { return false }
        let label: Substring
        if let open = function.firstIndex(of: "(") {
            label = function[function.index(after: open)...].prefix { $0 != ":" && $0 != ")" }
        } else {
            let word = Self.word(rest.trimmingBlanks()).0
            guard word.last == ":" else { return false }
            label = word.dropLast()
        }
        let lowered = label.lowercased()
        return lowered.hasPrefix("to") && lowered.count > 2 && !lowered.contains(parameter.name.lowercased())
    }

    /// The event a function name is, or the end of a subject's life.
    func resolve(_ function: Substring) -> Resolved? {
        let function = Self.unquoted(function)
        if let name = dialect.aliases[String(function)] { return .event(name) }
        if dialect.otherObjectFunctions.contains(String(function)) { return nil }
        var base = function
        if let paren = function.firstIndex(of: "(") {
            guard function.last == ")" else { return nil }
            base = function[..<paren]
        } else if let colon = function.firstIndex(of: ":") {
            base = function[..<colon]
        }
        if let name = dialect.aliases[String(base)] { return .event(name) }
        if eventNames.contains(String(base)) { return .event(String(base)) }
        if dialect.endsOfLife.contains(String(base)) { return .endOfLife }
        // A swizzled implementation, named for the callback it replaces behind a swizzle's
        // prefix (`xxx_viewWillAppear:`, `swizzled_viewDidAppear(_:)`, `lc_viewDidLoad()`;
        // ``isSwizzlePrefix(_:)``): UIKit's call of that callback runs it.
        if let underscore = base.lastIndex(of: "_"), case let prefix = base[..<underscore], Self.isSwizzlePrefix(prefix) {
            let callback = String(base[base.index(after: underscore)...])
            if let name = dialect.aliases[callback] { return .event(name) }
            if eventNames.contains(callback) { return .event(callback) }
        }
        // A creation or an end of life capitalized as a word (`Home Init`, `Home Deinit`), one
        // word each, so no other case of them is read (`INIT` is a log's tag).
        if let first = base.utf8.first, first &- 65 < 26, base.utf8.dropFirst().allSatisfy({ $0 &- 97 < 26 }) {
            let lower = base.lowercased()
            if dialect.creationEvents.contains(lower), eventNames.contains(lower) { return .event(lower) }
            if dialect.endsOfLife.contains(lower) { return .endOfLife }
        }
        // A type's name, capitalized and ending in `Controller`, that spells an event named like
        // a property (`RootViewController`, `rootViewController`) is the class. (Capitalized
        // selectors, as .NET binds them, are the events they name: `AddChildViewController`.)
        if let first = base.utf8.first, first &- 65 < 26, base.hasSuffix("Controller"),
           let folded = vocabulary.tables.caseFoldedNames[base.lowercased()], folded.hasSuffix("Controller") { return nil }
        // Written in another case (`ViewDidLoad`, `viewWillDisAppear`), with its words run together.
        if base.utf8.count <= 48, let name = caseFoldedName(base.lowercased()) { return .event(name) }
        // Misspelt by one slip (`viewDidApper`, `viewDidLauoutSubviews`, `viewWillDissapear`).
        if let name = misspeltName(base) { return .event(name) }
        return nil
    }

    /// Whether `prefix` is what a swizzled implementation's name begins with: a project's
    /// prefix of up to four letters in lower case (`lc`, `mrc`, `xxx`), or a word that says it
    /// swizzles or hooks (`swizzled`); not a word that says when or what (`test_`, `before_`).
    static func isSwizzlePrefix(_ prefix: Substring) -> Bool {
        guard let first = prefix.utf8.first, first &- 97 < 26,
              prefix.utf8.allSatisfy({ $0 &- 97 < 26 || $0 &- 48 < 10 || $0 == 95 }) else { return false }
        if prefix.contains("swizzl") || prefix.contains("hook") { return true }
        return prefix.utf8.count <= 4 && !notSwizzlePrefixes.contains(String(prefix))
    }

    /// Short words that say when or what before a callback's name, not a swizzle's prefix.
    static let notSwizzlePrefixes: Set<String> = ["test", "pre", "post", "on", "did", "will", "log", "call", "do", "at", "end", "exit"]

    /// Whether `function` names a callback as a swizzled implementation of it does, behind a
    /// prefix (`xxx_viewWillAppear:`; ``resolve(_:)``).
    func isSwizzled(_ function: Substring) -> Bool {
        let base = function.prefix { $0 != "(" && $0 != ":" }
        guard let underscore = base.lastIndex(of: "_"), underscore > base.startIndex,
              Self.isSwizzlePrefix(base[..<underscore]) else { return false }
        return dialect.aliases[String(base)] == nil && !eventNames.contains(String(base)) && resolve(function) != nil
    }

    /// The callback `word` is, misspelt: one letter left out, added or changed, or two
    /// swapped, in any case, from the name of exactly one callback of ten letters or more
    /// (`viewDidApper` is `viewDidAppear`), its first letter kept; `nil` when no name, or
    /// more than one, is so near.
    func misspeltName(_ word: Substring) -> String? {
        let count = word.utf8.count
        guard count >= VocabularyTables.misspeltNameLength - 1, count <= 48, let first = word.utf8.first.map({ $0 | 0x20 }),
              word.utf8.allSatisfy({ $0 < 128 && ($0 | 0x20 >= 97 && $0 | 0x20 <= 122) }) else { return nil }
        // (Slips at a name's first letter are left out: most words tried here are labels and
        // prose, and this keeps them from costing more than a length and a letter compared.)
        let names = vocabulary.tables.misspellableNames
        func isNear(_ name: [UInt8]) -> Bool { abs(name.count - count) <= 1 && name[0] == first }
        guard names.contains(where: { isNear($0.letters) }) else { return nil }
        let letters = word.utf8.map { $0 | 0x20 }
        var found: String?
        for (name, event) in names where isNear(name) && Self.isOneSlip(letters, name) {
            if found != nil { return nil }
            found = event
        }
        return found
    }

    /// Whether `a` and `b` differ by one letter left out, added or changed, or two neighbours swapped.
    static func isOneSlip(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a != b else { return false }
        var start = 0
        while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
        var end = 0
        while end < a.count - start, end < b.count - start, a[a.count - 1 - end] == b[b.count - 1 - end] { end += 1 }
        let (restA, restB) = (a.count - start - end, b.count - start - end)
        if restA <= 1 && restB <= 1 { return true }   // one changed, added or left out
        return restA == 2 && restB == 2 && a[start] == b[start + 1] && a[start + 1] == b[start]
    }

    /// Whether `word` is written as a class: an identifier (``isLabel(_:)``) that starts with an
    /// uppercase letter or `_` (`the` is a word, not a class).
    static func isClassName(_ word: Substring) -> Bool {
        guard let first = word.first, first.isUppercase || first == "_" else { return false }
        return isLabel(word)
    }
}
