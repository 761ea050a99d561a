import Lifecheck
import Testing
import UIKitModels

/// Worker threads generate the next chunk's successors while the merge takes the current
/// chunk's in frontier order, so every figure and every path must be exactly one thread's.
@Suite("Threads")
struct ThreadsTests {
    /// What a run found, with every violation it met in order (searching on past them).
    struct Outcome: Equatable {
        var outcome: ExplorationReport.Outcome
        var states: Int
        var transitions: Int
        var maxDepth: Int
        var counterexample: ReplayPath?
        var violations: [ReplayPath]
    }

    /// A run with `threads` threads; the workers take small chunks (`workerChunk`), so that
    /// small models hand many of them over.
    func outcome<M: Model>(_ model: M, threads: Int, bounds: ExplorationBounds = ExplorationBounds(),
                           searchesOn: Bool, workerChunk: Int = 512) -> Outcome {
        var explorer = Explorer(model: model, bounds: bounds)
        explorer.threads = threads
        explorer.workerChunk = workerChunk
        var violations: [ReplayPath] = []
        let report = explorer.run(violations: { violations.append($0); return searchesOn })
        return Outcome(outcome: report.outcome, states: report.states, transitions: report.transitions,
                       maxDepth: report.maxDepth, counterexample: report.counterexamplePath, violations: violations)
    }

    @Test("Threads find NavStack's closed-form states with one thread's figures", arguments: [2, 3])
    func navStack(threads: Int) {
        let model = NavStack(controllers: 8, depth: 8)
        let one = outcome(model, threads: 1, searchesOn: true)
        #expect(one.states == NavStack.expectedStates(controllers: 8, depth: 8))
        #expect(outcome(model, threads: threads, searchesOn: true) == one)
        #expect(outcome(model, threads: threads, searchesOn: true, workerChunk: 32_768) == one)
    }

    @Test("Threads give one thread's counterexample and violations, searching on or not", arguments: NavStack.Bug.allCases)
    func bugs(bug: NavStack.Bug) {
        let model = NavStack(controllers: 8, depth: 7, bug: bug)
        for searchesOn in [false, true] {
            let one = outcome(model, threads: 1, searchesOn: searchesOn)
            #expect(one.outcome == .violation)
            #expect(outcome(model, threads: 2, searchesOn: searchesOn) == one)
        }
    }

    @Test("Threads stop at the state bound where one thread does")
    func stateBound() {
        let model = NavStack(controllers: 8, depth: 8)
        let bounds = ExplorationBounds(maxStates: 12_345)
        let one = outcome(model, threads: 1, bounds: bounds, searchesOn: true)
        #expect(one.outcome == .stateLimit && one.states == 12_345)
        #expect(outcome(model, threads: 2, bounds: bounds, searchesOn: true) == one)
    }

    @Test("Threads explore the reference runtime like one thread", arguments: [nil, ReferenceRuntime.Bug.allCases.first])
    func referenceRuntime(bug: ReferenceRuntime.Bug?) {
        let model = ReferenceRuntime(bug: bug)
        let bounds = ExplorationBounds(maxDepth: 9)
        #expect(outcome(model, threads: 2, bounds: bounds, searchesOn: true) == outcome(model, threads: 1, bounds: bounds, searchesOn: true))
    }
}
