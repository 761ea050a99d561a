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

/// How ``expectLegal(_:strictness:spec:options:sourceLocation:)`` treats recorded callbacks
/// that the spec does not know.
public enum RecordingStrictness: Sendable {
    /// An unknown callback is an issue: the recording must be all in the spec's vocabulary.
    case strict
    /// Unknown callbacks (your own `viewSafeAreaInsetsDidChange`, say) are left out.
    case lenient
}

/// Checks what `recorder` recorded and records a Swift Testing issue for every broken rule,
/// at the caller's source location.
///
/// ```swift
/// let recorder = LifecycleRecorder()
/// let container = MyContainer(recorder: recorder)
/// container.show(child)
/// expectLegal(recorder)
/// ```
@discardableResult
public func expectLegal(
    _ recorder: LifecycleRecorder,
    strictness: RecordingStrictness = .strict,
    spec: CompiledSpec = UIKitSpec.compiled,
    options: CheckOptions = CheckOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
) -> [Violation] {
    var lines = recorder.lines
    func isUnknown(_ line: String) -> Bool {
        let fields = line.split(separator: " ", maxSplits: 2)
        return fields.count < 2 || spec.vocabulary.id(named: String(fields[1])) == nil
    }
    switch strictness {
    case .lenient:
        lines.removeAll(where: isUnknown)
    case .strict:
        if let index = lines.firstIndex(where: isUnknown) {
            Issue.record("""
                Recorded event \(index + 1), '\(lines[index])', is not a callback the spec knows. \
                Record only the spec's callbacks, or check with strictness: .lenient to leave others out.
                """, sourceLocation: sourceLocation)
            return []
        }
    }
    guard !lines.isEmpty else {
        Issue.record(strictness == .lenient && !recorder.lines.isEmpty
                     ? "The recorder recorded no callback the spec knows: nothing was checked."
                     : "The recorder recorded nothing: nothing was checked.", sourceLocation: sourceLocation)
        return []
    }
    return expectLegal(lines.map { $0 + "\n" }.joined(), spec: spec, options: options, sourceLocation: sourceLocation)
}
