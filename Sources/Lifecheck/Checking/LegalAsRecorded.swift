extension TraceChecker {
    /// `report` on a plain trace held to every callback, noting the callbacks it has
    /// (``CheckReport/legalAsRecorded``) when, checked against only them, it breaks no rule.
    ///
    /// A plain trace records every callback: a recorder's, a test's. A recorder that records
    /// only some (a screen tracker's `viewDidAppear`, a test that leaves `viewDidLoad` out)
    /// breaks rules at callbacks it never records, and its violations then name a callback
    /// needed first, or legal instead, that the trace has nowhere. Such a trace is checked
    /// again, by `recheck`, against the spec projected onto the callbacks it has, when a
    /// violation names one it lacks; the first report stands, and the note says what the
    /// second found.
    func notingLegalAsRecorded(_ report: CheckReport, _ recheck: (TraceChecker) throws(TraceError) -> CheckReport) -> CheckReport {
        guard !report.violations.isEmpty, options.observation.isComplete, report.format == .plain,
              let present = report.kindsPresent, !present.isEmpty else { return report }
        let has = Set(present)
        let named = report.violations.flatMap { $0.expected.map { String($0.prefix { $0 != " " }) } }
        guard named.contains(where: { spec.vocabulary.id(named: $0) != nil && !has.contains($0) }) else { return report }
        var options = options
        options.observation = Observation(recorded: has)
        guard let projected = try? TraceChecker.compile(spec.spec, onto: options.observation, options.projections),
              let again = try? recheck(TraceChecker(spec: projected, options: options)),
              again.violations.isEmpty else { return report }
        var noted = report
        noted.legalAsRecorded = present
        return noted
    }
}
