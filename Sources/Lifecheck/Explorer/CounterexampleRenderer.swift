/// Renders a ``Counterexample`` for people: each operation with the callbacks it emitted,
/// the broken rule marked where it broke, the replay command, then the violation's full
/// message; or as a Mermaid `sequenceDiagram`.
public struct CounterexampleRenderer: Sendable {
    /// The spec's vocabulary.
    public let vocabulary: Vocabulary

    /// A renderer.
    public init(vocabulary: Vocabulary) { self.vocabulary = vocabulary }

    /// The readable form.
    ///
    /// `report` adds the search's figures to the title; `shrunkFrom` says
    /// the run was shrunk (by a property run) rather than the shortest; `replay` is the
    /// command that replays the path.
    public func text(_ counterexample: Counterexample, report: ExplorationReport? = nil, shrunkFrom: Int? = nil,
                     replay: String) -> String {
        let formatter = EventFormatter(vocabulary: vocabulary, symbols: counterexample.symbols)
        let renderer = ViolationRenderer(vocabulary: vocabulary, symbols: counterexample.symbols, positionName: "callback")
        let count = counterexample.steps.count
        let operations = "\(count) operation\(count == 1 ? "" : "s")"
        var title = shrunkFrom.map { "Counterexample (shrunk from \($0) to \(operations)" } ?? "Counterexample (shortest, \(operations)"
        // (The search reached the counterexample's last state too, though it stores no state that breaks a rule.)
        if let report { title += "; \(report.states) states explored to depth \(max(report.maxDepth, count))" }
        var lines = [title + "):"]
        let marked = Set(counterexample.violations.compactMap(\.entry?.position))
        let width = String(max(count, 1)).count
        let actionWidth = counterexample.steps.map(\.action.count).max() ?? 0
        for (offset, step) in counterexample.steps.enumerated() {
            let number = String(repeating: " ", count: width - String(offset + 1).count) + String(offset + 1)
            let padding = String(repeating: " ", count: actionWidth - step.action.count)
            lines.append("  \(number)  \(step.action)\(padding)    \(step.before) → \(step.after)")
            for entry in step.events {
                let mark = marked.contains(entry.position) ? "✘" : " "
                var line = "       \(mark) \(formatter.line(entry.event))"
                if let violation = counterexample.violations.first(where: { $0.entry?.position == entry.position }) {
                    line += "      [\(violation.rule.id)]"
                }
                lines.append(line)
            }
        }
        for violation in counterexample.violations where violation.entry == nil {
            // "[APPEAR-6] The trace ended while "C0" was disappearing." → "C0" was disappearing
            var phrase = renderer.headline(violation)
            if let range = phrase.range(of: "ended while ") { phrase = String(phrase[range.upperBound...].dropLast()) }
            lines.append("       ✘ idle here, but \(phrase)      [\(violation.rule.id)]")
        }
        lines.append("Replay: \(replay)")
        for violation in counterexample.violations {
            lines.append("")
            lines.append(renderer.text(violation))
        }
        return lines.joined(separator: "\n")
    }

    /// A Mermaid `sequenceDiagram` of the run: the driver's operations as notes, each
    /// callback as a message to its controller, the illegal one crossed.
    public func mermaid(_ counterexample: Counterexample) -> String {
        let formatter = EventFormatter(vocabulary: vocabulary, symbols: counterexample.symbols)
        let marked = Dictionary(counterexample.violations.compactMap { v in v.entry.map { ($0.position, v.rule.id) } },
                                uniquingKeysWith: { first, _ in first })
        var participants: [String] = []
        for step in counterexample.steps {
            for entry in step.events where !participants.contains(formatter.name(entry.event.subject)) {
                participants.append(formatter.name(entry.event.subject))
            }
        }
        var lines = ["sequenceDiagram", "    participant Driver"]
        lines += participants.map { "    participant \($0)" }
        for step in counterexample.steps {
            lines.append("    Note over Driver: \(step.action)")
            for entry in step.events {
                let name = formatter.name(entry.event.subject)
                if let rule = marked[entry.position] {
                    lines.append("    Driver-x\(name): \(formatter.callback(entry.event))")
                    lines.append("    Note right of \(name): ✘ \(rule)")
                } else {
                    lines.append("    Driver->>\(name): \(formatter.callback(entry.event))")
                }
            }
        }
        for violation in counterexample.violations where violation.entry == nil {
            lines.append("    Note over Driver: ✘ \(violation.rule.id) at rest")
        }
        return lines.joined(separator: "\n")
    }
}
