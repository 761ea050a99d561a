import Lifecheck
import UIKitModels

/// `lifecheck-bench properties`: for every seeded bug, how often property runs with default
/// settings find it over several seeds, after how many runs, how short they shrink it
/// (against the explorer's shortest counterexample), and how long finding and shrinking take.
enum PropertyBench {
    static func run(seeds: Int) -> CommandResult {
        var lines = ["properties: default settings (200 runs of up to 40 operations), seeds 1...\(seeds)",
                     "model / bug                                                  found    run (median)  shrunk (median, max)  shortest  find+shrink (median, max)"]
        var missed = 0, longer = 0
        func measure<M: Model>(_ name: String, _ model: M) {
            let shortest = Explorer(model: model).run().counterexamplePath?.actions.count
            var found = 0
            var lengths: [Int] = [], runs: [Int] = [], times: [Double] = []
            for seed in 1...seeds {
                let clock = ContinuousClock()
                var report: PropertyReport?
                let elapsed = clock.measure { report = PropertyRunner(model: model).run(seed: UInt64(seed)) }
                guard let report, let path = report.failure, let run = report.run else { continue }
                found += 1
                lengths.append(path.actions.count)
                runs.append(run + 1)
                times.append(Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds))
            }
            func median<T: Comparable>(_ values: [T]) -> T? { values.sorted().dropFirst(values.count / 2).first }
            let shrunk = median(lengths)
            if found < seeds { missed += 1 }
            if let shortest, lengths.contains(where: { $0 != shortest }) { longer += 1 }
            func ms(_ seconds: Double?) -> String { seconds.map { "\(Int(($0 * 1000).rounded())) ms" } ?? "-" }
            lines.append(name.padding(toLength: 60, withPad: " ", startingAt: 0)
                         + "  \(found)/\(seeds)".padding(toLength: 9, withPad: " ", startingAt: 0)
                         + "  \(median(runs).map(String.init) ?? "-")".padding(toLength: 14, withPad: " ", startingAt: 0)
                         + "  \(shrunk.map(String.init) ?? "-"), \(lengths.max().map(String.init) ?? "-")".padding(toLength: 22, withPad: " ", startingAt: 0)
                         + "  \(shortest.map(String.init) ?? "-")".padding(toLength: 10, withPad: " ", startingAt: 0)
                         + "  \(ms(median(times))), \(ms(times.max()))")
        }
        for bug in ReferenceRuntime.Bug.allCases { measure("reference \(bug)", ReferenceRuntime(bug: bug)) }
        for bug in NavStack.Bug.allCases { measure("NavStack(10, 10) \(bug)", NavStack(controllers: 10, depth: 10, bug: bug)) }
        lines.append("bugs not found by every seed: \(missed); bugs shrunk to another length than the shortest by some seed: \(longer)")
        // The baseline: the same budget with every run choosing uniformly among enabled actions.
        lines.append("")
        lines.append("baseline, uniform choice only (PropertyRunner.Strategy.uniform), same budget: seeds that find the bug")
        for bug in NavStack.Bug.allCases {
            let model = NavStack(controllers: 10, depth: 10, bug: bug)
            let found = (1...seeds).filter { PropertyRunner(model: model, strategy: .uniform).run(seed: UInt64($0)).failure != nil }.count
            lines.append("NavStack(10, 10) \(bug)".padding(toLength: 60, withPad: " ", startingAt: 0) + "  \(found)/\(seeds)")
        }
        // Orders of arguments away from the boundaries: 20 stacks [0, a, b, c] drawn at random.
        var random = SplitMix64(seed: 77)
        var targets: [[Int]] = []
        while targets.count < 20 {
            var target = [0]
            while target.count < 4 {
                let controller = Int(random.next() % 9) + 1
                if !target.contains(controller) { target.append(controller) }
            }
            if target != [0, 9, 8, 7], target != [0, 1, 2, 3] { targets.append(target) }
        }
        lines.append("")
        lines.append("one order of three pushes away from the boundaries, 20 random stacks [0, a, b, c] (e.g. \(targets[0])): seeds that find it")
        for strategy in [PropertyRunner<OrderedStackProbe>.Strategy.swarm, .uniform] {
            let found = targets.map { target in
                (1...seeds).filter { PropertyRunner(model: OrderedStackProbe(target: target), strategy: strategy).run(seed: UInt64($0)).failure != nil }.count
            }
            lines.append("\(strategy)".padding(toLength: 60, withPad: " ", startingAt: 0)
                         + "  \(found.reduce(0, +))/\(targets.count * seeds)  (per stack: \(found.map(String.init).joined(separator: " ")))")
        }
        return .success(lines.joined(separator: "\n") + "\n")
    }
}
