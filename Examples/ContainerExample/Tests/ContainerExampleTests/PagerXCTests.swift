import LifecheckXCTest
import XCTest

/// The same conformance run for a suite that still uses XCTest.
final class PagerXCTests: XCTestCase {
    func testFixedPagerConforms() {
        XCTAssertConformance(harness: PagerHarness(version: .fixed))
    }
}
