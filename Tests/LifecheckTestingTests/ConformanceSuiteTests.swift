import Foundation
import Lifecheck
import LifecheckTesting
import Testing
import UIKitModels

/// Counts issues from a `withKnownIssue` matcher (which must be `@Sendable`).
final class IssueLog: @unchecked Sendable {
    // Safety: `messages` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var messages: [String] = []

    func append(_ issue: Issue) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        messages.append(issue.comments.map(\.rawValue).joined())
        return true
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return messages
    }
}

@Suite("Conformance suite")
struct ConformanceSuiteTests {
    @Test("A correct container records no issue; exploration covers it all, so random runs are skipped")
    func correct() {
        let report = expectConformance(harness: TestContainerHarness())
        #expect(report.passed)
        #expect(report.exploration?.outcome == .complete)
        // Eight: the on-screen states twice, once while the container holds the child that
        // appeared with it (HIER-5) and once after a child transition of its own.
        #expect(report.exploration?.states == 8)
        #expect(report.explorationCoveredEverything)
        #expect(report.randomRunsSkipped == "exploration covered every reachable state")
    }

    @Test("Two bugs give exactly two issues, one per rule, each with its shortest run; never one per path")
    func distinct() throws {
        let log = IssueLog()
        var report: ConformanceReport?
        withKnownIssue {
            report = expectConformance(harness: TestContainerHarness(bugs: [.keepsChildOnScreen, .appearsTwiceOnSelect]))
        } matching: { log.append($0) }
        let failures = try #require(report).failures
        #expect(log.all.count == 2)
        #expect(failures.map(\.rule) == ["HIER-2", "APPEAR-2"])
        #expect(failures.map(\.length) == [2, 2])
        #expect(failures.allSatisfy { $0.origin == .exploration })
        // The explorer meets more violating paths than that; each rule is reported once.
        var paths = 0
        _ = Explorer(model: HarnessModel(harness: TestContainerHarness(bugs: [.keepsChildOnScreen, .appearsTwiceOnSelect])))
            .run(violations: { _ in paths += 1; return true })
        #expect(paths > 2)
        #expect(log.all.allSatisfy { $0.contains("✘") && $0.contains("Replay: ") && $0.contains("To fix, ") })
    }

    @Test("The message: the rule's headline, the operations with the illegal callback marked, the replay, the rule")
    func message() throws {
        var report: ConformanceReport?
        withKnownIssue {
            report = expectConformance(harness: TestContainerHarness(bugs: .appearsTwiceOnSelect))
        }
        let failure = try #require(report?.failures.first)
        #expect(failure.message == """
            [APPEAR-2] viewDidAppear on "B" while it was appeared. (TestContainerHarness, found by exhaustive exploration after 2 operations: appear, select(B))

            Counterexample (shortest, 2 operations; 6 states explored to depth 3):
              1  appear       off screen, showing A → on screen, showing A
                     Tabs viewWillAppear
                     A viewWillAppear
                     Tabs viewDidAppear
                     A viewDidAppear
              2  select(B)    on screen, showing A → on screen, showing B
                     A viewWillDisappear
                     B viewWillAppear
                     A viewDidDisappear
                     B viewDidAppear
                   ✘ B viewDidAppear      [APPEAR-2]
            Replay: exploration is deterministic, so every run finds it again; to run only this path, pass replay: "0/0/1".

            [APPEAR-2] viewDidAppear on "B" while it was appeared.

                 6  Tabs  addChild child=B
                 7  B     willMove parent=Tabs
                 8  B     viewDidLoad
                 9  B     didMove parent=Tabs
                15  B     viewWillAppear
                17  B     viewDidAppear
              → 18  B     viewDidAppear      legal here: viewWillDisappear

              State before callback 18: "B" appearance = appeared      Spec: Specs/Appearance.swift
              Rule APPEAR-2: viewDidAppear arrives only while the controller is appearing, after viewWillAppear.

            To fix, if the controller had already appeared, this is a second viewDidAppear(_:) for one appearance: don't call it yourself, and let a container forward appearance one way only (automatically, or with begin/endAppearanceTransition, not both); otherwise viewWillAppear(_:) never reached it: forward appearance automatically, or call beginAppearanceTransition(true, animated:) before endAppearanceTransition(), and end each transition once.
            """)
    }

    @Test("A bug deeper than the bounds is found by the random runs, shrunk, with its seed")
    func beyondBounds() throws {
        var suite = ConformanceSuite(model: ReferenceRuntime(bug: .cancelledPopLeavesLowerAppeared), seed: 7)
        suite.bounds.maxDepth = 3
        var report: ConformanceReport?
        withKnownIssue {
            report = expectConformance(suite)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("found by random run") && $0.rawValue.contains("LIFECHECK_SEED=7 swift test") }
        }
        let failure = try #require(report?.failures.first)
        #expect(report?.failures.count == 1)
        #expect(report?.exploration?.outcome == .complete)
        // Shrunk to launch, push, a cancelled swipe (which leaves Root appeared: the bug), and a
        // pop whose viewWillAppear finds Root still appeared: as short as the explorer's
        // shortest counterexample (whose fifth operation is a tab switch, HIER-2).
        #expect(failure.rule == "APPEAR-1")
        #expect(failure.length == 5)
        guard case .randomRun(seed: 7, _, _) = failure.origin else {
            Issue.record("expected a random run's failure, got \(failure.origin)")
            return
        }
    }

    @Test("A harness with nothing to do, or whose operations emit nothing, is an issue, not a pass", arguments: [
        (TestContainerHarness(operationsEnabled: false), "No operation was enabled"),
        (TestContainerHarness(emitsCallbacks: false), "operations emitted no callback: nothing was checked"),
    ])
    func testedNothing(harness: TestContainerHarness, problem: String) {
        withKnownIssue {
            let report = expectConformance(harness: harness)
            #expect(report.failures.isEmpty)
            #expect(!report.passed)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains(problem) }
        }
    }

    @Test("replay: runs only the given path")
    func replay() throws {
        var report: ConformanceReport?
        withKnownIssue {
            report = expectConformance(harness: TestContainerHarness(bugs: .keepsChildOnScreen), replay: "0/0/0")
        }
        let failure = try #require(report?.failures.first)
        #expect(report?.exploration == nil)
        #expect(failure.path.description == "0/0/0")
        #expect(failure.rule == "HIER-2")
        // The message says the path was replayed, not found again by exploration.
        #expect(failure.message.contains("replaying path 0/0/0 alone"))
        #expect(!failure.message.contains("found by exhaustive exploration"))
        withKnownIssue {
            expectConformance(harness: TestContainerHarness(), replay: "zero")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("replay: \"zero\" is not a replay path") }
        }
    }

    @Test("Parameterized: exploration and random runs are separate cases", arguments: ConformanceSuite(harness: TestContainerHarness(), seed: 3).cases)
    func cases(_ part: HarnessConformanceCase<TestContainerHarness>) {
        let report = expectConformance(part)
        #expect(report.passed)
        switch part.part {
        case .exploration:
            #expect(part.testDescription == "TestContainerHarness: exhaustive exploration, depth ≤ 12")
            #expect(report.exploration != nil && report.randomRuns == nil)
        case .randomRuns:
            #expect(part.testDescription == "TestContainerHarness: 200 random runs of ≤ 40 operations, seed 3")
            #expect(report.randomRuns?.runsTried == 200)
        }
    }

    @Test("A buggy case fails on its own")
    func buggyCase() throws {
        let parts = ConformanceSuite(harness: TestContainerHarness(bugs: .keepsChildOnScreen), seed: 3).cases
        for part in parts {
            var report: ConformanceReport?
            withKnownIssue { report = expectConformance(part) }
            #expect(report?.failures.map(\.rule) == ["HIER-2"])
        }
    }
}
