import Foundation

/// A conformance run: every state of a model explored within bounds, then random operation
/// sequences beyond them, each distinct failure (one per rule) reported once with its
/// shortest run found.
///
/// ```swift
/// let report = ConformanceSuite(harness: MyContainerHarness()).run()
/// for failure in report.failures { print(failure.message) }
/// ```
///
/// `expectConformance(_:)` (LifecheckTesting) and `XCTAssertConformance(_:)`
/// (LifecheckXCTest) record each failure and problem as a test failure.
public struct ConformanceSuite<M: Model>: Sendable {
    /// The model under test.
    public let model: M
    /// What is under test, as messages name it (the harness's or model's type).
    public var name: String
    /// Where exhaustive exploration stops.
    ///
    /// Reaching the time limit is a problem (the result
    /// would depend on the machine's speed); reaching the depth or state bound is not.
    public var bounds: ExplorationBounds
    /// Random sequences to run after exploration (0: none).
    public var runs: Int
    /// Operations per random sequence, at most.
    public var length: Int
    /// The random runs' seed; nil: `LIFECHECK_SEED` from the environment, else `0x5EED`.
    public var seed: UInt64?
    /// Whether idle states must meet the spec's end-of-trace obligations.
    public var checksQuiescence: Bool
    /// Exploration stops after this many distinct failures.
    public var maxFailures: Int
    /// Exploration stops after replaying this many violating paths (to tell their rules apart).
    public var maxViolatingPaths: Int
    /// When set, only this path is run (a failure's ``ConformanceFailure/path``), for debugging.
    public var replay: ReplayPath?

    /// The default bounds: 12 operations deep, 200,000 states, 60 seconds.
    public static var defaultBounds: ExplorationBounds { .conformance }

    /// What a failure at an idle state adds about how the run decided the state was idle
    /// (a harness that never says a transition is running fails at every unfinished one),
    /// given the counterexample; `nil` where it does not apply.
    var quiescenceHint: (@Sendable (Counterexample) -> String?)?

    /// A suite for `model`.
    public init(model: M, bounds: ExplorationBounds = Self.defaultBounds, runs: Int = 200, length: Int = 40,
                seed: UInt64? = nil, replay: ReplayPath? = nil) {
        self.model = model
        self.name = String(describing: M.self)
        self.bounds = bounds
        self.runs = runs
        self.length = length
        self.seed = seed
        self.checksQuiescence = true
        self.maxFailures = 10
        self.maxViolatingPaths = 10_000
        self.replay = replay
    }

    /// A suite for a class-based implementation, driven through `harness` (see ``Harness``).
    public init<H: Harness>(harness: H, bounds: ExplorationBounds = Self.defaultBounds, runs: Int = 200,
                            length: Int = 40, seed: UInt64? = nil, replay: ReplayPath? = nil) where M == HarnessModel<H> {
        self.init(model: HarnessModel(harness: harness), bounds: bounds, runs: runs, length: length, seed: seed, replay: replay)
        name = String(describing: H.self)
        let hint = """
            \(name).isIdle(_:) returned true here (it does wherever a harness leaves it out), so the spec's \
            end-of-trace obligations were checked. If a transition was still running after this operation, return \
            false from isIdle(_:) until it finishes.
            """
        quiescenceHint = { _ in hint }
    }

    /// The seed random runs use: ``seed``, else `LIFECHECK_SEED`, else `0x5EED`.
    public var effectiveSeed: UInt64 { seed ?? Self.environmentSeed ?? 0x5EED }

    /// `LIFECHECK_SEED` from the environment, if it holds a number (decimal or `0x` hex).
    public static var environmentSeed: UInt64? { ExplorationBounds.environmentSeed }

    /// Runs the suite, or only the failure path `replay` as a failure prints it (`"0/2/1"`);
    /// a `replay` that is no such path gives a report with that one problem.
    public func run(replaying replay: String?) -> ConformanceReport {
        guard let replay else { return run() }
        guard let path = ReplayPath(replay) else {
            return ConformanceReport(failures: [], problems: [
                "replay: \"\(replay)\" is not a replay path; write it as a failure prints it, such as \"0/2/1\".",
            ], seed: effectiveSeed)
        }
        var suite = self
        suite.replay = path
        return suite.run()
    }

    /// Runs exploration, then random runs (skipped when exploration covered every reachable
    /// state, since they could reach nothing new), or only ``replay`` when it is set.
    public func run() -> ConformanceReport {
        if let replay { return replayOnly(replay) }
        var report = explore()
        guard report.problems.isEmpty else {
            report.randomRunsSkipped = "exploration reported a problem"
            return report
        }
        if report.explorationCoveredEverything {
            report.randomRunsSkipped = "exploration covered every reachable state"
            return report
        }
        let random = runRandom(known: Set(report.failures.map(\.rule)))
        report.failures += random.failures
        report.problems += random.problems
        report.randomRuns = random.randomRuns
        report.randomRunsSkipped = random.randomRunsSkipped
        return report
    }

    /// Exhaustive exploration within ``bounds`` only.
    public func explore() -> ConformanceReport {
        let explorer = Explorer(model: model, bounds: bounds, checksQuiescence: checksQuiescence)
        var found: [(rule: String, counterexample: Counterexample)] = []
        var rules = Set<String>()
        var problems: [String] = []
        var examined = 0, stoppedEarly = false
        let exploration = explorer.run(violations: { path in
            examined += 1
            guard let counterexample = try? explorer.replay(path), let first = counterexample.violations.first else {
                problems.append("""
                    Exploration of \(name) broke a rule on path \(path), but the path breaks none when replayed on a fresh \
                    instance: the implementation is not deterministic. To fix, make sure instances share no state \
                    (singletons, statics) and that the harness performs the same operations in the same order every time.
                    """)
                stoppedEarly = true
                return false
            }
            if rules.insert(first.rule.id).inserted { found.append((first.rule.id, counterexample)) }
            stoppedEarly = found.count >= maxFailures || examined >= maxViolatingPaths
            return !stoppedEarly
        })
        var report = ConformanceReport(failures: [], problems: problems, exploration: exploration, seed: effectiveSeed)
        report.explorationCoveredEverything = coversEverything(exploration, stoppedEarly: stoppedEarly)
        report.failures = found.map { failure(rule: $0.rule, $0.counterexample, origin: .exploration, exploration: exploration) }
        if model.initialStates.isEmpty {
            report.problems.append("\(name) has no initial state: the exploration tested nothing.")
        } else if exploration.transitions == 0, found.isEmpty {
            report.problems.append("""
                No operation was enabled in \(name)'s initial state: the exploration tested nothing. \
                To fix, list the operations a test can perform in operations(enabledIn:) (or actions(in:into:)).
                """)
        } else if found.isEmpty, !emitsCallbacks() {
            report.problems.append("""
                \(name)'s operations emitted no callback: nothing was checked. To fix, append the callbacks the \
                implementation makes to `events` in perform(_:on:emitting:) (or apply(_:to:emitting:)).
                """)
        }
        if exploration.outcome == .timeLimit {
            report.problems.append("""
                Exploration of \(name) stopped at its time limit (\(Int(bounds.timeLimit)) s) after \(exploration.states) states, \
                depth \(exploration.maxDepth): what it checks depends on the machine's speed. To fix, lower maxDepth or \
                maxStates in the bounds so that it finishes in time.
                """)
        }
        return report
    }

    /// Random runs only: ``runs`` sequences of up to ``length`` operations, the first failure shrunk.
    public func runRandom() -> ConformanceReport { runRandom(known: []) }

    /// Runs one part of the suite (or only ``replay``, when set).
    public func run(_ part: ConformancePart) -> ConformanceReport {
        guard replay == nil else { return run() }
        switch part {
        case .exploration: return explore()
        case .randomRuns: return runRandom()
        }
    }

    /// Random runs, leaving out a failure whose rule exploration already found (shorter).
    func runRandom(known: Set<String>) -> ConformanceReport {
        let seed = effectiveSeed
        var report = ConformanceReport(failures: [], problems: [], seed: seed)
        guard runs > 0 else {
            report.randomRunsSkipped = "runs is 0"
            return report
        }
        let random = PropertyRunner(model: model, runs: runs, length: length, checksQuiescence: checksQuiescence).run(seed: seed)
        report.randomRuns = random
        if random.operations == 0 {
            report.problems.append("No operation was ever enabled in \(random.runsTried) random runs of \(name): they tested nothing.")
        }
        guard let path = random.failure, let run = random.run else { return report }
        guard let counterexample = try? Explorer(model: model, checksQuiescence: checksQuiescence).replay(path),
              let first = counterexample.violations.first else {
            report.problems.append("""
                Random run \(run + 1) of seed \(seed) broke a rule in \(name), but its shrunk path \(path) breaks none when \
                replayed: the implementation is not deterministic. To fix, make sure instances share no state.
                """)
            return report
        }
        guard !known.contains(first.rule.id) else { return report }
        report.failures.append(failure(rule: first.rule.id, counterexample,
                                       origin: .randomRun(seed: seed, run: run, originalLength: random.originalLength),
                                       exploration: nil))
        return report
    }

    /// Replays `path` alone.
    func replayOnly(_ path: ReplayPath) -> ConformanceReport {
        var report = ConformanceReport(failures: [], problems: [], seed: effectiveSeed)
        do {
            let counterexample = try Explorer(model: model, checksQuiescence: checksQuiescence).replay(path)
            if let first = counterexample.violations.first {
                report.failures.append(failure(rule: first.rule.id, counterexample, origin: .exploration, exploration: nil, replayed: true))
            }
        } catch {
            report.problems.append("The replay path \(path) does not fit \(name): \(error).")
        }
        report.randomRunsSkipped = "replaying path \(path) only"
        return report
    }

    /// Whether exploration saw every state reachable without breaking a rule: then random
    /// runs (which stop at their first violation) can reach no state it did not check.
    func coversEverything(_ exploration: ExplorationReport, stoppedEarly: Bool) -> Bool {
        switch exploration.outcome {
        case .complete: exploration.maxDepth < bounds.maxDepth
        case .violation: !stoppedEarly && exploration.maxDepth < bounds.maxDepth
        case .stateLimit, .timeLimit: false
        }
    }

    /// Whether any of the first operations (breadth first, up to 64) emits a callback.
    func emitsCallbacks() -> Bool {
        var frontier = model.initialStates
        var actions: [M.Action] = [], events = EventBuffer()
        var budget = 64
        while !frontier.isEmpty, budget > 0 {
            var next: [M.State] = []
            for state in frontier where budget > 0 {
                actions = model.actions(in: state)
                for action in actions where budget > 0 {
                    budget -= 1
                    var successor = state
                    events.removeAll()
                    model.apply(action, to: &successor, emitting: &events)
                    if !events.isEmpty { return true }
                    next.append(successor)
                }
            }
            frontier = next
        }
        return false
    }
}
