/// Drives a model with random operation sequences, checks every callback with the
/// monitor, and shrinks the first failing sequence to a short one.
///
/// A run is a list of raw random choices; the choice at step *i* picks action
/// `choice % enabled.count` among the actions enabled there. Shrinking works on the
/// choices (delete runs of them, then make each one smaller), so every candidate is a valid
/// run by construction, and replays it to keep only those that still break a rule. The
/// result is a ``ReplayPath``: the explorer replays and renders it like its own.
///
/// Runs are reproducible: run *k* of seed *s* is seeded by the *k*-th number of
/// `SplitMix64(seed: s)`.
public struct PropertyRunner<M: Model>: Sendable {
    /// The model under test.
    public let model: M
    /// Sequences to try.
    public var runs: Int
    /// Operations per sequence, at most.
    public var length: Int
    /// Whether idle states must meet the spec's end-of-trace obligations.
    public var checksQuiescence: Bool

    /// A runner for `model`: `runs` sequences of up to `length` operations.
    public init(model: M, runs: Int = 200, length: Int = 40, checksQuiescence: Bool = true) {
        self.model = model
        self.runs = runs
        self.length = length
        self.checksQuiescence = checksQuiescence
    }

    /// Runs up to ``runs`` sequences from `seed`; stops at the first failure and shrinks it.
    public func run(seed: UInt64) -> PropertyReport {
        var operations = 0
        var chosen = Set<String>()
        let initialCount = model.initialStates.count
        // Each run gets its own seed from a master generator, so nearby seeds share no runs.
        var master = SplitMix64(seed: seed)
        for index in 0..<(initialCount > 0 ? max(runs, 0) : 0) {
            var random = SplitMix64(seed: master.next())
            let initial = Int(random.next() % UInt64(initialCount))
            let choices = (0..<max(length, 0)).map { _ in random.next() }
            let outcome = execute(initial: initial, choices: choices, chosen: &chosen)
            operations += outcome.steps
            if outcome.failed {
                var shrinks = 0
                let shrunk = shrink(initial: initial, choices: Array(choices.prefix(outcome.steps)), attempts: &shrinks)
                return PropertyReport(seed: seed, run: index, runsTried: index + 1, operations: operations,
                                      originalLength: outcome.steps, failure: shrunk, shrinkAttempts: shrinks,
                                      actionsChosen: chosen)
            }
        }
        return PropertyReport(seed: seed, run: nil, runsTried: initialCount > 0 ? max(runs, 0) : 0, operations: operations,
                              originalLength: 0, failure: nil, shrinkAttempts: 0, actionsChosen: chosen)
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

    /// Executes `choices` from initial state `initial`, stopping at the first violation.
    /// With `names`, step *k* takes the action named `names[k]` where one is enabled (so a
    /// sequence keeps its meaning when an earlier step is deleted), else the choice's.
    func execute(initial: Int, choices: [UInt64], names: [String]? = nil, chosen: inout Set<String>) -> Outcome {
        var state = model.initialStates[initial]
        var monitor = MonitorState(spec: model.spec)
        for event in model.setupEvents(for: state) where !monitor.apply(event, spec: model.spec) {
            return Outcome(steps: 0, failed: true, path: [], names: [])
        }
        var actions: [M.Action] = []
        var events: [Event] = []
        var path: [Int] = []
        var taken: [String] = []
        for (step, choice) in choices.enumerated() {
            actions.removeAll(keepingCapacity: true)
            model.actions(in: state, into: &actions)
            if actions.isEmpty { break }
            var index = Int(choice % UInt64(actions.count))
            if let names, step < names.count,
               let named = actions.firstIndex(where: { model.describe($0, in: state) == names[step] }) {
                index = named
            }
            path.append(index)
            let name = model.describe(actions[index], in: state)
            taken.append(name)
            chosen.insert(Self.kind(name))
            events.removeAll(keepingCapacity: true)
            model.apply(actions[index], to: &state, emitting: &events)
            var legal = true
            for event in events where !monitor.apply(event, spec: model.spec) { legal = false; break }
            if legal, checksQuiescence, model.isIdle(state), !Self.isAtRest(monitor, spec: model.spec) { legal = false }
            if !legal { return Outcome(steps: path.count, failed: true, path: path, names: taken) }
        }
        return Outcome(steps: path.count, failed: false, path: path, names: taken)
    }

    /// Whether every subject and the globals meet the end-of-trace obligations.
    static func isAtRest(_ monitor: MonitorState, spec: CompiledSpec) -> Bool {
        monitor.globalsAreAtRest(spec: spec) && (0..<monitor.subjectCount).allSatisfy { monitor.recordIsAtRest($0, spec: spec) }
    }

    /// The operation's kind: its description up to the first parenthesis (`push(3)` → `push`).
    static func kind(_ description: String) -> String {
        String(description.prefix { $0 != "(" && $0 != " " })
    }

    /// Shrinks failing `choices`: deletes runs of choices (long runs first), lowers each
    /// choice, deletes one choice while changing the next, and tries earlier initial states,
    /// until no candidate fails; every accepted candidate is shorter, or as long and smaller.
    func shrink(initial: Int, choices: [UInt64], attempts: inout Int) -> ReplayPath {
        var ignored = Set<String>()
        var initial = initial
        // Choices normalized to action indices: lowering one picks an earlier action.
        let first = execute(initial: initial, choices: choices, chosen: &ignored)
        var current = first.path.map(UInt64.init)
        var names = first.names
        /// Accepts `candidate` (from `start`) if it fails, read by index or, where `byName`
        /// gives the actions' names, by name; keeps only what ran before the failure.
        func accept(_ candidate: [UInt64], byName: [String]? = nil, from start: Int? = nil) -> Bool {
            attempts += 1
            let from = start ?? initial
            var outcome = execute(initial: from, choices: candidate, chosen: &ignored)
            if !outcome.failed, let byName {
                attempts += 1
                outcome = execute(initial: from, choices: candidate, names: byName, chosen: &ignored)
            }
            guard outcome.failed else { return false }
            current = outcome.path.map(UInt64.init)
            names = outcome.names
            initial = from
            return true
        }
        var improved = true
        while improved {
            improved = false
            for from in 0..<initial where accept(current, byName: names, from: from) { improved = true; break }
            var size = max(current.count / 2, 1)
            while size >= 1 {
                var start = 0
                while start + size <= current.count {
                    var candidate = current, candidateNames = names
                    candidate.removeSubrange(start..<start + size)
                    candidateNames.removeSubrange(start..<start + size)
                    if accept(candidate, byName: candidateNames) { improved = true } else { start += 1 }
                }
                size /= 2
            }
            var position = 0
            while position < current.count {
                if current[position] > 0 {
                    var candidate = current
                    candidate[position] -= 1
                    if accept(candidate) { improved = true; continue }
                }
                position += 1
            }
            // A step may only be removable if the one after it picks differently.
            position = 0
            while position + 1 < current.count {
                var removed = false
                for value in 0..<UInt64(8) {
                    var candidate = current
                    candidate.remove(at: position)
                    candidate[position] = value
                    if accept(candidate) { improved = true; removed = true; break }
                }
                if !removed { position += 1 }
            }
        }
        return ReplayPath(initial: initial, actions: current.map(Int.init))
    }
}
