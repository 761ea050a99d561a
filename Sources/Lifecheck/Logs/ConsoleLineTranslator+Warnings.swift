/// UIKit's own warnings in a console log (`Unbalanced calls to begin/end appearance
/// transitions for <…>`, `Attempt to present <…> on <…> whose view is not in the window
/// hierarchy`): where UIKit printed them, not where prose quotes them, and the controller
/// each is about.
extension ConsoleLineTranslator {
    /// The finding of a UIKit warning in `text`, or `nil`. UIKit prints a warning that is about
    /// a controller with the controller in it (``warnedSubject(in:)``): quoted without one, in
    /// prose (`"Attempt to present … whose view is not in the window hierarchy"`) or in a
    /// Markdown link's title, it is no finding. A line (`alone`) that has such a warning's
    /// words but no controller may be wrapped: it is kept for the next line to complete.
    /// `raw` is the line before its markup was taken off (a quote in backticks); `previous`
    /// the prose line before it, which the caller reads it with when this returns `nil`.
    mutating func warning(in text: Substring, alone: Bool, continuing opened: [String] = [], raw: Substring = "",
                          after previous: String? = nil) -> LogLine? {
        completesOpenedMessage = false
        for warning in dialect.warnings where Self.containsIgnoringCase(text, warning.marker) {
            // (Retyped in lower case, the message is read as UIKit printed it.)
            let text = Self.inMarkerCase(text, warning.marker), raw = Self.inMarkerCase(raw, warning.marker)
            if !warning.namesSubject {
                // (Words UIKit prints after an opening are its message only after that opening: alone
                // on a line they are the rest of a message wrapped there, found on the line before.)
                guard Self.holdsOpening(text, warning) else { continue }
                return .finding(rule: warning.rule, subject: Self.unnamedWarned,
                                message: Self.shortened(warning.opening == nil ? text : Self.messageQuote(text, warning)))
            }
            // The words of the message on this line, the controller's slot on lines before it
            // (a message wrapped over several lines): the message from where it began.
            if let after = warning.subjectAfter, !opened.isEmpty, let markerRange = text.range(of: warning.marker),
               text[..<markerRange.lowerBound].range(of: after) == nil {
                let whole = Substring((opened + [String(text)]).joined(separator: " "))
                if let slot = Self.slotInsideMessage(in: whole, after: after, marker: warning.marker),
                   let subject = warnedSubject(in: slot, isSlot: true) {
                    completesOpenedMessage = true
                    return .finding(rule: warning.rule, subject: subject, message: Self.shortened(whole))
                }
            }
            // UIKit's message on a line of its own, quoted or not, the presented controller
            // printed as UIKit prints it and the presenter elided in the paste (`Attempt to
            // present <B: 0x…> on ... whose view …`): a finding on a controller it does not name
            // (not on a controller the message names after the slot, `… which is already presenting <C>`).
            // So is the message with every controller elided (`Attempt to present <...> on <...>
            // while …`, `* on *`): a paste that kept UIKit's words and redacted the objects.
            if alone, let after = warning.subjectAfter, Self.beginsAsMessage(Self.withoutOpeningQuote(text)),
               Self.elidesPresenter(text, after: after, marker: warning.marker) || Self.elidesControllers(text, after: after, warning) {
                return .finding(rule: warning.rule, subject: Self.unnamedWarned, message: Self.shortened(text))
            }
            // So is the message printed with its controller's slot empty, its format's
            // argument lost in the copy (`pushViewController:animated: called on while an
            // existing transition …`): the slot's words run straight into the marker's.
            if alone, let after = warning.subjectAfter, !Self.isLinkTitle(text, around: warning.marker),
               Self.slotText(in: text, after: after, marker: warning.marker)?.isEmpty == true {
                return .finding(rule: warning.rule, subject: Self.unnamedWarned, message: Self.shortened(Self.messageQuote(text, warning)))
            }
            // The message wrapped before its fixed words, its controller's slot ending the line
            // before (`'child view controller:<Child: 0x…>` / `should have parent view
            // controller:<Parent: 0x…>`): the controllers after the words are others; the line
            // is read with the one before.
            if alone, let after = warning.subjectAfter, let previous, Self.contains(Substring(previous), after),
               !Self.contains(Substring(previous), warning.marker), text.range(of: after) == nil,
               Self.withoutOpeningQuote(Self.withoutWarningTag(Self.withoutTag(text))).hasPrefix(warning.marker) {
                return nil
            }
            let named = warning.subjectAfter.map { Self.subjectSlot(in: text, after: $0, marker: warning.marker) } ?? text
            if let subject = warnedSubject(in: named, isSlot: warning.subjectAfter != nil), !Self.isLinkTitle(text, around: warning.marker) {
                return .finding(rule: warning.rule, subject: subject, message: Self.shortened(Self.messageQuote(text, warning)))
            }
            // The message on a line of its own, the controllers retyped as names (`Attempt to
            // present "ViewE" on "ViewD" whose view …`), or printed by class alone in an exception's
            // reason (`… uncaught exception '…', reason: 'child view controller:Child should have …`):
            // the name in the subject's slot.
            // (A message without the slot's word names no one there: `Attempt to present X while …`.)
            if let after = warning.subjectAfter, Self.contains(text, after), Self.beginsAsMessage(text) || Self.contains(text, "uncaught exception"),
               let subject = Self.retypedName(atStartOf: named) {
                return .finding(rule: warning.rule, subject: String(subject), message: Self.shortened(text))
            }
            // So is the message whole from its opening, its two controllers retyped as class
            // names, where the line's message begins or after a colon (an issue's title:
            // `AlertController not showing up with warning: Attempt to present UIAlertController on
            // UINavigationController whose view …`), its slot's word retyped too (`… UIAlertController
            // in Notes.NotesViewController which …`); not inside a sentence.
            if warning.subjectAfter != nil, !Self.isLinkTitle(text, around: warning.marker), let subject = Self.retypedPresenter(in: text, warning) {
                return .finding(rule: warning.rule, subject: String(subject), message: Self.shortened(Self.messageQuote(text, warning)))
            }
            // An exception's reason, its controller left out of the slot
            // (`…HierarchyInconsistency', reason: 'child view controller: should have parent …`):
            // a finding on a controller it does not name.
            if alone, let after = warning.subjectAfter, let reason = text.range(of: "reason:"), let slot = text.range(of: after),
               reason.upperBound <= slot.lowerBound, text[slot.upperBound...].trimmingBlanks().hasPrefix(warning.marker) {
                return .finding(rule: warning.rule, subject: Self.unnamedWarned, message: Self.shortened(text))
            }
            // UIKit's message quoted from its first word (`"Unbalanced calls to begin/end
            // appearance transitions for ..."`, `` `Presenting view controllers on …` ``), its
            // controller elided, cut or left out: a bug report's quote is the reporter's copy of
            // what UIKit printed, as it is when the quote names the controller.
            // (Inline code's backticks are taken off with the markup: they quote on the raw line.)
            if alone, !Self.isLinkTitle(text, around: warning.marker),
               let quote = Self.quotesMessage(text, warning) ? text
                   : raw.utf8.contains(UInt8(ascii: "`")) && Self.quotesMessage(raw, warning) ? raw : nil {
                let message = Self.messageQuote(quote, warning).trimmingCharacters(in: ["`"])
                // (Its controllers retyped as names, the one in the slot: `"Attempt to present A on B whose view …"`.)
                let retyped = warning.subjectAfter.flatMap { after in
                    Self.slotInsideMessage(in: Substring(message), after: after, marker: warning.marker).flatMap(Self.retypedName(atStartOf:))
                }
                let finding = LogLine.finding(rule: warning.rule, subject: retyped.map(String.init) ?? Self.unnamedWarned, message: Self.shortened(Substring(message)))
                // The quote still open where its controller was to follow (`I get "Unbalanced
                // calls … for`): held, as a cut warning is, for the next line to complete.
                if let markerRange = text.range(of: warning.marker), ["", "for"].contains(text[markerRange.upperBound...].trimmingBlanks()) {
                    previousProse = String(text)
                    cutWarning = finding
                    return .skipped(.notAnEvent)
                }
                return finding
            }
            // UIKit's message whole on a line of its own, its controller cut off (a paste
            // that kept the words, `Presenting view controllers on detached view controllers
            // is discouraged`): where UIKit printed it, not a sentence quoting it.
            if alone, Self.isWholeMessage(text, warning.marker, opening: warning.opening) {
                return .finding(rule: warning.rule, subject: Self.unnamedWarned, message: Self.shortened(text))
            }
            // UIKit's message from its first word, going on as UIKit's does and cut before its
            // controller (`[ViewController] Calling -viewWillDisappear: directly on a view
            // controller is not supported, and may result in …`, without `View controller: <…>`).
            if alone, warning.subjectAfter == nil, Self.beginsWithMessage(text, warning) {
                return .finding(rule: warning.rule, subject: Self.unnamedWarned, message: Self.shortened(Self.messageQuote(text, warning)))
            }
            // Another of UIKit's messages on the line that names no controller is a finding on
            // its own (`` `Nav` is pushing the same view controller instance more than once which
            // is not supported … ``: the marker that names the instance found none, its fixed words remain).
            if let other = dialect.warnings.first(where: { !$0.namesSubject && $0.marker != warning.marker && Self.containsIgnoringCase(text, $0.marker) }),
               case let text = Self.inMarkerCase(text, other.marker), Self.holdsOpening(text, other) {
                return .finding(rule: other.rule, subject: Self.unnamedWarned, message: Self.shortened(Self.messageQuote(text, other)))
            }
            if alone, !text.hasSuffix("."), !text.hasSuffix("!") { previousProse = String(text) }
            if alone, Self.endsBeforeItsController(text, warning.marker) {
                cutWarning = .finding(rule: warning.rule, subject: Self.unnamedWarned, message: Self.shortened(text))
            }
            return alone ? .skipped(.notAnEvent) : nil
        }
        // Held, as a warning cut before its controller is: the next line may complete it.
        if alone, Self.beginsAsMessage(text), let cut = cutPresentationWarning(in: text) { cutWarning = cut }
        return nil
    }

    /// UIKit's message `warning` in `text`, without the sentence a bug report wraps it in:
    /// from where the message begins (the last ``LogDialect/Warning/opening`` before the
    /// marker, or the marker, with a `Warning:` tag right before it) to where it ends (the
    /// first `!`, or `.` before a blank, after the marker, or the quote or backtick that
    /// closes it); `text` itself when nothing but marks stands before the message, or where
    /// it begins is not known.
    static func messageQuote(_ text: Substring, _ warning: LogDialect.Warning) -> Substring {
        guard let markerRange = text.range(of: warning.marker) else { return text }
        var start: Substring.Index
        if let opening = warning.opening {
            guard let found = text[..<markerRange.lowerBound].range(of: opening, options: .backwards) else { return text }
            start = found.lowerBound
        } else {
            guard warning.marker.first?.isUppercase == true else { return text }
            start = markerRange.lowerBound
        }
        let tag = "Warning: "
        if text[..<start].hasSuffix(tag) { start = text.index(start, offsetBy: -tag.count) }
        // UIKit's category tag right before it (`[Presentation] Attempt to …`) is its print's.
        let before = text[..<start].trimmingBlanks()
        if before.last == "]", let open = before.lastIndex(of: "["), !before[open...].contains(" "), before[open...].contains(where: \.isLetter) { start = open }
        guard text[..<start].contains(where: \.isLetter) else { return text }
        var end = text.endIndex
        var index = markerRange.upperBound
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "!" || (character == "." && (next == text.endIndex || text[next] == " ")) { end = next; break }
            if "\"“”`'".contains(character) { end = index; break }
            index = next
        }
        // A message that names its controller after its first sentence (`… behavior. Use the
        // … View controller: <App.Home: 0x1>`) ends after that controller.
        if let last = objectRanges(in: text[end...]).last { end = last.range.upperBound }
        return text[start..<end]
    }

    /// Where UIKit's message `warning` begins in `text`: at the last of its
    /// ``LogDialect/Warning/opening`` before its marker, or at the marker when it begins with
    /// a capital letter; `nil` when that is not known.
    static func messageStart(_ text: Substring, _ warning: LogDialect.Warning) -> Substring.Index? {
        guard let markerRange = text.range(of: warning.marker) else { return nil }
        if let opening = warning.opening {
            return text[..<markerRange.lowerBound].range(of: opening, options: .backwards)?.lowerBound
        }
        return warning.marker.first?.isUppercase == true ? markerRange.lowerBound : nil
    }

    /// Whether `text` quotes UIKit's message `warning` from its first word: a quotation mark
    /// or backtick opens right before it (or before its `Warning:` tag or category tag), and
    /// no quotation closes before the message's fixed words end. Prose that names the
    /// message without quoting it (`how to avoid Unbalanced calls to begin/end appearance
    /// transitions`) or a quote that begins with words of its own (`"The unbalanced calls …"`)
    /// is none; nor is a string in source code (`log.contains("Unbalanced calls …")`): a
    /// quote opened right after a call's parenthesis, a comma, a bracket or `=`, or on a line of code.
    static func quotesMessage(_ text: Substring, _ warning: LogDialect.Warning) -> Bool {
        guard let start = messageStart(text, warning), let markerRange = text.range(of: warning.marker),
              !isSourceCode(text) else { return false }
        var before = text[..<start]
        if before.hasSuffix("Warning: ") { before = before.dropLast(9) }
        if before.last == " ", let open = before.dropLast().lastIndex(of: "["), before[open...].dropLast().last == "]",
           !before[open...].dropLast().contains(" ") { before = before[..<open] }
        guard let mark = before.last, "\"“'‘「`".contains(mark) else { return false }
        if let argument = before.dropLast().last(where: { $0 != " " }), "(,@[=".contains(argument) { return false }
        return !text[start..<markerRange.upperBound].contains(where: { closingQuotes.contains($0) && $0 != "'" && $0 != "’" })
    }

    /// Where the subject of a warning whose controller follows `after` is named in `text`:
    /// after the last `after` before the warning's `marker`, that is inside UIKit's message
    /// (`Attempt to present <B> on <A> whose view …` names `A`), not after words of a
    /// sentence that quotes the message (`by pressing on a button inside a <Modal>, … it
    /// throws this warning: "Attempt to present <B> on <A> whose view …"`); after the first
    /// one when the controller follows the marker (`from detached view controller <A>`).
    static func subjectSlot(in text: Substring, after: String, marker: String) -> Substring {
        slotInsideMessage(in: text, after: after, marker: marker) ?? text.range(of: after).map { text[$0.upperBound...] } ?? text
    }

    /// The text after the last `after` before the warning's `marker` in `text`: where UIKit's
    /// message names its controller; `nil` when `text` has no such `after`.
    /// (`after`'s blank may be lost after the object before it: `<B: 0x…>on <A: 0x…>`.)
    static func slotInsideMessage(in text: Substring, after: String, marker: String) -> Substring? {
        guard let markerRange = text.range(of: marker) else { return nil }
        let before = text[..<markerRange.lowerBound]
        var slot = before.range(of: after, options: .backwards)
        if after.first == " ", let glued = before.range(of: ">" + after.dropFirst(), options: .backwards),
           slot.map({ glued.lowerBound > $0.lowerBound }) ?? true {
            slot = glued
        }
        return slot.map { text[$0.upperBound...] }
    }

    /// The finding of UIKit's message about a presentation on a line of its own, cut off
    /// before its end (an issue's title: `Attempt to present <B> on <A> whose view is not
    /// in`), unless the next line completes it: its words up to the cut are the start of the
    /// message's ending, and it names the controller that ending is about.
    func cutPresentationWarning(in text: Substring) -> LogLine? {
        var end = text.trimmingBlanks()
        while let last = end.last, last == "." || last == "…" { end = end.dropLast() }
        end = end.trimmingBlanks()
        for warning in dialect.warnings {
            let words = warning.marker.split(separator: " ")
            // A message about the first controller it names (`Attempt to dismiss from view
            // controller <A> while a presentation o`, an issue's title cut at its length).
            guard let after = warning.subjectAfter else {
                if let opening = warning.opening, Self.withoutWarningTag(Self.withoutTag(text)).hasPrefix(opening),
                   let subject = warnedSubject(in: text), Self.endsInside(words, end) {
                    return .finding(rule: warning.rule, subject: subject, message: Self.shortened(text))
                }
                continue
            }
            guard let range = text.range(of: after), let subject = warnedSubject(in: text[range.upperBound...]) else { continue }
            if Self.endsInside(words, end) {
                return .finding(rule: warning.rule, subject: subject, message: Self.shortened(text))
            }
            // Known by its fixed start alone, whatever the paste made of its ending (garbled,
            // `whose view is not in the view is not in the window hierarchy`, or cut inside the
            // presenter's brackets, `on <RCTModalHostViewController: not in hierarchy`), when
            // every message that starts so is a finding under one rule.
            if let opening = warning.opening, Self.printsFixedStart(text, opening: opening, after: after),
               dialect.warnings.allSatisfy({ $0.opening != opening || $0.subjectAfter != after || $0.rule == warning.rule }) {
                return .finding(rule: warning.rule, subject: subject, message: Self.shortened(text))
            }
        }
        return nil
    }

    /// Whether `end` ends with the first two words or more of a marker of `words`, the next
    /// word cut or not (`… while a presentation`, `… while a presentation o`).
    static func endsInside(_ words: [Substring], _ end: Substring) -> Bool {
        guard words.count > 2 else { return false }
        return (2..<words.count).contains { count in
            let head = " " + words.prefix(count).joined(separator: " ")
            if end.hasSuffix(head) { return true }
            guard let blank = end.lastIndex(of: " ") else { return false }
            let partial = end[end.index(after: blank)...]
            return !partial.isEmpty && words[count].hasPrefix(partial) && end[..<blank].hasSuffix(head)
        }
    }

    /// Whether `text` holds the fixed start of UIKit's message about a presentation as UIKit
    /// prints it: `opening`, one word, the presented controller with its address, then
    /// `after` and the bracket that opens the presenter (`Attempt to present <B: 0x…> on <A…`).
    static func printsFixedStart(_ text: Substring, opening: String, after: String) -> Bool {
        guard let open = text.range(of: opening), let slot = text[open.upperBound...].range(of: after) else { return false }
        let between = text[open.upperBound..<slot.lowerBound]
        let objects = objectRanges(in: between)
        guard objects.count == 1, let presented = objects.first, presented.subject.address != nil,
              presented.range.upperBound == between.endIndex || between[presented.range.upperBound...].allSatisfy({ $0 == " " }) else { return false }
        let verb = between[..<presented.range.lowerBound].trimmingBlanks()
        guard !verb.isEmpty, verb.allSatisfy(\.isLetter) else { return false }
        return text[slot.upperBound...].trimmingBlanks().hasPrefix("<")
    }

    /// Whether `text` begins as UIKit's messages about a presentation do (`Attempt to …`),
    /// after a `Warning:` tag or an issue's title tag (`[iOS]`): the message itself, not a sentence that quotes it.
    static func beginsAsMessage(_ text: Substring) -> Bool {
        withoutWarningTag(withoutTag(text)).hasPrefix("Attempt to ")
    }

    /// `text` without blanks around it and a tag before it: an issue's title tag or a log's
    /// category (`[iOS] Attempt to present …`, `[ViewController] Calling -viewWillAppear: …`).
    static func withoutTag(_ text: Substring) -> Substring {
        let text = text.trimmingBlanks()
        guard text.hasPrefix("["), let close = text.firstIndex(of: "]"), text.distance(from: text.startIndex, to: close) <= 16 else { return text }
        return text[text.index(after: close)...].trimmingBlanks()
    }

    /// Whether the next line may complete `previous` as a warning wrapped there: after a
    /// warning's fixed words it holds two words at most (`for`, `for <App.Child:`), not a
    /// sentence of the reporter's (`… transitions. Any idea how to fix this?`), which the
    /// next line (an event, say) does not continue.
    func mayWrap(_ previous: String) -> Bool {
        guard let warning = dialect.warnings.first(where: { Self.contains(Substring(previous), $0.marker) }),
              let range = previous.range(of: warning.marker, options: .backwards) else { return true }
        return previous[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == "\t" }).count <= 2
    }

    /// Whether `text` holds the opening of `warning`, when it has one, before its marker.
    static func holdsOpening(_ text: Substring, _ warning: LogDialect.Warning) -> Bool {
        guard let opening = warning.opening else { return true }
        guard let marker = text.range(of: warning.marker), let start = text.range(of: opening) else { return false }
        return start.upperBound <= marker.lowerBound
    }

    /// Whether `text` is UIKit's message `warning` from its first word (its opening, after a
    /// tag or a colon that introduces it at most), its fixed words whole and then nothing but a full stop or an exclamation
    /// mark, or the words UIKit goes on with (``LogDialect/Warning/continuation``): where UIKit
    /// printed it, its controller cut off by the paste. A sentence that goes on past the
    /// words (`… is not supported, so I …`, `… transitions. Any idea?`) is prose about the
    /// message. (For a message whose controllers come before its fixed words, `Attempt to
    /// present <B> on <A> whose view …`, nothing was cut: it is read by them.)
    static func beginsWithMessage(_ text: Substring, _ warning: LogDialect.Warning) -> Bool {
        var text = withoutWarningTag(withoutTag(text))
        // (Or after a colon or a dash that introduces it: `… 就会报错 : Application tried to present
        // modally …`, "raises:"; `its giving me error that - Pushing the same view controller …`.)
        let opening = warning.opening ?? warning.marker
        if !text.hasPrefix(opening), let start = text.range(of: opening), let mark = text[..<start.lowerBound].trimmingBlanks().last,
           ":：-–—".contains(mark), text[..<start.lowerBound].last == " " || mark == ":" || mark == "：" {
            text = text[start.lowerBound...]
        }
        guard text.hasPrefix(opening), let markerRange = text.range(of: warning.marker) else { return false }
        let rest = text[markerRange.upperBound...]
        // (The words it goes on with; where they are its last, then its end or its objects: not
        // a sentence going on, `… already being presented, which happens when I tap twice`.)
        if let continuation = warning.continuation, rest.hasPrefix(continuation) {
            guard warning.endsWithContinuation else { return true }
            var after = rest.dropFirst(continuation.count).trimmingBlanks()
            if after.hasPrefix("by ") || after == "by" { after = after.dropFirst(2).trimmingBlanks() }
            return after.isEmpty || ".!<([\"'`%".contains(after.first!)
        }
        return rest.allSatisfy { $0 == "." || $0 == "!" }
    }

    /// `text` without blanks around it and the label a paste puts before a line it quotes:
    /// a word or two and a colon (`Warning:`, `出现警告：`, `Bug: Warning:`), at most two, or
    /// up to three words and a dash (`Error while dismiss- `).
    static func withoutWarningTag(_ text: Substring) -> Substring {
        var text = text.trimmingBlanks()
        // (Most lines hold no mark near their start, as their first bytes tell.)
        if text.utf8.prefix(24).allSatisfy({ $0 < 128 && $0 != UInt8(ascii: ":") && $0 != UInt8(ascii: "-") }) { return text }
        for _ in 0..<2 {
            guard let mark = text.prefix(24).firstIndex(where: { $0 == ":" || $0 == "：" || $0 == "-" || $0 == "–" || $0 == "—" }),
                  mark > text.startIndex else { break }
            let label = text[..<mark], isColon = text[mark] == ":" || text[mark] == "："
            // (A colon in a script written without blanks is followed by none: `出现警告：Presenting …`, `此方法可解决bug:Presenting …`.)
            guard label.split(separator: " ").count <= (isColon ? 2 : 3), label.allSatisfy({ $0.isLetter || $0 == " " }),
                  text[text.index(after: mark)...].first.map({ $0 == " " || (isColon && (!$0.isASCII || label.contains { !$0.isASCII })) }) ?? false else { break }
            text = text[text.index(after: mark)...].trimmingBlanks()
        }
        return text
    }

    /// A controller's name where `text` starts, written as a class (``isClassName(_:)``),
    /// in quotes or not (`"ViewD" whose view …`, `HomeViewController whose view …`).
    static func retypedName(atStartOf text: Substring) -> Substring? {
        let text = text.trimmingBlanks()
        let quotes: [Character: Character] = ["\"": "\"", "'": "'", "“": "”", "‘": "’", "「": "」", "`": "`"]
        if let first = text.first, let close = quotes[first] {
            let inside = text.dropFirst()
            guard let end = inside.firstIndex(of: close) else { return nil }
            return isClassName(inside[..<end]) ? inside[..<end] : nil
        }
        let (word, _) = Self.word(text)
        return isClassName(word) ? word : nil
    }

    /// The presenter that UIKit's message `warning` names in `text`, its controllers retyped
    /// as class names: the message's opening where the line's message begins (after a tag)
    /// or after a colon (`… with warning: Attempt to …`), `present`, the presented
    /// controller's class, UIKit's `on` (or the reporter's `in`, `onto`, `over`), the
    /// presenter's class, and the marker (`Attempt to present UIAlertController on
    /// UINavigationController whose view …`); `nil` for any other words there, for the message
    /// inside a sentence (`Why does UIKit say Attempt to …`), and for one-letter names
    /// (`present B on A`, a guide's placeholders).
    static func retypedPresenter(in text: Substring, _ warning: LogDialect.Warning) -> Substring? {
        guard let opening = warning.opening, let markerRange = text.range(of: warning.marker),
              let openingRange = text[..<markerRange.lowerBound].range(of: opening, options: .backwards) else { return nil }
        let before = text[..<openingRange.lowerBound].trimmingBlanks()
        guard withoutWarningTag(withoutTag(text)).hasPrefix(opening) || before.last == ":" || before.last == "：" else { return nil }
        let words = text[openingRange.upperBound..<markerRange.lowerBound].split(separator: " ")
        guard words.count == 4, words[0] == "present", ["on", "in", "onto", "over"].contains(words[2]) else { return nil }
        let presented = unquoted(words[1]), presenter = unquoted(words[3])
        guard presented.count > 1, presenter.count > 1, isClassName(presented), isClassName(presenter) else { return nil }
        return presenter
    }

    /// `text` without the quotation mark that opens it (`"Attempt to present …".`).
    static func withoutOpeningQuote(_ text: Substring) -> Substring {
        let text = text.trimmingBlanks()
        guard let first = text.first, "\"“'‘「`".contains(first) else { return text }
        return text.dropFirst()
    }

    /// Whether UIKit's message in `text` names the presented controller as UIKit prints it
    /// (`<B: 0x…>`) and, in the presenter's slot after `after`, only an ellipsis (`on ...`,
    /// `on …`): a paste that elided the presenter, not a quote of the message's words.
    static func elidesPresenter(_ text: Substring, after: String, marker: String) -> Bool {
        guard let presenter = slotText(in: text, after: after, marker: marker),
              !presenter.isEmpty, presenter.allSatisfy({ $0 == "." || $0 == "…" }) else { return false }
        return objectRanges(in: text[..<presenter.startIndex]).contains { $0.subject.address != nil }
    }

    /// What UIKit's message in `text` holds in its controller's slot: the text between the
    /// last `after` before `marker` and the marker, without blanks around it (`...` in `on ...
    /// whose view`, nothing in `called on while`); `nil` when the slot's word is not there.
    static func slotText(in text: Substring, after: String, marker: String) -> Substring? {
        guard let markerRange = text.range(of: marker), let slot = slotInsideMessage(in: text, after: after, marker: marker),
              slot.startIndex <= markerRange.lowerBound else { return nil }
        return text[slot.startIndex..<markerRange.lowerBound].trimmingBlanks()
    }

    /// Whether UIKit's message `warning` in `text` names its controllers by elisions alone
    /// (`<...>`, `<…>`, `...`, `*`, `""`): between its opening's verb (`Attempt to present`)
    /// and its marker, every word is an elision or a word of the slots (`<...> on <...>`,
    /// `"" from ""`, or a message that left the slot out: `Attempt to present <...> while …`).
    static func elidesControllers(_ text: Substring, after: String, _ warning: LogDialect.Warning) -> Bool {
        guard let opening = warning.opening, let markerRange = text.range(of: warning.marker),
              let openingRange = text[..<markerRange.lowerBound].range(of: opening, options: .backwards) else { return false }
        let (_, objects) = Self.word(text[openingRange.upperBound..<markerRange.lowerBound])
        let slotWords: Set<Substring> = [after.trimmingBlanks(), "on", "from"]
        let words = objects.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ")" })
        // (UIKit's own format, `%@` for each object, as a source comment quotes it, elides them too.)
        return !words.isEmpty && words.allSatisfy { word in
            slotWords.contains(word) || word == "%@"
                || word.allSatisfy { ".…*<>\"'“”".contains($0) } && (word.contains { ".…*".contains($0) } || word.count == 2)
        }
    }

    /// Whether `text` is the warning `marker` from its first word to its end, but for a
    /// `Warning:` tag before it and a full stop or `!` after it; or `opening` followed at once
    /// by the marker, where the message's first words run straight into its fixed words
    /// (`A view ` and `can only be associated …`).
    static func isWholeMessage(_ text: Substring, _ marker: String, opening: String? = nil) -> Bool {
        var text = withoutWarningTag(text)
        // (A link in parentheses after it cites where it was seen: `… transitions( https://… )`.)
        if text.last == ")", let open = text.lastIndex(of: "("),
           text[text.index(after: open)...].trimmingBlanks().hasPrefix("http"), !text[open...].dropFirst().dropLast().trimmingBlanks().contains(" ") {
            text = text[..<open].trimmingBlanks()
        }
        // (An exception's reason after its name, as crash reporters print it:
        // `NSInternalInconsistencyException: All view controllers … must be distinct`.)
        if let colon = text.firstIndex(of: ":"), isExceptionName(text[..<colon]) { text = text[text.index(after: colon)...].trimmingBlanks() }
        // (The objects UIKit prints after its words, cut off at their opening: `… must be distinct ((`.)
        while let last = text.last, last == "(" || last == " " { text = text.dropLast() }
        while let last = text.last, last == "." || last == "!" || last == "?" { text = text.dropLast() }
        if let opening, text.hasPrefix(opening) { text = text.dropFirst(opening.count).trimmingBlanks() }
        return text == marker[...]
    }

    /// Whether `text` is the warning `marker` from its first word, cut off where its controller
    /// was to follow: nothing after the marker but `for`, and an ellipsis at most (an issue's
    /// title cut at its length, `… transitions for`; a quote that elides it, `for ...`, or
    /// elides the object UIKit prints, `for <...>`, `for < ... >`).
    static func endsBeforeItsController(_ text: Substring, _ marker: String) -> Bool {
        let text = withoutWarningTag(text)
        guard text.hasPrefix(marker) else { return false }
        var rest = text.dropFirst(marker.count).trimmingBlanks()
        guard rest.hasPrefix("for") else { return false }
        rest = rest.dropFirst(3).trimmingBlanks()
        if rest.hasPrefix("<"), let close = rest.firstIndex(of: ">") {
            rest = rest[rest.index(after: rest.startIndex)..<close] + rest[rest.index(after: close)...]
        }
        return rest.allSatisfy { $0 == "." || $0 == "…" || $0 == " " }
    }

    /// Whether `marker` sits in the title of a Markdown link (`[… marker …](https://…)`).
    static func isLinkTitle(_ text: Substring, around marker: String) -> Bool {
        guard let range = text.range(of: marker), let open = text[..<range.lowerBound].lastIndex(of: "["),
              let close = text[range.upperBound...].firstIndex(of: "]") else { return false }
        return !text[open..<range.lowerBound].contains("]") && text[text.index(after: close)...].hasPrefix("(")
    }

    /// The subject a warning names: `for <Class: 0x…>`, `View controller: <…>`, `<Class>` or
    /// `<Class:` (a line cut short), or a class name after `for` (`for LMEmbeddedViewController.`);
    /// `nil` when it names none (`… for the child`, `Attempt to present … on …`). `isSlot`:
    /// `text` is the slot after the message's words where the controller is named.
    func warnedSubject(in text: Substring, isSlot: Bool = false) -> String? {
        if let object = Self.objects(in: text).first { return name(of: object) }
        // (Or in square brackets where a slot after the message's words begins, a page's
        // retyping of them: `on [Module.Home] whose view …`; before them, a category tag.)
        if let open = text.firstIndex(of: "<") ?? (isSlot && text.trimmingBlanks().first == "[" ? text.firstIndex(of: "[") : nil) {
            let after = text[text.index(after: open)...].trimmingBlanks()
            let inside = after.prefix { $0 != ">" && $0 != "]" && $0 != ":" && $0 != " " }
            // (In square brackets, the name alone or with its address: `[UIApplication
            // sharedApplication]` is a message send.)
            let closed = text[open] == "<" || [":", "]"].contains(after.dropFirst(inside.count).first)
            // (Its module may be written in lower case: `<applin_ios.NavigationController>`.)
            if closed, Self.isWrittenAsClass(inside) { return String(Subject.className(inside)) }
        }
        // An object whose `<` a page ate, where the slot begins, or both its brackets (read as
        // HTML), or quotation marks typed for them: `MainViewController: 0x95a6ae0> whose view …`,
        // `PlatformRenderer: 0x7ffa00576b80 whose view …`, `on "SDCAlertController: 0x7f9b9fd44af0" whose view …`.
        var (first, afterFirst) = Self.word(text.trimmingBlanks())
        let quoted = isSlot && first.first.map { "\"“'‘".contains($0) } == true
        if quoted { first = first.dropFirst() }
        if first.hasSuffix(":"), Self.isWrittenAsClass(first.dropLast()),
           case let (word, _) = Self.word(afterFirst),
           case let address = word.hasSuffix(">") || (quoted && word.last.map(Self.closingQuotes.contains) == true) ? word.dropLast() : word,
           Self.isAddress(address), word.hasSuffix(">") || isSlot {
            return name(of: Subject(name: Subject.className(first.dropLast()), address: address))
        }
        if let range = text.range(of: " for ") {
            // `for LMEmbeddedViewController.`, `for NavViewController: 0x12d50b240.` (brackets lost on a page).
            let (word, after) = Self.word(text[range.upperBound...])
            // (Quoted in a sentence, the class is followed by the closing quote: `for UINavigationController".`)
            var trimmed = word
            while let last = trimmed.last, last == "." || last == ":" || Self.closingQuotes.contains(last) { trimmed = trimmed.dropLast() }
            guard Self.isClassName(trimmed) else { return nil }
            var (address, _) = Self.word(after)
            while let last = address.last, last == "." || last == ">" { address = address.dropLast() }
            if word.hasSuffix(":"), address.count > 2, address.hasPrefix("0x"), address.dropFirst(2).allSatisfy(\.isHexDigit) {
                return name(of: Subject(name: trimmed, address: address))
            }
            return String(trimmed)
        }
        return nil
    }

    /// Whether `name` is a class's name, its module written in any case (`App.Home`,
    /// `applin_ios.NavigationController`).
    static func isWrittenAsClass(_ name: Substring) -> Bool {
        isLabel(name) && isClassName(Subject.className(name))
    }
}
