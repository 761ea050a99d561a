import Lifecheck

/// The human-readable report: every violation in full (the controller's preceding
/// events, the illegal one, the state, the rule, the fix), then a line per file.
enum TextReport {
    static func render(_ outcomes: [FileOutcome], diagnosticsOnly: Bool, showsReading: Bool = false) -> String {
        var out: [String] = []
        for outcome in outcomes {
            if showsReading { out.append(reading(outcome)) }
            guard let report = outcome.report, let renderer = outcome.renderer else { continue }
            for violation in report.violations {
                out.append(diagnosticsOnly ? renderer.diagnostic(violation, file: outcome.name, lastLine: report.lineCount)
                                           : "\(outcome.name): \(renderer.text(violation))\n")
            }
            for finding in report.findings {
                let line = "\(outcome.name):\(finding.line): error: \(FileOutcome.headline(finding))"
                out.append(diagnosticsOnly ? line : line + "\n\n  Rule \(finding.rule.id): \(finding.rule.statement)\n\nTo fix, \(finding.rule.fix)\n")
            }
            out.append(summaryLine(outcome))
        }
        if outcomes.count > 1 {
            let unreadable = outcomes.filter { $0.error != nil }.count
            let problems = outcomes.map(\.problemCount).reduce(0, +)
            out.append("\(counted(outcomes.count, "file")), \(counted(problems, "violation"))" + (unreadable > 0 ? ", \(unreadable) unreadable" : ""))
        }
        return out.isEmpty ? "" : out.joined(separator: "\n") + "\n"
    }

    /// How each line of `outcome`'s file was read (`--show-reading`).
    static func reading(_ outcome: FileOutcome) -> String {
        let readings = outcome.report?.readings ?? outcome.error?.readings ?? []
        if let report = outcome.report, report.format == .plain {
            return "\(outcome.name): read as the plain trace format: every line is an event, a comment or an input error\n"
        }
        var out = ["\(outcome.name): how each line was read" + (readings.isEmpty ? ": no line was read" : "") + ":"]
        if let report = outcome.report, let reason = report.formatReason { out.append("  (read as a \(report.format.rawValue) log: \(reason))") }
        let width = String(readings.last?.line ?? 0).count
        for reading in readings {
            let number = String(reading.line)
            out.append("  " + String(repeating: " ", count: max(0, width - number.count)) + number + "  " + reading.summary + "    ← " + reading.text)
        }
        if let reason = outcome.report?.unnamedReason { out.append("  (read as one controller's: \(reason))") }
        return out.joined(separator: "\n") + "\n"
    }

    /// Whether `violation` is about its subject's own state at the subject's first event in the
    /// log: what `--from-middle` may explain.
    static func isAtFirstEvent(_ violation: Violation) -> Bool {
        guard violation.kind != .unfinished, violation.holder == nil || violation.holder == violation.subject else { return false }
        return !violation.context.contains { $0.event.subject == violation.subject }
    }

    /// `file: 12 events, 3 subjects, 4 lines skipped (…), legal`.
    static func summaryLine(_ outcome: FileOutcome) -> String {
        guard let report = outcome.report else { return "\(outcome.name): unreadable" }
        var parts = [counted(report.eventCount, "event"), counted(report.subjectCount, "subject")]
        if report.format != .plain { parts.insert("\(report.format.rawValue) log", at: 0) }
        if !report.skipped.isEmpty {
            parts.append("\(counted(report.skipped.values.reduce(0, +), "line")) skipped (\(outcome.skippedSummary))")
        }
        parts.append(outcome.problemCount == 0 ? "legal" : counted(outcome.problemCount, "violation"))
        var line = "\(outcome.name): " + parts.joined(separator: ", ")
        if report.recordedWasInferred, let recorded = report.recorded {
            line += "\n  (checked against the callbacks it records: \(recorded.sorted().joined(separator: ", ")); --recorded all holds it to every callback)"
            if !report.unlogged.isEmpty {
                let reasons = report.unlogged.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
                line += "\n  (left unchecked, as some controllers don't print them: \(reasons.joined(separator: "; ")))"
            }
            if let first = report.uncheckedBreaks.first {
                let rules = Set(report.uncheckedBreaks.map(\.rule.id)).sorted().joined(separator: ", ")
                let at = first.entry.map { " from line \($0.position)" } ?? ""
                let held = recorded.union(report.unlogged.keys).sorted().joined(separator: ",")
                line += "\n  (with those checked too, it breaks \(rules)\(at), on \"\(report.symbols.name(of: first.subject))\": "
                    + "a bug if the controllers that never print \(report.unlogged.keys.sorted().joined(separator: ", ")) do override "
                    + (report.unlogged.count == 1 ? "it; " : "them; ")
                    + "lifecheck check --recorded \(held) shows it)"
            }
        }
        if report.eventCount == 0, report.violations.isEmpty, report.findings.isEmpty, (report.skipped[.endOfLife] ?? 0) > 0 {
            line += "\n  (its only callbacks are ends of life, dealloc or deinit, which no rule of the spec is about: nothing was checked)"
        }
        if report.plainWasDetected, report.violations.contains(where: isAtFirstEvent) || (!report.violations.isEmpty && !report.lateStarts.isEmpty) {
            line += "\n  (read as a plain trace, detected from its first lines, which holds it to every callback; a log that prints only some callbacks, such as a screen tracker's `Home viewDidAppear` lines, is checked with --format console)"
        }
        if let present = report.legalAsRecorded {
            line += "\n  (a plain trace is held to every callback; checked against only those it has (\(present.joined(separator: ", "))), it breaks no rule: "
                + "if what wrote it records only those, check it with --recorded \(present.joined(separator: ",")))"
        }
        if report.unnamedController {
            line += "\n  (" + (report.unnamedReason.map { "\($0), so" } ?? "no line names a controller, so") + " the log was read as one controller's callbacks; print self with #function to tell controllers apart)"
        }
        if !report.unmatchedDeclarations.isEmpty {
            line += "\n  (the structure header names controllers the log does not have, so their structure was not applied: \(report.unmatchedDeclarations.joined(separator: ", ")))"
        }
        if !report.lateStarts.isEmpty {
            let shown = report.lateStarts.prefix(5).map { "\($0.controller) (its first event, \($0.event) at line \($0.line), breaks \($0.rule) for a controller that starts with the log)" }
            let more = report.lateStarts.count > 5 ? " and \(report.lateStarts.count - 5) more" : ""
            line += "\n  (read as having begun before the log, as a paste that begins part-way through the run shows: " + shown.joined(separator: ", ") + more
                + "; checked from any state before that event; --from-start holds them to the start of the log)"
        }
        if !report.sectionRestarts.isEmpty {
            let shown = report.sectionRestarts.prefix(5).map {
                "\($0.controller) \($0.breakLine < $0.line ? "after" : "from") line \($0.breakLine), as \($0.readAs) (its first event there, \($0.event) at line \($0.line), breaks \($0.rule) after what came before)"
            }
            let more = report.sectionRestarts.count > 5 ? " and \(report.sectionRestarts.count - 5) more" : ""
            line += "\n  (read as beginning again at a section break (a heading, a code fence, a title in bold or between marks; for the app's and its scenes' cases also a title between the items of lists, a numbered list that starts again at 1, or a comment after a blank line), as separate runs pasted one after another show: "
                + shown.joined(separator: ", ") + more
                + "; checked from any state before that event; --from-start holds them to what came before)"
        }
        if !report.instancesPrintedAlike.isEmpty {
            let shown = report.instancesPrintedAlike.prefix(5).map { "\($0.controller) from line \($0.line), as \($0.readAs)" }
            let more = report.instancesPrintedAlike.count > 5 ? " and \(report.instancesPrintedAlike.count - 5) more" : ""
            line += "\n  (read as other instances of a class the log names alike, as a tab bar's navigation controllers of one class print: "
                + shown.joined(separator: ", ") + more
                + "; each event of the name went to the instance that allows it; print self (its address) with #function to tell them apart)"
        }
        if !report.fromMiddle, !report.readsLateStarts, report.violations.contains(where: isAtFirstEvent) {
            line += "\n  (a controller broke a rule with its first event in the log; if the log began part-way through the run, check it with --from-middle)"
        }
        if let reading = report.exitOrderReading {
            line += "\n  (read as printed after calling super, where children print before their parents: read in call order, \(reading.controller)'s \(reading.event) at line \(reading.line) breaks \(reading.rule) about \(reading.other); --order entry holds it to call order)"
        }
        if !report.exitOrder, report.format != .plain, report.violations.contains(where: \.isBetweenParentAndChild) {
            line += "\n  (a rule between two controllers broke; if the app prints after calling super, children print before their parents: check it with --order exit)"
        }
        if report.violations.contains(where: { $0.kind == .unfinished }) {
            line += "\n  (a transition was still in progress at the end; if the log was cut off there, check it with --unfinished)"
        }
        return line
    }

    /// "1 event", "2 events".
    static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
