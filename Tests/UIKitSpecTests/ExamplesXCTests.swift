import Foundation
import Lifecheck
import UIKitSpec
import XCTest

/// The bundled examples, checked through XCTest (for suites that still use it): the legal
/// one passes, the illegal one breaks exactly the rule its header names.
final class ExamplesXCTests: XCTestCase {
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples").standardized

    func testLegalExamplePasses() throws {
        let report = try TraceChecker(spec: UIKitSpec.compiled).check(fileAt: examples.appendingPathComponent("launch-navigation.trace").path)
        XCTAssertEqual(report.violations.map(\.rule.id), [])
        XCTAssertEqual(report.eventCount, 43)
    }

    func testIllegalExampleIsCaught() throws {
        let report = try TraceChecker(spec: UIKitSpec.compiled).check(fileAt: examples.appendingPathComponent("container-missing-disappear.trace").path)
        XCTAssertEqual(report.violations.map(\.rule.id), ["HIER-2"])
        XCTAssertEqual(report.violations.first?.entry?.position, 28)
    }
}
