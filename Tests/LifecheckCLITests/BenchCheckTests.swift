@testable import LifecheckCLI
import Testing

@Suite("bench check")
struct BenchCheckTests {
    @Test("bench check writes a legal trace and reports check against grep (figures only, no timing asserted)")
    func smallRun() {
        let result = LifecheckCommand.run(["bench", "check", "--size", "1", "--repeat", "1"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains(" subjects, legal\n"))
        #expect(result.standardOutput.contains("grep -c viewDidAppear: best "))
        #expect(result.standardOutput.contains("ratio check/grep throughput: "))
    }
}
