/// What a property run found.
public struct PropertyReport: Sendable {
    /// The seed the runs came from.
    public var seed: UInt64
    /// The run that failed (replay it with the same seed), or nil if every run passed.
    public var run: Int?
    /// How many sequences ran.
    public var runsTried: Int
    /// How many operations ran in all.
    public var operations: Int
    /// How many operations the failing run took before it broke a rule.
    public var originalLength: Int
    /// The shrunk failing sequence, replayable by ``Explorer/replay(_:)``.
    public var failure: ReplayPath?
    /// How many candidate sequences shrinking tried.
    public var shrinkAttempts: Int
    /// The kinds of operation the runs chose (`push`, `pop`…): one never chosen was never tested.
    public var actionsChosen: Set<String>
}
