public import Lifecheck
public import Testing
import UIKitSpec

/// Checks `trace` (plain trace format) against `spec` and records a Swift Testing issue for
/// every broken rule, at the caller's source location, with the full three-part message.
///
/// ```swift
/// @Test func pushIsLegal() {
///     expectLegal("""
///         Detail viewDidLoad
///         Detail viewWillAppear
///         Detail viewDidAppear
///         """)
/// }
/// ```
///
/// - Returns: The violations, so a test can assert on them further.
@discardableResult
public func expectLegal(
    _ trace: String,
    spec: CompiledSpec = UIKitSpec.compiled,
    options: CheckOptions = CheckOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
) -> [Violation] {
    let report: CheckReport
    do {
        report = try TraceChecker(spec: spec, options: options).check(text: trace)
    } catch {
        Issue.record("The trace is not in the plain trace format: \(error)", sourceLocation: sourceLocation)
        return []
    }
    let renderer = ViolationRenderer(vocabulary: spec.vocabulary, symbols: report.symbols)
    for violation in report.violations {
        Issue.record(Comment(rawValue: renderer.text(violation)), sourceLocation: sourceLocation)
    }
    return report.violations
}

/// Checks `trace` and records an issue unless it breaks exactly the rules `expected`
/// (in order, by ID); for tests of code that must be caught.
public func expectViolations(
    _ expected: [String],
    in trace: String,
    spec: CompiledSpec = UIKitSpec.compiled,
    options: CheckOptions = CheckOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
) {
    do {
        let report = try TraceChecker(spec: spec, options: options).check(text: trace)
        let found = report.violations.map(\.rule.id)
        if found != expected {
            let renderer = ViolationRenderer(vocabulary: spec.vocabulary, symbols: report.symbols)
            let shown = report.violations.map(renderer.text).joined(separator: "\n\n")
            Issue.record("Expected violations \(expected), found \(found).\n\n\(shown)", sourceLocation: sourceLocation)
        }
    } catch {
        Issue.record("The trace is not in the plain trace format: \(error)", sourceLocation: sourceLocation)
    }
}
