extension TraceChecker {
    /// `report` on a plain trace held to every callback, noting the callbacks it has
    /// (``CheckReport/legalAsRecorded``) when, checked against only them, it breaks no rule.
    ///
    /// A plain trace records every callback: a recorder's, a test's. A recorder that records
    /// only some (a test that leaves `viewDidLoad` out) breaks rules at callbacks it never
    /// records, and its violations then name a callback needed first that the trace has
    /// nowhere, while the machine that needs it is still in its first state (a view that
    /// never loaded). Such a trace is checked again, by `recheck`, against the spec projected
    /// onto the callbacks it has; the first report stands, and the note says what the second
    /// found. A callback legal instead of the one that broke a rule, absent from the trace,
    /// makes no note: it is more often the bug than a gap in the recording (`viewDidDisappear`
    /// without `viewWillDisappear`). Nor does a callback that finishes one the trace has (an
    /// `endAppearanceTransition` a `beginAppearanceTransition` still waits for at its end): it
    /// is recorded wherever the one it finishes is.
    func notingLegalAsRecorded(_ report: CheckReport, _ recheck: (TraceChecker) throws(TraceError) -> CheckReport) -> CheckReport {
        guard !report.violations.isEmpty, options.observation.isComplete, report.format == .plain,
              let present = report.kindsPresent, !present.isEmpty else { return report }
        let has = Set(present)
        // What a callback needed first while its machine was still in its first state (a
        // view never loaded): a callback that begins a controller's part was missing.
        func isAtStart(_ violation: Violation) -> Bool {
            guard violation.kind == .unmetRequirement, let name = violation.machine,
                  let index = spec.machineIndex(name), let first = spec.machines[index].states.first else { return false }
            return violation.state.hasSuffix(first)
        }
        func isAbsent(_ expected: String) -> Bool {
            let name = String(expected.prefix { $0 != " " })
            return spec.vocabulary.id(named: name) != nil && !has.contains(name)
        }
        guard !report.violations.contains(where: { $0.kind == .unfinished && $0.expected.contains(where: isAbsent) }),
              report.violations.contains(where: { isAtStart($0) && $0.expected.contains(where: isAbsent) }) else { return report }
        var options = options
        options.observation = Observation(recorded: has)
        guard let projected = try? TraceChecker.compile(spec.spec, onto: options.observation, options.projections) else { return report }
        var checker = TraceChecker(spec: projected, options: options)
        checker.readsContext = false
        guard let again = try? recheck(checker), again.violations.isEmpty else { return report }
        var noted = report
        noted.legalAsRecorded = present
        return noted
    }
}
