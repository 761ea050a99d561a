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

/// Reads plain-format traces and checks them against a spec: the reader, the parser, the
/// optional exit-order reorderer and the monitor, in one pipeline.
///
/// A file streams through in chunks of whole lines (``ChunkReader``), parsed into batches
/// of events (``EventBatch``) that the monitor takes in order. With more than one core,
/// one thread reads and parses while the calling thread monitors; the parser alone
/// interns names and the monitor sees every event in trace order, so the report is the
/// same either way.
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
        var bytes = Array(text.utf8)
        if let last = bytes.last, last != 10 { bytes.append(10) }
        let count = bytes.count
        // Room for the parser's word-at-a-time reads past the end.
        bytes += repeatElement(0, count: 16)
        var parser = PlainTraceParser(vocabulary: spec.vocabulary)
        var session = Session(spec: spec, options: options)
        var batch = EventBatch()
        do {
            try bytes.withUnsafeBufferPointer { (buffer) throws(TraceError) in
                _ = try TraceChecker.parse(UnsafeBufferPointer(rebasing: buffer[..<count]), &parser, &batch) { session.consume($0) }
            }
        } catch {
            throw located(error, file)
        }
        session.consume(batch)
        return try session.finish(parser: parser, file: file)
    }

    /// Checks the file at `path` (`-` for standard input), streaming it.
    public func check(fileAt path: String) throws(TraceError) -> CheckReport {
        try check(fileAt: path, reader: ChunkReader())
    }

    /// Checks the file at `path` (`-` for standard input) as `reader` reads it; `concurrently`
    /// says whether to parse on a thread of its own (by default, when there are several cores).
    public func check(fileAt path: String, reader: ChunkReader, concurrently: Bool? = nil) throws(TraceError) -> CheckReport {
        if concurrently ?? (ProcessInfo.processInfo.activeProcessorCount > 1) {
            return try checkConcurrently(fileAt: path, reader: reader)
        }
        var parser = PlainTraceParser(vocabulary: spec.vocabulary)
        var session = Session(spec: spec, options: options)
        var batch = EventBatch()
        do {
            try reader.forEachChunk(inFileAt: path) { (chunk) throws(TraceError) -> Int in
                try TraceChecker.parse(chunk, &parser, &batch) { session.consume($0) }
            }
        } catch {
            throw located(error, path)
        }
        session.consume(batch)
        return try session.finish(parser: parser, file: path)
    }

    /// One thread reads and parses into batches, this one monitors them as they come.
    private func checkConcurrently(fileAt path: String, reader: ChunkReader) throws(TraceError) -> CheckReport {
        let channel = BatchChannel<PlainTraceParser>()
        let vocabulary = spec.vocabulary
        let thread = Thread {
            var parser = PlainTraceParser(vocabulary: vocabulary)
            var batch = channel.emptyBatch()
            do throws(TraceError) {
                try reader.forEachChunk(inFileAt: path) { (chunk) throws(TraceError) -> Int in
                    try TraceChecker.parse(chunk, &parser, &batch) { full in full = channel.send(full.take()) }
                }
                if !batch.isEmpty { _ = channel.send(batch.take()) }
                channel.finish(.success(parser))
            } catch {
                channel.finish(.failure(error))
            }
        }
        thread.stackSize = 1 << 20
        thread.start()
        var session = Session(spec: spec, options: options)
        while let batch = channel.receive() {
            session.consume(batch)
            channel.recycle(batch)
        }
        switch channel.result() {
        case .failure(let error): throw located(error, path)
        case .success(let parser): return try session.finish(parser: parser, file: path)
        }
    }

    /// Parses a chunk of whole lines into `batch`, handing it to `flush` whenever it is full;
    /// returns the number of lines read.
    private static func parse(
        _ chunk: UnsafeBufferPointer<UInt8>, _ parser: inout PlainTraceParser, _ batch: inout EventBatch,
        flush: (inout EventBatch) -> Void
    ) throws(TraceError) -> Int {
        let before = parser.linesRead
        var offset = 0
        while offset < chunk.count {
            offset = try parser.parse(chunk: chunk, from: offset, into: &batch)
            if batch.isFull {
                flush(&batch)
                batch.removeAll()
            }
        }
        return parser.linesRead - before
    }

    private func located(_ error: TraceError, _ file: String?) -> TraceError {
        var error = error
        error.file = file
        return error
    }

    /// The monitoring end of a trace being checked.
    private struct Session {
        var monitor: Monitor
        var reorderer: ExitOrderReorderer?
        var violations: [Violation] = []
        let options: CheckOptions

        init(spec: CompiledSpec, options: CheckOptions) {
            monitor = Monitor(spec: spec)
            reorderer = options.order == .exit ? ExitOrderReorderer(spec: spec) : nil
            self.options = options
        }

        /// Monitors a batch's events, in order.
        mutating func consume(_ batch: EventBatch) {
            batch.events.withUnsafeBufferPointer { events in
                batch.lines.withUnsafeBufferPointer { lines in
                    if reorderer != nil {
                        for index in events.indices {
                            for released in reorderer!.push(TraceEntry(position: lines[index], event: events[index])) {
                                monitor.check(released.event, at: released.position, into: &violations)
                            }
                        }
                    } else {
                        for index in events.indices {
                            monitor.check(events[index], at: lines[index], into: &violations)
                        }
                    }
                }
            }
        }

        /// The report, once every event was monitored; a trace without events is an input error.
        mutating func finish(parser: PlainTraceParser, file: String?) throws(TraceError) -> CheckReport {
            guard parser.subjectCount > 0 else {
                // Most likely a recorder that never flushed: passing it would check nothing.
                throw TraceError(file: file, line: parser.linesRead, column: 0,
                                 parser.linesRead == 0 ? "the trace is empty: no events to check"
                                                       : "no events: only blank and comment lines")
            }
            if reorderer != nil {
                for released in reorderer!.finish() { monitor.check(released.event, at: released.position, into: &violations) }
            }
            if !options.unfinished { violations += monitor.finish() }
            return CheckReport(file: file, violations: violations, lineCount: parser.linesRead, eventCount: monitor.eventCount,
                               subjectCount: parser.subjectCount, symbols: parser.symbols)
        }
    }
}
