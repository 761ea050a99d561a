import Foundation
import Lifecheck
import Testing
import UIKitSpec

/// Pastes that begin part-way through the run: a controller whose first event breaks a rule
/// about its own state began before the log, unless the log shows it begin; the other
/// controllers stay held to the start.
@Suite("Late starts")
struct LateStartTests {
    /// Checks `text` as `lifecheck check` does: format detected, recorded callbacks inferred,
    /// late starts read unless `fromStart`.
    static func check(_ text: String, fromStart: Bool = false, format: LogFormat? = nil) throws -> CheckReport {
        var options = CheckOptions(format: format, dialect: UIKitSpec.dialect)
        options.infersRecorded = true
        options.readsLateStarts = !fromStart
        return try TraceChecker(spec: UIKitSpec.compiled, options: options).check(text: text)
    }

    static func rules(_ report: CheckReport) -> [String] { report.violations.map(\.rule.id) }

    /// A push and a pop pasted from the push's first callback: A was on screen before the
    /// paste began (A prints its appearance too, at the pop, so it is held to it).
    static let pushPastedMidRun = """
        <App.A: 0x1> viewWillDisappear(_:)
        <App.B: 0x2> viewDidLoad()
        <App.B: 0x2> viewWillAppear(_:)
        <App.A: 0x1> viewDidDisappear(_:)
        <App.B: 0x2> viewDidAppear(_:)
        <App.B: 0x2> viewWillDisappear(_:)
        <App.A: 0x1> viewWillAppear(_:)
        <App.B: 0x2> viewDidDisappear(_:)
        <App.A: 0x1> viewDidAppear(_:)
        """

    @Test("A controller whose first event is a disappearance began before the paste; the report says so")
    func disappearanceFirst() throws {
        let report = try Self.check(Self.pushPastedMidRun)
        #expect(report.violations.isEmpty)
        #expect(report.readsLateStarts)
        #expect(report.lateStarts == [LateStart(controller: "A@0x1", line: 1, event: "viewWillDisappear", rule: "APPEAR-3")])
        // Held to the start, the same paste breaks APPEAR-3 at A's first line.
        let fromStart = try Self.check(Self.pushPastedMidRun, fromStart: true)
        #expect(Self.rules(fromStart).contains("APPEAR-3"))
        #expect(fromStart.lateStarts.isEmpty && !fromStart.readsLateStarts)
    }

    @Test("A controller whose log shows it begin (its view loading) did not begin before the log")
    func beginningInTheLog() throws {
        let text = """
            <App.A: 0x1> viewWillAppear(_:)
            <App.A: 0x1> viewDidLoad()
            <App.A: 0x1> viewDidAppear(_:)
            <App.B: 0x2> viewDidLoad()
            """
        let report = try Self.check(text)
        #expect(report.lateStarts.isEmpty)
        #expect(Self.rules(report).contains("LOAD-5"))
    }

    @Test("Another controller's bug is still caught from the start, beside a late start", arguments: [
        // B appears without viewWillAppear after its view loaded (from any state it would be
        // legal), then leaves and comes back as it should.
        ("<App.B: 0x2> viewDidAppear(_:)\n<App.B: 0x2> viewWillDisappear(_:)\n<App.B: 0x2> viewDidDisappear(_:)\n"
         + "<App.B: 0x2> viewWillAppear(_:)\n<App.B: 0x2> viewDidAppear(_:)", "APPEAR-2", true),
        // B appears twice: A began before the log, B is held to the start.
        ("<App.B: 0x2> viewWillAppear(_:)\n<App.B: 0x2> viewDidAppear(_:)\n<App.B: 0x2> viewDidAppear(_:)", "APPEAR-2", true),
    ])
    func otherControllersStayHeld(tail: String, rule: String, aBeganBefore: Bool) throws {
        let log = Self.pushPastedMidRun + "\n" + """
            <App.C: 0x3> viewDidLoad()
            \(tail.replacingOccurrences(of: "App.B: 0x2", with: "App.C: 0x3"))
            """
        let report = try Self.check(log)
        #expect(report.lateStarts.map(\.controller) == (aBeganBefore ? ["A@0x1"] : []))
        #expect(report.violations.count == 1)
        let violation = try #require(report.violations.first)
        #expect(violation.rule.id == rule)
        #expect(report.symbols.name(of: violation.subject) == "C@0x3")
    }

    @Test("A late start's own later bug is still caught")
    func lateControllerBugLater() throws {
        let report = try Self.check(Self.pushPastedMidRun + "\n<App.A: 0x1> viewDidAppear(_:)")
        #expect(report.lateStarts.map(\.controller) == ["A@0x1"])
        #expect(Self.rules(report) == ["APPEAR-2"])
        #expect(report.violations.first?.entry?.position == 10)
    }

    @Test("Lines detected as plain are also what people print: a paste of them may start late, unless the format is given")
    func detectedPlainLinesStartLate() throws {
        // wangling.me, a page turn in a UIPageViewController: the printer's lines are plain.
        let text = "New viewWillAppear\nCurrent viewWillDisappear\nCurrent viewDidDisappear\nNew viewDidAppear\n"
        let report = try Self.check(text)
        #expect(report.violations.isEmpty)
        #expect(report.plainWasDetected && report.format == .plain)
        #expect(report.lateStarts.map(\.controller) == ["New", "Current"])
        // Their first events come before any viewDidLoad: LOAD-5 is the first rule each breaks.
        #expect(report.lateStarts.map(\.rule) == ["LOAD-5", "LOAD-5"])
        // Given as plain (a recorder's trace), it is held to the start.
        #expect(!(try Self.check(text, format: .plain)).violations.isEmpty)
        // A printed controller that shows its view load is held to the start.
        let loaded = try Self.check("Home viewWillAppear\nHome viewDidLoad\nHome viewDidAppear\n")
        #expect(loaded.lateStarts.isEmpty && loaded.violations.map(\.rule.id).contains("LOAD-5"))
    }

    @Test("A plain trace is held to the start")
    func plainTraceHeldToStart() throws {
        let report = try Self.check("A viewWillDisappear animated=true\nA viewDidDisappear animated=true\n", format: .plain)
        #expect(report.lateStarts.isEmpty && !report.readsLateStarts)
        #expect(!report.violations.isEmpty)
    }

    @Test("A file that declares its format is read as that format, held to the start as a recorder's trace, from a file or standard input's text")
    func declaredFormatHoldsToStart() throws {
        let text = "New viewWillAppear\nCurrent viewWillDisappear\nCurrent viewDidDisappear\nNew viewDidAppear\n"
        let declared = "# a recording\n# lifecheck: format=plain\n" + text
        let report = try Self.check(declared)
        #expect(report.format == .plain && !report.plainWasDetected)
        #expect(report.lateStarts.isEmpty && !report.readsLateStarts)
        #expect(Self.rules(report).contains("LOAD-5"))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("declared-\(UUID().uuidString).trace").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try declared.write(toFile: path, atomically: true, encoding: .utf8)
        var options = CheckOptions(format: nil, dialect: UIKitSpec.dialect)
        options.infersRecorded = true
        options.readsLateStarts = true
        let fromFile = try TraceChecker(spec: UIKitSpec.compiled, options: options).check(fileAt: path)
        #expect(Self.rules(fromFile) == Self.rules(report) && fromFile.lateStarts.isEmpty)
        // The format given wins over the one declared.
        #expect(try Self.check(declared, format: .console).format == .console)
    }

    @Test("A declared format that is none of the formats is an input error at its line")
    func unknownDeclaredFormat() throws {
        let error = try #require(throws: TraceError.self) { try Self.check("Home viewDidLoad\n#  lifecheck: format=plane\n") }
        #expect(error.line == 2 && error.column == 22)
        #expect(error.message == "unknown format 'plane' declared: expected plain, jsonl, console, unified")
    }
}
