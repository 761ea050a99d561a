/// How often a property run found one kind of operation enabled, and how often it chose it.
public struct OperationKindCount: Hashable, Sendable {
    /// The kind's name (``Model/operationKinds``).
    public var name: String
    /// In how many of the states the runs reached this kind had an enabled action.
    public var enabled: Int
    /// How many of the operations the runs performed were of this kind.
    public var chosen: Int

    /// A count for `name`.
    public init(name: String, enabled: Int = 0, chosen: Int = 0) {
        self.name = name
        self.enabled = enabled
        self.chosen = chosen
    }
}
