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
    /// What the log leaves out: events it does not record, a start mid-session. The
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
    /// Events skipped because the observation does not record their kind.
    public var unrecordedCount: Int { skipped[.unrecorded] ?? 0 }
    /// The trace's names.
    public var symbols: SymbolTable
}

/// Reads traces and logs and checks them against a spec: the format reader, the optional
/// exit-order reorderer and the monitor, in one pipeline.
public struct TraceChecker: Sendable {
    /// The spec.
    public let spec: CompiledSpec
    /// How traces are read.
    public var options: CheckOptions
    /// The spec before projection, when the checker projects it (a declared structure
    /// changes what the projection keeps).
    let source: Spec?

    /// A checker for `spec`, as it is: the observation in `options` is not applied.
    public init(spec: CompiledSpec, options: CheckOptions = CheckOptions()) {
        self.spec = spec
        self.options = options
        source = nil
    }

    /// A checker for `spec` projected onto the observation in `options`.
    public init(projecting spec: Spec, options: CheckOptions = CheckOptions()) throws(SpecError) {
        self.spec = try CompiledSpec(spec.projected(onto: options.observation))
        self.options = options
        source = options.observation.isComplete ? nil : spec
    }

    /// Checks `text`.
    public func check(text: String, file: String? = nil) throws(TraceError) -> CheckReport {
        try inferringRecorded(file: file) { session in
            try LineReader().forEachLine(in: text) { line, number in try session.feed(line, number) }
        }
    }

    /// Checks the file at `path` (`-` for standard input), streaming it. (Standard input
    /// is read into memory first when the recorded events are inferred: that takes two passes.)
    public func check(fileAt path: String) throws(TraceError) -> CheckReport {
        if path == "-", options.infersRecorded, options.observation.recorded == nil {
            var bytes: [UInt8] = []
            do {
                try LineReader().forEachLine(inFileAt: "-") { line, _ in bytes += line; bytes.append(10) }
            } catch {
                throw TraceError(file: path, line: 0, column: 0, "\(error)")
            }
            return try check(text: String(decoding: bytes, as: UTF8.self), file: path)
        }
        return try inferringRecorded(file: path) { session in
            try LineReader().forEachLine(inFileAt: path) { line, number in try session.feed(line, number) }
        }
    }

    /// Runs `read` once to find the events a log records, when asked to, then checks it
    /// against the spec projected onto them; otherwise checks it in one pass.
    private func inferringRecorded(file: String?, _ read: (inout Session) throws -> Void) throws(TraceError) -> CheckReport {
        guard options.infersRecorded, options.observation.recorded == nil else { return try run(file: file, read) }
        var survey = Session(checker: self)
        survey.surveying = true
        do {
            try read(&survey)
            try survey.endOfInput()
        } catch let error as TraceError where error.line == Session.surveyStop {
            return try run(file: file, read)   // a plain trace: held to every event
        } catch {
            return try run(file: file, read)   // the checking pass reports the error
        }
        let all = Set(spec.vocabulary.kinds.map(\.name))
        let seen = Set(survey.kindsSeen.map { spec.vocabulary[$0].name })
        guard !seen.isEmpty, seen != all else { return try run(file: file, read) }
        var options = options
        options.observation.recorded = seen
        options.format = survey.format
        let projected: TraceChecker
        do {
            projected = try TraceChecker(projecting: source ?? spec.spec, options: options)
        } catch {
            throw TraceError(file: file, line: 0, column: 0, "cannot project the spec onto the events in the log: \(error)")
        }
        var report = try projected.run(file: file, read)
        report.recordedWasInferred = true
        return report
    }

    /// Feeds a new session with `read` and reports on it; errors name `file`.
    private func run(file: String?, _ read: (inout Session) throws -> Void) throws(TraceError) -> CheckReport {
        var session = Session(checker: self)
        do {
            try read(&session)
            try session.endOfInput()
        } catch var error as TraceError {
            error.file = file
            if session.detected, session.format == .plain, error.line > 0, error.message.hasPrefix("unknown event") {
                error.message += " (read as the plain trace format, detected from the first lines; for a console log pass --format console)"
            }
            throw error
        } catch {
            throw TraceError(file: file, line: 0, column: 0, "\(error)")
        }
        guard !session.subjects.isEmpty || !session.findings.isEmpty else {
            // Most likely a recorder that never flushed: passing it would check nothing.
            let skipped = session.skipped.values.reduce(0, +)
            throw TraceError(file: file, line: session.lines, column: 0,
                             session.lines == 0 ? "the trace is empty: no events to check"
                             : skipped > 0 ? "no lifecycle events: \(skipped) of \(session.lines) lines skipped as \(session.format.rawValue) log lines that are not events"
                             : "no events: only blank and comment lines")
        }
        return session.finish(file: file)
    }

    /// One trace being checked.
    private struct Session {
        var parser: PlainTraceParser
        var monitor: Monitor
        var reorderer: ExitOrderReorderer?
        var violations: [Violation] = []
        var findings: [Finding] = []
        var skipped: [SkipReason: Int] = [:]
        var lines = 0
        var subjects = Set<Symbol>()
        /// Per event kind, whether the observation records it.
        let isRecorded: [Bool]
        let options: CheckOptions
        let checker: TraceChecker

        /// The format; settled once the first lines were looked at.
        var format: LogFormat
        /// Whether the format was detected rather than given.
        let detected: Bool
        /// The first lines, held until the format is known.
        var sample: [(bytes: [UInt8], number: Int)] = []
        var sampling: Bool
        var console: ConsoleLineTranslator
        let json = JSONLinesTranslator()

        /// A first pass that only notes which events appear (``CheckOptions/infersRecorded``).
        var surveying = false
        var kindsSeen = Set<EventKindID>()
        /// The line number of the error that stops a survey of a plain trace.
        static let surveyStop = -1

        /// Declared structure: child name → parent name (`# lifecheck: PARENT contains CHILD …`).
        var declaredParents: [String: String] = [:]
        var placed = Set<Symbol>()
        /// The latest subject with each name and each class name, to resolve declared parents.
        var latest: [String: Symbol] = [:]

        init(checker: TraceChecker) {
            let spec = checker.spec
            let options = checker.options
            self.checker = checker
            parser = PlainTraceParser(vocabulary: spec.vocabulary)
            monitor = Monitor(spec: spec)
            reorderer = options.order == .exit ? ExitOrderReorderer(spec: spec) : nil
            isRecorded = spec.vocabulary.kinds.map { options.observation.recorded?.contains($0.name) ?? true }
            self.options = options
            format = options.format ?? .plain
            detected = options.format == nil
            sampling = true
            console = ConsoleLineTranslator(vocabulary: spec.vocabulary, dialect: options.dialect, rules: spec.rules)
        }

        mutating func feed(_ line: UnsafeBufferPointer<UInt8>, _ number: Int) throws(TraceError) {
            lines = number
            if sampling {
                sample.append((Array(line), number))
                if sample.count >= LogFormat.sampleSize { try settle() }
                return
            }
            try read(line, number)
        }

        mutating func endOfInput() throws(TraceError) {
            if sampling { try settle() }
        }

        /// Settles the format and the declared structure from the sample, then reads it.
        mutating func settle() throws(TraceError) {
            sampling = false
            let texts = sample.map { $0.bytes.count > 1 << 14 ? "" : String(decoding: $0.bytes, as: UTF8.self) }
            if detected {
                format = LogFormat.detect(sample: Array(texts.filter { !$0.trimmingBlanks().hasPrefix("#") }.prefix(LogFormat.sampleSize)),
                                          vocabulary: checker.spec.vocabulary)
            }
            for text in texts { declare(text) }
            if !declaredParents.isEmpty, let source = checker.source, options.observation.recorded != nil {
                // The declared structure is known whatever the log records: keep its relation.
                var observation = options.observation
                observation.knownRelations.insert(options.dialect.structureRelation)
                if let spec = try? CompiledSpec(source.projected(onto: observation)) {
                    monitor = Monitor(spec: spec)
                    reorderer = options.order == .exit ? ExitOrderReorderer(spec: spec) : nil
                }
            }
            if surveying, format == .plain { throw TraceError(line: Session.surveyStop, column: 0, "plain trace") }
            let held = sample
            sample = []
            for (bytes, number) in held {
                try bytes.withUnsafeBufferPointer { (buffer) throws(TraceError) in try read(buffer, number) }
            }
        }

        /// Reads a `# lifecheck: PARENT contains CHILD …` header line.
        mutating func declare(_ text: String) {
            let words = text.trimmingBlanks().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
            guard words.count >= 4, words[0] == "#", words[1] == "lifecheck:", words[3] == "contains" else { return }
            for child in words.dropFirst(4) { declaredParents[String(child)] = String(words[2]) }
        }

        mutating func read(_ line: UnsafeBufferPointer<UInt8>, _ number: Int) throws(TraceError) {
            if format == .plain {
                guard let event = try parser.parse(line: line, number: number) else { return }
                accept(event, number)
                return
            }
            // No lifecycle line is this long (a JSON record may be, but not 1 MB).
            if line.count > (format == .jsonLines ? 1 << 20 : 1 << 14) {
                if format == .jsonLines { throw TraceError(line: number, column: 1, "a line of \(line.count) bytes is longer than any JSON event record (1 MB)") }
                skipped[.tooLong, default: 0] += 1
                return
            }
            // Binary data (control characters other than tab and a final CR) is noise in a log.
            let binary = line.enumerated().contains { index, byte in
                (byte < 32 && byte != 9 && !(byte == 13 && index == line.count - 1)) || byte == 127
            }
            guard !binary, let text = String(validating: line, as: UTF8.self) else {
                if format == .jsonLines { throw TraceError(line: number, column: 1, "this line is not UTF-8 text (binary data or another encoding)") }
                skipped[.notText, default: 0] += 1
                return
            }
            let outcome: LogLine
            switch format {
            case .jsonLines:
                guard let plain = try json.translate(Substring(text), number: number) else { return }
                outcome = .event(plain)
            case .unifiedLog:
                let trimmed = Substring(text).trimmingBlanks()
                if trimmed.isEmpty || UnifiedLogLine.isHeader(trimmed) { return }
                guard let message = UnifiedLogLine.message(in: trimmed) else { skipped[.notAnEvent, default: 0] += 1; return }
                outcome = console.translate(message)
            default:
                let trimmed = Substring(text).trimmingBlanks()
                if trimmed.hasPrefix("#") { return }
                outcome = console.translate(trimmed)
            }
            switch outcome {
            case .nothing: return
            case .skipped(let reason): skipped[reason, default: 0] += 1
            case .finding(let rule, let subject, let message):
                guard let rule = checker.spec.rule(rule) else { return }
                findings.append(Finding(rule: rule, subject: subject, line: number, message: message))
            case .event(let plain):
                let event: Event?
                do {
                    event = try parser.parse(line: plain, number: number)
                } catch {
                    if format == .jsonLines { throw TraceError(line: number, column: 1, error.message) }
                    skipped[.missingArgument, default: 0] += 1
                    return
                }
                if let event { accept(event, number) }
            }
        }

        /// Checks `event`, read from line `number`.
        mutating func accept(_ event: Event, _ number: Int) {
            if surveying { kindsSeen.insert(event.kind); return }
            guard isRecorded[Int(event.kind.rawValue)] else { skipped[.unrecorded, default: 0] += 1; return }
            if !declaredParents.isEmpty, !placed.contains(event.subject) { place(event.subject, number) }
            subjects.insert(event.subject)
            consume(TraceEntry(position: number, event: event))
        }

        /// Puts a subject into its declared parent before its first event.
        mutating func place(_ subject: Symbol, _ number: Int) {
            placed.insert(subject)
            let name = parser.symbols.name(of: subject)
            let className = String(name.split(separator: "@").first ?? Substring(name))
            latest[name] = subject
            latest[className] = subject
            guard let parentName = declaredParents[name] ?? declaredParents[className] else { return }
            let parent = latest[parentName] ?? parser.symbols.intern(parentName)
            let vocabulary = checker.spec.vocabulary
            for eventName in options.dialect.structureEvents {
                guard let kind = vocabulary.id(named: eventName),
                      let slot = vocabulary[kind].parameterIndex(named: options.dialect.structureParameter) else { continue }
                var event = Event(subject, kind)
                event.setRawArgument(slot, UInt64(parent.rawValue))
                consume(TraceEntry(position: number, event: event))
            }
        }

        mutating func consume(_ entry: TraceEntry) {
            if reorderer != nil {
                for released in reorderer!.push(entry) { check(released) }
            } else {
                check(entry)
            }
        }

        mutating func check(_ entry: TraceEntry) {
            monitor.check(entry.event, at: entry.position, into: &violations)
        }

        mutating func finish(file: String?) -> CheckReport {
            if reorderer != nil { for released in reorderer!.finish() { check(released) } }
            if !options.unfinished { violations += monitor.finish() }
            var report = CheckReport(file: file, violations: violations, lineCount: lines, eventCount: monitor.eventCount,
                                     subjectCount: subjects.count, symbols: parser.symbols)
            report.format = format
            report.skipped = skipped
            report.findings = findings
            report.recorded = options.observation.recorded
            return report
        }
    }
}
