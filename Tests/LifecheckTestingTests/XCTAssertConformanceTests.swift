import Lifecheck
import LifecheckXCTest
import XCTest

final class XCTAssertConformanceTests: XCTestCase {
    func testCorrectContainerPasses() {
        let report = XCTAssertConformance(harness: TestContainerHarness())
        XCTAssertTrue(report.passed)
    }

    func testEachDistinctFailureFailsOnce() {
        // The messages XCTAssertConformance hands to XCTFail, one each.
        let suite = ConformanceSuite(harness: TestContainerHarness(bugs: [.keepsChildOnScreen, .appearsTwiceOnSelect]))
        let report = suite.run(replaying: nil)
        let messages = report.messages
        XCTAssertEqual(messages.count, 2)
        XCTAssertEqual(report.failures.map(\.rule), ["HIER-2", "APPEAR-2"])
        XCTAssertTrue(messages[0].hasPrefix("[HIER-2] viewDidDisappear on \"Tabs\" while its child \"A\" was appeared."), messages[0])
        XCTAssertTrue(messages[0].contains("✘ Tabs viewDidDisappear      [HIER-2]"), messages[0])
    }

    func testNothingTestedFails() {
        let suite = ConformanceSuite(harness: TestContainerHarness(operationsEnabled: false))
        let messages = suite.run(replaying: nil).messages
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.hasPrefix("No operation was enabled in TestContainerHarness's initial state") == true, "\(messages)")
    }
}
