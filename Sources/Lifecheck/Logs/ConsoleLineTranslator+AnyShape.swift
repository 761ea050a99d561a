/// Reading a line of any shape: a line is an event when it names one callback the spec
/// knows, as a token, wherever it sits; the controller is what the line names besides it.
///
/// - The callback is a token (not part of a longer identifier): a Swift signature
///   (`viewWillAppear(_:)`), a selector (`viewWillAppear:`, `initWithNibName:bundle:`), a
///   method (`-[Home viewDidLoad]`), or a bare name. A bare name that is also an ordinary
///   word (`init`, `present`, `dismiss`, `prepare`) needs a call's shape to count; one in
///   camel case (`viewDidLoad`) does not. A line naming two different callbacks says
///   something about them (`viewDidAppear after viewWillAppear`) and is not read here.
/// - The controller is, in order: an object printed whole (`<MyApp.Home: 0x1>`, when the
///   line prints more objects than the callback takes as arguments), the method's class
///   (`-[Home viewDidLoad]`), a type before a dot (`Home.viewDidLoad()`), or a label
///   (``LineLabel``): the text before the callback once decoration is off, else the text
///   after it; with an address (`0x…`) when the line prints one. Text after the callback that
///   reads as a sentence (``LineLabel/isCommentary(_:words:sentenceWords:)``) is commentary:
///   the label is then the text before it, or none.
/// - Source code (`override func viewDidLoad() {`, `super.viewDidLoad()`) and sentences
///   are not events, nor is a callback inflected as a word of a sentence in another script
///   (`viewDidLoad와 차이`), nor one struck out by a cross mark after it (`viewDidAppear ❌`).
extension ConsoleLineTranslator {
    /// A callback named on a line: where it is, its text as printed, what it is, and the
    /// class of the method it is in (`-[Home viewDidLoad]`).
    struct Mention {
        var range: Range<Substring.Index>
        var text: Substring
        var resolved: Resolved
        var methodClass: Substring?
    }

    /// The reading of `text` by its callback token, or `nil` when the line names no callback,
    /// names several, is source code or is a sentence.
    func readAnyShape(_ text: Substring) -> Reading? {
        var mentioned = mentions(in: text)
        guard let mention = mentioned.first else { return nil }
        // A block's symbol (`__29-[Home viewDidLoad]_block_invoke`) is code the callback ran
        // later, not the callback.
        if mention.methodClass != nil, Self.isBlockSymbol(text[mention.range.lowerBound...]) { return .other(.skipped(.notAnEvent)) }
        if !mentioned.dropFirst().allSatisfy({ $0.resolved == mention.resolved }) {
            // A callback printed first on its line, then a note written as a clause
            // (`viewWillDisappear 由于调用了super.viewWillAppear后,当前方法是…`): the callbacks
            // the note names are its words, not calls.
            guard Self.isNoteAfterCallback(text, mention) else { return nil }
            mentioned = [mention]
        } else if Self.isSourceCode(text) {
            return nil
        }
        var arguments = 0
        if case .event(let name) = mention.resolved, let id = vocabulary.id(named: name) {
            arguments = vocabulary[id].parameters.filter { $0.type == .name || $0.type == .nameOrNil }.count
        }
        let before = text[..<mention.range.lowerBound]
        let after = mention.text.last == ":" ? Self.droppingTypedParameter(text[mention.range.upperBound...]) : text[mention.range.upperBound...]
        if Self.isInflected(after) { return nil }
        if labelsAnotherMethod(mention.resolved, function: mention.text, rest: after) { return .other(.skipped(.otherFunction)) }
        // A cross mark or a denial after the callback, or a denial of calling it before, says
        // it did not come (`A: viewWillAppear ❌`, `viewDidAppear not called`, `does not call viewDidAppear`).
        if after.contains(where: Self.crossMarks.contains) || LineLabel.deniesCall(after) || LineLabel.deniesCallBefore(before) {
            return .other(.skipped(.notAnEvent))
        }
        // The callback's other spellings after it (`init(coder:) / init(nibName:bundle:)`,
        // `init(coder:) or init(nibName:bundle:)`) are no arguments: what it prints ends
        // before them and the word that joins them.
        var rest = after
        if let second = mentioned.dropFirst().first, second.range.lowerBound >= after.startIndex {
            rest = after[..<second.range.lowerBound]
            while let last = rest.last, !last.isLetter, !last.isNumber { rest = rest.dropLast() }
            let wordStart = rest.lastIndex(of: " ").map { rest.index(after: $0) } ?? rest.startIndex
            if Self.alternativeWords.contains(String(rest[wordStart...])) { rest = rest[..<wordStart] }
        }
        var subject: Subject?
        var isNote = false
        // An object printed whole, beyond the callback's own arguments, is the controller.
        let objects = Self.objectRanges(in: text)
        if objects.count > arguments {
            let own = objects.first { Subject.className($0.subject.name) == mention.methodClass.map { Subject.className($0) } } ?? objects[0]
            subject = own.subject
            if own.range.lowerBound >= after.startIndex {
                rest = (after[..<own.range.lowerBound] + after[own.range.upperBound...])[...]
            }
        } else if let methodClass = mention.methodClass, !isSwizzled(mention.text) {
            // (A swizzled implementation's class is where it is written: no controller's.)
            subject = Subject(name: methodClass, address: nil)
        } else if let type = Self.typeBeforeDot(before) {
            // (A logger's `File.function():line - message` names its source file, a base class's,
            // before the dot; the type its message names is the controller: `BaseViewController.viewDidLoad():30 - HomeViewController`.)
            subject = Subject(name: Self.typeAfterSourceLine(after) ?? type, address: nil)
        }
        if subject == nil {
            // The callback's other spellings on the line (`init(coder)/init(nibName:bundle:)`) are
            // the callback again, not a label: taken off with the objects.
            let taken = (objects + mentioned.dropFirst().map { (subject: Subject(name: "", address: nil), range: $0.range) })
                .sorted { $0.range.lowerBound < $1.range.lowerBound }
            let outside = (before: Self.removing(taken, from: before), after: Self.removing(taken, from: after))
            let (beforeWords, beforeSentence) = LineLabel.read(outside.before)
            let afterReading = LineLabel.read(outside.after, afterCallback: true)
            var afterWords = afterReading.label
            // (The word that joins the callback's other spellings is no name: `或`, `or`.)
            if mentioned.count > 1 { afterWords.removeAll { Self.alternativeWords.contains(String($0)) } }
            let afterSentence = afterReading.sentenceWords
            // A sentence written after the callback says what it does: commentary, no name. A
            // clause there is the author's note on the line (`viewWillDisappear 第一次调用,正常`),
            // nothing the call printed: no step of a call the line before began.
            if LineLabel.isCommentary(outside.after, words: afterWords, sentenceWords: afterSentence) {
                isNote = afterWords.contains(where: LineLabel.isClause)
                afterWords = []
            }
            // A callback of the one owner its kind has (the app) names no controller after it:
            // `applicationDidBecomeActive: notifying service.` is a message, as its other lines.
            if case .event(let name) = mention.resolved, dialect.unnamedOwners[name] != nil { afterWords = [] }
            // In a log of one controller's callbacks printed bare (``readsUnnamedCallbacks``),
            // words after a callback are what its line prints, not another controller:
            // `viewDidLoad reports compact regular` after `viewDidLoad`.
            if readsUnnamedCallbacks { afterWords = [] }
            // Words in lower case after the callback that say something of it (`viewDidLoad is
            // running`, two or more; `viewDidLoad normal`) are no controller; unless brackets or
            // quotes set them apart as a label (`viewDidLoad [home screen]`). One other word
            // there is a label (`viewDidLoad home`).
            if !afterWords.isEmpty, afterWords.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isLowercase } }),
               outside.after.split(whereSeparator: { $0 == " " || $0 == "\t" }).count >= 2
                || afterWords.first.map({ LineLabel.statusWords.contains(String($0)) }) == true,
               !outside.after.contains(where: { "[【「『\"'“‘".contains($0) }) { afterWords = [] }
            if beforeSentence + afterSentence >= 2 { return nil }
            // A sentence's word glued to the callback, and no name before it, makes the callback
            // that sentence's object, and what is glued after it the sentence going on:
            // `在viewDidLoad中使用会打印以下内容`, "used in viewDidLoad, this prints the following".
            if beforeWords.isEmpty, beforeSentence > 0, !afterWords.isEmpty,
               outside.before.last?.isLetter == true, outside.after.first?.isLetter == true { return nil }
            var words = beforeWords.isEmpty ? afterWords : beforeWords
            // A source file named before the callback (a logger's `[BaseViewController.swift:30]`)
            // is a base class's when the message after it names a type: that type is the
            // controller (`viewDidLoad() > HomeViewController`), not a word (`> lifecycle`).
            if beforeWords.count == 1, let type = Self.typeAlone(in: outside.after),
               LineLabel.sourceFileName(in: outside.before) == beforeWords[0] { words = [type] }
            if LineLabel.isTooLong(words) { return nil }
            let address = Self.addressWord(in: outside.before) ?? Self.addressWord(in: outside.after, afterCallback: true)
            if words.isEmpty, address == nil {
                guard let unnamed = unnamedSubject(of: mention.resolved) else { return .other(.skipped(.noSubject)) }
                subject = unnamed
            } else {
                let label = words.isEmpty ? address! : Substring(Self.field(words.joined(separator: " ")))
                subject = Subject(name: label, address: words.isEmpty ? nil : address)
            }
        } else if let found = subject {
            (subject, rest) = Self.addressed(found, in: rest, arguments: arguments)
        }
        guard let subject else { return nil }
        return .event(key: subject.key, hasAddress: subject.address != nil, function: String(mention.text), resolved: mention.resolved,
                      rest: gluedArgument(of: mention, in: text).map { "\($0) " + rest } ?? String(rest),
                      call: CallLine(rest: isNote ? "" : rest))
    }

    /// `text` without the typed parameter a declaration lists after a selector's colon
    /// (`- viewWillAppear:(BOOL)animated`: the parameter's type and name are no label).
    static func droppingTypedParameter(_ text: Substring) -> Substring {
        guard text.first == "(", let close = text.firstIndex(of: ")") else { return text }
        let type = text[text.index(after: text.startIndex)..<close].trimmingBlanks()
        guard let initial = type.first, initial.isLetter || initial == "_",
              type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "*" || $0 == " " }) else { return text }
        let name = text[text.index(after: close)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let first = name.first, first.isLetter || first == "_" else { return text }
        return text[name.endIndex...]
    }

    /// Whether `text` is `mention`, first on its line, then a blank and a note whose first
    /// word is a clause (``LineLabel/isClause(_:)``): a sentence in a script written without
    /// blanks, which may name other callbacks.
    static func isNoteAfterCallback(_ text: Substring, _ mention: Mention) -> Bool {
        guard text[..<mention.range.lowerBound].allSatisfy({ $0 == " " || $0 == "\t" }) else { return false }
        func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" || character == "\u{3000}" }
        let after = text[mention.range.upperBound...]
        guard let first = after.first, isBlank(first) else { return false }
        return LineLabel.isClause(after.drop(while: isBlank).prefix { !isBlank($0) })
    }

    /// The reading of a definition line, or `nil` for a line of another shape: a callback
    /// first on the line (after list marks and counters: `- 1) viewDidLoad() : …`), then a
    /// colon and a description of it (`viewDidLoad : 뷰가 메모리에 로드된 후 …`,
    /// `viewDidAppear:视图完全展示在界面之前最后的调整.`, `viewDidAppear : on animation
    /// completion`). Every such line reads alike, however long its description: a callback
    /// defined, not a controller's line (``SkipReason/definition``), or, in notes made of
    /// nothing but definitions, read as one controller's, that controller's event. Text written as a controller after the
    /// colon is a name, not a description, and the line a log line (`viewDidLoad: Home`,
    /// `viewWillAppear: 2`, `viewDidLoad: <Home: 0x1>`, `8.viewWillAppear:ViewController2将要出现`);
    /// values or verbs alone (`viewDidLoad: called`) describe nothing.
    ///
    /// `printed`: the line had a process column before its message, as `NSLog` and the
    /// unified log write (`Keybase[10914:3793552] applicationWillResignActive: cancelling
    /// animations...`): no note's definition, but a callback that prints what it does, the
    /// event of the controller a log that names none has (the app, for the app's callbacks).
    func readDefinition(_ text: Substring, printed: Bool = false) -> Reading? {
        // (Bytes first: this runs on every new message. A definition has a colon, `:` or `：`.)
        guard text.utf8.contains(where: { $0 == UInt8(ascii: ":") || $0 == 0xEF }),
              let start = text.firstIndex(where: \.isLetter), !text[..<start].contains(where: { $0 == "<" || $0 == "[" }) else { return nil }
        guard let mention = mentions(in: text).first, mention.range.lowerBound == start, case .event = mention.resolved else { return nil }
        var description = text[mention.range.upperBound...]
        if mention.text.last == ":" { description = Self.droppingTypedParameter(description) }
        if mention.text.last != ":" {
            description = description.trimmingBlanks()
            guard let colon = description.first, colon == ":" || colon == "：" else { return nil }
            description = description.dropFirst()
        }
        description = description.trimmingBlanks()
        // Marks written apart after it are emphasis, not how the text ends (`didAppear: NO !!!`).
        while let blank = description.lastIndex(where: { $0 == " " || $0 == "\t" }),
              description[description.index(after: blank)...].allSatisfy({ !$0.isLetter && !$0.isNumber }) {
            description = description[..<blank].trimmingBlanks()
        }
        guard description.contains(where: \.isLetter), Self.objectRanges(in: description).isEmpty,
              Self.addressWord(in: description) == nil else { return nil }
        let (label, sentenceWords) = LineLabel.read(description, afterCallback: true)
        let named = LineLabel.named(label)
        let names = named.filter { $0.contains(where: \.isLetter) }
        if sentenceWords == 0, let last = description.last, !".。!！?？".contains(last), names.count <= LineLabel.maximumWords {
            // Nothing but values and verbs, or a name written in identifiers (one word, or words
            // that each start upper case or hold a digit: `First VC`, not `sets up views`): a log line.
            if names.isEmpty { return nil }
            let identifiers = names.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") } }
            if identifiers, names.count == 1 || names.allSatisfy({ $0.first!.isUppercase || $0.contains(where: \.isNumber) }) { return nil }
        }
        if printed {
            guard let subject = unnamedSubject(of: mention.resolved) else { return .other(.skipped(.noSubject)) }
            return .event(key: subject.key, hasAddress: false, function: String(mention.text), resolved: mention.resolved, rest: "",
                          call: CallLine(rest: description))
        }
        guard readsDefinitions else { return .other(.skipped(.definition)) }
        return .event(key: Self.unnamedController, hasAddress: false, function: String(mention.text), resolved: mention.resolved, rest: "", call: .bare)
    }

    /// The argument written right after a selector's colon, as in a message
    /// (`didMoveToParentViewController:Home`, `willMoveToParent:container`), as the
    /// `key=value` of the event's first parameter that names a controller; `nil` when the
    /// callback takes none or nothing is glued to its colon.
    func gluedArgument(of mention: Mention, in text: Substring) -> String? {
        guard mention.text.last == ":", mention.range.upperBound < text.endIndex, case .event(let name) = mention.resolved,
              let id = vocabulary.id(named: name),
              let parameter = vocabulary[id].parameters.first(where: { $0.type == .name || $0.type == .nameOrNil }) else { return nil }
        let word = text[mention.range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        guard let first = word.first, first.isLetter || first == "_" else { return nil }
        return "\(parameter.name)=\(Self.field(word))"
    }

    /// The callbacks `text` names, in order.
    func mentions(in text: Substring) -> [Mention] {
        var found: [Mention] = []
        var covered: [Range<Substring.Index>] = []
        // Methods first: `-[Home viewDidLoad]`, `+[Home initialize]`.
        var search = text.startIndex
        while let open = text[search...].firstIndex(of: "[") {
            search = text.index(after: open)
            // (No `]` after this `[`: none after any later one either; stop, so that a line of
            // `[`s costs one pass, not one per `[`.)
            guard let close = text[open...].firstIndex(of: "]") else { break }
            guard open > text.startIndex, case let sign = text[text.index(before: open)], sign == "-" || sign == "+",
                  let (className, selector, _) = Self.method(at: text[text.index(before: open)...]) else { continue }
            let range = text.index(before: open)..<text.index(after: close)
            covered.append(range)
            if let resolved = resolve(selector) {
                found.append(Mention(range: range, text: selector, resolved: resolved, methodClass: className))
            }
        }
        // Identifier tokens, with the signature or selector they carry.
        let bytes = text.utf8
        var index = bytes.startIndex
        var previous: UInt8 = 0
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard Self.isIdentifierStart(byte), !Self.isIdentifierByte(previous) else {
                previous = byte
                index = bytes.index(after: index)
                continue
            }
            var end = index
            while end < bytes.endIndex, Self.isIdentifierByte(bytes[end]) { end = bytes.index(after: end) }
            defer { previous = bytes[bytes.index(before: end)]; index = end }
            if covered.contains(where: { $0.contains(index) }) { continue }
            let run = text[index..<end]
            if let mention = mention(run: run, in: text) {
                found.append(mention)
                covered.append(mention.range)
            } else if let mention = mentionBeforeNumber(run: run) ?? mentionAfterWord(run: run, before: text[..<index]) {
                found.append(mention)
                covered.append(mention.range)
            }
        }
        if found.isEmpty, let phrase = phraseMention(in: text) { found.append(phrase) }
        // A type's name beside another callback, capitalized, bare and ending in `Controller`
        // (`RootViewController viewDidLoad()`, `ShowViewController viewWillAppear`), is the class
        // the line names, not a second callback (`rootViewController`, `showViewController:sender:`).
        if found.count > 1, found.contains(where: { !Self.isTypeNamedLikeEvent($0) }) { found.removeAll(where: Self.isTypeNamedLikeEvent) }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// Whether `mention` is a type's name that also spells a callback: bare (no call, no
    /// selector, no method), capitalized, ending in `Controller` (`RootViewController`).
    static func isTypeNamedLikeEvent(_ mention: Mention) -> Bool {
        guard mention.methodClass == nil, let first = mention.text.utf8.first, first &- 65 < 26 else { return false }
        return mention.text.hasSuffix("Controller")
    }

    /// A callback named by its words (`view will appear`, `inner content controller will
    /// disappear`, `VIEW_DID_LOAD`): two to five words, separated by blanks, `_` or `-`, that
    /// spell an event's name (or a name the dialect knows it by: `will layout`) in camel case,
    /// in any case; an appearance callback also without its `view` (`will appear`), as people
    /// write it: the verb `appear` is said of views only. The longest such run of words wins.
    func phraseMention(in text: Substring) -> Mention? {
        // The line's words, lowercased, with where each is.
        var words: [(word: String, range: Range<Substring.Index>, gap: Bool)] = []
        var index = text.startIndex
        var gap = true
        while index < text.endIndex {
            guard text[index].isLetter, text[index].isASCII else {
                if !(text[index] == " " || text[index] == "_" || text[index] == "-") { gap = false }
                index = text.index(after: index)
                continue
            }
            let end = text[index...].firstIndex { !($0.isASCII && $0.isLetter) } ?? text.endIndex
            words.append((text[index..<end].lowercased(), index..<end, gap))
            gap = true
            index = end
        }
        for start in words.indices {
            for count in stride(from: min(5, words.count - start), through: 2, by: -1) {
                let candidate = words[start..<start + count]
                // Only blanks, `_` or `-` between the words.
                guard candidate.dropFirst().allSatisfy(\.gap) else { continue }
                let camel = candidate.enumerated().map { $0.offset == 0 ? $0.element.word : $0.element.word.prefix(1).uppercased() + $0.element.word.dropFirst() }.joined()
                let name = eventNames.contains(camel) ? camel : dialect.aliases[camel]
                    ?? (candidate.first?.word != "view" && candidate.contains(where: { $0.word.hasSuffix("appear") || $0.word == "appearing" })
                        && eventNames.contains("view" + camel.prefix(1).uppercased() + camel.dropFirst()) ? "view" + camel.prefix(1).uppercased() + camel.dropFirst() : nil)
                guard let name else { continue }
                let range = candidate.first!.range.lowerBound..<candidate.last!.range.upperBound
                return Mention(range: range, text: Substring(name), resolved: .event(name))
            }
        }
        return nil
    }

    /// The callback an identifier `run` names before a number glued to it, which is its
    /// controller's (`viewDidLoad1`, `viewWillAppear2`: a study note's two controllers, as
    /// `viewDidLoad 1` prints them apart); a callback's whole name, of eight letters or more.
    private func mentionBeforeNumber(run: Substring) -> Mention? {
        guard let last = run.utf8.last, last &- 48 < 10 else { return nil }
        let name = run.prefix { !$0.isNumber }
        guard name.utf8.count >= 8, run[name.endIndex...].allSatisfy({ $0.isASCII && $0.isNumber }),
              eventNames.contains(String(name)) else { return nil }
        return Mention(range: name.startIndex..<name.endIndex, text: name, resolved: .event(String(name)))
    }

    /// The callback an identifier `run` names after a capitalized word glued to it, which
    /// names its controller, in a numbered list's item (`1. CurrentviewWillDisappear`, `2.
    /// NewviewWillAppear`: a page whose markup ran the list's role words into its callbacks);
    /// a callback's whole name that starts with `view`, after a word of two letters or more.
    /// (Elsewhere such runs are names of their own: `PreviewWillAppear`, `UploadView`.)
    private func mentionAfterWord(run: Substring, before: Substring) -> Mention? {
        let bytes = run.utf8
        guard let first = bytes.first, first &- 65 < 26, bytes.count >= 10, LineLabel.isListCounter(before.trimmingBlanks()) else { return nil }
        var candidate = bytes.index(bytes.startIndex, offsetBy: 2)
        while candidate < bytes.endIndex, bytes[candidate] &- 97 < 26 {
            let name = run[candidate...]
            if name.hasPrefix("view"), eventNames.contains(String(name)) {
                return Mention(range: name.startIndex..<name.endIndex, text: name, resolved: .event(String(name)))
            }
            candidate = bytes.index(after: candidate)
        }
        return nil
    }

    /// The callback an identifier `run` of `text` names with what follows it: `(…)`, a
    /// selector's `:` parts, or nothing (a bare name, in camel case or ending a life).
    private func mention(run: Substring, in text: Substring) -> Mention? {
        let after = text[run.endIndex...]
        if after.first == "(", let close = after.prefix(160).firstIndex(of: ")") {
            let token = text[run.startIndex...close]
            if let resolved = resolve(token) { return Mention(range: token.startIndex..<text.index(after: close), text: token, resolved: resolved) }
            return nil
        }
        if after.first == ":" {
            // The longest selector: `initWithNibName:bundle:`, then `viewWillAppear:`.
            // (At most eight parts: no callback's selector has more, and a line of `a:a:a:…`
            // must not cost a pass per part.)
            var end = text.index(after: run.endIndex)
            var longest = end
            var parts = 1
            while end < text.endIndex, parts < 8 {
                parts += 1
                let part = text[end...].prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
                guard !part.isEmpty, part.endIndex < text.endIndex, text[part.endIndex] == ":" else { break }
                end = text.index(after: part.endIndex)
                longest = end
            }
            for candidate in [text[run.startIndex..<longest], text[run.startIndex...run.endIndex]] {
                if let resolved = resolve(candidate) { return Mention(range: candidate.startIndex..<candidate.endIndex, text: candidate, resolved: resolved) }
            }
            // `Home:viewDidLoad`: a label and a colon, read on by the caller.
        }
        guard run.contains(where: \.isUppercase) || dialect.endsOfLife.contains(String(run)), let resolved = resolve(run) else { return nil }
        return Mention(range: run.startIndex..<run.endIndex, text: run, resolved: resolved)
    }

    /// The marks that say "no" in any language (`❌`, `✗`, `✘`, `✖`, `🚫`, `⛔`): written after a
    /// callback, they strike it out, as a list of what comes and what does not marks it
    /// (`✅` / `❌ 호출 안 됨`, "not called").
    static let crossMarks: Set<Character> = ["❌", "✗", "✘", "✖", "✖️", "🚫", "⛔"]

    /// Whether the text `after` a callback inflects it as a word of a sentence in another
    /// script: a letter glued to the callback (a particle, `viewDidLoad와 차이`, "the difference
    /// from viewDidLoad") and more words after it. A word glued alone says what the callback
    /// did, as a log line does (`viewDidLoad调用`).
    static func isInflected(_ after: Substring) -> Bool {
        guard let first = after.first, !first.isASCII, first.isLetter else { return false }
        guard let blank = after.firstIndex(where: { $0 == " " || $0 == "\u{3000}" }) else { return false }
        return after[blank...].contains { $0.isLetter }
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 48 && byte <= 57)
    }

    /// Whether `text` is source code rather than a log line: a declaration, a call of
    /// `super` or of a logging function, a block's brace, a comment.
    static func isSourceCode(_ text: Substring) -> Bool {
        let line = text.trimmingBlanks()
        if line.hasSuffix("{") || line.hasPrefix("}") || line.hasPrefix("//") || line.hasPrefix("/*") { return true }
        return codeMarks.contains { contains(line, $0) }
    }

    /// Whether `text` is a line of source code that declares or calls a callback, in any
    /// shape: `override func viewDidLoad() {`, `super.viewDidLoad()`, `}`, a statement
    /// (`[self addChildViewController:child];`, `self.addChild(child);`: no log prints the
    /// semicolon that ends a call).
    static func isDeclaration(_ text: Substring) -> Bool {
        let line = text.trimmingBlanks()
        return line.hasSuffix("{") || line.hasPrefix("}") || line.hasPrefix("super.") || line.hasPrefix("[super ")
            || line.hasPrefix("override ") || line.hasPrefix("func ") || line.hasPrefix("- (void)")
            || line.hasSuffix("];") || line.hasSuffix(");")
    }

    /// The words that join a callback's other spellings (`init(coder:) or init(nibName:bundle:)`).
    static let alternativeWords: Set<String> = ["or", "and", "oder", "ou", "o", "или", "或", "或者", "또는", "または"]

    static let codeMarks = ["func ", "override ", "super.", "super ", "print(", "NSLog(", "os_log(", "debugPrint(", "#function",
                            "__func__", "__FUNCTION__", "_cmd", "(void)", "self.", "self?.", "[super ", "@objc", "@IBAction",
                            "#selector(", "await ", " = .", " alloc] init"]

    /// The type written before `.callback` with no blank: `Home` in `MyApp.Home.viewDidLoad()`.
    /// The type a logger's message names after a source line (`:30 - HomeViewController`,
    /// `:30 > HomeViewController` after `File.function()`), if it names one alone.
    static func typeAfterSourceLine(_ after: Substring) -> Substring? {
        guard after.first == ":", case let digits = after.dropFirst().prefix(while: { $0.isASCII && $0.isNumber }), !digits.isEmpty else { return nil }
        return typeAlone(in: after[digits.endIndex...])
    }

    /// The type `message` names and nothing else, after a logger's separator (`> HomeViewController`,
    /// `- MyApp.Home`): `nil` for a word (`> lifecycle`) or a sentence.
    static func typeAlone(in message: Substring) -> Substring? {
        let name = message.drop { $0 == " " || $0 == "-" || $0 == ">" || $0 == ":" || $0 == "|" }.trimmingBlanks()
        return isTypeName(name) ? Subject.className(name) : nil
    }

    /// Whether `word` is written as a type's name: an identifier in upper camel case, a word
    /// in capitals inside it (`HomeViewController`, `MyApp.Home`, `HomeVC`); not a capitalized
    /// word (`Start`, `Called`).
    static func isTypeName(_ word: Substring) -> Bool {
        guard let first = word.utf8.first, first &- 65 < 26,
              word.utf8.allSatisfy({ $0 &- 65 < 26 || $0 &- 97 < 26 || $0 &- 48 < 10 || $0 == 95 || $0 == 46 }) else { return false }
        return zip(word.utf8, word.utf8.dropFirst()).contains { $0 &- 97 < 26 && $1 &- 65 < 26 }
    }

    static func typeBeforeDot(_ before: Substring) -> Substring? {
        guard before.last == "." else { return nil }
        let path = before.dropLast().reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        let type = Substring(String(path.reversed()))
        guard !type.isEmpty, isLabel(type) else { return nil }
        return Subject.className(type)
    }

    /// The objects `<Class: 0x…>` in `text`, with where each is.
    static func objectRanges(in text: Substring) -> [(subject: Subject, range: Range<Substring.Index>)] {
        var found: [(Subject, Range<Substring.Index>)] = []
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "<") {
            if let (object, _) = object(at: text[open...]), let close = closingBracket(of: text[open...]) {
                found.append((object, open..<text.index(after: close)))
                index = text.index(after: close)
            } else {
                index = text.index(after: open)
            }
        }
        return found
    }

    /// The `>` that closes the object description opening `text`.
    private static func closingBracket(of text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            if text[index] == "<" { depth += 1 }
            if text[index] == ">" { depth -= 1; if depth == 0 { return index } }
        }
        return nil
    }

    /// `part` of a line with the printed objects in it taken out.
    private static func removing(_ objects: [(subject: Subject, range: Range<Substring.Index>)], from part: Substring) -> Substring {
        var out = ""
        var index = part.startIndex
        for (_, range) in objects where range.lowerBound >= part.startIndex && range.upperBound <= part.endIndex {
            out += part[index..<range.lowerBound]
            out += " "
            index = range.upperBound
        }
        out += part[index...]
        return Substring(out)
    }

    /// A bare address `0x…` among the words of `text`; after the callback (`afterCallback`),
    /// not one an arrow points at, which is what the call made or returned (`loadView #1 ->
    /// 0xc21092140`: the view it loaded).
    static func addressWord(in text: Substring, afterCallback: Bool = false) -> Substring? {
        var previous: Substring = ""
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            defer { previous = word }
            // (Glued to a name in parentheses: `Home(0x6000…)`.)
            let trimmed = LineLabel.trimmed(word.range(of: "(0x").map { word[word.index(after: $0.lowerBound)...] } ?? word)
            guard trimmed.count > 3, trimmed.hasPrefix("0x"), trimmed.dropFirst(2).allSatisfy(\.isHexDigit) else { continue }
            if afterCallback, ["->", "=>", "→", "⇒"].contains(previous) { continue }
            return trimmed
        }
        return nil
    }
}
