import Lifecheck
import UIKitModels

/// `lifecheck-bench explore`: explores NavStack(N, D) several times in one process and
/// prints each run and the best and median states per second.
///
/// Each run maps fresh memory for its tables, and the kernel zeroes it: each line shows the
/// kernel's time, which on a virtual machine can be a third of the run (more in the first
/// run, when the host backs the pages). The best and the median are over all runs.
enum ExploreBench {
    static func run(controllers: Int, depth: Int, repeats: Int, threads: Int) -> CommandResult {
        let model = NavStack(controllers: controllers, depth: depth)
        var explorer = Explorer(model: model)
        explorer.threads = threads
        var lines = ["explore: NavStack(\(controllers), \(depth)), \(threads) thread\(threads == 1 ? "" : "s"), \(repeats) runs"]
        var rates: [Double] = []
        var states = 0, bytesPerState = 0.0
        for index in 1...repeats {
            let kernelBefore = ProcessUsage.kernelSeconds()
            let report = explorer.run()
            let kernel = ProcessUsage.kernelSeconds() - kernelBefore
            guard report.outcome == .complete else {
                // A seeded-bug-free NavStack always completes; anything else is a bug in the explorer.
                return CommandResult(status: ExitStatus.violations, standardOutput: lines.joined(separator: "\n") + "\n",
                                     standardError: "lifecheck: NavStack(\(controllers), \(depth)) did not complete: \(report.outcome)\n")
            }
            states = report.states
            bytesPerState = report.bytesPerState
            rates.append(report.statesPerSecond)
            lines.append("  run \(index): \(String(format: "%.3f", report.seconds)) s (kernel \(String(format: "%.3f", kernel)) s), \(Int(report.statesPerSecond)) states/s")
        }
        let sorted = rates.sorted()
        lines.append("states: \(states)")
        lines.append("states/s: best \(Int(sorted.last!)), median \(Int(sorted[sorted.count / 2]))")
        lines.append("bytes/state: \(String(format: "%.1f", bytesPerState))")
        lines.append("peak memory of this process: \(ProcessUsage.peakMegabytes()) MB")
        return .success(lines.joined(separator: "\n") + "\n")
    }
}
