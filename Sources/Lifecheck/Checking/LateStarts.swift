/// A controller read as having begun before the log did: read from the start, its first
/// event in the log broke a rule about its own state (`viewWillDisappear` before any
/// appearance), which is what a paste that begins part-way through the run shows.
public struct LateStart: Hashable, Sendable {
    /// The controller, as the report names it.
    public var controller: String
    /// The line of its first event.
    public var line: Int
    /// The name of its first event.
    public var event: String
    /// The rule that event broke, read from the start.
    public var rule: String

    /// A controller whose first event, `event` at `line`, broke `rule` read from the start.
    public init(controller: String, line: Int, event: String, rule: String) {
        self.controller = controller
        self.line = line
        self.event = event
        self.rule = rule
    }
}

extension TraceChecker {
    /// Checks the log `read` reads (``inferringRecorded(file:_:)``) once, each controller
    /// as ``allowingLateStarts(file:plainToo:_:)`` last read it; with
    /// ``CheckOptions/readsLateStarts``, a log in which some controllers' first events broke
    /// rules about their own state is read again as beginning part-way
    /// (``Observation/fromMiddle``), and those controllers' violations are taken from that
    /// reading: the others stay held to the start.
    ///
    /// A plain trace is held to the start, unless `plainToo`: a file detected as plain
    /// whose lines may be someone's prints (`Home viewWillAppear`).
    func readingLateStarts(file: String?, plainToo: Bool = false, _ read: (inout LogPass) throws -> Void) throws(TraceError) -> CheckReport {
        var fromStart = try inferringRecorded(file: file, read)
        // Read again as one controller's, the log was read with late starts (and section
        // restarts) then: read from the middle here, it would be decided again without them.
        if fromStart.unnamedController, fromStart.readsLateStarts { return fromStart }
        guard options.readsLateStarts, !options.observation.fromMiddle, fromStart.format != .plain || plainToo else {
            fromStart.lateStarts = []
            return fromStart
        }
        fromStart.readsLateStarts = true
        guard !fromStart.lateStarts.isEmpty else { return fromStart }
        var options = options
        options.observation.fromMiddle = true
        options.readsLateStarts = false
        guard var middle = try? TraceChecker(projecting: source ?? spec.spec, options: options) else {
            fromStart.lateStarts = []
            return fromStart
        }
        middle.surveys = surveys
        guard var fromMiddle = try? middle.inferringRecorded(file: file, read) else {
            fromStart.lateStarts = []
            return fromStart
        }
        let late = Set(fromStart.lateStarts.map(\.controller))
        func isLate(_ violation: Violation, _ symbols: SymbolTable) -> Bool {
            late.contains(symbols.name(of: violation.subject)) || violation.holder.map { late.contains(symbols.name(of: $0)) } ?? false
        }
        // Only controllers that began late broke rules: the second reading stands (which may
        // read the log otherwise, as one controller's).
        if fromStart.violations.allSatisfy({ isLate($0, fromStart.symbols) }) {
            fromMiddle.lateStarts = fromStart.lateStarts
            fromMiddle.readsLateStarts = true
            fromMiddle.sectionCandidates = fromStart.sectionCandidates
            return fromMiddle
        }
        // Otherwise each controller's violations come from its own reading; both readings
        // intern the same names in the same order, so one table names both (else the first
        // reading stands).
        guard fromMiddle.symbols.hasSameNames(as: fromStart.symbols) else {
            fromStart.lateStarts = []
            return fromStart
        }
        let merged = fromStart.violations.filter { !isLate($0, fromStart.symbols) } + fromMiddle.violations.filter { isLate($0, fromMiddle.symbols) }
        // In log order, then the unmet end-of-log obligations, each reading's order kept.
        fromStart.violations = merged.enumerated().sorted { a, b in
            let (x, y) = (a.element.entry?.position ?? .max, b.element.entry?.position ?? .max)
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
        return fromStart
    }

    /// `report`, a check of a file detected as plain, or, when a subject's first event
    /// broke a rule about its own state, the file read again line by line with late starts
    /// (``allowingLateStarts(file:plainToo:_:)``): lines such as `Home viewWillAppear` are
    /// also what people print, and paste from the middle of a run.
    func withLateStarts(ofDetectedPlain report: CheckReport, file: String?,
                        _ read: (inout LogPass) throws -> Void) throws(TraceError) -> CheckReport {
        guard options.readsLateStarts, !options.observation.fromMiddle,
              report.violations.contains(where: Self.isAtFirstOwnEvent) else { return report }
        var plain = self
        plain.options.format = .plain
        guard var again = try? plain.allowingLateStarts(file: file, plainToo: true, read), !again.lateStarts.isEmpty else { return report }
        again.plainWasDetected = true
        again.formatReason = report.formatReason
        return again
    }

    /// Whether `violation` is about its subject's own state, at the subject's first event
    /// (its context holds no earlier event of the subject).
    static func isAtFirstOwnEvent(_ violation: Violation) -> Bool {
        violation.kind != .unfinished && violation.holder == violation.subject
            && !violation.context.contains { $0.event.subject == violation.subject }
    }
}
