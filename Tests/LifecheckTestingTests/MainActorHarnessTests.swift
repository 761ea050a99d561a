import Foundation
@testable import Lifecheck
import LifecheckTesting
import Testing
import UIKitSpec

/// A controller that records through the task's recorder, and a container whose
/// appearance finishes in a completion it schedules, with bugs to seed.
@MainActor
private final class Screen {
    enum Bug { case none, finishesAtOnce, forgetsToAppear, misspelt, neverLoads, registersLate, renamesBeforeRecording }
    let bug: Bug
    let recorder = LifecycleRecorder.current!
    var onScreen = false
    var appearing = false

    init(bug: Bug) {
        self.bug = bug
        if bug == .renamesBeforeRecording { recorder.register(self, as: "First") }  // one name, then another: not late
        if bug != .registersLate { recorder.register(self, as: "Screen") }
        if bug != .neverLoads { recorder.viewDidLoad(self) }
        if bug == .registersLate { recorder.register(self, as: "Home") }  // BUG: after it recorded as "Screen"
    }

    /// Starts appearing; the appearance finishes when the animation's completion runs.
    func show() {
        appearing = true
        recorder.record(self, bug == .misspelt ? "viewWillApear" : "viewWillAppear", ["animated": .bool(true)])
        if bug == .finishesAtOnce { return }  // BUG: never says the transition is still running
        PendingWork.current?.schedule(after: 0.3, "appear completion") { [self] in
            if bug != .forgetsToAppear { recorder.viewDidAppear(self, animated: true) }  // BUG: never appears
            appearing = false
            onScreen = true
        }
    }
}

@MainActor
private struct ScreenHarness: MainActorHarness {
    var bug = Screen.Bug.none
    func makeInstance(in context: HarnessContext) async -> Screen { Screen(bug: bug) }
    func operations(enabledIn screen: Screen) -> [String] { screen.onScreen || screen.appearing ? [] : ["show"] }
    func perform(_ operation: String, on screen: Screen) async { screen.show() }
    func configuration(of screen: Screen, into hasher: inout StableHasher) {
        hasher.combine(screen.onScreen ? 1 : 0)
        hasher.combine(screen.appearing ? 1 : 0)
    }
    func describe(_ operation: String) -> String { operation }
}

@MainActor
@Suite("Main-actor harnesses") struct MainActorHarnessTests {
    @Test("A transition that finishes in a completion conforms; the completion is an explored operation")
    func completionsAreOperations() async {
        let report = await expectConformance(harness: ScreenHarness())
        #expect(report.passed)
        #expect(report.exploration?.states == 3)  // off screen; appearing with the completion pending; on screen
        #expect(report.explorationCoveredEverything)
    }

    @Test("A harness that never reports a running transition is told where settledness comes from")
    func quiescenceFailureNamesSettledness() async throws {
        var report: ConformanceReport?
        await withKnownIssue { report = await expectConformance(harness: ScreenHarness(bug: .finishesAtOnce)) }
        let failure = try #require(report?.failures.first)
        #expect(failure.rule == "APPEAR-6")
        #expect(failure.message.contains("nothing was ever pending on its PendingWork and ScreenHarness.isSettled(_:) always returned true"))
    }

    @Test("A harness that schedules its completions is not told about settledness when a completion is what is wrong")
    func quiescenceHintOnlyWhereItApplies() async throws {
        var report: ConformanceReport?
        await withKnownIssue { report = await expectConformance(harness: ScreenHarness(bug: .forgetsToAppear)) }
        let failure = try #require(report?.failures.first)
        #expect(failure.rule == "APPEAR-6")
        #expect(failure.message.contains("run appear completion"))
        #expect(!failure.message.contains("isSettled"))
    }

    @Test("A misspelt callback is a problem that names the right one")
    func misspeltCallbackIsAProblem() async throws {
        var report: ConformanceReport?
        await withKnownIssue { report = await expectConformance(harness: ScreenHarness(bug: .misspelt)) }
        let problem = try #require(report?.problems.first)
        #expect(problem.contains("'Screen viewWillApear animated=true' records 'viewWillApear', which the spec does not know: did you mean 'viewWillAppear'?"))
    }

    @Test("A controller registered after it recorded is a problem that says which name it keeps")
    func lateRegistrationIsAProblem() async throws {
        var report: ConformanceReport?
        await withKnownIssue { report = await expectConformance(harness: ScreenHarness(bug: .registersLate)) }
        let problem = try #require(report?.problems.first)
        #expect(problem.hasPrefix("A controller was registered as \"Home\" after it recorded as \"Screen\", the name it keeps"))
        // Named again before it records, it is no late registration.
        let renamed = await expectConformance(harness: ScreenHarness(bug: .renamesBeforeRecording))
        #expect(renamed.passed && renamed.problems.isEmpty)
    }

    @Test("A callback the run never recorded is named in the failure")
    func neverRecordedSetupIsNamed() async throws {
        var report: ConformanceReport?
        await withKnownIssue { report = await expectConformance(harness: ScreenHarness(bug: .neverLoads)) }
        let failure = try #require(report?.failures.first)
        #expect(failure.rule == "LOAD-5")
        #expect(failure.message.contains("No viewDidLoad was recorded on \"Screen\" before this."))
    }

    @Test("Replaying a failure's path runs that path only")
    func replayRunsOnePath() async throws {
        var report: ConformanceReport?
        await withKnownIssue { report = await expectConformance(harness: ScreenHarness(bug: .finishesAtOnce), replay: "0/0") }
        #expect(report?.failures.map(\.rule) == ["APPEAR-6"])
        #expect(report?.exploration == nil)
    }

    @Test("Each part of a suite runs as its own test case and finds the bug alone", arguments: ConformancePart.allCases)
    func partsAsTestCases(part: ConformancePart) async throws {
        var report: ConformanceReport?
        await withKnownIssue { report = await expectConformance(harness: ScreenHarness(bug: .finishesAtOnce), part: part) }
        let failure = try #require(report?.failures.first)
        #expect(failure.rule == "APPEAR-6")
        // Exploration alone runs no random run; the random runs alone explore nothing.
        #expect((report?.exploration != nil) == (part == .exploration))
        #expect((report?.randomRuns != nil) == (part == .randomRuns))
        // The fixed screen passes either part.
        #expect(await expectConformance(harness: ScreenHarness(), part: part).passed)
    }

    @Test("Random runs alone find and shrink a failure")
    func randomRunsShrink() async throws {
        var suite = MainActorConformanceSuite(harness: ScreenHarness(bug: .finishesAtOnce))
        suite.seed = 7
        let report = await suite.runRandom()
        let failure = try #require(report.failures.first)
        #expect(failure.length == 1)
        #expect(failure.message.contains("found by random run 1 of seed 7"))
    }
}

@Suite("Pending work") struct PendingWorkTests {
    @MainActor @Test("Work runs in the order it falls due, equal delays in the order scheduled")
    func order() {
        let pending = PendingWork()
        var ran: [String] = []
        pending.schedule(after: 0.5, "slow") { ran.append("slow") }
        pending.schedule(after: 0.3, "fast") { ran.append("fast") }
        pending.schedule("hop") { ran.append("hop") }
        pending.schedule(after: 0.3, "fast too") { ran.append("fast too") }
        #expect(pending.pending == ["hop", "fast", "fast too", "slow"])
        #expect(pending.runNext() == "hop")
        #expect(pending.now == 0)
        pending.runNext()
        #expect(pending.now == 0.3)
        #expect(pending.delays == [0, 0.2])
        #expect(pending.runAll() == 2)
        #expect(ran == ["hop", "fast", "fast too", "slow"])
        #expect(pending.runNext() == nil)
    }

    @MainActor @Test("runAll stops at its limit when work keeps scheduling work")
    func runAllLimit() {
        let pending = PendingWork()
        func again() { pending.schedule("again") { again() } }
        again()
        #expect(pending.runAll(limit: 5) == 5)
        #expect(pending.count == 1)
    }
}

@Suite("Recorded callbacks as events") struct RecordedCallbackTests {
    @Test("Every typed method records a callback of the UIKit vocabulary, and every callback has one")
    func typedMethodsCoverTheVocabulary() throws {
        let recorder = LifecycleRecorder()
        final class Object {}
        let a = Object(), b = Object()
        recorder.initialized(a, storyboard: "Main", identifier: "Home")
        recorder.loadView(a)
        recorder.viewDidLoad(a)
        recorder.viewDidUnload(a)
        recorder.viewWillAppear(a, animated: true)
        recorder.viewIsAppearing(a, animated: true)
        recorder.viewDidAppear(a, animated: true)
        recorder.viewWillDisappear(a, animated: false)
        recorder.viewDidDisappear(a, animated: false)
        recorder.viewWillLayoutSubviews(a)
        recorder.viewDidLayoutSubviews(a)
        recorder.viewWillTransition(a, to: CGSize(width: 390, height: 844.5))
        recorder.willRotate(a, to: .landscapeLeft)
        recorder.willAnimateRotation(a, to: .landscapeLeft)
        recorder.didRotate(a, from: .portrait)
        recorder.addChild(a, b)
        recorder.willMove(b, toParent: a)
        recorder.didMove(b, toParent: nil)
        recorder.removeFromParent(b)
        recorder.shouldAutomaticallyForwardAppearanceMethods(a, returned: false)
        recorder.beginAppearanceTransition(b, true, animated: true)
        recorder.endAppearanceTransition(b)
        recorder.shouldPerformSegue(a, withIdentifier: "show", returned: true)
        recorder.performSegue(a, withIdentifier: "show")
        recorder.prepare(a, forSegue: "show", destination: b)
        recorder.perform(a, segue: "show", destination: b, kind: .show)
        recorder.unwind(b, segue: "back", destination: a)
        recorder.present(a, b, style: .pageSheet, animated: true)
        recorder.dismiss(b, animated: true)
        recorder.willFinishLaunching(a)
        recorder.didFinishLaunching(a)
        recorder.instantiateInitialViewController(a, controller: b)
        recorder.instantiateViewController(a, withIdentifier: "Detail", controller: b)
        recorder.rootViewController(a, b)
        recorder.makeKeyAndVisible(a)
        recorder.willTransitionTraits(a)
        recorder.traitCollectionDidChange(a)
        recorder.registerForTraitChanges(a)
        recorder.traitChangeHandler(a)
        recorder.presentationControllerShouldDismiss(a, presented: b, returned: true)
        recorder.presentationControllerWillDismiss(a, presented: b)
        recorder.presentationControllerDidDismiss(a, presented: b)
        recorder.presentationControllerDidAttemptToDismiss(a, presented: b)
        recorder.selectedDetentDidChange(a, presented: b, detent: "large")
        recorder.configurationForConnecting(a, scene: b)
        recorder.willConnect(b)
        recorder.sceneWillEnterForeground(b)
        recorder.sceneDidBecomeActive(b)
        recorder.sceneWillResignActive(b)
        recorder.sceneDidEnterBackground(b)
        recorder.sceneDidDisconnect(b)
        recorder.applicationWillEnterForeground(a)
        recorder.applicationDidBecomeActive(a)
        recorder.applicationWillResignActive(a)
        recorder.applicationDidEnterBackground(a)
        recorder.applicationWillTerminate(a)
        recorder.windowScene(a, b)
        recorder.didReceiveMemoryWarning(b)
        recorder.applicationDidReceiveMemoryWarning(a)

        let vocabulary = UIKitSpec.compiled.vocabulary
        var symbols = SymbolTable()
        let events = try recorder.callbacks.map { try $0.event(vocabulary: vocabulary, symbols: &symbols) }
        #expect(Set(events.map { vocabulary[$0.kind].name }) == Set(vocabulary.kinds.map(\.name)))
        // The same callbacks, parsed from their lines, are the same events.
        var parser = PlainTraceParser(vocabulary: vocabulary)
        let parsed = try recorder.lines.enumerated().compactMap { try parser.parse(line: $1, number: $0 + 1) }
        #expect(parsed.map(\.kind) == events.map(\.kind))
        #expect(parsed.map { parser.symbols.name(of: $0.subject) } == events.map { symbols.name(of: $0.subject) })
    }

    @Test("A callback that does not fit the vocabulary says why", arguments: [
        ("viewDidAppear", ["animated": RecordedValue.word("yes")], "the value of 'animated' should be true or false"),
        ("viewDidApear", [:], "did you mean 'viewDidAppear'?"),
        ("viewDidAppear", ["animate": .bool(true)], "has an argument 'animate' that viewDidAppear does not take"),
        ("present", ["style": .word("pageSheet")], "lacks its 'presented' argument"),
    ] as [(String, KeyValuePairs<String, RecordedValue>, String)])
    func misfits(callback: String, arguments: KeyValuePairs<String, RecordedValue>, expected: String) {
        let recorder = LifecycleRecorder()
        final class Object {}
        let object = Object()
        recorder.record(object, callback, arguments)
        var symbols = SymbolTable()
        #expect(throws: RecordingError.self) { try recorder.callbacks[0].event(vocabulary: UIKitSpec.compiled.vocabulary, symbols: &symbols) }
        do {
            _ = try recorder.callbacks[0].event(vocabulary: UIKitSpec.compiled.vocabulary, symbols: &symbols)
        } catch {
            #expect(error.description.contains(expected))
        }
    }

    @Test("Closest names", arguments: [
        ("viewWillApear", "viewWillAppear"), ("ViewDidLoad", "viewDidLoad"), ("didMoveToParent", "didMove"),
        ("viewSafeAreaInsetsDidChange", nil), ("x", nil),
    ] as [(String, String?)])
    func closest(name: String, expected: String?) {
        #expect(UIKitSpec.compiled.vocabulary.closestName(to: name) == expected)
    }

    @Test("LIFECHECK_SEED is read in decimal and in hex", arguments: [
        ("42", 42), ("0x2A", 42), ("0x2a", 42), (" 7 ", 7), ("seven", nil), ("0x", nil),
    ] as [(String, UInt64?)])
    func seeds(text: String, expected: UInt64?) {
        #expect(ExplorationBounds.seed(parsing: text) == expected)
    }
}
