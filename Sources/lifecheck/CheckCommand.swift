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
      --from-middle        The trace may begin mid-session: each controller may be in any
                           state before its first event; nothing before the log is assumed.
                           (With --order exit, cut the log between two top-level calls.)
      --recorded NAMES     The log records only these callbacks (comma-separated event names,
                           such as viewWillAppear,viewDidAppear). It is checked against the
                           spec projected onto them: a violation is reported only when no
                           sequence of unrecorded callbacks explains the log. Events of
                           other names in the log are skipped and counted.
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
            parsed = try ParsedArguments(arguments, flags: ["--unfinished", "--from-middle", "--help", "-h"], options: ["--order", "--report", "--recorded"])
            if parsed.flags.contains("--help") || parsed.flags.contains("-h") { return .success(help + "\n") }
            order = try parsed.choice("--order", ["entry", "exit"], default: "entry")
            report = try parsed.choice("--report", ["text", "diagnostics"], default: "text")
            guard !parsed.positionals.isEmpty else { throw UsageError(message: "check needs at least one FILE (or - for standard input)") }
        } catch {
            return .usage(error.message, help: help)
        }
        var recorded: Set<String>?
        if let list = parsed.options["--recorded"] {
            let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            let known = Set(UIKitSpec.spec.vocabulary.kinds.map(\.name))
            if let unknown = names.first(where: { !known.contains($0) }) {
                return .usage("--recorded: unknown event name '\(unknown)'; names are those of the trace format (viewWillAppear, viewDidAppear, …)", help: help)
            }
            guard !names.isEmpty else { return .usage("--recorded needs at least one event name", help: help) }
            recorded = Set(names)
        }
        let observation = Observation(recorded: recorded, fromMiddle: parsed.flags.contains("--from-middle"))
        let options = CheckOptions(order: EventOrder(rawValue: order)!, unfinished: parsed.flags.contains("--unfinished"),
                                   observation: observation)
        let checker: TraceChecker
        do {
            checker = observation.isComplete ? TraceChecker(spec: UIKitSpec.compiled, options: options)
                                             : try TraceChecker(projecting: UIKitSpec.spec, options: options)
        } catch {
            return CommandResult(status: ExitStatus.badInput, standardOutput: "", standardError: "lifecheck: cannot project the spec: \(error)\n")
        }

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
            let skipped = result.unrecordedCount == 0 ? "" : ", \(result.unrecordedCount) skipped (not in --recorded)"
            output.append("\(name): \(counted(result.eventCount, "event")), \(counted(result.subjectCount, "subject"))\(skipped), \(verdict)")
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
