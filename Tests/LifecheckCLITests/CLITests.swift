import Foundation
@testable import LifecheckCLI
import Testing

@Suite("Command line")
struct CLITests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
    func path(_ relative: String) -> String { Self.root.appendingPathComponent(relative).path }

    /// A trace file with `text` in the temporary directory (the caller removes it).
    static func temporaryTrace(_ text: String) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lifecheck-\(UUID()).trace")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test("A legal trace exits 0 and says so")
    func legal() {
        let result = LifecheckCommand.run(["check", path("Examples/launch-navigation.trace")])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasSuffix("launch-navigation.trace: 43 events, 6 subjects, legal\n"))
        #expect(result.standardError.isEmpty)
    }

    @Test("Violations exit 1, with the three-part message")
    func violations() {
        let result = LifecheckCommand.run(["check", path("Examples/container-missing-disappear.trace")])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("[HIER-2] viewDidDisappear animated=true on \"Container\" while its child \"Child\" was appeared."))
        #expect(result.standardOutput.contains("To fix, "))
        #expect(result.standardOutput.hasSuffix("24 events, 3 subjects, 1 violation\n"))
    }

    @Test("A log cut off mid-transition is reported, with a pointer to --unfinished, and passes with it")
    func cutOff() throws {
        let file = try Self.temporaryTrace("Home loadView\nHome viewDidLoad\nHome viewWillAppear animated=true\n")
        defer { try? FileManager.default.removeItem(at: file) }
        let cut = LifecheckCommand.run(["check", file.path])
        #expect(cut.status == 1)
        #expect(cut.standardOutput.contains("[APPEAR-6]"))
        #expect(cut.standardOutput.contains("if the log was cut off there, check it with --unfinished"))
        let unfinished = LifecheckCommand.run(["check", "--unfinished", file.path])
        #expect(unfinished.status == 0)
        #expect(!unfinished.standardOutput.contains("--unfinished"))
    }

    @Test("A plain trace that breaks rules only at callbacks it never has says it is legal checked against those it has, in text and JSON")
    func legalAsRecorded() throws {
        let trace = try Self.temporaryTrace("# lifecheck: format=plain\nHome viewDidAppear animated=true\nDetail viewDidAppear animated=true\n"
            + "Home viewDidDisappear animated=true\nHome viewDidAppear animated=true\n")
        defer { try? FileManager.default.removeItem(at: trace) }
        let text = LifecheckCommand.run(["check", trace.path])
        #expect(text.status == 1)
        #expect(text.standardOutput.contains("(a plain trace is held to every callback; checked against only those it has (viewDidAppear, viewDidDisappear), "
            + "it breaks no rule: if what wrote it records only those, check it with --recorded viewDidAppear,viewDidDisappear)"))
        let json = LifecheckCommand.run(["check", "--report", "json", trace.path])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let file = try #require((document["files"] as? [[String: Any]])?.first)
        #expect(file["legalAsRecorded"] as? [String] == ["viewDidAppear", "viewDidDisappear"])
        let held = LifecheckCommand.run(["check", "--recorded", "viewDidAppear,viewDidDisappear", trace.path])
        #expect(held.status == 0)
        // A rule broken among the callbacks the trace has: no such note.
        let broken = try Self.temporaryTrace("# lifecheck: format=plain\nHome viewDidLoad\nHome viewWillAppear animated=true\n"
            + "Home viewDidAppear animated=true\nHome viewDidAppear animated=true\n")
        defer { try? FileManager.default.removeItem(at: broken) }
        let plain = LifecheckCommand.run(["check", broken.path])
        #expect(plain.status == 1 && plain.standardOutput.contains("[APPEAR-2]"))
        #expect(!plain.standardOutput.contains("checked against only those it has"))
        // A callback that finishes one the trace has is recorded with it: a transition begun
        // and never ended is the bug, not a gap in the recording.
        let unended = try Self.temporaryTrace("# lifecheck: format=plain\nBox viewDidLoad\nKid viewDidLoad\nBox addChild child=Kid\n"
            + "Kid willMove parent=Box\nKid beginAppearanceTransition appearing=true animated=true\nKid viewWillAppear animated=true\n")
        defer { try? FileManager.default.removeItem(at: unended) }
        let begun = LifecheckCommand.run(["check", unended.path])
        #expect(begun.status == 1 && begun.standardOutput.contains("[FWD-4]"))
        #expect(!begun.standardOutput.contains("checked against only those it has"))
    }

    @Test("A log legal only because a class never prints a callback others print says what checking it would break, in text and JSON")
    func uncheckedBreaks() throws {
        let log = try Self.temporaryTrace("<A.Home: 0x1> viewDidLoad()\n<A.Home: 0x1> viewWillAppear(_:)\n<A.Home: 0x1> viewDidAppear(_:)\n"
            + "<A.Detail: 0x2> viewDidLoad()\n<A.Home: 0x1> viewWillDisappear(_:)\n<A.Detail: 0x2> viewWillAppear(_:)\n"
            + "<A.Home: 0x1> viewDidDisappear(_:)\n<A.Detail: 0x2> viewDidAppear(_:)\n<A.Detail: 0x2> viewWillDisappear(_:)\n"
            + "<A.Home: 0x1> viewWillAppear(_:)\n<A.Home: 0x1> viewDidAppear(_:)\n")
        defer { try? FileManager.default.removeItem(at: log) }
        let text = LifecheckCommand.run(["check", log.path])
        #expect(text.status == 0)
        #expect(text.standardOutput.contains("(with those checked too, it breaks APPEAR-6, on \"Detail@0x2\": a bug if the controllers that never print viewDidDisappear do override it; "
            + "lifecheck check --recorded viewDidAppear,viewDidDisappear,viewDidLoad,viewWillAppear,viewWillDisappear shows it)"))
        let json = LifecheckCommand.run(["check", "--report", "json", log.path])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let file = try #require((document["files"] as? [[String: Any]])?.first)
        let broken = try #require((file["uncheckedBreaks"] as? [[String: Any]])?.first)
        #expect(broken["rule"] as? String == "APPEAR-6" && broken["subject"] as? String == "Detail@0x2")
        let held = LifecheckCommand.run(["check", "--recorded", "viewDidAppear,viewDidDisappear,viewDidLoad,viewWillAppear,viewWillDisappear", log.path])
        #expect(held.status == 1 && held.standardOutput.contains("[APPEAR-6]"))
    }

    @Test("Separate runs pasted under headings: the report names each controller read as beginning again, in text and JSON")
    func sectionRestarts() throws {
        let log = try Self.temporaryTrace("## Push\n```\nHome viewDidLoad()\nHome viewWillAppear(_:)\nHome viewDidAppear(_:)\n"
            + "Home viewWillDisappear(_:)\nHome viewDidDisappear(_:)\n```\n## Swipe back, cancelled\n```\n"
            + "Home viewWillDisappear(_:)\nHome viewWillAppear(_:)\nHome viewDidAppear(_:)\n```\n")
        defer { try? FileManager.default.removeItem(at: log) }
        let text = LifecheckCommand.run(["check", log.path])
        #expect(text.status == 0)
        #expect(text.standardOutput.contains("read as beginning again at a section break (a heading, a code fence, a title in bold or between marks; for the app's and its scenes' cases also a title between the items of lists, a numbered list that starts again at 1, or a comment after a blank line), as separate runs pasted one after another show: "
            + "Home after line 10, as Home#2 (its first event there, viewWillDisappear at line 11, breaks APPEAR-3 after what came before)"))
        let json = LifecheckCommand.run(["check", "--report", "json", log.path])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let file = try #require((document["files"] as? [[String: Any]])?.first)
        let restart = try #require((file["sectionRestarts"] as? [[String: Any]])?.first)
        #expect(restart["controller"] as? String == "Home" && restart["readAs"] as? String == "Home#2")
        #expect(restart["breakLine"] as? Int == 10 && restart["line"] as? Int == 11)
        #expect(restart["event"] as? String == "viewWillDisappear" && restart["rule"] as? String == "APPEAR-3")
        // Held to what came before, it breaks APPEAR-3.
        let held = LifecheckCommand.run(["check", "--from-start", log.path])
        #expect(held.status == 1 && held.standardOutput.contains("[APPEAR-3]"))
    }

    @Test("A console log's report points to --from-middle and --order exit where they may explain a violation")
    func hints() throws {
        // The presenter's first line is a disappearance: a log that began part-way through the run?
        let middle = try Self.temporaryTrace("<A.Home: 0x1> viewWillDisappear(_:)\n<A.Home: 0x1> viewDidDisappear(_:)\n"
            + "<A.Home: 0x1> viewWillAppear(_:)\n<A.Home: 0x1> viewDidAppear(_:)\n<A.Home: 0x1> viewWillDisappear(_:)\n")
        defer { try? FileManager.default.removeItem(at: middle) }
        // By default it is read so, and the report says so (the log still ends mid-transition).
        let cut = LifecheckCommand.run(["check", middle.path])
        #expect(cut.status == 1)
        #expect(!cut.standardOutput.contains("[APPEAR-3]"))
        #expect(cut.standardOutput.contains("read as having begun before the log, as a paste that begins part-way through the run shows: Home@0x1 (its first event, viewWillDisappear at line 1, breaks APPEAR-3"))
        #expect(!cut.standardOutput.contains("check it with --from-middle"))
        let json = LifecheckCommand.run(["check", "--report", "json", middle.path])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let file = try #require((document["files"] as? [[String: Any]])?.first)
        let late = try #require((file["lateStarts"] as? [[String: Any]])?.first)
        #expect(late["controller"] as? String == "Home@0x1" && late["line"] as? Int == 1)
        #expect(late["event"] as? String == "viewWillDisappear" && late["rule"] as? String == "APPEAR-3")
        // Held to the start, it breaks APPEAR-3, and the report points to --from-middle.
        let held = LifecheckCommand.run(["check", "--from-start", middle.path])
        #expect(held.status == 1)
        #expect(held.standardOutput.contains("[APPEAR-3]"))
        #expect(held.standardOutput.contains("if the log began part-way through the run, check it with --from-middle"))
        let fromMiddle = LifecheckCommand.run(["check", "--from-middle", "--unfinished", middle.path])
        #expect(fromMiddle.status == 0)
        #expect(!fromMiddle.standardOutput.contains("--from-middle"))
        // Printed after super: the child's viewWillAppear before its parent's.
        let exit = try Self.temporaryTrace("# lifecheck: Tabs contains First\nTabs loadView()\nTabs viewDidLoad()\nFirst viewDidLoad()\n"
            + "First viewWillAppear(_:)\nTabs viewWillAppear(_:)\nFirst viewDidAppear(_:)\nTabs viewDidAppear(_:)\n")
        defer { try? FileManager.default.removeItem(at: exit) }
        // By default it is read again at exit, which breaks no rule, and the report says why.
        let read = LifecheckCommand.run(["check", exit.path])
        #expect(read.status == 0)
        #expect(read.standardOutput.contains("(read as printed after calling super, where children print before their parents: read in call order, First's viewWillAppear at line 5 breaks HIER-1 about Tabs; --order entry holds it to call order)"))
        let exitJSON = LifecheckCommand.run(["check", "--report", "json", exit.path])
        let exitDocument = try #require(try JSONSerialization.jsonObject(with: Data(exitJSON.standardOutput.utf8)) as? [String: Any])
        let exitReading = try #require((exitDocument["files"] as? [[String: Any]])?.first?["exitOrderReading"] as? [String: Any])
        #expect(exitReading["rule"] as? String == "HIER-1" && exitReading["line"] as? Int == 5 && exitReading["controller"] as? String == "First")
        #expect(exitReading["event"] as? String == "viewWillAppear" && exitReading["other"] as? String == "Tabs")
        // Held to call order, it breaks HIER-1, and the report points to --order exit.
        let entry = LifecheckCommand.run(["check", "--order", "entry", exit.path])
        #expect(entry.status == 1)
        #expect(entry.standardOutput.contains("[HIER-1]"))
        #expect(entry.standardOutput.contains("check it with --order exit"))
        #expect(LifecheckCommand.run(["check", "--order", "exit", exit.path]).status == 0)
        // A log that prints a parent's callback before its child's elsewhere prints in call
        // order: the child's first viewWillAppear is out of order, read so by default too.
        let mixed = try Self.temporaryTrace(String(decoding: try Data(contentsOf: exit), as: UTF8.self)
            + "Tabs viewWillDisappear(_:)\nFirst viewWillDisappear(_:)\nTabs viewDidDisappear(_:)\nFirst viewDidDisappear(_:)\n")
        defer { try? FileManager.default.removeItem(at: mixed) }
        let inCallOrder = LifecheckCommand.run(["check", mixed.path])
        #expect(inCallOrder.status == 1)
        #expect(inCallOrder.standardOutput.contains("[HIER-1]") && !inCallOrder.standardOutput.contains("read as printed after calling super"))
        // A screen tracker's bare lines are the plain format, held to every callback.
        let tracker = try Self.temporaryTrace("Home viewDidAppear\nDetail viewDidAppear\nHome viewDidAppear\n")
        defer { try? FileManager.default.removeItem(at: tracker) }
        let plain = LifecheckCommand.run(["check", tracker.path])
        #expect(plain.status == 1)
        #expect(plain.standardOutput.contains("is checked with --format console"))
        let console = LifecheckCommand.run(["check", "--format", "console", tracker.path])
        #expect(console.status == 0)
        #expect(!console.standardOutput.contains("--format console"))
        // A log that names no controller: read as one controller's, and the reports say so.
        let bare = try Self.temporaryTrace("viewDidLoad()\nviewWillAppear(_:)\nviewDidAppear(_:)\n")
        defer { try? FileManager.default.removeItem(at: bare) }
        #expect(LifecheckCommand.run(["check", bare.path]).standardOutput.contains("the log was read as one controller's callbacks"))
        #expect(LifecheckCommand.run(["check", "--report", "json", bare.path]).standardOutput.contains("\"unnamedController\": true"))
    }

    @Test("Diagnostics are one line per violation")
    func diagnostics() {
        let result = LifecheckCommand.run(["check", "--report", "diagnostics", path("Examples/container-missing-disappear.trace")])
        #expect(result.status == 1)
        let first = result.standardOutput.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasSuffix("container-missing-disappear.trace:28: error: [HIER-2] viewDidDisappear animated=true on \"Container\" while its child \"Child\" was appeared."))
    }

    @Test("Unreadable input exits 2 and names the file", arguments: [
        ("Examples/no-such-file.trace", "no such file"),
        ("Examples", "is a directory, expected a trace file"),
    ])
    func unreadable(file: String, message: String) {
        let result = LifecheckCommand.run(["check", path(file)])
        #expect(result.status == 2)
        #expect(result.standardError == "\(path(file)): error: \(message)\n")
    }

    @Test("A malformed line exits 2 with file:line:column and what was expected")
    func malformed() throws {
        let file = try Self.temporaryTrace("Home viewDidLoad\nHome viewWillAppear animated=maybe\n")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = LifecheckCommand.run(["check", file.path])
        #expect(result.status == 2)
        #expect(result.standardError == "\(file.path):2:30: error: expected true or false for 'animated', found 'maybe'\n")
    }

    @Test("A bad file does not stop the others; the worst status wins")
    func severalFiles() {
        let result = LifecheckCommand.run(["check", path("Examples/no-such-file.trace"), path("Examples/launch-navigation.trace")])
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("launch-navigation.trace: 43 events, 6 subjects, legal"))
    }

    @Test("Usage errors exit 2 with the command's help", arguments: [
        (["check"], "check needs at least one FILE (or - for standard input)"),
        (["check", "--order", "sideways", "x"], "--order takes entry, exit, not 'sideways'"),
        (["check", "--frobnicate", "x"], "unknown option '--frobnicate'"),
        (["spec", "--format", "pdf"], "--format takes text, markdown, mermaid, dot, not 'pdf'"),
        (["bench"], "unknown command 'bench'"),
        (["explore", "--full", "--max-depth", "3"], "--full and --max-depth contradict each other"),
        (["launch"], "unknown command 'launch'"),
        ([], "no command given"),
    ])
    func usage(arguments: [String], message: String) {
        let result = LifecheckCommand.run(arguments)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("lifecheck: \(message)\n\nUSAGE: lifecheck"))
    }

    @Test("Every command has --help", arguments: ["check", "explore", "merge", "spec"])
    func help(command: String) {
        let result = LifecheckCommand.run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("USAGE: lifecheck \(command)"))
        #expect(LifecheckCommand.run(["help", command]) == result)
    }

    @Test("spec prints the catalogue and draws the machines")
    func spec() {
        #expect(LifecheckCommand.run(["spec"]).standardOutput.contains("APPEAR-1  viewWillAppear arrives only while"))
        #expect(LifecheckCommand.run(["spec", "--format", "mermaid"]).standardOutput.contains("stateDiagram-v2"))
        #expect(LifecheckCommand.run(["spec", "--format=dot"]).standardOutput.hasPrefix("digraph \"UIKit\" {"))
    }

    @Test("explore with no options explores the reference runtime 8 operations deep, and names the flag for all of it")
    func exploreDefault() {
        let result = LifecheckCommand.run(["explore"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("""
            model: reference runtime
            result: no violation within 8 operations; every state up to that depth explored
            states: 17905

            """))
        #expect(result.standardOutput.contains("Every reachable state: lifecheck explore --model reference --full\n"))
        #expect(result.standardError.isEmpty)  // progress goes to standard error only from the command line

        let bounded = LifecheckCommand.run(["explore", "--max-depth", "3"])
        #expect(bounded.standardOutput.contains("result: no violation within 3 operations"))
        #expect(!bounded.standardOutput.contains("--full"))
    }

    @Test("explore --shard writes parts that merge into the whole exploration")
    func shards() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lifecheck-shards-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String] = []
        for index in 0..<3 {
            let file = directory.appendingPathComponent("\(index).lcs").path
            let result = LifecheckCommand.run(["explore", "--model", "navstack", "-N", "6", "-D", "6", "--shard", "\(index)/3", "--output", file])
            #expect(result.status == 0)
            files.append(file)
        }
        let merged = LifecheckCommand.run(["merge"] + files)
        #expect(merged.status == 0)
        #expect(merged.standardOutput.contains("\nstates: 976\n"))
        let partial = LifecheckCommand.run(["merge"] + files.dropLast())
        #expect(partial.status == 1)
        #expect(partial.standardOutput.contains("missing shards: 2/3"))
        #expect(LifecheckCommand.run(["merge", directory.path + "/nope.lcs"]).status == 2)

        // A shard of another format (its fingerprints hashed differently) is refused, not merged.
        let old = try String(contentsOfFile: files[0], encoding: .isoLatin1).replacingOccurrences(of: "lifecheck-shard-2", with: "lifecheck-shard-1")
        try old.write(toFile: files[0], atomically: true, encoding: .isoLatin1)
        let mixed = LifecheckCommand.run(["merge"] + files)
        #expect(mixed.status == 2)
        #expect(mixed.standardError.contains("format lifecheck-shard-1"))
    }
}
