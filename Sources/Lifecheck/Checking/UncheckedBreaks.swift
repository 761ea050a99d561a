/// What a log would break were every callback it prints checked: a log legal only because
/// some callbacks it prints were left unchecked says so, since the bug a user is looking
/// for may be the callback a class never printed.
extension TraceChecker {
    /// Checks a log as ``allowingLateStarts(file:plainToo:_:)`` does; when it is legal and some
    /// callbacks it prints were left unchecked (``CheckReport/unlogged``: a class never
    /// prints them), reads it again holding every callback it prints as recorded and keeps
    /// the rules that reading breaks (``CheckReport/uncheckedBreaks``). The verdict stays the
    /// first reading's: the second is right only if the classes that never print those
    /// callbacks override them, which the log can't tell.
    func notingUncheckedBreaks(file: String?, _ read: (inout LogPass) throws -> Void) throws(TraceError) -> CheckReport {
        var report = try allowingLateStarts(file: file, read)
        guard report.violations.isEmpty, !report.unlogged.isEmpty, let recorded = report.recorded else { return report }
        var options = options
        options.observation.recorded = recorded.union(report.unlogged.keys)
        guard var held = try? TraceChecker(projecting: source ?? spec.spec, options: options) else { return report }
        held.surveys = surveys
        guard let strict = try? held.allowingLateStarts(file: file, read),
              strict.symbols.hasSameNames(as: report.symbols) else { return report }
        report.uncheckedBreaks = strict.violations
        return report
    }
}
