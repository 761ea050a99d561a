import Lifecheck
import UIKitSpec

/// `lifecheck bench`: measures the engine's hot paths. Run it in a release build.
enum BenchCommand {
    static let help = """
    USAGE: lifecheck bench [monitor] [--events N] [--controllers N] [--seed N]

    Measures the monitor on a legal in-memory trace: every controller loads its view, then
    the controllers' appearance cycles (viewWillAppear, viewIsAppearing, a layout pass,
    viewDidAppear, viewWillDisappear, viewDidDisappear) interleave at random (seeded).
    Prints events per second for Monitor.consume (with per-subject history, as the checker
    uses it) and for the bare state step. Build in release: swift run -c release lifecheck bench

    OPTIONS:
      --events N        Events to feed (default 10000000).
      --controllers N   Controllers (default 64).
      --seed N          Seed of the interleaving (default 1).
      -h, --help        Show this help.
    """

    static func run(_ arguments: [String]) -> CommandResult {
        let events: Int, controllers: Int, seed: Int
        do throws(UsageError) {
            let parsed = try ParsedArguments(arguments, flags: ["--help", "-h"], options: ["--events", "--controllers", "--seed"])
            if parsed.flags.contains("--help") || parsed.flags.contains("-h") { return .success(help + "\n") }
            guard parsed.positionals.allSatisfy({ $0 == "monitor" }) else {
                throw UsageError(message: "unknown benchmark '\(parsed.positionals.first!)'; available: monitor")
            }
            events = try parsed.count("--events", default: 10_000_000)
            controllers = try parsed.count("--controllers", default: 64)
            seed = try parsed.count("--seed", default: 1)
        } catch {
            return .usage(error.message, help: help)
        }
        return monitor(events: events, controllers: controllers, seed: UInt64(seed))
    }

    /// A legal trace of about `count` events over `controllers` controllers.
    static func legalTrace(count: Int, controllers: Int, seed: UInt64) -> [Event] {
        let spec = UIKitSpec.compiled
        let vocabulary = spec.vocabulary
        func kind(_ name: String) -> EventKindID { vocabulary.id(named: name)! }
        let cycle = ["viewWillAppear", "viewIsAppearing", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
                     "viewDidAppear", "viewWillDisappear", "viewDidDisappear"].map(kind)
        var events: [Event] = []
        events.reserveCapacity(count + controllers * cycle.count)
        for controller in 0..<controllers {
            events.append(Event(Symbol(UInt32(controller)), kind("loadView")))
            events.append(Event(Symbol(UInt32(controller)), kind("viewDidLoad")))
        }
        var phase = [Int](repeating: 0, count: controllers)
        var random = SplitMix64(seed: seed)
        while events.count < count {
            let controller = Int(random.next() % UInt64(controllers))
            events.append(Event(Symbol(UInt32(controller)), cycle[phase[controller]]))
            phase[controller] = (phase[controller] + 1) % cycle.count
        }
        // Close every open cycle, so the trace ends at rest.
        for controller in 0..<controllers {
            while phase[controller] != 0 {
                events.append(Event(Symbol(UInt32(controller)), cycle[phase[controller]]))
                phase[controller] = (phase[controller] + 1) % cycle.count
            }
        }
        return events
    }

    static func monitor(events count: Int, controllers: Int, seed: UInt64) -> CommandResult {
        let spec = UIKitSpec.compiled
        let events = legalTrace(count: count, controllers: controllers, seed: seed)
        var lines = ["monitor: \(events.count) events over \(controllers) controllers (seed \(seed))"]

        // Monitor.consume, as the checker and the recorder use it.
        var monitor = Monitor(spec: spec)
        var violations = 0
        let clock = ContinuousClock()
        let started = clock.now
        for (index, event) in events.enumerated() {
            violations += monitor.consume(event, at: index).count
        }
        violations += monitor.finish().count
        let consumeSeconds = seconds(clock.now - started)

        // The bare step, as the explorer uses it.
        var state = MonitorState(spec: spec)
        var rejected = 0
        let stepStarted = clock.now
        for event in events where !state.apply(event, spec: spec) { rejected += 1 }
        let stepSeconds = seconds(clock.now - stepStarted)

        lines.append("Monitor.consume:   \(rate(events.count, consumeSeconds)) events/s  (\(format(consumeSeconds)) s, \(violations) violations)")
        lines.append("MonitorState.apply: \(rate(events.count, stepSeconds)) events/s  (\(format(stepSeconds)) s, \(rejected) rejected)")
        guard violations == 0, rejected == 0 else {
            return CommandResult(status: 1, standardOutput: lines.joined(separator: "\n") + "\n",
                                 standardError: "bench: the generated trace should be legal\n")
        }
        return .success(lines.joined(separator: "\n") + "\n")
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private static func format(_ value: Double) -> String {
        let scaled = (value * 1000).rounded() / 1000
        return "\(scaled)"
    }

    private static func rate(_ count: Int, _ seconds: Double) -> String {
        let perSecond = Int((Double(count) / max(seconds, 1e-9)).rounded())
        var digits = String(perSecond)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return digits + grouped
    }
}
