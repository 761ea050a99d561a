import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Lifecheck
import UIKitSpec

/// `lifecheck bench check`: writes a large legal plain trace, then times `lifecheck check`
/// on it in-process (the CLI's own code path) against `grep -c viewDidAppear` on the same
/// file, in the same run.
enum CheckBench {
    static func run(megabytes: Int, controllers: Int, repeats: Int, seed: UInt64, trace: String?, keep: Bool) -> CommandResult {
        var lines: [String] = []
        let path: String
        let clock = ContinuousClock()
        if let trace {
            path = trace
        } else {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("lifecheck-bench-\(ProcessInfo.processInfo.processIdentifier).trace").path
            var writer = LegalLogWriter()
            writer.seed = seed
            writer.controllers = controllers
            do {
                let started = clock.now
                let written = try writer.write(bytes: megabytes << 20, to: path)
                lines.append("check: wrote \(path): \(mb(written.bytes)) MB, \(group(written.lines)) lines, \(group(written.events)) events, "
                             + "\(writer.navigations) navigation controllers, \(writer.controllers) controllers (seed \(seed), \(format(seconds(clock.now - started))) s)")
            } catch {
                return CommandResult(status: 2, standardOutput: "", standardError: "bench: cannot write \(path): \(error)\n")
            }
        }
        defer { if trace == nil, !keep { try? FileManager.default.removeItem(atPath: path) } }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        if keep, trace == nil { lines.append("check: kept \(path)") }

        var grepTimes: [Double] = [], checkTimes: [Double] = [], parseTimes: [Double] = [], monitorTimes: [Double] = []
        var replayedShare = 0.0
        var grepCount = "", summary = ""
        var result = CommandResult(status: 0, standardOutput: "", standardError: "")
        for _ in 0..<repeats {
            // grep first: both then read the file from the page cache.
            let grepStarted = clock.now
            guard let count = grep("viewDidAppear", path) else {
                return CommandResult(status: 2, standardOutput: lines.joined(separator: "\n") + "\n", standardError: "bench: grep failed\n")
            }
            grepTimes.append(seconds(clock.now - grepStarted))
            grepCount = count
            let started = clock.now
            result = CheckCommand.run([path])
            checkTimes.append(seconds(clock.now - started))
            summary = result.standardOutput.split(separator: "\n").last.map(String.init) ?? ""
            guard result.status == 0 else { break }
            guard let split = try? stages(path) else { break }
            parseTimes.append(split.parse)
            monitorTimes.append(split.monitor)
            replayedShare = split.replayed
        }
        let events = Int(summary.split(separator: ":").last?.split(separator: " ").first ?? "") ?? 0
        let bestCheck = checkTimes.min() ?? 0, bestGrep = grepTimes.min() ?? 0
        let medianCheck = checkTimes.sorted()[checkTimes.count / 2]
        lines.append("check: \(summary.replacingOccurrences(of: path, with: "trace"))")
        lines.append("lifecheck check: best \(format(bestCheck)) s = \(rate(size, bestCheck)) MB/s, \(group(Int(Double(events) / max(bestCheck, 1e-9)))) events/s"
                     + " (median \(format(medianCheck)) s = \(rate(size, medianCheck)) MB/s; \(checkTimes.count) runs)")
        if let bestParse = parseTimes.min(), let bestMonitor = monitorTimes.min() {
            lines.append("  the stages alone, CPU time on one thread: reading and parsing best \(format(bestParse)) s = \(rate(size, bestParse)) MB/s;"
                         + " monitoring best \(format(bestMonitor)) s = \(group(Int(Double(events) / max(bestMonitor, 1e-9)))) events/s"
                         + " (\(Int((replayedShare * 100).rounded()))% replayed from the memo)")
        }
        lines.append("grep -c viewDidAppear: best \(format(bestGrep)) s = \(rate(size, bestGrep)) MB/s (\(grepCount) lines)")
        lines.append("ratio check/grep throughput: \(format(bestGrep / max(bestCheck, 1e-9)))  (above 1: faster than grep)")
        lines.append("peak resident memory of this process: \(ProcessUsage.peakMegabytes()) MB")
        guard result.status == 0 else {
            return CommandResult(status: 1, standardOutput: lines.joined(separator: "\n") + "\n",
                                 standardError: "bench: the trace should be legal:\n" + result.standardOutput + result.standardError)
        }
        return .success(lines.joined(separator: "\n") + "\n")
    }

    /// This thread's CPU time in seconds: the stages' timings hold when other processes share the cores.
    private static func threadSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Reads, parses and monitors the trace at `path` on this thread, timing the monitor's
    /// share apart: how much CPU time each stage of the pipeline takes alone, and the
    /// share of events the monitor replayed from its memo.
    private static func stages(_ path: String) throws(TraceError) -> (parse: Double, monitor: Double, replayed: Double) {
        var parser = PlainTraceParser(vocabulary: UIKitSpec.compiled.vocabulary)
        // As the checker monitors a legal trace: without the history kept for violations' context.
        var monitor = Monitor(spec: UIKitSpec.compiled, historyDepth: 0)
        var violations: [Violation] = []
        var batch = EventBatch()
        var monitoring = 0.0
        func monitorBatch() {
            let started = threadSeconds()
            batch.withEvents { events, lines in
                _ = monitor.check(events, at: lines, into: &violations)
            }
            monitoring += threadSeconds() - started
            batch.removeAll()
        }
        let started = threadSeconds()
        try ChunkReader().forEachChunk(inFileAt: path) { (chunk) throws(TraceError) -> Int in
            let before = parser.linesRead
            var offset = 0
            while offset < chunk.count {
                offset = try parser.parse(chunk: chunk, from: offset, into: &batch)
                if batch.isFull { monitorBatch() }
            }
            return parser.linesRead - before
        }
        monitorBatch()
        let total = threadSeconds() - started
        return (total - monitoring, monitoring, Double(monitor.memoHits) / Double(max(monitor.eventCount, 1)))
    }

    /// `grep -c pattern path`'s output, or `nil` if grep could not run.
    private static func grep(_ pattern: String, _ path: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["grep", "-c", pattern, path]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return nil }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // Status 1: no line matched (a count of 0 all the same).
        guard process.terminationStatus <= 1 else { return nil }
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private static func format(_ value: Double) -> String { "\((value * 1000).rounded() / 1000)" }

    private static func mb(_ bytes: Int) -> String { "\((Double(bytes) / 1_048_576 * 10).rounded() / 10)" }

    private static func rate(_ bytes: Int, _ seconds: Double) -> String { "\(Int((Double(bytes) / 1_048_576 / max(seconds, 1e-9)).rounded()))" }

    private static func group(_ value: Int) -> String {
        var digits = String(value), grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return digits + grouped
    }
}
