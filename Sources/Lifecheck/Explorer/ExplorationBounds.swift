/// Where an exploration stops, if it has not covered every reachable state before.
public struct ExplorationBounds: Sendable, Hashable {
    /// The most operations from an initial state (BFS depth).
    public var maxDepth: Int
    /// The most states to store.
    public var maxStates: Int
    /// The longest run, in seconds.
    public var timeLimit: Double

    /// Bounds; the defaults are effectively unbounded but for 60 seconds.
    public init(maxDepth: Int = .max, maxStates: Int = .max, timeLimit: Double = 60) {
        self.maxDepth = maxDepth
        self.maxStates = maxStates
        self.timeLimit = timeLimit
    }
}
