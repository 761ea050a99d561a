/// One concern of a spec (appearance, containment, segues…): its rules and the
/// machines, relations, counters, requirements and nesting that enforce them.
public struct SpecPart: Sendable {
    /// The concern's name, such as "Appearance".
    public var name: String
    /// The file the part is written in, for "Spec:" lines in messages.
    public var file: String
    /// What the concern covers, in a sentence or two.
    public var summary: String
    /// The rules the part states.
    public var rules: [Rule]
    /// State machines.
    public var machines: [Machine]
    /// Relations between subjects.
    public var relations: [Relation]
    /// Counters over relations.
    public var counters: [Counter]
    /// Guards.
    public var requirements: [Requirement]
    /// Which events run inside which.
    public var nestings: [Nesting]

    /// Creates a part; `file` defaults to the Swift file that declares it.
    public init(
        _ name: String, summary: String, file: String = #fileID,
        rules: [Rule], machines: [Machine] = [], relations: [Relation] = [],
        counters: [Counter] = [], requirements: [Requirement] = [], nestings: [Nesting] = []
    ) {
        self.name = name
        self.summary = summary
        self.file = file
        self.rules = rules
        self.machines = machines
        self.relations = relations
        self.counters = counters
        self.requirements = requirements
        self.nestings = nestings
    }
}
