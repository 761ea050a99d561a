import ContainerHarnesses
import LifecheckXCTest
import XCTest

/// The same conformance runs from an `async` XCTest method.
final class ContainerXCTests: XCTestCase {
    @MainActor func testDrawerConforms() async {
        let report = await XCTAssertConformance(harness: DrawerHarness())
        XCTAssertTrue(report.passed)
        XCTAssertTrue(report.explorationCoveredEverything, report.summary)   // false when the depth bound stopped it
    }

    @MainActor func testTabsConform() async {
        await XCTAssertConformance(harness: TabsHarness())
    }
}
