import Foundation
@testable import Lifecheck
import Testing
import UIKitSpec

/// The checker's pipeline (a reader, a parser on its own thread, batches, the monitor)
/// reports exactly what checking the text in one piece reports: the same violations in
/// the same order at the same lines, whatever the read size and the threading.
@Suite("Pipeline")
struct PipelineTests {
    /// A report's violations and counts, comparable.
    struct Summary: Equatable {
        var violations: [Violation]
        var lines: Int, events: Int, subjects: Int
        var names: [String]

        init(_ report: CheckReport) {
            violations = report.violations
            lines = report.lineCount
            events = report.eventCount
            subjects = report.subjectCount
            names = (0..<report.symbols.count).map { report.symbols.name(of: Symbol(UInt32($0))) }
        }
    }

    /// Checks `text` in memory and from a file with several readers, concurrently (the
    /// monitoring thread parsing no chunk, every other one, or when it would wait) and not.
    func expectSameReports(_ text: String, options: CheckOptions, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let checker = TraceChecker(spec: UIKitSpec.compiled, options: options)
        let reference = Summary(try checker.check(text: text))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lifecheck-pipeline-\(UUID()).trace")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let paths: [(concurrently: Bool, sharing: ChunkSharing)] = [(false, .never), (true, .never), (true, .alternately), (true, .whenIdle)]
        for chunkSize in [1, 13, 4096, 1 << 20] {
            for path in paths {
                var sharing = checker
                sharing.sharing = path.sharing
                let report = try sharing.check(fileAt: file.path, reader: ChunkReader(chunkSize: chunkSize), concurrently: path.concurrently)
                #expect(Summary(report) == reference, "chunk size \(chunkSize), \(path)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test("Every fixture gives the same report through every path", arguments: Fixture.all(in: "legal") + Fixture.all(in: "illegal"))
    func fixtures(fixture: Fixture) throws {
        try expectSameReports(fixture.text, options: fixture.options)
    }

    @Test("The first input error is reported, whichever thread parsed its line", arguments: [(2, 3), (4, 7), (3, 6), (5, 6)])
    func firstErrorWins(errors: (Int, Int)) throws {
        // One line per chunk (a read size of 1): with `alternately`, the reading thread parses
        // the odd lines and the monitoring thread the even ones.
        var lines = (1...10).map { "Nav\($0) loadView" }
        lines[errors.0 - 1] = "Nav bogus"
        lines[errors.1 - 1] = "Nav viewDidLoad extra=1"
        let text = lines.joined(separator: "\n") + "\n"
        let checker = TraceChecker(spec: UIKitSpec.compiled)
        var expected: TraceError?
        do { _ = try checker.check(text: text) } catch { expected = error }
        #expect(expected?.line == errors.0)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lifecheck-pipeline-\(UUID()).trace")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        for sharing in [ChunkSharing.never, .alternately, .whenIdle] {
            var sharer = checker
            sharer.sharing = sharing
            var thrown: TraceError?
            do { _ = try sharer.check(fileAt: file.path, reader: ChunkReader(chunkSize: 1), concurrently: true) } catch { thrown = error }
            #expect(thrown?.line == expected?.line && thrown?.message == expected?.message, "\(sharing): \(String(describing: thrown))")
        }
    }

    @Test("Many batches of events with violations spread through them give the same report", arguments: [EventOrder.entry, .exit])
    func manyBatches(order: EventOrder) throws {
        // An illegal fixture repeated with fresh names: 69,000 events, over 4 batches,
        // with violations in every batch.
        let fixture = try #require(Fixture.all(in: "illegal").first { $0.name.hasSuffix("appear-did-twice.trace") }
                                   ?? Fixture.all(in: "illegal").first)
        var text = ""
        var copies = 0
        while text.utf8.count < 3_600_000 {
            copies += 1
            for line in fixture.text.split(separator: "\n", omittingEmptySubsequences: false) {
                let fields = line.split(separator: " ", omittingEmptySubsequences: true)
                guard let subject = fields.first, !subject.hasPrefix("#") else { text += line + "\n"; continue }
                // Rename every name (subjects and name values) per copy.
                let renamed = fields.enumerated().map { index, field -> String in
                    if index == 0 { return "\(field)_\(copies)" }
                    if index > 1, let equals = field.firstIndex(of: "="),
                       field[field.index(after: equals)...].first?.isUppercase == true {
                        return "\(field)_\(copies)"
                    }
                    return String(field)
                }
                text += renamed.joined(separator: " ") + "\n"
            }
        }
        let report = try TraceChecker(spec: UIKitSpec.compiled, options: CheckOptions(order: order)).check(text: text)
        #expect(report.eventCount > 4 * 16_384)
        #expect(report.violations.count >= copies)
        try expectSameReports(text, options: CheckOptions(order: order))
    }
}

/// A legal trace is read once, without the monitor's history; a trace with violations is
/// read again with it, for their context.
@Suite("Context on violation")
struct ContextOnViolationTests {
    @Test("The first run keeps no history; a violation brings a second run with it, and its context")
    func secondRunForContext() throws {
        let checker = TraceChecker(spec: UIKitSpec.compiled)
        let illegal = "Home viewDidLoad\nHome viewWillAppear\nHome viewDidAppear\nHome viewDidAppear\n"
        var depths: [Int] = []
        let report = try TraceChecker.withContextOnViolation { (depth) throws(TraceError) -> CheckReport in
            depths.append(depth)
            return try checker.check(text: illegal)
        }
        #expect(depths == [0, Monitor.defaultHistoryDepth])
        #expect(report.violations.map(\.rule.id) == ["APPEAR-2"])
        // The context: the subject's events before the one that broke the rule.
        #expect(report.violations.first?.context.map(\.position) == [1, 2, 3])

        depths = []
        let legal = try TraceChecker.withContextOnViolation { (depth) throws(TraceError) -> CheckReport in
            depths.append(depth)
            return try checker.check(text: "Home viewDidLoad\nHome viewWillAppear\nHome viewDidAppear\n")
        }
        #expect(depths == [0])
        #expect(legal.violations.isEmpty)
    }

    @Test("If the second run fails (the file changed), the first report stands")
    func firstReportStands() throws {
        let checker = TraceChecker(spec: UIKitSpec.compiled)
        let first = try checker.check(text: "Home viewDidLoad\nHome viewDidAppear\n")
        #expect(!first.violations.isEmpty)
        let report = try TraceChecker.withContextOnViolation { (depth) throws(TraceError) -> CheckReport in
            if depth > 0 { throw TraceError(file: "t", line: 1, column: 0, "gone") }
            return first
        }
        #expect(report.violations.map(\.rule.id) == first.violations.map(\.rule.id))
    }
}
