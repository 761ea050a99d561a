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
    /// Whether a console log's callbacks printed without a controller (`print(#function)`)
    /// are read as one controller's. The checker sets it itself, and says so in the report
    /// (``CheckReport/unnamedController``), when no line of a log names a controller.
    public var readsUnnamedCallbacks: Bool = false
    /// How many lines' readings a console, unified or JSON log keeps for the report
    /// (``CheckReport/readings``): 0, the default, keeps none.
    public var readingLimit = 0
    /// Where projections of the spec are kept for reuse across checks (``ProjectionCache``);
    /// `nil` compiles each projection anew.
    public var projections: ProjectionCache?
    /// Whether console lines that repeat a message are read from their bytes where they
    /// can be (else as text): both read a log alike, so only a differential test turns it off.
    @_spi(Performance) public var readsConsoleBytes = true

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
    /// Per reason, the first lines skipped for it (`LogSession/linesPerReason` of them).
    public var skippedLines: [SkipReason: [Int]] = [:]
    /// Whether the trace was read as the plain format because its first lines looked like it
    /// (the format was not given): a tracker's `Class viewDidAppear` lines are plain too.
    public var plainWasDetected = false
    /// Whether the log was read as beginning mid-session (`--from-middle`).
    public var fromMiddle = false
    /// Whether the log was read in exit order (`--order exit`).
    public var exitOrder = false
    /// Events in the log that were inferred as unrecorded all the same, each with why: a
    /// class of controller never logs it, though it logs an event that needs it first.
    public var unlogged: [String: String] = [:]
    /// Names in `# lifecheck: PARENT contains CHILD …` headers that no controller of the log
    /// has (by its name or class): their structure was not applied.
    public var unmatchedDeclarations: [String] = []
    /// Events skipped because the observation does not record their kind.
    public var unrecordedCount: Int { skipped[.unrecorded] ?? 0 }
    /// The trace's names.
    public var symbols: SymbolTable
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
/// structure, are read line by line (`LogSession`).
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
    /// The events of a batch, checking a plain trace concurrently (tests make it small, so
    /// that the reader takes the merged numbering between batches of a short trace).
    var batchCapacity = EventBatch.defaultCapacity

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
        var sample: [String] = []
        for line in text.split(separator: "\n", maxSplits: LogFormat.sampleSize, omittingEmptySubsequences: false).prefix(LogFormat.sampleSize) {
            sample.append(String(line))
        }
        guard let detected = streamsAsPlain(sample) else {
            return try inferringRecorded(file: file) { session in
                try LineReader().forEachLine(in: text) { line, number in try session.feed(line, number) }
            }
        }
        var bytes = Array(text.utf8)
        if let last = bytes.last, last != 10 { bytes.append(10) }
        let count = bytes.count
        // Room for the parser's word-at-a-time reads past the end.
        bytes += repeatElement(0, count: 16)
        return try TraceChecker.withContextOnViolation { (historyDepth) throws(TraceError) -> CheckReport in
            var parser = PlainTraceParser(vocabulary: spec.vocabulary)
            var session = PlainSession(spec: spec, options: options, historyDepth: historyDepth)
            var batch = EventBatch()
            do throws(TraceError) {
                try bytes.withUnsafeBufferPointer { (buffer) throws(TraceError) in
                    _ = try TraceChecker.parse(UnsafeBufferPointer(rebasing: buffer[..<count]), &parser, &batch) { full, _ in session.consume(full) }
                }
            } catch {
                throw located(error, file, detected: detected)
            }
            session.consume(batch)
            return try session.finish(parser: parser, file: file)
        }
    }

    /// Runs `check` without the monitor's history of each subject's events (the context a
    /// violation shows), which costs about a tenth of the monitoring; if the trace broke a
    /// rule, runs it again with the history, for that context (falling back on the first
    /// report if the second run fails: a file that changed meanwhile). A legal trace is
    /// read once.
    static func withContextOnViolation(_ check: (_ historyDepth: Int) throws(TraceError) -> CheckReport) throws(TraceError) -> CheckReport {
        let first = try check(0)
        guard !first.violations.isEmpty else { return first }
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
        // Standard input can't be read twice: it streams as plain only when told it is plain.
        let sample = path == "-" ? (options.format == .plain ? [] : nil) : Self.sample(ofFileAt: path)
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
            return try inferringRecorded(file: path) { session in
                try LineReader().forEachLine(inFileAt: path) { (line, number) throws(TraceError) in try session.feed(line, number) }
            }
        }
        let concurrently = concurrently ?? (ProcessInfo.processInfo.activeProcessorCount > 1)
        // Standard input can't be read twice: it keeps the history from the start.
        guard path != "-" else {
            return try checkPlain(fileAt: path, reader: reader, detected: detected, concurrently: concurrently,
                                  historyDepth: Monitor.defaultHistoryDepth)
        }
        return try TraceChecker.withContextOnViolation { (historyDepth) throws(TraceError) -> CheckReport in
            try checkPlain(fileAt: path, reader: reader, detected: detected, concurrently: concurrently, historyDepth: historyDepth)
        }
    }

    /// Checks the plain trace at `path`, streaming it, with `historyDepth` events of context per subject.
    private func checkPlain(fileAt path: String, reader: ChunkReader, detected: Bool, concurrently: Bool,
                            historyDepth: Int) throws(TraceError) -> CheckReport {
        if concurrently {
            return try checkConcurrently(fileAt: path, reader: reader, detected: detected, historyDepth: historyDepth)
        }
        var parser = PlainTraceParser(vocabulary: spec.vocabulary)
        var session = PlainSession(spec: spec, options: options, historyDepth: historyDepth)
        var batch = EventBatch()
        do {
            try reader.forEachChunk(inFileAt: path) { (chunk) throws(TraceError) -> Int in
                try TraceChecker.parse(chunk, &parser, &batch) { full, _ in session.consume(full) }
            }
        } catch {
            throw located(error, path, detected: detected)
        }
        session.consume(batch)
        return try session.finish(parser: parser, file: path)
    }

    /// Whether a log whose first lines are `sample` streams through the plain pipeline:
    /// `nil` when it is another format or declares a structure; otherwise whether the
    /// format was detected (not given).
    private func streamsAsPlain(_ sample: [String]) -> Bool? {
        let format = options.format ?? LogFormat.detect(sample: sample.filter { !$0.trimmingBlanks().hasPrefix("#") },
                                                        vocabulary: spec.vocabulary)
        guard format == .plain, !sample.contains(where: LogSession.isStructureHeader) else { return nil }
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

    /// One thread reads and parses into batches, this one monitors them as they come, and
    /// parses the chunks the reading thread leaves it (``sharing``) with a parser of its
    /// own, which interns into the merged table; the reader's names are merged into it in
    /// trace order (``NameMerger``).
    private func checkConcurrently(fileAt path: String, reader: ChunkReader, detected: Bool, historyDepth: Int) throws(TraceError) -> CheckReport {
        let batchCapacity = self.batchCapacity
        let channel = BatchChannel<Int>(batchCapacity: batchCapacity)
        let vocabulary = spec.vocabulary
        let sharing = self.sharing
        let thread = Thread {
            var parser = PlainTraceParser(vocabulary: vocabulary)
            var batch = channel.emptyBatch()
            var chunks = 0
            var itemsSent = 0, lastChunkItem = 0
            do throws(TraceError) {
                try reader.forEachChunk(inFileAt: path) { (chunk) throws(TraceError) -> Int in
                    // The monitoring thread found an input error in lines it parsed: stop.
                    if channel.isCancelled { throw TraceError(line: parser.linesRead, column: 0, "cancelled") }
                    chunks += 1
                    guard sharing.leaves(chunk: chunks, channel) else {
                        return try TraceChecker.parse(chunk, &parser, &batch) { full, parser in
                            full = channel.send(full.take())
                            itemsSent += 1
                            // Between batches: take the merged numbering if it is offered.
                            if let offer = channel.takeOffer(lastChunkItem: lastChunkItem) {
                                parser.adopt(offer.symbols, renumbering: offer.renumbering)
                                channel.sendRenumbered(names: parser.symbols.count)
                                itemsSent += 1
                            }
                        }
                    }
                    if !batch.isEmpty {
                        batch = channel.send(batch.take())
                        itemsSent += 1
                    }
                    let lines = channel.emptyChunk()
                    lines.fill(chunk, linesBefore: parser.linesRead)
                    channel.send(lines)
                    itemsSent += 1
                    lastChunkItem = itemsSent
                    // This thread numbers its lines as if the chunks it leaves were not there
                    // (counting theirs would cost a pass over them): the monitoring thread,
                    // which parses them, adds their lines.
                    return 0
                }
                if !batch.isEmpty { _ = channel.send(batch.take()) }
                channel.finish(.success(parser.linesRead))
            } catch {
                channel.finish(.failure(error))
            }
        }
        thread.stackSize = 1 << 20
        thread.start()
        var session = PlainSession(spec: spec, options: options, historyDepth: historyDepth)
        var merger = NameMerger(vocabulary: vocabulary)
        // It parses with the merger's table, lent for each chunk (``NameMerger``).
        var ownParser = PlainTraceParser(vocabulary: vocabulary)
        // (Its memory is allocated with the first chunk left here: a short trace leaves none.)
        var ownBatch = EventBatch(capacity: 0)
        // The lines of the chunks parsed here so far: the reading thread's line numbers leave them out.
        var ownLines = 0
        var itemsReceived = 0
        while let item = channel.receive() {
            itemsReceived += 1
            // (Consumed, so that the batch is not shared: the merger rewrites it in place.)
            switch consume item {
            case .events(var batch):
                // After an input error, only lines still to parse matter (they come before it).
                if !channel.hasFailed {
                    if ownLines > 0 { batch.shiftLines(by: ownLines) }
                    merger.merge(readerBatch: &batch)
                    session.consume(batch)
                    // Once the reader's names settle, offer it the merged numbering if its own drifted
                    // (during a run of new names it would drift again at once).
                    if batch.newNames.isEmpty, !channel.hasOffer, let numbering = merger.readerRenumbering() {
                        channel.offer(.init(symbols: numbering.symbols, renumbering: numbering.renumbering, itemsReceived: itemsReceived))
                    }
                }
                channel.recycle(batch)
            case .renumbered(let count):
                merger.readerAdopted(count: count)
            case .lines(let chunk):
                if ownBatch.capacity < batchCapacity { ownBatch = EventBatch(capacity: batchCapacity) }
                ownParser.linesRead = chunk.linesBefore + ownLines
                merger.exchangeSymbols(with: &ownParser)
                do {
                    _ = try TraceChecker.parse(chunk.buffer, &ownParser, &ownBatch) { full, _ in
                        merger.merge(ownBatch: full)
                        session.consume(full)
                    }
                } catch {
                    channel.cancel()
                    throw located(error, path, detected: detected)
                }
                merger.exchangeSymbols(with: &ownParser)
                if !ownBatch.isEmpty {
                    merger.merge(ownBatch: ownBatch)
                    session.consume(ownBatch)
                    ownBatch.removeAll()
                }
                ownLines = ownParser.linesRead - chunk.linesBefore
                channel.recycle(chunk)
            }
        }
        switch channel.result() {
        case .failure(var error):
            if error.line > 0 { error.line += ownLines }
            throw located(error, path, detected: detected)
        case .success(let lines):
            return try session.finish(lines: lines + ownLines, subjects: merger.subjectCount, symbols: merger.symbols, file: path)
        }
    }

    /// Parses a chunk of whole lines into `batch`, handing it to `flush` whenever it is full
    /// (with the parser, which may adopt another numbering there); returns the number of
    /// lines read.
    private static func parse(
        _ chunk: UnsafeBufferPointer<UInt8>, _ parser: inout PlainTraceParser, _ batch: inout EventBatch,
        flush: (inout EventBatch, inout PlainTraceParser) -> Void
    ) throws(TraceError) -> Int {
        let before = parser.linesRead
        var offset = 0
        while offset < chunk.count {
            offset = try parser.parse(chunk: chunk, from: offset, into: &batch)
            if batch.isFull {
                flush(&batch, &parser)
                batch.removeAll()
            }
        }
        return parser.linesRead - before
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

    /// The monitoring end of a plain trace being checked.
    private struct PlainSession {
        var monitor: Monitor
        var reorderer: ExitOrderReorderer?
        var violations: [Violation] = []
        let options: CheckOptions
        /// Per event kind, whether the observation records it; `nil` when it records everything.
        let isRecorded: [Bool]?
        var unrecorded = 0

        init(spec: CompiledSpec, options: CheckOptions, historyDepth: Int) {
            monitor = Monitor(spec: spec, historyDepth: historyDepth)
            reorderer = options.order == .exit ? ExitOrderReorderer(spec: spec) : nil
            self.options = options
            isRecorded = options.observation.recorded.map { recorded in spec.vocabulary.kinds.map { recorded.contains($0.name) } }
        }

        /// Monitors a batch's events, in order.
        mutating func consume(_ batch: EventBatch) {
            batch.withEvents { events, lines in
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

        /// The report, once every event `parser` read was monitored.
        mutating func finish(parser: PlainTraceParser, file: String?) throws(TraceError) -> CheckReport {
            try finish(lines: parser.linesRead, subjects: parser.subjectCount, symbols: parser.symbols, file: file)
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
            report.fromMiddle = options.observation.fromMiddle
            report.exitOrder = options.order == .exit
            // (A plain session streams only a trace that is plain: given so, or detected.)
            report.plainWasDetected = options.format == nil
            return report
        }
    }
}
