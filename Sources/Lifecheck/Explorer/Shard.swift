/// One part of an exploration split across independent jobs (`--shard 3/8`).
///
/// Every shard runs the same deterministic search until a BFS level holds at least
/// `4 × count` states (the split level), then keeps only the states of that level whose
/// position in it is `index` modulo `count`, and explores on from them. Every state deeper
/// than the split lies on a shortest path through some state of the split level, so the
/// shards together visit every reachable state; states reachable from several shards are
/// visited by each. ``ShardResult/merge(_:)`` therefore counts the union of their
/// fingerprints, never a sum: no state is counted twice or missed. The shortest
/// counterexample overall starts in some shard, which finds it; the merge keeps the
/// shortest (ties broken by path order).
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// This shard, from 0.
    public var index: Int
    /// How many shards there are.
    public var count: Int

    /// Shard `index` of `count`.
    public init(index: Int, count: Int) {
        precondition(count >= 1 && (0..<count).contains(index), "a shard is k/n with 0 ≤ k < n")
        self.index = index
        self.count = count
    }

    /// Parses `k/n`.
    public init?(_ text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (0..<count).contains(index) else {
            return nil
        }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// Whether this shard keeps the state at `position` of the split level.
    @inlinable
    public func keeps(_ position: Int) -> Bool { position % count == index }

    /// The least size of the level at which the search splits.
    @inlinable
    public var splitSize: Int { 4 * count }
}

/// What one shard found, to be merged with the others.
public struct ShardResult: Sendable {
    /// The shard.
    public var shard: Shard
    /// Its outcome and figures.
    public var report: ExplorationReport
    /// The fingerprints of every state it visited, sorted.
    public var fingerprints: [UInt64]

    /// Creates a result.
    public init(shard: Shard, report: ExplorationReport, fingerprints: [UInt64]) {
        self.shard = shard
        self.report = report
        self.fingerprints = fingerprints
    }

    /// The whole exploration's result from all its shards: distinct states (the union),
    /// the deepest level, the shortest counterexample, the worst outcome.
    public static func merge(_ results: [ShardResult]) -> (states: Int, maxDepth: Int, outcome: ExplorationReport.Outcome,
                                                               counterexample: ReplayPath?, missing: [Int]) {
        let count = results.first?.shard.count ?? 0
        let present = Set(results.map(\.shard.index))
        let missing = (0..<count).filter { !present.contains($0) }
        let distinct = distinctCount(results.map(\.fingerprints))
        let paths = results.compactMap(\.report.counterexamplePath)
        let shortest = paths.min { a, b in
            a.actions.count != b.actions.count ? a.actions.count < b.actions.count
                : ([a.initial] + a.actions).lexicographicallyPrecedes([b.initial] + b.actions)
        }
        let outcomes = results.map(\.report.outcome)
        let outcome: ExplorationReport.Outcome = shortest != nil ? .violation
            : outcomes.contains(.timeLimit) ? .timeLimit : outcomes.contains(.stateLimit) ? .stateLimit : .complete
        return (distinct, results.map(\.report.maxDepth).max() ?? 0, outcome, shortest, missing)
    }

    /// The number of distinct values in sorted arrays: a k-way merge, linear in their sizes.
    static func distinctCount(_ arrays: [[UInt64]]) -> Int {
        var positions = [Int](repeating: 0, count: arrays.count)
        var count = 0
        var last: UInt64?
        while true {
            var smallest: UInt64?
            var from = -1
            for (index, array) in arrays.enumerated() where positions[index] < array.count {
                let value = array[positions[index]]
                if smallest == nil || value < smallest! { smallest = value; from = index }
            }
            guard let value = smallest else { return count }
            positions[from] += 1
            if value != last { count += 1; last = value }
        }
    }
}
