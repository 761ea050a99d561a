/// `--report github`: GitHub Actions workflow commands, one `::error` annotation per
/// violation at its file and line, then the text summary lines.
enum GitHubReport {
    static func render(_ outcomes: [FileOutcome]) -> String {
        var out: [String] = []
        for outcome in outcomes {
            if let error = outcome.error {
                out.append("::error file=\(property(outcome.name)),line=\(max(error.line, 1)),title=unreadable trace::\(data(error.message))")
            }
            guard let report = outcome.report, let renderer = outcome.renderer else { continue }
            for violation in report.violations {
                let line = violation.entry?.position ?? max(report.lineCount, 1)
                out.append("::error file=\(property(outcome.name)),line=\(line),title=\(property(violation.rule.id))::\(data(renderer.text(violation)))")
            }
            for finding in report.findings {
                out.append("::error file=\(property(outcome.name)),line=\(finding.line),title=\(property(finding.rule.id))::\(data(FileOutcome.headline(finding)))")
            }
            out.append(TextReport.summaryLine(outcome))
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// A message, escaped as workflow commands require.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value (file, title), escaped as workflow commands require.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
