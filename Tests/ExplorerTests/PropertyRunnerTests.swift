import Lifecheck
import Testing
import UIKitModels

/// The property runner finds seeded bugs by random sequences and shrinks what it finds.
@Suite("Property runner")
struct PropertyRunnerTests {
    @Test("A correct model passes every run, and every kind of operation is chosen")
    func correct() {
        let report = PropertyRunner(model: ReferenceRuntime(), runs: 200).run(seed: 1)
        #expect(report.failure == nil)
        #expect(report.runsTried == 200)
        #expect(report.operations > 1_000)
        #expect(report.actionsChosen.count >= 5, "chosen: \(report.actionsChosen.sorted())")
        #expect(report.kindsNeverEnabled.isEmpty, "never enabled: \(report.kindsNeverEnabled)")
        #expect(report.kindsNeverChosen.isEmpty, "never chosen: \(report.kindsNeverChosen)")
        #expect(report.kinds.map(\.name) == ReferenceRuntime().operationKinds)
    }

    @Test("Every kind of operation of the reference runtime is enabled and chosen in 50 runs, whatever the seed",
          arguments: [8, 9, 13, 34, 115, 133] as [UInt64])
    func noKindStarves(seed: UInt64) {
        // popToRoot needs two controllers pushed, cancelPop and finishPop a pop begun: with these
        // seeds, choosing at random alone never got there.
        let report = PropertyRunner(model: ReferenceRuntime(), runs: 50).run(seed: seed)
        #expect(report.failure == nil)
        #expect(report.kindsNeverEnabled.isEmpty, "never enabled: \(report.kindsNeverEnabled)")
        #expect(report.kindsNeverChosen.isEmpty, "never chosen: \(report.kindsNeverChosen)")
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

    /// The explorer's shortest counterexample on NavStack(10, 10), per seeded bug. Checked
    /// against the explorer by `shortestOnTenByTen` (in debug builds, except the full-stack bug,
    /// whose search visits all 2,959,228 states: its D + 1 law is checked at smaller sizes by
    /// `NavStackTests.fullStack`, and `lifecheck bench properties` prints the explorer's 11).
    static let shortestOnTenByTen: [NavStack.Bug: Int] = [
        .pushKeepsTopAppeared: 2, .cancelPopLeavesLowerDisappearing: 3, .dismissAppearsTwice: 2,
        .pushOntoDescendingStack: 3, .finishPopFromFullStackDisappearsTwice: 11, .presentFromRootLeavesRootDisappearing: 1,
        .finishPopOntoRootRepeatsWillAppear: 3, .cancelPopOnDeepStackSendsDidAppear: 5, .dismissRestoresRoot: 4,
    ]

    @Test("The table of shortest lengths on NavStack(10, 10) is the explorer's", arguments: NavStack.Bug.allCases)
    func shortestOnTenByTen(bug: NavStack.Bug) throws {
        let expected = try #require(Self.shortestOnTenByTen[bug], "\(bug) has no entry in the table")
        #if DEBUG
        // 34 s unoptimized (1.7 s in release): checked by `swift test -c release` and the bench.
        if bug == .finishPopFromFullStackDisappearsTwice { return }
        #endif
        let path = try #require(Explorer(model: NavStack(controllers: 10, depth: 10, bug: bug)).run().counterexamplePath)
        #expect(path.actions.count == expected)
    }

    @Test("Default settings find every NavStack(10, 10) bug with each of 10 seeds and shrink it to the explorer's shortest",
          arguments: NavStack.Bug.allCases)
    func findsEveryNavStackBug(bug: NavStack.Bug) throws {
        let model = NavStack(controllers: 10, depth: 10, bug: bug)
        let explorer = Explorer(model: model)
        let shortest = try #require(Self.shortestOnTenByTen[bug])
        var lengths: [Int] = []
        for seed in 1...10 as ClosedRange<UInt64> {
            let report = PropertyRunner(model: model).run(seed: seed)
            let found = try #require(report.failure, "\(bug) not found by seed \(seed) in \(report.runsTried) runs")
            #expect(try !explorer.replay(found).violations.isEmpty, "seed \(seed): \(found) passes on replay")
            lengths.append(found.actions.count)
        }
        #expect(lengths == Array(repeating: shortest, count: 10), "\(bug): shrunk lengths by seed \(lengths), explorer's shortest \(shortest)")
    }

    @Test("Uniform choice alone misses the descending-stack bug with some seeds: finding it is the swarm runs' doing")
    func uniformMissesDescendingStack() {
        let model = NavStack(controllers: 10, depth: 10, bug: .pushOntoDescendingStack)
        let found = (1...10 as ClosedRange<UInt64>).filter { PropertyRunner(model: model, strategy: .uniform).run(seed: $0).failure != nil }
        #expect(found.count < 10, "uniform choice found it with seeds \(found)")
    }

    @Test("Kinds of operation whose preconditions never hold are reported, and so is a run that tested nothing")
    func neverEnabled() {
        // Depth 1: nothing can be pushed, so no pop either; only present and dismiss are enabled.
        let report = PropertyRunner(model: NavStack(controllers: 2, depth: 1), runs: 20).run(seed: 5)
        #expect(report.failure == nil && !report.testedNothing)
        #expect(report.kindsNeverEnabled == ["push", "pop", "beginPop", "cancelPop", "finishPop"])
        #expect(report.kindsNeverChosen == report.kindsNeverEnabled)
        #expect(report.kinds.map(\.name) == NavStack(controllers: 2, depth: 1).operationKinds)
        #expect(report.kinds.first { $0.name == "present" }.map { $0.chosen > 0 && $0.enabled >= $0.chosen } == true)
        // One controller: no operation is ever enabled.
        let nothing = PropertyRunner(model: NavStack(controllers: 1, depth: 1), runs: 20).run(seed: 5)
        #expect(nothing.testedNothing)
        #expect(nothing.kindsNeverEnabled.count == 7)
    }

    @Test("A model that declares no kinds has them learned from its actions' descriptions")
    func undeclaredKinds() {
        let report = PropertyRunner(model: HarnessModel(harness: ClassContainerHarness(forwardsDisappearance: true)), runs: 5).run(seed: 2)
        #expect(report.failure == nil)
        #expect(report.kinds.map(\.name) == ["operation"])
        #expect(report.kindsNeverEnabled.isEmpty)
        #expect(report.actionsChosen == ["appear", "disappear", "select"])
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
