/// A controller read as beginning again at a section break of a pasted log: its first event
/// after the break (a Markdown heading, a code fence, a title in bold or between marks; for
/// the app's and its scenes' cases also a title between the items of lists, a numbered list
/// that starts again at 1, a comment after a blank line) broke a rule about its own state, given what the log showed of it before the break. A blog post or a bug
/// report that puts separate runs or steps under headings, and leaves out what happened
/// between them, shows that; from the break on, the controller is read as one that began
/// before its next event (as a ``LateStart`` is at the start of the log). A second launch
/// after a break (`didFinishLaunching` again) is another run of the app: the app is read
/// again, and its launch and state begin again there.
public struct SectionRestart: Hashable, Sendable {
    /// The controller, as the report named it before the break.
    public var controller: String
    /// The name it has from the break on (its next generation: `Home#2`).
    public var readAs: String
    /// The line of the section break.
    public var breakLine: Int
    /// The line of its first event after the break.
    public var line: Int
    /// The name of that event.
    public var event: String
    /// The rule that event broke, read as following what came before the break.
    public var rule: String

    /// A controller read again from the section break at `breakLine` as `readAs`, whose
    /// first event after it, `event` at `line`, broke `rule`.
    public init(controller: String, readAs: String, breakLine: Int, line: Int, event: String, rule: String) {
        self.controller = controller
        self.readAs = readAs
        self.breakLine = breakLine
        self.line = line
        self.event = event
        self.rule = rule
    }

    /// A restart to read, with the identity the log's reader gives its controller (its name
    /// without its generation).
    struct Planned: Hashable, Sendable {
        var restart: SectionRestart
        var identity: String
        /// Whether a launch callback broke the app's launch (a global machine): the whole app
        /// begins again at the break, another run of it pasted after the first.
        var restartsApp = false
        /// What tells two restarts apart: the controller and where it begins again.
        var key: Key { Key(identity: identity, breakLine: restart.breakLine) }
        struct Key: Hashable { var identity: String; var breakLine: Int }
    }
}

extension TraceChecker {
    /// Checks the log `read` reads as ``readingLateStarts(file:plainToo:_:)`` does; with
    /// ``CheckOptions/readsLateStarts``, when a controller's first event after a section
    /// break broke a rule about its own state, reads the log again with that controller
    /// beginning again at the break (``SectionRestart``), and keeps that reading when it
    /// breaks fewer rules. A bug inside one section, or one that shows in a controller's
    /// later events, stays a bug.
    func allowingLateStarts(file: String?, plainToo: Bool = false, _ read: (inout LogPass) throws -> Void) throws(TraceError) -> CheckReport {
        var report = try readingLateStarts(file: file, plainToo: plainToo, read)
        var checker = self
        // Each reading may show more (a controller read again at one break breaks a rule after
        // the next one); a few readings settle any paste.
        for _ in 0..<4 {
            let taken = Set(checker.options.sectionRestarts.map(\.key))
            let new = report.sectionCandidates.filter { !taken.contains($0.key) }
            guard !new.isEmpty else { break }
            checker.options.sectionRestarts += new
            guard let again = try? checker.readingLateStarts(file: file, plainToo: plainToo, read),
                  again.violations.count < report.violations.count else { break }
            report = again
        }
        report.sectionCandidates = []
        // A controller read again at a break is named there, not among those begun before the log.
        let restarted = Set(report.sectionRestarts.map(\.readAs))
        report.lateStarts.removeAll { restarted.contains($0.controller) }
        return report
    }
}
