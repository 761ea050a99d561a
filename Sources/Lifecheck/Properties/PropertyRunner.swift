/// Drives a model with random operation sequences, checks every callback with the
/// monitor, and shrinks the first failing sequence to a short one.
///
/// Each run draws a `RunPlan` — plain uniform choice, or a swarm run that leaves out some
/// kinds of operation and may pick arguments at their boundaries — and performs up to ``length`` operations by it.
/// One rule goes before the plan (``Strategy/swarm`` only), so that no kind starves for the
/// seed's luck: while a kind has not been chosen yet in the property run, an action of it
/// goes first, else an action after which one is enabled (the second push, which enables
/// `popToRoot`; the `beginPop` that enables `cancelPop`). It fades as the kinds are met.
///
/// A failing run is a list of action indices; shrinking works on those (delete runs of them, then make each one smaller), so
/// every candidate is a valid run by construction, and replays it to keep only those that
/// still break a rule. The result is a ``ReplayPath``: the explorer replays and renders it
/// like its own.
///
/// Runs are reproducible: run *k* of seed *s* is seeded by the *k*-th number of
/// `SplitMix64(seed: s)` (and, through the kinds met, follows the runs before it).
public struct PropertyRunner<M: Model>: Sendable {
    /// The model under test.
    public let model: M
    /// Sequences to try.
    public var runs: Int
    /// Operations per sequence, at most.
    public var length: Int
    /// Whether idle states must meet the spec's end-of-trace obligations.
    public var checksQuiescence: Bool
    /// How runs choose their operations.
    public var strategy: Strategy

    /// How runs choose their operations.
    public enum Strategy: Sendable {
        /// Half the runs are swarm runs (see the type's summary), half plain uniform.
        case swarm
        /// Every run chooses uniformly among the enabled actions, with no rule before it:
        /// the baseline to compare with.
        case uniform
    }

    /// A runner for `model`: `runs` sequences of up to `length` operations.
    public init(model: M, runs: Int = 200, length: Int = 40, checksQuiescence: Bool = true, strategy: Strategy = .swarm) {
        self.model = model
        self.runs = runs
        self.length = length
        self.checksQuiescence = checksQuiescence
        self.strategy = strategy
    }

    /// Runs up to ``runs`` sequences from `seed`; stops at the first failure and shrinks it.
    public func run(seed: UInt64) -> PropertyReport {
        var operations = 0
        var chosen = Set<String>()
        var kinds = OperationKinds(declared: model.operationKinds)
        let initialCount = model.initialStates.count
        let runCount = initialCount > 0 ? max(runs, 0) : 0
        // Each run gets its own seed from a master generator, so nearby seeds share no runs.
        var master = SplitMix64(seed: seed)
        for index in 0..<runCount {
            var random = SplitMix64(seed: master.next())
            let initial = Int(random.next() % UInt64(initialCount))
            let plan = RunPlan(random: &random, plain: strategy == .uniform)
            let outcome = generate(initial: initial, plan: plan, random: &random, kinds: &kinds, chosen: &chosen)
            operations += outcome.steps
            if outcome.failed {
                var shrinks = 0
                let shrunk = shrink(initial: initial, choices: outcome.path.map(UInt64.init), attempts: &shrinks)
                return PropertyReport(seed: seed, run: index, runsTried: index + 1, operations: operations,
                                      originalLength: outcome.steps, failure: shrunk, shrinkAttempts: shrinks,
                                      actionsChosen: chosen, kinds: kinds.counts)
            }
        }
        return PropertyReport(seed: seed, run: nil, runsTried: runCount, operations: operations,
                              originalLength: 0, failure: nil, shrinkAttempts: 0, actionsChosen: chosen, kinds: kinds.counts)
    }

    /// The result of executing choices: how many steps ran, whether a rule broke, and the
    /// action indices actually taken.
    struct Outcome {
        var steps: Int
        var failed: Bool
        var path: [Int]
        /// The actions taken, as ``Model/describe(_:in:)`` reads them.
        var names: [String]
    }

    /// Performs one run of up to ``length`` operations from initial state `initial`, choosing
    /// each by `plan`, and stops at the first violation. Counts the kinds enabled and chosen.
    func generate(initial: Int, plan: RunPlan, random: inout SplitMix64, kinds: inout OperationKinds,
                  chosen: inout Set<String>) -> Outcome {
        var state = model.initialStates[initial]
        var monitor = MonitorState(spec: model.spec)
        for event in model.setupEvents(for: state) where !monitor.apply(event, spec: model.spec) {
            return Outcome(steps: 0, failed: true, path: [], names: [])
        }
        var actions: [M.Action] = []
        var actionKinds: [Int] = []
        var enabledKinds: [Int] = []
        var candidates: [Int] = []
        var events = EventBuffer()
        var path: [Int] = []
        var taken: [String] = []
        for _ in 0..<max(length, 0) {
            actions = model.actions(in: state)
            if actions.isEmpty { break }
            // The kinds enabled here, in the order the model lists their first actions.
            actionKinds.removeAll(keepingCapacity: true)
            enabledKinds.removeAll(keepingCapacity: true)
            for action in actions {
                let kind = kinds.number(of: model.operationKind(of: action))
                actionKinds.append(kind)
                if !enabledKinds.contains(kind) {
                    enabledKinds.append(kind)
                    kinds.noteEnabled(kind)
                }
            }
            let index: Int
            if strategy == .swarm, let first = unmet(actions, kinds: actionKinds, in: state, met: kinds, random: &random) {
                index = first
            } else if plan.isPlain {
                index = Int(random.next() % UInt64(actions.count))
            } else {
                // A kind the plan includes (any enabled one if it includes none), then an action of it.
                candidates.removeAll(keepingCapacity: true)
                candidates.append(contentsOf: enabledKinds.lazy.filter(plan.includes))
                if candidates.isEmpty { candidates.append(contentsOf: enabledKinds) }
                let kind = candidates[Int(random.next() % UInt64(candidates.count))]
                candidates.removeAll(keepingCapacity: true)
                for (position, actionKind) in actionKinds.enumerated() where actionKind == kind { candidates.append(position) }
                switch plan.policy(for: kind) {
                case .uniform: index = candidates[Int(random.next() % UInt64(candidates.count))]
                case .first: index = candidates[0]
                case .last: index = candidates[candidates.count - 1]
                }
            }
            path.append(index)
            let name = model.describe(actions[index], in: state)
            taken.append(name)
            chosen.insert(Self.kind(name))
            kinds.noteChosen(actionKinds[index])
            events.removeAll()
            model.apply(actions[index], to: &state, emitting: &events)
            if !isLegal(events, after: state, monitor: &monitor) {
                return Outcome(steps: path.count, failed: true, path: path, names: taken)
            }
        }
        return Outcome(steps: path.count, failed: false, path: path, names: taken)
    }

    /// While a kind of operation has never been chosen, the action to take first, if any (at
    /// random among those that qualify): one of such a kind, else one after which such a kind
    /// is enabled. A kind that needs a rare sequence (a pop begun for `cancelPop`, two
    /// controllers pushed for `popToRoot`) is reached the first time a run is one step away,
    /// rather than left to the seed's luck. `kinds` are the actions' kind numbers.
    func unmet(_ actions: [M.Action], kinds: [Int], in state: M.State, met: OperationKinds, random: inout SplitMix64) -> Int? {
        guard met.counts.contains(where: { $0.chosen == 0 }) else { return nil }
        var qualifying = kinds.indices.filter { met.counts[kinds[$0]].chosen == 0 }
        if qualifying.isEmpty {
            var events = EventBuffer()
            for (position, action) in actions.enumerated() {
                var next = state
                events.removeAll()
                model.apply(action, to: &next, emitting: &events)
                let reaches = model.actions(in: next).contains { following in
                    met.existingNumber(of: model.operationKind(of: following)).map { met.counts[$0].chosen == 0 } ?? false
                }
                if reaches { qualifying.append(position) }
            }
        }
        return qualifying.isEmpty ? nil : qualifying[Int(random.next() % UInt64(qualifying.count))]
    }

    /// Executes `choices` (action indices, taken modulo the number enabled) from initial
    /// state `initial`, stopping at the first violation. With `names`, step *k* takes the
    /// action named `names[k]` where one is enabled (so a sequence keeps its meaning when an
    /// earlier step is deleted), else the choice's.
    func execute(initial: Int, choices: [UInt64], names: [String]? = nil) -> Outcome {
        var state = model.initialStates[initial]
        var monitor = MonitorState(spec: model.spec)
        for event in model.setupEvents(for: state) where !monitor.apply(event, spec: model.spec) {
            return Outcome(steps: 0, failed: true, path: [], names: [])
        }
        var actions: [M.Action] = []
        var events = EventBuffer()
        var path: [Int] = []
        var taken: [String] = []
        for (step, choice) in choices.enumerated() {
            actions = model.actions(in: state)
            if actions.isEmpty { break }
            var index = Int(choice % UInt64(actions.count))
            if let names, step < names.count,
               let named = actions.firstIndex(where: { model.describe($0, in: state) == names[step] }) {
                index = named
            }
            path.append(index)
            taken.append(model.describe(actions[index], in: state))
            events.removeAll()
            model.apply(actions[index], to: &state, emitting: &events)
            if !isLegal(events, after: state, monitor: &monitor) {
                return Outcome(steps: path.count, failed: true, path: path, names: taken)
            }
        }
        return Outcome(steps: path.count, failed: false, path: path, names: taken)
    }

    /// Feeds `events` to `monitor`; whether they were legal and, where `state` is idle and
    /// quiescence is checked, the end-of-trace obligations hold.
    func isLegal(_ events: borrowing EventBuffer, after state: M.State, monitor: inout MonitorState) -> Bool {
        for index in 0..<events.count where !monitor.apply(events[index], spec: model.spec) { return false }
        return !checksQuiescence || !model.isIdle(state) || Self.isAtRest(monitor, spec: model.spec)
    }

    /// Whether every subject and the globals meet the end-of-trace obligations.
    static func isAtRest(_ monitor: MonitorState, spec: CompiledSpec) -> Bool {
        monitor.globalsAreAtRest(spec: spec) && (0..<monitor.subjectCount).allSatisfy { monitor.recordIsAtRest($0, spec: spec) }
    }

    /// The operation's kind as its description reads: up to the first parenthesis or space
    /// (`push(3)` → `push`).
    static func kind(_ description: String) -> String {
        String(description.prefix { $0 != "(" && $0 != " " })
    }
}
