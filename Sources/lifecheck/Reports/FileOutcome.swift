import Lifecheck

/// What checking one file gave: a report, or why the file could not be read.
struct FileOutcome {
    /// The file's name as given (`<stdin>` for `-`).
    var name: String
    var report: CheckReport?
    var error: TraceError?
    /// The spec's words for messages.
    var vocabulary: Vocabulary

    var renderer: ViolationRenderer? {
        report.map { ViolationRenderer(vocabulary: vocabulary, symbols: $0.symbols) }
    }

    /// Violations and findings, the problems reported.
    var problemCount: Int { (report?.violations.count ?? 0) + (report?.findings.count ?? 0) }

    /// Skipped lines, in a fixed order, as `12 not a lifecycle event, 2 dealloc or deinit`.
    var skippedSummary: String {
        guard let report, !report.skipped.isEmpty else { return "" }
        return SkipReason.summary(report.skipped)
    }

    /// Problems per rule ID, most frequent first.
    var rulesCount: [(rule: String, count: Int)] {
        guard let report else { return [] }
        let ids = report.violations.map(\.rule.id) + report.findings.map(\.rule.id)
        return Dictionary(grouping: ids, by: { $0 }).map { ($0.key, $0.value.count) }
            .sorted { ($1.count, $0.rule) < ($0.count, $1.rule) }
    }

    /// The one-line headline of a finding.
    static func headline(_ finding: Finding) -> String {
        "[\(finding.rule.id)] UIKit warned about \"\(finding.subject)\": \(finding.message)"
    }
}
