import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@_spi(Performance) import Lifecheck
import UIKitSpec

/// `lifecheck-bench check`: writes a large legal plain trace, then times `lifecheck check`
/// on it as a process (as a user runs it, start-up included) and in-process (the CLI's own
/// code path, without start-up) against `grep -c viewDidAppear` on the same file, in the
/// same run.
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

        // The lifecheck executable, to time `lifecheck check` as it is run: a process, start-up included.
        let executable = lifecheckExecutable()
        var grepTimes: [Double] = [], processTimes: [Double] = [], checkTimes: [Double] = []
        var parseTimes: [Double] = [], monitorTimes: [Double] = []
        var replayedShare = 0.0
        var grepCount = "", summary = ""
        var result = CommandResult(status: 0, standardOutput: "", standardError: "")
        for _ in 0..<repeats {
            // grep first: both then read the file from the page cache.
            // (Status 1: no line matched, a count of 0 all the same.)
            guard let grep = ChildProcess.run(["grep", "-c", "viewDidAppear", path]), (0...1).contains(grep.status) else {
                return CommandResult(status: 2, standardOutput: lines.joined(separator: "\n") + "\n", standardError: "bench: grep failed\n")
            }
            grepTimes.append(grep.seconds)
            grepCount = grep.output.trimmingCharacters(in: .whitespacesAndNewlines)
            if let executable {
                guard let check = ChildProcess.run([executable, "check", path]), check.status == 0 else {
                    return CommandResult(status: 1, standardOutput: lines.joined(separator: "\n") + "\n",
                                         standardError: "bench: '\(executable) check \(path)' did not find the trace legal\n")
                }
                processTimes.append(check.seconds)
            }
            let started = clock.now
            // What `lifecheck check FILE` runs, in this process.
            let report = try? TraceChecker(spec: UIKitSpec.compiled, options: CheckOptions(format: nil, dialect: UIKitSpec.dialect)).check(fileAt: path)
            checkTimes.append(seconds(clock.now - started))
            guard let report, report.violations.isEmpty else {
                result = CommandResult(status: 1, standardOutput: "", standardError: "bench: the trace is not legal in this process\n")
                break
            }
            summary = "\(path): \(report.eventCount) events, \(report.subjectCount) subjects, legal"
            guard let split = try? stages(path) else { break }
            parseTimes.append(split.parse)
            monitorTimes.append(split.monitor)
            replayedShare = split.replayed
        }
        let events = Int(summary.split(separator: ":").last?.split(separator: " ").first ?? "") ?? 0
        let bestGrep = grepTimes.min() ?? 0
        lines.append("check: \(summary.replacingOccurrences(of: path, with: "trace"))")
        if processTimes.isEmpty {
            lines.append("lifecheck check, as a process: not timed (no lifecheck executable: run swift build -c release --product lifecheck at the repository's root, or set LIFECHECK_EXECUTABLE)")
        } else {
            lines.append("lifecheck check, as a process: " + timing(processTimes, size: size, events: events))
        }
        lines.append("  in this process (no start-up): " + timing(checkTimes, size: size, events: events))
        if let bestParse = parseTimes.min(), let bestMonitor = monitorTimes.min() {
            lines.append("  the stages alone, CPU time on one thread: reading and parsing best \(format(bestParse)) s = \(rate(size, bestParse)) MB/s;"
                         + " monitoring best \(format(bestMonitor)) s = \(group(Int(Double(events) / max(bestMonitor, 1e-9)))) events/s"
                         + " (\(Int((replayedShare * 100).rounded()))% replayed from the memo)")
        }
        lines.append("grep -c viewDidAppear, as a process: best \(format(bestGrep)) s = \(rate(size, bestGrep)) MB/s (\(grepCount) lines)")
        if let bestProcess = processTimes.min() {
            lines.append("ratio check/grep throughput, both as processes: \(format(bestGrep / max(bestProcess, 1e-9)))  (above 1: faster than grep)")
        } else {
            lines.append("ratio check/grep throughput, check in this process: \(format(bestGrep / max(checkTimes.min() ?? 0, 1e-9)))  (above 1: faster than grep)")
        }
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

    /// The path of the `lifecheck` executable to time: `LIFECHECK_EXECUTABLE` if set, else
    /// one beside this executable, else the repository's release build
    /// (`swift build -c release --product lifecheck`); `nil` if there is none.
    static func lifecheckExecutable() -> String? {
        if let given = ProcessInfo.processInfo.environment["LIFECHECK_EXECUTABLE"] {
            return FileManager.default.isExecutableFile(atPath: given) ? given : nil
        }
        var candidates: [String] = []
        if let current = Bundle.main.executablePath {
            candidates.append(URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent("lifecheck").path)
        }
        // Benchmarks/Sources/lifecheck-bench/ → the repository's root.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/release/lifecheck").path)
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// "best B s = M MB/s, E events/s (median …; N runs)" for the run times `times`.
    private static func timing(_ times: [Double], size: Int, events: Int) -> String {
        let best = times.min() ?? 0, median = times.sorted()[times.count / 2]
        return "best \(format(best)) s = \(rate(size, best)) MB/s, \(group(Int(Double(events) / max(best, 1e-9)))) events/s"
            + " (median \(format(median)) s = \(rate(size, median)) MB/s; \(times.count) runs)"
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
