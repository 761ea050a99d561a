import ContainerHarnesses
import LifecheckXCTest
import XCTest

/// The same conformance runs from an `async` XCTest method.
final class ContainerXCTests: XCTestCase {
    @MainActor func testDrawerConforms() async {
        let report = await XCTAssertConformance(harness: DrawerHarness())
        XCTAssertTrue(report.passed)
        XCTAssertTrue(report.explorationCoveredEverything)
    }

    @MainActor func testTabsConform() async {
        await XCTAssertConformance(harness: TabsHarness())
    }
}
