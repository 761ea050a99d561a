/// A console line translator's prose and comments: sentences and code comments that name callbacks
/// or quote UIKit's messages without being what was printed.
extension ConsoleLineTranslator {
    /// Whether a prose line, `text`, is kept for the next line to complete as a warning: a
    /// sentence's end (`.`, `!`) ends it.
    static func keepsAsProse(_ text: Substring) -> Bool {
        text.utf8.count < 1024 && !text.hasSuffix(".") && !text.hasSuffix("!")
    }

    /// The log line a comment quotes (`//    VC1 viewWillAppear Called`, a console pasted into
    /// source as comments): the text after the `//`, when it is printed as a log line is (an
    /// `NSLog` prefix, UIKit's warning) or names a controller before its first callback, as a
    /// log line does. A comment on code is not one: code commented out
    /// (`// super.viewDidLoad()`), a directive (`// MARK: - viewDidLoad`), a callback named
    /// alone or first (`// viewDidLoad`, `// viewDidLoad: set up the views`) or in a sentence.
    func quotedInComment(_ text: Substring) -> Substring? {
        guard text.hasPrefix("//") else { return nil }
        let body = text.drop { $0 == "/" }.trimmingBlanks()
        // (Or the first line of a warning wrapped over the comment's lines: `// Warning: Attempt to present <B> on <A>`.)
        if UnifiedLogLine.nslogColumns(in: body) != nil || dialect.warnings.contains(where: { Self.containsIgnoringCase(body, $0.marker) })
            || Self.beginsAsMessage(body) { return body }
        // What `__func__` prints, `// -[ViewController viewDidLoad]`, is a method, no bullet;
        // a sentence after it makes it a comment on the method (`// -[Home viewDidLoad] must call super`).
        if body.hasPrefix("-[") || body.hasPrefix("+["), let (_, _, rest) = Self.method(at: body) {
            let after = LineLabel.read(rest, afterCallback: true)
            return after.label.count < 2 && after.sentenceWords == 0 ? body : nil
        }
        // (A bullet is no directive when a name comes before the callback: `// - Home viewWillDisappear`.)
        guard !body.isEmpty, !Self.isSourceCode(body), !Self.isDeclaration(body),
              !Self.commentDirectives.contains(where: { body.hasPrefix($0) }) || body.hasPrefix("--") || body.hasPrefix("- "),
              let first = mentions(in: body).first else { return nil }
        let (label, sentenceWords) = LineLabel.read(body[..<first.range.lowerBound])
        guard !label.isEmpty, sentenceWords == 0 else { return nil }
        // Words after the callback (beyond a log verb or a value) make it a comment on code:
        // `/// PresentedViewController의 ViewDidAppear 호출까지 await 후 진행`.
        let after = LineLabel.read(body[first.range.upperBound...], afterCallback: true)
        guard after.label.count < 2, after.sentenceWords == 0 else { return nil }
        return body
    }

    /// The text of the comment `text` when it completes a message of UIKit's that the comment
    /// line before it began, its fixed words wrapped between the two (`// Attempting to load the
    /// view of a view controller while it is deallocating` / `// is not allowed and may result in
    /// undefined behavior`).
    func completesCommentedMessage(_ text: Substring) -> Substring? {
        guard let previousProse else { return nil }
        let body = text.drop { $0 == "/" }.trimmingBlanks()
        let joined = Substring(previousProse + " " + body)
        return dialect.warnings.contains(where: { Self.containsIgnoringCase(joined, $0.marker) }) ? body : nil
    }

    /// Whether `text` begins as a log line does: with an `NSLog` prefix, or as one of UIKit's
    /// warnings (after a `Warning:` tag), not as a sentence that quotes one.
    func beginsAsLogLine(_ text: Substring) -> Bool {
        if UnifiedLogLine.nslogColumns(in: text) != nil { return true }
        let body = Self.withoutWarningTag(text)
        return dialect.warnings.contains { body.hasPrefix($0.opening ?? $0.marker) && Self.contains(body, $0.marker) }
    }

    /// The directives comments hold in source (`// MARK: - viewDidLoad`, `// TODO: …`, a
    /// bullet `// - viewDidLoad`; a run of dashes is a print's decoration, `// ------ Home viewDidLoad`).
    static let commentDirectives = ["MARK", "TODO", "FIXME", "NOTE", "WARNING", "swiftlint", "-"]

    /// `text` without a comment after what it logs: from a `//`, a rule of box-drawing dashes
    /// (`──`) or an arrow pointing back at it (`←`, `⬅`, `<--`) after a blank
    /// (`viewWillAppear   // 화면에 등장하기 직전`, `viewDidAppear(_:) ── 애니메이션 완료`,
    /// `viewDidLoad()   ← Setup UI, bind ViewModel`), and a note in brackets that ends the
    /// line after a gap, in words of a sentence (`viewDidLoad()   [One-time configuration]`),
    /// as notes annotate a callback; a comment says what it does, and names nothing.
    static func droppingTrailingComment(_ text: Substring) -> Substring {
        let bytes = text.utf8
        // (One pass over the bytes: `/`, `<`, `]`, or the lead byte of a box-drawing dash or an
        // arrow, U+2190…2BFF.)
        guard bytes.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "]") || $0 == 0xE2 }) else { return text }
        var previous: UInt8 = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t"), startsComment(bytes[index...]),
               !isArrow(bytes[index...]) || text[index...].split(whereSeparator: { $0 == " " || $0 == "\t" }).count >= 3 {
                let kept = text[..<index].trimmingBlanks()
                return kept.isEmpty ? text : kept
            }
            previous = byte
            index = bytes.index(after: index)
        }
        return droppingBracketedNote(text)
    }

    /// Whether `bytes` begin an arrow (`<--`, `←`, `⬅`) rather than `//` or a rule: its note
    /// needs two words or more to be one (`← Pause tasks`); one word is a name (`← Home`).
    private static func isArrow(_ bytes: Substring.UTF8View.SubSequence) -> Bool {
        bytes.starts(with: [UInt8(ascii: "<")]) || bytes.starts(with: [0xE2, 0x86, 0x90]) || bytes.starts(with: [0xE2, 0xAC, 0x85])
    }

    /// Whether `bytes` start a comment after a blank: `//`, two box-drawing dashes (`──`,
    /// `━━`, `══`, or a dash and a corner), an arrow pointing back (`←`, `⬅`) or `<--`.
    private static func startsComment(_ bytes: Substring.UTF8View.SubSequence) -> Bool {
        var iterator = bytes.makeIterator()
        guard let first = iterator.next(), let second = iterator.next() else { return false }
        switch first {
        case UInt8(ascii: "/"): return second == UInt8(ascii: "/")
        case UInt8(ascii: "<"): return second == UInt8(ascii: "-") && iterator.next() == UInt8(ascii: "-")
        case 0xE2:
            guard let third = iterator.next() else { return false }
            if second == 0x86 && third == 0x90 { return true }                 // ←
            if second == 0xAC && third == 0x85 { return true }                 // ⬅
            // ─ ━ (E2 94 80, E2 94 81), ═ (E2 95 90), then a dash or a corner.
            guard (second == 0x94 && (third == 0x80 || third == 0x81)) || (second == 0x95 && third == 0x90) else { return false }
            let rest = Array(bytes.dropFirst(3).prefix(3))
            return rest.count == 3 && rest[0] == 0xE2 && ((rest[1] == 0x94 && [0x80, 0x81, 0x90, 0x98].contains(rest[2])) || (rest[1] == 0x95 && rest[2] == 0x90))
        default: return false
        }
    }

    /// `text` without a note in brackets that ends it after a gap (two blanks or a tab), when
    /// the note is words of a sentence (three words or more, one of them lowercase:
    /// `[Called before every appearance]`), not a name (`[Screen 2]`, `[home screen]`,
    /// `[Home viewDidLoad]`).
    private static func droppingBracketedNote(_ text: Substring) -> Substring {
        let trimmed = text.trimmingBlanks()
        guard trimmed.last == "]", let open = trimmed.lastIndex(of: "["), open > trimmed.startIndex else { return text }
        let before = trimmed[..<open]
        guard before.hasSuffix("  ") || before.hasSuffix("\t"), !before.trimmingBlanks().isEmpty else { return text }
        let words = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
            .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "/" })
        guard words.count >= 3, words.contains(where: { $0.count > 1 && $0.allSatisfy { $0.isLetter && $0.isLowercase } }) else { return text }
        return before.trimmingBlanks()
    }

    /// Whether `function`, a word of lowercase letters closed by a colon (`results:`), comes
    /// before a sentence (three words or more): a key or a heading, as in `Expected results:
    /// it loads when shown`, not a selector (`shouldAutorotateToInterfaceOrientation:`)
    /// printed with its arguments.
    static func isKeyBeforeSentence(_ function: Substring, _ rest: Substring) -> Bool {
        guard function.last == ":", function.count > 1, function.dropLast().allSatisfy({ $0.isLetter && $0.isLowercase }) else { return false }
        return rest.split(whereSeparator: { $0 == " " || $0 == "\t" }).count >= 3
    }

    /// Whether `text` quotes a callback as Markdown inline code in running text (`` In
    /// `viewWillAppear(_:)` we reload ``, `` - `loadView()` 即加载控制器管理的 view。``): a
    /// mention, not a log line. A log line pasted into Markdown is fenced, or is inline code
    /// of its own; a span that holds only a callback's name, with two words or more of text
    /// outside the spans, is someone writing about the callback. A span that names the
    /// controller (`` `Home.viewDidAppear()` ``), spans joined by arrows alone (a chain) and
    /// fenced code are not such quotes.
    func quotesCallbackInProse(_ text: Substring) -> Bool {
        guard text.range(ofLiteral: "```") == nil else { return false }
        var quotes = false
        var outside = ""
        var rest = text
        while let open = rest.firstIndex(of: "`") {
            outside += rest[..<open]
            let inside = rest[rest.index(after: open)...]
            guard let close = inside.firstIndex(of: "`") else { outside += inside; rest = ""; break }
            if !quotes, Self.isBareCallback(inside[..<close].trimmingBlanks()), resolve(inside[..<close].trimmingBlanks()) != nil { quotes = true }
            outside += " "
            rest = inside[inside.index(after: close)...]
        }
        guard quotes else { return false }
        outside += rest
        let words = LogMarkup.droppingLeadingMarks(Substring(outside))
            .split { !($0.isLetter || $0.isNumber || $0 == "_") }
            .filter { $0.contains(where: \.isLetter) }
        return words.count >= 2
    }

    /// The marks that close a quotation, in the scripts logs are written in.
    static let closingQuotes: Set<Character> = ["\"", "'", "”", "’", "」", "』", "`", "»"]
}
