import Lifecheck
import UIKitSpec

/// `lifecheck check`: reads traces and logs and reports every broken rule.
enum CheckCommand {
    static let help = """
    USAGE: lifecheck check [options] FILE...

    Checks traces and logs against the UIKit lifecycle spec and prints every broken rule:
    what happened, the evidence, and how to fix it. '-' reads standard input.

    OPTIONS:
      --format auto|plain|jsonl|console|unified
                           The log's format (default: auto, detected from the first lines).
                           plain:   the plain trace format, strictly (a bad line is an error);
                           jsonl:   one JSON object per line: {"subject": "Home", "event":
                                    "viewWillAppear", "animated": true};
                           console: print(self, #function), NSLog, __func__ and tracker lines,
                                    with or without an NSLog/Xcode prefix; other lines are
                                    skipped and counted;
                           unified: `log show` / `log stream` output.
                           In console logs, UIKit's own warnings ("Unbalanced calls to
                           begin/end appearance transitions for <…>") are reported too.
                           A line '# lifecheck: PARENT contains CHILD …' declares children;
                           '# lifecheck: format=NAME' among the first 64 lines, the format
                           (a recorder's trace declares plain; --format wins over it).
      --order entry|exit   The order the events were logged in. By default entry, and a log
                           that breaks a rule between a parent and its child is read again
                           as exit, which stands if it breaks no such rule (the report says so).
                           entry: logged before calling super (parent before child).
                           exit:  logged after super (child before parent); reordered first.
      --recorded NAMES|auto|all
                           The callbacks the log records. NAMES: comma-separated event names
                           (viewWillAppear,viewDidAppear); the log is checked against the
                           spec projected onto them: a violation is reported only when no
                           sequence of unrecorded callbacks explains the log, and events of
                           other names are skipped and counted. auto (the default): a console,
                           unified or JSON log records the callbacks that appear in it at
                           least once, except those a class never prints although what it
                           prints shows UIKit called them (a plain trace records
                           everything). all: everything.
      --from-middle        The log may begin part-way: each controller may be in any
                           state before its first event; nothing before the log is assumed.
                           (With --order exit, cut the log between two top-level calls.)
      --from-start         Hold every controller of a log to the start of the log (as
                           --format plain does). By default a controller whose first event
                           breaks a rule about its own state (viewWillDisappear before it
                           appeared) is read as having begun before the log, as a paste
                           that begins part-way shows, and the report names it.
      --unfinished         The log may end mid-transition: skip end-of-trace obligations.
      --report text|diagnostics|summary|json|junit|github
                           text (default): full messages; diagnostics: one line each,
                           file:line: error: [RULE] …; summary: counts per file and rule;
                           json: one JSON document; junit: JUnit XML; github: GitHub
                           Actions annotations (::error file=…,line=…::…).
      --show-reading       List how each line of a console, unified or JSON log was read
                           (its first 2,000 lines): the controller and event taken, the
                           UIKit warning found, or why the line was skipped.
      -h, --help           Show this help.

    EXIT STATUS: 0 every log is legal, 1 a rule is broken, 2 unreadable input or bad usage.
    """

    static func run(_ arguments: [String]) -> CommandResult {
        let parsed: ParsedArguments
        let order: String, report: String, format: String
        do throws(UsageError) {
            parsed = try ParsedArguments(arguments, flags: ["--unfinished", "--from-middle", "--from-start", "--show-reading", "--help", "-h"],
                                         options: ["--order", "--report", "--recorded", "--format"])
            if parsed.flags.contains("--help") || parsed.flags.contains("-h") { return .success(help + "\n") }
            order = try parsed.choice("--order", ["entry", "exit"], default: "entry")
            report = try parsed.choice("--report", ["text", "diagnostics", "summary", "json", "junit", "github"], default: "text")
            format = try parsed.choice("--format", ["auto"] + LogFormat.allCases.map(\.rawValue), default: "auto")
            guard !parsed.positionals.isEmpty else { throw UsageError(message: "check needs at least one FILE (or - for standard input)") }
        } catch {
            return .usage(error.message, help: help)
        }
        var recorded: Set<String>?
        let infersRecorded = (parsed.options["--recorded"] ?? "auto") == "auto"
        if let list = parsed.options["--recorded"], list != "auto", list != "all" {
            let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            let known = Set(UIKitSpec.spec.vocabulary.kinds.map(\.name))
            if let unknown = names.first(where: { !known.contains($0) }) {
                return .usage("--recorded: unknown event name '\(unknown)'; names are those of the trace format (viewWillAppear, viewDidAppear, …)", help: help)
            }
            guard !names.isEmpty else { return .usage("--recorded needs at least one event name", help: help) }
            recorded = Set(names)
        }
        let observation = Observation(recorded: recorded, fromMiddle: parsed.flags.contains("--from-middle"))
        var options = CheckOptions(order: EventOrder(rawValue: order)!, unfinished: parsed.flags.contains("--unfinished"),
                                   observation: observation, format: LogFormat(rawValue: format), dialect: UIKitSpec.dialect)
        options.infersRecorded = infersRecorded
        options.readsLateStarts = !parsed.flags.contains("--from-start")
        options.readsExitOrder = parsed.options["--order"] == nil
        // Files of one run share projections: logs often record the same callbacks.
        options.projections = ProjectionCache(spec: UIKitSpec.spec)
        let showsReading = parsed.flags.contains("--show-reading")
        if showsReading { options.readingLimit = 2000 }
        let checker: TraceChecker
        do {
            checker = observation.isComplete ? TraceChecker(spec: UIKitSpec.compiled, options: options)
                                             : try TraceChecker(projecting: UIKitSpec.spec, options: options)
        } catch {
            return CommandResult(status: ExitStatus.badInput, standardOutput: "", standardError: "lifecheck: cannot project the spec: \(error)\n")
        }

        var outcomes: [FileOutcome] = []
        var errors: [String] = []
        for path in parsed.positionals {
            let name = path == "-" ? "<stdin>" : path
            var outcome = FileOutcome(name: name, vocabulary: UIKitSpec.compiled.vocabulary)
            do {
                outcome.report = try checker.check(fileAt: path)
            } catch {
                var located = error
                located.file = name
                outcome.error = located
                errors.append(located.description)
            }
            outcomes.append(outcome)
        }
        let status = outcomes.contains { $0.error != nil } ? ExitStatus.badInput
            : outcomes.contains { $0.problemCount > 0 } ? ExitStatus.violations : ExitStatus.success
        let output = switch report {
        case "json": JSONReport.render(outcomes)
        case "junit": JUnitReport.render(outcomes)
        case "github": GitHubReport.render(outcomes)
        case "summary": SummaryReport.render(outcomes)
        default: TextReport.render(outcomes, diagnosticsOnly: report == "diagnostics", showsReading: showsReading)
        }
        return CommandResult(status: status, standardOutput: output,
                             standardError: errors.isEmpty ? "" : errors.joined(separator: "\n") + "\n")
    }
}
