/// Renders a spec for people: the rule catalogue (text or Markdown) and the machines as
/// Mermaid state diagrams or Graphviz DOT.
public struct SpecRenderer: Sendable {
    /// The spec.
    public let spec: Spec

    /// A renderer for `spec`.
    public init(spec: Spec) { self.spec = spec }

    /// Every rule: ID, statement and sources, grouped by part.
    public func catalogue() -> String {
        var lines: [String] = []
        for part in spec.parts where !part.rules.isEmpty {
            lines.append("\(part.name) — \(part.summary)")
            for rule in part.rules {
                lines.append("  \(rule.id)  \(rule.statement)")
                for source in rule.sources { lines.append("      \(source.kind.rawValue): \(source.text)") }
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// The rule catalogue as Markdown (the generated `Specs/RULES.md`).
    public func markdown() -> String {
        var lines = [
            "# \(spec.name) lifecycle rules",
            "",
            "Generated from the spec by `swift run lifecheck spec --format markdown`; a test fails when it is stale.",
            "Each rule's sources say whether it is **documented** by Apple, **observed** on devices, or our **reading** where Apple is silent.",
            "",
        ]
        for part in spec.parts where !part.rules.isEmpty {
            let file = part.file.split(separator: "/").last.map(String.init) ?? part.file
            lines.append("## \(part.name)")
            lines.append("")
            lines.append("\(part.summary) (`\(spec.folder)/\(file)`)")
            lines.append("")
            for rule in part.rules {
                lines.append("- **\(rule.id)** \(rule.statement)")
                for source in rule.sources { lines.append("  - *\(source.kind.rawValue)*: \(source.text)") }
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// One Mermaid `stateDiagram-v2` per machine.
    public func mermaid() -> String {
        var lines: [String] = []
        for machine in spec.machines {
            lines.append("%% \(machine.name)\(machine.scope == .global ? " (global)" : "")")
            lines.append("stateDiagram-v2")
            lines.append("    [*] --> \(machine.states[0])")
            for (from, to, label) in edges(of: machine) {
                lines.append("    \(from) --> \(to) : \(label)")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// One Graphviz cluster per machine, in one `digraph`.
    public func dot() -> String {
        var lines = ["digraph \"\(spec.name)\" {", "    rankdir=LR;", "    node [shape=box, style=rounded];"]
        for machine in spec.machines {
            lines.append("    subgraph \"cluster_\(machine.name)\" {")
            lines.append("        label=\"\(machine.name)\";")
            for state in machine.states {
                let shape = machine.restStates.contains(state) ? "" : ", style=\"rounded,dashed\""
                lines.append("        \"\(machine.name).\(state)\" [label=\"\(state)\"\(shape)];")
            }
            for (from, to, label) in edges(of: machine) {
                lines.append("        \"\(machine.name).\(from)\" -> \"\(machine.name).\(to)\" [label=\"\(label)\"];")
            }
            lines.append("    }")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// Edges with their labels merged, in declaration order.
    private func edges(of machine: Machine) -> [(String, String, String)] {
        var order: [String] = []
        var labels: [String: [String]] = [:]
        for transition in machine.transitions {
            var label = transition.pattern.description
            switch transition.target {
            case .subject, .global: break
            default: label += " (\(transition.target.phrase))"
            }
            for from in transition.from {
                let key = "\(from)\u{1}\(transition.to ?? from)"
                if labels[key] == nil { order.append(key); labels[key] = [] }
                if !labels[key]!.contains(label) { labels[key]!.append(label) }
            }
        }
        return order.map { key in
            let parts = key.split(separator: "\u{1}").map(String.init)
            return (parts[0], parts[1], labels[key]!.joined(separator: ", "))
        }
    }
}
