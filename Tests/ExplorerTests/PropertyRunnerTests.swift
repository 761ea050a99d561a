import Lifecheck
import Testing
import UIKitModels

/// The property runner finds seeded bugs by random sequences and shrinks what it finds.
@Suite("Property runner")
struct PropertyRunnerTests {
    @Test("A correct model passes every run, and every kind of operation is chosen")
    func correct() {
        let report = PropertyRunner(model: ReferenceRuntime(), runs: 100).run(seed: 1)
        #expect(report.failure == nil)
        #expect(report.runsTried == 100)
        #expect(report.operations > 1_000)
        #expect(report.actionsChosen.count >= 5, "chosen: \(report.actionsChosen.sorted())")
    }

    @Test("Every seeded bug of the reference runtime is found and shrunk to the explorer's shortest length",
          arguments: ReferenceRuntime.Bug.allCases, [1, 7, 42] as [UInt64])
    func mutants(bug: ReferenceRuntime.Bug, seed: UInt64) throws {
        let model = ReferenceRuntime(bug: bug)
        let explorer = Explorer(model: model)
        let shortest = try #require(explorer.run().counterexamplePath)
        let report = PropertyRunner(model: model, runs: 500).run(seed: seed)
        let found = try #require(report.failure, "\(bug) not found in \(report.runsTried) runs")
        // The shrunk sequence really fails, and is exactly as short as the explorer's shortest.
        let replayed = try explorer.replay(found)
        let shortestSteps = try explorer.replay(shortest).steps.map(\.action)
        #expect(!replayed.violations.isEmpty)
        #expect(found.actions.count == shortest.actions.count,
                "\(bug): shrunk to \(found.actions.count) (from \(report.originalLength)), explorer \(shortest.actions.count): \(found) \(replayed.steps.map(\.action)) vs \(shortest) \(shortestSteps)")
    }

    @Test("NavStack's seeded bugs shrink to the explorer's shortest length", arguments: NavStack.Bug.allCases)
    func navStack(bug: NavStack.Bug) throws {
        let model = NavStack(controllers: 5, depth: 5, bug: bug)
        let shortest = try #require(Explorer(model: model).run().counterexamplePath)
        let report = PropertyRunner(model: model, runs: 200, length: 60).run(seed: 3)
        let found = try #require(report.failure)
        #expect(try !Explorer(model: model).replay(found).violations.isEmpty)
        #expect(report.originalLength >= found.actions.count)
        #expect(found.actions.count == shortest.actions.count, "\(bug): \(found) vs \(shortest)")
    }
}
