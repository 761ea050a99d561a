/// The summary report: per file, the events, controllers, lines skipped, the callbacks taken
/// as recorded and those left unchecked, and violations by rule.
enum SummaryReport {
    static func render(_ outcomes: [FileOutcome]) -> String {
        var out: [String] = []
        var totals: [String: Int] = [:]
        for outcome in outcomes {
            guard let report = outcome.report else {
                out.append("\(outcome.name): unreadable: \(outcome.error?.message ?? "")")
                continue
            }
            out.append("\(outcome.name) (\(report.format.rawValue))")
            out.append("  events       \(report.eventCount)")
            out.append("  controllers  \(report.subjectCount)" + (report.unnamedController ? " (no line names one: the callbacks read as one controller's)" : ""))
            out.append("  lines        \(report.lineCount)")
            out.append("  skipped      \(report.skipped.values.reduce(0, +))" + (report.skipped.isEmpty ? "" : " (\(outcome.skippedSummary))"))
            if report.recordedWasInferred, let recorded = report.recorded {
                out.append("  recorded     \(recorded.sorted().joined(separator: ", "))")
            }
            for (event, why) in report.unlogged.sorted(by: { $0.key < $1.key }) {
                out.append("  unchecked    \(event) (\(why))")
            }
            out.append("  violations   \(outcome.problemCount)")
            for (rule, count) in outcome.rulesCount {
                out.append("    \(rule.padding(toLength: 10, withPad: " ", startingAt: 0)) \(count)")
                totals[rule, default: 0] += count
            }
        }
        if outcomes.count > 1 {
            out.append("all files: \(totals.values.reduce(0, +)) violations")
            for (rule, count) in totals.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
                out.append("    \(rule.padding(toLength: 10, withPad: " ", startingAt: 0)) \(count)")
            }
        }
        return out.joined(separator: "\n") + "\n"
    }
}
