/// Which events a log records, inferred from the events in it (`--recorded auto`).
///
/// A log records an event when it appears in it at least once, unless some class of
/// controller never logs that event although it logs, at least twice, one that needs it
/// first: people add prints to some classes and not to others, and holding a class that
/// prints no `viewDidLoad` to one would report its every `viewWillAppear`. Such an event
/// counts as unrecorded for the whole log, which is sound (checking less can't make a legal
/// log illegal) at the price of checking the other classes less. (Twice: a controller whose
/// one `viewDidAppear` lacks its `viewWillAppear` is the bug APPEAR-2 is for, not a class
/// that doesn't print it.)
///
/// "Needs it first" comes from the spec, not from a list: an event needs another first
/// when, as a controller's first event, it is legal in the spec projected onto it alone
/// and illegal once the other is recorded too (`viewDidAppear` needs `viewWillAppear`,
/// `viewDidDisappear` needs `viewWillDisappear`, an appearance or a layout pass needs
/// `viewDidLoad`).
struct RecordedInference {
    private let spec: Spec
    private let fromMiddle: Bool
    /// Whether an event of each kind, alone, is legal in the spec projected onto these names.
    private var legality: [Set<String>: [EventKindID: Bool]] = [:]

    /// An inference over `spec`, for a log read from its start or (`fromMiddle`) not.
    init(spec: Spec, fromMiddle: Bool) {
        self.spec = spec
        self.fromMiddle = fromMiddle
    }

    /// The names of the events recorded by a log in which each class logged the events
    /// counted in `kindsByClass`, and why each event that appears but counts as unrecorded
    /// does (`ViewController logs viewWillAppear but never viewDidLoad`).
    mutating func recorded(kindsByClass: [String: [EventKindID: Int]]) -> (recorded: Set<String>, unlogged: [String: String]) {
        let seen = kindsByClass.values.reduce(into: Set<EventKindID>()) { $0.formUnion($1.keys) }
        var unlogged: [EventKindID: String] = [:]
        let vocabulary = spec.vocabulary
        let name = { (kind: EventKindID) in vocabulary[kind].name }
        for (className, counts) in kindsByClass.sorted(by: { ($0.value.count, $1.key) > ($1.value.count, $0.key) }) {
            let repeated = counts.filter { $0.value >= 2 }.keys.sorted()
            for missing in seen.subtracting(counts.keys).sorted() where unlogged[missing] == nil {
                if let needing = repeated.first(where: { needs($0, first: missing) }) {
                    unlogged[missing] = "\(className) logs \(name(needing)) but never \(name(missing))"
                }
            }
        }
        return (Set(seen.subtracting(unlogged.keys).map(name)),
                Dictionary(uniqueKeysWithValues: unlogged.map { (name($0.key), $0.value) }))
    }

    /// Whether `event` needs `other` first (see the type's description).
    private mutating func needs(_ event: EventKindID, first other: EventKindID) -> Bool {
        let alone: Set<String> = [spec.vocabulary[event].name]
        return isLegalFirst(event, recorded: alone) && !isLegalFirst(event, recorded: alone.union([spec.vocabulary[other].name]))
    }

    /// Whether `kind` is legal as the first event of a controller, in the spec projected onto
    /// `recorded` (taken as legal where the spec can't be projected: then nothing is inferred).
    private mutating func isLegalFirst(_ kind: EventKindID, recorded: Set<String>) -> Bool {
        if let known = legality[recorded]?[kind] { return known }
        var legal = true
        if let compiled = try? CompiledSpec(spec.projected(onto: Observation(recorded: recorded, fromMiddle: fromMiddle))) {
            var monitor = Monitor(spec: compiled)
            var violations: [Violation] = []
            _ = monitor.check(Self.firstEvent(of: kind, in: spec.vocabulary), at: 1, into: &violations)
            legal = violations.isEmpty
        }
        legality[recorded, default: [:]][kind] = legal
        return legal
    }

    /// An event of `kind` on a controller, naming another one wherever it names a controller;
    /// other required parameters take their first value.
    private static func firstEvent(of kind: EventKindID, in vocabulary: Vocabulary) -> Event {
        var event = Event(Symbol(0), kind)
        for (index, parameter) in vocabulary[kind].parameters.enumerated() {
            switch parameter.type {
            case .name, .nameOrNil: event.setRawArgument(index, 1)
            case .bool, .enumeration, .size: if parameter.isRequired { event.setRawArgument(index, 0) }
            }
        }
        return event
    }
}
