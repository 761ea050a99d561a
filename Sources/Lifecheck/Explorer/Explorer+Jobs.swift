import Dispatch

extension Explorer {
    /// Runs the search as `jobs` shards on as many threads and merges them: the same
    /// states, exactly (the merge counts the union of the shards' states), found faster on
    /// several cores when the shards overlap little.
    ///
    /// The counterexample, if any, is a
    /// shortest one; with several jobs it may be a different path of the same length.
    public func run(jobs: Int) -> ExplorationReport {
        guard jobs > 1, shard == nil else { return run() }
        let clock = ContinuousClock()
        let started = clock.now
        let results = ShardResults(count: jobs)
        let explorer = self
        DispatchQueue.concurrentPerform(iterations: jobs) { index in
            var part = explorer
            part.shard = Shard(index: index, count: jobs)
            var fingerprints: [UInt64] = []
            let report = part.run(fingerprints: { fingerprints = $0 })
            results.set(index, ShardResult(shard: Shard(index: index, count: jobs), report: report, fingerprints: fingerprints))
        }
        let parts = results.all
        let merged = ShardResult.merge(parts)
        let duration = clock.now - started
        let storeBytes = parts.map { $0.report.bytesPerState * Double($0.report.states) }.reduce(0, +)
        return ExplorationReport(
            outcome: merged.outcome, states: merged.states, transitions: parts.map(\.report.transitions).reduce(0, +),
            maxDepth: merged.maxDepth,
            seconds: Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18,
            bytesPerState: merged.states > 0 ? storeBytes / Double(merged.states) : 0,
            counterexamplePath: merged.counterexample)
    }
}

/// The shards' results, written by their threads (each its own slot) and read after all finished.
final class ShardResults: @unchecked Sendable {
    // Safety: each thread writes only its own index, and `all` is read after
    // DispatchQueue.concurrentPerform has returned (which waits for every iteration).
    private var results: [ShardResult?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: ShardResult) {
        results.withUnsafeMutableBufferPointer { $0[index] = result }
    }

    var all: [ShardResult] { results.compactMap { $0 } }
}
