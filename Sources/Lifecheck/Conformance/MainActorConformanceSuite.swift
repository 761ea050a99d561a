/// A conformance run of a ``MainActorHarness``: every interleaving of operations and
/// pending completions explored within bounds, then random runs beyond them, each distinct
/// failure reported once with its shortest run found.
///
/// It runs what ``ConformanceSuite`` runs, with the same bounds, seeds, replay paths and
/// messages; the explorer works on a thread of its own and hops to the main actor for every
/// step, so ``run()`` is awaited from the main actor.
///
/// ```swift
/// var suite = MainActorConformanceSuite(harness: DrawerHarness())
/// suite.bounds.maxDepth = 8
/// let report = await suite.run()
/// ```
@MainActor
public struct MainActorConformanceSuite<H: MainActorHarness> {
    /// The harness under test.
    public let harness: H
    /// What is under test, as messages name it (the harness's type).
    public var name: String
    /// Where exhaustive exploration stops (see ``ConformanceSuite/bounds``).
    public var bounds: ExplorationBounds
    /// Random sequences to run after exploration (0: none).
    public var runs: Int
    /// Operations per random sequence, at most (pending completions count as operations).
    public var length: Int
    /// The random runs' seed; nil: `LIFECHECK_SEED` from the environment, else `0x5EED`.
    public var seed: UInt64?
    /// Whether settled instances must meet the spec's end-of-trace obligations.
    public var checksQuiescence: Bool
    /// When set, only this path is run (a failure's ``ConformanceFailure/path``).
    public var replay: ReplayPath?

    /// A suite for `harness`, with ``ConformanceSuite``'s defaults.
    public init(harness: H, bounds: ExplorationBounds = .conformance,
                runs: Int = 200, length: Int = 40, seed: UInt64? = nil, replay: ReplayPath? = nil) {
        self.harness = harness
        self.name = String(describing: H.self)
        self.bounds = bounds
        self.runs = runs
        self.length = length
        self.seed = seed
        self.checksQuiescence = true
        self.replay = replay
    }

    /// Runs the suite, or only the failure path `replay` as a failure prints it (`"0/2/1"`).
    public func run(replaying replay: String?) async -> ConformanceReport {
        guard let replay else { return await run() }
        guard let path = ReplayPath(replay) else {
            return ConformanceReport(failures: [], problems: [
                "replay: \"\(replay)\" is not a replay path; write it as a failure prints it, such as \"0/2/1\".",
            ], seed: seed ?? ExplorationBounds.environmentSeed ?? 0x5EED)
        }
        var suite = self
        suite.replay = path
        return await suite.run()
    }

    /// Runs exploration, then random runs (or only ``replay``), as ``ConformanceSuite/run()``.
    public func run() async -> ConformanceReport {
        await perform(nil)
    }

    /// Exhaustive exploration within ``bounds`` only.
    public func explore() async -> ConformanceReport {
        await perform(.exploration)
    }

    /// Random runs only, the first failure shrunk.
    public func runRandom() async -> ConformanceReport {
        await perform(.randomRuns)
    }

    /// Runs one part of the suite (or only ``replay``).
    public func run(_ part: ConformancePart) async -> ConformanceReport {
        await perform(part)
    }

    /// Runs `part` of the equivalent synchronous suite (every part for `nil`), on the explorer's thread.
    private func perform(_ part: ConformancePart?) async -> ConformanceReport {
        let names = SharedSymbolTable()
        let spec = harness.spec
        let driver = MainActorHarnessDriver(harness: harness, vocabulary: spec.vocabulary, names: names)
        var suite = ConformanceSuite(model: MainActorHarnessModel(driver: driver, spec: spec, names: names),
                                     bounds: bounds, runs: runs, length: length, seed: seed, replay: replay)
        suite.name = name
        suite.checksQuiescence = checksQuiescence
        // Only for a harness that never reported a transition in progress: one that did
        // knows how, and its failures at a settled state are its own.
        let hint = """
            Lifecheck counted the instance as settled after every operation of this run: nothing was ever \
            pending on its PendingWork and \(name).isSettled(_:) always returned true. If a transition of yours \
            finishes later (an animation's or a presentation's completion), schedule its completion on \
            context.pendingWork (or PendingWork.current) instead of running it at once or on DispatchQueue.main, \
            or return false from isSettled(_:) while it runs.
            """
        suite.quiescenceHint = { _ in
            MainActorBridge.onMainActor { driver.reportedUnsettled } ? nil : hint
        }
        // An existential, so the thread's closure captures no generic type.
        let runner: any ConformanceRunning = suite
        var report = await MainActorBridge.runOnThread { runner.run(part: part) }
        if let problem = driver.recordingProblem { report.problems.insert(problem, at: 0) }
        return report
    }
}

/// A conformance suite of any model, for code that must not capture the model's type.
protocol ConformanceRunning: Sendable {
    func run(part: ConformancePart?) -> ConformanceReport
}

extension ConformanceSuite: ConformanceRunning {
    func run(part: ConformancePart?) -> ConformanceReport {
        guard let part else { return run() }
        return run(part)
    }
}
