import Foundation
@_spi(Performance) @testable import Lifecheck
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

/// Two parsers of one trace number names alike: the monitoring thread's in the merged table
/// itself, the reader once it adopts the merged numbering
/// (``PlainTraceParser/adopt(_:renumbering:)``); then their batches need no rewriting.
@Suite("Merged numbering")
struct MergedNumberingTests {
    /// The events of `text`, parsed by `parser` into one batch.
    func batch(_ text: String, _ parser: inout PlainTraceParser) throws -> EventBatch {
        var batch = EventBatch()
        try LineChunk.withCopy(of: text.utf8) { (chunk) throws(TraceError) in
            var offset = 0
            while offset < chunk.count { offset = try parser.parse(chunk: chunk, from: offset, into: &batch) }
        }
        return batch
    }

    /// Each event's subject's name, in the merged table.
    func subjects(_ batch: EventBatch, _ merger: NameMerger) -> [String] {
        batch.events.map { merger.symbols.name(of: $0.subject) }
    }

    @Test("The reader's batches are renumbered into the merged table until it adopts it; the monitoring thread's parser numbers in it directly")
    func adoption() throws {
        let vocabulary = UIKitSpec.compiled.vocabulary
        var reader = PlainTraceParser(vocabulary: vocabulary), own = PlainTraceParser(vocabulary: vocabulary)
        var merger = NameMerger(vocabulary: vocabulary)
        var first = try batch("A init\nNav init\nNav addChild child=A\n", &reader)
        merger.merge(readerBatch: &first)
        // The monitoring thread's parser meets C before the reader, in the merged table itself.
        merger.exchangeSymbols(with: &own)
        let second = try batch("C init\nA loadView\n", &own)
        merger.exchangeSymbols(with: &own)
        merger.merge(ownBatch: second)
        #expect(second.events.map(\.subject.rawValue) == [2, 0])
        #expect(subjects(second, merger) == ["C", "A"])
        #expect(own.symbols.count == 0 && merger.symbols.count == 3, "the table went back to the merger, with C")
        #expect(merger.readerRenumbering() == nil, "the reader has not met a name the merged table numbers otherwise")

        // The reader meets a name after the offer was made: it keeps it, after the merged names.
        var third = try batch("E init\nC loadView\nNav addChild child=C\n", &reader)
        let readerOffer = (symbols: merger.symbols, renumbering: (0..<UInt32(merger.symbols.count)).map { $0 })
        merger.merge(readerBatch: &third)
        #expect(subjects(third, merger) == ["E", "C", "Nav"])
        #expect(merger.readerRenumbering() != nil, "the reader numbered C and E the other way round")

        // The reader adopts an offer made before it met E (its third batch was merged since,
        // and nothing else: the checker's reader adopts only while it left no chunk since).
        reader.adopt(readerOffer.symbols, renumbering: Array(readerOffer.renumbering.prefix(2)))
        merger.readerAdopted(count: reader.symbols.count)
        #expect(merger.readerRenumbering() == nil)
        var fourth = try batch("E loadView\nA viewWillAppear animated=false\nNav addChild child=C\n", &reader)
        let raw = fourth.events.map(\.subject)
        merger.merge(readerBatch: &fourth)
        #expect(fourth.events.map(\.subject) == raw, "no rewriting once adopted")
        #expect(subjects(fourth, merger) == ["E", "A", "Nav"])
        // (A line read before the adoption, now in the new numbering: not from the old tail cache.)
        #expect(fourth.events.last.map { merger.symbols.name(of: Symbol(UInt32($0.rawArgument(0)))) } == "C")
        #expect(reader.subjectCount == 4, "A, Nav, E and C: counted once each across the adoption")

        // The monitoring thread's parser again: it knows E, which only the reader met, and
        // numbers F after every name merged so far.
        merger.exchangeSymbols(with: &own)
        let fifth = try batch("A viewDidLoad\nF init\nNav addChild child=E\n", &own)
        merger.exchangeSymbols(with: &own)
        merger.merge(ownBatch: fifth)
        #expect(fifth.events.map(\.subject.rawValue) == [0, 4, 1])
        #expect(fifth.events.last.map { merger.symbols.name(of: Symbol(UInt32($0.rawArgument(0)))) } == "E")
        #expect(merger.subjectCount == 5, "A, Nav, C, E and F")
    }

    @Test("Checking with batches of a few events, the reader adopting the merged numbering between them, gives the same report")
    func smallBatches() throws {
        // 60 controllers appear early, then cycle through appearances: names settle, numberings merge.
        var lines: [String] = []
        for index in 0..<60 { lines += ["C\(index) init", "C\(index) loadView", "C\(index) viewDidLoad"] }
        for round in 0..<40 {
            for index in stride(from: round % 3, to: 60, by: 3) {
                lines += ["C\(index) viewWillAppear animated=true", "C\(index) viewDidAppear animated=true",
                          "C\(index) viewWillDisappear animated=true", "C\(index) viewDidDisappear animated=true"]
            }
        }
        lines.insert("C7 viewDidAppear animated=true", at: lines.count - 50)      // one violation, late
        let text = lines.joined(separator: "\n") + "\n"
        let reference = PipelineTests.Summary(try TraceChecker(spec: UIKitSpec.compiled).check(text: text))
        #expect(reference.violations.count == 1)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lifecheck-numbering-\(UUID()).trace")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        for sharing in [ChunkSharing.alternately, .whenIdle] {
            for chunkSize in [256, 2048] {
                for capacity in [3, 40] {
                    var checker = TraceChecker(spec: UIKitSpec.compiled)
                    checker.sharing = sharing
                    checker.batchCapacity = capacity
                    let report = try checker.check(fileAt: file.path, reader: ChunkReader(chunkSize: chunkSize), concurrently: true)
                    #expect(PipelineTests.Summary(report) == reference, "\(sharing), chunks of \(chunkSize) bytes, batches of \(capacity)")
                }
            }
        }
    }
}
