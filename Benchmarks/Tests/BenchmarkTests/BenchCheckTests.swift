@testable import LifecheckBench
import Testing

/// The benchmarks run and print their figures (no timing is asserted).
@Suite("lifecheck-bench")
struct BenchmarkTests {
    @Test("bench check writes a legal trace and reports check against grep")
    func smallRun() {
        let result = BenchCommand.run(["check", "--size", "1", "--repeat", "1"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains(" subjects, legal\n"))
        #expect(result.standardOutput.contains("grep -c viewDidAppear, as a process: best "))
        #expect(result.standardOutput.contains("  in this process (no start-up): best "))
        #expect(result.standardOutput.contains("lifecheck check, as a process: best ")
                || result.standardOutput.contains("lifecheck check, as a process: not timed"))
        #expect(result.standardOutput.contains("ratio check/grep throughput, "))
    }

    @Test("bench runs a small legal trace without violations")
    func monitor() {
        let result = BenchCommand.run(["monitor", "--events", "20000", "--controllers", "8", "--repeat", "1"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("0 violations"))
    }

    @Test("bench explore explores NavStack several times and finds the closed form each time")
    func explore() {
        let result = BenchCommand.run(["explore", "-N", "6", "-D", "5", "--repeat", "2"])
        #expect(result.status == 0)
        // The closed form of NavStack(N, D) for N = 6, D = 5: 6 + 30 + 100 + 240 + 360.
        #expect(result.standardOutput.contains("states: 736\n"))
        #expect(result.standardOutput.contains("run 2: "))
        #expect(result.standardOutput.contains("states/s: best "))
        #expect(BenchCommand.run(["explore", "-N", "4", "-D", "5"]).standardError.contains("NavStack needs 1 ≤ D ≤ N ≤ 16"))
    }

    @Test("Usage errors exit 2 with the help")
    func usage() {
        let result = BenchCommand.run(["--events", "-3"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("lifecheck-bench: --events takes a positive whole number, not '-3'\n\nUSAGE: lifecheck-bench"))
        #expect(BenchCommand.run(["--help"]).standardOutput.hasPrefix("USAGE: lifecheck-bench"))
    }
}
