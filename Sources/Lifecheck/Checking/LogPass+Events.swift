/// A log pass's events: checked, surveyed or kept for the check, and the report they end in.
extension TraceChecker.LogPass {
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
