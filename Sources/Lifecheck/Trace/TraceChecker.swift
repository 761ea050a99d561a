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

    /// Creates options; the defaults check a complete trace logged at call entry.
    public init(order: EventOrder = .entry, unfinished: Bool = false) {
        self.order = order
        self.unfinished = unfinished
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

    /// A checker for `spec`.
    public init(spec: CompiledSpec, options: CheckOptions = CheckOptions()) {
        self.spec = spec
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
        let options: CheckOptions

        init(spec: CompiledSpec, options: CheckOptions) {
            parser = PlainTraceParser(vocabulary: spec.vocabulary)
            monitor = Monitor(spec: spec)
            reorderer = options.order == .exit ? ExitOrderReorderer(spec: spec) : nil
            self.options = options
        }

        mutating func feed(_ line: UnsafeBufferPointer<UInt8>, _ number: Int) throws(TraceError) {
            lines = number
            guard let event = try parser.parse(line: line, number: number) else { return }
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
                               subjectCount: subjects.count, symbols: parser.symbols)
        }
    }
}
