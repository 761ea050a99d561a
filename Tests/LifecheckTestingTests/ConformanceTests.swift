import Lifecheck
import LifecheckTesting
import Testing
import UIKitModels

@Suite("Conformance expectations")
struct ConformanceTests {
    @Test("A correct model records no issue")
    func correct() {
        let report = expectConformance(ReferenceRuntime(), runs: 50)
        #expect(report.failure == nil)
        #expect(report.runsTried == 50)
    }

    @Test("A seeded bug records one issue: the shrunk operations, the marked callback, the rule, the seed")
    func bug() {
        withKnownIssue {
            let report = expectConformance(ReferenceRuntime(bug: .viewDidAppearTwiceOnPush), seed: 11)
            #expect(report.failure != nil)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.hasPrefix("Counterexample (shrunk from ") && text.contains("✘")
                && text.contains("[APPEAR-") && text.contains("Replay: LIFECHECK_SEED=11 swift test")
        }
    }

    @Test("The same seed gives the same failure")
    func reproducible() {
        let model = ReferenceRuntime(bug: .noDidMoveAfterPush)
        let first = PropertyRunner(model: model).run(seed: 99), second = PropertyRunner(model: model).run(seed: 99)
        #expect(first.failure != nil)
        #expect(first.failure == second.failure && first.run == second.run)
    }
}
