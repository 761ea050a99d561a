/// What a ``ConformanceSuite`` found: each distinct failure once, and anything that made
/// the run test less than it should have.
public struct ConformanceReport: Sendable {
    /// Distinct failures (one per rule), exploration's first, each in the order found.
    public var failures: [ConformanceFailure]
    /// Why the run proves less than it seems (it tested nothing, it stopped on the clock, a
    /// failure did not replay): each is a test failure of its own.
    public var problems: [String]
    /// The exhaustive exploration's figures, if it ran.
    public var exploration: ExplorationReport?
    /// Whether exploration saw every state reachable without breaking a rule (no bound cut
    /// it short): then random runs could reach nothing new.
    public var explorationCoveredEverything = false
    /// The random runs' figures, if they ran.
    public var randomRuns: PropertyReport?
    /// Why random runs were skipped, if they were.
    public var randomRunsSkipped: String?
    /// The seed of the random runs.
    public var seed: UInt64

    /// A report.
    public init(failures: [ConformanceFailure], problems: [String], exploration: ExplorationReport? = nil,
                randomRuns: PropertyReport? = nil, seed: UInt64) {
        self.failures = failures
        self.problems = problems
        self.exploration = exploration
        self.randomRuns = randomRuns
        self.seed = seed
    }

    /// Whether the model conforms: no failure and no problem.
    public var passed: Bool { failures.isEmpty && problems.isEmpty }

    /// What a test reports: each failure's full message, then each problem, one test failure each.
    public var messages: [String] { failures.map(\.message) + problems }

    /// One line of figures: `6 states, 10 transitions, depth 3, exhaustive; 200 random runs (seed 24301)`.
    public var summary: String {
        var parts: [String] = []
        if let exploration {
            // (Complete up to the depth bound is not every state: deeper ones were left out.)
            let outcome = exploration.outcome == .complete && !explorationCoveredEverything
                ? "complete to the depth bound; deeper states not explored: raise maxDepth to cover them"
                : exploration.outcome.rawValue
            parts.append("\(exploration.states) states, \(exploration.transitions) transitions, depth \(exploration.maxDepth) explored (\(outcome))")
        }
        if let randomRuns {
            parts.append("\(randomRuns.runsTried) random runs, \(randomRuns.operations) operations (seed \(seed))")
        } else if let randomRunsSkipped {
            parts.append("random runs skipped: \(randomRunsSkipped)")
        }
        return parts.joined(separator: "; ")
    }
}
