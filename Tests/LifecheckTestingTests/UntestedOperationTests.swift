import Lifecheck
import LifecheckTesting
import Testing
import UIKitModels

/// `expectConformance` does not pass silently when a run tested nothing, or never tested a
/// kind of operation because its precondition never held.
@Suite("Untested operations")
struct UntestedOperationTests {
    @Test("Kinds of operation never enabled record one issue that names them")
    func neverEnabled() {
        withKnownIssue {
            // Depth 1: nothing can be pushed, so nothing popped; only present and dismiss.
            let report = expectConformance(NavStack(controllers: 2, depth: 1), runs: 20, seed: 3)
            #expect(report.failure == nil)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined() == """
                5 kinds of operation were never enabled in 20 runs of up to 40 operations (seed 3): \
                push, pop, beginPop, cancelPop, finishPop. Their preconditions never held, so they were never tested.
                To fix, check the model's preconditions for them, or run longer sequences (length:); \
                if the model has no such operation, remove it from operationKinds.
                """
        }
    }

    @Test("A run that performed no operation records one issue, not one per kind")
    func testedNothing() {
        withKnownIssue {
            let report = expectConformance(NavStack(controllers: 1, depth: 1), runs: 20, seed: 3)
            #expect(report.testedNothing)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined() == "No operation was ever enabled in 20 runs: the property run tested nothing."
        }
    }

    @Test("Every kind enabled: no issue", arguments: [NavStack.Bug?.none, .pushOntoDescendingStack])
    func everyKindEnabled(bug: NavStack.Bug?) {
        // A correct model records nothing; a buggy one records only its counterexample.
        if let bug {
            withKnownIssue {
                expectConformance(NavStack(controllers: 10, depth: 10, bug: bug))
            } matching: { issue in
                issue.comments.map(\.rawValue).joined().hasPrefix("Counterexample (shrunk from ")
            }
        } else {
            let report = expectConformance(NavStack(controllers: 10, depth: 10))
            #expect(report.kindsNeverEnabled.isEmpty && report.kindsNeverChosen.isEmpty)
        }
    }
}
