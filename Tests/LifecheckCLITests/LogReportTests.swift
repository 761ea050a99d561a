import Foundation
@testable import LifecheckCLI
import Testing

/// `lifecheck check` on logs: formats, options and the report formats, through the command line.
@Suite("Logs and reports")
struct LogReportTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
    func path(_ relative: String) -> String { Self.root.appendingPathComponent(relative).path }
    var legal: String { path("Examples/logs/print-navigation.log") }
    var illegal: String { path("Examples/logs/print-missing-disappear.log") }

    @Test("A legal console log passes; a broken one is caught with the rule and line")
    func consoleLogs() {
        let pass = LifecheckCommand.run(["check", legal])
        #expect(pass.status == 0)
        #expect(pass.standardOutput.contains("print-navigation.log: console log, 19 events, 2 subjects, 2 lines skipped (1 not a lifecycle event, 1 dealloc or deinit), legal"))
        let fail = LifecheckCommand.run(["check", "--report", "diagnostics", illegal])
        #expect(fail.status == 1)
        #expect(fail.standardOutput.contains("print-missing-disappear.log:13: error: [APPEAR-1] viewWillAppear on \"FeedViewController@0x600003a08000\" while it was appeared."))
        #expect(fail.standardOutput.contains("print-missing-disappear.log:16: error: [WARN-1]"))
    }

    @Test("A format given by hand is held to: a console log read as plain is unusable input")
    func explicitFormat() {
        let result = LifecheckCommand.run(["check", "--format", "plain", legal])
        #expect(result.status == 2)
        #expect(result.standardError.contains("print-navigation.log:1:"))
    }

    @Test("--report json is one JSON document with every violation")
    func json() throws {
        let result = LifecheckCommand.run(["check", "--report", "json", legal, illegal, path("Examples/no-such.log")])
        #expect(result.status == 2)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let files = try #require(document["files"] as? [[String: Any]])
        #expect(files.count == 3)
        #expect((files[0]["violations"] as? [Any])?.isEmpty == true)
        let violations = try #require(files[1]["violations"] as? [[String: Any]])
        #expect(violations.map { $0["rule"] as? String } == ["APPEAR-1"])
        #expect(violations.first?["line"] as? Int == 13)
        #expect((files[1]["findings"] as? [[String: Any]])?.first?["rule"] as? String == "WARN-1")
        #expect((files[2]["error"] as? [String: Any])?["message"] as? String == "no such file")
        #expect(document["violations"] as? Int == 2)
        // Every file has the same record shape, read or not; violations and UIKit's warnings
        // are counted apart, in each file and for the run.
        #expect(files.allSatisfy { Set($0.keys) == Set(files[0].keys) })
        #expect(files[2]["events"] as? Int == 0 && (files[2]["violations"] as? [Any])?.isEmpty == true)
        #expect(files[1]["counts"] as? [String: Int] == ["violations": 1, "findings": 1])
        #expect(document["counts"] as? [String: Int] == ["files": 3, "unreadable": 1, "violations": 1, "findings": 1])
    }

    @Test("--report junit has a test case per file and a failure per violation")
    func junit() {
        let result = LifecheckCommand.run(["check", "--report", "junit", legal, illegal])
        #expect(result.status == 1)
        let xml = result.standardOutput
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"))
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 2)
        #expect(xml.components(separatedBy: "<failure ").count - 1 == 2)
        #expect(xml.contains("type=\"APPEAR-1\" message=\"[APPEAR-1] viewWillAppear on &quot;FeedViewController@0x600003a08000&quot; while it was appeared.\""))
        #expect(!xml.contains("<MyApp."), "XML text must be escaped")
    }

    @Test("--report github prints one annotation per violation at its file and line")
    func github() {
        let result = LifecheckCommand.run(["check", "--report", "github", illegal])
        let annotations = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("::error ") }
        #expect(annotations.count == 2)
        #expect(annotations.first?.hasPrefix("::error file=\(illegal),line=13,title=APPEAR-1::[APPEAR-1] viewWillAppear") == true)
        #expect(annotations.allSatisfy { !$0.dropFirst().contains("\n") })
    }

    @Test("--report summary counts events, controllers, skipped lines and violations by rule")
    func summary() {
        let result = LifecheckCommand.run(["check", "--report", "summary", illegal])
        #expect(result.standardOutput.contains("  controllers  3"))
        #expect(result.standardOutput.contains("  skipped      3 (3 not a lifecycle event)"))
        #expect(result.standardOutput.contains("    APPEAR-1   1"))
        #expect(result.standardOutput.contains("    WARN-1     1"))
    }

    @Test("--recorded names the callbacks a log records; unknown names are a usage error")
    func recorded() {
        let tracker = LifecheckCommand.run(["check", "--recorded", "viewDidAppear,viewWillAppear", illegal])
        #expect(tracker.status == 1)   // the UIKit warning is still reported
        #expect(!tracker.standardOutput.contains("APPEAR-1"))
        let strict = LifecheckCommand.run(["check", "--recorded", "all", legal])
        #expect(strict.status == 0)    // it logs everything a navigation needs: held to every callback, still legal
        let bad = LifecheckCommand.run(["check", "--recorded", "viewDidApear", legal])
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("unknown event name 'viewDidApear'"))
    }
}
