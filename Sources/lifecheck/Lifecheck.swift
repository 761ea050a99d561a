import Foundation

/// `lifecheck`: checks UIKit lifecycle traces and logs, explores models, prints the spec.
@main
struct LifecheckCommand {
    static let help = """
    USAGE: lifecheck <command> [options]

    Proves view-controller code emits only legal UIKit lifecycle callback sequences.

    COMMANDS:
      explore         Explore a model exhaustively; report the shortest path to a broken rule.
      merge FILE...   Combine the parts of an exploration split with explore --shard k/n.
      check FILE...   Check traces and logs (plain, console, unified log, JSON Lines) against the UIKit spec.
      spec            Print the rules (ID, statement, source) or draw the state machines.
      help            Show this help, or a command's: lifecheck help check.

    Run 'lifecheck <command> --help' for a command's options.
    Exit status: 0 legal, 1 violations found, 2 unreadable input or bad usage.
    """

    static func main() {
        let result = run(Array(CommandLine.arguments.dropFirst()), progress: .standardError)
        if !result.standardOutput.isEmpty { write(result.standardOutput, to: .standardOutput) }
        if !result.standardError.isEmpty { write(result.standardError, to: .standardError) }
        exit(result.status)
    }

    /// Runs a command line (without the program name); long commands report their progress
    /// to `progress` (none by default, as tests run commands in-process).
    static func run(_ arguments: [String], progress: ProgressLine = .none) -> CommandResult {
        guard let command = arguments.first else { return .usage("no command given", help: help) }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "check": return CheckCommand.run(rest)
        case "explore": return ExploreCommand.run(rest, progress: progress)
        case "merge": return MergeCommand.run(rest)
        case "spec": return SpecCommand.run(rest)
        case "help", "--help", "-h":
            switch rest.first {
            case "check": return .success(CheckCommand.help + "\n")
            case "explore": return .success(ExploreCommand.help + "\n")
            case "merge": return .success(MergeCommand.help + "\n")
            case "spec": return .success(SpecCommand.help + "\n")
            default: return .success(help + "\n")
            }
        default: return .usage("unknown command '\(command)'", help: help)
        }
    }

    private static func write(_ text: String, to handle: FileHandle) {
        let terminated = text.hasSuffix("\n") ? text : text + "\n"
        handle.write(Data(terminated.utf8))
    }
}
