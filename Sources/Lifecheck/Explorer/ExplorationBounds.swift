import Foundation

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

extension ExplorationBounds {
    /// A conformance run's default bounds: 12 operations deep, 200,000 states, 60 seconds.
    public static var conformance: ExplorationBounds {
        ExplorationBounds(maxDepth: 12, maxStates: 200_000, timeLimit: 60)
    }

    /// `LIFECHECK_SEED` from the environment, if it holds a number (decimal, or hex after `0x`).
    static var environmentSeed: UInt64? {
        ProcessInfo.processInfo.environment["LIFECHECK_SEED"].flatMap(seed(parsing:))
    }

    /// The seed `text` writes: decimal, or hex after `0x`; blanks around it are ignored.
    static func seed(parsing text: String) -> UInt64? {
        let lowered = text.trimmingCharacters(in: .whitespaces).lowercased()
        return lowered.hasPrefix("0x") ? UInt64(lowered.dropFirst(2), radix: 16) : UInt64(lowered)
    }
}
