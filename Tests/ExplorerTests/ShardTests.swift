import Lifecheck
import Testing
import UIKitModels

@Suite("Shards")
struct ShardTests {
    func shards<M: Model>(_ model: M, count: Int) -> [ShardResult] {
        (0..<count).map { index in
            var explorer = Explorer(model: model)
            explorer.shard = Shard(index: index, count: count)
            var fingerprints: [UInt64] = []
            let report = explorer.run(fingerprints: { fingerprints = $0 })
            return ShardResult(shard: Shard(index: index, count: count), report: report, fingerprints: fingerprints)
        }
    }

    @Test("Merged shards count exactly the closed-form number of states", arguments: [(6, 6, 4), (8, 5, 3), (5, 5, 7), (2, 2, 5)])
    func exact(controllers: Int, depth: Int, count: Int) {
        let merged = ShardResult.merge(shards(NavStack(controllers: controllers, depth: depth), count: count))
        #expect(merged.outcome == .complete)
        #expect(merged.missing.isEmpty)
        #expect(merged.states == NavStack.expectedStates(controllers: controllers, depth: depth))
    }

    @Test("The merged counterexample is the unsplit search's shortest one", arguments: NavStack.Bug.allCases)
    func counterexample(bug: NavStack.Bug) {
        let model = NavStack(controllers: 6, depth: 5, bug: bug)
        let whole = Explorer(model: model).run()
        let merged = ShardResult.merge(shards(model, count: 4))
        #expect(merged.outcome == .violation)
        #expect(merged.counterexample?.actions.count == whole.counterexamplePath?.actions.count)
    }

    @Test("Several jobs on threads find the same states", arguments: [2, 3])
    func jobs(count: Int) {
        let report = Explorer(model: NavStack(controllers: 7, depth: 5)).run(jobs: count)
        #expect(report.outcome == .complete)
        #expect(report.states == NavStack.expectedStates(controllers: 7, depth: 5))
    }

    @Test("A missing shard is reported")
    func missing() {
        let parts = shards(NavStack(controllers: 6, depth: 6), count: 4)
        #expect(ShardResult.merge(Array(parts.dropLast())).missing == [3])
    }

    @Test("k/n parses only with 0 ≤ k < n", arguments: ["3/8", "0/1"])
    func parses(text: String) { #expect(Shard(text)?.description == text) }

    @Test("Bad shard specifications are refused", arguments: ["8/8", "-1/4", "1", "a/b", "1/0"])
    func refuses(text: String) { #expect(Shard(text) == nil) }
}
