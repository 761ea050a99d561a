/// `--report json`: one JSON document for the whole run. Every file has the same record
/// shape, whether it was read or not (an unreadable file has zero counts, empty lists and
/// its error with the line it is at); violations and UIKit's warnings (findings) are counted
/// apart, the same way in each file's `counts` and in the run's.
///
///     {"files": [{"file": "…", "format": "console" (null: not read),
///                 "formatReason": "'<MyApp.Home: 0x1> viewDidLoad()' has console marks" (null: given, or plain),
///                 "lines": 120, "events": 96, "subjects": 7,
///                 "counts": {"violations": 1, "findings": 1},
///                 "unnamedController": false (true: the callbacks were read as one controller's),
///                 "unnamedReason": null ("7 lines name a callback and no controller (lines 1, 2, …)"),
///                 "lateStarts": [{"controller": "Home", "line": 3, "event": "viewWillDisappear", "rule": "APPEAR-3"}]
///                     (controllers read as having begun before the log: their first event broke that rule read from the start),
///                 "sectionRestarts": [{"controller": "Detail", "readAs": "Detail#2", "breakLine": 30, "line": 32, "event": "viewDidLoad", "rule": "LOAD-2"}]
///                     (controllers read as beginning again at a section break: their first event after it broke that rule),
///                 "instancesPrintedAlike": [{"controller": "Nav", "readAs": "Nav (2)", "line": 7}]
///                     (other instances of a class the log names alike, from the load that began each),
///                 "exitOrderReading": {"rule": "HIER-1", "line": 14, "controller": "Chart", "event": "viewWillAppear", "other": "Container"}
///                     (null: read in the order asked; else read as printed after super, as that event broke that rule in call order),
///                 "skipped": {"not a lifecycle event": 24},
///                 "skippedLines": {"not a lifecycle event": [3, 9, 14, 15, 20]} (the first lines per reason),
///                 "recorded": ["viewDidAppear", …] (null: every callback), "unlogged": {"viewDidLoad": "Home logs viewWillAppear but never viewDidLoad"},
///                 "uncheckedBreaks": [{"rule": "APPEAR-2", "line": 9, "subject": "Home", "headline": …}] (with the unlogged checked too),
///                 "legalAsRecorded": null (["viewWillAppear", "viewDidAppear"]: a plain trace that broke rules breaks none
///                     checked against only the callbacks it has, as a recorder that records only those writes),
///                 "unmatchedStructureNames": ["MyApp.Pager"] (header names no controller has),
///                 "error": null ({"line": 3, "column": 0, "message": "…"}),
///                 "violations": [{"rule": "APPEAR-2", "line": 40 (null: at the end of the log),
///                                 "began": null (at the end: the line that began the unfinished state), "subject": "Home",
///                                 "headline": "…", "statement": "…", "message": "…"}],
///                 "findings": [{"rule": "WARN-1", "line": 12, "subject": "…", "message": "…"}]}],
///      "counts": {"files": 1, "unreadable": 0, "violations": 1, "findings": 1},
///      "violations": 2 (violations and findings: the problems, as the exit status counts them)}
enum JSONReport {
    static func render(_ outcomes: [FileOutcome]) -> String {
        var files: [String] = []
        for outcome in outcomes {
            var fields = ["\"file\": \(quote(outcome.name))"]
            let report = outcome.report
            let renderer = outcome.renderer
            fields.append("\"format\": " + (report.map { quote($0.format.rawValue) } ?? "null"))
            fields.append("\"formatReason\": " + (report?.formatReason.map(quote) ?? "null"))
            fields.append("\"lines\": \(report?.lineCount ?? 0)")
            fields.append("\"events\": \(report?.eventCount ?? 0)")
            fields.append("\"subjects\": \(report?.subjectCount ?? 0)")
            fields.append("\"counts\": {\"violations\": \(report?.violations.count ?? 0), \"findings\": \(report?.findings.count ?? 0)}")
            fields.append("\"unnamedController\": \(report?.unnamedController ?? false)")
            fields.append("\"unnamedReason\": " + (report?.unnamedReason.map(quote) ?? "null"))
            let lateStarts = (report?.lateStarts ?? []).map {
                "{\"controller\": \(quote($0.controller)), \"line\": \($0.line), \"event\": \(quote($0.event)), \"rule\": \(quote($0.rule))}"
            }
            fields.append("\"lateStarts\": [" + lateStarts.joined(separator: ", ") + "]")
            let sectionRestarts = (report?.sectionRestarts ?? []).map {
                "{\"controller\": \(quote($0.controller)), \"readAs\": \(quote($0.readAs)), \"breakLine\": \($0.breakLine), "
                    + "\"line\": \($0.line), \"event\": \(quote($0.event)), \"rule\": \(quote($0.rule))}"
            }
            fields.append("\"sectionRestarts\": [" + sectionRestarts.joined(separator: ", ") + "]")
            let alike = (report?.instancesPrintedAlike ?? []).map {
                "{\"controller\": \(quote($0.controller)), \"readAs\": \(quote($0.readAs)), \"line\": \($0.line)}"
            }
            fields.append("\"instancesPrintedAlike\": [" + alike.joined(separator: ", ") + "]")
            fields.append("\"exitOrderReading\": " + (report?.exitOrderReading.map {
                "{\"rule\": \(quote($0.rule)), \"line\": \($0.line), \"controller\": \(quote($0.controller)), \"event\": \(quote($0.event)), \"other\": \(quote($0.other))}"
            } ?? "null"))
            let skipped = (report?.skipped ?? [:]).sorted { $0.key < $1.key }.map { "\(quote($0.key.rawValue)): \($0.value)" }
            fields.append("\"skipped\": {\(skipped.joined(separator: ", "))}")
            let skippedLines = (report?.skippedLines ?? [:]).sorted { $0.key < $1.key }
                .map { "\(quote($0.key.rawValue)): [" + $0.value.map(String.init).joined(separator: ", ") + "]" }
            fields.append("\"skippedLines\": {\(skippedLines.joined(separator: ", "))}")
            fields.append("\"recorded\": " + (report?.recorded.map { "[" + $0.sorted().map(quote).joined(separator: ", ") + "]" } ?? "null"))
            let unlogged = (report?.unlogged ?? [:]).sorted { $0.key < $1.key }.map { "\(quote($0.key)): \(quote($0.value))" }
            fields.append("\"unlogged\": {\(unlogged.joined(separator: ", "))}")
            let uncheckedBreaks = (report?.uncheckedBreaks ?? []).map { violation in
                "{\"rule\": \(quote(violation.rule.id)), \"line\": \(violation.entry.map { String($0.position) } ?? "null"), "
                    + "\"subject\": \(quote(renderer?.formatter.name(violation.subject) ?? "")), \"headline\": \(quote(renderer?.headline(violation) ?? ""))}"
            }
            fields.append("\"uncheckedBreaks\": [" + uncheckedBreaks.joined(separator: ", ") + "]")
            fields.append("\"legalAsRecorded\": " + (report?.legalAsRecorded.map { "[" + $0.map(quote).joined(separator: ", ") + "]" } ?? "null"))
            fields.append("\"unmatchedStructureNames\": [\((report?.unmatchedDeclarations ?? []).map(quote).joined(separator: ", "))]")
            if let error = outcome.error {
                fields.append("\"error\": {\"line\": \(error.line), \"column\": \(error.column), \"message\": \(quote(error.message))}")
            } else {
                fields.append("\"error\": null")
            }
            let violations = (report?.violations ?? []).map { violation in
                "{\"rule\": \(quote(violation.rule.id)), \"line\": \(violation.entry.map { String($0.position) } ?? "null"), "
                    + "\"began\": \(violation.began.map { String($0.position) } ?? "null"), "
                    + "\"subject\": \(quote(renderer?.formatter.name(violation.subject) ?? "")), "
                    + "\"headline\": \(quote(renderer?.headline(violation) ?? "")), \"statement\": \(quote(violation.rule.statement)), "
                    + "\"message\": \(quote(renderer?.text(violation) ?? ""))}"
            }
            fields.append("\"violations\": [\(violations.joined(separator: ", "))]")
            let findings = (report?.findings ?? []).map { finding in
                "{\"rule\": \(quote(finding.rule.id)), \"line\": \(finding.line), \"subject\": \(quote(finding.subject)), "
                    + "\"statement\": \(quote(finding.rule.statement)), \"message\": \(quote(finding.message))}"
            }
            fields.append("\"findings\": [\(findings.joined(separator: ", "))]")
            files.append("{" + fields.joined(separator: ", ") + "}")
        }
        let violations = outcomes.map { $0.report?.violations.count ?? 0 }.reduce(0, +)
        let findings = outcomes.map { $0.report?.findings.count ?? 0 }.reduce(0, +)
        let unreadable = outcomes.filter { $0.error != nil }.count
        let counts = "{\"files\": \(outcomes.count), \"unreadable\": \(unreadable), \"violations\": \(violations), \"findings\": \(findings)}"
        return "{\"files\": [\(files.joined(separator: ",\n  "))],\n \"counts\": \(counts),\n \"violations\": \(violations + findings)}\n"
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
