public import Lifecheck
import Foundation
public import Testing

/// Runs random operation sequences on `model` and records a Swift Testing issue, at the
/// caller's source location, for the first one that breaks a rule, shrunk to a short one.
///
/// The issue shows the seed, the shrunk operations with the callbacks each emitted, the
/// illegal callback marked, the rule and what was legal instead. Replay a failure by
/// passing its seed, or without touching the code: `LIFECHECK_SEED=1234 swift test`.
///
/// ```swift
/// @Test func containerConforms() {
///     expectConformance(MyContainerModel())
/// }
/// ```
///
/// - Parameters:
///   - model: The model of the implementation under test.
///   - runs: Sequences to try.
///   - length: Operations per sequence, at most.
///   - seed: The seed; by default `LIFECHECK_SEED` from the environment, else a fixed one,
///     so that a test run is reproducible.
///   - sourceLocation: Where issues are recorded: the caller's line.
/// - Returns: The report, for further assertions.
@discardableResult
public func expectConformance<M: Model>(
    _ model: M,
    runs: Int = 200,
    length: Int = 40,
    seed: UInt64? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> PropertyReport {
    let seed = seed ?? ConformanceSuite<M>.environmentSeed ?? 0x5EED
    let report = PropertyRunner(model: model, runs: runs, length: length).run(seed: seed)
    if report.operations == 0 {
        Issue.record("No operation was ever enabled in \(report.runsTried) runs: the property run tested nothing.",
                     sourceLocation: sourceLocation)
    } else if report.failure == nil, !report.kindsNeverEnabled.isEmpty {
        let kinds = report.kindsNeverEnabled
        Issue.record(Comment(rawValue: """
            \(kinds.count == 1 ? "1 kind of operation was" : "\(kinds.count) kinds of operation were") never enabled in \(report.runsTried) runs \
            of up to \(length) operations (seed \(seed)): \(kinds.joined(separator: ", ")). \
            \(kinds.count == 1 ? "Its precondition never held, so it was" : "Their preconditions never held, so they were") never tested.
            To fix, check the model's preconditions for them, or run longer sequences (length:); \
            if the model has no such operation, remove it from operationKinds.
            """), sourceLocation: sourceLocation)
    }
    guard let path = report.failure, let run = report.run else { return report }
    let replay = "LIFECHECK_SEED=\(seed) swift test (run \(run + 1) of seed \(seed); path \(path))"
    do {
        let counterexample = try Explorer(model: model).replay(path)
        guard !counterexample.violations.isEmpty else {
            Issue.record("A property run failed (\(replay)), but its path passes on replay: the model is not deterministic.",
                         sourceLocation: sourceLocation)
            return report
        }
        let text = CounterexampleRenderer(vocabulary: model.spec.vocabulary)
            .text(counterexample, shrunkFrom: report.originalLength, replay: replay)
        Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
    } catch {
        Issue.record("A property run failed (\(replay)), but its path does not replay: \(error). The model is not deterministic.",
                     sourceLocation: sourceLocation)
    }
    return report
}
