import Lifecheck
import Testing
import UIKitSpec

/// Projections kept for reuse give the same reports as projections compiled anew.
@Suite("Projection cache")
struct ProjectionCacheTests {
    @Test("Checking the real logs with a shared cache gives the same results as without, and reuses projections")
    func sameResults() throws {
        let cache = ProjectionCache(spec: UIKitSpec.spec)
        for log in RealLog.all() {
            let alone = try log.check()
            var options = try log.options()
            options.projections = cache
            let checker = options.observation.isComplete ? TraceChecker(spec: UIKitSpec.compiled, options: options)
                                                         : try TraceChecker(projecting: UIKitSpec.spec, options: options)
            let report = try? checker.check(text: log.text, file: log.name)
            let shared = report.map { Set($0.violations.map(\.rule.id) + $0.findings.map(\.rule.id)) }
            #expect(shared == alone, "\(log.name)")
        }
        let held = cache.count
        #expect(held > 0)
        // A second pass compiles nothing new.
        for log in RealLog.all().prefix(10) {
            var options = try log.options()
            options.projections = cache
            _ = try? TraceChecker(spec: UIKitSpec.compiled, options: options).check(text: log.text)
        }
        #expect(cache.count == held)
        let observation = Observation(recorded: ["viewWillAppear", "viewDidAppear"])
        #expect(try cache.projection(onto: observation).vocabulary.kinds.count == UIKitSpec.compiled.vocabulary.kinds.count)
    }
}
