// Measures conformance runs of the example containers: exploration (states/s) and random
// runs (runs/s, operations/s), each step replayed or continued on a fresh main-actor
// instance. Run in release:
//
//     swift run -c release containers-benchmark [--runs N]
import ContainerHarnesses
import Foundation
import Lifecheck

let arguments = CommandLine.arguments.dropFirst()
let runs = arguments.firstIndex(of: "--runs").flatMap { arguments.index(after: $0) < arguments.endIndex ? Int(arguments[arguments.index(after: $0)]) : nil } ?? 1_000

@MainActor
func measure<H: MainActorHarness>(_ name: String, _ harness: H) async {
    var suite = MainActorConformanceSuite(harness: harness)
    suite.bounds = ExplorationBounds(maxDepth: 12, maxStates: 200_000, timeLimit: 600)
    var start = Date()
    let explored = await suite.explore()
    var seconds = Date().timeIntervalSince(start)
    let states = explored.exploration?.states ?? 0, transitions = explored.exploration?.transitions ?? 0
    print("\(name)  explore: \(states) states, \(transitions) transitions in \(String(format: "%.3f", seconds)) s"
          + "  (\(Int(Double(transitions) / max(seconds, 1e-9))) transitions/s)  \(explored.passed ? "passed" : "failed")")
    suite.runs = runs
    suite.seed = 1
    start = Date()
    let random = await suite.runRandom()
    seconds = Date().timeIntervalSince(start)
    let operations = random.randomRuns?.operations ?? 0
    print("\(name)  random: \(random.randomRuns?.runsTried ?? 0) runs, \(operations) operations in \(String(format: "%.3f", seconds)) s"
          + "  (\(Int(Double(random.randomRuns?.runsTried ?? 0) / max(seconds, 1e-9))) runs/s,"
          + " \(Int(Double(operations) / max(seconds, 1e-9))) operations/s)  \(random.passed ? "passed" : "failed")")
}

await measure("drawer        ", DrawerHarness())
await measure("drawer (buggy)", DrawerHarness(version: .buggy))
await measure("tabs          ", TabsHarness())
await measure("tabs (buggy)  ", TabsHarness(version: .buggy))
