import Foundation

/// Hands event batches from the thread that reads and parses a trace to the thread that
/// monitors it: a bounded queue (the reader waits when `depth` batches are pending, so
/// memory stays constant), emptied batches going back for reuse, and the reader's outcome
/// at the end.
final class BatchChannel<Outcome: Sendable>: @unchecked Sendable {
    // Safety: every stored property below is read and written with `condition` locked.
    private let condition = NSCondition()
    private var pending: [EventBatch] = []
    private var spare: [EventBatch] = []
    private var outcome: Result<Outcome, TraceError>?
    private let depth: Int
    private let batchCapacity: Int

    /// A channel holding at most `depth` pending batches of `batchCapacity` events.
    init(depth: Int = 4, batchCapacity: Int = 16_384) {
        self.depth = max(depth, 1)
        self.batchCapacity = batchCapacity
    }

    /// A batch to fill: an emptied one if there is one.
    func emptyBatch() -> EventBatch {
        condition.lock()
        defer { condition.unlock() }
        return spare.popLast() ?? EventBatch(capacity: batchCapacity)
    }

    /// Queues a full batch, waiting while `depth` are pending; returns an empty one to fill next.
    func send(_ batch: consuming EventBatch) -> EventBatch {
        condition.lock()
        defer { condition.unlock() }
        while pending.count >= depth, outcome == nil { condition.wait() }
        pending.append(batch)
        condition.broadcast()
        return spare.popLast() ?? EventBatch(capacity: batchCapacity)
    }

    /// The reader is done: with what it read, or with an input error.
    func finish(_ result: Result<Outcome, TraceError>) {
        condition.lock()
        defer { condition.unlock() }
        outcome = result
        condition.broadcast()
    }

    /// The next batch, waiting for one; `nil` once the reader is done and every batch was
    /// received, or at once when the reader failed (what is left would be thrown away).
    func receive() -> EventBatch? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if case .failure = outcome { return nil }
            if !pending.isEmpty {
                let batch = pending.removeFirst()
                condition.broadcast()
                return batch
            }
            if outcome != nil { return nil }
            condition.wait()
        }
    }

    /// Gives a received batch back to be filled again.
    func recycle(_ batch: consuming EventBatch) {
        batch.removeAll()
        condition.lock()
        defer { condition.unlock() }
        spare.append(batch)
    }

    /// The reader's outcome, once ``receive()`` has returned `nil`.
    func result() -> Result<Outcome, TraceError> {
        condition.lock()
        defer { condition.unlock() }
        while outcome == nil { condition.wait() }
        return outcome!
    }
}
