import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `lifecheck-bench logs`: writes a large legal console log (``ConsoleLogWriter``), or takes
/// one, and times `lifecheck check` on it as a process, in the two ways it is run: one pass
/// against every callback (`--format console --recorded all`), and the default (the format
/// detected, the recorded callbacks inferred by a first pass, then the check); then the
/// default on the same log as a unified log (``UnifiedLogWriter``: `log show`'s columns
/// instead of `NSLog`'s prefix). Prints the user CPU time (the host may be shared) and the
/// wall time, as MB/s, the runs interleaved.
enum LogBench {
    static func run(megabytes: Int, controllers: Int, repeats: Int, seed: UInt64, log: String?, keep: Bool) -> CommandResult {
        var lines: [String] = []
        let path: String
        if let log {
            path = log
        } else {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("lifecheck-bench-\(ProcessInfo.processInfo.processIdentifier).log").path
            var writer = ConsoleLogWriter()
            writer.plain.seed = seed
            writer.plain.controllers = controllers
            do {
                let written = try writer.write(bytes: megabytes << 20, to: path)
                lines.append("logs: wrote \(path): \(written.bytes) bytes, \(written.lines) NSLog-prefixed lines (\(written.events) events), "
                             + "\(controllers) controllers (seed \(seed))")
            } catch {
                return CommandResult(status: 2, standardOutput: "", standardError: "bench: cannot write \(path): \(error)\n")
            }
        }
        defer { if log == nil, !keep { try? FileManager.default.removeItem(atPath: path) } }
        if keep, log == nil { lines.append("logs: kept \(path)") }
        let unifiedPath = FileManager.default.temporaryDirectory.appendingPathComponent("lifecheck-bench-\(ProcessInfo.processInfo.processIdentifier)-unified.log").path
        do {
            let written = try UnifiedLogWriter.write(from: path, to: unifiedPath)
            lines.append("logs: wrote \(unifiedPath): \(written) bytes, the same lines in log show's columns")
        } catch {
            return CommandResult(status: 2, standardOutput: "", standardError: "bench: cannot write \(unifiedPath): \(error)\n")
        }
        defer { if !keep { try? FileManager.default.removeItem(atPath: unifiedPath) } }
        let sizes = [path, path, unifiedPath].map { (try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int) ?? 0 }
        guard let executable = CheckBench.lifecheckExecutable() else {
            return CommandResult(status: 2, standardOutput: lines.joined(separator: "\n") + "\n",
                                 standardError: "bench: no lifecheck executable: run swift build -c release --product lifecheck at the repository's root, or set LIFECHECK_EXECUTABLE\n")
        }
        let commands: [(name: String, arguments: [String])] = [
            ("lifecheck check --format console --recorded all (one pass)", ["check", "--format", "console", "--recorded", "all", path]),
            ("lifecheck check (the inferring first pass, then the check)", ["check", path]),
            ("lifecheck check, the log in log show's columns (unified)", ["check", unifiedPath]),
        ]
        var user = [[Double]](repeating: [], count: commands.count), wall = user
        var summaries = [String](repeating: "", count: commands.count)
        for _ in 0..<repeats {
            for (index, command) in commands.enumerated() {
                let before = childUserSeconds()
                guard let outcome = ChildProcess.run([executable] + command.arguments), outcome.status == 0 else {
                    return CommandResult(status: 1, standardOutput: lines.joined(separator: "\n") + "\n",
                                         standardError: "bench: '\(executable) \(command.arguments.joined(separator: " "))' did not find the log legal\n")
                }
                user[index].append(childUserSeconds() - before)
                wall[index].append(outcome.seconds)
                summaries[index] = outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
                    .replacingOccurrences(of: unifiedPath, with: "log").replacingOccurrences(of: path, with: "log")
            }
        }
        for (index, command) in commands.enumerated() {
            lines.append("\(command.name): \(summaries[index])")
            lines.append("  user CPU " + timing(user[index], size: sizes[index]) + "; wall " + timing(wall[index], size: sizes[index]))
        }
        return .success(lines.joined(separator: "\n") + "\n")
    }

    /// The user CPU time of the children waited for so far.
    private static func childUserSeconds() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        #else
        getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
    }

    /// "best B s = M MB/s (median …, N runs)".
    private static func timing(_ times: [Double], size: Int) -> String {
        let best = times.min() ?? 0, median = times.sorted()[times.count / 2]
        return "best \(format(best)) s = \(rate(size, best)) MB/s (median \(format(median)) s = \(rate(size, median)) MB/s, \(times.count) runs)"
    }

    private static func format(_ value: Double) -> String { "\((value * 100).rounded() / 100)" }

    private static func rate(_ bytes: Int, _ seconds: Double) -> String { "\(Int((Double(bytes) / 1_048_576 / max(seconds, 1e-9)).rounded()))" }
}
