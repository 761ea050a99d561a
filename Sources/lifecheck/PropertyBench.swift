import Lifecheck
import UIKitModels

/// `lifecheck bench properties`: for every seeded bug, how often property runs with default
/// settings find it over several seeds, how short they shrink it (against the explorer's
/// shortest counterexample), and how long finding and shrinking take.
enum PropertyBench {
    static func run(seeds: Int) -> CommandResult {
        var lines = ["properties: default settings (200 runs of up to 40 operations), seeds 1...\(seeds)",
                     "model / bug                                          found  shrunk (median)  shortest  find+shrink (median)"]
        var missed = 0, longer = 0
        func measure<M: Model>(_ name: String, _ model: M) {
            let shortest = Explorer(model: model).run().counterexamplePath?.actions.count
            var found = 0
            var lengths: [Int] = [], times: [Double] = []
            for seed in 1...seeds {
                let clock = ContinuousClock()
                var report: PropertyReport?
                let elapsed = clock.measure { report = PropertyRunner(model: model).run(seed: UInt64(seed)) }
                guard let path = report?.failure else { continue }
                found += 1
                lengths.append(path.actions.count)
                times.append(Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds))
            }
            let median = lengths.sorted().dropFirst(lengths.count / 2).first
            let time = times.sorted().dropFirst(times.count / 2).first
            if found < seeds { missed += 1 }
            if let median, let shortest, median > shortest { longer += 1 }
            lines.append(name.padding(toLength: 52, withPad: " ", startingAt: 0)
                         + "  \(found)/\(seeds)".padding(toLength: 7, withPad: " ", startingAt: 0)
                         + "  \(median.map(String.init) ?? "-")".padding(toLength: 17, withPad: " ", startingAt: 0)
                         + "  \(shortest.map(String.init) ?? "-")".padding(toLength: 10, withPad: " ", startingAt: 0)
                         + "  \(time.map { "\(Int(($0 * 1000).rounded())) ms" } ?? "-")")
        }
        for bug in ReferenceRuntime.Bug.allCases { measure("reference \(bug)", ReferenceRuntime(bug: bug)) }
        for bug in NavStack.Bug.allCases { measure("NavStack(10, 10) \(bug)", NavStack(controllers: 10, depth: 10, bug: bug)) }
        lines.append("bugs not found by every seed: \(missed); bugs shrunk longer than the shortest: \(longer)")
        return .success(lines.joined(separator: "\n") + "\n")
    }
}
