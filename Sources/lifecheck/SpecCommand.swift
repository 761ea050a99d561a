import Lifecheck
import UIKitSpec

/// `lifecheck spec`: prints the rules or draws the machines.
enum SpecCommand {
    static let help = """
    USAGE: lifecheck spec [--format text|markdown|mermaid|dot]

    Prints the UIKit lifecycle spec: every rule with its ID, statement and sources (text,
    markdown), or its state machines as Mermaid state diagrams or Graphviz DOT.

    OPTIONS:
      --format FORMAT   text (default), markdown, mermaid or dot.
      -h, --help        Show this help.
    """

    static func run(_ arguments: [String]) -> CommandResult {
        let format: String
        do throws(UsageError) {
            let parsed = try ParsedArguments(arguments, flags: ["--help", "-h"], options: ["--format"])
            if parsed.flags.contains("--help") || parsed.flags.contains("-h") { return .success(help + "\n") }
            guard parsed.positionals.isEmpty else { throw UsageError(message: "spec takes no arguments") }
            format = try parsed.choice("--format", ["text", "markdown", "mermaid", "dot"], default: "text")
        } catch {
            return .usage(error.message, help: help)
        }
        let renderer = SpecRenderer(spec: UIKitSpec.spec)
        switch format {
        case "markdown": return .success(renderer.markdown())
        case "mermaid": return .success(renderer.mermaid())
        case "dot": return .success(renderer.dot() + "\n")
        default: return .success(renderer.catalogue())
        }
    }
}
