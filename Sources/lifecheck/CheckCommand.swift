import Lifecheck
import UIKitSpec

/// `lifecheck check`: reads traces and reports every broken rule.
enum CheckCommand {
    static let help = """
    USAGE: lifecheck check [options] FILE...

    Checks traces in the plain trace format against the UIKit lifecycle spec and prints
    every broken rule: what happened, the evidence, and how to fix it. '-' reads standard input.

    OPTIONS:
      --order entry|exit   The order the events were logged in (default: entry).
                           entry: logged before calling super (parent before child).
                           exit:  logged after super (child before parent); reordered first.
      --unfinished         The trace may end mid-transition: skip end-of-trace obligations.
      --report text|diagnostics
                           text (default): full messages; diagnostics: one line each,
                           file:line: error: [RULE] …
      -h, --help           Show this help.

    EXIT STATUS: 0 every trace is legal, 1 a rule is broken, 2 unreadable input or bad usage.
    """

    static func run(_ arguments: [String]) -> CommandResult {
        let parsed: ParsedArguments
        let order: String, report: String
        do throws(UsageError) {
            parsed = try ParsedArguments(arguments, flags: ["--unfinished", "--help", "-h"], options: ["--order", "--report"])
            if parsed.flags.contains("--help") || parsed.flags.contains("-h") { return .success(help + "\n") }
            order = try parsed.choice("--order", ["entry", "exit"], default: "entry")
            report = try parsed.choice("--report", ["text", "diagnostics"], default: "text")
            guard !parsed.positionals.isEmpty else { throw UsageError(message: "check needs at least one FILE (or - for standard input)") }
        } catch {
            return .usage(error.message, help: help)
        }
        let options = CheckOptions(order: EventOrder(rawValue: order)!, unfinished: parsed.flags.contains("--unfinished"))
        let checker = TraceChecker(spec: UIKitSpec.compiled, options: options)

        var output: [String] = []
        var errors: [String] = []
        var status = ExitStatus.success
        var totalViolations = 0
        for path in parsed.positionals {
            let name = path == "-" ? "<stdin>" : path
            let result: CheckReport
            do {
                result = try checker.check(fileAt: path)
            } catch {
                var located = error
                located.file = name
                errors.append(located.description)
                status = ExitStatus.badInput
                continue
            }
            let renderer = ViolationRenderer(vocabulary: UIKitSpec.compiled.vocabulary, symbols: result.symbols)
            for violation in result.violations {
                if report == "text" {
                    output.append("\(name): \(renderer.text(violation))\n")
                } else {
                    output.append(renderer.diagnostic(violation, file: name, lastLine: result.lineCount))
                }
            }
            totalViolations += result.violations.count
            if !result.violations.isEmpty, status == ExitStatus.success { status = ExitStatus.violations }
            let verdict = result.violations.isEmpty ? "legal" : counted(result.violations.count, "violation")
            output.append("\(name): \(counted(result.eventCount, "event")), \(counted(result.subjectCount, "subject")), \(verdict)")
        }
        if parsed.positionals.count > 1 {
            output.append("\(counted(parsed.positionals.count, "file")), \(counted(totalViolations, "violation"))")
        }
        return CommandResult(
            status: status,
            standardOutput: output.isEmpty ? "" : output.joined(separator: "\n") + "\n",
            standardError: errors.isEmpty ? "" : errors.joined(separator: "\n") + "\n")
    }

    /// "1 event", "2 events".
    static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
