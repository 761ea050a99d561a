/// What a line that names a callback says of the call, besides the callback: a line about a
/// call another line began, its end (`[Home] viewDidLoad completed`, `viewWillAppear end`,
/// `viewDidLoad 结束`) or when it ran (`[Home] viewDidLoad time: 2025-07-06 12:52:03 +0000`,
/// `viewDidAppear took 0.12s`), and the words of its message (`HomeViewController.viewDidLoad():42
/// - fetching feed`, as a logger that prints each line's function prints every line of a call).
///
/// Logs that trace calls print a line as a callback begins and another as it ends; loggers
/// print the function beside every message, so a callback that logs three steps prints three
/// lines. Read as calls, each would be another call of the callback. Such a line names the
/// callback its controller's last call began, and says its end, its time or another step of
/// it: it is no call of its own. A line that repeats the message that began the call (numbers
/// and values aside) is a second call, as a bug's log shows one (`viewDidLoad` twice), and so
/// is any line of a callback whose call ended; with no call of that callback open (the log
/// prints only ends: `viewDidLoad done`), the line is the call.
struct CallLine: Sendable, Equatable {
    /// A line that says of a call what only a line of a call begun before says.
    enum Continuation: Sendable, Equatable {
        /// The call ended: the call it continues is closed.
        case end
        /// When the call ran, or how long it took: the call stays open.
        case timing
    }

    /// What it says of a call begun before, if anything.
    var continuation: Continuation?
    /// Its message's words (``messageWords(_:)``), 0 when it has none.
    var message: UInt32

    /// A line with nothing after its callback but values, numbers and verbs (`Home viewDidLoad`,
    /// `-[Home viewWillAppear:] animated=YES`, `viewDidLoad called`).
    static let bare = CallLine(continuation: nil, message: 0)

    /// What the text after a callback (`rest`) says.
    init(rest: Substring) {
        continuation = Self.continuation(rest)
        message = continuation == nil ? Self.messageWords(rest) : 0
    }

    init(continuation: Continuation?, message: UInt32) {
        self.continuation = continuation
        self.message = message
    }

    /// The words of a message, hashed: those with a letter and no digit, lowercased, but the
    /// values (`true`, `nil`, objects `<…>`, anything in parentheses: `Optional(<…>)`,
    /// `(390.0, 844.0)`), counts (`again`, `twice`), keys (`animated:`, `x=`) and verbs
    /// (`called`, ``LineLabel/verbs``) a log prints beside any call; 0 when none is left. Numbers, addresses, times and line numbers
    /// differ from call to call, and are left out.
    static func messageWords(_ rest: Substring) -> UInt32 {
        guard rest.contains(where: \.isLetter) else { return 0 }
        var hash: UInt32 = 0
        var depth = 0
        let outside = rest.filter { character in
            if character == "<" || character == "(" { depth += 1 } else if character == ">" || character == ")" { depth = max(depth - 1, 0); return false }
            return depth == 0
        }
        for word in outside.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != ":" && $0 != "=" && $0 != "_" }) {
            guard word.contains(where: \.isLetter), !word.contains(where: \.isNumber), !word.hasSuffix(":"), !word.contains("="),
                  case let lowered = word.lowercased(), !values.contains(lowered), !LineLabel.isVerb(word, afterCallback: true) else { continue }
            if hash == 0 { hash = 2_166_136_261 }
            for byte in lowered.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
            hash = (hash ^ 32) &* 16_777_619
        }
        return hash
    }

    /// Values loggers print beside a callback's arguments, and the words that count its calls
    /// (`viewDidLoad first`, `viewDidLoad again`, `called twice`): a line that says the call
    /// ran again is a second call, not a step of the first.
    static let values: Set<String> = [
        "true", "false", "yes", "no", "nil", "null", "none", "optional", "some",
        "first", "second", "third", "again", "twice", "thrice", "once", "another", "duplicate", "duplicated",
        "repeat", "repeated", "time", "times", "call", "calls",
    ]

    /// What the text after a callback (`rest`) says of a call begun before, or `nil`.
    static func continuation(_ rest: Substring) -> Continuation? {
        // (Most lines have nothing after the callback, or a few words: one pass over them.)
        guard rest.contains(where: { $0.isLetter }) else { return nil }
        // (In ASCII a character is a byte: split so, fast; else by characters, as a mark
        // combined with a separator, `!` and a variation selector, is no separator.)
        let words = rest.utf8.allSatisfy({ $0 < 128 })
            ? rest.unicodeScalars.split(whereSeparator: isWordSeparator).map(Substring.init)
            : rest.split(whereSeparator: { $0.unicodeScalars.count == 1 && isWordSeparator($0.unicodeScalars.first!) })
        if words.contains(where: isEndWord) { return .end }
        return isTiming(words) ? .timing : nil
    }

    /// What separates the words after a callback.
    private static func isWordSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "-", "…", "!", ".", ",", "(", ")", "[", "]": true
        default: false
        }
    }

    /// Words that say a call ended, lowercased, in the languages logs are written in.
    static let endWords: Set<String> = [
        "end", "ended", "ending", "finish", "finished", "done", "complete", "completed", "exit", "exited", "exiting",
        "return", "returned", "returning", "leave", "leaving",
        "fin", "fini", "finie", "terminé", "terminée", "ende", "beendet", "fertig", "fim", "terminado", "terminada",
        "finalizado", "finalizada", "concluído", "concluido", "completado", "completada", "завершен", "завершён", "завершено",
        "завершена", "конец", "кінець", "завершено", "bitti", "bitiş", "selesai", "xong", "koniec", "zakończone", "einde", "klaar",
    ]

    /// The length of the longest of ``endWords`` written in ASCII.
    static let longestASCIIEndWord = endWords.filter { $0.utf8.allSatisfy { $0 < 128 } }.map(\.utf8.count).max() ?? 0

    /// How the same words begin in languages written without blanks between words
    /// (`结束`, `執行完畢`, `終了`, `完了`, `끝`, `완료`, `종료`).
    static let endStems = ["结束", "結束", "完成", "完毕", "完畢", "执行完", "執行完", "終了", "完了", "終わ", "끝", "완료", "종료"]

    /// Whether `word` says a call ended.
    static func isEndWord(_ word: Substring) -> Bool {
        // (An ASCII word is one only if it starts with a letter and is no longer than the longest.)
        if word.utf8.allSatisfy({ $0 < 128 }) {
            guard let first = word.utf8.first, (first | 0x20) &- 97 < 26, word.utf8.count <= longestASCIIEndWord else { return false }
        }
        if let first = word.first, !first.isASCII, endStems.contains(where: { word.hasPrefix($0) }) { return true }
        // (`finished:` as a key: `viewDidAppear finished: true`, a value, not the call's end.)
        return endWords.contains(word.lowercased())
    }

    /// Whether `words` print when the call ran or how long it took: a key (`time:`, `at=`,
    /// `took`) then a time of day or a date (`12:52:03`, `2025-07-06`) or a duration
    /// (`0.12s`, `35 ms`, `1.2秒`).
    static func isTiming(_ words: [Substring]) -> Bool {
        guard let first = words.first, first.first?.isLetter == true else { return false }
        let keyed = first.hasSuffix(":") || first.hasSuffix("=") || first.contains("=") || ["took", "cost", "elapsed", "in"].contains(first.lowercased())
            || (words.count > 1 && (words[1] == ":" || words[1] == "="))
        guard keyed else { return false }
        let values = words.dropFirst().map { $0.drop(while: { $0 == ":" || $0 == "=" }) } + [first.drop(while: { $0 != "=" }).dropFirst()]
        return values.contains(where: isTime) || zip(values, values.dropFirst()).contains { isNumber($0) && isUnit($1) }
    }

    /// `12:52:03`, `12:52:03.120`, `2025-07-06`, `0.12s`, `35ms`, `1.2秒`.
    static func isTime(_ word: Substring) -> Bool {
        let digits = word.filter(\.isNumber).count
        guard digits >= 2 else { return false }
        if word.allSatisfy({ $0.isNumber || $0 == ":" || $0 == "." }), word.contains(":") { return true }
        if word.allSatisfy({ $0.isNumber || $0 == "-" || $0 == "/" }), word.filter({ $0 == "-" || $0 == "/" }).count == 2 { return true }
        guard let unitStart = word.firstIndex(where: { !$0.isNumber && $0 != "." }), unitStart > word.startIndex else { return false }
        return isUnit(word[unitStart...])
    }

    /// A number written as a word of its own (`35`, `0.12`).
    static func isNumber(_ word: Substring) -> Bool {
        !word.isEmpty && word.allSatisfy { $0.isNumber || $0 == "." } && word.contains(where: \.isNumber)
    }

    /// A unit of duration (`s`, `ms`, `sec`, `seconds`, `µs`, `秒`, `毫秒`, `초`).
    static func isUnit(_ word: Substring) -> Bool {
        ["s", "ms", "sec", "secs", "second", "seconds", "µs", "us", "ns", "min", "秒", "毫秒", "초", "ミリ秒"].contains(String(word).lowercased())
    }
}
