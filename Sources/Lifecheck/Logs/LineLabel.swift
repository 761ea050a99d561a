/// The controller's label on a console line: what is left of the text beside a callback
/// once decoration is taken off, or why that text is a sentence rather than a name.
///
/// Decoration is what logs put around a message: timestamps and counters (words with no
/// letter: `12:00:01.123`, `#12`, `[0042]`, `->`, `|`), log levels (`[INFO]`, `DEBUG`,
/// `E/`), category tags before the name (`[Lifecycle] Home`, `Nav: Home`), values printed
/// beside the callback (`true`, `animated: NO`, `x=1`, `(390.0, 844.0)`), and the verbs of
/// a log line (`called`, `invoked`). What remains is the label: words in any script,
/// numbers and identifiers, `画面A`, `First VC`, `0D2C7F77-…`.
///
/// A sentence is not a label: the words of English sentences (`the`, `is`, `when`, …)
/// mark prose that names a callback (`The viewDidLoad was called twice`). A line with
/// two of them, or a label holding one, is prose; so is a label of more than
/// ``maximumWords`` words or ``maximumWidth`` columns (one identifier may be longer:
/// ``isTooLong(_:)``). Text after a callback that reads as a
/// sentence (``isCommentary(_:words:sentenceWords:)``) is commentary on it, not its name.
enum LineLabel {
    static let maximumWords = 4, maximumWidth = 40
    /// How wide one identifier may be as a name: type names grow long in large apps
    /// (`NotificationPreferencesSettingsViewController`).
    static let maximumIdentifierWidth = 100

    /// The fewest digits of a hash value printed in brackets after a name (`Home[140231156236544]`):
    /// Swift's `hashValue` has up to 19, a source line or a slot a few.
    static let hashDigits = 10

    /// Whether `words` are too many or too wide to be a name: more than ``maximumWords``, or
    /// wider than ``maximumWidth`` columns unless one identifier (letters, digits and `_`,
    /// up to ``maximumIdentifierWidth``).
    static func isTooLong(_ words: [Substring]) -> Bool {
        if nameCount(words) > maximumWords { return true }
        if words.count == 1, let word = words.first, word.utf8.count <= maximumIdentifierWidth,
           word.utf8.allSatisfy({ $0 &- 65 < 26 || $0 &- 97 < 26 || $0 &- 48 < 10 || $0 == 95 }) { return false }
        return width(words) > maximumWidth
    }

    /// Log levels and tags, as loggers print them (case included).
    static let levels: Set<Substring> = [
        "INFO", "DEBUG", "TRACE", "VERBOSE", "NOTICE", "WARN", "WARNING", "ERROR", "FAULT", "DEFAULT", "LOG",
        "Info", "Debug", "Trace", "Verbose", "Notice", "Warn", "Warning", "Error", "Fault", "Default",
        "I", "D", "V", "W", "E", "F",
    ]

    /// Whether `word` is a log level written as loggers write one before a message, in
    /// capitals (`WARNING`, `INFO`): a word that names no controller. (`Info` and `Warning`
    /// may be screens' names.)
    static func isLevelTag(_ word: Substring) -> Bool {
        // (Capitals first: it runs on the first word of every new message, and most fail at their second letter.)
        word.utf8.count > 1 && word.utf8.allSatisfy { $0 &- 65 < 26 } && levels.contains(word)
    }

    /// The extensions of source files, whose names loggers print (`[ViewController.swift:12]`).
    static let sourceExtensions = ["swift", "mm", "m"]

    /// The name of the first source file `text` names (`BaseViewController` for
    /// `[BaseViewController.swift:30]`), as ``read(_:afterCallback:)`` takes it for a label.
    static func sourceFileName(in text: Substring) -> Substring? {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" }).lazy.compactMap { sourceFileName(ofWord: trimmed($0)) }.first
    }

    /// The class a source file's name names (`Home` for `Home.swift`, `Home.m:42` or a `#file`
    /// path ending in `Home.swift`), or `nil` when `word` names no source file.
    static func sourceFileName(ofWord word: Substring) -> Substring? {
        guard let dot = word.lastIndex(of: "."), sourceExtensions.contains(where: { word[word.index(after: dot)...].hasPrefix($0) }) else { return nil }
        let name = word[..<dot]
        return name.lastIndex(of: "/").map { name[name.index(after: $0)...] } ?? name
    }

    /// Words that say a callback ran, beside it: not a controller's name.
    static let verbs: Set<String> = [
        "called", "invoked", "executed", "triggered", "fired", "run", "ran", "entered", "enter", "exit", "exited",
        "invoke", "invokes", "invoking", "calls", "calling", "executes", "executing", "runs", "running", "triggers",
        "start", "started", "begin", "began", "end", "ended", "finished", "done", "method", "func", "function",
        "callback", "lifecycle", "life-cycle", "hit", "log", "print", "trace",
        // The same in other languages people log in (`viewDidLoad вызван`, `viewWillAppear llamado`).
        "вызван", "вызвана", "вызвано", "вызывается", "вызвался", "сработал", "выполнен", "запущен", "викликано", "викликаний",
        "llamado", "llamada", "ejecutado", "ejecutada", "invocado", "invocada", "chamado", "chamada", "executado", "executada", "foi",
        "appelé", "appelée", "appelle", "exécuté", "exécutée", "invoqué", "aufgerufen", "ausgeführt", "gerufen", "wurde",
        "chiamato", "chiamata", "eseguito", "invocato", "çağrıldı", "çağırıldı", "çalıştı", "tetiklendi", "được", "gọi", "chạy",
        "wywołane", "wywołany", "wywołana", "wykonane", "dipanggil", "dijalankan", "aangeroepen", "uitgevoerd",
        "метод", "método", "méthode", "methode", "metodo", "metot", "metoda", "方法", "メソッド", "메서드", "메소드",
    ]

    /// How the same verbs begin in languages written without blanks between words, glued
    /// to what follows (`被调用了`, "was called"; `调用两次`, "called twice"; `呼ばれた`;
    /// `호출됨`): after the callback, a word that begins with one says the callback ran, and
    /// names nothing. (Before it, such a word begins a sentence: `调用控制器2的viewDidLoad`.)
    static let verbStems = [
        "调用", "被调用", "会被调用", "已调用", "执行", "被执行", "触发", "被触发", "走了", "進入", "进入",
        "呼ばれ", "呼び出", "実行", "호출", "실행", "불림", "불렸", "ถูกเรียก", "เรียก",
    ]

    /// Whether `text`, what a line says after its callback, says the callback did not run
    /// (`viewDidAppear not called`, `viewWillAppear never fired`, `viewDidUnload 一次都没被调`,
    /// "not called even once"; `呼ばれない`): a note of what is missing, not a call. The denial
    /// is of the call itself: a negation, then a verb of calling within two words (`user not
    /// logged in`, `(not animated)` deny something else, and the line is the callback's).
    static func deniesCall(_ text: Substring) -> Bool {
        guard !text.isEmpty else { return false }
        if text.utf8.contains(where: { $0 >= 0x80 }), deniedCallStems.contains(where: { text.contains($0) }) { return true }
        // (Most lines deny nothing: one pass over the bytes for an `n` that begins `not`,
        // `never` or `n't` before the words are split.)
        guard mayHoldNegation(text.utf8) else { return false }
        let words = lowercased(words(text).prefix(5))
        guard let negation = words.prefix(2).firstIndex(where: negations.contains) else { return false }
        return words[(negation + 1)...].prefix(2).contains { callWords.contains($0) || verbs.contains($0) }
    }

    /// Whether `text`, what a line says before its callback, denies calling it: a negation,
    /// then a verb of calling just before the callback (`点击Home键并不会调用viewWillDisappear`,
    /// "pressing Home does not call viewWillDisappear"; `does not call viewWillDisappear`,
    /// `not being called: viewDidAppear`). A negation of something else before a verb (`not
    /// visible, calling viewWillAppear`) denies nothing.
    static func deniesCallBefore(_ text: Substring) -> Bool {
        let text = text.trimmingBlanks()
        guard !text.isEmpty else { return false }
        if text.utf8.contains(where: { $0 >= 0x80 }), case let end = text.suffix(6), deniedCallStems.contains(where: { end.contains($0) }) { return true }
        guard mayHoldNegation(text.utf8) else { return false }
        let words = lowercased(words(text).suffix(3))
        guard words.count >= 2, callWords.contains(words[words.count - 1]) || verbs.contains(words[words.count - 1]) else { return false }
        if negations.contains(words[words.count - 2]) { return true }
        return words.count == 3 && negations.contains(words[0]) && callWords.contains(words[1])
    }

    /// The words of `text`, apostrophes kept in them (`isn’t`).
    private static func words(_ text: Substring) -> [Substring] {
        text.split(whereSeparator: { !$0.isLetter && $0 != "'" && $0 != "’" })
    }

    /// `words` in lower case, each apostrophe as `'` (`isn’t` is `isn't`).
    private static func lowercased(_ words: ArraySlice<Substring>) -> [String] {
        words.map { $0.lowercased().replacingOccurrences(of: "’", with: "'") }
    }

    /// Whether `bytes` hold `no`, `ne` or `n'`/`n’` in any case: where an English negation may be.
    static func mayHoldNegation(_ bytes: Substring.UTF8View) -> Bool {
        var previousWasN = false
        for byte in bytes {
            let lower = byte | 0x20
            if previousWasN, lower == UInt8(ascii: "o") || lower == UInt8(ascii: "e") || byte == UInt8(ascii: "'") || byte == 0xE2 { return true }
            previousWasN = lower == UInt8(ascii: "n")
        }
        return false
    }

    /// Words that deny what follows them, in English, the language of most logs.
    static let negations: Set<String> = [
        "not", "never", "isn't", "wasn't", "didn't", "doesn't", "won't", "aren't", "weren't", "hasn't", "haven't",
        "don't", "can't", "cannot", "shouldn't", "mustn't", "isnt", "wasnt", "didnt", "doesnt", "dont", "cant", "wont",
    ]

    /// Words a line prints after its callback about how it went, which name no controller
    /// (`viewDidLoad normal`, `viewWillAppear again`).
    static let statusWords: Set<String> = [
        "normal", "ok", "okay", "again", "once", "twice", "first", "second", "here", "now", "yes", "no", "success", "fine", "default",
    ]

    /// Verbs of a call besides ``verbs``, as a denial goes on (`not being called`, `never gets called`).
    static let callWords: Set<String> = ["call", "calls", "calling", "fire", "fires", "firing", "be", "been", "being", "get", "gets", "got", "invoke", "execute", "trigger"]

    /// How a call is denied in languages written without blanks between words: Chinese
    /// 没/沒/未 (not) or 不会 (will not) before being called or run, Japanese negative forms
    /// of being called or run, Korean 호출/실행 with 안/않 (not).
    static let deniedCallStems = [
        "没被调", "沒被調", "没有被调", "沒有被調", "没调", "沒調", "没有调", "沒有調", "没执行", "没有执行", "没被执行",
        "未调用", "未調用", "未被调", "未被調", "未执行", "未被执行", "不会被调", "不會被調", "不会调", "不會調",
        "不调用", "不調用", "不执行", "不執行", "不会执行", "不會執行", "不会走", "不會走", "不会触发", "不會觸發",
        "呼ばれない", "呼ばれず", "呼び出されない", "実行されない",
        "호출 안", "호출되지 않", "호출이 안", "실행되지 않", "실행 안",
    ]

    /// Whether `word`, before the callback or (`afterCallback`) after it, is a verb of a log
    /// line (``verbs``, ``verbStems``).
    static func isVerb(_ word: Substring, afterCallback: Bool) -> Bool {
        if verbs.contains(word.lowercased()) { return true }
        guard afterCallback, let first = word.first, !first.isASCII else { return false }
        return verbStems.contains { word.hasPrefix($0) }
    }

    /// Whether `word` closes a clause between its letters: an ideographic comma or full stop
    /// (`坐标值，要到viewDidLayoutSubviews`), or a comma beside an ideograph (`第一次调用,正常`,
    /// typed without its ideographic form). A sentence in a script written without blanks.
    static func isClause(_ word: Substring) -> Bool {
        word.dropFirst().dropLast().contains(where: { $0 == "，" || $0 == "。" }) || hasCommaBesideIdeograph(word)
    }

    /// Whether `word` holds a comma between two letters, one of them not ASCII.
    static func hasCommaBesideIdeograph(_ word: Substring) -> Bool {
        guard word.contains(",") else { return false }
        var previous: Character?
        var index = word.startIndex
        while index != word.endIndex {
            let character = word[index]
            let next = word.index(after: index)
            if character == ",", let previous, next != word.endIndex, previous.isLetter, word[next].isLetter,
               !previous.isASCII || !word[next].isASCII {
                return true
            }
            previous = character
            index = next
        }
        return false
    }

    /// The words of English sentences, lowercased: their presence marks prose.
    static let sentenceWords: Set<String> = [
        "the", "an", "is", "are", "was", "were", "be", "been", "being", "this", "that", "these", "those",
        "when", "where", "why", "how", "what", "which", "who", "whose", "then", "than", "and", "or", "but", "if",
        "so", "not", "now", "after", "before", "while", "calling", "call", "calls", "will", "would", "should",
        "can", "could", "does", "did", "do", "has", "have", "had", "it", "its", "in", "on", "at", "of", "to",
        "for", "from", "with", "by", "as", "into", "you", "we", "my", "our", "your", "twice", "again", "once",
        "only", "also", "here", "there", "get", "gets", "got", "because", "since", "until", "never", "always",
        "yet", "still", "just", "about", "every", "each", "all", "any", "no", "see", "note",
        // The prepositions of Chinese, written alone before a callback (`在viewDidLoad中使用…`, "used in viewDidLoad").
        "在", "于", "於", "当", "當", "从", "從",
    ]

    /// What reading `text` (one side of a callback) gives: its label words and how many
    /// sentence words it holds.
    ///
    /// Numbers before any name are counters and times; after the callback (`afterCallback`),
    /// a number printed as a word of its own is part of the label (`viewWillAppear: 2`, a page index).
    static func read(_ text: Substring, afterCallback: Bool = false) -> (label: [Substring], sentenceWords: Int) {
        let text = withoutValueGroups(text)
        var words: [Substring] = []
        var sentence = 0
        var afterSourceFile = false
        for raw in text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\u{3000}" }) {
            var word = trimmed(raw)
            // A list's counter glued to the name (`1.Home`, `2、画面A`, `3)Home`), before any name.
            if words.isEmpty, !afterCallback, let name = withoutGluedCounter(word) { word = name }
            // A counter, a time, a separator; a number after a name is part of it (`Screen 2`),
            // after a source file's name its line (`Home.swift 42`, `#file #line`).
            guard !word.isEmpty else { continue }
            // An ideographic comma or full stop between a word's letters closes a clause
            // (`坐标值，要到viewDidLayoutSubviews 才正确。根视图…`), and so does a comma beside
            // an ideograph (`第一次调用,正常`, typed without its ideographic form): a sentence's, no name's.
            if isClause(word) { sentence += 1 }
            var isSourceFile = false
            defer { afterSourceFile = isSourceFile }
            if !word.contains(where: { $0.isLetter }) {
                if afterSourceFile { continue }
                if !words.isEmpty, word.allSatisfy(\.isNumber) { words.append(word) }
                else if afterCallback, word == raw, word.allSatisfy({ $0.isNumber || $0 == "." }) { words.append(word) }
                continue
            }
            if let slash = word.firstIndex(of: "/"), levels.contains(word[..<slash]) { word = word[word.index(after: slash)...] }   // `D/Home`
            // A key and its value written as one word: the value (`クラス名:Home`, `class:Home`).
            if let colon = word.lastIndex(where: { $0 == ":" || $0 == "：" }), word[..<colon].contains(where: \.isLetter),
               word[word.index(after: colon)...].contains(where: \.isLetter) {
                word = word[word.index(after: colon)...]
            }
            // An address glued to the name in parentheses (`Home(0x6000…)`, the address read on
            // its own), and a source line after a type's name (`HomeViewController:32`).
            if let open = word.range(of: "(0x"), open.lowerBound > word.startIndex { word = word[..<open.lowerBound] }
            // A hash value glued to the name in brackets (`Home[140231156236544]`): the
            // instance's number, part of the name as a number after it is (`Home_1402…`). A
            // short number there may be a source line (`Home[23]`, `#line`) or a slot
            // (`tabs[0]`), and is left as it was.
            if let open = word.firstIndex(of: "["), open > word.startIndex,
               case let digits = word[word.index(after: open)...].drop(while: { $0 == "-" }), digits.count >= Self.hashDigits,
               digits.allSatisfy(\.isNumber), word[..<open].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                word = Substring(word[..<open] + "_" + digits)
            }
            if let colon = word.lastIndex(of: ":"), word.first?.isUppercase == true, colon < word.index(before: word.endIndex),
               word[word.index(after: colon)...].allSatisfy(\.isNumber), word[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                word = word[..<colon]
            }
            // A source file names its class: `ViewController.swift`, `Home.m:42`, and a path
            // to one its last component (`#file`: `/Users/me/App/Home.swift`).
            if let name = sourceFileName(ofWord: word) {
                word = name
                isSourceFile = true
            } else if word.utf8.count > 5, word.hasSuffix("swift"), word.first?.isUppercase == true,
                      let before = word.dropLast(5).last, before.isLowercase || before.isNumber {
                // The same with its dot lost in a paste: `ViewControllerswift` (a type's name
                // starts upper case, and a word of its own inside it too).
                word = word.dropLast(5)
                isSourceFile = true
            }
            if word.isEmpty || isValue(word) || levels.contains(word) { continue }
            let lower = word.lowercased()
            if word == "a" || word == "I" { sentence += 1; continue }   // ("A" may be a name: `A ViewController`)
            if sentenceWords.contains(lower) { sentence += 1; continue }
            if isVerb(word, afterCallback: afterCallback) { continue }
            // key=value, or a key whose value is the next word (`animated= true`); a run of `=`
            // before a name is a separator (`====VC-2`).
            if word.contains("=" as Character) || raw.hasSuffix("=") { continue }
            words.append(word)
        }
        // A category tag before the name: `[Lifecycle] Home`, `Nav: Home` (a leading word
        // in brackets or ending with a colon, when a name follows).
        while words.count > 1, isWrittenAsTag(words[0], in: text) { words.removeFirst() }
        // What a colon closes before a name is a tag, a counter, a key or a heading, of any
        // length: `Step 2: [VC B]`, `Nav Stack: Home`, `Push screen B -> A: VC2` (as `12: Home`
        // is a counter and `Nav: Home` a tag); the name is what follows it.
        if words.count > 1, let colon = closingColon(in: text), let first = words.firstIndex(where: { $0.startIndex > colon }), first > 0 {
            words.removeFirst(first)
        }
        // A key glued to the callback it names, after the label: `クラス名:Home メソッド名:viewDidLoad()`.
        if !afterCallback, words.count > 1, let last = words.last, text.hasSuffix(last + ":") || text.hasSuffix(last + "：") {
            words.removeLast()
        }
        return (named(words), sentence)
    }

    /// The separators a numbered list writes after its counter (`1.`, `1,`, `1、`, `1)`, `1:`).
    static let counterSeparators: Set<Character> = [".", ",", "、", "，", ")", "）", ":", "："]

    /// Whether `word` is a numbered list's counter and nothing else: up to four digits and a
    /// separator (`1.`, `2)`, `3、`).
    static func isListCounter<S: StringProtocol>(_ word: S) -> Bool {
        let digits = word.prefix(while: { $0.isASCII && $0.isNumber })
        guard (1...4).contains(digits.count), let separator = word.last else { return false }
        return word.count == digits.count + 1 && counterSeparators.contains(separator)
    }

    /// `word` without the list counter glued before it (`1.Home`: `Home`), when it starts
    /// with one: up to four digits, a separator, then a letter.
    static func withoutGluedCounter<S: StringProtocol>(_ word: S) -> S.SubSequence? {
        let digits = word.prefix(while: { $0.isASCII && $0.isNumber })
        guard (1...4).contains(digits.count), let separator = word.dropFirst(digits.count).first,
              counterSeparators.contains(separator) else { return nil }
        let rest = word.dropFirst(digits.count + 1)
        guard let first = rest.first, first.isLetter else { return nil }
        return rest
    }

    /// Whether `text`, read as `words` with `sentenceWords` among them, is a sentence rather than
    /// a name: a sentence word with two words or more besides (`on animation completion`), or
    /// three words or more closed by a sentence's full stop, in any script (`첫번째 뷰가
    /// 로드되었습니다.`, `the first view loaded.`). A name is a word or a few (`First VC`,
    /// `홈 화면`, `Screen 2`), not closed as a sentence is.
    ///
    /// In Japanese, words after a callback that begin with a particle or an inflection in
    /// hiragana (`が呼ばれたよ`, "is called"; `と同じく…`, "like …") say something of the
    /// callback, and a text closed by an ideographic full stop (`。`) is a sentence, however
    /// few words its blanks make: commentary.
    static func isCommentary(_ text: Substring, words: [Substring], sentenceWords: Int) -> Bool {
        if sentenceWords >= 1, words.count >= 2 { return true }
        // A clause (`viewWillDisappear 第一次调用,正常`: "first call, normal"): a note on the line.
        if words.contains(where: isClause) { return true }
        let trimmed = text.trimmingBlanks()
        if let first = trimmed.first(where: { !"`'\"」』)）".contains($0) }), isHiragana(first) { return true }
        guard let last = trimmed.last else { return false }
        if "。！？".contains(last), !words.isEmpty { return true }
        guard words.count >= 3 else { return false }
        return ".。!！?？".contains(last)
    }

    /// Whether `character` is a hiragana letter (Japanese particles and inflections).
    static func isHiragana(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { (0x3041...0x309F).contains($0.value) } ?? false
    }

    /// The name in `words` when they are an identifier written as a type and a description
    /// in another script after it, glued or not (`ViewController2将要出现`, `VC1 将要消失`: a
    /// list that says what each callback means): the identifier. A label that starts in
    /// another script (`画面A`, `首页VC`) or is all ASCII is the name as it is.
    ///
    /// An identifier written as a type starts upper case and holds a digit or another upper
    /// case letter (`ViewController2`, `HomeVC`), so a plain word (`Main画面`, `Main設定`) keeps
    /// its description: the two are different screens.
    static func named(_ words: [Substring]) -> [Substring] {
        guard let first = words.first, let firstCharacter = first.first, firstCharacter.isASCII, firstCharacter.isUppercase else { return words }
        let head = first.prefix { $0.isASCII }
        let rest = head.endIndex < first.endIndex ? first[head.endIndex...] : words.dropFirst().first ?? ""
        guard head.count >= 2, head.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              head.dropFirst().contains(where: { $0.isUppercase || $0.isNumber }),
              let description = rest.first, !description.isASCII, description.isLetter else { return words }
        return [head]
    }

    /// The first colon of `text` that closes a word: followed by a blank or nothing
    /// (`Step 2: Home`), not inside a time or a key glued to its value (`12:00`, `class:Home`).
    private static func closingColon(in text: Substring) -> Substring.Index? {
        var index = text.startIndex
        while let colon = text[index...].firstIndex(where: { $0 == ":" || $0 == "：" }) {
            let next = text.index(after: colon)
            if next == text.endIndex || text[next] == " " || text[next] == "\t" || text[next] == "\u{3000}" { return colon }
            index = next
        }
        return nil
    }

    /// Whether `word` is written as a tag in `text` (`[Lifecycle]`, `<Lifecycle>`, `Nav:`).
    private static func isWrittenAsTag(_ word: Substring, in text: Substring) -> Bool {
        guard let range = text.range(ofLiteral: String(word)) else { return false }
        let before = text[..<range.lowerBound].last
        let after = text[range.upperBound...].first
        return (before == "[" && after == "]") || (before == "<" && after == ">") || after == ":" || after == "："
    }

    /// `word` without the punctuation logs put around names: brackets, quotes, colons,
    /// separators (`[Home]`, `"Home":`, `(Home)`, `Home,`), keeping `_`, `.`, `@`, `#`,
    /// `-` and `$` inside it.
    static func trimmed(_ word: Substring) -> Substring {
        func isEdge(_ character: Character) -> Bool {
            !(character.isLetter || character.isNumber || character == "_")
        }
        var word = word.drop(while: isEdge)
        let whole = word
        while let last = word.last, isEdge(last) { word = word.dropLast() }
        // A name that opens a parenthesis keeps the one that closes it (`ViewController(VC)`).
        if word.endIndex < whole.endIndex, whole[word.endIndex] == ")", word.contains("("), !word.contains(")") {
            word = whole[..<whole.index(after: word.endIndex)]
        }
        return word
    }

    /// Values printed beside a callback: booleans, `nil`, numbers, addresses, `animated`,
    /// `Optional(…)`, `ObjectIdentifier(0x…)` (whose address is read on its own), sizes. A
    /// unit is written in Latin letters (`0.12s`, `16ms`): a number glued to letters of
    /// another script is an ordinal or a name (`1번째`, "the first"; `1つ目`), not a value.
    static func isValue(_ word: Substring) -> Bool {
        if ["true", "false", "YES", "NO", "nil", "null", "animated", "Optional", "optional", "some", "none", "ObjectIdentifier"].contains(word) { return true }
        if word.hasPrefix("0x"), word.count > 2, word.dropFirst(2).allSatisfy(\.isHexDigit) { return true }
        // A number, with at most two letters of a unit (`0.12s`, `16ms`, `390x844`).
        guard word.first?.isNumber == true else { return false }
        let unit = word.drop { $0.isNumber || $0 == "." || $0 == "," }
        // (An English ordinal is a name, as `first` is: `1st viewDidLoad`, `2nd ViewController`.)
        if unit.count == 2, word.count > 2, word.dropLast(2).allSatisfy(\.isNumber), ordinalSuffixes.contains(unit.lowercased()) { return false }
        return unit.count <= 2 && unit.allSatisfy({ $0.isASCII && $0.isLetter }) || word.allSatisfy { $0.isNumber || $0 == "." || $0 == "x" }
    }

    /// What English writes after a number to make it an ordinal (`1st`, `2nd`, `3rd`, `4th`).
    static let ordinalSuffixes: Set<String> = ["st", "nd", "rd", "th"]

    /// The types values are printed as, glued to their parentheses (`Optional((0.0, 0.0))`,
    /// `CGRect(x: 0.0, …)`): no part of a name.
    static let valueTypes: Set<Substring> = [
        "Optional", "some", "CGRect", "CGSize", "CGPoint", "CGVector", "UIEdgeInsets", "NSDirectionalEdgeInsets",
        "NSRect", "NSSize", "NSPoint", "NSRange",
    ]

    /// `text` without the values printed in parentheses or braces: a group (nested or not)
    /// that holds a number and no word but keys (`x:`, `width=`) and values (`nil`, `true`),
    /// with the type glued before it (`Optional(`, `CGRect(`) and a key written before it
    /// (`frame: (0.0, 0.0, 390.0, 844.0)`, `bounds={{0, 0}, {390, 844}}`). A group that holds
    /// an address or a word (`(0x7fa1)`, `(Home)`) stays: it may name the controller.
    ///
    /// One pass: only outermost groups are weighed, each once.
    static func withoutValueGroups(_ text: Substring) -> Substring {
        guard text.contains(where: { $0 == "(" || $0 == "{" }) else { return text }
        var out = ""
        var kept = text.startIndex          // where the text not yet copied starts
        var depth = 0
        var open = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "(" || character == "{" {
                if depth == 0 { open = index }
                depth += 1
            } else if (character == ")" || character == "}") && depth > 0 {
                depth -= 1
                if depth == 0, isValueGroup(text[text.index(after: open)..<index]) {
                    // The type glued before it, then a key before that.
                    var start = open
                    let glued = text[kept..<start].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    if valueTypes.contains(Substring(String(glued.reversed()))) { start = text.index(start, offsetBy: -glued.count) }
                    let before = text[kept..<start]
                    let trimmed = before.reversed().drop { $0 == " " }
                    if let mark = trimmed.first, mark == ":" || mark == "=" || mark == "：" {
                        let key = trimmed.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                        if !key.isEmpty { start = text.index(start, offsetBy: -(before.count - trimmed.count) - 1 - key.count) }
                    }
                    out += text[kept..<start]
                    out += " "
                    kept = text.index(after: index)
                }
            }
            index = text.index(after: index)
        }
        guard kept > text.startIndex else { return text }
        out += text[kept...]
        return Substring(out)
    }

    /// Whether the inside of a group is a value: a number in it, and every word a key
    /// (followed by `:` or `=`), a value word or a number (`0.5`, `1e3`).
    private static func isValueGroup(_ inside: Substring) -> Bool {
        guard inside.contains(where: \.isNumber), inside.range(ofLiteral: "0x") == nil else { return false }
        var index = inside.startIndex
        while index < inside.endIndex {
            guard inside[index].isLetter else { index = inside.index(after: index); continue }
            let start = index
            while index < inside.endIndex, inside[index].isLetter || inside[index].isNumber || inside[index] == "_" { index = inside.index(after: index) }
            let word = inside[start..<index]
            // A word after a digit is part of a number or a unit (`1e3`, `0.5pt`).
            if start > inside.startIndex, inside[inside.index(before: start)].isNumber { continue }
            let next = inside[index...].first { $0 != " " }
            if next == ":" || next == "=" { continue }
            if ["nil", "true", "false", "YES", "NO", "some", "none", "Optional"].contains(word) || valueTypes.contains(word) { continue }
            return false
        }
        return true
    }

    /// How many of `words` hold a letter (numbers don't make a label long).
    static func nameCount(_ words: [Substring]) -> Int {
        words.filter { $0.contains(where: \.isLetter) }.count
    }

    /// The width of `words` joined by blanks, wide (East Asian) characters counting two.
    static func width(_ words: [Substring]) -> Int {
        words.reduce(words.count - 1) { total, word in
            total + word.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x1100 ? 2 : 1) }
        }
    }
}
