import Lifecheck
@testable import LifecheckXCTest
import XCTest

final class XCTAssertConformanceTests: XCTestCase {
    func testCorrectContainerPasses() {
        let report = XCTAssertConformance(harness: TestContainerHarness())
        XCTAssertTrue(report.passed)
    }

    func testEachDistinctFailureFailsOnce() {
        var messages: [String] = []
        let suite = ConformanceSuite(harness: TestContainerHarness(bugs: [.keepsChildOnScreen, .appearsTwiceOnSelect]))
        let report = assertConformance(suite, replay: nil) { messages.append($0) }
        XCTAssertEqual(messages.count, 2)
        XCTAssertEqual(report.failures.map(\.rule), ["HIER-2", "APPEAR-2"])
        XCTAssertTrue(messages[0].hasPrefix("[HIER-2] viewDidDisappear on \"Tabs\" while its child \"A\" was appeared."), messages[0])
        XCTAssertTrue(messages[0].contains("✘ Tabs viewDidDisappear      [HIER-2]"), messages[0])
    }

    func testNothingTestedFails() {
        var messages: [String] = []
        let suite = ConformanceSuite(harness: TestContainerHarness(operationsEnabled: false))
        _ = assertConformance(suite, replay: nil) { messages.append($0) }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.hasPrefix("No operation was enabled in TestContainerHarness's initial state") == true, "\(messages)")
    }
}
