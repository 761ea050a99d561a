import Lifecheck
import Testing
import UIKitModels

@Suite("Searching on past violations")
struct SearchOnTests {
    @Test("Violations arrive shortest first, each breaking a rule only at its last step")
    func collects() throws {
        let explorer = Explorer(model: NavStack(controllers: 4, depth: 4, bug: .pushKeepsTopAppeared))
        var paths: [ReplayPath] = []
        let report = explorer.run(violations: { paths.append($0); return true })
        #expect(report.outcome == .violation)
        #expect(paths.count > 1)
        #expect(report.counterexamplePath == paths.first)
        #expect(paths.first == explorer.run().counterexamplePath)
        #expect(paths.map(\.actions.count) == paths.map(\.actions.count).sorted())
        for path in paths.prefix(20) {
            let counterexample = try explorer.replay(path)
            #expect(!counterexample.violations.isEmpty)
            #expect(counterexample.steps.count == path.actions.count, "the path broke a rule before its last step")
        }
    }

    @Test("Stopping at the first violation is the plain search")
    func stops() {
        let explorer = Explorer(model: NavStack(controllers: 4, depth: 4, bug: .dismissAppearsTwice))
        var calls = 0
        let report = explorer.run(violations: { _ in calls += 1; return false })
        let plain = explorer.run()
        #expect(calls == 1)
        #expect(report.counterexamplePath == plain.counterexamplePath)
        #expect(report.states == plain.states && report.transitions == plain.transitions)
    }

    @Test("A correct model never calls back and explores the same states")
    func correct() {
        let explorer = Explorer(model: NavStack(controllers: 4, depth: 4))
        var calls = 0
        let report = explorer.run(violations: { _ in calls += 1; return true })
        #expect(calls == 0)
        #expect(report.outcome == .complete)
        #expect(report.states == NavStack.expectedStates(controllers: 4, depth: 4))
    }
}
