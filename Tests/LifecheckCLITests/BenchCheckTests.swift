@testable import LifecheckCLI
import Testing

@Suite("bench check")
struct BenchCheckTests {
    @Test("bench check writes a legal trace and reports check against grep (figures only, no timing asserted)")
    func smallRun() {
        let result = LifecheckCommand.run(["bench", "check", "--size", "1", "--repeat", "1"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains(" subjects, legal\n"))
        #expect(result.standardOutput.contains("grep -c viewDidAppear, as a process: best "))
        #expect(result.standardOutput.contains("  in this process (no start-up): best "))
        // Timed as a process when the lifecheck executable is beside the test runner (swift test builds it).
        #expect(result.standardOutput.contains("lifecheck check, as a process: best ")
                || result.standardOutput.contains("lifecheck check, as a process: not timed"))
        #expect(result.standardOutput.contains("ratio check/grep throughput, "))
    }
}
