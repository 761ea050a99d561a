/// A log pass's section breaks: lists, titles and comments that part a log's runs and cases, and subjects read as beginning again there.
extension TraceChecker.LogPass {
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
}
