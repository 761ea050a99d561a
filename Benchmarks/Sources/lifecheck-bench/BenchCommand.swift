@_spi(Performance) import Lifecheck
import UIKitSpec

/// `lifecheck-bench`: measures the engine's hot paths. Run it in a release build.
enum BenchCommand {
    static let help = """
    USAGE: lifecheck-bench [monitor] [--workload random|transitions] [--events N] [--controllers N] [--seed N] [--repeat N]
           lifecheck-bench properties [--seeds N]
           lifecheck-bench check [--size MB] [--controllers N] [--trace FILE] [--keep] [--seed N] [--repeat N]
           lifecheck-bench explore [-N N] [-D D] [--threads N] [--repeat N]
           lifecheck-bench logs [--size MB] [--controllers N] [--log FILE] [--keep] [--seed N] [--repeat N]

    Measures the monitor on a legal in-memory trace. Every controller loads its view, then:
      random       (default) each controller's appearance cycle (viewWillAppear,
                   viewIsAppearing, a layout pass, viewDidAppear, viewWillDisappear,
                   viewDidDisappear) interleaves with the others' at random, event by
                   event: the worst case for branch prediction.
      transitions  push-like transitions between random controllers: the incoming one's
                   will-appear, the outgoing one's will-disappear, is-appearing, a layout
                   pass, did-disappear, did-appear, as UIKit delivers them.
    Prints events per second for Monitor.check (with per-subject history) fed in batches,
    as the checker feeds it, and one event at a time, as a recorder does, and for the bare
    state step, as the explorer uses it: the best and the median of several runs. Build in release: swift run -c release --package-path Benchmarks lifecheck-bench

    bench properties runs property tests with default settings on every seeded bug of the
    reference runtime and NavStack(10, 10), over several seeds, and prints how often each is
    found, the median shrunk length against the explorer's shortest, and the median time.

    bench check writes a legal plain trace of --size megabytes (default 1024) to a temporary
    file (navigation controllers pushing and popping --controllers controllers, default
    20,000, every one of them in use again and again: the worst case for caches), then times
    'lifecheck check' on it as a process (start-up included, as you run it) and in-process
    against 'grep -c viewDidAppear' on the same file, and prints MB/s, events/s, the ratio
    to grep (both as processes) and the peak resident memory. --trace FILE times an
    existing file instead; --keep keeps the generated one.

    bench logs writes a legal console log of --size megabytes (default 256): the trace bench
    check writes, with --controllers controllers (default 2,000), printed as an app prints
    it (print(self, #function) behind NSLog's prefix, every line with its own timestamp);
    then times 'lifecheck check' on it as a process, once in one pass against every
    callback (--format console --recorded all) and once as run by default (the inferring
    first pass, then the check), interleaved, and prints MB/s by user CPU time and by wall
    time; then the default on the same log as log show prints it (a unified log). --log FILE
    times an existing log instead; --keep keeps the generated ones.

    bench explore explores NavStack(N, D) (default 10, 10)
    --repeat times in this process (default 7) and prints each run (with the kernel's time,
    mostly zeroing fresh pages for the tables), the best and the median states per second.

    OPTIONS:
      --workload W      random or transitions (default random).
      --events N        Events to feed (default 10000000).
      --controllers N   Controllers (default 64; for bench check 20000).
      --seed N          Seed of the interleaving (default 1).
      --repeat N        Runs of each measurement; prints the best and the median (default 5; 3 for check).
      --size MB         Size of the trace bench check writes (default 1024).
      --trace FILE      bench check: time this trace instead of writing one.
      --log FILE        bench logs: time this log instead of writing one.
      --keep            bench check, bench logs: keep the file it wrote.
      --seeds N         Seeds per bug for bench properties (default 10).
      -N N, -D D        bench explore: NavStack's controllers and depth (default 10, 10).
      --threads N       bench explore: threads (default 1).
      -h, --help        Show this help.
    """

    static func run(_ arguments: [String]) -> CommandResult {
        let events: Int, controllers: Int, seed: Int, workload: String, repeats: Int
        do throws(UsageError) {
            let parsed = try ParsedArguments(arguments, flags: ["--help", "-h", "--keep"],
                                             options: ["--events", "--controllers", "--seed", "--workload", "--repeat", "--seeds", "--size", "--trace", "--log",
                                                       "-N", "-D", "--threads"])
            if parsed.flags.contains("--help") || parsed.flags.contains("-h") { return .success(help + "\n") }
            guard parsed.positionals.count <= 1, parsed.positionals.allSatisfy({ ["monitor", "properties", "check", "explore", "logs"].contains($0) }) else {
                throw UsageError(message: "unknown benchmark '\(parsed.positionals.joined(separator: " "))'; available: monitor, properties, check, explore, logs")
            }
            if parsed.positionals == ["explore"] {
                let controllers = try parsed.count("-N", default: 10), depth = try parsed.count("-D", default: 10)
                guard (1...16).contains(controllers), (1...controllers).contains(depth) else {
                    throw UsageError(message: "NavStack needs 1 ≤ D ≤ N ≤ 16")
                }
                return ExploreBench.run(controllers: controllers, depth: depth, repeats: try parsed.count("--repeat", default: 7),
                                        threads: try parsed.count("--threads", default: 1))
            }
            if parsed.positionals == ["properties"] { return PropertyBench.run(seeds: try parsed.count("--seeds", default: 10)) }
            if parsed.positionals == ["check"] {
                let controllers = try parsed.count("--controllers", default: 20_000)
                guard controllers >= 64 || parsed.options["--trace"] != nil else { throw UsageError(message: "bench check needs at least 64 controllers (32 navigation controllers, their roots and more to push)") }
                return CheckBench.run(megabytes: try parsed.count("--size", default: 1024), controllers: controllers,
                                      repeats: try parsed.count("--repeat", default: 3),
                                      seed: UInt64(try parsed.count("--seed", default: 1)), trace: parsed.options["--trace"],
                                      keep: parsed.flags.contains("--keep"))
            }
            if parsed.positionals == ["logs"] {
                let controllers = try parsed.count("--controllers", default: 2_000)
                guard controllers >= 64 || parsed.options["--log"] != nil else { throw UsageError(message: "bench logs needs at least 64 controllers (32 navigation controllers, their roots and more to push)") }
                return LogBench.run(megabytes: try parsed.count("--size", default: 256), controllers: controllers,
                                    repeats: try parsed.count("--repeat", default: 3),
                                    seed: UInt64(try parsed.count("--seed", default: 1)), log: parsed.options["--log"],
                                    keep: parsed.flags.contains("--keep"))
            }
            events = try parsed.count("--events", default: 10_000_000)
            controllers = try parsed.count("--controllers", default: 64)
            seed = try parsed.count("--seed", default: 1)
            repeats = try parsed.count("--repeat", default: 5)
            workload = try parsed.choice("--workload", ["random", "transitions"], default: "random")
            if workload == "transitions", controllers < 2 { throw UsageError(message: "transitions need at least 2 controllers") }
        } catch {
            return .usage(error.message, help: help)
        }
        return monitor(events: events, controllers: controllers, seed: UInt64(seed), workload: workload, repeats: repeats)
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

    /// A legal trace of push-like transitions between random controllers.
    static func transitionTrace(count: Int, controllers: Int, seed: UInt64) -> [Event] {
        let vocabulary = UIKitSpec.compiled.vocabulary
        func event(_ controller: Int, _ name: String) -> Event {
            Event(Symbol(UInt32(controller)), vocabulary.id(named: name)!)
        }
        var events: [Event] = []
        events.reserveCapacity(count + 16)
        for controller in 0..<controllers {
            events.append(event(controller, "loadView"))
            events.append(event(controller, "viewDidLoad"))
        }
        events += [event(0, "viewWillAppear"), event(0, "viewDidAppear")]
        var current = 0
        var random = SplitMix64(seed: seed)
        while events.count < count {
            var next = Int(random.next() % UInt64(controllers - 1))
            if next >= current { next += 1 }
            events += [
                event(next, "viewWillAppear"), event(current, "viewWillDisappear"), event(next, "viewIsAppearing"),
                event(next, "viewWillLayoutSubviews"), event(next, "viewDidLayoutSubviews"),
                event(current, "viewDidDisappear"), event(next, "viewDidAppear"),
            ]
            current = next
        }
        return events
    }

    /// Events per batch in the batched measurement: what `lifecheck check` hands the monitor at once.
    static let batchSize = EventBatch().capacity

    static func monitor(events count: Int, controllers: Int, seed: UInt64, workload: String, repeats: Int) -> CommandResult {
        let spec = UIKitSpec.compiled
        let events = workload == "transitions"
            ? transitionTrace(count: count, controllers: controllers, seed: seed)
            : legalTrace(count: count, controllers: controllers, seed: seed)
        var lines = ["monitor: \(events.count) events over \(controllers) controllers (\(workload) workload, seed \(seed))"]

        let clock = ContinuousClock()
        let positions = Array(events.indices)
        var violations = 0, rejected = 0
        var batchTimes: [Double] = [], checkTimes: [Double] = [], applyTimes: [Double] = []
        for _ in 0..<repeats {
            // Monitor.check on batches of events, as `lifecheck check` feeds it.
            var batched = Monitor(spec: spec)
            var found: [Violation] = []
            let batchStarted = clock.now
            events.withUnsafeBufferPointer { events in
                positions.withUnsafeBufferPointer { positions in
                    var start = 0
                    while start < events.count {
                        let end = min(start + batchSize, events.count)
                        batched.check(UnsafeBufferPointer(rebasing: events[start..<end]),
                                      at: UnsafeBufferPointer(rebasing: positions[start..<end]), into: &found)
                        start = end
                    }
                }
            }
            batchTimes.append(seconds(clock.now - batchStarted))
            violations = found.count + batched.finish().count

            // Monitor.check one event at a time, as a recorder feeds it.
            var monitor = Monitor(spec: spec)
            found = []
            let started = clock.now
            for (index, event) in events.enumerated() {
                monitor.check(event, at: index, into: &found)
            }
            checkTimes.append(seconds(clock.now - started))
            violations += found.count + monitor.finish().count

            // The bare step, as the explorer uses it.
            var state = MonitorState(spec: spec)
            rejected = 0
            let stepStarted = clock.now
            for event in events where !state.apply(event, spec: spec) { rejected += 1 }
            applyTimes.append(seconds(clock.now - stepStarted))
        }
        func summary(_ times: [Double]) -> String {
            let sorted = times.sorted()
            return "best \(rate(events.count, sorted[0])) events/s, median \(rate(events.count, sorted[sorted.count / 2])) events/s"
        }
        lines.append("Monitor.check, batches of \(batchSize): \(summary(batchTimes))  (\(repeats) runs, \(violations) violations)")
        lines.append("Monitor.check, one by one:    \(summary(checkTimes))")
        lines.append("MonitorState.apply:           \(summary(applyTimes))  (\(rejected) rejected)")
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
