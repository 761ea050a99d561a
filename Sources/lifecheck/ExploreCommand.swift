import Foundation
import Lifecheck
import UIKitModels

/// `lifecheck explore`: explores a model exhaustively and reports the shortest path to a
/// broken rule, or the figures of a clean run.
enum ExploreCommand {
    /// How deep the reference runtime is explored unless told otherwise: a few seconds in a
    /// debug build (17,905 states), where every reachable state (362,221) takes minutes.
    static let referenceDefaultDepth = 8

    static let help = """
    USAGE: lifecheck explore [--model reference|navstack] [-N N] [-D D] [--bug BUG] [--replay PATH] [--mermaid] [--coverage]
                             [--full] [--max-depth N] [--max-states N] [--time-limit SECONDS] [--threads N]

    Explores every state of a model breadth first, checking every callback it emits
    against the UIKit spec, and checks the end-of-trace obligations in every idle state.
    A violation is reported with the shortest sequence of operations that shows it, and a
    replay path (0/2/1) that reproduces it.

    MODELS:
      reference  (default) the reference runtime: a model of UIKit's controller machinery
                 (launch from a storyboard, a tab bar with a navigation controller and a
                 custom container, pushes, segues, interactive pops, modal presentation in
                 five styles, rotation, layout), emitting callbacks in the orders devices
                 print. Exploring it must find no violation. Explored \(referenceDefaultDepth) operations
                 deep unless --full or --max-depth says otherwise.
                 --bug seeds a mistake: \(ReferenceRuntime.Bug.allCases.map(\.rawValue).joined(separator: ", ")).
      navstack   NavStack(N, D): a navigation stack of at most D of N controllers, a modal
                 slot and an interactive pop, whose number of states has a closed form (the
                 explorer's benchmark). Default N=6, D=6.
                 --bug seeds a mistake: \(NavStack.Bug.allCases.map(\.rawValue).joined(separator: ", ")).

    OPTIONS:
      --replay PATH       Replay one path instead of exploring, and print its callbacks.
      --mermaid           Print the counterexample as a Mermaid sequenceDiagram too.
      --shard k/n         Explore part k of n (0 ≤ k < n) and write it to --output FILE; combine the
                          parts with 'lifecheck merge'. Exact: the merge counts the union of the
                          shards' states (see the documentation, "Exploring models").
      --output FILE       Where a shard writes its result.
      --jobs N            Run as N shards on N threads and merge them (default 1). The same
                          states, exactly; faster on several cores when the shards overlap little.
      --threads N         Use N threads (default 1): N − 1 generate the next chunk's successors
                          while one merges, in order, so the states, transitions, depth and
                          counterexample are exactly those of one thread. Faster where the
                          monitor's verdicts repeat (NavStack), not on the reference runtime.
      --coverage          Report the rules the run exercised (could have fired) and the
                          transitions of each machine it never took (runs slower).
      --full              Explore every reachable state (the reference runtime's default stops at
                          \(referenceDefaultDepth) operations; about a minute in a debug build).
      --max-depth N       Stop at N operations from the initial state.
      --max-states N      Stop after N states.
      --time-limit S      Stop after S seconds (default 600).
      -h, --help          Show this help.

    EXIT STATUS: 0 no violation, 1 a violation was found (or a bound stopped the search
    early), 2 bad usage.

    Progress (states, depth, states/s) goes to standard error about once a second: one line
    rewritten in place on a terminal, plain lines otherwise.
    """

    static func run(_ arguments: [String], progress: ProgressLine = .none) -> CommandResult {
        let modelName: String, navStack: NavStack?, runtime: ReferenceRuntime?
        let bounds: ExplorationBounds, replay: ReplayPath?, mermaid: Bool, coverage: Bool
        let shard: Shard?, output: String?, jobs: Int, threads: Int, boundedByDefault: Bool
        do throws(UsageError) {
            let parsed = try ParsedArguments(
                arguments, flags: ["--help", "-h", "--mermaid", "--coverage", "--full"],
                options: ["--model", "-N", "-D", "--bug", "--replay", "--max-depth", "--max-states", "--time-limit", "--shard", "--output", "--jobs", "--threads"])
            if parsed.flags.contains("--help") || parsed.flags.contains("-h") { return .success(help + "\n") }
            guard parsed.positionals.isEmpty else { throw UsageError(message: "explore takes no arguments, only options") }
            modelName = try parsed.choice("--model", ["reference", "navstack"], default: "reference")
            if modelName == "navstack" {
                let n = try parsed.count("-N", default: 6), d = try parsed.count("-D", default: parsed.options["-N"] == nil ? 6 : n)
                guard n <= 16, d <= n else { throw UsageError(message: "NavStack needs 1 ≤ D ≤ N ≤ 16") }
                var bug: NavStack.Bug?
                if let name = parsed.options["--bug"] {
                    guard let value = NavStack.Bug(rawValue: name) else {
                        throw UsageError(message: "--bug takes \(NavStack.Bug.allCases.map(\.rawValue).joined(separator: ", ")), not '\(name)'")
                    }
                    bug = value
                }
                navStack = NavStack(controllers: n, depth: d, bug: bug)
                runtime = nil
            } else {
                guard parsed.options["-N"] == nil, parsed.options["-D"] == nil else { throw UsageError(message: "-N and -D are for --model navstack") }
                var bug: ReferenceRuntime.Bug?
                if let name = parsed.options["--bug"] {
                    guard let value = ReferenceRuntime.Bug(rawValue: name) else {
                        throw UsageError(message: "--bug takes \(ReferenceRuntime.Bug.allCases.map(\.rawValue).joined(separator: ", ")), not '\(name)'")
                    }
                    bug = value
                }
                runtime = ReferenceRuntime(bug: bug)
                navStack = nil
            }
            if let text = parsed.options["--replay"] {
                guard let path = ReplayPath(text) else { throw UsageError(message: "--replay takes a path like 0/2/1, not '\(text)'") }
                replay = path
            } else {
                replay = nil
            }
            let seconds = Double(parsed.options["--time-limit"] ?? "600")
            guard let seconds, seconds > 0 else { throw UsageError(message: "--time-limit takes a positive number of seconds") }
            let full = parsed.flags.contains("--full")
            guard !full || parsed.options["--max-depth"] == nil else { throw UsageError(message: "--full and --max-depth contradict each other") }
            // The reference runtime is bounded by default, so that a first run answers in
            // seconds; a bound the user gives (states, time) or --full lifts the default.
            boundedByDefault = modelName == "reference" && !full && parsed.options["--max-depth"] == nil
                && parsed.options["--max-states"] == nil
            bounds = ExplorationBounds(
                maxDepth: try parsed.count("--max-depth", default: boundedByDefault ? referenceDefaultDepth : .max),
                maxStates: try parsed.count("--max-states", default: .max), timeLimit: seconds)
            mermaid = parsed.flags.contains("--mermaid")
            coverage = parsed.flags.contains("--coverage")
            jobs = try parsed.count("--jobs", default: 1)
            threads = try parsed.count("--threads", default: 1)
            if let text = parsed.options["--shard"] {
                guard let value = Shard(text) else { throw UsageError(message: "--shard takes k/n with 0 ≤ k < n, not '\(text)'") }
                guard let file = parsed.options["--output"] else { throw UsageError(message: "--shard needs --output FILE for lifecheck merge") }
                shard = value
                output = file
            } else {
                guard parsed.options["--output"] == nil else { throw UsageError(message: "--output goes with --shard") }
                shard = nil
                output = nil
            }
        } catch {
            return .usage(error.message, help: help)
        }

        if let navStack {
            var command = "lifecheck explore --model navstack -N \(navStack.controllerCount) -D \(navStack.maxDepth)"
            if let bug = navStack.bug { command += " --bug \(bug.rawValue)" }
            let name = "NavStack(\(navStack.controllerCount), \(navStack.maxDepth))" + (navStack.bug.map { " with bug \($0.rawValue)" } ?? "")
            return explore(navStack, name: name, command: command, bounds: bounds, replay: replay, mermaid: mermaid,
                           coverage: coverage, shard: shard, output: output, jobs: jobs, threads: threads, progress: progress)
        }
        let model = runtime!
        var command = "lifecheck explore --model reference"
        if let bug = model.bug { command += " --bug \(bug.rawValue)" }
        let name = "reference runtime" + (model.bug.map { " with bug \($0.rawValue)" } ?? "")
        var result = explore(model, name: name, command: command, bounds: bounds, replay: replay, mermaid: mermaid,
                             coverage: coverage, shard: shard, output: output, jobs: jobs, threads: threads, progress: progress)
        if boundedByDefault, replay == nil, result.status == 0 {
            result.standardOutput += """

            Explored \(referenceDefaultDepth) operations deep, the default. Every reachable state: \(command) --full
            A seeded bug and its shortest counterexample: lifecheck explore --bug noDidMoveAfterPush

            """
        }
        return result
    }

    static func explore<M: Model>(_ model: M, name: String, command: String, bounds: ExplorationBounds,
                                  replay: ReplayPath?, mermaid: Bool, coverage: Bool,
                                  shard: Shard? = nil, output: String? = nil, jobs: Int = 1, threads: Int = 1,
                                  progress: ProgressLine = .none) -> CommandResult {
        var explorer = Explorer(model: model, bounds: bounds, collectsCoverage: coverage)
        explorer.shard = shard
        explorer.threads = threads
        let renderer = CounterexampleRenderer(vocabulary: model.spec.vocabulary)

        if let replay {
            do {
                let counterexample = try explorer.replay(replay)
                var text = renderer.text(counterexample, replay: "\(command) --replay \(replay)")
                if counterexample.violations.isEmpty {
                    text = text.replacingOccurrences(of: "Counterexample (shortest, ", with: "Replay (")
                }
                if mermaid { text += "\n\n" + renderer.mermaid(counterexample) }
                return CommandResult(status: counterexample.violations.isEmpty ? 0 : 1, standardOutput: text + "\n", standardError: "")
            } catch {
                return .usage(error.message, help: help)
            }
        }

        var visited: [UInt64] = []
        // The explorer calls this about once a second, so runs under a second print nothing.
        let showProgress = { (report: Explorer<M>.Progress) in
            let rate = report.seconds > 0 ? Int(Double(report.states) / report.seconds) : 0
            progress.show("\(name): \(report.states) states, depth \(report.depth), \(rate) states/s, \(Int(report.seconds)) s")
        }
        let report = jobs > 1 && shard == nil && !coverage ? explorer.run(jobs: jobs)
            // Only a shard needs its fingerprints (sorting them costs a tenth of a run).
            : shard != nil ? explorer.run(progress: showProgress, fingerprints: { visited = $0 })
            : explorer.run(progress: showProgress)
        progress.finish()

        var lines = ["model: \(name)" + (shard.map { " (shard \($0))" } ?? "")]
        if let shard, let output {
            do {
                try ShardFile.write(ShardResult(shard: shard, report: report, fingerprints: visited), command: command, to: output)
            } catch {
                return CommandResult(status: 2, standardOutput: "", standardError: "lifecheck: cannot write \(output): \(error.localizedDescription)\n")
            }
            lines.append("shard file: \(output) (merge with: lifecheck merge FILE...)")
        }
        switch report.outcome {
        case .complete where report.maxDepth >= bounds.maxDepth:
            lines.append("result: no violation within \(bounds.maxDepth) operations; every state up to that depth explored")
        case .complete: lines.append("result: no violation; every reachable state explored")
        case .violation: lines.append("result: violation")
        case .stateLimit: lines.append("result: stopped at the state bound; not every state was explored")
        case .timeLimit: lines.append("result: stopped at the time limit; not every state was explored")
        }
        lines.append("states: \(report.states)")
        lines.append("transitions: \(report.transitions)")
        lines.append("max depth: \(report.maxDepth)")
        lines.append("seconds: \(String(format: "%.3f", report.seconds))")
        lines.append("states/s: \(Int(report.statesPerSecond))")
        lines.append("bytes/state: \(String(format: "%.1f", report.bytesPerState))")
        lines.append("peak memory: \(ProcessUsage.peakMegabytes()) MB")
        if let coverage = report.coverage { lines.append(coverage.text) }
        var output = lines.joined(separator: "\n") + "\n"
        if let path = report.counterexamplePath, let counterexample = try? explorer.replay(path) {
            output += "\n" + renderer.text(counterexample, report: report, replay: "\(command) --replay \(path)") + "\n"
            if mermaid { output += "\n" + renderer.mermaid(counterexample) + "\n" }
        }
        return CommandResult(status: report.outcome == .complete ? 0 : 1, standardOutput: output, standardError: "")
    }
}
