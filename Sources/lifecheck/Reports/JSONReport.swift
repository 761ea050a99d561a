/// `--report json`: one JSON document for the whole run.
///
///     {"files": [{"file": "…", "format": "console", "lines": 120, "events": 96, "subjects": 7,
///                 "unnamedController": false (true: no line named a controller, read as one),
///                 "skipped": {"not a lifecycle event": 24},
///                 "recorded": ["viewDidAppear", …] (null: every callback), "unlogged": {"viewDidLoad": "Home logs viewWillAppear but never viewDidLoad"},
///                 "unmatchedStructureNames": ["MyApp.Pager"] (header names no controller has),
///                 "error": null,
///                 "violations": [{"rule": "APPEAR-2", "line": 40, "subject": "Home",
///                                 "headline": "…", "statement": "…", "message": "…"}],
///                 "findings": [{"rule": "WARN-1", "line": 12, "subject": "…", "message": "…"}]}],
///      "violations": 1}
enum JSONReport {
    static func render(_ outcomes: [FileOutcome]) -> String {
        var files: [String] = []
        for outcome in outcomes {
            var fields = ["\"file\": \(quote(outcome.name))"]
            if let report = outcome.report, let renderer = outcome.renderer {
                fields.append("\"format\": \(quote(report.format.rawValue))")
                fields.append("\"lines\": \(report.lineCount)")
                fields.append("\"events\": \(report.eventCount)")
                fields.append("\"subjects\": \(report.subjectCount)")
                fields.append("\"unnamedController\": \(report.unnamedController)")
                let skipped = report.skipped.sorted { $0.key < $1.key }.map { "\(quote($0.key.rawValue)): \($0.value)" }
                fields.append("\"skipped\": {\(skipped.joined(separator: ", "))}")
                fields.append("\"recorded\": " + (report.recorded.map { "[" + $0.sorted().map(quote).joined(separator: ", ") + "]" } ?? "null"))
                let unlogged = report.unlogged.sorted { $0.key < $1.key }.map { "\(quote($0.key)): \(quote($0.value))" }
                fields.append("\"unlogged\": {\(unlogged.joined(separator: ", "))}")
                fields.append("\"unmatchedStructureNames\": [\(report.unmatchedDeclarations.map(quote).joined(separator: ", "))]")
                fields.append("\"error\": null")
                let violations = report.violations.map { violation in
                    "{\"rule\": \(quote(violation.rule.id)), \"line\": \(violation.entry.map { String($0.position) } ?? "null"), "
                        + "\"subject\": \(quote(renderer.formatter.name(violation.subject))), "
                        + "\"headline\": \(quote(renderer.headline(violation))), \"statement\": \(quote(violation.rule.statement)), "
                        + "\"message\": \(quote(renderer.text(violation)))}"
                }
                fields.append("\"violations\": [\(violations.joined(separator: ", "))]")
                let findings = report.findings.map { finding in
                    "{\"rule\": \(quote(finding.rule.id)), \"line\": \(finding.line), \"subject\": \(quote(finding.subject)), "
                        + "\"statement\": \(quote(finding.rule.statement)), \"message\": \(quote(finding.message))}"
                }
                fields.append("\"findings\": [\(findings.joined(separator: ", "))]")
            } else if let error = outcome.error {
                fields.append("\"error\": {\"line\": \(error.line), \"column\": \(error.column), \"message\": \(quote(error.message))}")
            }
            files.append("{" + fields.joined(separator: ", ") + "}")
        }
        let total = outcomes.map(\.problemCount).reduce(0, +)
        return "{\"files\": [\(files.joined(separator: ",\n  "))],\n \"violations\": \(total)}\n"
    }

    /// `text` as a JSON string.
    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20:
                let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
