/// Which events a log records, inferred from the events in it (`--recorded auto`).
///
/// A log records an event when it appears in it at least once, unless some class of
/// controller never logs that event although what it does log shows UIKit called it: people
/// print in the callbacks they override, and a class that overrides only `viewDidAppear`
/// (for analytics) or only `viewWillDisappear` (to save) still gets every callback. Such an
/// event counts as unrecorded for the whole log, which is sound (checking less can't make a
/// legal log illegal) at the price of checking the other classes less.
///
/// "Shows UIKit called it" comes from the spec, not from a list. A class that never logs
/// `X` needs it when, in the spec projected onto what the class logs, one of its habits is
/// legal, and it is illegal once `X` is recorded too:
/// - an event it logs, as a controller's first (`viewDidAppear` needs `viewWillAppear`,
///   an appearance or a layout pass needs `viewDidLoad`);
/// - two events it logs one after the other on one controller (`viewDidAppear` twice
///   needs the disappearance between; `viewWillAppear` then `viewDidDisappear` needs
///   `viewDidAppear` and `viewWillDisappear`);
/// - the last event it logs on a controller, at the end of the log (`viewWillDisappear`
///   needs `viewDidDisappear` after it), unless the log may end mid-transition.
///
/// One occurrence is enough: a class that never prints a callback in the whole log most
/// likely does not override it. (A class that prints it elsewhere keeps it checked, so a
/// missing `viewWillAppear` in one appearance of a class that prints it is still caught.)
struct RecordedInference {
    /// What one controller, or all of a class, logged: the kinds and how often, the pairs of
    /// kinds that came one after the other, and the kinds that came last.
    struct Habits {
        var counts: [EventKindID: Int] = [:]
        var pairs = Set<Pair>()
        var lasts = Set<EventKindID>()
        private var last: EventKindID?

        /// Two kinds logged one after the other on one controller.
        struct Pair: Hashable, Comparable {
            var first: EventKindID, second: EventKindID
            static func < (a: Pair, b: Pair) -> Bool { (a.first, a.second) < (b.first, b.second) }
        }

        init() {}

        /// Notes an event of `kind`, the controller's latest.
        mutating func note(_ kind: EventKindID) {
            counts[kind, default: 0] += 1
            if let last { pairs.insert(Pair(first: last, second: kind)) }
            last = kind
        }

        /// Adds another controller's habits (of the same class).
        mutating func merge(_ other: Habits) {
            counts.merge(other.counts, uniquingKeysWith: +)
            pairs.formUnion(other.pairs)
            lasts.formUnion(other.lasts)
            if let last = other.last { lasts.insert(last) }
        }
    }

    private let spec: Spec
    private let fromMiddle: Bool
    private let unfinished: Bool
    /// Whether a short sequence of kinds is legal in the spec projected onto some events.
    private var legality: [Set<EventKindID>: [[EventKindID]: Bool]] = [:]
    /// The spec projected onto some events, from the start or not (`nil` where it can't be).
    private var compiled: [Projection: CompiledSpec?] = [:]
    private struct Projection: Hashable { var recorded: Set<EventKindID>; var fromMiddle: Bool }

    /// An inference over `spec`, for a log read from its start or (`fromMiddle`) not, that
    /// may (`unfinished`) end mid-transition.
    init(spec: Spec, fromMiddle: Bool, unfinished: Bool = false) {
        self.spec = spec
        self.fromMiddle = fromMiddle
        self.unfinished = unfinished
    }

    /// The names of the events recorded by a log whose classes had `habitsByClass`, and why
    /// each event that appears but counts as unrecorded does (`ViewController logs
    /// viewWillAppear but never viewDidLoad`).
    ///
    /// A habit that is illegal in the spec projected onto what the log records, and legal
    /// once what its class never logs is left out, drops one of those events (the first
    /// that makes it legal; all of them if none does alone). Until nothing changes: each
    /// drop checks the other classes less.
    mutating func recorded(habitsByClass: [String: Habits]) -> (recorded: Set<String>, unlogged: [String: String]) {
        let seen = habitsByClass.values.reduce(into: Set<EventKindID>()) { $0.formUnion($1.counts.keys) }
        var recorded = seen
        var unlogged: [EventKindID: String] = [:]
        let vocabulary = spec.vocabulary
        let name = { (kind: EventKindID) in vocabulary[kind].name }
        let classes = habitsByClass.sorted { ($0.value.counts.count, $1.key) > ($1.value.counts.count, $0.key) }
        var changed = true
        while changed {
            changed = false
            for (className, habits) in classes {
                let logged = Set(habits.counts.keys)
                // A pair or a last event comes after others: checked from any state.
                var tried: [(kinds: [EventKindID], atEnd: Bool, fromMiddle: Bool, why: String)] = habits.counts.keys.sorted().map {
                    ([$0], false, fromMiddle, "\(className) logs \(name($0)) but never ")
                }
                tried += habits.pairs.sorted().map {
                    ([$0.first, $0.second], false, true, "\(className) logs \(name($0.first)) then \(name($0.second)) but never ")
                }
                if !unfinished {
                    // As the controller's only event too: a layout pass that is all a class prints
                    // leaves a view loading unless viewDidLoad is unprinted.
                    for last in habits.lasts.sorted() {
                        tried += [true, fromMiddle].map { ([last], true, $0, "\(className) ends with \(name(last)) but never logs ") }
                    }
                }
                for habit in tried {
                    let candidates = recorded.subtracting(logged).sorted()
                    let kinds = habit.kinds.filter(recorded.contains)
                    guard !candidates.isEmpty, !kinds.isEmpty else { continue }
                    // An event the habit needs on its own (legal with its own events recorded,
                    // illegal with that one too).
                    let own = Set(kinds)
                    var dropped: [EventKindID] = []
                    if isLegal(kinds, recorded: own, atEnd: habit.atEnd, fromMiddle: habit.fromMiddle) {
                        dropped = candidates.filter { !isLegal(kinds, recorded: own.union([$0]), atEnd: habit.atEnd, fromMiddle: habit.fromMiddle) }
                    }
                    // Else one that the log's other events make it need: the habit is illegal
                    // in the log's projection and legal without the class's unlogged events.
                    if dropped.isEmpty,
                       !isLegal(kinds, recorded: recorded, atEnd: habit.atEnd, fromMiddle: habit.fromMiddle),
                       isLegal(kinds, recorded: recorded.intersection(logged), atEnd: habit.atEnd, fromMiddle: habit.fromMiddle),
                       let single = candidates.first(where: {
                           isLegal(kinds, recorded: recorded.subtracting([$0]), atEnd: habit.atEnd, fromMiddle: habit.fromMiddle)
                       }) {
                        dropped = [single]
                    }
                    for kind in dropped {
                        unlogged[kind] = habit.why + name(kind)
                        recorded.remove(kind)
                        changed = true
                    }
                }
            }
        }
        return (Set(recorded.map(name)), Dictionary(uniqueKeysWithValues: unlogged.map { (name($0.key), $0.value) }))
    }

    /// Whether `kinds`, as a controller's first events (or, `fromMiddle`, its events from any
    /// state; `atEnd`, its last), are legal in the spec projected onto the events of
    /// `recorded` (taken as legal where the spec can't be projected: then nothing is inferred).
    private mutating func isLegal(_ kinds: [EventKindID], recorded: Set<EventKindID>, atEnd: Bool, fromMiddle: Bool) -> Bool {
        let key = (atEnd ? kinds + [EventKindID(UInt16.max)] : kinds) + (fromMiddle ? [EventKindID(UInt16.max - 1)] : [])
        if let known = legality[recorded]?[key] { return known }
        let projection = Projection(recorded: recorded, fromMiddle: fromMiddle)
        if compiled[projection] == nil {
            let names = Set(recorded.map { spec.vocabulary[$0].name })
            compiled[projection] = .some(try? CompiledSpec(spec.projected(onto: Observation(recorded: names, fromMiddle: fromMiddle))))
        }
        var legal = true
        if let spec = compiled[projection] ?? nil {
            var monitor = Monitor(spec: spec)
            var violations: [Violation] = []
            for (position, kind) in kinds.enumerated() {
                _ = monitor.check(Self.event(of: kind, in: self.spec.vocabulary), at: position + 1, into: &violations)
            }
            if atEnd { violations += monitor.finish() }
            legal = violations.isEmpty
        }
        legality[recorded, default: [:]][key] = legal
        return legal
    }

    /// An event of `kind` on a controller, naming another one wherever it names a controller;
    /// other required parameters take their first value.
    private static func event(of kind: EventKindID, in vocabulary: Vocabulary) -> Event {
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
