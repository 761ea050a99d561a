/// Turns console log lines, as people print them, into plain-format event lines.
///
/// It reads these shapes, after an optional `NSLog`/Xcode prefix and an optional line
/// number or label prefix (`12: `):
/// - `<MyApp.HomeViewController: 0x7f8b4c00a000> viewWillAppear(_:)` (`print(self, #function)`)
///   and the reverse, `viewWillAppear(_:) <MyApp.HomeViewController: 0x7f8b4c00a000>`;
/// - `-[HomeViewController viewDidAppear:]` (`__func__`);
/// - `HomeViewController viewDidAppear`, `vc1 – viewDidLoad` (tracker libraries, labels).
///
/// A controller is its class and address where the line has an address — before the
/// function, or after it as `self` printed whole (`Home.viewDidLoad() <MyApp.Home: 0x…>`,
/// `-[Home viewDidLoad] <Home: 0x…>`) or as a bare `%p` (`-[Home viewDidLoad] 0x…`) —
/// (`HomeViewController@0x7f8b4c00a000`), else its class name or label; which controller
/// that is over time (processes, `dealloc`, a second `init`) is `ControllerIdentities`'
/// business, the process ID coming from an `NSLog` or unified-log prefix. Function names match an
/// event's name or one of the dialect's aliases, in any case when the name is camel case of
/// two words or more (`ViewDidLoad`, `viewWillDisAppear`: people retype them). Arguments the
/// spec needs come from the rest of the line: another `<Class: 0x…>` (or `nil`) for a
/// controller, `true`/`false`, a size `(390.0, 844.0)`, or `key=value` as in the plain
/// format. A line with anything else after a bare name is prose, and is skipped.
public struct ConsoleLineTranslator: Sendable {
    /// The events it knows.
    public let vocabulary: Vocabulary

    /// The spellings and warnings of the framework.
    public let dialect: LogDialect
    let eventNames: Set<String>
    private let rules: [Rule]
    /// Which controller each line names.
    var identities: ControllerIdentities
    /// The readings of the last distinct messages.
    private(set) var readings: [String: Reading] = [:]
    /// The readings of messages with a definition's shape on printed lines, as log lines.
    private var printedReadings: [String: Reading] = [:]
    /// Per message, the plain line after its subject, for events that name no other controller
    /// ("" when an argument is missing).
    private var tails: [String: String] = [:]
    /// The last line, when it was no event and may begin a warning the next line ends.
    var previousProse: String?
    /// The lines of this paragraph from one that begins as UIKit's message (`Attempt to …`)
    /// on, none of them an event: a warning wrapped over several lines (`Attempt to present
    /// <B>` / `on <A>` / `(from <A>)` / `which is already presenting <C>`) continues them.
    private var messageLines: [String] = []
    /// The most lines a wrapped warning's message spans before its last one.
    static let wrappedMessageLines = 4
    /// The finding of a UIKit warning whose line ends where its controller was to follow
    /// (`Unbalanced calls to begin/end appearance transitions for`), held until the next line
    /// shows whether the warning wraps there (that line then gives the finding, with its
    /// controller) or the paste cut it off (an issue's title): ``takeCutWarning(atEnd:)``.
    var cutWarning: LogLine?
    /// A held cut warning that no line completed, for the reader to take.
    private var endedCutWarning: LogLine?
    /// Whether the last line named an exception and nothing else, as a crash report does
    /// before the exception's reason on the next line (``isExceptionName(_:)``). (No replayed
    /// line can be a reason: events are replayed, and prose only after a line that is no
    /// exception's name, ``holdsAtMostProse``.)
    private var namedException = false
    /// What the last line translated, an event, says of its call besides the callback
    /// (``CallLine``): the reader takes it as a line of the call begun before when it is one.
    private var lastCall: CallLine?

    /// What the last line translated says of its call (``lastCall``), once: a line read
    /// otherwise (a JSON event record) says nothing.
    mutating func takeCall() -> CallLine? {
        defer { lastCall = nil }
        return lastCall
    }

    /// Whether the last warning found completed a message begun on the lines before it.
    var completesOpenedMessage = false

    /// Whether a callback printed without a controller (`print(#function)`) is read as the
    /// event of one controller, ``unnamedController``: for a log that names none at all.
    public var readsUnnamedCallbacks = false
    /// Whether a definition line (``SkipReason/definition``) is read as an event of
    /// ``unnamedController``: for notes made of nothing but definitions.
    var readsDefinitions = false
    /// The name of the controller of a log that names none (``readsUnnamedCallbacks``).
    public static let unnamedController = "(controller)"
    /// The name of a controller a warning does not name (UIKit's navigation warnings name none).
    public static let unnamedWarned = "(unnamed)"

    /// A translator for `vocabulary` in `dialect`; `rules` gives the words of warning findings.
    public init(vocabulary: Vocabulary, dialect: LogDialect, rules: [Rule]) {
        self.vocabulary = vocabulary
        self.dialect = dialect
        // (The names' tables are the vocabulary's and the dialect's, built once: a translator
        // is made for every log checked, and the dialect has hundreds of aliases.)
        eventNames = vocabulary.tables.eventNames
        identities = ControllerIdentities(insideCreation: dialect.insideCreation, offScreenEvents: dialect.offScreenEvents)
        self.rules = rules
    }

    /// Forgets the prose line that the next message could have completed as a warning: a
    /// message read elsewhere (a repeated one, from its bytes) came between them.
    mutating func forgetProse() {
        previousProse = nil
        messageLines = []
        namedException = false
        endCutWarning()
    }

    /// Whether the translator holds nothing of the lines before but, at most, a prose line:
    /// no message begun over several lines, no exception named, no cut warning.
    var holdsAtMostProse: Bool { messageLines.isEmpty && !namedException && cutWarning == nil }

    /// Whether the translator, having read the message `message` as prose, holds what such a
    /// line read alone leaves (``noteProse(_:)``) and nothing more.
    func holdsOnly(prose message: String) -> Bool {
        holdsAtMostProse && previousProse == (Self.keepsAsProse(Substring(message)) ? message : nil)
    }

    /// Takes `message` as a prose line read alone (a repeat of one the translator read so,
    /// from its bytes): what the translator keeps of it is what reading it would keep.
    mutating func noteProse(_ message: String) {
        forgetProse()
        lastCall = nil
        previousProse = Self.keepsAsProse(Substring(message)) ? message : nil
    }

    /// The rule of the dialect's warning whose marker is an exception's reason (`reason: 'Can't
    /// add self as subview`) that `text` is whole, but for the quotes and the full stop around it.
    func exceptionReasonRule(_ text: Substring) -> String? {
        let prefix = "reason: '"
        var reason = text.trimmingBlanks()
        if reason.first == "'" || reason.first == "\"" { reason = reason.dropFirst() }
        while let last = reason.last, last == "." || last == "'" || last == "\"" { reason = reason.dropLast() }
        return dialect.warnings.first { $0.marker.hasPrefix(prefix) && $0.marker.dropFirst(prefix.count) == reason }?.rule
    }

    /// Whether the line just read is a UIKit warning cut off before its controller, unless the
    /// next line completes it.
    var holdsCutWarning: Bool { cutWarning != nil }

    /// The finding of a warning cut off before its controller that no line completed, once
    /// one did not (or, `atEnd`, at the end of the log): the finding of the line that held it.
    mutating func takeCutWarning(atEnd: Bool = false) -> LogLine? {
        if atEnd { endCutWarning() }
        defer { endedCutWarning = nil }
        return endedCutWarning
    }

    /// Ends the held cut warning: no line completes it.
    private mutating func endCutWarning() {
        if let cutWarning { endedCutWarning = cutWarning }
        cutWarning = nil
    }

    /// What the log message `message` (without any unified-log columns) is; `process` is
    /// the process ID those columns gave, if any. An `NSLog` prefix is taken off here.
    public mutating func translate(_ message: Substring, process: Substring? = nil) -> LogLine {
        let raw = message
        lastCall = nil
        let afterException = namedException
        namedException = false
        var text = LogMarkup.stripped(message.trimmingBlanks())
        // A blank line ends a paragraph: no warning wraps across it.
        if text.isEmpty { previousProse = nil; messageLines = []; endCutWarning(); return .nothing }
        // The process a line comes from counts once the line is an event: a prose line that
        // merely looks like a prefix (`rows[0:20] fetched`) switches nothing.
        var lineProcess = process
        if let (stripped, process) = UnifiedLogLine.nslogColumns(in: text) {
            text = stripped
            if let process { lineProcess = process }
        } else if let stripped = UnifiedLogLine.viewerColumns(in: text) {
            text = stripped
        }
        // A comment after code that quotes one of UIKit's messages is read as a comment line
        // (`guard … && // Attempt to present %@ on %@ (from %@) whose view is not in the window hierarchy.`).
        if !text.hasPrefix("//"), Self.contains(text, " // "), let slashes = text.range(of: " // "),
           case let comment = text[text.index(after: slashes.lowerBound)...],
           dialect.warnings.contains(where: { Self.containsIgnoringCase(comment, $0.marker) }) {
            text = comment
        }
        // A log line pasted as a comment is read as the line it quotes; any other comment is
        // a comment on code, no event (`// super.viewDidLoad()`, `// MARK: - viewDidLoad`).
        if text.hasPrefix("//") {
            guard let quoted = quotedInComment(text) ?? completesCommentedMessage(text) else {
                // (A comment may begin a warning the next comment lines complete: `// TODO: Prevent
                // warning "… called on <App.Nav>` / `//   while an existing transition …`.)
                let body = text.drop { $0 == "/" }.trimmingBlanks()
                previousProse = Self.keepsAsProse(body) ? String(body) : nil
                messageLines = []; endCutWarning(); return .skipped(.notAnEvent)
            }
            text = quoted
            if let (stripped, process) = UnifiedLogLine.nslogColumns(in: text) {
                text = stripped
                if let process { lineProcess = process }
            }
        }
        if Self.isStackFrame(text) { previousProse = nil; messageLines = []; endCutWarning(); return .skipped(.stackFrame) }
        namedException = Self.isExceptionName(text)
        if Self.isDebuggerLine(raw.trimmingBlanks()) { previousProse = nil; messageLines = []; endCutWarning(); return .skipped(.notAnEvent) }
        // A warning wrapped over two lines: this line completes the one before; over more,
        // it completes the lines since its message began.
        let previous = messageLines.isEmpty ? previousProse : messageLines.joined(separator: " ")
        previousProse = nil
        let opened = messageLines
        messageLines = []
        var continuesMessage = false
        defer {
            if continuesMessage {
                if Self.beginsAsMessage(text) { messageLines = [String(text)] }
                else if !opened.isEmpty, opened.count < Self.wrappedMessageLines { messageLines = opened + [String(text)] }
            }
        }
        let heldCut = cutWarning
        cutWarning = nil
        var completedPrevious = false
        defer { if let heldCut, !completedPrevious { endedCutWarning = heldCut } }
        let message = String(text)
        // A message read before is no warning on its own (warnings are not remembered).
        let known = readings[message]
        let alone = known == nil ? warning(in: text, alone: true, continuing: opened, raw: raw, after: previous) : nil
        if case .finding = alone {
            // (Completing a message begun on lines before, one finding: the first line's held cut is it.)
            if completesOpenedMessage { completedPrevious = true }
            return alone!
        }
        // A crash report's exception, named on the line before: this line is its reason
        // (`Fatal Exception: NSInvalidArgumentException` / `Can't add self as subview`).
        // (Only a reason whole, that no other reading of the line took for a warning's words.)
        if afterException, alone == nil, let rule = exceptionReasonRule(text) {
            return .finding(rule: rule, subject: Self.unnamedWarned, message: Self.shortened(text))
        }
        // (Not by a line that is an event of its own, `<App.Home: 0x1> viewWillAppear(_:)` after
        // a title that ends with a warning's words: a controller and its callback begin a log line.)
        if let previous, mayWrap(previous), !isEventOfItsOwn(text, known: known) {
            // A message that began its line is read whole, as a line of its own is: its controller
            // may be cut off (`// Attempting to load the view of a view controller while it is
            // deallocating` / `// is not allowed and may result in undefined behavior`).
            let (heldProse, heldCut) = (previousProse, cutWarning)
            let start = Self.withoutWarningTag(Self.withoutTag(Substring(previous)))
            let joined = warning(in: Substring(previous + " " + text), alone: dialect.warnings.contains { start.hasPrefix($0.opening ?? $0.marker) })
            (previousProse, cutWarning) = (heldProse, heldCut)
            if let joined, case .finding = joined {
                completedPrevious = true
                return joined
            }
        }
        if let alone { continuesMessage = true; return alone }
        if known == nil, raw.utf8.contains(UInt8(ascii: "`")), quotesCallbackInProse(raw.trimmingBlanks()) {
            return .skipped(.unreadCallback)
        }
        let outcome = translateEvent(text, message: message, known: known, process: lineProcess)
        if case .skipped = outcome { continuesMessage = true }
        if outcome == .skipped(.notAnEvent), Self.keepsAsProse(text) { previousProse = String(text) }
        return outcome
    }

    /// Whether the message `text` reads as an event when no warning is read into it: a
    /// controller and its callback (`known`: its reading remembered, if any).
    private func isEventOfItsOwn(_ text: Substring, known: Reading?) -> Bool {
        guard case .event = known ?? read(text) else { return false }
        return true
    }

    /// What the message `text`, no warning, is: an event or a skipped line.
    private mutating func translateEvent(_ text: Substring, message: String, known: Reading?, process lineProcess: Substring?) -> LogLine {
        var reading: Reading
        if let known {
            reading = known
        } else {
            reading = read(text)
            if readings.count >= Self.remembered {
                readings.removeAll(keepingCapacity: true)
                printedReadings.removeAll(keepingCapacity: true)
                tails.removeAll(keepingCapacity: true)
            }
            readings[message] = reading
        }
        // A printed line (a process column before it, as `NSLog` and the unified log write)
        // is a log line, whatever its message's shape: `applicationWillResignActive: rendering
        // the cover...` after `Keybase[10914:3793552]` is no definition in a note.
        if lineProcess != nil, case .other(.skipped(.definition)) = reading {
            reading = printedReadings[message] ?? read(text, printed: true)
            printedReadings[message] = reading
        }
        switch reading {
        case .other(let line):
            return line
        case .event(let key, let hasAddress, let function, let resolved, let rest, let call):
            if let lineProcess { identities.note(process: lineProcess) }
            return occurrence(of: key, hasAddress: hasAddress, function: function, resolved: resolved, rest: rest, call: call, message: message)
        }
    }

    /// The line that an event (or end of life) of the controller `key` names now is.
    private mutating func occurrence(of key: String, hasAddress: Bool, function: String, resolved: Resolved, rest: String, call: CallLine,
                                     message: String) -> LogLine {
        let key = identities.canonical(key)
        let hasAddress = hasAddress && key.utf8.contains(UInt8(ascii: "@"))
        switch resolved {
        case .endOfLife:
            if Self.isOtherObject(key, dialect: dialect) { return .skipped(.notAController) }
            identities.endLife(of: key, hasAddress: hasAddress)
            return .skipped(.endOfLife)
        case .event(let name):
            if dialect.creationEvents.contains(name), Self.isOtherObject(key, dialect: dialect) { return .skipped(.notAController) }
            if let reason = identities.repeatedCreation(key, event: name, function: Substring(function)) { return .skipped(reason) }
            let subject = Self.field(identities.name(of: key))
            lastCall = call
            // What follows the subject depends on the message alone unless the event names
            // controllers (whose names change as controllers end and processes start).
            if let tail = tails[message] { return tail.isEmpty ? .skipped(.missingArgument) : .event(subject + tail) }
            let line = plainLine(subject: subject, event: name, rest: Substring(rest))
            if let id = vocabulary.id(named: name), !vocabulary[id].parameters.contains(where: { $0.type == .name || $0.type == .nameOrNil }) {
                tails[message] = line.map { String($0.dropFirst(subject.count)) } ?? ""
            }
            guard let line else { return .skipped(.missingArgument) }
            return .event(line)
        }
    }

    /// What a message says, before the controller it names is known: the part of reading a
    /// line that depends on its text alone, so that it is done once per distinct message.
    enum Reading: Sendable {
        /// An event or an end of life of the controller `key` (`Home@0x1`, or a class name);
        /// `call` is what `rest`, the text after the callback, says of its call (``CallLine``).
        case event(key: String, hasAddress: Bool, function: String, resolved: Resolved, rest: String, call: CallLine)
        /// Not an event: a skipped line.
        case other(LogLine)
    }

    /// How many distinct messages' readings are kept (then they are forgotten at once, so
    /// memory stays bounded): log lines repeat, once their timestamps are off.
    static let remembered = 1 << 16

    /// Reads a message (its prefix taken off): in one of the shapes above, else by its
    /// callback token (``readAnyShape(_:)``) when the shapes find no event in it.
    /// `printed`: the line had a process column before its message (``readDefinition(_:printed:)``).
    private func read(_ message: Substring, printed: Bool = false) -> Reading {
        if Self.isDeclaration(message) { return .other(.skipped(.notAnEvent)) }
        let uncommented = Self.droppingTrailingComment(message)
        let reading = readMessage(uncommented, printed: printed)
        // What looked like a comment held the line's callback (`Home  [viewDidLoad called]`,
        // `Home  <-- viewDidLoad`): the line read whole.
        if uncommented.endIndex != message.endIndex, case .other(.skipped(.notAnEvent)) = reading {
            return owned(readMessage(message, printed: printed))
        }
        return owned(reading)
    }

    /// `reading` with the owner the dialect gives the app's and the scene's callbacks when the
    /// line names it by its own word in another case (`scene willConnectTo`, `APP
    /// didFinishLaunching`) or by its delegate method's first word (``namesOwner(_:_:)``):
    /// the one subject `Scene`, as its callbacks printed bare name it. A class
    /// (`SceneDelegate`, a controller that logs its scene notifications) keeps its name.
    private func owned(_ reading: Reading) -> Reading {
        guard case .event(let key, false, let function, .event(let name), let rest, let call) = reading,
              let owner = dialect.unnamedOwners[name], key != owner, namesOwner(key, owner) else { return reading }
        return .event(key: owner, hasAddress: false, function: function, resolved: .event(name), rest: rest, call: call)
    }

    /// Whether `key`, the word a line names the callback of `owner` (the app, a scene) with,
    /// is the owner's: its word in any case, or the first word of the owner's delegate methods
    /// as the dialect spells them, with what a cut signature leaves of its parenthesis
    /// (`application` of `application: didFinishLaunchingWithOptions:`, `application(_` of
    /// `application(_:didFinishLaunchingWithOptions)`).
    private func namesOwner(_ key: String, _ owner: String) -> Bool {
        var word = Substring(key)
        if word.hasSuffix("(_") { word = word.dropLast(2) } else if word.hasSuffix("(") { word = word.dropLast() }
        let lowered = word.lowercased()
        if lowered == owner.lowercased() { return true }
        // (Rare: only a line that names an owner's callback with another word asks.)
        return dialect.aliases.contains { spelling, event in
            guard dialect.unnamedOwners[event] == owner, spelling.utf8.count > lowered.utf8.count,
                  spelling.lowercased().hasPrefix(lowered) else { return false }
            let next = spelling.utf8[spelling.utf8.index(spelling.utf8.startIndex, offsetBy: lowered.utf8.count)]
            return next == UInt8(ascii: "(") || next == UInt8(ascii: ":")
        }
    }

    /// Reads a message without its comment: a definition, one of the shapes, or any shape. A
    /// line that says its callback did not run (``LineLabel/deniesCall(_:)``) is none.
    private func readMessage(_ message: Substring, printed: Bool) -> Reading {
        if let definition = readDefinition(message, printed: printed) { return definition }
        var reading = readShape(message)
        if case .other(.skipped(let reason)) = reading, [.notAnEvent, .unreadCallback, .noSubject, .otherFunction].contains(reason),
           let general = readAnyShape(message) {
            reading = general
        }
        if case .event(_, _, _, _, let rest, _) = reading, LineLabel.deniesCall(Substring(rest)) { return .other(.skipped(.notAnEvent)) }
        return reading
    }

    /// The subject of `resolved` printed without a name: its owner in the dialect (an app
    /// delegate's callback is the app's), else one controller's when the log's callbacks are
    /// read so, else `nil`.
    func unnamedSubject(of resolved: Resolved) -> Subject? {
        if case .event(let name) = resolved, let owner = dialect.unnamedOwners[name] { return Subject(name: Substring(owner), address: nil) }
        return readsUnnamedCallbacks ? Subject(name: Substring(Self.unnamedController), address: nil) : nil
    }

    /// Reads a message in one of the shapes above.
    private func readShape(_ message: Substring) -> Reading {
        let text = Self.droppingDecoration(Self.droppingNumber(message))
        guard let parts = split(text) else { return .other(notAnEvent(text)) }
        let function = parts.function
        var (subject, rest) = (parts.subject, parts.rest)
        guard let resolved = resolve(function.text) else {
            // A function call shape whose name is no event (loadViewIfNeeded()) vs. plain prose,
            // and a key before a sentence (`Expected results: the view loads when shown`).
            let call = function.isSignature && subject != nil && !Self.isKeyBeforeSentence(function.text, rest)
            return .other(call ? .skipped(.otherFunction) : notAnEvent(text))
        }
        if labelsAnotherMethod(resolved, function: function.text, rest: rest) { return .other(.skipped(.otherFunction)) }
        guard let found = subject ?? unnamedSubject(of: resolved) else { return .other(.skipped(.noSubject)) }
        // Self's address after the function, beyond the controllers the event takes as arguments.
        var arguments = 0
        if case .event(let name) = resolved, let id = vocabulary.id(named: name) {
            arguments = vocabulary[id].parameters.filter { $0.type == .name || $0.type == .nameOrNil }.count
        }
        (subject, rest) = Self.addressed(found, in: rest, arguments: arguments)
        guard let subject else { return .other(.skipped(.noSubject)) }
        guard function.isSignature || Self.looksLikeArguments(rest, labeledTo: takesParent(resolved)) else { return .other(notAnEvent(text)) }
        // A selector with its argument glued after the colon (`didMoveToParent:Home`).
        // (Bytes first: this runs on every new message, and almost no function has a colon inside.)
        if let last = function.text.utf8.last, last != UInt8(ascii: ":"), function.text.utf8.contains(UInt8(ascii: ":")),
           !function.text.utf8.contains(UInt8(ascii: "(")), let colon = function.text.lastIndex(of: ":"),
           let argument = gluedArgument(of: Mention(range: function.text.startIndex..<function.text.index(after: colon), text: function.text[...colon],
                                                    resolved: resolved, methodClass: nil), in: function.text) {
            rest = Substring(argument + " " + rest)
        }
        return .event(key: subject.key, hasAddress: subject.address != nil, function: String(function.text), resolved: resolved, rest: String(rest),
                      call: CallLine(rest: rest))
    }

    /// A line that is no event: prose, or a callback's signature in a shape not read
    /// (`A ViewController viewDidLoad()`, a name of two words) or a line that starts with a
    /// callback's name (`viewDidLoad 0D2C7F77-…`, an identifier this reader does not know),
    /// counted apart so that a log read only in part says so.
    private func notAnEvent(_ text: Substring) -> LogLine {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        let namesCallback = words.enumerated().contains { index, word in
            guard index == 0 || Self.isSignature(word), case .event = resolve(word) else { return false }
            return true
        }
        return .skipped(namesCallback ? .unreadCallback : .notAnEvent)
    }
}
