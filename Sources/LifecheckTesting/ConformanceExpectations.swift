public import Lifecheck
public import Testing

/// Runs a conformance suite on a class-based implementation through `harness` (exhaustive
/// exploration within `bounds`, then random runs beyond them) and records one Swift Testing
/// issue per distinct failure, at the caller's source location.
///
/// Each issue holds the operations, the callbacks each emitted with the illegal one marked,
/// the rule, what was legal instead, and how to replay it. A run that tested nothing
/// (no operation enabled, no callback emitted) or stopped on the clock is an issue too.
///
/// ```swift
/// @Test func tabsConform() {
///     expectConformance(harness: TabsHarness())
/// }
/// ```
///
/// - Parameters:
///   - harness: How to make, drive and tell apart instances of the implementation under test.
///   - bounds: Where exhaustive exploration stops.
///   - runs: Random sequences to run after exploration (0: none).
///   - length: Operations per random sequence, at most.
///   - seed: The random runs' seed; by default `LIFECHECK_SEED` from the environment, else
///     a fixed one, so that a test run is reproducible.
///   - replay: A failure's path (`"0/0/1"`): run only that, for debugging.
///   - sourceLocation: Where issues are recorded: the caller's line.
/// - Returns: The report, for further assertions (its `failures`).
@discardableResult
public func expectConformance<H: Harness>(
    harness: H,
    bounds: ExplorationBounds = ConformanceSuite<HarnessModel<H>>.defaultBounds,
    runs: Int = 200,
    length: Int = 40,
    seed: UInt64? = nil,
    replay: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> ConformanceReport {
    let suite = ConformanceSuite(harness: harness, bounds: bounds, runs: runs, length: length, seed: seed)
    return expectConformance(suite, replay: replay, sourceLocation: sourceLocation)
}

/// Runs `suite` and records one Swift Testing issue per distinct failure and per problem,
/// at the caller's source location.
///
/// ```swift
/// var suite = ConformanceSuite(model: MyContainerModel())
/// suite.bounds.maxDepth = 8
/// expectConformance(suite)
/// ```
///
/// - Parameters:
///   - suite: The suite to run.
///   - replay: A failure's path (`"0/0/1"`): run only that, for debugging.
///   - sourceLocation: Where issues are recorded: the caller's line.
/// - Returns: The report, for further assertions.
@discardableResult
public func expectConformance<M: Model>(
    _ suite: ConformanceSuite<M>,
    replay: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> ConformanceReport {
    record(suite.run(replaying: replay), sourceLocation: sourceLocation)
}

/// Records each failure and problem of `report` as an issue.
@discardableResult
func record(_ report: ConformanceReport, sourceLocation: SourceLocation) -> ConformanceReport {
    for message in report.messages {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
    return report
}

/// Runs a conformance suite on `@MainActor` controller code through `harness`: every
/// interleaving of its operations and of the completions they leave pending, explored
/// within `bounds`, then random runs beyond them; records one Swift Testing issue per
/// distinct failure, at the caller's source location.
///
/// ```swift
/// @Test func drawerConforms() async {
///     await expectConformance(harness: DrawerHarness())
/// }
/// ```
///
/// - Parameters:
///   - harness: How to make, drive and tell apart instances of the implementation under test.
///   - bounds: Where exhaustive exploration stops.
///   - runs: Random sequences to run after exploration (0: none).
///   - length: Operations per random sequence, at most.
///   - seed: The random runs' seed; by default `LIFECHECK_SEED` from the environment
///     (decimal or `0x` hex), else a fixed one, so that a test run is reproducible.
///   - part: Only this part of the suite (for `@Test(arguments: ConformancePart.allCases)`);
///     `nil`, the default: exploration, then the random runs.
///   - replay: A failure's path (`"0/0/1"`): run only that, for debugging.
///   - sourceLocation: Where issues are recorded: the caller's line.
/// - Returns: The report, for further assertions (its `failures`).
@MainActor
@discardableResult
public func expectConformance<H: MainActorHarness>(
    harness: H,
    bounds: ExplorationBounds = .conformance,
    runs: Int = 200,
    length: Int = 40,
    seed: UInt64? = nil,
    part: ConformancePart? = nil,
    replay: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> ConformanceReport {
    let suite = MainActorConformanceSuite(harness: harness, bounds: bounds, runs: runs, length: length, seed: seed)
    return await expectConformance(suite, part: part, replay: replay, sourceLocation: sourceLocation)
}

/// Runs a main-actor `suite` and records one Swift Testing issue per distinct failure and
/// per problem, at the caller's source location.
///
/// - Parameters:
///   - suite: The suite to run.
///   - part: Only this part of the suite; `nil`, the default: exploration, then the random runs.
///   - replay: A failure's path (`"0/0/1"`): run only that, for debugging.
///   - sourceLocation: Where issues are recorded: the caller's line.
/// - Returns: The report, for further assertions.
@MainActor
@discardableResult
public func expectConformance<H: MainActorHarness>(
    _ suite: MainActorConformanceSuite<H>,
    part: ConformancePart? = nil,
    replay: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> ConformanceReport {
    guard let part, replay == nil else { return record(await suite.run(replaying: replay), sourceLocation: sourceLocation) }
    return record(await suite.run(part), sourceLocation: sourceLocation)
}
