/// A log pass's reading of one line: the byte reader, the translators, and what each line was taken as.
extension TraceChecker.LogPass {
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
}
