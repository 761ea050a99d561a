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
    /// The kinds of operation the runs chose, as the chosen actions' descriptions read up to
    /// their first parenthesis or space (`push`, `pop`…).
    public var actionsChosen: Set<String>
    /// Every kind of operation — the model's ``Model/operationKinds``, then any other kind
    /// an action named — with how often it was enabled and chosen.
    public var kinds: [OperationKindCount]

    /// The kinds of operation enabled in none of the states the runs reached: their
    /// preconditions never held, so they were never tested.
    ///
    /// Only declared kinds can show
    /// up here (see ``Model/operationKinds``).
    public var kindsNeverEnabled: [String] { kinds.filter { $0.enabled == 0 }.map(\.name) }

    /// The kinds of operation never performed, whether or not they were ever enabled.
    public var kindsNeverChosen: [String] { kinds.filter { $0.chosen == 0 }.map(\.name) }

    /// Whether the runs tested nothing: no operation was performed.
    public var testedNothing: Bool { operations == 0 && failure == nil }
}
