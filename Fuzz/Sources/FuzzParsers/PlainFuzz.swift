import Foundation
@_spi(Performance) import Lifecheck
import UIKitSpec

/// The plain trace parser under fuzzing. Invariants: the chunk parser's fast path and the
/// line parser agree (the same events on the same lines, the same names, or the same
/// error); reading the bytes from a file in small chunks gives the same as reading them
/// from memory; the monitor, in both event orders, takes whatever parses without trapping.
enum PlainFuzz {
    static let spec = UIKitSpec.compiled

    /// The outcome of parsing: events with their lines and the names, or the first error.
    struct Outcome: Equatable {
        var events: [Event] = []
        var lines: [Int] = []
        var names: [String] = []
        var error: TraceError?
    }

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let byLine = lineByLine(bytes)
        let byChunk = inMemory(bytes)
        check(byLine == byChunk, "the line parser and the chunk parser disagree: \(difference(byLine, byChunk))")
        let fromFile = throughFile(bytes, chunkSize: 1 + bytes.count % 13)
        check(fromFile == byChunk, "reading from a file disagrees with reading from memory: \(difference(fromFile, byChunk))")
        if byChunk.error == nil { monitor(byChunk) }
    }

    /// Every line through `parse(line:number:)`.
    static func lineByLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
        var parser = PlainTraceParser(vocabulary: spec.vocabulary)
        var outcome = Outcome()
        var start = 0, number = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 10) ?? bytes.count
            number += 1
            do {
                if let event = try parser.parse(line: UnsafeBufferPointer(rebasing: bytes[start..<end]), number: number) {
                    outcome.events.append(event)
                    outcome.lines.append(number)
                }
            } catch {
                outcome.error = error
                break
            }
            start = end + 1
        }
        outcome.names = names(parser.symbols)
        return outcome
    }

    /// The whole input as one chunk, through `parse(chunk:from:into:)` with small batches.
    static func inMemory(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
        var parser = PlainTraceParser(vocabulary: spec.vocabulary)
        var outcome = Outcome()
        LineChunk.withCopy(of: bytes) { chunk in
            var batch = EventBatch(capacity: 3)
            var offset = 0
            do throws(TraceError) {
                while offset < chunk.count {
                    offset = try parser.parse(chunk: chunk, from: offset, into: &batch)
                    outcome.events += batch.events
                    outcome.lines += batch.lines
                    batch.removeAll()
                }
            } catch {
                // The events before the error are in the batch too.
                outcome.events += batch.events
                outcome.lines += batch.lines
                outcome.error = error
            }
        }
        outcome.names = names(parser.symbols)
        return outcome
    }

    /// The input written to a file and read back by a `ChunkReader` with tiny reads.
    static func throughFile(_ bytes: UnsafeBufferPointer<UInt8>, chunkSize: Int) -> Outcome {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lifecheck-fuzz-\(getpid()).trace").path
        guard FileManager.default.createFile(atPath: path, contents: Data(buffer: bytes)) else {
            check(false, "cannot write \(path)")
            return Outcome()
        }
        defer { try? FileManager.default.removeItem(atPath: path) }
        var parser = PlainTraceParser(vocabulary: spec.vocabulary)
        var outcome = Outcome()
        var batch = EventBatch(capacity: 5)
        do {
            try ChunkReader(chunkSize: chunkSize).forEachChunk(inFileAt: path) { (chunk) throws(TraceError) -> Int in
                let before = parser.linesRead
                var offset = 0
                while offset < chunk.count {
                    offset = try parser.parse(chunk: chunk, from: offset, into: &batch)
                    outcome.events += batch.events
                    outcome.lines += batch.lines
                    batch.removeAll()
                }
                return parser.linesRead - before
            }
        } catch {
            var error = error
            error.file = nil
            outcome.events += batch.events
            outcome.lines += batch.lines
            outcome.error = error
        }
        outcome.names = names(parser.symbols)
        return outcome
    }

    /// The parsed events through the monitor, in entry order and through the exit-order reorderer.
    static func monitor(_ outcome: Outcome) {
        var monitor = Monitor(spec: spec)
        var violations: [Violation] = []
        for (event, line) in zip(outcome.events, outcome.lines) { monitor.check(event, at: line, into: &violations) }
        violations += monitor.finish()
        var reordered = Monitor(spec: spec)
        var reorderer = ExitOrderReorderer(spec: spec, limit: 4)
        var count = 0
        for (event, line) in zip(outcome.events, outcome.lines) {
            for entry in reorderer.push(TraceEntry(position: line, event: event)) {
                reordered.check(entry.event, at: entry.position, into: &violations)
                count += 1
            }
        }
        for entry in reorderer.finish() {
            reordered.check(entry.event, at: entry.position, into: &violations)
            count += 1
        }
        check(count == outcome.events.count, "the reorderer lost or made up events: \(count) of \(outcome.events.count)")
        // Rendering every violation exercises the explanations too.
        var symbols = SymbolTable()
        for name in outcome.names { symbols.intern(name) }
        let renderer = ViolationRenderer(vocabulary: spec.vocabulary, symbols: symbols)
        for violation in violations { _ = renderer.text(violation) }
    }

    /// Where two outcomes first differ, briefly.
    static func difference(_ a: Outcome, _ b: Outcome) -> String {
        if let index = (0..<min(a.events.count, b.events.count)).first(where: { a.events[$0] != b.events[$0] || a.lines[$0] != b.lines[$0] }) {
            return "event \(index): \(a.events[index]) on line \(a.lines[index]) against \(b.events[index]) on line \(b.lines[index])"
        }
        if a.events.count != b.events.count { return "\(a.events.count) events against \(b.events.count)" }
        if a.names != b.names { return "names \(a.names) against \(b.names)" }
        return "error \(a.error.map(String.init(describing:)) ?? "none") against \(b.error.map(String.init(describing:)) ?? "none")"
    }

    static func names(_ symbols: SymbolTable) -> [String] {
        (0..<symbols.count).map { symbols.name(of: Symbol(UInt32($0))) }
    }
}
