/// The monitoring end of a plain trace being checked.
struct PlainTraceMonitoring {
    var monitor: Monitor
    var reorderer: ExitOrderReorderer?
    var violations: [Violation] = []
    let options: CheckOptions
    /// Per event kind, whether the observation records it; `nil` when it records everything.
    let isRecorded: [Bool]?
    var unrecorded = 0
    /// Per event kind, whether the trace has one: noted when the monitor keeps context (the
    /// reading of a trace that broke a rule), for ``CheckReport/kindsPresent``.
    var isPresent: [Bool]?

    init(spec: CompiledSpec, options: CheckOptions, historyDepth: Int) {
        monitor = Monitor(spec: spec, historyDepth: historyDepth, keepingBeginnings: true)
        reorderer = options.order == .exit ? ExitOrderReorderer(spec: spec) : nil
        self.options = options
        isRecorded = options.observation.recorded.map { recorded in spec.vocabulary.kinds.map { recorded.contains($0.name) } }
        isPresent = historyDepth > 0 ? Array(repeating: false, count: spec.vocabulary.kinds.count) : nil
    }

    /// Monitors a batch's events, in order.
    mutating func consume(_ batch: EventBatch) {
        batch.withEvents { events, lines in
            if isPresent != nil {
                for event in events { isPresent![Int(event.kind.rawValue)] = true }
            }
            if reorderer != nil || isRecorded != nil {
                for index in events.indices {
                    if let isRecorded, !isRecorded[Int(events[index].kind.rawValue)] { unrecorded += 1; continue }
                    guard reorderer != nil else {
                        monitor.check(events[index], at: lines[index], into: &violations)
                        continue
                    }
                    for released in reorderer!.push(TraceEntry(position: lines[index], event: events[index])) {
                        monitor.check(released.event, at: released.position, into: &violations)
                    }
                }
            } else {
                monitor.check(events, at: lines, into: &violations)
            }
        }
    }

    /// The report, once every event of the `lines` lines read was monitored (`subjects`
    /// subjects, the names in `symbols`); a trace without events is an input error.
    mutating func finish(lines: Int, subjects: Int, symbols: SymbolTable, file: String?) throws(TraceError) -> CheckReport {
        guard subjects > 0 else {
            // Most likely a recorder that never flushed: passing it would check nothing.
            throw TraceError(file: file, line: lines, column: 0,
                             lines == 0 ? "the trace is empty: no events to check" : "no events: only blank and comment lines")
        }
        var unplaced = 0
        if reorderer != nil {
            let (released, left) = reorderer!.finish(unfinished: options.unfinished)
            for entry in released { monitor.check(entry.event, at: entry.position, into: &violations) }
            unplaced = left.count
        }
        if !options.unfinished { violations += monitor.finish() }
        var report = CheckReport(file: file, violations: violations, lineCount: lines, eventCount: monitor.eventCount,
                                 subjectCount: subjects, symbols: symbols)
        if unrecorded > 0 { report.skipped[.unrecorded] = unrecorded }
        if unplaced > 0 { report.skipped[.insideUnfinishedCall] = unplaced }
        report.recorded = options.observation.recorded
        if let isPresent {
            report.kindsPresent = monitor.spec.vocabulary.kinds.indices.filter { isPresent[$0] }.map { monitor.spec.vocabulary.kinds[$0].name }
        }
        report.fromMiddle = options.observation.fromMiddle
        report.exitOrder = options.order == .exit
        // (Plain monitoring streams only a trace that is plain: given so, or detected.)
        report.plainWasDetected = options.format == nil
        return report
    }
}
