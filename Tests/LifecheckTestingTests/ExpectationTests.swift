import Lifecheck
import LifecheckTesting
import Testing

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
