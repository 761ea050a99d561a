public import Lifecheck
import XCTest

/// Runs a conformance suite on a class-based implementation through `harness` (exhaustive
/// exploration within `bounds`, then random runs beyond them) and fails the test once per
/// distinct failure and per problem, at the caller's `file` and `line`: the XCTest form of
/// `expectConformance(harness:)`.
///
/// ```swift
/// final class TabsTests: XCTestCase {
///     func testConformance() {
///         XCTAssertConformance(harness: TabsHarness())
///     }
/// }
/// ```
///
/// - Parameters:
///   - seed: The random runs' seed; by default `LIFECHECK_SEED` from the environment, else
///     a fixed one, so that a test run is reproducible.
///   - replay: A failure's path (`"0/0/1"`): run only that, for debugging.
/// - Returns: The report, for further assertions.
@discardableResult
public func XCTAssertConformance<H: Harness>(
    harness: H,
    bounds: ExplorationBounds = ConformanceSuite<HarnessModel<H>>.defaultBounds,
    runs: Int = 200,
    length: Int = 40,
    seed: UInt64? = nil,
    replay: String? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
) -> ConformanceReport {
    let suite = ConformanceSuite(harness: harness, bounds: bounds, runs: runs, length: length, seed: seed)
    return XCTAssertConformance(suite, replay: replay, file: file, line: line)
}

/// Runs `suite` and fails the test once per distinct failure and per problem, at the
/// caller's `file` and `line`.
@discardableResult
public func XCTAssertConformance<M: Model>(
    _ suite: ConformanceSuite<M>,
    replay: String? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
) -> ConformanceReport {
    let report = suite.run(replaying: replay)
    for message in report.messages { XCTFail(message, file: file, line: line) }
    return report
}

/// Runs a conformance suite on `@MainActor` controller code through `harness` (every
/// interleaving of its operations and pending completions within `bounds`, then random
/// runs) and fails the test once per distinct failure and per problem: the XCTest form of
/// `await expectConformance(harness:)`, for `async` test methods.
///
/// ```swift
/// final class DrawerTests: XCTestCase {
///     @MainActor func testConformance() async {
///         await XCTAssertConformance(harness: DrawerHarness())
///     }
/// }
/// ```
@MainActor
@discardableResult
public func XCTAssertConformance<H: MainActorHarness>(
    harness: H,
    bounds: ExplorationBounds = .conformance,
    runs: Int = 200,
    length: Int = 40,
    seed: UInt64? = nil,
    replay: String? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
) async -> ConformanceReport {
    let suite = MainActorConformanceSuite(harness: harness, bounds: bounds, runs: runs, length: length, seed: seed)
    return await XCTAssertConformance(suite, replay: replay, file: file, line: line)
}

/// Runs a main-actor `suite` and fails the test once per distinct failure and per problem.
@MainActor
@discardableResult
public func XCTAssertConformance<H: MainActorHarness>(
    _ suite: MainActorConformanceSuite<H>,
    replay: String? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
) async -> ConformanceReport {
    let report = await suite.run(replaying: replay)
    for message in report.messages { XCTFail(message, file: file, line: line) }
    return report
}
