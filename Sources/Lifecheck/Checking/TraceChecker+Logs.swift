/// The line-by-line reading of logs: console, unified and JSON Lines logs, plain traces
/// with a declared structure, and the first pass that finds the events a log records.
extension TraceChecker {
    /// Runs `read` once to find the events a log records, when asked to, then checks it
    /// against the spec projected onto them; otherwise checks it in one pass. The first pass
    /// keeps the events it read (``KeptEvents``, as many as fit), and the check takes
    /// them: the log is read once.
    func inferringRecorded(file: String?, _ read: (inout LogPass) throws -> Void) throws(TraceError) -> CheckReport {
        guard options.infersRecorded, options.observation.recorded == nil else {
            // A reading again against other recorded events (every callback printed, one
            // controller's): a survey of this log read as this reading reads it, its events
            // checked here; failing one, a survey read now and kept for the readings after.
            guard options.infersRecorded, options.checksKeptEvents, surveys != nil,
                  var pass = surveyed(file: file, keepingEvents: true, read), pass.keepsEvents, !pass.isPlainTrace else {
                return try run(file: file, read)
            }
            pass.check(by: self)
            return try conclude(&pass, file: file, read)
        }
        // (A survey that failed to read: the checking pass reports the error.)
        guard var survey = surveyed(file: file, keepingEvents: options.checksKeptEvents, read) else { return try run(file: file, read) }
        // A plain trace is held to every event.
        if survey.isPlainTrace { return try run(file: file, read) }
        let all = Set(spec.vocabulary.kinds.map(\.name))
        var inference = RecordedInference(spec: source ?? spec.spec, fromMiddle: options.observation.fromMiddle,
                                          unfinished: options.unfinished, projections: options.projections)
        let (seen, unlogged) = inference.recorded(habitsByClass: survey.habitsByClass())
        guard !seen.isEmpty, seen != all else {
            guard survey.keepsEvents else { return try run(file: file, read) }
            survey.check(by: self)
            return try conclude(&survey, file: file, read)
        }
        var options = options
        options.observation.recorded = seen
        options.format = survey.format
        var projected: TraceChecker
        do {
            projected = try TraceChecker(projecting: source ?? spec.spec, options: options)
            projected.surveys = surveys
        } catch {
            throw TraceError(file: file, line: 0, column: 0, "cannot project the spec onto the events in the log: \(error)")
        }
        var report: CheckReport
        if survey.keepsEvents, projected.spec.vocabulary.kinds.map(\.name) == spec.vocabulary.kinds.map(\.name) {
            survey.check(by: projected)
            report = try projected.conclude(&survey, file: file, read, unnamedReader: self)
        } else {
            report = try projected.run(file: file, read, unnamedReader: self)
        }
        report.formatReason = survey.formatReason
        report.recordedWasInferred = true
        report.unlogged = unlogged
        return report
    }

    /// Feeds a new pass with `read` and reports on it; errors name `file`. A log whose
    /// callbacks name no controller is read again by `unnamedReader` (this checker when `nil`).
    private func run(file: String?, _ read: (inout LogPass) throws -> Void, unnamedReader: TraceChecker? = nil) throws(TraceError) -> CheckReport {
        var pass = LogPass(checker: self)
        do {
            try read(&pass)
            try pass.endOfInput()
        } catch var error as TraceError {
            error.file = file
            if pass.detected, pass.format == .plain, error.line > 0, error.message.hasPrefix("unknown event") {
                error.message += " (read as the plain trace format, detected from the first lines; for a console log pass --format console)"
            }
            throw error
        } catch {
            throw TraceError(file: file, line: 0, column: 0, "\(error)")
        }
        return try conclude(&pass, file: file, read, unnamedReader: unnamedReader)
    }

    /// The first pass over the log as this checker reads it: the one ``surveys`` kept, or
    /// one read now (kept there when it kept every event of a log that is no plain trace);
    /// `nil` when the log could not be read.
    private func surveyed(file: String?, keepingEvents: Bool, _ read: (inout LogPass) throws -> Void) -> LogPass? {
        if let kept = surveys?.survey(for: self) { return kept }
        var survey = LogPass(checker: self)
        survey.surveying = true
        survey.keepsEvents = keepingEvents
        do {
            try read(&survey)
            try survey.endOfInput()
        } catch {
            return nil
        }
        if survey.keepsEvents, !survey.isPlainTrace { surveys?.keep(survey, by: self) }
        return survey
    }

    /// Reports on `pass`, which read the whole log: a log whose callbacks name no controller
    /// is read again as one controller's (with `read`, by `unnamedReader`: the checker that
    /// infers the events recorded, when this one is held to the events the named lines
    /// record), and a log without lifecycle events is an error that says why its lines
    /// became none.
    private func conclude(_ pass: inout LogPass, file: String?, _ read: (inout LogPass) throws -> Void,
                          unnamedReader: TraceChecker? = nil) throws(TraceError) -> CheckReport {
        // Loads read as other instances never shown in one transition with an older one were the named
        // controller's: the log is read again without them (standard input, read already,
        // keeps the reading with those loads handed back, ``LogPass/undoUnconfirmedInstances()``).
        let unconfirmed = Set(pass.alike.unconfirmed.values.map(\.line))
        if !unconfirmed.isEmpty, !unconfirmed.isSubset(of: options.unsplitLoads), options.unsplitReadings < 3 {
            var checker = self
            checker.options.unsplitLoads.formUnion(unconfirmed)
            checker.options.unsplitReadings += 1
            if let again = try? checker.run(file: file, read, unnamedReader: unnamedReader) { return again }
        }
        var asOneController = ""
        if let reason = pass.unnamedCallbacksDecide, !options.readsUnnamedCallbacks {
            // Most lines that name a callback name no controller (`print(#function)`): the
            // callbacks may be one controller's. Read so, they are legal, or the log can't be
            // checked: several classes printing alike break rules that no one of them breaks.
            // A stray line (prose that names a callback, one line naming a controller) does
            // not decide it. A chain (callbacks joined on one line, `viewWillAppear ->
            // viewDidLoad`) is someone's account of one controller: read so, it is checked
            // even when it breaks a rule. (Standard input, read already, can't be read again.)
            var unnamed = unnamedReader ?? self
            unnamed.options.readsUnnamedCallbacks = true
            unnamed.options.readsDefinitions = pass.definitionsDecide
            // (A reading that takes no callback as the controller's explains nothing.)
            if var report = try? unnamed.allowingLateStarts(file: file, read), report.eventCount > 0 {
                // Rules broken by others (the app's launch, a named controller) are broken in
                // either reading: only the unnamed controller's own say whether it is one.
                let symbols = report.symbols
                func isUnnamed(_ subject: Symbol) -> Bool { symbols.name(of: subject) == ConsoleLineTranslator.unnamedController }
                let unnamedBreaks = report.violations.filter { isUnnamed($0.subject) || $0.holder.map(isUnnamed) ?? false }
                if unnamedBreaks.isEmpty || pass.unnamedAreOneControllersChains {
                    report.unnamedController = true
                    report.unnamedReason = reason
                    return report
                }
                let rules = Set(unnamedBreaks.map(\.rule.id)).sorted().joined(separator: ", ")
                if unnamedBreaks.allSatisfy({ $0.kind == .unfinished }) {
                    // Only the end is wrong: a cut, not several controllers printed alike.
                    asOneController = "; read as one controller's, the callbacks end mid-transition (\(rules)): if the log was cut off there, check it with --unfinished"
                } else {
                    let line = unnamedBreaks.compactMap(\.entry).first.map { " from line \($0.position)" } ?? ""
                    asOneController = "; read as one controller's, the callbacks break \(rules)\(line), as several controllers printed alike would"
                }
            }
        }
        // A log read whole whose calls are all of functions the spec does not know (a scene
        // delegate's) has no lifecycle event to check, and none it failed to read: it passes.
        // (Calls make the bulk of such a log; source code that calls a function here and
        // there is no log of calls, nor is one line that reads as a call: `Thread 1: “…”`,
        // `Xcode shows:`.)
        let calls = pass.skipped[.otherFunction] ?? 0
        let onlyOtherCalls = calls > 1 && calls * 2 >= pass.skipped.values.reduce(0, +)
            && pass.callbackLinesExplained(naming: [.noSubject, .unreadCallback, .missingArgument]) == nil
        // So does a log whose callbacks are all ends of life (`-[Detail dealloc]` after a timer
        // fired): read whole, and no rule of the spec is about them.
        let onlyEndsOfLife = (pass.skipped[.endOfLife] ?? 0) > 0
            && pass.callbackLinesExplained(naming: [.noSubject, .unreadCallback, .missingArgument]) == nil
        guard pass.subjectCount > 0 || !pass.findings.isEmpty || onlyOtherCalls || onlyEndsOfLife else {
            // Most likely a recorder that never flushed: passing it would check nothing.
            let skipped = pass.skipped.values.reduce(0, +)
            // A pasted backtrace names the methods on a stack at one moment, not calls in order.
            let frames = pass.skipped[.stackFrame] ?? 0
            let backtrace = frames > 0 && frames * 2 >= skipped
                ? "; most lines are frames of a backtrace (the methods on the stack at one moment, innermost first), not callbacks in the order they ran: log the callbacks as they run (print(self, #function))"
                : ""
            // The error points at the first line that named a callback, and says why each
            // kind of such line became no event.
            if let (line, why) = pass.callbackLinesExplained() {
                var error = TraceError(file: file, line: line, column: 0,
                                 "no lifecycle events: \(skipped) of \(pass.lines) lines skipped as \(pass.format.rawValue) log lines that are not events"
                                 + " (" + SkipReason.summary(pass.skipped) + "); the lines that name callbacks: " + why
                                 + backtrace + asOneController
                                 + (pass.skipped[.noSubject] != nil ? "; a callback needs its controller on the line: print self or the class name with #function" : "")
                                 + "; lifecheck check --show-reading shows how each line was read")
                error.readings = pass.readings
                throw error
            }
            var error = TraceError(file: file, line: pass.lines, column: 0,
                             pass.lines == 0 ? "the trace is empty: no events to check"
                             : skipped > 0 ? "no lifecycle events: \(skipped) of \(pass.lines) lines skipped as \(pass.format.rawValue) log lines that are not events"
                                + " (" + SkipReason.summary(pass.skipped) + ")"
                                + backtrace + asOneController
                                + (pass.skipped[.noSubject] != nil ? "; a callback needs its controller on the line: print self or the class name with #function" : "")
                             : "no events: only blank and comment lines")
            error.readings = pass.readings
            throw error
        }
        return pass.finish(file: file)
    }
}
