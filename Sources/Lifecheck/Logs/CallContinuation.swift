/// A line about a call another line began: its end (`[Home] viewDidLoad completed`,
/// `viewWillAppear end`, `viewDidLoad 结束`) or when it ran (`[Home] viewDidLoad time:
/// 2025-07-06 12:52:03 +0000`, `viewDidAppear took 0.12s`).
///
/// Logs that trace calls print a line as a callback begins and another as it ends, or
/// one more with its time; read as calls, each would be a second call of the callback.
/// Such a line names the callback its controller's last line named, and says it of that
/// call: it is no call of its own. With no call of that callback open (the log prints
/// only ends: `viewDidLoad done`), the line is the call, logged at its end. A line printed
/// again whole is a second call, as a bug's log shows it (`viewDidLoad` twice).
enum CallContinuation: Sendable, Equatable {
    /// The call ended: the call it continues is closed.
    case end
    /// When the call ran, or how long it took: the call stays open.
    case timing

    /// What the text after a callback (`rest`) says of its call, or `nil` for a call of its own.
    static func reading(_ rest: Substring) -> CallContinuation? {
        // (Most lines have nothing after the callback, or a few words: one pass over them.)
        guard rest.contains(where: { $0.isLetter }) else { return nil }
        let words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "-" || $0 == "…" || $0 == "!" || $0 == "." || $0 == "," || $0 == "(" || $0 == ")" || $0 == "[" || $0 == "]" })
        if words.contains(where: isEndWord) { return .end }
        return isTiming(words) ? .timing : nil
    }

    /// Words that say a call ended, lowercased, in the languages logs are written in.
    static let endWords: Set<String> = [
        "end", "ended", "ending", "finish", "finished", "done", "complete", "completed", "exit", "exited", "exiting",
        "return", "returned", "returning", "leave", "leaving",
        "fin", "fini", "finie", "terminé", "terminée", "ende", "beendet", "fertig", "fim", "terminado", "terminada",
        "finalizado", "finalizada", "concluído", "concluido", "completado", "completada", "завершен", "завершён", "завершено",
        "завершена", "конец", "кінець", "завершено", "bitti", "bitiş", "selesai", "xong", "koniec", "zakończone", "einde", "klaar",
    ]

    /// How the same words begin in languages written without blanks between words
    /// (`结束`, `執行完畢`, `終了`, `完了`, `끝`, `완료`, `종료`).
    static let endStems = ["结束", "結束", "完成", "完毕", "完畢", "执行完", "執行完", "終了", "完了", "終わ", "끝", "완료", "종료"]

    /// Whether `word` says a call ended.
    static func isEndWord(_ word: Substring) -> Bool {
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
