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

    /// Creates options; the defaults check a complete trace logged at call entry.
    public init(order: EventOrder = .entry, unfinished: Bool = false, observation: Observation = .complete) {
        self.order = order
        self.unfinished = unfinished
        self.observation = observation
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
    /// Events skipped because the observation does not record their kind.
    public var unrecordedCount: Int = 0
    /// The trace's names.
    public var symbols: SymbolTable
}

/// Reads plain-format traces and checks them against a spec: the parser, the optional
/// exit-order reorderer and the monitor, in one pipeline.
public struct TraceChecker: Sendable {
    /// The spec.
    public let spec: CompiledSpec
    /// How traces are read.
    public var options: CheckOptions

    /// A checker for `spec`, as it is: the observation in `options` is not applied.
    public init(spec: CompiledSpec, options: CheckOptions = CheckOptions()) {
        self.spec = spec
        self.options = options
    }

    /// A checker for `spec` projected onto the observation in `options`.
    public init(projecting spec: Spec, options: CheckOptions = CheckOptions()) throws(SpecError) {
        self.spec = try CompiledSpec(spec.projected(onto: options.observation))
        self.options = options
    }

    /// Checks `text`.
    public func check(text: String, file: String? = nil) throws(TraceError) -> CheckReport {
        try run(file: file) { session in
            try LineReader().forEachLine(in: text) { line, number in try session.feed(line, number) }
        }
    }

    /// Checks the file at `path` (`-` for standard input), streaming it.
    public func check(fileAt path: String) throws(TraceError) -> CheckReport {
        try run(file: path) { session in
            try LineReader().forEachLine(inFileAt: path) { line, number in try session.feed(line, number) }
        }
    }

    /// Feeds a new session with `read` and reports on it; errors name `file`.
    private func run(file: String?, _ read: (inout Session) throws -> Void) throws(TraceError) -> CheckReport {
        var session = Session(spec: spec, options: options)
        do {
            try read(&session)
        } catch var error as TraceError {
            error.file = file
            throw error
        } catch {
            throw TraceError(file: file, line: 0, column: 0, "\(error)")
        }
        guard !session.subjects.isEmpty else {
            // Most likely a recorder that never flushed: passing it would check nothing.
            throw TraceError(file: file, line: session.lines, column: 0,
                             session.lines == 0 ? "the trace is empty: no events to check"
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
        var lines = 0
        var subjects = Set<Symbol>()
        var unrecorded = 0
        /// Per event kind, whether the observation records it.
        let isRecorded: [Bool]
        let options: CheckOptions

        init(spec: CompiledSpec, options: CheckOptions) {
            parser = PlainTraceParser(vocabulary: spec.vocabulary)
            monitor = Monitor(spec: spec)
            reorderer = options.order == .exit ? ExitOrderReorderer(spec: spec) : nil
            isRecorded = spec.vocabulary.kinds.map { options.observation.recorded?.contains($0.name) ?? true }
            self.options = options
        }

        mutating func feed(_ line: UnsafeBufferPointer<UInt8>, _ number: Int) throws(TraceError) {
            lines = number
            guard let event = try parser.parse(line: line, number: number) else { return }
            guard isRecorded[Int(event.kind.rawValue)] else { unrecorded += 1; return }
            subjects.insert(event.subject)
            let entry = TraceEntry(position: number, event: event)
            if reorderer != nil {
                for released in reorderer!.push(entry) { consume(released) }
            } else {
                consume(entry)
            }
        }

        mutating func consume(_ entry: TraceEntry) {
            monitor.check(entry.event, at: entry.position, into: &violations)
        }

        mutating func finish(file: String?) -> CheckReport {
            if reorderer != nil { for released in reorderer!.finish() { consume(released) } }
            if !options.unfinished { violations += monitor.finish() }
            return CheckReport(file: file, violations: violations, lineCount: lines, eventCount: monitor.eventCount,
                               subjectCount: subjects.count, unrecordedCount: unrecorded, symbols: parser.symbols)
        }
    }
}
