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
///   needs `viewDidDisappear` after it), unless the log may end mid-transition;
/// - a controller's first few events, from its start, with which of their controller
///   arguments are `nil` (`willMove(toParent: nav)`, an appearance, `willMove(toParent: nil)`
///   needs the `didMove(toParent: nav)` between: a class that overrides only `willMove`).
///
/// An event that names a class's controllers as its arguments (a parent's `addChild` naming
/// a child), where the survey notes it (``Habits/noteNamed(by:)``), is logged for that class
/// too: the class could not have printed it, its subject being another controller, so its
/// silence says nothing, and a child that prints `didMove(toParent:)` does not make a logged
/// `addChild` unrecorded.
///
/// One occurrence is enough: a class that never prints a callback in the whole log most
/// likely does not override it. (A class that prints it elsewhere keeps it checked, so a
/// missing `viewWillAppear` in one appearance of a class that prints it is still caught.)
struct RecordedInference {
    /// What one controller, or all of a class, logged: the kinds, the pairs of kinds that
    /// came one after the other, and the kinds that came last.
    struct Habits: Hashable {
        var kinds = Set<EventKindID>()
        var pairs = Set<Pair>()
        var lasts = Set<EventKindID>()
        /// The kinds of the events that named one of these controllers as an argument.
        var namedBy = Set<EventKindID>()
        /// Distinct beginnings of controllers' lives (at most ``prefixLimit`` of them).
        var prefixes = Set<[Step]>()
        private var last: EventKindID?
        private var prefix: [Step] = []
        /// Which of the kinds below 64 are in `kinds`, a bit each; and per such first kind,
        /// which pairs are in `pairs`: an event noted before hashes nothing (the first pass
        /// over a log notes every line's).
        private var kindBits: UInt64 = 0
        private var pairBits: [UInt64] = []

        /// How many events of a controller's beginning are kept, and how many beginnings a class keeps.
        static let prefixLength = 6, prefixLimit = 8

        /// An event's kind, and which of its controller arguments are `nil` (bit per slot).
        struct Step: Hashable, Comparable {
            var kind: EventKindID, nils: UInt8 = 0
            static func < (a: Step, b: Step) -> Bool { (a.kind, a.nils) < (b.kind, b.nils) }
        }

        /// Two kinds logged one after the other on one controller.
        struct Pair: Hashable, Comparable {
            var first: EventKindID, second: EventKindID
            static func < (a: Pair, b: Pair) -> Bool { (a.first, a.second) < (b.first, b.second) }
        }

        init() {}

        /// Notes an event of `kind`, the controller's latest; `nils` says which of its
        /// controller arguments are `nil`.
        mutating func note(_ kind: EventKindID, nils: UInt8 = 0) {
            let second = Int(kind.rawValue)
            if second >= 64 {
                kinds.insert(kind)
            } else if kindBits & (1 << UInt64(second)) == 0 {
                kindBits |= 1 << UInt64(second)
                kinds.insert(kind)
            }
            if let last {
                let first = Int(last.rawValue)
                if first >= 64 || second >= 64 {
                    pairs.insert(Pair(first: last, second: kind))
                } else {
                    if pairBits.isEmpty { pairBits = [UInt64](repeating: 0, count: 64) }
                    if pairBits[first] & (1 << UInt64(second)) == 0 {
                        pairBits[first] |= 1 << UInt64(second)
                        pairs.insert(Pair(first: last, second: kind))
                    }
                }
            }
            last = kind
            if prefix.count < Self.prefixLength { prefix.append(Step(kind: kind, nils: nils)) }
        }

        /// Notes that an event of `kind` on another controller named this one as an argument.
        mutating func noteNamed(by kind: EventKindID) {
            namedBy.insert(kind)
        }

        /// Adds another controller's habits (of the same class).
        mutating func merge(_ other: Habits) {
            kinds.formUnion(other.kinds)
            namedBy.formUnion(other.namedBy)
            pairs.formUnion(other.pairs)
            lasts.formUnion(other.lasts)
            if let last = other.last { lasts.insert(last) }
            for prefix in other.prefixes.union(other.prefix.count > 1 ? [other.prefix] : []).sorted(by: { $0.lexicographicallyPrecedes($1) })
                where prefixes.count < Self.prefixLimit {
                prefixes.insert(prefix)
            }
        }
    }

    private let spec: Spec
    private let fromMiddle: Bool
    private let unfinished: Bool
    /// Where projections are kept across logs, if anywhere.
    private let projections: ProjectionCache?
    /// Whether a short sequence of kinds is legal in the spec projected onto some events.
    private var legality: [Question: Bool] = [:]
    /// Answers known from answers under other recorded sets.
    private var certificates = LegalityCertificates()
    /// The events of each requirement checked only while all of them are unrecorded
    /// (``Requirement/ifUnrecorded``), at most 64 (with more, no answer is carried over).
    private let gates: [KindBits]
    /// The spec projected onto some events, from the start or not (`nil` where it can't be).
    private var compiled: [Projection: CompiledSpec?] = [:]
    struct Projection: Hashable { var recorded: KindBits; var fromMiddle: Bool }
    /// A set of event kinds as bits, so that a question's key hashes a few words (a `Set`
    /// hashes each of its elements on its own, and every question looks one up twice).
    struct KindBits: Hashable {
        /// The kinds below 256, four words of bits; the others in `more`, sorted.
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        var more: [UInt16] = []

        init<Kinds: Sequence<EventKindID>>(_ kinds: Kinds) {
            for kind in kinds { insert(kind) }
        }

        /// Adds `kind`.
        mutating func insert(_ kind: EventKindID) {
            let raw = kind.rawValue, bit = UInt64(1) << UInt64(raw & 63)
            switch raw >> 6 {
            case 0: words.0 |= bit
            case 1: words.1 |= bit
            case 2: words.2 |= bit
            case 3: words.3 |= bit
            default:
                let index = more.firstIndex { $0 >= raw } ?? more.endIndex
                if index == more.endIndex || more[index] != raw { more.insert(raw, at: index) }
            }
        }

        /// These kinds and `kind`.
        func inserting(_ kind: EventKindID) -> KindBits {
            var bits = self
            bits.insert(kind)
            return bits
        }

        /// These kinds and `other`'s.
        func union(_ other: KindBits) -> KindBits {
            var bits = self
            bits.words = (words.0 | other.words.0, words.1 | other.words.1, words.2 | other.words.2, words.3 | other.words.3)
            for raw in other.more { bits.insert(EventKindID(raw)) }
            return bits
        }

        /// Whether no kind of these is one of `other`'s.
        func isDisjoint(with other: KindBits) -> Bool {
            words.0 & other.words.0 == 0 && words.1 & other.words.1 == 0 && words.2 & other.words.2 == 0
                && words.3 & other.words.3 == 0 && (more.isEmpty || Set(more).isDisjoint(with: other.more))
        }

        /// The kinds, in order.
        var kinds: [EventKindID] {
            var kinds: [EventKindID] = []
            for (offset, word) in [words.0, words.1, words.2, words.3].enumerated() {
                var word = word
                while word != 0 {
                    kinds.append(EventKindID(UInt16(offset * 64 + word.trailingZeroBitCount)))
                    word &= word - 1
                }
            }
            return kinds + more.map { EventKindID($0) }
        }

        static func == (a: KindBits, b: KindBits) -> Bool { a.words == b.words && a.more == b.more }

        /// Whether every kind of these is one of `other`'s.
        func isSubset(of other: KindBits) -> Bool {
            words.0 & ~other.words.0 == 0 && words.1 & ~other.words.1 == 0 && words.2 & ~other.words.2 == 0
                && words.3 & ~other.words.3 == 0 && (more.isEmpty || Set(more).isSubset(of: other.more))
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(words.0)
            hasher.combine(words.1)
            hasher.combine(words.2)
            hasher.combine(words.3)
            hasher.combine(more)
        }
    }
    /// Whether some steps (`atEnd`: and then the end) are legal in a projection: its answer
    /// depends on the spec alone, so a ``ProjectionCache`` keeps it across logs.
    struct Question: Hashable { var projection: Projection; var steps: [Habits.Step]; var atEnd: Bool }
    /// Events of one controller, checked as its first (or, `fromMiddle`, from any state) and,
    /// `atEnd`, its last; `why` begins the reason given when it drops an event.
    private struct Habit {
        var steps: [Habits.Step], atEnd: Bool, fromMiddle: Bool, why: Why
        init(kinds: [EventKindID], atEnd: Bool, fromMiddle: Bool, why: Why) {
            self.init(steps: kinds.map { Habits.Step(kind: $0) }, atEnd: atEnd, fromMiddle: fromMiddle, why: why)
        }
        init(steps: [Habits.Step], atEnd: Bool, fromMiddle: Bool, why: Why) {
            self.steps = steps
            self.atEnd = atEnd
            self.fromMiddle = fromMiddle
            self.why = why
        }
    }

    /// What a class did that makes a habit, put in words only when the habit drops an event
    /// (most habits drop none, and a log has many).
    private enum Why {
        /// The class logs `kinds` (one event, or a controller's first few).
        case logs([EventKindID])
        /// The class logs `first` then `second`.
        case then(EventKindID, EventKindID)
        /// The class ends with `last`.
        case ends(EventKindID)

        /// The reason's beginning after the class's name, completed by the event dropped (` logs viewWillAppear but never `).
        func text(_ name: (EventKindID) -> String) -> String {
            switch self {
            case .logs(let kinds): " logs " + kinds.map(name).joined(separator: ", ") + " but never "
            case .then(let first, let second): " logs \(name(first)) then \(name(second)) but never "
            case .ends(let last): " ends with \(name(last)) but never logs "
            }
        }
    }

    /// An inference over `spec`, for a log read from its start or (`fromMiddle`) not, that
    /// may (`unfinished`) end mid-transition.
    init(spec: Spec, fromMiddle: Bool, unfinished: Bool = false, projections: ProjectionCache? = nil) {
        self.spec = spec
        self.fromMiddle = fromMiddle
        self.unfinished = unfinished
        self.projections = projections
        let gated = Set(spec.parts.flatMap(\.requirements).map(\.ifUnrecorded)).filter { !$0.isEmpty }
        gates = gated.map { Set($0.compactMap { spec.vocabulary.id(named: $0) }) }.sorted { $0.sorted().lexicographicallyPrecedes($1.sorted()) }
            .map { KindBits($0) }
    }

    /// The names of the events recorded by a log whose classes had `habitsByClass`, and why
    /// each event that appears but counts as unrecorded does (`ViewController logs
    /// viewWillAppear but never viewDidLoad`).
    ///
    /// A class's habit drops every event its class never logs that it needs on its own
    /// (legal in the spec projected onto the habit's events, illegal with that one too);
    /// failing that, when it is illegal in the log's projection and legal without what its
    /// class never logs, the first such event whose absence alone makes it legal. Until
    /// nothing changes: each drop checks the other classes less.
    mutating func recorded(habitsByClass: [String: Habits]) -> (recorded: Set<String>, unlogged: [String: String]) {
        // The classes in the order the inference takes them: the most events first, then by name.
        let classes = habitsByClass.sorted { ($0.value.kinds.count, $1.key) > ($1.value.kinds.count, $0.key) }
        // What decides the answer is the spec, the reading and the habits in that order, not the
        // classes' names (they only begin its reasons): logs that share them share it (a
        // ``ProjectionCache`` keeps it across logs, with the class of each reason by its place).
        let shared = projections.flatMap { $0.spec.name == spec.name && $0.spec.vocabulary.kinds.count == spec.vocabulary.kinds.count ? $0 : nil }
        let key = Answer(fromMiddle: fromMiddle, unfinished: unfinished, habits: classes.map(\.value))
        let answer: Conclusion
        if let shared, let known = shared.inference(for: key) {
            answer = known
        } else {
            answer = inferring(habits: classes.map(\.value))
            shared?.keep(answer, for: key)
        }
        let unlogged = answer.unlogged.mapValues { classes[$0.place].key + $0.why }
        return (answer.recorded, unlogged)
    }

    /// What the answer of ``recorded(habitsByClass:)`` depends on, besides the spec: the
    /// classes' habits, in the order the inference takes them.
    struct Answer: Hashable {
        var fromMiddle: Bool, unfinished: Bool
        var habits: [Habits]
    }

    /// What the inference concluded: the events recorded, and per event that appears but
    /// counts as unrecorded, the place of the class whose habit dropped it (in the order of
    /// ``Answer/habits``) and the reason after that class's name (` logs viewWillAppear but never viewDidLoad`).
    struct Conclusion: Sendable {
        var recorded: Set<String>
        var unlogged: [String: (place: Int, why: String)]
    }

    /// The work of ``recorded(habitsByClass:)``, on the classes' habits in order.
    private mutating func inferring(habits classes: [Habits]) -> Conclusion {
        let seen = classes.reduce(into: Set<EventKindID>()) { $0.formUnion($1.kinds) }
        var recorded = seen
        var unlogged: [EventKindID: (place: Int, why: String)] = [:]
        let vocabulary = spec.vocabulary
        let name = { (kind: EventKindID) in vocabulary[kind].name }
        var changed = true
        while changed {
            changed = false
            for (place, habits) in classes.enumerated() {
                // What the class printed, and what others printed naming its controllers.
                let logged = habits.kinds.union(habits.namedBy)
                // A pair or a last event comes after others: checked from any state.
                var tried: [Habit] = habits.kinds.sorted().map {
                    Habit(kinds: [$0], atEnd: false, fromMiddle: fromMiddle, why: .logs([$0]))
                }
                tried += habits.pairs.sorted().map {
                    Habit(kinds: [$0.first, $0.second], atEnd: false, fromMiddle: true,
                          why: .then($0.first, $0.second))
                }
                // A controller's beginning, from its start (after the one-event habits: a
                // beginning is illegal when its first event is).
                tried += habits.prefixes.sorted(by: { $0.lexicographicallyPrecedes($1) }).map { steps in
                    Habit(steps: steps, atEnd: false, fromMiddle: fromMiddle, why: .logs(steps.map(\.kind)))
                }
                if !unfinished {
                    // As the controller's only event too: a layout pass that is all a class prints
                    // leaves a view loading unless viewDidLoad is unprinted.
                    for last in habits.lasts.sorted() {
                        tried += [true, fromMiddle].map {
                            Habit(kinds: [last], atEnd: true, fromMiddle: $0, why: .ends(last))
                        }
                    }
                }
                for var habit in tried {
                    // (No candidate: every recorded event is logged.)
                    guard !recorded.isSubset(of: logged) else { continue }
                    habit.steps = habit.steps.filter { recorded.contains($0.kind) }
                    guard !habit.steps.isEmpty else { continue }
                    // Legal with all the log's events recorded: legal with fewer (below), so
                    // nothing to drop. Most habits end here, on one projection per recorded set.
                    if isLegal(habit, recorded: recorded) { continue }
                    let candidates = recorded.subtracting(logged).sorted()
                    // An event the habit needs on its own (legal with its own events recorded,
                    // illegal with that one too).
                    let own = Set(habit.steps.map(\.kind))
                    var dropped: [EventKindID] = []
                    if isLegal(habit, recorded: own) {
                        dropped = needed(by: habit, own: KindBits(own), among: candidates, in: 0..<spec.vocabulary.kinds.count)
                    }
                    // Else one that the log's other events make it need: the habit is illegal
                    // in the log's projection and legal without the class's unlogged events.
                    if dropped.isEmpty, !isLegal(habit, recorded: recorded), isLegal(habit, recorded: recorded.intersection(logged)),
                       let single = candidates.first(where: { isLegal(habit, recorded: recorded.subtracting([$0])) }) {
                        dropped = [single]
                    }
                    for kind in dropped {
                        unlogged[kind] = (place, habit.why.text(name) + name(kind))
                        recorded.remove(kind)
                        changed = true
                    }
                }
            }
        }
        return Conclusion(recorded: Set(recorded.map(name)), unlogged: Dictionary(uniqueKeysWithValues: unlogged.map { (name($0.key), $0.value) }))
    }

    /// The events of `candidates` whose kinds lie in `block` that `habit` needs on its own:
    /// illegal once that one is recorded besides `own`, its own events.
    ///
    /// Recording more events never makes a habit legal (an unrecorded event is one that may
    /// have happened unseen; recording it takes explanations away), so when the habit is
    /// still legal with every event of a block recorded, no candidate in the block is
    /// needed: the search splits only the blocks that make it illegal, a few projections
    /// instead of one per candidate. The blocks halve the vocabulary, whatever the log, so
    /// the projections they ask for recur from log to log (a ``ProjectionCache`` keeps them).
    /// (Sets as bits: the search asks about many sets, and building each as a `Set` cost more
    /// than the answers, most of them known already.)
    private mutating func needed(by habit: Habit, own: KindBits, among candidates: [EventKindID], in block: Range<Int>) -> [EventKindID] {
        let inside = candidates.filter { block.contains(Int($0.rawValue)) }
        guard let first = inside.first else { return [] }
        if inside.count == 1 { return isLegal(habit, bits: own.inserting(first)) ? [] : [first] }
        guard !isLegal(habit, bits: own.union(KindBits(block.lazy.map { EventKindID(UInt16($0)) }))) else { return [] }
        let middle = block.lowerBound + block.count / 2
        return (needed(by: habit, own: own, among: inside, in: block.lowerBound..<middle)
                + needed(by: habit, own: own, among: inside, in: middle..<block.upperBound)).sorted()
    }

    /// Whether `habit` is legal in the spec projected onto the events of `recorded` (taken as
    /// legal where the spec can't be projected: then nothing is inferred).
    private mutating func isLegal(_ habit: Habit, recorded: Set<EventKindID>) -> Bool {
        isLegal(habit, bits: KindBits(recorded))
    }

    /// Whether `habit` is legal in the spec projected onto the events of `recorded`.
    private mutating func isLegal(_ habit: Habit, bits recorded: KindBits) -> Bool {
        let projection = Projection(recorded: recorded, fromMiddle: habit.fromMiddle)
        let question = Question(projection: projection, steps: habit.steps, atEnd: habit.atEnd)
        if let known = legality[question] ?? projections?.legality(of: question) { return known }
        // Known from the same steps under another recorded set (one that opens the same gates).
        let key = gates.count <= 64 ? certificateKey(of: habit, recorded: recorded) : nil
        if let key, let known = certificates.answer(for: key, recorded: projection.recorded)
            ?? projections?.certified(key, recorded: projection.recorded) {
            legality[question] = known
            return known
        }
        if compiled[projection] == nil {
            let names = Set(recorded.kinds.map { spec.vocabulary[$0].name })
            compiled[projection] = .some(try? Self.compile(spec, onto: Observation(recorded: names, fromMiddle: habit.fromMiddle), projections))
        }
        var legal = true
        if let spec = compiled[projection] ?? nil {
            var monitor = Monitor(spec: spec)
            var violations: [Violation] = []
            for (position, step) in habit.steps.enumerated() {
                _ = monitor.check(Self.event(of: step, in: self.spec.vocabulary), at: position + 1, into: &violations)
            }
            if habit.atEnd { violations += monitor.finish() }
            legal = violations.isEmpty
            // (Where the spec can't be projected, "legal" is no answer to carry over.)
            if let key {
                certificates.note(legal, for: key, recorded: projection.recorded)
                projections?.certify(legal, key, recorded: projection.recorded)
            }
        }
        legality[question] = legal
        projections?.remember(question, legal: legal)
        return legal
    }

    /// The key of `habit`'s answers while `recorded` is recorded: its steps, and the gates
    /// `recorded` opens (those none of whose events it records).
    private func certificateKey(of habit: Habit, recorded: KindBits) -> LegalityCertificates.Key {
        var open: UInt64 = 0
        for (index, gate) in gates.enumerated() where gate.isDisjoint(with: recorded) { open |= 1 << UInt64(index) }
        return LegalityCertificates.Key(steps: habit.steps, atEnd: habit.atEnd, fromMiddle: habit.fromMiddle, gates: open)
    }

    /// `spec` projected onto `observation` and compiled for a few events, from `projections`
    /// when it is that spec's cache: without fusing machines, which costs more than it saves
    /// on a habit's few events and changes no verdict.
    private static func compile(_ spec: Spec, onto observation: Observation, _ projections: ProjectionCache?) throws(SpecError) -> CompiledSpec {
        if let projections, projections.spec.name == spec.name, projections.spec.vocabulary.kinds.count == spec.vocabulary.kinds.count {
            return try projections.plainProjection(onto: observation)
        }
        return try CompiledSpec(unfused: spec.projected(onto: observation))
    }

    /// An event of `step`'s kind on a controller, naming another one wherever it names a
    /// controller (or `nil`, where the step says so); other required parameters take their first value.
    private static func event(of step: Habits.Step, in vocabulary: Vocabulary) -> Event {
        var event = Event(Symbol(0), step.kind)
        for (index, parameter) in vocabulary[step.kind].parameters.enumerated() {
            switch parameter.type {
            case .name, .nameOrNil: event.setRawArgument(index, step.nils & (1 << index) != 0 ? Event.nilArgument : 1)
            case .bool, .enumeration, .size: if parameter.isRequired { event.setRawArgument(index, 0) }
            }
        }
        return event
    }
}
