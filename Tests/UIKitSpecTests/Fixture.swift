import Foundation
import Lifecheck
import UIKitSpec
import Testing

/// A trace in `Fixtures/`, with the directives in its comments (see Fixtures/README.md).
struct Fixture: CustomTestStringConvertible {
    /// An expected violation: a line (or the end of the trace) and a rule.
    struct Expectation: Hashable, Comparable, CustomStringConvertible {
        var line: Int?
        var rule: String

        static func < (a: Expectation, b: Expectation) -> Bool {
            (a.line ?? .max, a.rule) < (b.line ?? .max, b.rule)
        }

        var description: String { "\(line.map { "line \($0)" } ?? "end") \(rule)" }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    let name: String
    let text: String
    var covers: Set<String> = []
    var options = CheckOptions()
    var expectations: Set<Expectation> = []

    var testDescription: String { name }

    /// The fixtures in `folder` (`legal` or `illegal`), by name.
    static func all(in folder: String) -> [Fixture] {
        let directory = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".trace") }.sorted().map { name in
            Fixture(name: "\(folder)/\(name)", text: (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? "")
        }
    }

    init(name: String, text: String) {
        self.name = name
        self.text = text
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("# covers:") {
                covers.formUnion(trimmed.dropFirst("# covers:".count).split(separator: " ").map(String.init))
            } else if trimmed == "# order: exit" {
                options.order = .exit
            } else if trimmed == "# unfinished" {
                options.unfinished = true
            } else if trimmed.hasPrefix("# expect-at-end:") {
                for rule in trimmed.dropFirst("# expect-at-end:".count).split(separator: " ") {
                    expectations.insert(Expectation(line: nil, rule: String(rule)))
                }
            } else if let marker = line.range(of: "# expect:") {
                for rule in line[marker.upperBound...].split(separator: " ") {
                    expectations.insert(Expectation(line: offset + 1, rule: String(rule)))
                }
            }
        }
    }

    /// Checks the trace against the UIKit spec.
    func check() throws -> CheckReport {
        try TraceChecker(spec: UIKitSpec.compiled, options: options).check(text: text, file: name)
    }

    /// The violations found, as expectations.
    static func found(in report: CheckReport) -> Set<Expectation> {
        Set(report.violations.map { Expectation(line: $0.entry?.position, rule: $0.rule.id) })
    }
}
