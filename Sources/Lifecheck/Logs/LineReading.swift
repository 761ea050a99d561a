/// How one line of a log was read: the event taken (in the plain format), or why it was
/// skipped, or the warning found (`lifecheck check --show-reading`).
public struct LineReading: Hashable, Sendable {
    /// The line's number, from 1.
    public var line: Int
    /// The line's text, cut to ``textLimit`` characters.
    public var text: String
    /// What it was read as.
    public var outcome: LogLine

    /// How much of a line's text is kept.
    public static let textLimit = 160

    /// The reading of line `line`, whose text is `text`.
    public init(line: Int, text: Substring, outcome: LogLine) {
        self.line = line
        self.text = text.count > Self.textLimit ? String(text.prefix(Self.textLimit)) + "…" : String(text)
        self.outcome = outcome
    }

    /// What the line was read as, in words: `Home viewDidLoad`, `skipped: a callback without a controller`.
    public var summary: String {
        switch outcome {
        case .nothing: "nothing (blank, comment or header)"
        case .event(let plain): "event: \(plain)"
        case .skipped(let reason): "skipped: \(reason.rawValue)"
        case .finding(let rule, let subject, _): "UIKit warning [\(rule)] about \(subject)"
        }
    }
}
