import Foundation

extension ConformanceSuite {
    /// A failure with its message: a first line that stands alone, the counterexample
    /// (operations, callbacks, the illegal one marked, the replay hint), the rule explained.
    /// `replayed`: the run replayed this path alone (`replay:`), as exploration found it.
    func failure(rule: String, _ counterexample: Counterexample, origin: ConformanceFailure.Origin,
                 exploration: ExplorationReport?, replayed: Bool = false) -> ConformanceFailure {
        let renderer = ViolationRenderer(vocabulary: model.spec.vocabulary, symbols: counterexample.symbols)
        let path = counterexample.path
        let operations = counterexample.steps.map(\.action)
        let count = "\(operations.count) operation\(operations.count == 1 ? "" : "s")"
        let hint: String, found: String, shrunkFrom: Int?
        switch origin {
        case .exploration where replayed:
            found = "replaying path \(path) alone"
            hint = "this run replayed path \"\(path)\" alone; without replay: the whole suite runs."
            shrunkFrom = nil
        case .exploration:
            found = "found by exhaustive exploration"
            hint = "exploration is deterministic, so every run finds it again; to run only this path, pass replay: \"\(path)\"."
            shrunkFrom = nil
        case .randomRun(let seed, let run, let originalLength):
            found = "found by random run \(run + 1) of seed \(seed), shrunk"
            hint = "pass seed: \(seed) or run LIFECHECK_SEED=\(seed) swift test; to run only this shrunk path, pass replay: \"\(path)\"."
            shrunkFrom = originalLength
        }
        var headline = counterexample.violations.first.map(renderer.headline) ?? "[\(rule)]"
        headline = headline.replacingOccurrences(of: "] The trace ended while ",
                                                 with: "] With nothing in progress after the last operation, ")
        let steps = operations.isEmpty ? "while setting up" : "after \(count): \(operations.joined(separator: ", "))"
        let title = "\(headline) (\(name), \(found) \(steps))"
        var body = CounterexampleRenderer(vocabulary: model.spec.vocabulary)
            .text(counterexample, report: exploration, shrunkFrom: shrunkFrom, replay: hint)
        if let last = counterexample.violations.last, last.kind == .unfinished, !operations.isEmpty,
           let quiescenceHint = quiescenceHint?(counterexample) {
            body += "\n\n" + quiescenceHint
        }
        if let first = counterexample.violations.first, let hint = neverRecordedHint(first, counterexample) {
            body += "\n\n" + hint
        }
        return ConformanceFailure(rule: rule, rules: counterexample.violations.map(\.rule.id), path: path, origin: origin,
                                  counterexample: counterexample, message: title + "\n\n" + body, replayHint: hint)
    }

    /// When what was needed first was never recorded on the subject in the whole run (a
    /// `viewDidLoad` the controllers don't record, say), a note saying so: the run, not the
    /// container, may be what lacks it.
    func neverRecordedHint(_ violation: Violation, _ counterexample: Counterexample) -> String? {
        // Only where the machine never left its initial state (a view never loaded): a
        // callback that started the subject's part was missing, not a later one.
        guard violation.kind != .unfinished, !violation.expected.isEmpty, let at = violation.entry?.position,
              let machineName = violation.machine, let machine = model.spec.machineIndex(machineName).map({ model.spec.machines[$0] }),
              violation.state.hasSuffix(machine.states.first ?? "") else { return nil }
        let needed = Set(violation.expected.map { String($0.prefix { $0 != " " }) })
        let vocabulary = model.spec.vocabulary
        let entries = counterexample.setup + counterexample.steps.flatMap(\.events)
        let seen = entries.contains { entry in
            entry.position < at && entry.event.subject == violation.subject
                && needed.contains(vocabulary[entry.event.kind].name)
        }
        guard !seen, needed.count == 1, let name = needed.first else { return nil }
        let subject = counterexample.symbols.name(of: violation.subject)
        return """
            No \(name) was recorded on "\(subject)" before this. If it did happen, the run did not record it: make sure \
            the controller records \(name) in its override, and that what happens while the harness makes an instance \
            (views loaded, a root put on screen) is recorded too.
            """
    }
}
