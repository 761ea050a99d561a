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
    recordIssues(report, spec: spec, recordedBy: nil, sourceLocation: sourceLocation)
    return report.violations
}

/// Records one issue per violation of `report`; the first says so when the trace breaks no
/// rule checked against only the callbacks it has (``CheckReport``'s `legalAsRecorded`):
/// recorded by `recorder` (or written by hand, `nil`), it likely leaves callbacks out.
private func recordIssues(_ report: CheckReport, spec: CompiledSpec, recordedBy recorder: LifecycleRecorder?,
                          sourceLocation: SourceLocation) {
    let renderer = ViolationRenderer(vocabulary: spec.vocabulary, symbols: report.symbols)
    for (index, violation) in report.violations.enumerated() {
        var text = renderer.text(violation)
        if index == 0, let present = report.legalAsRecorded {
            let has = present.joined(separator: ", ")
            text += recorder == nil
                ? "\n\nChecked against only the callbacks the trace has (\(has)), it breaks no rule: a trace is held to every callback, so if others happened in between (such as viewDidLoad before a controller appears), write them too."
                : "\n\nChecked against only the callbacks that were recorded (\(has)), the run breaks no rule: a recording is held to every callback, so if the controllers don't record the others, record them too, one line in each override before super (such as recorder?.viewDidLoad(self))."
        }
        Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
    }
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

/// How ``expectLegal(_:strictness:spec:options:sourceLocation:)`` treats recorded events
/// that the test did not announce: callbacks the spec does not know, and controllers the
/// recorder was not told about (`LifecycleRecorder.register(_:as:)`).
public enum RecordingStrictness: Sendable {
    /// Exhaustive: an unknown callback is an issue (the recording must be all in the spec's
    /// vocabulary), and so is an event on, or naming, a controller not declared before it
    /// recorded (a leftover from another test, a child you did not expect).
    case strict
    /// Unknown callbacks (your own `viewSafeAreaInsetsDidChange`, say) are left out, and
    /// undeclared controllers are checked like declared ones.
    case lenient
}

/// Checks what `recorder` recorded and records a Swift Testing issue for every broken rule,
/// at the caller's source location; in strict mode also one for each unknown callback and
/// each controller that was not declared.
///
/// ```swift
/// let recorder = LifecycleRecorder()
/// let container = MyContainer(recorder: recorder)
/// recorder.register(container, as: "Container")
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
    let recorded = recorder.lines
    var lines = recorded
    func isUnknown(_ line: String) -> Bool {
        let fields = line.split(separator: " ", maxSplits: 2)
        return fields.count < 2 || spec.vocabulary.id(named: String(fields[1])) == nil
    }
    switch strictness {
    case .lenient:
        var misspelt = Set<String>()
        for line in lines where isUnknown(line) {
            let fields = line.split(separator: " ", maxSplits: 2)
            guard fields.count >= 2, let meant = spec.vocabulary.closestName(to: String(fields[1])),
                  misspelt.insert(String(fields[1])).inserted else { continue }
            Issue.record("""
                Recorded callback '\(fields[1])' ('\(line)') is not in the spec, and was left out; did you mean '\(meant)'? \
                A misspelt callback is missing from the check, and what follows it may break rules it did not break.
                """, sourceLocation: sourceLocation)
        }
        lines.removeAll(where: isUnknown)
    case .strict:
        if let index = lines.firstIndex(where: isUnknown) {
            let fields = lines[index].split(separator: " ", maxSplits: 2)
            let suggestion = fields.count < 2 ? nil : spec.vocabulary.closestName(to: String(fields[1]))
            let meant = suggestion.map { " Did you mean '\($0)'?" } ?? ""
            Issue.record("""
                Recorded event \(index + 1), '\(lines[index])', is not a callback the spec knows.\(meant) \
                Record only the spec's callbacks (the typed methods, such as recorder.viewWillAppear(self, animated:), \
                can't be misspelt), or check with strictness: .lenient to leave others out.
                """, sourceLocation: sourceLocation)
            return []
        }
        recordUndeclared(recorder, lines: recorded, sourceLocation: sourceLocation)
    }
    guard !lines.isEmpty else {
        let nothing = "The recorder recorded nothing: nothing was checked. Controllers take LifecycleRecorder.current "
            + "when they are made: make them inside context.bound { … } (HarnessContext), or give them this recorder."
        let nothingKnown = "The recorder recorded no callback the spec knows: nothing was checked."
        Issue.record(Comment(rawValue: strictness == .lenient && !recorded.isEmpty ? nothingKnown : nothing), sourceLocation: sourceLocation)
        return []
    }
    let report: CheckReport
    do {
        report = try TraceChecker(spec: spec, options: options).check(text: lines.map { $0 + "\n" }.joined())
    } catch {
        Issue.record("The recording is not in the plain trace format: \(error)", sourceLocation: sourceLocation)
        return []
    }
    recordIssues(report, spec: spec, recordedBy: recorder, sourceLocation: sourceLocation)
    return report.violations
}

/// Strict mode: one issue per controller that recorded, or was named, before it was declared.
private func recordUndeclared(_ recorder: LifecycleRecorder, lines: [String], sourceLocation: SourceLocation) {
    let undeclared = recorder.undeclaredNames
    var reported = Set<String>()
    let declared = recorder.declaredNames
    for (index, names) in undeclared.enumerated() where index < lines.count {
        for name in names where reported.insert(name).inserted {
            if declared.contains(name) {
                Issue.record("""
                    Recorded event \(index + 1), '\(lines[index])', involves "\(name)" before the test declared it: it was \
                    registered only after it recorded. To fix, call recorder.register(controller, as: "\(name)") right after \
                    creating it, before it records (a controller whose initializer records more than its init, such as a \
                    container's addChild, can't be declared in time: move that to viewDidLoad(), or check with strictness: .lenient).
                    """, sourceLocation: sourceLocation)
                continue
            }
            let how = declared.isEmpty
                ? "No controller was declared: strict checking needs the controllers under test."
                : "Declared: \(declared.joined(separator: ", "))."
            Issue.record("""
                Recorded event \(index + 1), '\(lines[index])', involves "\(name)", a controller the test did not declare. \
                \(how) To fix, call recorder.register(controller, as: "Name") for each controller under test before it \
                records, or check with strictness: .lenient to allow others.
                """, sourceLocation: sourceLocation)
        }
    }
}
