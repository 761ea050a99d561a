import Foundation

/// The plain trace's pipeline: reads a file in chunks of whole lines (``ChunkReader``),
/// parses them into batches of events (``PlainTraceParser``) and hands the batches to a
/// ``PlainTraceMonitoring`` in trace order, on the calling thread or on two.
///
/// On two threads, a reading thread reads and parses into batches while the calling
/// thread monitors them as they come, and parses the chunks the reading thread leaves it
/// (``ChunkSharing``) with a parser of its own, which interns into the merged table; the
/// reader's names are merged into it in trace order (``NameMerger``). The parser alone
/// interns names and the monitor sees every event in trace order, so the monitoring gets the
/// same events either way.
///
/// Errors are thrown as the parsers and the reader word them, at their line, without the
/// file: the checker locates them.
struct PlainTracePipeline {
    /// What the pipeline read: the lines, the subjects met, and their names.
    struct Read {
        var lines: Int
        var subjects: Int
        var symbols: SymbolTable
    }

    let vocabulary: Vocabulary
    let reader: ChunkReader
    /// When, on two threads, the reading thread leaves chunks for the monitoring thread to parse.
    var sharing = ChunkSharing.whenIdle
    /// The events of a batch on two threads.
    var batchCapacity = EventBatch.defaultCapacity

    /// Reads the plain trace at `path` into `monitoring`, on two threads if `concurrently`.
    func run(fileAt path: String, concurrently: Bool, into monitoring: inout PlainTraceMonitoring) throws(TraceError) -> Read {
        guard concurrently else { return try runOnOneThread(fileAt: path, into: &monitoring) }
        return try runOnTwoThreads(fileAt: path, into: &monitoring)
    }

    /// Reads the lines of `chunk` into `monitoring`, on this thread.
    func run(_ chunk: LineChunk, into monitoring: inout PlainTraceMonitoring) throws(TraceError) -> Read {
        try runOnThisThread(into: &monitoring) { (each) throws(TraceError) in _ = try each(chunk) }
    }

    private func runOnOneThread(fileAt path: String, into monitoring: inout PlainTraceMonitoring) throws(TraceError) -> Read {
        try runOnThisThread(into: &monitoring) { (each) throws(TraceError) in try reader.forEachChunk(inFileAt: path, each) }
    }

    /// Parses each chunk that `chunks` hands to its argument, on this thread, into `monitoring`.
    private func runOnThisThread(
        into monitoring: inout PlainTraceMonitoring,
        _ chunks: ((LineChunk) throws(TraceError) -> Int) throws(TraceError) -> Void
    ) throws(TraceError) -> Read {
        var parser = PlainTraceParser(vocabulary: vocabulary)
        var batch = EventBatch()
        try chunks { (chunk) throws(TraceError) -> Int in
            try PlainTracePipeline.parse(chunk, &parser, &batch) { full, _ in monitoring.consume(full) }
        }
        monitoring.consume(batch)
        return Read(lines: parser.linesRead, subjects: parser.subjectCount, symbols: parser.symbols)
    }

    private func runOnTwoThreads(fileAt path: String, into monitoring: inout PlainTraceMonitoring) throws(TraceError) -> Read {
        let batchCapacity = self.batchCapacity
        let channel = BatchChannel<Int>(batchCapacity: batchCapacity)
        let vocabulary = self.vocabulary
        let sharing = self.sharing
        let reader = self.reader
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
                        return try PlainTracePipeline.parse(chunk, &parser, &batch) { full, parser in
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
                    monitoring.consume(batch)
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
                    _ = try PlainTracePipeline.parse(chunk.chunk, &ownParser, &ownBatch) { full, _ in
                        merger.merge(ownBatch: full)
                        monitoring.consume(full)
                    }
                } catch {
                    channel.cancel()
                    throw error
                }
                merger.exchangeSymbols(with: &ownParser)
                if !ownBatch.isEmpty {
                    merger.merge(ownBatch: ownBatch)
                    monitoring.consume(ownBatch)
                    ownBatch.removeAll()
                }
                ownLines = ownParser.linesRead - chunk.linesBefore
                channel.recycle(chunk)
            }
        }
        switch channel.result() {
        case .failure(var error):
            if error.line > 0 { error.line += ownLines }
            throw error
        case .success(let lines):
            return Read(lines: lines + ownLines, subjects: merger.subjectCount, symbols: merger.symbols)
        }
    }

    /// Parses a chunk of whole lines into `batch`, handing it to `flush` whenever it is full
    /// (with the parser, which may adopt another numbering there); returns the number of
    /// lines read.
    static func parse(
        _ chunk: LineChunk, _ parser: inout PlainTraceParser, _ batch: inout EventBatch,
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
}
