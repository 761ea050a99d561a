/// What an exploration found: its figures and, if a rule broke, the shortest path to it.
public struct ExplorationReport: Sendable {
    /// Why the search stopped.
    public enum Outcome: String, Sendable {
        /// Every reachable state within the depth bound was explored; no rule broke.
        case complete
        /// A rule broke: see ``ExplorationReport/counterexamplePath``.
        case violation
        /// The state bound was reached first.
        case stateLimit
        /// The time limit was reached first.
        case timeLimit
    }

    /// Why the search stopped.
    public var outcome: Outcome
    /// Distinct states stored (model and monitor together).
    public var states: Int
    /// Transitions taken (actions applied).
    public var transitions: Int
    /// The deepest BFS level reached.
    public var maxDepth: Int
    /// Wall-clock seconds.
    public var seconds: Double
    /// Bytes held per stored state by the store (fingerprint table and parent links).
    public var bytesPerState: Double
    /// The path to the first violation found, in replay form (`0/1/3`).
    public var counterexamplePath: ReplayPath?
    /// What the run exercised of the spec, when the explorer was asked to record it.
    public var coverage: Coverage?

    /// Creates a report.
    public init(outcome: Outcome, states: Int, transitions: Int, maxDepth: Int, seconds: Double,
                bytesPerState: Double, counterexamplePath: ReplayPath?) {
        self.outcome = outcome
        self.states = states
        self.transitions = transitions
        self.maxDepth = maxDepth
        self.seconds = seconds
        self.bytesPerState = bytesPerState
        self.counterexamplePath = counterexamplePath
    }

    /// States per second.
    public var statesPerSecond: Double { seconds > 0 ? Double(states) / seconds : 0 }
}
