import Foundation
import Lifecheck
import LifecheckTesting
import Testing
import UIKitSpec

/// Stand-ins for controllers: the recorder only needs object identity and a type name
/// (stateless, so they may cross threads).
private final class HomeViewController: Sendable {}
private final class ContainerViewController: Sendable {}

@Suite("Recorder")
struct RecorderTests {
    @Test("Controllers are named by type, numbered per instance, and arguments are written in the trace format")
    func lines() {
        let recorder = LifecycleRecorder()
        let container = ContainerViewController(), first = HomeViewController(), second = HomeViewController()
        recorder.record(container, "addChild", ["child": .controller(first)])
        recorder.record(first, "willMove", ["parent": .controller(container)])
        recorder.record(second, "willMove", ["parent": .controller(nil)])
        recorder.record(first, "viewWillTransition", ["size": .size(width: 390, height: 844.5)])
        recorder.record(subject: "Window", "makeKeyAndVisible")
        #expect(recorder.lines == [
            "ContainerViewController addChild child=HomeViewController",
            "HomeViewController willMove parent=ContainerViewController",
            "HomeViewController#2 willMove parent=nil",
            "HomeViewController viewWillTransition size=390x844.5",
            "Window makeKeyAndVisible",
        ])
    }

    @Test("Text that would break the trace format is written so that it parses")
    func sanitized() throws {
        let recorder = LifecycleRecorder()
        recorder.record(subject: "My Window", "rootViewController", ["controller": .word("#a=b")])
        recorder.record(subject: "Home", "performSegue", ["identifier": .word("show detail")])
        recorder.record(subject: "Home", "viewWillTransition", ["size": .size(width: .nan, height: 0.00001)])
        recorder.record(subject: "Home", "viewWillTransition", ["size": .size(width: 1024.5, height: 1e16)])
        #expect(recorder.lines == [
            "My_Window rootViewController controller=a_b",
            "Home performSegue identifier=show_detail",
            "Home viewWillTransition size=0x0",
            "Home viewWillTransition size=1024.5x1000000000000",
        ])
        var parser = PlainTraceParser(vocabulary: UIKitSpec.compiled.vocabulary)
        for (number, line) in recorder.lines.enumerated() {
            #expect(throws: Never.self) { _ = try parser.parse(line: line, number: number + 1) }
        }
    }

    @Test("A new object at a deallocated one's address gets a new name")
    func reusedAddresses() {
        let recorder = LifecycleRecorder()
        for _ in 0..<3 {
            let controller = HomeViewController()
            recorder.record(controller, "viewDidLoad")
        }
        #expect(Set(recorder.lines).count == 3)
    }

    @Test("No event is lost when many tasks record at once")
    func concurrent() async {
        let recorder = LifecycleRecorder()
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<1_000 { recorder.record(subject: "C\(task)", "viewDidLoad", ["n": .word("\(index)")]) }
                }
            }
        }
        let lines = recorder.lines
        #expect(lines.count == 8_000)
        // Each task's own events keep their order.
        for task in 0..<8 {
            let own = lines.filter { $0.hasPrefix("C\(task) ") }
            #expect(own == (0..<1_000).map { "C\(task) viewDidLoad n=\($0)" })
        }
    }

    @Test("A recorded legal sequence passes and an illegal one is reported")
    func expectations() {
        let recorder = LifecycleRecorder()
        let home = HomeViewController()
        recorder.register(home)
        recorder.record(home, "viewDidLoad")
        recorder.record(home, "viewWillAppear", ["animated": .bool(true)])
        recorder.record(home, "viewDidAppear", ["animated": .bool(true)])
        #expect(expectLegal(recorder).isEmpty)
        recorder.record(home, "viewDidAppear", ["animated": .bool(true)])
        var found: [String] = []
        withKnownIssue {
            found = expectLegal(recorder).map(\.rule.id)
        }
        #expect(found == ["APPEAR-2"])
    }

    @Test("Strict recordings reject unknown callbacks; lenient ones leave them out")
    func strictness() {
        let recorder = LifecycleRecorder()
        let home = HomeViewController()
        recorder.register(home)
        recorder.record(home, "viewDidLoad")
        recorder.record(home, "viewSafeAreaInsetsDidChange")
        withKnownIssue {
            expectLegal(recorder)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Recorded event 2, 'HomeViewController viewSafeAreaInsetsDidChange', is not a callback the spec knows.") }
        }
        #expect(expectLegal(recorder, strictness: .lenient).isEmpty)
    }

    @Test("A controller declared only after it recorded is told so, not called undeclared")
    func declaredLate() {
        let recorder = LifecycleRecorder()
        let home = HomeViewController()
        recorder.record(home, "viewDidLoad")
        recorder.register(home, as: "Home")
        withKnownIssue {
            expectLegal(recorder)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.hasPrefix("Recorded event 1, 'HomeViewController viewDidLoad', involves \"HomeViewController\" before the test declared it")
            }
        }
    }

    @Test("Declared controllers take the names they are given; a taken name gets a number; a recorded one keeps its own")
    func register() {
        let recorder = LifecycleRecorder()
        let tabs = ContainerViewController(), first = HomeViewController(), second = HomeViewController()
        let late = HomeViewController()
        recorder.record(late, "viewDidLoad")
        #expect(recorder.register(tabs, as: "Tabs") == "Tabs")
        #expect(recorder.register(first, as: "A") == "A")
        #expect(recorder.register(second, as: "A") == "A#2")
        #expect(recorder.register(late, as: "Late") == "HomeViewController")
        recorder.register(subject: "Window")
        recorder.record(tabs, "addChild", ["child": .controller(first)])
        #expect(recorder.lines == ["HomeViewController viewDidLoad", "Tabs addChild child=A"])
        #expect(recorder.declaredNames == ["Tabs", "A", "A#2", "HomeViewController", "Window"])
        #expect(recorder.undeclaredNames == [["HomeViewController"], []])
    }

    @Test("A controller that recorded only its init (a base class records it) takes the name it is registered under, declared in time")
    func registeredAfterItsInit() {
        let recorder = LifecycleRecorder()
        let home = HomeViewController(), other = HomeViewController()
        recorder.initialized(home)
        #expect(recorder.register(home, as: "Home") == "Home")
        recorder.initialized(other)
        // Its type's name was given back: the next instance takes it.
        #expect(recorder.lines == ["Home init", "HomeViewController init"])
        recorder.register(other)
        recorder.viewDidLoad(home)
        recorder.viewDidLoad(other)
        #expect(recorder.undeclaredNames == [[], [], [], []])
        #expect(expectLegal(recorder).isEmpty)
        // Once anything else involves it, the name it recorded under stays.
        let third = HomeViewController(), tabs = ContainerViewController()
        recorder.initialized(third)
        recorder.register(tabs, as: "Tabs")
        recorder.record(tabs, "addChild", ["child": .controller(third)])
        #expect(recorder.register(third, as: "Third") == "HomeViewController#2")
    }

    @Test("A controller made at a registered one's address once that one is gone is a new controller: its init takes the name it is registered under")
    func registeredAfterItsInitAtAReusedAddress() {
        let recorder = LifecycleRecorder()
        // (Allocators give a freed object's address to the next object of its size: each
        // screen after the first is likely made where the one before was.)
        for _ in 0..<100 {
            let screen = HomeViewController()
            recorder.initialized(screen)
            recorder.register(screen, as: "Detail")
        }
        let undeclared = recorder.undeclaredNames.filter { !$0.isEmpty }
        let names = Set(recorder.lines.map { $0.split(separator: " ")[0] })
        #expect(undeclared.isEmpty)
        #expect(names.count == 100 && names.allSatisfy { $0.hasPrefix("Detail") })
    }

    @Test("Strict checking reports each undeclared controller once, as subject or argument; lenient checking allows them")
    func undeclared() {
        let recorder = LifecycleRecorder()
        let container = ContainerViewController(), child = HomeViewController()
        recorder.register(container, as: "Box")
        recorder.record(container, "viewDidLoad")
        recorder.record(container, "addChild", ["child": .controller(child)])
        recorder.record(child, "willMove", ["parent": .controller(container)])
        recorder.record(child, "viewDidLoad")
        recorder.record(child, "didMove", ["parent": .controller(container)])
        withKnownIssue {
            #expect(expectLegal(recorder).isEmpty)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("""
                Recorded event 2, 'Box addChild child=HomeViewController', involves "HomeViewController", a controller \
                the test did not declare. Declared: Box. To fix, call recorder.register(controller, as: "Name") for each \
                controller under test before it records, or check with strictness: .lenient to allow others.
                """) }
        }
        #expect(expectLegal(recorder, strictness: .lenient).isEmpty)
        // Nothing declared at all: said so.
        let bare = LifecycleRecorder()
        bare.record(child, "viewDidLoad")
        withKnownIssue {
            expectLegal(bare)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("No controller was declared: strict checking needs the controllers under test.") }
        }
    }

    @Test("No event and no name is lost when many threads record on their own and shared controllers at once")
    func threads() {
        let recorder = LifecycleRecorder()
        let shared = ContainerViewController()
        recorder.register(shared, as: "Shared")
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            let own = (0..<10).map { _ in HomeViewController() }
            for index in 0..<2_000 {
                let value: RecordedValue = .controller(shared)
                recorder.record(own[index % 10], "willMove", ["parent": value])
                recorder.record(subject: "T\(thread)", "viewDidLoad", ["n": .word("\(index)")])
            }
        }
        let lines = recorder.lines
        #expect(lines.count == 8 * 2_000 * 2)
        // 80 controllers, 80 distinct names, each with its 200 events.
        let names = Dictionary(grouping: lines.filter { $0.hasSuffix("parent=Shared") }, by: { $0.split(separator: " ")[0] })
        #expect(names.count == 80)
        #expect(names.values.allSatisfy { $0.count == 200 })
        for thread in 0..<8 {
            #expect(lines.filter { $0.hasPrefix("T\(thread) ") } == (0..<2_000).map { "T\(thread) viewDidLoad n=\($0)" })
        }
    }

    @Test("The written file is a trace lifecheck check reads")
    func writes() throws {
        let recorder = LifecycleRecorder()
        let home = HomeViewController()
        recorder.record(home, "viewDidLoad")
        recorder.record(home, "viewWillAppear", ["animated": .bool(false)])
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("recorder-\(UUID().uuidString).trace").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try recorder.write(toFile: path)
        let report = try TraceChecker(spec: UIKitSpec.compiled).check(fileAt: path)
        #expect(report.eventCount == 2)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "# lifecheck: format=plain\n" + recorder.trace)
    }

    @Test("The written file holds every controller to the start of the recording: a first disappearance is a bug, not a paste begun late")
    func writtenFileIsHeldToStart() throws {
        let recorder = LifecycleRecorder()
        let home = HomeViewController()
        recorder.record(home, "viewWillDisappear", ["animated": .bool(true)])
        recorder.record(home, "viewDidDisappear", ["animated": .bool(true)])
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("recorder-\(UUID().uuidString).trace").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try recorder.write(toFile: path)
        // (As `lifecheck check` reads a file: the format detected, late starts read where it is detected.)
        var options = CheckOptions(format: nil, dialect: UIKitSpec.dialect)
        options.infersRecorded = true
        options.readsLateStarts = true
        let checker = TraceChecker(spec: UIKitSpec.compiled, options: options)
        let report = try checker.check(fileAt: path)
        #expect(report.lateStarts.isEmpty && !report.violations.isEmpty)
        // The same lines without the declaration are read as a paste that may begin part-way.
        #expect(try checker.check(text: recorder.trace).lateStarts.count == 1)
    }
}
