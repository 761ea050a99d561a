/// One pass over a log: its state, and how it settles the format before it reads.
extension TraceChecker {
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
    }
}
