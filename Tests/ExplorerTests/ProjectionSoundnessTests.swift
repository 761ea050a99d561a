import Lifecheck
import Testing
import UIKitModels
import UIKitSpec

/// The projected spec never reports a legal log: random runs of the reference runtime
/// (legal by construction, proved by exhaustive exploration) stay legal whatever events
/// the log leaves out and wherever it starts, save what the spec says a log shows (a
/// view loaded again shows its `loadView`).
@Suite("Projection soundness")
struct ProjectionSoundnessTests {
    /// The plain-format log of a random run of `model`, and whether it ended idle.
    static func randomLog<M: Model>(_ model: M, length: Int, _ random: inout SplitMix64) -> (lines: [String], idle: Bool) {
        let formatter = EventFormatter(vocabulary: model.spec.vocabulary, symbols: model.symbols)
        var state = model.initialStates[Int(random.next() % UInt64(model.initialStates.count))]
        var events = EventBuffer()
        events.append(contentsOf: model.setupEvents(for: state))
        var actions: [M.Action] = []
        for _ in 0..<length {
            actions = model.actions(in: state)
            guard !actions.isEmpty else { break }
            model.apply(actions[Int(random.next() % UInt64(actions.count))], to: &state, emitting: &events)
        }
        return (events.elements.map(formatter.line), model.isIdle(state))
    }

    /// Whether a subject of the plain trace `lines` loads its view twice.
    static func reloadsAView(_ lines: [String]) -> Bool {
        var loaded = Set<Substring>()
        for line in lines {
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            guard words.count >= 2, words[1] == "loadView" else { continue }
            if !loaded.insert(words[0]).inserted { return true }
        }
        return false
    }

    @Test("Random runs of the reference runtime stay legal under any projection and cut", arguments: 0..<4)
    func referenceRuntime(seed: UInt64) throws {
        let model = ReferenceRuntime()
        let names = UIKitSpec.spec.vocabulary.kinds.map(\.name)
        var random = SplitMix64(seed: 0xC0FFEE &+ seed)
        var checked = 0
        for _ in 0..<40 {
            let (lines, idle) = Self.randomLog(model, length: 25, &random)
            guard !lines.isEmpty else { continue }
            var recorded = random.next() % 4 == 0 ? nil : Set(names.filter { _ in random.next() % 2 == 0 })
            // A run that reloads a view (the popover's, after a memory warning) is logged with its loadView.
            if Self.reloadsAView(lines) { recorded?.insert("loadView") }
            let start = random.next() % 2 == 0 ? 0 : Int(random.next() % UInt64(lines.count))
            let observation = Observation(recorded: recorded, fromMiddle: start > 0 || random.next() % 3 == 0)
            let options = CheckOptions(unfinished: !idle, observation: observation)
            let text = lines[start...].joined(separator: "\n")
            // The whole run is legal as it is (the explorer proves it); the projection must agree.
            #expect(try TraceChecker(spec: UIKitSpec.compiled, options: CheckOptions(unfinished: !idle))
                .check(text: lines.joined(separator: "\n")).violations.isEmpty)
            let report: CheckReport
            do {
                report = try TraceChecker(projecting: UIKitSpec.spec, options: options).check(text: text)
            } catch let error as TraceError where error.message.hasPrefix("no events") {
                continue
            }
            checked += 1
            let renderer = ViolationRenderer(vocabulary: UIKitSpec.compiled.vocabulary, symbols: report.symbols)
            #expect(report.violations.isEmpty, """
                from event \(start + 1), recording \(recorded.map { $0.sorted().joined(separator: ",") } ?? "everything"):
                \(text)
                \(report.violations.map(renderer.text).joined(separator: "\n\n"))
                """)
        }
        #expect(checked > 20)
    }
}
