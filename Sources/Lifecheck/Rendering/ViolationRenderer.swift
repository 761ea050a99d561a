/// Renders ``Violation``s for people: a first line that stands alone (CI truncates), the
/// evidence (a numbered excerpt with an arrow at the offending event, the state before,
/// what was legal), and "To fix, …".
public struct ViolationRenderer: Sendable {
    /// Writes events back as trace lines.
    public let formatter: EventFormatter
    /// What positions are called: "line" for files, "event" for streams.
    public var positionName: String

    /// A renderer for a trace's vocabulary and names.
    public init(vocabulary: Vocabulary, symbols: SymbolTable, positionName: String = "line") {
        formatter = EventFormatter(vocabulary: vocabulary, symbols: symbols)
        self.positionName = positionName
    }

    /// The first line: `[APPEAR-2] viewDidAppear on "Detail" while it was disappeared.`
    public func headline(_ violation: Violation) -> String {
        let state = statePhrase(violation)
        guard let entry = violation.entry else {
            return "[\(violation.rule.id)] The trace ended while \(state)."
        }
        let subject = quoted(entry.event.subject)
        return "[\(violation.rule.id)] \(formatter.callback(entry.event)) on \(subject) while \(state)."
    }

    /// The whole message, in three parts.
    public func text(_ violation: Violation) -> String {
        var lines = [headline(violation), ""]
        let offending = violation.entry
        let rows = violation.context + (offending.map { [$0] } ?? [])
        let numberWidth = max(rows.map { String($0.position).count }.max() ?? 1, 1)
        let nameWidth = rows.map { formatter.name($0.event.subject).count }.max() ?? 0
        let note = annotation(violation)
        for row in rows {
            let marker = row == offending ? "  → " : "    "
            let number = String(repeating: " ", count: numberWidth - String(row.position).count) + String(row.position)
            let name = padded(formatter.name(row.event.subject), nameWidth)
            var line = "\(marker)\(number)  \(name)  \(formatter.callback(row.event))"
            if row == offending, !note.isEmpty { line += "      \(note)" }
            if row == violation.began { line += "      began here" }
            lines.append(line)
        }
        if offending == nil {
            lines.append("  → end of trace" + (note.isEmpty ? "" : "      \(note)"))
        }
        lines.append("")
        let when = offending.map { "before \(positionName) \($0.position)" } ?? "at the end"
        var stateLine = "  State \(when): \(stateSummary(violation))"
        if let location = violation.location { stateLine += "      Spec: \(location)" }
        lines.append(stateLine)
        lines.append("  Rule \(violation.rule.id): \(violation.rule.statement)")
        lines.append("")
        lines.append("To fix, \(violation.rule.fix)")
        return lines.joined(separator: "\n")
    }

    /// A compiler-style one-liner: `file:12: error: [APPEAR-2] …`.
    public func diagnostic(_ violation: Violation, file: String?, lastLine: Int) -> String {
        let line = violation.entry?.position ?? lastLine
        return "\(file ?? "<input>"):\(line): error: \(headline(violation))"
    }

    // MARK: - Pieces

    private func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private func quoted(_ symbol: Symbol) -> String { "\"\(formatter.name(symbol))\"" }

    /// Who is meant, as the headline says it: "it", "its parent \"Nav\"", "\"Home\"".
    private func who(_ violation: Violation) -> String {
        guard let holder = violation.holder else { return "the app" }
        let isSubject = violation.entry == nil ? true : holder == violation.entry?.event.subject
        if violation.entry == nil { return quoted(holder) }
        return isSubject ? "it" : "\(violation.relation) \(quoted(holder))"
    }

    private func statePhrase(_ violation: Violation) -> String {
        guard violation.machine != nil else {
            // A relation condition: the holder is the related subject itself (`state`, if any,
            // qualifies it: "already").
            let was = violation.state.isEmpty ? "was" : "was \(violation.state)"
            return violation.holder.map { "\(violation.relation) \(was) \(quoted($0))" } ?? "\(violation.relation) was unset"
        }
        let person = who(violation)
        let state = violation.stateWords.isEmpty ? violation.state : violation.stateWords
        guard let noun = violation.noun else { return "\(person) was \(state)" }
        switch person {
        case "it": return "its \(noun) was \(state)"
        case "the app": return "the app's \(noun) was \(state)"
        default: return "the \(noun) of \(person) was \(state)"
        }
    }

    private func stateSummary(_ violation: Violation) -> String {
        guard let machine = violation.machine else { return statePhrase(violation) }
        let owner = violation.holder.map { quoted($0) } ?? "the app"
        return "\(owner) \(machine) = \(violation.state)"
    }

    private func annotation(_ violation: Violation) -> String {
        guard !violation.expected.isEmpty else { return "" }
        let list = violation.expected.joined(separator: ", ")
        switch violation.kind {
        case .illegalEvent:
            return "legal here: \(list)"
        case .unmetRequirement:
            let person = who(violation)
            return person == "it" ? "needed first: \(list)" : "needed first: \(list) on \(person)"
        case .unfinished:
            return "needed to finish: \(list)"
        }
    }
}
