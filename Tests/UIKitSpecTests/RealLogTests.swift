import Foundation
import Lifecheck
import Testing
import UIKitSpec

/// Console logs printed by real UIKit apps, copied from public sources (`RealLogs/`), run
/// through the same path as `lifecheck check`: format detected, UIKit's dialect, the
/// recorded callbacks inferred from the log, the options in the file's header.
///
/// Header directives (comment lines):
/// - `# source: URL` — where the log was printed (required);
/// - `# options: --order exit --from-middle --from-start --unfinished --recorded NAMES` — as on the command line;
/// - `# expect: legal` or `# expect: RULE …` — the rules that must be reported (violations
///   and UIKit-warning findings), exactly;
/// - `# known: RULE … | unreadable — why` — a disagreement with real UIKit not resolved yet:
///   the test pins today's result, so that a fix (or a regression) shows.
struct RealLog: CustomTestStringConvertible {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("RealLogs")

    let name: String
    let text: String
    var testDescription: String { name }

    static func all() -> [RealLog] {
        ["legal", "illegal"].flatMap { folder -> [RealLog] in
            let directory = root.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return names.filter { $0.hasSuffix(".log") }.sorted().map { name in
                RealLog(name: "\(folder)/\(name)",
                        text: (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? "")
            }
        }
    }

    /// The value of the first `# key:` header line.
    func header(_ key: String) -> String? {
        for line in text.split(separator: "\n") where line.hasPrefix("# \(key):") {
            return line.dropFirst(key.count + 3).trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// The rules a header names (`legal` names none); `nil` for `unreadable`.
    static func rules(in value: String) -> Set<String>? {
        let words = value.split(separator: "—").first.map { $0.split(separator: " ").map(String.init) } ?? []
        if words.contains("unreadable") { return nil }
        return Set(words.filter { $0 != "legal" })
    }

    /// The options of the `# options:` header, as `lifecheck check` builds them.
    func options() throws -> CheckOptions {
        let arguments = (header("options") ?? "").split(separator: " ").map(String.init)
        var order = EventOrder.entry, unfinished = false, fromMiddle = false, fromStart = false
        var recorded: Set<String>?
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--order": index += 1; order = EventOrder(rawValue: arguments[index]) ?? .entry
            case "--unfinished": unfinished = true
            case "--from-middle": fromMiddle = true
            case "--from-start": fromStart = true
            case "--recorded": index += 1; recorded = Set(arguments[index].split(separator: ",").map(String.init))
            default: throw CheckError(message: "unknown option \(arguments[index]) in \(name)")
            }
            index += 1
        }
        var options = CheckOptions(order: order, unfinished: unfinished,
                                   observation: Observation(recorded: recorded, fromMiddle: fromMiddle),
                                   format: nil, dialect: UIKitSpec.dialect)
        options.infersRecorded = recorded == nil
        options.readsLateStarts = !fromStart
        return options
    }

    struct CheckError: Error { var message: String }

    /// The rules reported for the log, or `nil` when it cannot be read.
    func check() throws -> Set<String>? {
        let options = try options()
        let checker = options.observation.isComplete ? TraceChecker(spec: UIKitSpec.compiled, options: options)
                                                     : try TraceChecker(projecting: UIKitSpec.spec, options: options)
        guard let report = try? checker.check(text: text, file: name) else { return nil }
        return Set(report.violations.map(\.rule.id) + report.findings.map(\.rule.id))
    }
}

@Suite("Real logs")
struct RealLogTests {
    static let logs = RealLog.all()

    @Test("Each real log gets the result its source says (or its pinned known disagreement)", arguments: logs)
    func realLog(_ log: RealLog) throws {
        #expect(log.header("source") != nil, "a real log names its source")
        let expect = try #require(log.header("expect"), "a real log says what it expects")
        let expected = try #require(RealLog.rules(in: expect), "expect: legal or rules")
        #expect(log.name.hasPrefix("legal/") == expected.isEmpty, "legal/ holds legal logs, illegal/ the others")
        let found = try log.check()
        if let known = log.header("known") {
            #expect(found == RealLog.rules(in: known), "known disagreement changed: \(found.map { $0.sorted().joined(separator: " ") } ?? "unreadable")")
            #expect(found != expected, "the known disagreement is resolved: drop its `# known:` line")
        } else {
            #expect(found == expected, "got \(found.map { $0.isEmpty ? "legal" : $0.sorted().joined(separator: " ") } ?? "unreadable")")
        }
    }

    @Test("There are enough real logs, legal and illegal")
    func coverage() {
        #expect(Self.logs.filter { $0.name.hasPrefix("legal/") }.count >= 20)
        #expect(Self.logs.filter { $0.name.hasPrefix("illegal/") }.count >= 4)
    }
}
