import Foundation

/// Hands work from the thread that reads a trace to the thread that monitors it, in trace
/// order: event batches the reading thread parsed, and chunks of lines it left for the
/// monitoring thread to parse (``ChunkSharing``). A bounded queue (the reader waits when
/// `depth` items are pending, so memory stays constant), emptied batches and chunks going
/// back for reuse, the merged numbering of names offered back to the reader
/// (``NumberingOffer``), and the reader's outcome at the end.
final class BatchChannel<Outcome: Sendable>: @unchecked Sendable {
    // Safety: every stored property below is read and written with `condition` locked.
    private let condition = NSCondition()
    private var pending: [Item] = []
    private var spare: [EventBatch] = []
    private var spareChunks: [RawChunk] = []
    private var offer: NumberingOffer?
    private var outcome: Result<Outcome, TraceError>?
    private var cancelled = false
    private let depth: Int
    private let batchCapacity: Int

    /// One piece of work, in trace order.
    enum Item {
        /// Events parsed.
        case events(EventBatch)
        /// Lines to parse.
        case lines(RawChunk)
        /// The reader numbers names as the merged table does from now on (it adopted a
        /// ``NumberingOffer`` whose table had this many names).
        case renumbered(Int)
    }

    /// The monitoring thread's merged table of names, offered to the reader when its own
    /// numbering has drifted from it (``NameMerger``): a reader that adopts it
    /// (``PlainTraceParser/adopt(_:renumbering:)``) sends batches that need no renumbering.
    /// It holds if the reader has left no chunk to the monitoring thread since the latter's
    /// `itemsReceived`th item, the last one merged into the table: the batches it sent since
    /// then (in its old numbering) bring their new names to the merged table in the order
    /// the reader adds them to the table it adopts.
    struct NumberingOffer: Sendable {
        var symbols: SymbolTable
        var renumbering: [UInt32]
        var itemsReceived: Int
    }

    /// A channel holding at most `depth` pending items, with batches of `batchCapacity` events.
    init(depth: Int = 8, batchCapacity: Int = EventBatch.defaultCapacity) {
        self.depth = max(depth, 1)
        self.batchCapacity = batchCapacity
    }

    /// A batch to fill: an emptied one if there is one.
    func emptyBatch() -> EventBatch {
        condition.lock()
        defer { condition.unlock() }
        return spare.popLast() ?? EventBatch(capacity: batchCapacity)
    }

    /// A chunk to fill: an emptied one if there is one.
    func emptyChunk() -> RawChunk {
        condition.lock()
        defer { condition.unlock() }
        return spareChunks.popLast() ?? RawChunk()
    }

    /// Whether the monitoring thread has nothing queued: it will wait for the next item
    /// unless it gets lines to parse.
    var isIdle: Bool {
        condition.lock()
        defer { condition.unlock() }
        return pending.isEmpty
    }

    /// Whether the monitoring thread gave up (it found an error in lines it parsed).
    var isCancelled: Bool {
        condition.lock()
        defer { condition.unlock() }
        return cancelled
    }

    /// Queues a full batch, waiting while `depth` items are pending; returns an empty one to fill next.
    func send(_ batch: consuming EventBatch) -> EventBatch {
        enqueue(.events(batch))
        condition.lock()
        defer { condition.unlock() }
        return spare.popLast() ?? EventBatch(capacity: batchCapacity)
    }

    /// Queues a chunk of lines for the monitoring thread to parse, waiting while `depth` items are pending.
    func send(_ chunk: RawChunk) {
        enqueue(.lines(chunk))
    }

    private func enqueue(_ item: Item) {
        condition.lock()
        defer { condition.unlock() }
        while pending.count >= depth, outcome == nil, !cancelled { condition.wait() }
        // (Once the monitoring thread gave up, nothing is received any more.)
        guard !cancelled else { return }
        pending.append(item)
        condition.broadcast()
    }

    /// Tells the monitoring thread that the reader adopted the merged numbering.
    func sendRenumbered(names count: Int) {
        enqueue(.renumbered(count))
    }

    /// Whether an offer of the merged numbering awaits the reader.
    var hasOffer: Bool {
        condition.lock()
        defer { condition.unlock() }
        return offer != nil
    }

    /// Offers the reader the merged numbering (replacing an older offer).
    func offer(_ numbering: NumberingOffer) {
        condition.lock()
        defer { condition.unlock() }
        offer = numbering
    }

    /// The offer waiting, if it holds for a reader whose last chunk left to the monitoring
    /// thread was its `lastChunkItem`th item; an offer that no longer holds is dropped, so
    /// that a fresh one can be made.
    func takeOffer(lastChunkItem: Int) -> NumberingOffer? {
        condition.lock()
        defer { condition.unlock() }
        guard let waiting = offer else { return nil }
        offer = nil
        return waiting.itemsReceived >= lastChunkItem ? waiting : nil
    }

    /// The reader is done: with what it read, or with an input error.
    func finish(_ result: Result<Outcome, TraceError>) {
        condition.lock()
        defer { condition.unlock() }
        outcome = result
        condition.broadcast()
    }

    /// The monitoring thread gives up: the reader stops at its next chunk.
    func cancel() {
        condition.lock()
        defer { condition.unlock() }
        cancelled = true
        condition.broadcast()
    }

    /// The next item, waiting for one; `nil` once the reader is done and every item was
    /// received. (After an input error the items before it still come: lines among them
    /// may hold an earlier one.)
    func receive() -> Item? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if !pending.isEmpty {
                let item = pending.removeFirst()
                condition.broadcast()
                return item
            }
            if outcome != nil { return nil }
            condition.wait()
        }
    }

    /// Whether the reader failed (the items still pending only matter for an earlier error).
    var hasFailed: Bool {
        condition.lock()
        defer { condition.unlock() }
        if case .failure = outcome { return true }
        return false
    }

    /// Gives a received batch back to be filled again.
    func recycle(_ batch: consuming EventBatch) {
        batch.removeAll()
        condition.lock()
        defer { condition.unlock() }
        spare.append(batch)
    }

    /// Gives a parsed chunk back to be filled again.
    func recycle(_ chunk: RawChunk) {
        condition.lock()
        defer { condition.unlock() }
        spareChunks.append(chunk)
    }

    /// The reader's outcome, once ``receive()`` has returned `nil`.
    func result() -> Result<Outcome, TraceError> {
        condition.lock()
        defer { condition.unlock() }
        while outcome == nil { condition.wait() }
        return outcome!
    }
}
