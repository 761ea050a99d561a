import Lifecheck
import LifecheckTesting
import Testing

/// A stand-in for a controller: the recorder needs only its identity and type name.
private final class Home: Sendable {}

@Suite("Expectations")
struct ExpectationTests {
    @Test("A legal trace records no issue")
    func legal() {
        let violations = expectLegal("""
            Detail viewDidLoad
            Detail viewWillAppear
            Detail viewDidAppear
            """)
        #expect(violations.isEmpty)
    }

    @Test("An illegal trace records one issue per violation, with the message")
    func illegal() {
        withKnownIssue {
            let violations = expectLegal("""
                Detail viewDidLoad
                Detail viewDidAppear
                """)
            #expect(violations.map(\.rule.id) == ["APPEAR-2"])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("[APPEAR-2] viewDidAppear on \"Detail\" while it was disappeared.") }
        }
    }

    @Test("A recorder that recorded nothing is an issue that says where controllers find their recorder")
    func recordedNothing() {
        withKnownIssue {
            expectLegal(LifecycleRecorder())
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("recorded nothing") && $0.rawValue.contains("context.bound") }
        }
    }

    @Test("A recording that leaves a callback out says so: checked against only what it has, it breaks no rule")
    func recordingLeavesCallbacksOut() {
        let recorder = LifecycleRecorder()
        let home = Home()
        recorder.register(home, as: "Home")
        recorder.viewWillAppear(home, animated: true)
        recorder.viewDidAppear(home, animated: true)
        withKnownIssue {
            let violations = expectLegal(recorder)
            #expect(violations.map(\.rule.id) == ["LOAD-5", "LOAD-5"])
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.hasPrefix("[LOAD-5] viewWillAppear")
                    && $0.rawValue.contains("Checked against only the callbacks that were recorded (viewWillAppear, viewDidAppear), the run breaks no rule")
                    && $0.rawValue.contains("if the controllers don't record the others, record them too")
                    && $0.rawValue.contains("recorder?.viewDidLoad(self)")
            } || issue.comments.contains { $0.rawValue.hasPrefix("[LOAD-5] viewDidAppear") && !$0.rawValue.contains("Checked against") }
        }
    }

    @Test("A trace that breaks rules among the callbacks it has gets no such note")
    func brokenAmongItsOwnCallbacks() {
        withKnownIssue {
            let violations = expectLegal("""
                Home viewDidLoad
                Home viewWillAppear
                Home viewDidAppear
                Home viewDidAppear
                """)
            #expect(violations.map(\.rule.id) == ["APPEAR-2"])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("[APPEAR-2]") && !$0.rawValue.contains("Checked against only") }
        }
    }

    @Test("expectViolations passes when exactly the expected rules break")
    func expected() {
        expectViolations(["APPEAR-2"], in: "Detail viewDidLoad\nDetail viewDidAppear")
        withKnownIssue {
            expectViolations([], in: "Detail viewDidLoad\nDetail viewDidAppear")
        }
    }

    @Test("Malformed input is an issue, not a crash")
    func malformed() {
        withKnownIssue {
            expectLegal("Detail viewDidApear")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("unknown event 'viewDidApear'") }
        }
    }
}
