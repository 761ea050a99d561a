import Dispatch

/// Generates the next chunk's successors on worker threads while the explorer's thread
/// merges the current chunk: two sets of ``SuccessorGenerator``s used in turn.
///
/// The workers only read what the merge writes (the memo, the monitor vectors), so the merge
/// calls ``settle()`` before it changes either in a way a reader could see (a memo insert,
/// a new vector). On NavStack that is rare once the memo knows the model; the workers then
/// run the whole time. The fingerprint table is the merge's alone. Only the merging thread
/// calls this type's methods.
@usableFromInline
final class GenerationPipeline<M: Model> {
    // Used from the merging thread only. A set being generated belongs to the workers from
    // `start` until `settle()` returns (the semaphore orders their writes before its reads).

    /// Two sets of one generator per worker thread.
    @usableFromInline let sets: [[SuccessorGenerator<M>]]
    /// How many generators of each set the last start gave work.
    @usableFromInline var parts = [0, 0]
    @usableFromInline var running = false
    @usableFromInline let finished = DispatchSemaphore(value: 0)
    @usableFromInline let queue = DispatchQueue(label: "Lifecheck.GenerationPipeline")

    /// A pipeline with `workers` generating threads.
    @inlinable
    init(workers: Int, make: () -> SuccessorGenerator<M>) {
        sets = (0..<2).map { _ in
            (0..<max(1, workers)).map { _ in make() }
        }
    }

    /// Starts generating the successors of frontier positions `range` into set `slot`,
    /// cut into one consecutive part per worker. (Inlinable, so the workers run the
    /// generator specialized for the model.)
    @inlinable
    func start(slot: Int, view: FrontierView<M.State>, range: Range<Int>, memoizes: Bool) {
        precondition(!running, "a generation is already running")
        let generators = sets[slot]
        let count = min(generators.count, max(1, (range.count + 255) / 256))
        parts[slot] = count
        for generator in generators { generator.memoizes = memoizes }
        running = true
        queue.async { [finished] in
            if count == 1 {
                generators[0].generate(view, range)
            } else {
                let size = (range.count + count - 1) / count
                DispatchQueue.concurrentPerform(iterations: count) { part in
                    let lower = min(range.lowerBound + part * size, range.upperBound)
                    generators[part].generate(view, lower..<min(lower + size, range.upperBound))
                }
            }
            finished.signal()
        }
    }

    /// Waits for the generation in flight, if any.
    @inlinable
    func settle() {
        guard running else { return }
        finished.wait()
        running = false
    }
}
