import Foundation

/// Hands work from the thread that reads a trace to the thread that monitors it, in trace
/// order: event batches the reading thread parsed, and chunks of lines it left for the
/// monitoring thread to parse (``ChunkSharing``). A bounded queue (the reader waits when
/// `depth` items are pending, so memory stays constant), emptied batches and chunks going
/// back for reuse, and the reader's outcome at the end.
final class BatchChannel<Outcome: Sendable>: @unchecked Sendable {
    // Safety: every stored property below is read and written with `condition` locked.
    private let condition = NSCondition()
    private var pending: [Item] = []
    private var spare: [EventBatch] = []
    private var spareChunks: [RawChunk] = []
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
