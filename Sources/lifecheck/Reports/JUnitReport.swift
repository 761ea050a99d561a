/// `--report junit`: JUnit XML, one test case per file; each violation is a failure.
enum JUnitReport {
    static func render(_ outcomes: [FileOutcome]) -> String {
        let failures = outcomes.filter { $0.problemCount > 0 }.count
        let errors = outcomes.filter { $0.error != nil }.count
        var out = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                   "<testsuites tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"\(errors)\">",
                   "  <testsuite name=\"lifecheck check\" tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"\(errors)\">"]
        for outcome in outcomes {
            out.append("    <testcase classname=\"lifecheck.check\" name=\(attribute(outcome.name))>")
            if let error = outcome.error {
                out.append("      <error message=\(attribute(error.description))>\(escape(error.description))</error>")
            }
            if let report = outcome.report, let renderer = outcome.renderer {
                for violation in report.violations {
                    out.append("      <failure type=\(attribute(violation.rule.id)) message=\(attribute(renderer.headline(violation)))>"
                               + "\(escape(renderer.text(violation)))</failure>")
                }
                for finding in report.findings {
                    out.append("      <failure type=\(attribute(finding.rule.id)) message=\(attribute(FileOutcome.headline(finding)))>"
                               + "\(escape("line \(finding.line): \(finding.message)"))</failure>")
                }
                out.append("      <system-out>\(escape(TextReport.summaryLine(outcome)))</system-out>")
            }
            out.append("    </testcase>")
        }
        out += ["  </testsuite>", "</testsuites>"]
        return out.joined(separator: "\n") + "\n"
    }

    static func attribute(_ text: String) -> String { "\"" + escape(text) + "\"" }

    /// XML-escaped text; characters XML 1.0 forbids become U+FFFD.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            case let c where c.value < 0x20 || c.value == 0xFFFE || c.value == 0xFFFF: out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
