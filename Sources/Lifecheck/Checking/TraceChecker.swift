import Foundation

/// The order a trace's events were logged in.
public enum EventOrder: String, Sendable, CaseIterable {
    /// At call entry (before `super`): a parent's callback before the child's it calls. The default.
    case entry
    /// At call exit (after `super`): a child's callback before its parent's.
    case exit
}

/// How ``TraceChecker`` reads a trace.
public struct CheckOptions: Sendable {
    /// The order the events were logged in.
    public var order: EventOrder
    /// Whether the trace may end mid-transition (no end-of-trace obligations).
    public var unfinished: Bool
    /// What the log leaves out: events it does not record, a start part-way through the run. The
    /// checker projects the spec onto it (``Spec/projected(onto:)``) and skips events
    /// that are not recorded.
    public var observation: Observation
    /// The log's format; `nil` detects it from the first lines (``LogFormat/detect(sample:vocabulary:)``).
    public var format: LogFormat?
    /// How the spec's events appear in console logs.
    public var dialect: LogDialect
    /// Whether a console, unified or JSON log that names no recorded set is taken to
    /// record exactly the events that appear in it (a first pass finds them). Plain
    /// traces are always held to every event.
    public var infersRecorded: Bool = false
    /// Whether a console log's callbacks printed without a controller (`print(#function)`)
    /// are read as one controller's. The checker sets it itself, and says so in the report
    /// (``CheckReport/unnamedController``), when no line of a log names a controller.
    public var readsUnnamedCallbacks: Bool = false
    /// Whether a console log's definitions (``SkipReason/definition``) are read as events of
    /// the one controller of ``readsUnnamedCallbacks``: set by the checker for notes made of
    /// nothing else, not for definitions beside the lines a log prints.
    package var readsDefinitions: Bool = false
    /// Whether a console, unified or JSON log may begin part-way for some of its
    /// controllers: one whose first event in the log breaks a rule about its own state
    /// (`viewWillDisappear` first: it appeared before the paste began) is checked as if it
    /// were in any state before that event, as ``Observation/fromMiddle`` checks every
    /// controller, and the others from the start (``CheckReport/lateStarts`` names them).
    /// Such a log is read twice. A plain trace is held to the start when its format is
    /// given; detected, its lines may be someone's prints (`Home viewWillAppear`), read so too.
    public var readsLateStarts: Bool = false
    /// Whether a console, unified or JSON log that breaks a rule between a parent and its
    /// child is read again as logged at call exit, and that reading kept when it breaks none
    /// of those and no rule the first did not (``CheckReport/exitOrderReading``): an app that
    /// prints after calling `super` prints children before their parents. Such a log is read
    /// three times (in call order, at exit, and in call order again counting which of a parent
    /// and its child prints first). `order` must be ``EventOrder/entry``.
    public var readsExitOrder: Bool = false
    /// Whether the check counts how the log orders callbacks nested in a parent's same
    /// callback (``CheckReport/nestingOrder``).
    var notesNestingOrder = false
    /// The controllers read as beginning again at section breaks (``SectionRestart``).
    var sectionRestarts: [SectionRestart.Planned] = []
    /// The lines whose view loads are not read as another instance of a controller named
    /// alike (``AlikeInstances``): a reading never showed that instance in one transition with an older one.
    var unsplitLoads: Set<Int> = []
    /// How many times the log was read again for ``unsplitLoads`` (a few settle any log).
    var unsplitReadings = 0
    /// How many lines' readings a console, unified or JSON log keeps for the report
    /// (``CheckReport/readings``): 0, the default, keeps none.
    public var readingLimit = 0
    /// Where projections of the spec are kept for reuse across checks (``ProjectionCache``);
    /// `nil` compiles each projection anew.
    public var projections: ProjectionCache?
    /// Whether console lines that repeat a message are read from their bytes where they
    /// can be (else as text): both read a log alike, so only a differential test turns it off.
    @_spi(Performance) public var readsConsoleBytes = true
    /// Whether the check that follows the first pass of ``infersRecorded`` takes the events
    /// that pass kept rather than reading the log again: both give the same report, so only
    /// a differential test turns it off.
    @_spi(Performance) public var checksKeptEvents = true

    /// Creates options; the defaults check a complete plain trace logged at call entry.
    public init(order: EventOrder = .entry, unfinished: Bool = false, observation: Observation = .complete,
                format: LogFormat? = .plain, dialect: LogDialect = .plain) {
        self.order = order
        self.unfinished = unfinished
        self.observation = observation
        self.format = format
        self.dialect = dialect
    }
}

/// The result of checking one trace.
public struct CheckReport: Sendable {
    /// The file checked, or `nil` for text.
    public var file: String?
    /// The broken rules, in trace order, then the unmet end-of-trace obligations.
    public var violations: [Violation]
    /// Lines read.
    public var lineCount: Int
    /// Events read.
    public var eventCount: Int
    /// Distinct subjects that had events.
    public var subjectCount: Int
    /// The format the trace was read in.
    public var format: LogFormat = .plain
    /// Lines that were not events, by why (log formats only), and events not recorded.
    public var skipped: [SkipReason: Int] = [:]
    /// The framework's own warnings found in the log.
    public var findings: [Finding] = []
    /// The events the log was taken to record, when it was checked against a projection.
    public var recorded: Set<String>?
    /// Whether ``recorded`` was inferred from the log (``CheckOptions/infersRecorded``).
    public var recordedWasInferred = false
    /// Whether no line of the log named a controller, so its callbacks were read as one
    /// controller's (``CheckOptions/readsUnnamedCallbacks``).
    public var unnamedController = false
    /// Why the log's callbacks were read as one controller's, naming the lines that decided it.
    public var unnamedReason: String?
    /// What decided the format, when it was detected: the line quoted (console and unified logs).
    public var formatReason: String?
    /// How the first lines were read (``CheckOptions/readingLimit`` of them).
    public var readings: [LineReading] = []
    /// Per reason, the first lines skipped for it (`LogPass/linesPerReason` of them).
    public var skippedLines: [SkipReason: [Int]] = [:]
    /// Whether the trace was read as the plain format because its first lines looked like it
    /// (the format was not given): a tracker's `Class viewDidAppear` lines are plain too.
    public var plainWasDetected = false
    /// Whether the log was read as beginning part-way through the run (`--from-middle`).
    public var fromMiddle = false
    /// The controllers read as having begun before the log did (``CheckOptions/readsLateStarts``),
    /// in the order of their first events.
    public var lateStarts: [LateStart] = []
    /// Whether controllers whose first event broke a rule about their own state were read
    /// as having begun before the log (``CheckOptions/readsLateStarts``).
    public var readsLateStarts = false
    /// The controllers read as beginning again at a section break of the log (a heading, a
    /// code fence, a title in bold or between marks; for the app's and its scenes' cases also a
    /// title between the items of lists, a numbered list that starts again at 1, or a comment
    /// after a blank line) with ``CheckOptions/readsLateStarts``: their first events
    /// after it broke rules about their own state, as separate runs pasted one after another show.
    public var sectionRestarts: [SectionRestart] = []
    /// The controllers read as other instances of a class the log names alike with them
    /// (``InstancePrintedAlike``).
    public var instancesPrintedAlike: [InstancePrintedAlike] = []
    /// The controllers whose first events after a section break broke rules about their own state.
    var sectionCandidates: [SectionRestart.Planned] = []
    /// Whether the log was read in exit order (`--order exit`, or ``exitOrderReading``).
    public var exitOrder = false
    /// Why the log was read in exit order though read in entry order it was meant to be
    /// (``CheckOptions/readsExitOrder``), or `nil`.
    public var exitOrderReading: ExitOrderReading?
    /// How the log orders callbacks nested in a parent's same callback, with ``CheckOptions/notesNestingOrder``.
    var nestingOrder: (parentFirst: Int, childFirst: Int) = (0, 0)
    /// Events in the log that were inferred as unrecorded all the same, each with why: a
    /// class of controller never logs it, though it logs an event that needs it first.
    public var unlogged: [String: String] = [:]
    /// The rules the log breaks once the callbacks in ``unlogged`` are checked too, when it is
    /// legal without them: a bug if the controllers that never print those callbacks do
    /// override them (the log can't tell). Named as ``symbols`` names them.
    public var uncheckedBreaks: [Violation] = []
    /// The kinds of event a plain trace that broke a rule has, in the vocabulary's order (read
    /// with the violations' context; `nil` otherwise).
    package var kindsPresent: [String]?
    /// The callbacks a plain trace held to every callback has, when checked against only them
    /// it breaks no rule (``TraceChecker/notingLegalAsRecorded(_:_:)``): it may come from a
    /// recorder that records only those.
    package var legalAsRecorded: [String]?
    /// Names in `# lifecheck: PARENT contains CHILD …` headers that no controller of the log
    /// has (by its name or class): their structure was not applied.
    public var unmatchedDeclarations: [String] = []
    /// Events skipped because the observation does not record their kind.
    public var unrecordedCount: Int { skipped[.unrecorded] ?? 0 }
    /// The trace's names.
    public var symbols: SymbolTable
}

extension CheckReport {
    /// Whether each rule this reading of a log breaks, `earlier` (another reading of it) broke
    /// too at the same line, and with `bySubject` on a subject of the same name: a reading
    /// that adds no violation of its own.
    func breaksOnlyRules(brokenIn earlier: CheckReport, bySubject: Bool) -> Bool {
        struct Broken: Hashable { var rule: String; var line: Int?; var subject: String? }
        func broken(_ violation: Violation, in report: CheckReport) -> Broken {
            Broken(rule: violation.rule.id, line: violation.entry?.position, subject: bySubject ? report.symbols.name(of: violation.subject) : nil)
        }
        let before = Set(earlier.violations.map { broken($0, in: earlier) })
        return violations.allSatisfy { before.contains(broken($0, in: self)) }
    }
}

/// Reads traces and logs and checks them against a spec: the format reader, the optional
/// exit-order reorderer and the monitor, in one pipeline.
///
/// A plain trace streams through in chunks of whole lines (`ChunkReader`), parsed into
/// batches of events (`EventBatch`) that the monitor takes in order. With more than one
/// core, one thread reads and parses while the calling thread monitors; the parser alone
/// interns names and the monitor sees every event in trace order, so the report is the
/// same either way. The monitor first runs without each subject's history of events; a
/// trace that broke a rule is read a second time with it, for the context its violations
/// show (standard input, which can't be read twice, keeps the history from the start).
/// Other formats (console, unified, JSON Lines), and plain traces that declare a
/// structure, are read line by line (`LogPass`).
public struct TraceChecker: Sendable {
    /// The spec.
    public let spec: CompiledSpec
    /// How traces are read.
    public var options: CheckOptions
    /// The spec before projection, when the checker projects it (a declared structure
    /// changes what the projection keeps).
    let source: Spec?
    /// When, checking a plain trace concurrently, the reading thread leaves chunks for the
    /// monitoring thread to parse.
    var sharing = ChunkSharing.whenIdle
    /// Whether a plain trace that broke a rule is read again for its violations' context
    /// (``withContextOnViolation(readsContext:_:)``): a check whose violations no one reads skips it.
    var readsContext = true
    /// The events of a batch, checking a plain trace concurrently (tests make it small, so
    /// that the reader takes the merged numbering between batches of a short trace).
    var batchCapacity = EventBatch.defaultCapacity
    /// The surveys of the log being checked (``SurveyMemo``), shared by the checkers that
    /// read it again; `nil` outside a check.
    var surveys: SurveyMemo?

    /// A checker for `spec`, as it is: the observation in `options` is not applied.
    public init(spec: CompiledSpec, options: CheckOptions = CheckOptions()) {
        self.spec = spec
        self.options = options
        source = nil
    }

    /// A checker for `spec` projected onto the observation in `options`.
    public init(projecting spec: Spec, options: CheckOptions = CheckOptions()) throws(SpecError) {
        self.spec = try Self.compile(spec, onto: options.observation, options.projections)
        self.options = options
        source = options.observation.isComplete ? nil : spec
    }

    /// `spec` projected onto `observation` and compiled, from `projections` when it is that spec's cache.
    static func compile(_ spec: Spec, onto observation: Observation, _ projections: ProjectionCache?) throws(SpecError) -> CompiledSpec {
        if let projections, projections.spec.name == spec.name, projections.spec.vocabulary.kinds.count == spec.vocabulary.kinds.count {
            return try projections.projection(onto: observation)
        }
        return try CompiledSpec(spec.projected(onto: observation))
    }

    /// Checks `text`.
    public func check(text: String, file: String? = nil) throws(TraceError) -> CheckReport {
        guard surveys != nil else {
            var checker = self
            checker.surveys = SurveyMemo()
            return try checker.check(text: text, file: file)
        }
        var sample: [String] = []
        for line in text.split(separator: "\n", maxSplits: LogFormat.sampleSize, omittingEmptySubsequences: false).prefix(LogFormat.sampleSize) {
            sample.append(String(line))
        }
        if let declared = try declaredFormat(in: sample, file: file) { return try declared.check(text: text, file: file) }
        guard let detected = streamsAsPlain(sample) else {
            return try readingExitOrder(file: file) { pass in
                try LineReader().forEachLine(in: text) { line, number in try pass.feed(line, number) }
            }
        }
        let pipeline = PlainTracePipeline(vocabulary: spec.vocabulary, reader: ChunkReader())
        let report = try LineChunk.withCopy(of: text.utf8) { (chunk) throws(TraceError) -> CheckReport in
            try TraceChecker.withContextOnViolation(readsContext: readsContext) { (historyDepth) throws(TraceError) -> CheckReport in
                var monitoring = PlainTraceMonitoring(spec: spec, options: options, historyDepth: historyDepth)
                let read: PlainTracePipeline.Read
                do throws(TraceError) {
                    read = try pipeline.run(chunk, into: &monitoring)
                } catch {
                    throw located(error, file, detected: detected)
                }
                return try monitoring.finish(lines: read.lines, subjects: read.subjects, symbols: read.symbols, file: file)
            }
        }
        var checked = report
        if detected {
            let read: (inout LogPass) throws -> Void = { pass in
                try LineReader().forEachLine(in: text) { line, number in try pass.feed(line, number) }
            }
            checked = try withAlikeInstances(ofDetectedPlain: try withLateStarts(ofDetectedPlain: report, file: file, read), file: file, read)
        }
        return notingLegalAsRecorded(checked) { (checker) throws(TraceError) in try checker.check(text: text, file: file) }
    }

    /// Runs `check` without the monitor's history of each subject's events (the context a
    /// violation shows), which costs about a tenth of the monitoring; if the trace broke a
    /// rule, runs it again with the history, for that context (falling back on the first
    /// report if the second run fails: a file that changed meanwhile). A legal trace is
    /// read once.
    static func withContextOnViolation(readsContext: Bool = true, _ check: (_ historyDepth: Int) throws(TraceError) -> CheckReport) throws(TraceError) -> CheckReport {
        let first = try check(0)
        guard !first.violations.isEmpty, readsContext else { return first }
        do {
            return try check(Monitor.defaultHistoryDepth)
        } catch {
            return first
        }
    }

    /// Checks the file at `path` (`-` for standard input), streaming it.
    public func check(fileAt path: String) throws(TraceError) -> CheckReport {
        try check(fileAt: path, reader: ChunkReader())
    }

    /// Checks the file at `path` (`-` for standard input) as `reader` reads it; `concurrently`
    /// says whether to parse a plain trace on a thread of its own (by default, when there
    /// are several cores).
    package func check(fileAt path: String, reader: ChunkReader, concurrently: Bool? = nil) throws(TraceError) -> CheckReport {
        guard surveys != nil else {
            var checker = self
            checker.surveys = SurveyMemo()
            return try checker.check(fileAt: path, reader: reader, concurrently: concurrently)
        }
        // Standard input can't be read twice: it streams as plain only when told it is plain.
        let sample = path == "-" ? (options.format == .plain ? [] : nil) : Self.sample(ofFileAt: path)
        if let sample, let declared = try declaredFormat(in: sample, file: path) {
            return try declared.check(fileAt: path, reader: reader, concurrently: concurrently)
        }
        guard let sample, let detected = streamsAsPlain(sample) else {
            if path == "-", options.infersRecorded, options.observation.recorded == nil {
                // Two passes: read standard input into memory first.
                var bytes: [UInt8] = []
                do {
                    try LineReader().forEachLine(inFileAt: "-") { (line, _) throws(TraceError) in bytes += line; bytes.append(10) }
                } catch {
                    var located = error
                    located.file = path
                    throw located
                }
                return try check(text: String(decoding: bytes, as: UTF8.self), file: path)
            }
            return try readingExitOrder(file: path) { pass in
                try LineReader().forEachLine(inFileAt: path) { (line, number) throws(TraceError) in try pass.feed(line, number) }
            }
        }
        let concurrently = concurrently ?? (ProcessInfo.processInfo.activeProcessorCount > 1)
        // Standard input can't be read twice: it keeps the history from the start.
        guard path != "-" else {
            return try checkPlain(fileAt: path, reader: reader, detected: detected, concurrently: concurrently,
                                  historyDepth: Monitor.defaultHistoryDepth)
        }
        let report = try TraceChecker.withContextOnViolation(readsContext: readsContext) { (historyDepth) throws(TraceError) -> CheckReport in
            try checkPlain(fileAt: path, reader: reader, detected: detected, concurrently: concurrently, historyDepth: historyDepth)
        }
        var checked = report
        if detected {
            let read: (inout LogPass) throws -> Void = { pass in
                try LineReader().forEachLine(inFileAt: path) { (line, number) throws(TraceError) in try pass.feed(line, number) }
            }
            checked = try withAlikeInstances(ofDetectedPlain: try withLateStarts(ofDetectedPlain: report, file: path, read), file: path, read)
        }
        return notingLegalAsRecorded(checked) { (checker) throws(TraceError) in try checker.check(fileAt: path, reader: reader) }
    }

    /// Checks the plain trace at `path`, streaming it, with `historyDepth` events of context per subject.
    private func checkPlain(fileAt path: String, reader: ChunkReader, detected: Bool, concurrently: Bool,
                            historyDepth: Int) throws(TraceError) -> CheckReport {
        let pipeline = PlainTracePipeline(vocabulary: spec.vocabulary, reader: reader, sharing: sharing, batchCapacity: batchCapacity)
        var monitoring = PlainTraceMonitoring(spec: spec, options: options, historyDepth: historyDepth)
        let read: PlainTracePipeline.Read
        do {
            read = try pipeline.run(fileAt: path, concurrently: concurrently, into: &monitoring)
        } catch {
            throw located(error, path, detected: detected)
        }
        return try monitoring.finish(lines: read.lines, subjects: read.subjects, symbols: read.symbols, file: path)
    }

    /// This checker reading the format that a log whose first lines are `sample` declares
    /// (``LogFormat/declaration(inFileSample:)``), when it declares one and no format was given.
    private func declaredFormat(in sample: [String], file: String?) throws(TraceError) -> TraceChecker? {
        guard options.format == nil else { return nil }
        do {
            guard let declared = try LogFormat.declaration(inFileSample: sample) else { return nil }
            var checker = self
            checker.options.format = declared
            return checker
        } catch {
            throw located(error, file, detected: false)
        }
    }

    /// Whether a log whose first lines are `sample` streams through the plain pipeline:
    /// `nil` when it is another format or declares a structure; otherwise whether the
    /// format was detected (not given).
    private func streamsAsPlain(_ sample: [String]) -> Bool? {
        let format = options.format ?? (surveys?.detection(ofFileSample: sample, vocabulary: spec.vocabulary, endsOfLife: options.dialect.endsOfLife)
            ?? LogFormat.detection(ofFileSample: sample, vocabulary: spec.vocabulary, endsOfLife: options.dialect.endsOfLife)).format
        guard format == .plain, !sample.contains(where: LogPass.isStructureHeader) else { return nil }
        return options.format == nil
    }

    /// The first lines of the file at `path` (at most 64 KB); empty when it can't be read
    /// (the checking pass then says why).
    static func sample(ofFileAt path: String) -> [String] {
        guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 1 << 16), !data.isEmpty else { return [] }
        return data.withUnsafeBytes { bytes in
            // Only the lines the detection reads (splitting all 64 KB cost a millisecond).
            var lines: [String] = []
            var start = 0
            while lines.count < LogFormat.sampleSize, start < bytes.count {
                guard let end = bytes[start...].firstIndex(of: 10) else {
                    // The last line, unless the read cut it.
                    if bytes.count < 1 << 16 || lines.isEmpty { lines.append(String(decoding: bytes[start...], as: UTF8.self)) }
                    break
                }
                lines.append(String(decoding: bytes[start..<end], as: UTF8.self))
                start = end + 1
            }
            return lines
        }
    }

    /// `error` in `file`; for a plain trace whose format was detected, a hint for console logs.
    private func located(_ error: TraceError, _ file: String?, detected: Bool) -> TraceError {
        var error = error
        error.file = file
        if detected, error.line > 0, error.message.hasPrefix("unknown event") {
            error.message += " (read as the plain trace format, detected from the first lines; for a console log pass --format console)"
        }
        return error
    }
}
