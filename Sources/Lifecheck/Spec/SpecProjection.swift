/// What a log leaves out: the callbacks it does not record, and whether it starts
/// part-way through the run.
public struct Observation: Hashable, Sendable {
    /// The event names the log records; `nil` records every event of the vocabulary.
    public var recorded: Set<String>?
    /// Whether the log may begin part-way through the run: every subject may be in any state before
    /// its first event, and nothing before the log is assumed.
    public var fromMiddle: Bool
    /// Relations the log declares outright (a structure header), known even where the
    /// events that change them are not recorded.
    public var knownRelations: Set<String>

    /// A log that records `recorded` (all events when `nil`), from the start or not.
    public init(recorded: Set<String>? = nil, fromMiddle: Bool = false, knownRelations: Set<String> = []) {
        self.recorded = recorded
        self.fromMiddle = fromMiddle
        self.knownRelations = knownRelations
    }

    /// A complete log: every event, from the start.
    public static let complete = Observation()

    /// Whether the log leaves nothing out.
    public var isComplete: Bool { recorded == nil && !fromMiddle }
}

extension Spec {
    /// The spec as seen through a log that leaves events out, or that starts part-way through the run.
    ///
    /// Each machine becomes the machine of the sets of states it may be in (subset
    /// construction): an unrecorded event may happen at any time between two recorded
    /// ones, so it moves a machine silently; a log from the middle starts every machine in
    /// any of its states. A recorded event is illegal only when it is illegal in *every*
    /// state the machine may be in, so the projected spec reports a violation only when
    /// no sequence of unrecorded events explains the log. Machines are projected one by
    /// one (the combinations they allow are a superset of the real ones), which can miss
    /// a violation that only shows across machines, but never reports a legal log, save
    /// one that leaves out what the spec says a log shows: a transition with
    /// ``Machine/Transition/mayHappenUnseen`` false is never assumed unseen, so where its
    /// event is not recorded the projected spec holds the log as if it did not happen.
    ///
    /// What cannot be followed is dropped, with everything that depends on it: a relation
    /// that an unrecorded event changes, and a machine with more than 63 reachable sets
    /// of states. A change that a recorded event makes again at once
    /// (``Relation/Update/repeatedBy``) does not drop its relation, nor does one the spec
    /// holds a log to (``Relation/Update/mayHappenUnseen`` false). A transition through a
    /// dropped relation may happen unseen; an `either` target loses the alternatives after
    /// its first that read one; an
    /// unrecorded event never moves a machine from a state its own requirements forbid, and
    /// a recorded event leaves a machine it does not move in the states its requirements
    /// allow (it was legal only there).
    /// Requirements become "possibly" (their condition may hold in some state) and their
    /// guards "certainly" (the guard holds in every state).
    ///
    /// The projected spec reads the same traces; events that are not recorded must be
    /// left out of the log given to it (``Observation/recorded``).
    public func projected(onto observation: Observation) -> Spec {
        projected(onto: observation, reusing: nil)
    }

    /// The spec projected onto `observation`, taking each machine's projection from
    /// `machines` when it was made before for the same inputs (see ``MachineProjections``).
    func projected(onto observation: Observation, reusing machines: MachineProjections?) -> Spec {
        guard !observation.isComplete else { return self }
        return SpecProjection(spec: self, observation: observation, machines: machines).projected()
    }
}

/// The work of ``Spec/projected(onto:)``.
struct SpecProjection {
    let spec: Spec
    let observation: Observation
    /// The event names that are not recorded.
    let unrecorded: Set<String>
    /// Relations an unrecorded event updates: unknown in the projected spec.
    let droppedRelations: Set<String>
    /// The requirements without a guard or a stand-in, which narrow and forbid states.
    let plainRequirements: [Requirement]
    /// Machines projected before, shared across projections.
    let machines: MachineProjections?

    init(spec: Spec, observation: Observation, machines: MachineProjections? = nil) {
        self.observation = observation
        self.machines = machines
        let all = Set(spec.vocabulary.kinds.map(\.name))
        let unrecorded = observation.recorded.map { all.subtracting($0) } ?? []
        self.unrecorded = unrecorded
        // A relation is unknown when an unrecorded event updates it, or when an update reaches
        // its subject through an unknown relation.
        let relations = spec.parts.flatMap(\.relations).filter { !observation.knownRelations.contains($0.name) }
        // From the middle, a relation that an update sets through another one (a presenter's
        // container, set through its parent) may be missing because that one was set before
        // the log: what it would release may have happened unseen.
        let names = Set(spec.parts.flatMap(\.relations).map(\.name))
        var dropped = !observation.fromMiddle ? Set<String>() : Set(relations.filter { relation in
            relation.updates.contains { update in
                switch update.value {
                case .related: true
                case .clear: false
                default: SpecProjection.mentions(update.target, any: names)
                }
            }
        }.map(\.name))
        while true {
            let next = dropped.union(relations.filter { relation in
                relation.updates.contains { update in
                    if case .related(let source) = update.value, dropped.contains(source) { return true }
                    return SpecProjection.mayChangeUnseen(update, of: relation, unrecorded: unrecorded)
                        || SpecProjection.mentions(update.target, any: dropped)
                }
            }.map(\.name))
            if next == dropped { break }
            dropped = next
        }
        droppedRelations = dropped
        self.spec = SpecProjection.pruned(spec, dropping: dropped)
        plainRequirements = self.spec.parts.flatMap(\.requirements).filter { $0.when.isEmpty && $0.ifUnrecorded.isEmpty }
    }

    /// Whether `update` of `relation` may change it between the events a log shows: its event
    /// is not recorded, the spec lets it happen unseen (``Relation/Update/mayHappenUnseen``),
    /// and no recorded event makes the same change again at once (``Relation/Update/repeatedBy``:
    /// `willMove(toParent:)` after an unrecorded `addChild`, which nothing reads in between).
    /// A repeating event that is itself not recorded passes the change on to its own
    /// repeater (`addChild`, then `willMove(toParent:)`, then `didMove(toParent:)`).
    static func mayChangeUnseen(_ update: Relation.Update, of relation: Relation, unrecorded: Set<String>) -> Bool {
        guard unrecorded.contains(update.pattern.name), update.mayHappenUnseen else { return false }
        var update = update
        for _ in relation.updates.indices {
            guard let repeating = update.repeatedBy, let repeater = relation.updates.first(where: { $0.pattern == repeating }) else { return true }
            if !unrecorded.contains(repeating.name) { return false }
            update = repeater
        }
        return true
    }

    /// `spec` without the alternatives of an `either` target that read a dropped relation
    /// (its first one excepted): a log that can't follow a fallback resolves as if the spec
    /// had none (a log without containment dismisses the presented controller or itself).
    static func pruned(_ spec: Spec, dropping relations: Set<String>) -> Spec {
        func prune(_ target: Target) -> Target {
            guard case .either(let first, _) = target, !mentions(first, any: relations) else { return target }
            let kept = [first] + target.alternatives.dropFirst().filter { !mentions($0, any: relations) }
            return kept.dropLast().reversed().reduce(kept[kept.count - 1]) { .either($1, $0) }
        }
        func prune(_ condition: Condition) -> Condition {
            switch condition {
            case .state(let machine, let target, let states): .state(machine, of: prune(target), in: states)
            case .notState(let machine, let target, let states): .notState(machine, of: prune(target), in: states)
            case .counterIsZero(let counter, let target): .counterIsZero(counter, of: prune(target))
            case .parameterDiffers(let parameter, let relation, let target): .parameterDiffers(parameter, fromRelation: relation, of: prune(target))
            case .parameterMatches(let parameter, let relation, let target): .parameterMatches(parameter, relation: relation, of: prune(target))
            }
        }
        var spec = spec
        for part in spec.parts.indices {
            for machine in spec.parts[part].machines.indices {
                for transition in spec.parts[part].machines[machine].transitions.indices {
                    spec.parts[part].machines[machine].transitions[transition].target =
                        prune(spec.parts[part].machines[machine].transitions[transition].target)
                }
            }
            for requirement in spec.parts[part].requirements.indices {
                spec.parts[part].requirements[requirement].when = spec.parts[part].requirements[requirement].when.map(prune)
                spec.parts[part].requirements[requirement].condition = prune(spec.parts[part].requirements[requirement].condition)
            }
        }
        return spec
    }

    /// Whether `target` reads one of `relations`.
    static func mentions(_ target: Target, any relations: Set<String>) -> Bool {
        switch target {
        case .subject, .parameter, .global: false
        case .relation(let name, let base): relations.contains(name) || mentions(base, any: relations)
        case .either(let first, let second): mentions(first, any: relations) || mentions(second, any: relations)
        }
    }

    /// One projected machine: its sets of states, as bit masks of the original states.
    struct Projected {
        var machine: Machine
        var subsets: [UInt64]
        var original: Machine

        /// The names of the projected states whose set passes `test`.
        func states(where test: (UInt64) -> Bool) -> [String] {
            zip(subsets, machine.states).filter { test($0.0) }.map(\.1)
        }

        /// The mask of the original states named `names`.
        func mask(_ names: [String]) -> UInt64 { SpecProjection.mask(names, of: original) }
    }

    /// The mask of `machine`'s states named `names`.
    static func mask(_ names: [String], of machine: Machine) -> UInt64 {
        names.reduce(0) { mask, name in mask | (machine.states.firstIndex(of: name).map { UInt64(1) << UInt64($0) } ?? 0) }
    }

    /// The mask of all of `machine`'s states.
    static func allStates(of machine: Machine) -> UInt64 {
        machine.states.count == 64 ? .max : (1 << UInt64(machine.states.count)) - 1
    }

    func projected() -> Spec {
        var projectedMachines: [String: Projected] = [:]
        var droppedMachines = Set<String>()
        for machine in spec.machines {
            if let result = project(machine) {
                if result.machine != machine { projectedMachines[machine.name] = result }
            } else {
                droppedMachines.insert(machine.name)
            }
        }
        var counters: [String: Counter] = [:]
        for counter in spec.parts.flatMap(\.counters)
        where !droppedRelations.contains(counter.relation) && !droppedMachines.contains(counter.machine) {
            var counter = counter
            // A counter counts the subjects that are certainly in its states.
            if let machine = projectedMachines[counter.machine] {
                let mask = machine.mask(counter.states)
                counter.states = machine.states { $0 & ~mask == 0 }
            }
            counters[counter.name] = counter
        }

        var result = spec
        let allNestings = spec.parts.flatMap(\.nestings)
        for index in result.parts.indices {
            var part = result.parts[index]
            part.machines = part.machines.compactMap { machine in
                droppedMachines.contains(machine.name) ? nil : projectedMachines[machine.name]?.machine ?? machine
            }
            part.relations = part.relations.filter { !droppedRelations.contains($0.name) }
            part.counters = part.counters.compactMap { counters[$0.name] }
            part.requirements = part.requirements.compactMap { requirement in
                project(requirement, machines: projectedMachines, dropped: droppedMachines, counters: counters)
            }
            part.nestings = (part.nestings + composedNestings(of: part.nestings, among: allNestings)).compactMap(project)
            result.parts[index] = part
        }
        return result
    }

    // MARK: - Machines

    /// Whether `target` reads a relation that the projection cannot follow.
    func isUnknown(_ target: Target) -> Bool { SpecProjection.mentions(target, any: droppedRelations) }

    /// Whether `transition` may happen unseen: its event is not recorded (and the spec lets
    /// it happen unseen, ``Machine/Transition/mayHappenUnseen``), or it moves a machine
    /// through a relation the projection cannot follow (the log shows the event, not whom it
    /// moved).
    func isSilent(_ transition: Machine.Transition, named: Set<String>) -> Bool {
        if isUnknown(transition.target) { return true }
        // Held to the log: where its event is not recorded, it is a letter the log never
        // shows, so it never moves the machine.
        if !transition.mayHappenUnseen { return false }
        if transition.pattern.name == "*" { return !unrecorded.isSubset(of: named) }
        return unrecorded.contains(transition.pattern.name)
    }

    /// The machine of the sets of states `machine` may be in; `nil` when it has too many.
    /// Recorded events narrow the sets where their requirements allow (``narrowings(of:seen:)``),
    /// unless that makes too many sets.
    ///
    /// The result depends on the machine, which of its transitions may happen unseen, whether
    /// the log starts part-way through the run, and the narrowing events: with those as the key, a
    /// ``MachineProjections`` cache gives it back for another observation that agrees on them
    /// (most observations differ only in events a given machine never reads).
    func project(_ machine: Machine) -> Projected? {
        // (The names only a catch-all transition needs; the transitions split only when the
        // projection is not known: this runs for every machine of every projection.)
        let named = machine.transitions.contains { $0.pattern.name == "*" }
            ? Set(machine.transitions.filter { $0.target == .subject && $0.pattern.name != "*" }.map(\.pattern.name)) : []
        let silentMask = machine.transitions.map { isSilent($0, named: named) }
        guard silentMask.contains(true) || observation.fromMiddle else {
            return Projected(machine: machine, subsets: (0..<machine.states.count).map { UInt64(1) << UInt64($0) }, original: machine)
        }
        let narrowers = narrowings(of: machine, seen: machine.transitions)
        let key = MachineProjections.Key(machine: machine, silent: silentMask, fromMiddle: observation.fromMiddle,
                                         narrowers: narrowers.map { .init(pattern: $0.pattern, allowed: $0.allowed, rule: $0.rule) })
        if let known = machines?.projection(for: key) { return known }
        let silent = zip(machine.transitions, silentMask).filter { $0.1 }.map(\.0)
        let seen = zip(machine.transitions, silentMask).filter { !$0.1 }.map(\.0)
        let made = project(machine, seen: seen, silent: silent, narrowers: narrowers) ?? project(machine, seen: seen, silent: silent, narrowers: [])
        machines?.remember(made, for: key)
        return made
    }

    private func project(_ machine: Machine, seen: [Machine.Transition], silent: [Machine.Transition],
                         narrowers: [(pattern: EventPattern, allowed: UInt64, rule: String)]) -> Projected? {
        let index = Dictionary(uniqueKeysWithValues: machine.states.enumerated().map { ($1, $0) })

        /// Where `transition` takes each state it leaves from.
        func moves(_ transition: Machine.Transition) -> [(from: Int, to: Int)] {
            transition.from.compactMap { name in
                guard let from = index[name] else { return nil }
                return (from, transition.to.flatMap { index[$0] } ?? from)
            }
        }
        // An unrecorded event can't have happened where its own requirements reject it (a
        // `perform` after shouldPerformSegue returned false): it would not explain the log.
        let silentMoves = silent.flatMap { transition in
            let forbidden = transition.target == .subject ? forbiddenStates(transition.pattern, of: machine) : []
            return moves(transition).filter { !forbidden.contains(machine.states[$0.from]) }
        }
        func closure(_ start: UInt64) -> UInt64 {
            var set = start
            while true {
                var next = set
                for move in silentMoves where set & (1 << UInt64(move.from)) != 0 { next |= 1 << UInt64(move.to) }
                if next == set { return set }
                set = next
            }
        }

        // The letters: the seen transitions, grouped by pattern and target as the compiler groups them.
        var letters: [(pattern: EventPattern, target: Target, rule: String, moves: [(from: Int, to: Int)], recovery: UInt64)] = []
        for transition in seen {
            let key = letters.firstIndex { $0.pattern == transition.pattern && $0.target == transition.target }
            let recovery: UInt64 = transition.recovers ? (transition.to.flatMap { index[$0] }.map { 1 << UInt64($0) } ?? 0) : 0
            if let key {
                letters[key].moves += moves(transition)
                letters[key].recovery |= recovery
            } else {
                letters.append((transition.pattern, transition.target, transition.rule, moves(transition), recovery))
            }
        }

        let all = SpecProjection.allStates(of: machine)
        let initial = closure(observation.fromMiddle ? all : 1)
        var subsets = [initial]
        var positions = [initial: 0]
        var edges: [[(from: Int, to: Int)]] = Array(repeating: [], count: letters.count)
        var narrowingEdges: [[(from: Int, to: Int)]] = Array(repeating: [], count: narrowers.count)
        var cursor = 0
        while cursor < subsets.count {
            let set = subsets[cursor]
            for (letter, entry) in letters.enumerated() {
                var next: UInt64 = 0
                for move in entry.moves where set & (1 << UInt64(move.from)) != 0 { next |= 1 << UInt64(move.to) }
                guard next != 0 else { continue }
                next = closure(next)
                if positions[next] == nil {
                    guard subsets.count < 63 else { return nil }
                    positions[next] = subsets.count
                    subsets.append(next)
                }
                edges[letter].append((cursor, positions[next]!))
            }
            for (narrower, entry) in narrowers.enumerated() {
                // Where the requirement can't hold at all, it reports the event; the set stays.
                let narrowed = set & entry.allowed
                let next = narrowed == 0 ? set : closure(narrowed)
                if positions[next] == nil {
                    guard subsets.count < 63 else { return nil }
                    positions[next] = subsets.count
                    subsets.append(next)
                }
                narrowingEdges[narrower].append((cursor, positions[next]!))
            }
            cursor += 1
        }

        func name(_ set: UInt64) -> String {
            machine.states.indices.filter { set & (1 << UInt64($0)) != 0 }.map { machine.states[$0] }.joined(separator: " or ")
        }
        let names = subsets.map(name)
        var transitions: [Machine.Transition] = []
        for (letter, entry) in letters.enumerated() {
            // After an illegal event the machine goes where the event leads, as in the original
            // machine (when its recovering transitions all lead to one state).
            let recovery = entry.recovery.nonzeroBitCount == 1 ? positions[closure(entry.recovery)] : nil
            let byTarget = Dictionary(grouping: edges[letter], by: \.to)
            for (to, group) in byTarget.sorted(by: { $0.key < $1.key }) {
                transitions.append(.on(entry.pattern, of: entry.target, from: group.map { names[$0.from] }, to: names[to],
                                       rule: entry.rule, recovers: to == recovery))
            }
        }
        for (narrower, entry) in narrowers.enumerated() {
            for (to, group) in Dictionary(grouping: narrowingEdges[narrower], by: \.to).sorted(by: { $0.key < $1.key }) {
                let stays = group.allSatisfy { $0.from == to }
                transitions.append(.on(entry.pattern, from: group.map { names[$0.from] }, to: stays ? nil : names[to], rule: entry.rule))
            }
        }
        let rest = machine.restStates.compactMap { index[$0] }.reduce(UInt64(0)) { $0 | 1 << UInt64($1) }
        let projected = Machine(machine.name, noun: machine.noun, scope: machine.scope, states: names,
                                rest: zip(subsets, names).filter { $0.0 & rest != 0 }.map(\.1),
                                unfinished: machine.unfinishedRule, words: machine.stateWords, transitions: transitions)
        return Projected(machine: projected, subsets: subsets, original: machine)
    }

    /// The recorded events that leave `machine` alone but require their subject to be in
    /// some of its states (LOAD-5: an appearance callback needs the view loaded), with the
    /// states they allow. Such an event was legal only in those states, so after it the
    /// machine is in one of them: a log that leaves `viewDidLoad` out still shows, by a
    /// `viewWillAppear`, that the view loaded. Only requirements without a guard, on every
    /// event of a pattern without parameter tests, and events with no transition of their
    /// own on the machine (narrowing a machine an event also moves breaks the soundness
    /// test on exit-order logs).
    func narrowings(of machine: Machine, seen transitions: [Machine.Transition]) -> [(pattern: EventPattern, allowed: UInt64, rule: String)] {
        // A named transition would take the event away from a catch-all ("any other event").
        guard machine.scope == .perSubject, !machine.transitions.contains(where: { $0.pattern.name == "*" }) else { return [] }
        let moving = Set(transitions.map(\.pattern.name))
        var allowed: [String: (pattern: EventPattern, allowed: UInt64, rule: String)] = [:]
        var order: [String] = []
        for requirement in plainRequirements {
            let states: UInt64
            switch requirement.condition {
            case .state(let name, .subject, let names) where name == machine.name:
                states = SpecProjection.mask(names, of: machine)
            case .notState(let name, .subject, let names) where name == machine.name:
                states = SpecProjection.allStates(of: machine) & ~SpecProjection.mask(names, of: machine)
            default: continue
            }
            for pattern in requirement.patterns where pattern.tests.isEmpty && pattern.name != "*"
                && !unrecorded.contains(pattern.name) && !moving.contains(pattern.name) {
                if let known = allowed[pattern.name] {
                    allowed[pattern.name] = (known.pattern, known.allowed & states, known.rule)
                } else {
                    allowed[pattern.name] = (pattern, states, requirement.rule)
                    order.append(pattern.name)
                }
            }
        }
        return order.compactMap { allowed[$0] }
    }

    /// The states of `machine` from which no event of `pattern` is legal on its own
    /// subject: a requirement on every such event (no guard, and no parameter test that
    /// `pattern` does not make too) says so.
    func forbiddenStates(_ pattern: EventPattern, of machine: Machine) -> Set<String> {
        var forbidden = Set<String>()
        for requirement in plainRequirements {
            guard requirement.patterns.contains(where: { $0.name == pattern.name && Set($0.tests).isSubset(of: pattern.tests) }) else { continue }
            switch requirement.condition {
            case .state(let name, .subject, let states) where name == machine.name:
                forbidden.formUnion(machine.states.filter { !states.contains($0) })
            case .notState(let name, .subject, let states) where name == machine.name:
                forbidden.formUnion(states)
            default:
                break
            }
        }
        return forbidden
    }

    // MARK: - Requirements and nestings

    /// The requirement as seen through the log, or `nil` when it can no longer be checked.
    func project(_ requirement: Requirement, machines: [String: Projected], dropped: Set<String>,
                 counters: [String: Counter]) -> Requirement? {
        var requirement = requirement
        // A stand-in for events the log leaves out applies only when it leaves them all out.
        guard requirement.ifUnrecorded.isSubset(of: unrecorded) else { return nil }
        requirement.ifUnrecorded = []
        requirement.patterns = requirement.patterns.filter { !unrecorded.contains($0.name) }
        guard !requirement.patterns.isEmpty else { return nil }
        var guards: [Condition] = []
        for condition in requirement.when {
            guard let projected = project(condition, certainly: true, machines: machines, dropped: dropped, counters: counters) else { return nil }
            guards.append(projected)
        }
        guard let condition = project(requirement.condition, certainly: false, machines: machines, dropped: dropped, counters: counters)
        else { return nil }
        requirement.when = guards
        requirement.condition = condition
        return requirement
    }

    /// A condition on projected machines: `certainly` holds in every state of the set (a
    /// guard), otherwise in some state (a requirement, which fails only when no state passes).
    func project(_ condition: Condition, certainly: Bool, machines: [String: Projected], dropped: Set<String>,
                 counters: [String: Counter]) -> Condition? {
        guard !isUnknown(condition.target) else { return nil }
        switch condition {
        case .state(let name, let target, let states), .notState(let name, let target, let states):
            if dropped.contains(name) { return nil }
            guard let machine = machines[name] else { return condition }
            let mask = machine.mask(states)
            let inside: (UInt64) -> Bool
            if case .state = condition {
                inside = certainly ? { $0 & ~mask == 0 } : { $0 & mask != 0 }
            } else {
                inside = certainly ? { $0 & mask == 0 } : { $0 & ~mask != 0 }
            }
            return .state(name, of: target, in: machine.states(where: inside))
        case .counterIsZero(let name, _):
            // Counters count the subjects certainly in their states: "zero" is only "possibly zero".
            return certainly || counters[name] == nil ? nil : condition
        case .parameterDiffers(_, let relation, _), .parameterMatches(_, let relation, _):
            return droppedRelations.contains(relation) ? nil : condition
        }
    }

    /// Nestings through an unrecorded event, for `nestings` (a part's) among `all`: when A contains B on
    /// the same subject, B contains C, and B is not recorded, A contains C (in a log that
    /// leaves `perform` out, the present it runs still runs inside `performSegue`). A link
    /// through B's parameter becomes "any subject" where A has no parameter of that name,
    /// taken in only behind an event A contains outright (``Nesting/anchored``): the
    /// reorderer errs towards nesting, but not to the point of taking in any controller's
    /// view load that a `loadView` follows (a container's, before its child's).
    func composedNestings(of nestings: [Nesting], among all: [Nesting]) -> [Nesting] {
        var composed: [Nesting] = []
        for first in nestings where first.link == .sameSubject || first.link == .any {
            for middle in first.inner where unrecorded.contains(middle) {
                for second in all where second.outer.contains(middle) {
                    var link = first.link == .any ? .any : second.link
                    var anchored = false
                    if case .outerParameter(let parameter) = second.link,
                       first.outer.contains(where: { name in
                           spec.vocabulary.id(named: name).map { spec.vocabulary[$0].parameterIndex(named: parameter) == nil } ?? true
                       }) {
                        link = .any
                        anchored = first.link != .any
                    }
                    // Held to no matching parameter: the unrecorded middle event may have named none.
                    var nesting = Nesting(first.outer, contains: second.inner, link: link, pairs: second.pairs)
                    nesting.anchored = anchored
                    composed.append(nesting)
                }
            }
        }
        return composed
    }

    /// The nesting restricted to recorded events, or `nil` when nothing of it is left.
    func project(_ nesting: Nesting) -> Nesting? {
        if case .innerRelation(let relation) = nesting.link, droppedRelations.contains(relation) { return nil }
        let outer = nesting.outer.filter { !unrecorded.contains($0) }
        let inner = nesting.inner.filter { !unrecorded.contains($0) }
        guard !outer.isEmpty, !inner.isEmpty else { return nil }
        let pairs = nesting.pairs.filter { !unrecorded.contains($0.opening) && !unrecorded.contains($0.closing) }
        var projected = Nesting(outer, contains: inner, link: nesting.link, pairs: pairs, matching: nesting.matching)
        projected.anchored = nesting.anchored
        return projected
    }
}
