import Foundation
@testable import LifecheckCLI
import Testing

/// How `lifecheck check` says it read a log: `--show-reading`, the error of a log that gave
/// no event, and a plain trace with one bad line.
@Suite("Showing the reading")
struct ShowReadingTests {
    /// Runs `lifecheck check` with `arguments` on a file holding `text`.
    static func check(_ text: String, _ arguments: [String] = [], name: String = "log.txt") throws -> CommandResult {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lifecheck-reading-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return LifecheckCommand.run(["check"] + arguments + [file.path])
    }

    @Test("--show-reading lists each line's controller and event, or why it was skipped")
    func showReading() throws {
        let log = """
            Here is what the console printed:
            > 12:00:01.120 -[Home viewDidLoad]
            > 12:00:01.130 [Lifecycle] Home viewWillAppear called
            viewDidAppear is called after viewWillAppear
            """
        let result = try Self.check(log, ["--show-reading"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("  (read as a console log: 4 of the first lines are not plain trace lines, such as 'Here is what the console printed:')"))
        #expect(lines.contains("  1  skipped: not a lifecycle event    ← Here is what the console printed:"))
        #expect(lines.contains("  2  event: Home viewDidLoad    ← > 12:00:01.120 -[Home viewDidLoad]"))
        #expect(lines.contains("  3  event: Home viewWillAppear    ← > 12:00:01.130 [Lifecycle] Home viewWillAppear called"))
        #expect(lines.contains { $0.hasPrefix("  4  skipped: ") && $0.hasSuffix("← viewDidAppear is called after viewWillAppear") })
    }

    @Test("A log that gives no event is an error at the first line naming a callback, saying why none became one")
    func unreadable() throws {
        let log = "app started\nloading…\nviewDidLoad()\n<App.Child: 0x2a> willMove(toParent:)\ndone\n"
        let result = try Self.check(log, ["--show-reading"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("log.txt:3: error: no lifecycle events"))
        #expect(result.standardError.contains("the lines that name callbacks: a callback without a controller (line 3); a callback without an argument the spec needs (line 4)"))
        #expect(result.standardOutput.contains("  4  skipped: a callback without an argument the spec needs    ← <App.Child: 0x2a> willMove(toParent:)"))
    }

    @Test("A plain trace with one bad line is an input error at that line", arguments: [
        ("Home init\nHome loadView\nHome viewDidLoad\nHome viewWillAppear true\nHome viewDidAppear animated=true\n", "log.txt:4:21: error: expected KEY=VALUE, found 'true'"),
        ("Home init\nHome loadView\nHome viewDidLoad\nHome\n", "log.txt:4:5: error: expected an event name after the subject 'Home'"),
        ("Home init\nHome loadView\nHome viewDidLoad\nHome viewWillApear animated=true\n", "log.txt:4:6: error: unknown event 'viewWillApear'"),
    ])
    func plainWithOneBadLine(_ text: String, _ error: String) throws {
        let result = try Self.check(text)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix(error) || result.standardError.contains("/" + error), "\(result.standardError)")
    }

    @Test("One line that reads as a call, in a file of nothing else, is no log of calls: no lifecycle events")
    func oneCallLine() throws {
        let result = try Self.check("Thread 1: “UIPopoverPresentationController (<UIPopoverPresentationController: 0x147d52ff0>) does something unknown.”\n")
        #expect(result.status == 2)
        #expect(result.standardError.contains("no lifecycle events"))
        // Two calls of functions the spec does not know make a log of calls: it passes.
        let calls = try Self.check("<App.Home: 0x1> loadViewIfNeeded()\n<App.Home: 0x1> setNeedsStatusBarAppearanceUpdate()\n")
        #expect(calls.status == 0, "\(calls.standardError)")
    }

    @Test("A title above plain-shaped lines makes them a console paste, read with the title skipped")
    func titleAbovePlainShapedLines() throws {
        let result = try Self.check("Output:\nHome viewDidLoad\nHome viewWillAppear\nHome viewDidAppear\nHome viewDidAppear\n", ["--show-reading"])
        #expect(result.status == 1, "\(result.standardOutput)\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("  (read as a console log: one of the first lines is no plain trace line: 'Output:')"))
        #expect(lines.contains("  1  skipped: not a lifecycle event    ← Output:"))
        #expect(result.standardOutput.contains("[APPEAR-2]"))
    }
}
