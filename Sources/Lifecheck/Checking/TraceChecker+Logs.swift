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

    /// One pass over a log, line by line (the survey that finds what it records, or the check): any format, structure headers, skipped lines and findings.
    struct LogPass {
        var parser: PlainTraceParser
        var monitor: Monitor
        var reorderer: ExitOrderReorderer?
        var violations: [Violation] = []
        var findings: [Finding] = []
        var skipped: [SkipReason: Int] = [:]
        var lines = 0
        /// Per subject, the call its last event began (its kind + 1; 0 when it is over) and its
        /// first line's message, which a line that says more of the call continues (``CallLine``).
        var openCalls: [(kind: UInt32, message: UInt32)] = []
        /// The subjects that had events: per symbol, whether it is one; and how many are.
        var isSubject: [Bool] = []
        var subjectCount = 0
        /// Per subject, whether the monitor checked an event of it, and whether that first
        /// event made it a late start (``CheckOptions/readsLateStarts``).
        var firstEvents: [FirstEvent] = []
        enum FirstEvent: UInt8 { case unseen, seen, lateStart, begunInLog }
        /// The subjects whose first event broke a rule about their own state, in order.
        var lateStarts: [LateStart] = []
        /// The lines of the section breaks read (``LogMarkup/isSectionBreak(_:)``, and those
        /// lists and comments show, ``ListItem``), in order: a break comes before the events of its line.
        var sectionBreaks: [Int] = []
        /// Those of them that part runs of controllers too, in order. The others, that lists
        /// and comments show (``noteCaseBreak(at:)``), part the cases of the app's and its
        /// scenes' lives that notes list, not runs of controllers (steps to reproduce a bug
        /// are numbered, and prose comes between them).
        var fullBreaks: [Int] = []
        /// The number of the last numbered list item read.
        var lastListItem = 0
        /// The marker of the list whose items were read last, whether the last line that was
        /// not blank was one of them, and the line that may be the next list's title.
        var listMarker: UInt8?
        var followsListItem = false
        var listTitle: Int?
        /// The last line of a console log that was text and no event (a title, if a rule follows it).
        var titleLine = 0
        /// The last line of a console log that was not blank.
        var lastTextLine = 0
        /// The subjects whose first event after a section break broke a rule about their own state.
        var sectionCandidates: [SectionRestart.Planned] = []
        /// The controllers to read as beginning again, by the line of their section break; and those that did.
        var restartsAt: [Int: [SectionRestart.Planned]] = [:]
        /// The section breaks where the app begins again (``SectionRestart/Planned/restartsApp``),
        /// and how many of them the monitor has passed.
        var appRestarts: [Int] = []
        var appRestartsDone = 0
        var restarted: [SectionRestart] = []
        /// Per event kind, whether it shows a subject begun within the log (``beginnings(of:in:)``):
        /// a subject with one, anywhere in the log, did not begin before it.
        var isBeginning: [Bool] = []
        /// The controllers named alike with another instance of their class.
        var alike = AlikeInstances()
        /// Per subject, whether the log names it without an address: 0 not known yet, 1 yes, 2 no.
        var withoutAddress: [UInt8] = []
        /// Callbacks without a controller on a line with another, and the last such line.
        var chainedUnnamed = 0
        var lastUnnamedLine = (number: 0, count: 0)
        /// The last line on which words no callback (a step: `viewDidAppear -> push -> viewDidLoad`)
        /// followed a callback without a controller, and whether a chain went on after one.
        var stepAfterUnnamed = 0
        var chainsHoldSteps = false
        /// Lines with callbacks without a controller.
        var unnamedLineCount = 0
        /// Lines read as events (before the recorded set filters them).
        var eventLines = 0
        /// Per event kind, whether the dialect gives it an owner when printed without a name
        /// (``LogDialect/unnamedOwners``: the app's, a scene's); and how many of the events
        /// read are such: they are no controller's callbacks.
        var isOwned: [Bool] = []
        /// Per event kind, whether a pasted case of its owner's life may begin with it
        /// (``LogDialect/caseBeginnings``).
        var beginsCase: [Bool] = []
        var ownedEvents = 0
        /// The first of those lines that name a controller's callback (``noteEventLine(of:_:)``).
        var firstEventLines: [Int] = []
        /// Per reason, the first lines skipped for it.
        var skippedLines: [SkipReason: [Int]] = [:]
        static let linesPerReason = 5
        /// How the first lines were read (``CheckOptions/readingLimit``).
        var readings: [LineReading] = []
        /// Per event kind, whether the observation records it.
        var isRecorded: [Bool]
        /// Per event kind, the slots of its parameters that name controllers.
        let nameSlots: [[Int]]
        var options: CheckOptions
        var checker: TraceChecker

        /// The format; settled once the first lines were looked at.
        var format: LogFormat
        /// Whether the format was detected rather than given or declared.
        var detected: Bool
        /// What decided the detected format (``LogFormat/detection(sample:vocabulary:)``, comment lines set aside).
        var formatReason: String?
        /// The first lines, held until the format is known.
        var sample: [(bytes: [UInt8], number: Int)] = []
        var sampling: Bool
        var console: ConsoleLineTranslator
        let json = JSONLinesTranslator()
        /// The byte reader of console lines that repeat a message (``CheckOptions/readsConsoleBytes``).
        var bytes: ConsoleByteReader?
        /// What the translator made of the line being read, for ``bytes``.
        var translated = ConsoleByteReader.Reading()
        /// The line of the UIKit warning cut off before its controller that the translator holds, if any.
        var cutWarningLine = 0

        /// A first pass that only notes which events appear (``CheckOptions/infersRecorded``).
        var surveying = false
        /// What each subject did, in a survey.
        var surveyed: [RecordedInference.Habits?] = []
        /// Whether a survey keeps the events it reads, for the check to take (``check(by:)``).
        var keepsEvents = false
        /// The events a survey kept, and their lines.
        var kept = KeptEvents()
        /// Whether a survey found a plain trace, which records every event: it reads no
        /// further (the remaining lines are passed over).
        var isPlainTrace: Bool { surveying && !sampling && format == .plain }

        /// How the log orders callbacks nested in a parent's same callback (``CheckOptions/notesNestingOrder``).
        var nestingOrder: NestingOrder?
        /// Declared structure: child name → parent name (`# lifecheck: PARENT contains CHILD …`).
        var declaredParents: [String: String] = [:]
        /// Every name the structure headers use, parents and children, as written.
        var declaredNames = Set<String>()
        var placed = Set<Symbol>()
        /// The dialect's creation events: a subject is placed in its declared parent after them.
        var creations: Set<EventKindID>
        /// The latest subject with each name and each class name, to resolve declared parents.
        var latest: [String: Symbol] = [:]

        init(checker: TraceChecker) {
            let spec = checker.spec
            let options = checker.options
            self.checker = checker
            parser = PlainTraceParser(vocabulary: spec.vocabulary)
            monitor = Monitor(spec: spec, keepingBeginnings: true)
            reorderer = options.order == .exit ? ExitOrderReorderer(spec: spec) : nil
            isRecorded = spec.vocabulary.kinds.map { options.observation.recorded?.contains($0.name) ?? true }
            nameSlots = spec.vocabulary.tables.nameSlots
            self.options = options
            format = options.format ?? .plain
            detected = options.format == nil
            sampling = true
            console = ConsoleLineTranslator(vocabulary: spec.vocabulary, dialect: options.dialect, rules: spec.rules)
            creations = Set(options.dialect.creationEvents.compactMap { spec.vocabulary.id(named: $0) })
            isBeginning = TraceChecker.LogPass.beginnings(of: spec.vocabulary, in: options.dialect)
            isOwned = spec.vocabulary.kinds.map { options.dialect.unnamedOwners[$0.name] != nil }
            beginsCase = spec.vocabulary.kinds.map { options.dialect.caseBeginnings.contains($0.name) }
            console.readsUnnamedCallbacks = options.readsUnnamedCallbacks
            console.readsDefinitions = options.readsDefinitions
            bytes = options.readsConsoleBytes ? ConsoleByteReader(vocabulary: spec.vocabulary, dialect: options.dialect) : nil
            restartsAt = Dictionary(grouping: options.sectionRestarts, by: \.restart.breakLine)
        }

        mutating func feed(_ line: UnsafeBufferPointer<UInt8>, _ number: Int) throws(TraceError) {
            lines = number
            if sampling {
                sample.append((Array(line), number))
                if sample.count >= LogFormat.sampleSize { try settle() }
                return
            }
            guard !isPlainTrace else { return }
            try read(line, number)
        }

        mutating func endOfInput() throws(TraceError) {
            if sampling { try settle() }
            takeCutWarning(atEnd: true)
        }

        /// Takes the finding of a warning cut off before its controller once the translator
        /// knows no line completes it, at the line that held it (read first as prose); then
        /// notes whether the line just read holds one.
        mutating func takeCutWarning(atEnd: Bool = false, after number: Int? = nil) {
            if case .finding(let id, let subject, let message)? = console.takeCutWarning(atEnd: atEnd), let rule = checker.spec.rule(id) {
                let line = cutWarningLine
                findings.append(Finding(rule: rule, subject: subject, line: line, message: message))
                // (Read first as prose: counted as a line that is not a lifecycle event.)
                if let count = skipped[.notAnEvent] {
                    skipped[.notAnEvent] = count > 1 ? count - 1 : nil
                    skippedLines[.notAnEvent]?.removeAll { $0 == line }
                    if skippedLines[.notAnEvent]?.isEmpty == true { skippedLines[.notAnEvent] = nil }
                }
                if let index = readings.firstIndex(where: { $0.line == line }) {
                    readings[index].outcome = .finding(rule: id, subject: subject, message: message)
                }
            }
            if let number, console.holdsCutWarning { cutWarningLine = number }
        }

        /// Settles the format and the declared structure from the sample, then reads it.
        mutating func settle() throws(TraceError) {
            sampling = false
            let texts = sample.map { $0.bytes.count > 1 << 14 ? "" : String(decoding: $0.bytes, as: UTF8.self) }
            // (Standard input, read once: the format it declares is settled here.)
            if detected, let declared = try LogFormat.declaration(inFileSample: texts) {
                format = declared
                detected = false
            } else if detected {
                (format, formatReason) = checker.surveys?.detection(ofFileSample: texts, vocabulary: checker.spec.vocabulary, endsOfLife: checker.options.dialect.endsOfLife)
                    ?? LogFormat.detection(ofFileSample: texts, vocabulary: checker.spec.vocabulary, endsOfLife: checker.options.dialect.endsOfLife)
            }
            for text in texts { declare(text) }
            // A declared structure names parents as their children's events come: such a log is
            // read again, so that names are numbered, and end-of-log violations listed, as one
            // reading does.
            if !declaredParents.isEmpty { keepsEvents = false }
            useDeclaredStructure()
            guard !isPlainTrace else { return }
            let held = sample
            sample = []
            for (bytes, number) in held {
                try bytes.withUnsafeBufferPointer { (buffer) throws(TraceError) in try read(buffer, number) }
            }
        }

        /// Checks against a projection that keeps the declared structure's relation, when the
        /// log declares one: it is known whatever the log records.
        mutating func useDeclaredStructure() {
            guard !declaredParents.isEmpty, let source = checker.source, options.observation.recorded != nil else { return }
            var observation = options.observation
            observation.knownRelations.insert(options.dialect.structureRelation)
            if let spec = try? TraceChecker.compile(source, onto: observation, options.projections) {
                monitor = Monitor(spec: spec, keepingBeginnings: true)
                reorderer = options.order == .exit ? ExitOrderReorderer(spec: spec) : nil
            }
        }

        /// What each class of subject logged (``RecordedInference/Habits``), in a survey: a class is a
        /// name without its address and its process and instance numbers (`Home` for `Home@0x1~2#3`),
        /// and a label without its numbers (`Page` for `Page_2`: numbers tell instances of one kind apart).
        func habitsByClass() -> [String: RecordedInference.Habits] {
            var classes: [String: RecordedInference.Habits] = [:]
            for (raw, habits) in surveyed.enumerated() {
                guard let habits else { continue }
                let subject = Symbol(UInt32(raw))
                let className = ControllerIdentities.className(of: parser.symbols.name(of: subject))
                let words = className.split(separator: "_").filter { !$0.allSatisfy { $0.isNumber || $0 == "." } }
                let kind = words.isEmpty || !className.contains("_" as Character) ? className : words.joined(separator: "_")
                classes[kind, default: .init()].merge(habits)
            }
            return classes
        }

        /// Whether `text` is a `# lifecheck: PARENT contains CHILD …` header line.
        static func isStructureHeader(_ text: String) -> Bool {
            // (Most lines are no comment: they are told apart without splitting them into words.)
            guard text.utf8.first(where: { $0 != 32 && $0 != 9 && $0 != 13 && $0 != 44 }) == UInt8(ascii: "#") else { return false }
            let words = text.trimmingBlanks().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
            return words.count >= 4 && words[0] == "#" && words[1] == "lifecheck:" && words[3] == "contains"
        }

        /// Reads a `# lifecheck: PARENT contains CHILD …` header line.
        mutating func declare(_ text: String) {
            guard Self.isStructureHeader(text) else { return }
            let words = text.trimmingBlanks().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
            let parent = String(words[2])
            declaredNames.insert(parent)
            for child in words.dropFirst(4).map(String.init) {
                declaredNames.insert(child)
                declaredParents[child] = parent
                // A class as print(self) shows it, with its module (`MyApp.Feed`): the log names it `Feed`.
                let bare = Self.withoutModule(child)
                if declaredParents[bare] == nil { declaredParents[bare] = parent }
            }
        }

        /// A declared name without its module: `MyApp.Feed` is `Feed` (as the log names the class).
        static func withoutModule(_ name: String) -> String {
            String(ConsoleLineTranslator.Subject.className(Substring(name)))
        }

        /// The names in structure headers that no controller of the log has, by its name or class.
        var unmatchedDeclarations: [String] {
            declaredNames.filter { latest[$0] == nil && latest[Self.withoutModule($0)] == nil }.sorted()
        }

        mutating func read(_ line: UnsafeBufferPointer<UInt8>, _ number: Int) throws(TraceError) {
            guard format == .console, line.contains(where: { $0 != 32 && $0 != 9 && $0 != 13 }) else { return try readLine(line, number) }
            let item = ListItem.item(of: line)
            noteListBreaks(item, number)
            let events = eventLines, textBefore = lastTextLine
            try readLine(line, number)
            // (A line skipped whole, too long or not text, is text too.)
            lastTextLine = number
            noteListTitle(item?.marker, number, isEvent: eventLines != events)
            // A comment after a blank line (`// Scene-Based` over the callbacks of a second
            // launch, in a note's code) heads a case as a list's title does. Prose does not: a
            // bug report's `Then I …:` tells the next steps of one run, and apps print prose too.
            if eventLines == events, textBefore > 0, textBefore < number - 1, LogMarkup.isCommentLine(line) {
                noteCaseBreak(at: number)
            }
        }

        /// Notes the section breaks that lists show before line `number` (a list's `item`, or
        /// not) is read, as its events may begin a section (``ListItem``): a numbered list that
        /// starts again at 1 after a later item, and a title between a list's items.
        mutating func noteListBreaks(_ item: (marker: UInt8, number: Int?)?, _ number: Int) {
            if let itemNumber = item?.number {
                if itemNumber == 1, lastListItem >= 2 { noteCaseBreak(at: number) }
                lastListItem = itemNumber
            }
            if let title = listTitle, let item, item.marker == listMarker { noteCaseBreak(at: title) }
            listTitle = nil
        }

        /// Notes a section break that a list or a comment shows at line `number`: one for the
        /// app's and its scenes' cases only (not in ``fullBreaks``). (A line already read as a
        /// break stays the break it is.)
        mutating func noteCaseBreak(at number: Int) {
            noteSectionBreak(at: number, partsRuns: false)
        }

        /// Notes line `number` (its list marker `marker`, an event or not) as a list's item, or
        /// as the title of the next list: a line that is no event and no item of the list
        /// whose item came right before it (``noteListBreaks(_:_:)`` takes it as a section
        /// break when an item of that list follows it).
        mutating func noteListTitle(_ marker: UInt8?, _ number: Int, isEvent: Bool) {
            if let marker, marker == listMarker || listMarker == nil || isEvent {
                listMarker = marker
                followsListItem = true
                return
            }
            if !isEvent, followsListItem { listTitle = number }
            followsListItem = false
        }

        mutating func readLine(_ line: UnsafeBufferPointer<UInt8>, _ number: Int) throws(TraceError) {
            guard format == .console || format == .unifiedLog, bytes != nil else { return try readText(line, number) }
            // A console line that repeats a message read before, when reading it again would
            // give the same event and change nothing: the event, from its bytes alone.
            let shape = format == .console ? ConsoleByteReader.shape(of: line) : ConsoleByteReader.unifiedShape(of: line)
            if let shape, readings.count >= options.readingLimit, let event = bytes!.replay(line, shape) {
                // The line came between the translator's last line and its next one.
                console.forgetProse()
                takeCutWarning()
                // (Replayed lines say nothing of their call but the callback: ``CallLine/bare``.)
                guard begins(event, .bare) else {
                    skip(.continuedCall, number, nil)
                    lastTextLine = number
                    return
                }
                eventLines += 1
                lastTextLine = number
                noteEventLine(of: event.kind, number)
                accept(event, number)
                return
            }
            // A prose line that repeats one read before but for its numbers (`user scrolled (890
            // lines so far)`): no event, kept as prose, as reading it would.
            if let shape, readings.count >= options.readingLimit, console.holdsAtMostProse, bytes!.replaysProse(line, shape) {
                console.noteProse(String(decoding: UnsafeBufferPointer(rebasing: line[shape.message]), as: UTF8.self))
                skip(.notAnEvent, number, nil)
                if format == .console { titleLine = number }
                lastTextLine = number
                return
            }
            translated = ConsoleByteReader.Reading()
            translated.readAlone = console.holdsAtMostProse
            try readText(line, number)
            bytes!.note(translated, of: line, shape, by: &console, names: parser.symbols)
        }

        /// Reads a line as text: the plain format's parser, or a translator and then the parser.
        mutating func readText(_ line: UnsafeBufferPointer<UInt8>, _ number: Int) throws(TraceError) {
            if format == .plain {
                guard let event = try parser.parse(line: line, number: number) else { return }
                accept(event, number)
                return
            }
            // No lifecycle line is this long (a JSON record may be, but not 1 MB).
            if line.count > (format == .jsonLines ? 1 << 20 : 1 << 14) {
                if format == .jsonLines { throw TraceError(line: number, column: 1, "a line of \(line.count) bytes is longer than any JSON event record (1 MB)") }
                skip(.tooLong, number, "")
                return
            }
            // Binary data (control characters other than tab and a final CR) is noise in a log.
            let binary = line.enumerated().contains { index, byte in
                (byte < 32 && byte != 9 && !(byte == 13 && index == line.count - 1)) || byte == 127
            }
            guard !binary, let text = String(validating: line, as: UTF8.self) else {
                if format == .jsonLines { throw TraceError(line: number, column: 1, "this line is not UTF-8 text (binary data or another encoding)") }
                skip(.notText, number, "")
                return
            }
            let outcome: LogLine
            // A JSON event record that doesn't parse is an input error; a log line, skipped.
            var strict = format == .jsonLines
            switch format {
            case .jsonLines:
                switch try json.translate(Substring(text), number: number) {
                case nil: return
                case .event(let plain)?: outcome = .event(plain)
                case .logMessage(let message, let process)?:
                    // A unified-log record: its message is a console line, and not every message is an event.
                    outcome = console.translate(Substring(message).trimmingBlanks(), process: process.map { Substring($0) })
                    strict = false
                }
            case .unifiedLog:
                let trimmed = Substring(text).trimmingBlanks()
                if trimmed.isEmpty || UnifiedLogLine.isHeader(trimmed) { return }
                guard let (message, process) = UnifiedLogLine.columns(in: trimmed) else { skip(.notAnEvent, number, trimmed); return }
                outcome = console.translate(message, process: process)
            default:
                let trimmed = Substring(text).trimmingBlanks()
                // A comment; a numbered Markdown heading (`## 1. loadView`) is a step, read as text,
                // and a log line pasted as a comment (`# Warning: Attempt to present …`) is that
                // line (a comment that quotes one in a sentence stays a comment).
                if trimmed.hasPrefix("#"), !LogMarkup.isHeading(trimmed) {
                    let body = trimmed.drop { $0 == "#" }.trimmingBlanks()
                    // (A banner the app printed, more marks than a heading has: `NSLog(@"########## viewDidAppear")`.)
                    guard console.beginsAsLogLine(body) || LogMarkup.isBanner(trimmed) else {
                        if LogMarkup.isSectionBreak(trimmed) { noteSectionBreak(at: number) }
                        return
                    }
                    outcome = console.translate(body)
                    break
                }
                // Several NSLog lines pasted as one (a page that lost its line ends): each is read.
                let messages = Self.messages(in: trimmed)
                if messages.count > 1 {
                    for message in messages { try take(console.translate(message), number, message, strict: false) }
                    takeCutWarning(after: number)
                    return
                }
                outcome = console.translate(trimmed)
            }
            let eventsBefore = eventLines
            let line = Substring(text).trimmingBlanks()
            try take(outcome, number, line, strict: strict)
            takeCutWarning(after: number)
            if format == .console, eventLines == eventsBefore, !line.isEmpty {
                // A title underlined by a rule (`Scenario 2: pop` over `═════`) is a heading too.
                // So is a title between marks after a blank line (`<< run 2 >>`), where a separator the app printed is not.
                if LogMarkup.isSectionBreak(line) || (LogMarkup.isRule(line) && titleLine == number - 1)
                    || (LogMarkup.isMarkedTitle(line) && lastTextLine < number - 1) { noteSectionBreak(at: number) }
                titleLine = number
            }
            if !line.isEmpty { lastTextLine = number }
        }

        /// Notes the section break at line `number`; the controllers to read as beginning again
        /// there (``CheckOptions/sectionRestarts``) begin their next generation.
        mutating func noteSectionBreak(at number: Int, partsRuns: Bool = true) {
            // (A list's title is noted when the list's next item is read, after later breaks.)
            let index = sectionBreaks.partitioningIndex { $0 >= number }
            guard index == sectionBreaks.count || sectionBreaks[index] != number else { return }
            sectionBreaks.insert(number, at: index)
            if partsRuns { fullBreaks.insert(number, at: fullBreaks.partitioningIndex { $0 >= number }) }
            guard let restarts = restartsAt[number] else { return }
            if restarts.contains(where: \.restartsApp) { appRestarts.append(number) }
            for planned in restarts {
                console.identities.restart(planned.identity)
                var restart = planned.restart
                restart.readAs = console.identities.name(ofIdentity: planned.identity)
                restarted.append(restart)
            }
            // Lines read before may name those controllers otherwise now.
            bytes?.forget()
        }

        /// The messages of a console line (``JoinedLogLines``): a sequence written on it reads the
        /// same behind an `NSLog` prefix as without one, each of its messages behind the prefix
        /// (so a message reads the same wherever it is printed, as ``ConsoleByteReader`` takes it).
        static func messages(in line: Substring) -> [Substring] {
            if let (message, _) = UnifiedLogLine.nslogColumns(in: line), message.startIndex > line.startIndex,
               let sequence = JoinedLogLines.qualifiedCalls(in: message) ?? JoinedLogLines.chain(in: message) {
                let prefix = line[..<message.startIndex]
                return sequence.map { Substring(prefix + $0) }
            }
            return JoinedLogLines.messages(in: line)
        }

        /// Takes what line `number`, whose text is `text`, was read as; `strict`: a plain line that
        /// does not parse is an input error (a JSON event record), else a skipped line.
        mutating func take(_ outcome: LogLine, _ number: Int, _ text: Substring, strict: Bool) throws(TraceError) {
            let call = console.takeCall()
            translated.note(outcome)
            if readings.count < options.readingLimit, outcome != .nothing {
                readings.append(LineReading(line: number, text: text, outcome: outcome))
            }
            switch outcome {
            case .nothing: return
            case .skipped(let reason): skip(reason, number, nil)
            case .finding(let rule, let subject, let message):
                guard let rule = checker.spec.rule(rule) else { return }
                findings.append(Finding(rule: rule, subject: subject, line: number, message: message))
            case .event(let plain):
                eventLines += 1
                let event: Event?
                do {
                    event = try parser.parse(line: plain, number: number)
                } catch {
                    if strict { throw TraceError(line: number, column: 1, error.message) }
                    eventLines -= 1
                    skip(.missingArgument, number, nil)
                    return
                }
                translated.event = event
                guard let event else { return }
                let call = call ?? .bare
                // (What a line says beside its callback is read by the translator each time, never
                // replayed from its bytes: replayed lines are bare.)
                if call != .bare { translated.event = nil }
                guard begins(event, call) else {
                    eventLines -= 1
                    skip(.continuedCall, number, nil)
                    if readings.last?.line == number { readings[readings.count - 1].outcome = .skipped(.continuedCall) }
                    return
                }
                noteEventLine(of: event.kind, number)
                accept(event, number)
            }
        }

        /// Whether `event`, read from a line that says `call` of it, is a call of its own, noted
        /// as its subject's open call; `false` when it continues the call its subject's last
        /// event began, which is still open (``CallLine``): a line that says the call ended
        /// (closing it) or when it ran, or a message other than the one that began it.
        mutating func begins(_ event: Event, _ call: CallLine) -> Bool {
            let raw = Int(event.subject.rawValue)
            Self.grow(&openCalls, toHold: raw, with: (0, 0))
            let kind = UInt32(event.kind.rawValue) + 1
            if openCalls[raw].kind == kind {
                switch call.continuation {
                case .end?:
                    openCalls[raw].kind = 0
                    return false
                case .timing?:
                    return false
                case nil:
                    if call.message != openCalls[raw].message { return false }
                }
            }
            // (A call logged at its end, no call open: it is over.)
            openCalls[raw] = (call.continuation == .end ? 0 : kind, call.message)
            return true
        }

        /// Notes line `number`, read as an event of `kind`, among the lines that name a
        /// controller's callback, unless the dialect gives `kind` an owner.
        mutating func noteEventLine(of kind: EventKindID, _ number: Int) {
            if isOwned[Int(kind.rawValue)] {
                ownedEvents += 1
            } else if firstEventLines.count < Self.linesPerReason {
                firstEventLines.append(number)
            }
        }

        /// Counts line `number` as skipped for `reason`; `text`, when given, is noted as its reading.
        mutating func skip(_ reason: SkipReason, _ number: Int, _ text: Substring?) {
            skipped[reason, default: 0] += 1
            if reason == .noSubject {
                if number == lastUnnamedLine.number {
                    if stepAfterUnnamed == number { chainsHoldSteps = true }
                    lastUnnamedLine.count += 1
                    chainedUnnamed += lastUnnamedLine.count == 2 ? 2 : 1
                } else {
                    lastUnnamedLine = (number, 1)
                    unnamedLineCount += 1
                }
            } else if reason == .notAnEvent, number == lastUnnamedLine.number {
                stepAfterUnnamed = number
            }
            if skippedLines[reason, default: []].count < Self.linesPerReason { skippedLines[reason, default: []].append(number) }
            if let text, readings.count < options.readingLimit {
                readings.append(LineReading(line: number, text: text, outcome: .skipped(reason)))
            }
        }

        /// Whether every callback printed without a controller shares its line with another
        /// (chains: `viewWillAppear -> viewDidLoad -> viewDidAppear`).
        var unnamedAreChains: Bool {
            let unnamed = skipped[.noSubject] ?? 0
            return unnamed >= 2 && chainedUnnamed == unnamed
        }

        /// Whether the callbacks without a controller are chains that tell one controller's
        /// callbacks: chains with no step between their callbacks (`viewDidAppear -> 화면이동
        /// -> viewWillDisappear`: the screen moves, and the callbacks after it may be another's).
        var unnamedAreOneControllersChains: Bool { unnamedAreChains && !chainsHoldSteps }

        /// Why the callbacks printed without a controller are to be read as one controller's,
        /// naming the lines that decide it, or `nil`: when such lines outnumber the lines that
        /// name a controller's callback, end one, or name a callback in a line not read, and
        /// are two or more, or the only line that names a callback at all (a single callback
        /// printed bare has no other controller to be); or when the log is notes made of
        /// definitions alone
        /// (``definitionsDecide``). Definitions beside other lines count for neither side.
        var unnamedCallbacksDecide: String? {
            let unnamed = skipped[.noSubject] ?? 0
            let others = eventLines - ownedEvents + (skipped[.unreadCallback] ?? 0) + (skipped[.endOfLife] ?? 0)
            if definitionsDecide {
                let definitions = skipped[.definition] ?? 0
                return "\(definitions) lines define a callback, with a description after it, and no line prints one (" + Self.lineList(skippedLines[.definition] ?? [], of: definitions) + ")"
            }
            guard unnamed > others,
                  unnamed >= 2 || callbackLinesExplained(naming: [.definition, .unreadCallback, .missingArgument, .initializerChain]) == nil else { return nil }
            var reason = unnamedAreChains
                ? "\(unnamed) callbacks chained on a line name no controller (" + Self.lineList(Self.distinct(skippedLines[.noSubject] ?? []), of: unnamedLineCount) + ")"
                : unnamed == 1 ? "the one line that names a callback names no controller (" + Self.lineList(skippedLines[.noSubject] ?? [], of: 1) + ")"
                : "\(unnamed) lines name a callback and no controller (" + Self.lineList(skippedLines[.noSubject] ?? [], of: unnamed) + ")"
            if others > 0 {
                let lines = Array((firstEventLines + (skippedLines[.unreadCallback] ?? []) + (skippedLines[.endOfLife] ?? [])).sorted().prefix(Self.linesPerReason))
                reason += ", \(others) " + (others == 1 ? "names" : "name") + " a controller or a callback in another shape" + (lines.isEmpty ? "" : " (" + Self.lineList(lines, of: lines.count) + ")")
            }
            return reason
        }

        /// Whether the log is notes made of definitions (`viewDidLoad : what it does`, two or
        /// more) and nothing else that names a callback: they list one controller's callbacks
        /// in order. Beside lines a log prints, definitions decide nothing, and stay unread.
        var definitionsDecide: Bool {
            let others = eventLines + (skipped[.noSubject] ?? 0) + (skipped[.unreadCallback] ?? 0) + (skipped[.endOfLife] ?? 0)
            return others == 0 && (skipped[.definition] ?? 0) >= 2
        }

        /// `lines` without repeats, in order.
        static func distinct(_ lines: [Int]) -> [Int] {
            lines.enumerated().filter { $0.offset == 0 || lines[$0.offset - 1] != $0.element }.map(\.element)
        }

        /// `lines 3, 5, 9, …` for the first `lines` of `count`.
        static func lineList(_ lines: [Int], of count: Int) -> String {
            (lines.count == 1 ? "line " : "lines ") + lines.map(String.init).joined(separator: ", ") + (count > lines.count ? ", …" : "")
        }

        /// The first line that named a callback without becoming an event, and why such lines
        /// did not (`line 3: a callback without a controller (lines 3, 4)`), or `nil`.
        func callbackLinesExplained(naming: [SkipReason] = [.noSubject, .definition, .unreadCallback, .missingArgument, .otherFunction, .unrecorded, .initializerChain])
            -> (line: Int, why: String)? {
            let found = naming.compactMap { reason in skippedLines[reason].map { (reason, $0) } }
            guard let first = found.compactMap(\.1.first).min() else { return nil }
            let why = found.map { reason, lines in "\(reason.rawValue) (" + Self.lineList(lines, of: skipped[reason] ?? lines.count) + ")" }
            return (first, why.joined(separator: "; "))
        }

        /// Checks `event`, read from line `number`.
        mutating func accept(_ event: Event, _ number: Int) {
            if surveying {
                var nils: UInt8 = 0
                for slot in 0..<3 where event.rawArgument(slot) == Event.nilArgument { nils |= 1 << slot }
                survey(event.subject) { $0.note(event.kind, nils: nils) }
                // The controllers it names could not have printed it (``RecordedInference``).
                for slot in nameSlots[Int(event.kind.rawValue)] {
                    if let named = event.symbolArgument(slot) { survey(named) { $0.noteNamed(by: event.kind) } }
                }
                if keepsEvents { keep(event, number) }
                return
            }
            guard isRecorded[Int(event.kind.rawValue)] else {
                if isBeginning[Int(event.kind.rawValue)], options.readsLateStarts { noteBeginning(of: event.subject) }
                skip(.unrecorded, number, nil)
                return
            }
            let event = onItsInstance(event, number)
            if isBeginning[Int(event.kind.rawValue)], options.readsLateStarts { noteBeginning(of: event.subject) }
            if !declaredParents.isEmpty, !placed.contains(event.subject), !creations.contains(event.kind) { place(event.subject, number) }
            let raw = Int(event.subject.rawValue)
            Self.grow(&isSubject, toHold: raw, with: false)
            if !isSubject[raw] {
                isSubject[raw] = true
                subjectCount += 1
            }
            consume(TraceEntry(position: number, event: event))
        }

        /// Grows `array`, indexed by symbol, to hold `index` (at least doubling it), with `filler`.
        @inline(__always) static func grow<Element>(_ array: inout [Element], toHold index: Int, with filler: Element) {
            if index >= array.count { array += repeatElement(filler, count: max(index + 1 - array.count, array.count)) }
        }

        /// Notes in a survey what `subject` did, with `note`.
        @inline(__always) mutating func survey(_ subject: Symbol, _ note: (inout RecordedInference.Habits) -> Void) {
            let raw = Int(subject.rawValue)
            Self.grow(&surveyed, toHold: raw, with: nil)
            if case .none = surveyed[raw] { surveyed[raw] = RecordedInference.Habits() }   // (not `== nil`: Habits are Equatable, and that compares a copy)
            note(&surveyed[raw]!)
        }

        /// Keeps `event`, read from line `number`, for the check; past the room
        /// ``KeptEvents`` has, keeps none (the log is read again).
        mutating func keep(_ event: Event, _ number: Int) {
            guard kept.hasRoom else {
                keepsEvents = false
                kept = KeptEvents()
                return
            }
            kept.append(event, line: number)
        }

        /// Turns a survey that kept its events into the check by `checker` (the spec projected
        /// onto what the survey found recorded, or the survey's own): its lines, skipped lines,
        /// findings and readings stand, and its events are checked as if read again.
        mutating func check(by checker: TraceChecker) {
            precondition(surveying && keepsEvents, "only a survey that kept its events can become the check")
            surveying = false
            keepsEvents = false
            self.checker = checker
            options = checker.options
            let spec = checker.spec
            monitor = Monitor(spec: spec, keepingBeginnings: true)
            reorderer = options.order == .exit ? ExitOrderReorderer(spec: spec) : nil
            isRecorded = spec.vocabulary.kinds.map { options.observation.recorded?.contains($0.name) ?? true }
            creations = Set(options.dialect.creationEvents.compactMap { spec.vocabulary.id(named: $0) })
            isBeginning = TraceChecker.LogPass.beginnings(of: spec.vocabulary, in: options.dialect)
            useDeclaredStructure()
            // A warning is a finding of the rule the checking spec has by its name.
            findings = findings.compactMap { finding in
                spec.rule(finding.rule.id).map { rule in
                    var finding = finding
                    finding.rule = rule
                    return finding
                }
            }
            let events = kept
            kept = KeptEvents()
            appRestartsDone = 0
            events.forEach { event, number in accept(event, number) }
        }

        /// Puts a subject into its declared parent before its first event after its creation.
        mutating func place(_ subject: Symbol, _ number: Int) {
            placed.insert(subject)
            let name = parser.symbols.name(of: subject)
            let className = String(name.split(separator: "@").first ?? Substring(name))
            latest[name] = subject
            latest[className] = subject
            guard let parentName = declaredParents[name] ?? declaredParents[className] else { return }
            let parent = latest[parentName] ?? latest[Self.withoutModule(parentName)] ?? parser.symbols.intern(parentName)
            let vocabulary = checker.spec.vocabulary
            for eventName in options.dialect.structureEvents {
                guard let kind = vocabulary.id(named: eventName),
                      let slot = vocabulary[kind].parameterIndex(named: options.dialect.structureParameter) else { continue }
                var event = Event(subject, kind)
                event.setRawArgument(slot, UInt64(parent.rawValue))
                consume(TraceEntry(position: number, event: event))
            }
        }

        mutating func consume(_ entry: TraceEntry) {
            if reorderer != nil {
                for released in reorderer!.push(entry) { check(released) }
            } else {
                check(entry)
            }
        }

        mutating func check(_ entry: TraceEntry) {
            // The app begins again at a break it passed, in order with the events checked (which
            // a reordering, `--order exit`, may hold back past the break).
            while appRestartsDone < appRestarts.count, appRestarts[appRestartsDone] <= entry.position {
                monitor.restartGlobals()
                appRestartsDone += 1
            }
            if options.notesNestingOrder {
                if nestingOrder == nil { nestingOrder = NestingOrder(spec: monitor.spec) }
                nestingOrder!.note(entry, in: monitor.state)
            }
            let before = violations.count
            monitor.check(entry.event, at: entry.position, into: &violations)
            guard options.readsLateStarts else { return }
            let raw = Int(entry.event.subject.rawValue)
            Self.grow(&firstEvents, toHold: raw, with: .unseen)
            switch firstEvents[raw] {
            case .unseen:
                firstEvents[raw] = .seen
                // Its own state broke a rule at its first event: it may have begun before the log.
                if let violation = violations[before...].first(where: { $0.holder == $0.subject && $0.kind != .unfinished }) {
                    firstEvents[raw] = .lateStart
                    lateStarts.append(LateStart(controller: parser.symbols.name(of: entry.event.subject), line: entry.position,
                                                event: checker.spec.vocabulary[entry.event.kind].name, rule: violation.rule.id))
                }
            default: break
            }
            noteSectionGap(before: entry, violationsFrom: before)
        }

        /// Notes the subject of `entry` as one to read as beginning again at a section break
        /// when this event broke a rule about its own state (a violation from index `first`
        /// on), or an app's callback that may begin a case (``beginsCase``) broke a rule of
        /// the app's global state (a second launch, a return from the background in another
        /// case: the app begins again), and the break came between the subject's previous
        /// event (the last of its own in the violation's context) and this one. A break that
        /// a list or a comment shows (not in ``fullBreaks``) begins only an owner's case (the app's, a scene's).
        mutating func noteSectionGap(before entry: TraceEntry, violationsFrom first: Int) {
            let kind = Int(entry.event.kind.rawValue)
            guard violations.count > first, !sectionBreaks.isEmpty,
                  let violation = violations[first...].first(where: {
                      ($0.holder == $0.subject || ($0.holder == nil && beginsCase[kind])) && $0.kind != .unfinished }),
                  let previous = violation.context.last(where: { $0.event.subject == entry.event.subject && $0.position < entry.position }),
                  case let beginsOwnersCase = isOwned[kind] && beginsCase[kind],
                  case let breaks = beginsOwnersCase ? sectionBreaks : fullBreaks,
                  case let after = breaks.partitioningIndex(where: { $0 > entry.position }), after > 0,
                  case let gap = breaks[after - 1], gap > previous.position else { return }
            let name = parser.symbols.name(of: entry.event.subject)
            let restart = SectionRestart(controller: name, readAs: name, breakLine: gap, line: entry.position,
                                         event: checker.spec.vocabulary[entry.event.kind].name, rule: violation.rule.id)
            sectionCandidates.append(SectionRestart.Planned(restart: restart, identity: console.identities.identity(named: name),
                                                            restartsApp: violation.holder == nil))
        }

        /// Per event kind, whether it shows its subject begun within the log (its creation, its
        /// view loading: the dialect's creation events).
        static func beginnings(of vocabulary: Vocabulary, in dialect: LogDialect) -> [Bool] {
            let names = dialect.creationEvents.union(dialect.insideCreation)
            return vocabulary.kinds.map { names.contains($0.name) }
        }

        /// Notes that the log shows `subject` begin (an event of ``isBeginning``, recorded or
        /// not): it did not begin before the log.
        mutating func noteBeginning(of subject: Symbol) {
            let raw = Int(subject.rawValue)
            Self.grow(&firstEvents, toHold: raw, with: .unseen)
            if firstEvents[raw] == .lateStart {
                let name = parser.symbols.name(of: subject)
                lateStarts.removeAll { $0.controller == name }
            }
            firstEvents[raw] = .begunInLog
        }

        mutating func finish(file: String?) -> CheckReport {
            if reorderer != nil {
                let (released, left) = reorderer!.finish(unfinished: options.unfinished)
                for entry in released { check(entry) }
                if !left.isEmpty { skipped[.insideUnfinishedCall, default: 0] += left.count }
            }
            undoUnconfirmedInstances()
            if !options.unfinished {
                var atEnd = monitor.finish()
                // (Instances begun by the checker are interned as it checks, after or between the
                // lines' names: by name, the end's violations read alike in every reading.)
                if alike.isSplit { atEnd.sort { parser.symbols.name(of: $0.subject) < parser.symbols.name(of: $1.subject) } }
                violations += atEnd
            }
            var report = CheckReport(file: file, violations: violations, lineCount: lines, eventCount: monitor.eventCount,
                                     subjectCount: subjectCount, symbols: parser.symbols)
            report.format = format
            report.skipped = skipped
            report.findings = findings
            report.readings = readings
            report.formatReason = formatReason
            report.skippedLines = skippedLines
            report.unmatchedDeclarations = unmatchedDeclarations
            report.recorded = options.observation.recorded
            report.fromMiddle = options.observation.fromMiddle
            report.lateStarts = lateStarts
            report.sectionRestarts = restarted
            report.instancesPrintedAlike = instancesPrintedAlike()
            report.sectionCandidates = sectionCandidates
            report.exitOrder = options.order == .exit
            report.nestingOrder = (nestingOrder?.parentFirst ?? 0, nestingOrder?.childFirst ?? 0)
            return report
        }
    }
}
