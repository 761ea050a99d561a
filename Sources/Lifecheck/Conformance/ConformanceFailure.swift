/// One distinct way a model breaks the spec: the rule, the shortest run found that breaks
/// it, and its message, ready to be recorded as a test failure.
public struct ConformanceFailure: Sendable, CustomStringConvertible {
    /// Where a failure was found.
    public enum Origin: Sendable, Hashable {
        /// Exhaustive exploration: the run is a shortest one for its rule.
        case exploration
        /// A random run, shrunk: run `run` (from 0) of `seed`, shrunk from `originalLength` operations.
        case randomRun(seed: UInt64, run: Int, originalLength: Int)
    }

    /// The rule broken first (`HIER-2`): what makes failures distinct.
    public var rule: String
    /// Every rule the run broke at its last step, in the order the monitor reported them.
    public var rules: [String]
    /// The run, replayable with ``ConformanceSuite/replay`` or ``Explorer/replay(_:)``.
    public var path: ReplayPath
    /// Where it was found.
    public var origin: Origin
    /// The run replayed: operations, the callbacks each emitted, the violations.
    public var counterexample: Counterexample
    /// The whole message: a first line that stands alone, the operations with the illegal
    /// callback marked, how to replay it, then the rule's full explanation.
    public var message: String
    /// How to replay it, in one line.
    public var replayHint: String

    /// The number of operations in the run.
    public var length: Int { path.actions.count }

    public var description: String { message }
}
