import Lifecheck
import Testing
import UIKitModels

@Suite("NavStack")
struct NavStackTests {
    @Test("The explorer finds exactly the closed-form number of states", arguments: [
        (1, 1), (2, 1), (2, 2), (3, 2), (3, 3), (4, 4), (5, 3), (6, 6),
    ])
    func closedForm(controllers: Int, depth: Int) {
        let report = Explorer(model: NavStack(controllers: controllers, depth: depth)).run()
        #expect(report.outcome == .complete)
        #expect(report.states == NavStack.expectedStates(controllers: controllers, depth: depth))
    }

    @Test("The closed form matches the table in NavStack.md")
    func table() {
        #expect(NavStack.expectedStates(controllers: 4, depth: 4) == 46)
        #expect(NavStack.expectedStates(controllers: 6, depth: 6) == 976)
        #expect(NavStack.expectedStates(controllers: 8, depth: 8) == 41_098)
        #expect(NavStack.expectedStates(controllers: 10, depth: 8) == 1_144_828)
        #expect(NavStack.expectedStates(controllers: 10, depth: 10) == 2_959_228)
        #expect(NavStack.expectedStates(controllers: 11, depth: 11) == 29_592_301)
    }

    @Test("Seeded bugs are found with their shortest counterexample", arguments: [
        (NavStack.Bug.pushKeepsTopAppeared, 2, "APPEAR-1"),
        (NavStack.Bug.cancelPopLeavesLowerDisappearing, 3, "APPEAR-6"),
        (NavStack.Bug.dismissAppearsTwice, 2, "APPEAR-2"),
        (NavStack.Bug.pushOntoDescendingStack, 3, "APPEAR-2"),
        (NavStack.Bug.finishPopFromFullStackDisappearsTwice, 5, "APPEAR-4"),
        (NavStack.Bug.presentFromRootLeavesRootDisappearing, 1, "APPEAR-6"),
        (NavStack.Bug.finishPopOntoRootRepeatsWillAppear, 3, "APPEAR-1"),
        (NavStack.Bug.cancelPopOnDeepStackSendsDidAppear, 5, "APPEAR-2"),
        (NavStack.Bug.dismissRestoresRoot, 4, "APPEAR-3"),
    ])
    func mutants(bug: NavStack.Bug, length: Int, rule: String) throws {
        let explorer = Explorer(model: NavStack(controllers: 4, depth: 4, bug: bug))
        let report = explorer.run()
        #expect(report.outcome == .violation)
        let path = try #require(report.counterexamplePath)
        #expect(path.actions.count == length)
        let counterexample = try explorer.replay(path)
        #expect(counterexample.violations.map(\.rule.id).contains(rule))
        #expect(ReplayPath(path.description) == path)
    }

    @Test("The descending-stack bug needs one order of arguments: [0, 9, 8, 7] on NavStack(10, 10)")
    func descendingStack() throws {
        let explorer = Explorer(model: NavStack(controllers: 10, depth: 10, bug: .pushOntoDescendingStack))
        let path = try #require(explorer.run().counterexamplePath)
        #expect(try explorer.replay(path).steps.map(\.action) == ["push(C9)", "push(C8)", "push(C7)"])
    }

    @Test("The full-stack bug's shortest counterexample is D + 1 operations", arguments: [(6, 6), (7, 4), (4, 2)])
    func fullStack(controllers: Int, depth: Int) throws {
        let explorer = Explorer(model: NavStack(controllers: controllers, depth: depth, bug: .finishPopFromFullStackDisappearsTwice))
        let path = try #require(explorer.run().counterexamplePath)
        #expect(path.actions.count == depth + 1)
        #expect(try explorer.replay(path).steps.suffix(2).map(\.action) == ["beginPop", "finishPop"])
    }

    @Test("Exploration is deterministic")
    func deterministic() {
        let model = NavStack(controllers: 5, depth: 3, bug: .pushKeepsTopAppeared)
        let first = Explorer(model: model).run(), second = Explorer(model: model).run()
        #expect(first.counterexamplePath == second.counterexamplePath)
        #expect(first.states == second.states && first.transitions == second.transitions)
    }

    @Test("A counterexample reads as operations, callbacks and the broken rule")
    func rendering() throws {
        let explorer = Explorer(model: NavStack(controllers: 3, depth: 3, bug: .dismissAppearsTwice))
        let path = try #require(explorer.run().counterexamplePath)
        let counterexample = try explorer.replay(path)
        let text = CounterexampleRenderer(vocabulary: explorer.model.spec.vocabulary)
            .text(counterexample, replay: "lifecheck explore --model navstack -N 3 -D 3 --replay \(path)")
        #expect(text.hasPrefix("""
            Counterexample (shortest, 2 operations):
              1  present(C1)    stack [C0] → stack [C0], modal C1
                     C0 viewWillDisappear
                     C1 viewWillAppear
                     C1 viewDidAppear
                     C0 viewDidDisappear
              2  dismiss        stack [C0], modal C1 → stack [C0]
                     C1 viewWillDisappear
                     C0 viewWillAppear
                     C0 viewDidAppear
                   ✘ C0 viewDidAppear      [APPEAR-2]
                     C1 viewDidDisappear
            Replay: lifecheck explore --model navstack -N 3 -D 3 --replay 0/2/0

            [APPEAR-2] viewDidAppear on "C0" while it was appeared.
            """))
        let mermaid = CounterexampleRenderer(vocabulary: explorer.model.spec.vocabulary).mermaid(counterexample)
        #expect(mermaid.contains("Driver-xC0: viewDidAppear"))
    }

    @Test("A path that does not fit the model is refused")
    func badReplay() {
        let explorer = Explorer(model: NavStack(controllers: 3, depth: 3))
        #expect(throws: ReplayError.self) { try explorer.replay(ReplayPath(initial: 0, actions: [42])) }
        #expect(ReplayPath("0/x/1") == nil)
    }
}
