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

    /// The event that a name in camel case of two words or more (`viewDidLoad`, `loadView`),
    /// an event's or an alias's, written `lowercased` names: how people also write them
    /// (`ViewDidLoad`, `viewWillDisAppear`, `VIEWDIDLOAD`); an event's name before an alias's,
    /// then a view-state callback without its `view` word (``shortViewNames(_:)``), and an
    /// event's Objective-C selector in Swift's spelling (`willMoveToParent:`) last. A name
    /// of one word (`init`, `present`) is an ordinary word too and matches only as written.
    func caseFoldedName(_ lowercased: String) -> String? {
        vocabulary.tables.caseFoldedNames[lowercased] ?? dialect.caseFoldedAliases[lowercased]
            ?? vocabulary.tables.shortViewNames[lowercased] ?? vocabulary.tables.selectorNames[lowercased]
    }

    /// Whether `name` is matched in any case: camel case of two words or more, in ASCII.
    static func foldsCase(_ name: String) -> Bool {
        // (Bytes: the dialect has hundreds of aliases.)
        name.utf8.dropFirst().contains(where: { $0 &- 65 < 26 }) && name.utf8.allSatisfy({ $0 < 128 })
    }

    /// Whether `word` is a source file and line in parentheses (`(Home.m:177)`, `(Home.swift:0)`).
    static func isSourceLocation(_ word: Substring) -> Bool {
        guard word.hasPrefix("("), word.hasSuffix(")"), let colon = word.lastIndex(of: ":") else { return false }
        let file = word[word.index(after: word.startIndex)..<colon], line = word[word.index(after: colon)..<word.index(before: word.endIndex)]
        guard let dot = file.lastIndex(of: "."), dot > file.startIndex, !line.isEmpty else { return false }
        return line.allSatisfy { $0.isASCII && $0.isNumber } && file[file.index(after: dot)...].allSatisfy { $0.isASCII && $0.isLetter }
    }

    /// Whether `text` is a frame of a backtrace: a frame number (`3`, `#3`, lldb's `frame #3:`),
    /// a code address alone within the next two words (`0x1003a4`, not `<Home: 0x1>`), and
    /// what only a frame has: an offset at the end (`-[Home viewDidLoad] + 561`), gdb's `in`
    /// after the address, lldb's `frame` with its `module`function`, or a module before the
    /// address and a method after it to the end (`2 UIKit 0x187eb8cc0 -[UINavigationController
    /// loadView]`, symbolicated without its offset). A counter before a
    /// controller and its address (`3 Home 0x7fa1 viewDidLoad`) is none of these. A crash
    /// reporter's frame names the source file and line instead of the address (Rollbar:
    /// `9 App "Home.m" line 34 in -[Home viewDidAppear:]`; Crashlytics: `0 Instabug
    /// -[IBGMethodSwizzler viewDidAppear:] (IBGMethodSwizzler.m:177)`), and Kotlin/Native
    /// writes `at` before the number (`at 4 shared 0x100e53f07 kfun:…#objc:viewWillLayoutSubviews + 1127`).
    static func isStackFrame(_ text: Substring) -> Bool {
        guard mayBeStackFrame(text) else { return false }
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        if words.first == "*" || words.first == "at" { words = words.dropFirst() }
        let lldb = words.first == "frame"
        if lldb { words = words.dropFirst() }
        guard var number = words.first else { return false }
        if number.hasPrefix("#") { number = number.dropFirst() }
        if number.hasSuffix(":") { number = number.dropLast() }
        // (lldb's `frame #` numbers a layout loop's overflowing stack past 9999; other frames have at most 4 digits.)
        guard !number.isEmpty, number.count <= (lldb ? 7 : 4), number.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
        let rest = words.dropFirst()
        // (A symbol before the location, as a frame has: `-[Home viewDidLoad]`, `(unknown)`.)
        if rest.count >= 3, let last = rest.last, isSourceLocation(last),
           let symbol = rest.dropLast().last, symbol.hasSuffix("]") || symbol.hasSuffix(")") { return true }
        if let line = rest.firstIndex(of: "line"), line > rest.startIndex, rest[rest.index(before: line)].hasSuffix("\""),
           rest.index(after: line) < rest.endIndex, rest[rest.index(after: line)].allSatisfy(\.isNumber),
           rest.index(line, offsetBy: 2) < rest.endIndex, rest[rest.index(line, offsetBy: 2)] == "in" { return true }
        guard let address = rest.prefix(2).firstIndex(where: { word in
            var word = word
            if word.hasSuffix(":") { word = word.dropLast() }
            return word.count > 3 && word.hasPrefix("0x") && word.dropFirst(2).allSatisfy(\.isHexDigit)
        }) else { return false }
        if lldb { return true }
        if rest.index(after: address) < rest.endIndex, rest[rest.index(after: address)] == "in" { return true }
        // A symbolicated frame without its offset: a module before the address, a method after it
        // to the end (Fabric's `2  UIKit  0x187eb8cc0 -[UINavigationController loadView]`).
        if address > rest.startIndex, rest.index(after: address) < rest.endIndex, let method = rest[rest.index(after: address)].first,
           method == "-" || method == "+", rest.last?.hasSuffix("]") == true { return true }
        guard rest.count >= 3, let offset = rest.last, rest[rest.index(before: rest.endIndex - 1)] == "+" else { return false }
        return offset.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Whether `text` may be a stack frame, from its first word alone: a frame's number
    /// (`3`, `#3`, `3:`), or a word that may come before it (`*`, `at`, `frame`). Most lines
    /// are told apart here, from their bytes, before ``isStackFrame(_:)`` splits them into words.
    private static func mayBeStackFrame(_ text: Substring) -> Bool {
        var utf8 = text.utf8[...]
        while let first = utf8.first, first == 32 || first == 9 { utf8 = utf8.dropFirst() }
        let word = utf8.prefix { $0 != 32 && $0 != 9 }
        if word.elementsEqual("*".utf8) || word.elementsEqual("at".utf8) || word.elementsEqual("frame".utf8) { return true }
        var digits = word[...]
        if digits.first == UInt8(ascii: "#") { digits = digits.dropFirst() }
        if digits.last == UInt8(ascii: ":") { digits = digits.dropLast() }
        return !digits.isEmpty && digits.count <= 4 && digits.allSatisfy { $0 &- 48 < 10 }
    }

    /// Whether `line`, as pasted (its backticks kept), is lldb's: its prompt and a command
    /// (`(lldb) disass -n "-[Home viewWillAppear:]"`), or its disassembly's heading, a module
    /// and a symbol (`UIKit`-[UIViewController viewWillAppear:]:`): the debugger's words about
    /// a method, no call of it.
    static func isDebuggerLine(_ line: Substring) -> Bool {
        if line.hasPrefix("(lldb)") { return true }
        guard line.hasSuffix(":"), let tick = line.firstIndex(of: "`"), tick > line.startIndex else { return false }
        return line[..<tick].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") })
            && line[line.index(after: tick)...].first.map({ $0 == "-" || $0 == "+" || $0.isLetter }) == true
    }

    /// The Objective-C name Swift gives a method whose signature starts `summary`, when its
    /// first argument has a label: `willMove(toParent:)` is `willMoveToParent:`,
    /// `viewWillTransition(to:with:)` `viewWillTransitionTo:with:` (its base, then the
    /// label capitalized). `nil` for a summary that starts with no such signature.
    static func swiftSelectorName(_ summary: String) -> String? {
        let base = summary.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
        guard let first = base.first, first.isLowercase, summary[base.endIndex...].first == "(" else { return nil }
        let label = summary[summary.index(after: base.endIndex)...].prefix { $0.isASCII && $0.isLetter }
        guard let initial = label.first, summary[label.endIndex...].first == ":" else { return nil }
        return base + initial.uppercased() + label.dropFirst()
    }

    /// The view-state callbacks among `names` (loading, appearance, layout) without their
    /// `view` word, case-folded, as notes shorten them (`willAppear`, `isAppearing`,
    /// `didLoad`): `willappear` for `viewWillAppear`. Only the verbs of a view's own state:
    /// `viewWillTransition(to:with:)` shortened would be the trait-collection callback.
    static func shortViewNames(_ names: Set<String>) -> [(String, String)] {
        let states = ["Appear", "Disappear", "Appearing", "Load", "Unload", "LayoutSubviews"]
        return names.compactMap { name -> (String, String)? in
            guard name.hasPrefix("view") else { return nil }
            let rest = name.dropFirst(4)
            guard let verb = ["Will", "Did", "Is"].first(where: { rest.hasPrefix($0) }),
                  states.contains(String(rest.dropFirst(verb.count))) else { return nil }
            return (rest.lowercased(), name)
        }
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

    /// Whether a prose line, `text`, is kept for the next line to complete as a warning: a
    /// sentence's end (`.`, `!`) ends it.
    static func keepsAsProse(_ text: Substring) -> Bool {
        text.utf8.count < 1024 && !text.hasSuffix(".") && !text.hasSuffix("!")
    }

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

    /// Whether `text` names an Objective-C exception and nothing else, as a crash reporter
    /// prints it above its reason (Crashlytics' `Fatal Exception: NSInvalidArgumentException`).
    static func isExceptionName(_ text: Substring) -> Bool {
        guard text.hasSuffix("Exception") else { return false }
        var name = text
        if let colon = text.firstIndex(of: ":") {
            guard text[..<colon].lowercased().hasSuffix("exception") else { return false }
            name = text[text.index(after: colon)...].trimmingBlanks()
        }
        return name.count > 11 && name.hasPrefix("NS") && name.hasSuffix("Exception")
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
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

    /// The log line a comment quotes (`//    VC1 viewWillAppear Called`, a console pasted into
    /// source as comments): the text after the `//`, when it is printed as a log line is (an
    /// `NSLog` prefix, UIKit's warning) or names a controller before its first callback, as a
    /// log line does. A comment on code is not one: code commented out
    /// (`// super.viewDidLoad()`), a directive (`// MARK: - viewDidLoad`), a callback named
    /// alone or first (`// viewDidLoad`, `// viewDidLoad: set up the views`) or in a sentence.
    func quotedInComment(_ text: Substring) -> Substring? {
        guard text.hasPrefix("//") else { return nil }
        let body = text.drop { $0 == "/" }.trimmingBlanks()
        // (Or the first line of a warning wrapped over the comment's lines: `// Warning: Attempt to present <B> on <A>`.)
        if UnifiedLogLine.nslogColumns(in: body) != nil || dialect.warnings.contains(where: { Self.containsIgnoringCase(body, $0.marker) })
            || Self.beginsAsMessage(body) { return body }
        // What `__func__` prints, `// -[ViewController viewDidLoad]`, is a method, no bullet;
        // a sentence after it makes it a comment on the method (`// -[Home viewDidLoad] must call super`).
        if body.hasPrefix("-[") || body.hasPrefix("+["), let (_, _, rest) = Self.method(at: body) {
            let after = LineLabel.read(rest, afterCallback: true)
            return after.label.count < 2 && after.sentenceWords == 0 ? body : nil
        }
        // (A bullet is no directive when a name comes before the callback: `// - Home viewWillDisappear`.)
        guard !body.isEmpty, !Self.isSourceCode(body), !Self.isDeclaration(body),
              !Self.commentDirectives.contains(where: { body.hasPrefix($0) }) || body.hasPrefix("--") || body.hasPrefix("- "),
              let first = mentions(in: body).first else { return nil }
        let (label, sentenceWords) = LineLabel.read(body[..<first.range.lowerBound])
        guard !label.isEmpty, sentenceWords == 0 else { return nil }
        // Words after the callback (beyond a log verb or a value) make it a comment on code:
        // `/// PresentedViewController의 ViewDidAppear 호출까지 await 후 진행`.
        let after = LineLabel.read(body[first.range.upperBound...], afterCallback: true)
        guard after.label.count < 2, after.sentenceWords == 0 else { return nil }
        return body
    }

    /// The text of the comment `text` when it completes a message of UIKit's that the comment
    /// line before it began, its fixed words wrapped between the two (`// Attempting to load the
    /// view of a view controller while it is deallocating` / `// is not allowed and may result in
    /// undefined behavior`).
    func completesCommentedMessage(_ text: Substring) -> Substring? {
        guard let previousProse else { return nil }
        let body = text.drop { $0 == "/" }.trimmingBlanks()
        let joined = Substring(previousProse + " " + body)
        return dialect.warnings.contains(where: { Self.containsIgnoringCase(joined, $0.marker) }) ? body : nil
    }

    /// Whether `text` begins as a log line does: with an `NSLog` prefix, or as one of UIKit's
    /// warnings (after a `Warning:` tag), not as a sentence that quotes one.
    func beginsAsLogLine(_ text: Substring) -> Bool {
        if UnifiedLogLine.nslogColumns(in: text) != nil { return true }
        let body = Self.withoutWarningTag(text)
        return dialect.warnings.contains { body.hasPrefix($0.opening ?? $0.marker) && Self.contains(body, $0.marker) }
    }

    /// The directives comments hold in source (`// MARK: - viewDidLoad`, `// TODO: …`, a
    /// bullet `// - viewDidLoad`; a run of dashes is a print's decoration, `// ------ Home viewDidLoad`).
    static let commentDirectives = ["MARK", "TODO", "FIXME", "NOTE", "WARNING", "swiftlint", "-"]

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

    /// `text` without a comment after what it logs: from a `//`, a rule of box-drawing dashes
    /// (`──`) or an arrow pointing back at it (`←`, `⬅`, `<--`) after a blank
    /// (`viewWillAppear   // 화면에 등장하기 직전`, `viewDidAppear(_:) ── 애니메이션 완료`,
    /// `viewDidLoad()   ← Setup UI, bind ViewModel`), and a note in brackets that ends the
    /// line after a gap, in words of a sentence (`viewDidLoad()   [One-time configuration]`),
    /// as notes annotate a callback; a comment says what it does, and names nothing.
    static func droppingTrailingComment(_ text: Substring) -> Substring {
        let bytes = text.utf8
        // (One pass over the bytes: `/`, `<`, `]`, or the lead byte of a box-drawing dash or an
        // arrow, U+2190…2BFF.)
        guard bytes.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "]") || $0 == 0xE2 }) else { return text }
        var previous: UInt8 = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t"), startsComment(bytes[index...]),
               !isArrow(bytes[index...]) || text[index...].split(whereSeparator: { $0 == " " || $0 == "\t" }).count >= 3 {
                let kept = text[..<index].trimmingBlanks()
                return kept.isEmpty ? text : kept
            }
            previous = byte
            index = bytes.index(after: index)
        }
        return droppingBracketedNote(text)
    }

    /// Whether `bytes` begin an arrow (`<--`, `←`, `⬅`) rather than `//` or a rule: its note
    /// needs two words or more to be one (`← Pause tasks`); one word is a name (`← Home`).
    private static func isArrow(_ bytes: Substring.UTF8View.SubSequence) -> Bool {
        bytes.starts(with: [UInt8(ascii: "<")]) || bytes.starts(with: [0xE2, 0x86, 0x90]) || bytes.starts(with: [0xE2, 0xAC, 0x85])
    }

    /// Whether `bytes` start a comment after a blank: `//`, two box-drawing dashes (`──`,
    /// `━━`, `══`, or a dash and a corner), an arrow pointing back (`←`, `⬅`) or `<--`.
    private static func startsComment(_ bytes: Substring.UTF8View.SubSequence) -> Bool {
        var iterator = bytes.makeIterator()
        guard let first = iterator.next(), let second = iterator.next() else { return false }
        switch first {
        case UInt8(ascii: "/"): return second == UInt8(ascii: "/")
        case UInt8(ascii: "<"): return second == UInt8(ascii: "-") && iterator.next() == UInt8(ascii: "-")
        case 0xE2:
            guard let third = iterator.next() else { return false }
            if second == 0x86 && third == 0x90 { return true }                 // ←
            if second == 0xAC && third == 0x85 { return true }                 // ⬅
            // ─ ━ (E2 94 80, E2 94 81), ═ (E2 95 90), then a dash or a corner.
            guard (second == 0x94 && (third == 0x80 || third == 0x81)) || (second == 0x95 && third == 0x90) else { return false }
            let rest = Array(bytes.dropFirst(3).prefix(3))
            return rest.count == 3 && rest[0] == 0xE2 && ((rest[1] == 0x94 && [0x80, 0x81, 0x90, 0x98].contains(rest[2])) || (rest[1] == 0x95 && rest[2] == 0x90))
        default: return false
        }
    }

    /// `text` without a note in brackets that ends it after a gap (two blanks or a tab), when
    /// the note is words of a sentence (three words or more, one of them lowercase:
    /// `[Called before every appearance]`), not a name (`[Screen 2]`, `[home screen]`,
    /// `[Home viewDidLoad]`).
    private static func droppingBracketedNote(_ text: Substring) -> Substring {
        let trimmed = text.trimmingBlanks()
        guard trimmed.last == "]", let open = trimmed.lastIndex(of: "["), open > trimmed.startIndex else { return text }
        let before = trimmed[..<open]
        guard before.hasSuffix("  ") || before.hasSuffix("\t"), !before.trimmingBlanks().isEmpty else { return text }
        let words = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
            .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "/" })
        guard words.count >= 3, words.contains(where: { $0.count > 1 && $0.allSatisfy { $0.isLetter && $0.isLowercase } }) else { return text }
        return before.trimmingBlanks()
    }

    /// Whether `function`, a word of lowercase letters closed by a colon (`results:`), comes
    /// before a sentence (three words or more): a key or a heading, as in `Expected results:
    /// it loads when shown`, not a selector (`shouldAutorotateToInterfaceOrientation:`)
    /// printed with its arguments.
    static func isKeyBeforeSentence(_ function: Substring, _ rest: Substring) -> Bool {
        guard function.last == ":", function.count > 1, function.dropLast().allSatisfy({ $0.isLetter && $0.isLowercase }) else { return false }
        return rest.split(whereSeparator: { $0 == " " || $0 == "\t" }).count >= 3
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

    /// Whether `text` contains `marker`, compared as UTF-8 bytes (Foundation's search costs
    /// more than the rest of a line's reading).
    static func contains(_ text: Substring, _ marker: String) -> Bool {
        var marker = marker
        return marker.withUTF8 { contains(text, $0) }
    }

    /// Whether `text` contains `marker`, its ASCII letters compared without case: people
    /// retype UIKit's messages (`unbalanced calls to begin/end appearance transitions`).
    static func containsIgnoringCase(_ text: Substring, _ marker: String) -> Bool {
        var needle = marker
        return needle.withUTF8 { needle in
            text.utf8.withContiguousStorageIfAvailable { firstMatchIgnoringCase($0, needle) != nil }
        } ?? (rangeIgnoringCase(text, marker) != nil)
    }

    /// Where `marker` first is in `text`, its ASCII letters compared without case.
    static func rangeIgnoringCase(_ text: Substring, _ marker: String) -> Range<Substring.Index>? {
        let haystack = Array(text.utf8), needle = Array(marker.utf8)
        guard let offset = haystack.withUnsafeBufferPointer({ h in needle.withUnsafeBufferPointer { firstMatchIgnoringCase(h, $0) } }) else {
            return nil
        }
        let start = text.utf8.index(text.startIndex, offsetBy: offset)
        return start..<text.utf8.index(start, offsetBy: needle.count)
    }

    /// `text` with `marker`, found without case, in the marker's own case (the rest as it is).
    static func inMarkerCase(_ text: Substring, _ marker: String) -> Substring {
        guard let range = rangeIgnoringCase(text, marker), text[range] != marker else { return text }
        return Substring(text[..<range.lowerBound] + marker + text[range.upperBound...])
    }

    /// The offset of the first match of `needle` in `haystack`, ASCII letters matched in
    /// either case.
    static func firstMatchIgnoringCase(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Int? {
        @inline(__always) func folded(_ byte: UInt8) -> UInt8 { byte &- 65 < 26 ? byte | 0x20 : byte }
        guard let first = needle.first.map(folded) else { return 0 }
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where folded(haystack[start]) == first {
            var matched = 1
            while matched < needle.count, folded(haystack[start + matched]) == folded(needle[matched]) { matched += 1 }
            if matched == needle.count { return start }
        }
        return nil
    }

    /// Whether `text` contains the bytes `needle`.
    static func contains(_ text: Substring, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable({ haystack -> Bool in
            guard let first = needle.first else { return true }
            guard haystack.count >= needle.count else { return false }
            var start = 0
            while start <= haystack.count - needle.count {
                if haystack[start] == first {
                    var matched = 1
                    while matched < needle.count, haystack[start + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { return true }
                }
                start += 1
            }
            return false
        }) {
            return found
        }
        let haystack = text.utf8
        guard let first = needle.first, haystack.count >= needle.count else { return needle.isEmpty }
        var index = haystack.startIndex
        while let start = haystack[index...].firstIndex(of: first) {
            if haystack[start...].starts(with: needle) { return true }
            index = haystack.index(after: start)
        }
        return false
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

    // MARK: - Shapes

    /// A controller on a line: its class (or label) and address.
    struct Subject {
        var name: Substring
        var address: Substring?
        var key: String { address.map { "\(Self.className(name))@\($0)" } ?? String(name) }
        /// The class without its module or generic arguments: `MyApp.List<MyApp.Item>` is `List`.
        static func className(_ name: Substring) -> Substring {
            // Bytes, not Characters: this runs several times on every new message.
            let bytes = name.utf8
            let end = bytes.firstIndex(of: UInt8(ascii: "<")) ?? name.endIndex
            // After the last `.` but trailing ones (`A.B.` is `B`); all dots, or none: the whole.
            var last = end
            while last > bytes.startIndex, bytes[bytes.index(before: last)] == UInt8(ascii: ".") { bytes.formIndex(before: &last) }
            guard last > bytes.startIndex else { return name[..<end] }
            var first = last
            while first > bytes.startIndex, bytes[bytes.index(before: first)] != UInt8(ascii: ".") { bytes.formIndex(before: &first) }
            return name[first..<last]
        }
    }

    /// A function name on a line, and whether it has a call's shape (`f(_:)`, `f:`, `-[C f]`).
    struct Function {
        var text: Substring
        var isSignature: Bool
    }

    enum Resolved: Sendable, Equatable { case event(String), endOfLife }

    /// A warning's text in at most `limit` characters: whole, or cut at a word's end with
    /// "…"; the controller UIKit named at the end of a long warning is kept whole, with the
    /// words that introduce it (`… View controller: <App.Home: 0x1>`), so the message
    /// quotes both the callback (at its start) and the controller.
    static func shortened(_ text: Substring, limit: Int = 300) -> String {
        guard text.count > limit else { return String(text) }
        var tail = ""
        if let last = objectRanges(in: text).last, text.distance(from: text.startIndex, to: last.range.lowerBound) > limit / 2 {
            var start = last.range.lowerBound
            if let sentence = text[..<start].lastIndex(where: { $0 == "." || $0 == "!" }),
               text.distance(from: sentence, to: start) < 60 {
                start = text.index(after: sentence)
            }
            tail = " … " + String(text[start...].trimmingBlanks())
        }
        let head = text.prefix(max(limit - tail.count, limit / 3))
        let cut = head.lastIndex(of: " ").map { head[..<$0] } ?? head
        return String(cut) + (tail.isEmpty ? " …" : tail)
    }

    /// Whether the subject `key` names is of a class the dialect says is no subject (a view).
    static func isOtherObject(_ key: String, dialect: LogDialect) -> Bool {
        let className = ControllerIdentities.className(of: key)
        return dialect.otherObjectSuffixes.contains { className.hasSuffix($0) }
    }

    /// The display name of `subject`: its identity, process and generation.
    func name(of subject: Subject) -> String { identities.name(of: subject.key) }

    /// `subject` with its address when the line gives it after the function: `self` printed
    /// whole (an object of the same class, when the line prints more objects than the
    /// event's `arguments` controllers, so an argument is never taken for self) or as a bare
    /// `%p` right after; and the rest without it. A subject that has its address, or a line
    /// without one, is kept. Where the event takes no controller, the one object the line
    /// prints right after it is self whatever the word before the function (`Aspect
    /// viewWillAppear <App.Home: 0x…>`, `Hook viewDidLoad <…>`: a tag), unless it prints its
    /// properties as a view does (`<UIView: 0x…; frame = …>`), which no controller's
    /// description has; an object after other words is something the line prints of it
    /// (`Home viewWillAppear nav: <UINavigationController: 0x1>`).
    static func addressed(_ subject: Subject, in rest: Substring, arguments: Int) -> (Subject, Substring) {
        guard subject.address == nil else { return (subject, rest) }
        var index = rest.startIndex
        if arguments == 0, case let printed = objectRanges(in: rest), printed.count == 1, let (object, range) = printed.first,
           rest[..<range.lowerBound].utf8.allSatisfy({ $0 == 32 || $0 == 9 }), !rest[range].utf8.contains(UInt8(ascii: ";")) {
            return (object, rest[range.upperBound...].trimmingBlanks())
        }
        let spare = objects(in: rest).count > arguments
        while spare, let open = rest[index...].firstIndex(of: "<") {
            if let (object, after) = object(at: rest[open...]), Subject.className(object.name) == Subject.className(subject.name) {
                return (object, (rest[..<open] + after).trimmingBlanks())
            }
            index = rest.index(after: open)
        }
        let (word, after) = Self.word(rest)
        if word.count > 2, word.hasPrefix("0x"), word.dropFirst(2).allSatisfy(\.isHexDigit) {
            return (Subject(name: subject.name, address: word), after)
        }
        return (subject, rest)
    }

    /// Drops `12: `, `12. `, `[12] ` before a message.
    static func droppingNumber(_ text: Substring) -> Substring {
        let bytes = text.utf8
        var index = bytes.startIndex
        if bytes.first == UInt8(ascii: "[") { bytes.formIndex(after: &index) }
        let digitsStart = index
        while index < bytes.endIndex, bytes[index] &- 48 < 10 { bytes.formIndex(after: &index) }
        guard index > digitsStart, index < bytes.endIndex, case let mark = bytes[index],
              mark == UInt8(ascii: ":") || mark == UInt8(ascii: ".") || mark == UInt8(ascii: ")") || mark == UInt8(ascii: "]") else { return text }
        let after = text[bytes.index(after: index)...]
        guard after.utf8.first == 32 || after.utf8.first == 9 else { return text }
        return after.trimmingBlanks()
    }

    /// Log levels that logging macros put before a message: `[INFO] `, `[DEBUG] `.
    static let levelTags: Set<Substring> = ["INFO", "DEBUG", "TRACE", "VERBOSE", "NOTICE", "WARN", "WARNING", "ERROR", "DEFAULT", "I", "D", "V", "W", "E"]

    /// Drops what logging wrappers put around a message: runs of `-`, `=`, `*`, `~`, `#`
    /// around it (`---- [SecondVC : viewDidLoad] ----`), a leading mark with no letter or
    /// digit (`🟢 `, `▶︎ `), a level tag (`[INFO] `), a category tag before a printed object
    /// (`[Lifecycle] <MyApp.Home: 0x…> …`), brackets around the whole message
    /// (`[SecondVC : viewDidLoad]`) and parentheses around a method (`(-[Home viewDidLoad]) - Called …`).
    static func droppingDecoration(_ text: Substring) -> Substring {
        // Bytes, not Characters, where the marks sought are ASCII: this runs on every new message.
        func isRule(_ word: Substring) -> Bool {
            word.utf8.count >= 2 && word.utf8.allSatisfy { $0 == 45 || $0 == 61 || $0 == 42 || $0 == 126 || $0 == 35 }
        }
        var text = text
        var (first, rest) = word(text)
        if !rest.isEmpty, !hasLetterOrDigit(first), !first.utf8.contains(UInt8(ascii: "<")), !first.utf8.contains(UInt8(ascii: "[")) {
            text = rest
            (first, rest) = word(text)
        }
        if isRule(first), !rest.isEmpty { text = rest }
        // (Not before a method: `[Detail] -[Base viewDidLoad]` names the runtime class.)
        if text.utf8.first == UInt8(ascii: "["), let close = text.utf8.firstIndex(of: UInt8(ascii: "]")), !text.utf8[..<close].contains(32),
           case let after = text[text.utf8.index(after: close)...].trimmingBlanks(), after.utf8.first == UInt8(ascii: "<") {
            text = after
        }
        if let end = text.utf8.lastIndex(where: { $0 == 32 || $0 == 9 }), isRule(text[text.utf8.index(after: end)...]) {
            text = text[..<end].trimmingBlanks()
        }
        if text.utf8.first == UInt8(ascii: "["), let close = text.utf8.firstIndex(of: UInt8(ascii: "]")),
           levelTags.contains(text[text.utf8.index(after: text.startIndex)..<close]) {
            text = text[text.utf8.index(after: close)...].trimmingBlanks()
        }
        if case let bytes = text.utf8, bytes.first == UInt8(ascii: "["), bytes.last == UInt8(ascii: "]"), bytes.count > 2,
           !bytes.dropFirst().contains(UInt8(ascii: "[")), bytes.firstIndex(of: UInt8(ascii: "]")) == bytes.index(before: bytes.endIndex) {
            text = text[bytes.index(after: bytes.startIndex)..<bytes.index(before: bytes.endIndex)].trimmingBlanks()
        }
        // A label glued to a method: `方法:-[Home viewDidLoad]` (a word, dropped) or
        // `FeedViewController:-[BaseViewController viewDidLoad]` (the runtime class, kept as the label).
        if let (colon, afterColon) = labelColon(in: text), colon > text.startIndex, text.utf8[afterColon...].starts(with: [45, 91]) {
            let label = text[..<colon], method = text[afterColon...]
            text = label.utf8.allSatisfy({ $0 < 128 }) && isLabel(label) ? Substring(label + " " + method) : method
        }
        // A word glued to a method, or a number before it: `HomeVC-[BaseVC viewDidLoad]`
        // (`NSLog(@"%@-%s", self.class, __func__)`: the runtime class, kept as the label, as
        // with a blank), `111-[Home viewDidLoad]`, `111 -[Home viewDidLoad]` (`NSLog(@"111%s",
        // __func__)`: a number, dropped; the method names the class).
        if let method = gluedMethod(in: text), !isBlockSymbol(text[method...]) {
            let label = text[..<method].reversed().drop { $0 == "-" }.reversed()
            let word = Substring(String(label))
            text = word.allSatisfy(\.isASCII) && isLabel(word) ? Substring(word + " " + text[method...]) : text[method...]
        } else if let first = text.utf8.first, first >= 48, first <= 57,
                  case let (number, rest) = word(text), number.utf8.allSatisfy({ $0 &- 48 < 10 }),
                  rest.utf8.starts(with: [45, 91]) || rest.utf8.starts(with: [43, 91]) {
            text = rest
        }
        if text.utf8.starts(with: [40, 45, 91]) || text.utf8.starts(with: [40, 43, 91]), let close = text.range(of: "])") {
            text = text[text.index(after: text.startIndex)..<text.index(after: close.lowerBound)] + text[close.upperBound...]
        }
        return text
    }

    /// Whether `text` starts with a method whose block's symbol it is: `-[Home viewDidLoad]_block_invoke`
    /// (as `__29-[Home viewDidLoad]_block_invoke` prints a block the callback made).
    static func isBlockSymbol(_ text: Substring) -> Bool {
        guard let close = text.firstIndex(of: "]") else { return false }
        return text[text.index(after: close)...].hasPrefix("_block_invoke")
    }

    /// Whether `word` has a letter or a digit (of any script).
    static func hasLetterOrDigit(_ word: Substring) -> Bool {
        if word.utf8.allSatisfy({ $0 < 128 }) {
            return word.utf8.contains { $0 &- 48 < 10 || ($0 | 0x20) &- 97 < 26 }
        }
        return word.contains { $0.isLetter || $0.isNumber }
    }

    /// The first `:` or `：` of `text` before any blank or `[`, and where what follows it starts.
    private static func labelColon(in text: Substring) -> (Substring.Index, Substring.Index)? {
        let bytes = text.utf8
        var index = bytes.startIndex
        while index < bytes.endIndex {
            switch bytes[index] {
            case 32, 9, UInt8(ascii: "["): return nil
            case UInt8(ascii: ":"): return (index, bytes.index(after: index))
            case 0xEF:
                // `：` (U+FF1A) is EF BC 9A.
                let second = bytes.index(after: index)
                if second < bytes.endIndex, bytes[second] == 0xBC, case let third = bytes.index(after: second), third < bytes.endIndex, bytes[third] == 0x9A {
                    return (index, bytes.index(after: third))
                }
            default: break
            }
            bytes.formIndex(after: &index)
        }
        return nil
    }

    /// Where a method `-[…]` / `+[…]` starts inside the first word of `text`, after something
    /// glued to it (not a `label:`, read above), or `nil`. Bytes, not Characters: it runs on
    /// every new message.
    private static func gluedMethod(in text: Substring) -> Substring.Index? {
        let bytes = text.utf8
        var index = bytes.startIndex
        var previous: UInt8 = 0
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == 32 || byte == 9 { return nil }
            if byte == UInt8(ascii: "["), previous == UInt8(ascii: "-") || previous == UInt8(ascii: "+") {
                let start = bytes.index(before: index)
                guard start > bytes.startIndex, bytes[bytes.index(before: start)] != UInt8(ascii: ":"),
                      !text[..<start].hasSuffix("："), bytes[index...].contains(UInt8(ascii: "]")) else { return nil }
                return start
            }
            previous = byte
            index = bytes.index(after: index)
        }
        return nil
    }

    /// `-[Class selector]` / `+[Class selector]` (`-[Class(Category) selector]`) at the start
    /// of `text`: the class, the selector and what follows.
    static func method(at text: Substring) -> (Substring, Substring, Substring)? {
        guard text.hasPrefix("-[") || text.hasPrefix("+["), let close = text.firstIndex(of: "]") else { return nil }
        let inside = text[text.index(text.startIndex, offsetBy: 2)..<close].split(separator: " ", maxSplits: 1)
        guard inside.count == 2 else { return nil }
        let className = inside[0].split(separator: "(").first ?? inside[0]
        return (className, inside[1], text[text.index(after: close)...].trimmingBlanks())
    }

    /// The subject, function and rest of a line, in any of the shapes above.
    private func split(_ text: Substring) -> (subject: Subject?, function: Function, rest: Substring)? {
        // A log's level names nothing: `WARNING -> applicationDidReceiveMemoryWarning()`, `INFO: -[Home viewDidLoad]`.
        var text = text
        while case let (first, rest) = Self.word(text), !rest.isEmpty, LineLabel.isLevelTag(first.last == ":" ? first.dropLast() : first) {
            text = Self.droppingSeparator(rest)
        }
        // -[Class selector] / +[Class selector]
        if let (className, selector, rest) = Self.method(at: text) {
            // (A block's symbol is read by its callback token, and skipped.)
            if Self.isBlockSymbol(text) { return nil }
            // A macro that prints the method and then self: `-[Home viewDidLoad] … <App.Home: 0x…>`.
            // A swizzled implementation prints the class it is written in, a base class or a
            // category of UIViewController (`-[UIViewController xxx_viewWillAppear:]`): the
            // object after it is the controller, or none is named.
            let swizzled = isSwizzled(selector)
            if let open = rest.firstIndex(of: "<"), let (object, after) = Self.object(at: rest[open...]),
               swizzled || Subject.className(object.name) == Subject.className(className) {
                return (object, Function(text: selector, isSignature: true), rest[..<open] + after)
            }
            return (swizzled ? nil : Subject(name: className, address: nil), Function(text: selector, isSignature: true), rest)
        }
        // <Class: 0x…> function …
        if let (object, after) = Self.object(at: text) {
            let rest = Self.droppingSeparator(after)
            // <Class: 0x…> -[Class selector]: `NSLog(@"%@ %s", self, __func__)`.
            if let (_, selector, afterMethod) = Self.method(at: rest) {
                return (object, Function(text: selector, isSignature: true), afterMethod)
            }
            let (word, remainder) = Self.word(rest)
            guard !word.isEmpty else { return nil }
            return (object, Function(text: word, isSignature: Self.isSignature(word)), remainder)
        }
        let (first, afterFirst) = Self.word(text)
        guard !first.isEmpty else { return nil }
        let rest = Self.droppingSeparator(afterFirst)
        // Label -[Class selector]: `NSLog(@"%@ %s", self.class, __func__)`. The label is the
        // runtime class; the method's class is where the method is implemented (maybe a base class).
        let unbracketed = first.first == "[" && first.last == "]" && first.count > 2 ? first.dropFirst().dropLast() : first
        // (A log line's verb names nothing: `Called -[Home viewDidLoad]` is Home's.)
        if let (_, selector, after) = Self.method(at: rest), Self.isLabel(unbracketed) {
            guard !LineLabel.isVerb(unbracketed, afterCallback: false) else { return split(rest) }
            return (Subject(name: unbracketed, address: nil), Function(text: selector, isSignature: true), after)
        }
        // function <Class: 0x…> …
        if let (object, after) = Self.object(at: rest), resolve(first) != nil {
            return (object, Function(text: first, isSignature: Self.isSignature(first)), after)
        }
        // Class.function(…): a type name and #function in one word.
        if let dot = first.lastIndex(of: "."), dot > first.startIndex,
           case let function = first[first.index(after: dot)...], Self.isSignature(function) || rest.isEmpty,
           resolve(function) != nil, Self.isLabel(first[..<dot]) {
            return (Subject(name: first[..<dot], address: nil), Function(text: function, isSignature: Self.isSignature(function)), rest)
        }
        // Label:function in one word, the label naming the controller: `画面A:viewDidLoad()`,
        // `Home:viewDidLoad` (`print("画面A:" + #function)`); marks before the label are dropped.
        // A number there is a line number (`print("\(#line):\(#function)")`), not a controller.
        if let colon = first.firstIndex(where: { $0 == ":" || $0 == "：" }), colon > first.startIndex,
           case let function = first[first.index(after: colon)...], !function.isEmpty, resolve(function) != nil,
           case let label = first[..<colon].drop(while: { !$0.isLetter && !$0.isNumber && $0 != "_" }), !label.isEmpty {
            if label.allSatisfy({ $0.isASCII && $0.isNumber }), rest.isEmpty {
                return (nil, Function(text: function, isSignature: Self.isSignature(function)), rest)
            }
            if Self.isLabel(label) {
                return (Subject(name: label, address: nil), Function(text: function, isSignature: Self.isSignature(function)), rest)
            }
        }
        // A lone function: a callback without a controller.
        if rest.isEmpty { return resolve(first) != nil ? (nil, Function(text: first, isSignature: Self.isSignature(first)), rest) : nil }
        // Label function …
        let (second, remainder) = Self.word(rest)
        var label = first.last == ":" ? first.dropLast() : first
        if label.first == "[", label.last == "]" { label = label.dropFirst().dropLast() }   // [HomeViewController] viewDidLoad()
        // (A log line's verb names nothing: `Method viewDidLoad`, `Метод viewDidLoad`.)
        guard Self.isLabel(label), !second.isEmpty, !LineLabel.isVerb(label, afterCallback: false) else { return nil }
        return (Subject(name: label, address: nil), Function(text: second, isSignature: Self.isSignature(second)), remainder)
    }

    /// `<MyApp.Home: 0x7f8b4c00a000>` (or `<MyApp.Home: 0x…; more>`, `<MyApp.Home 0x…>`) at the start of `text`, and what follows.
    static func object(at text: Substring) -> (Subject, Substring)? {
        // The closing `>` that matches, past a generic class's own (`<MyApp.List<MyApp.Item>: 0x…>`).
        // Bytes, not Characters: this runs on every `<` of every new message.
        let bytes = text.utf8
        guard bytes.first == UInt8(ascii: "<") else { return nil }
        var depth = 0, colon: Substring.Index?, close: Substring.Index?
        var index = bytes.startIndex
        scan: while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ">"):
                depth -= 1
                if depth == 0 { close = index; break scan }
            case UInt8(ascii: ":") where depth == 1 && colon == nil: colon = index
            default: break
            }
            bytes.formIndex(after: &index)
        }
        guard let close else { return nil }
        let open = bytes.index(after: bytes.startIndex)
        guard let colon, colon < close else {
            // A class and its address without the colon, as UIKit prints the navigation
            // controller of a refused push (`called on <UINavigationController 0x…> while …`).
            let (className, address) = word(text[open..<close].trimmingBlanks())
            guard isAddress(address), isLabel(className) else { return nil }
            return (Subject(name: className, address: address), text[bytes.index(after: close)...].trimmingBlanks())
        }
        // The address: after the colon and blanks, up to `;`, a blank or `>`.
        var start = bytes.index(after: colon)
        while start < close, bytes[start] == 32 || bytes[start] == 9 || bytes[start] == 13 { bytes.formIndex(after: &start) }
        var last = close
        while last > start, case let byte = bytes[bytes.index(before: last)], byte == 32 || byte == 9 || byte == 13 { bytes.formIndex(before: &last) }
        var end = start
        while end < last, bytes[end] != UInt8(ascii: ";"), bytes[end] != 32, bytes[end] != UInt8(ascii: ">") { bytes.formIndex(after: &end) }
        let address = text[start..<end]
        let className = text[open..<colon].trimmingBlanks()   // `< Home: 0x1 >`, as some pages space it
        guard !className.isEmpty, !className.utf8.prefix(while: { $0 != UInt8(ascii: "<") }).contains(32),
              Self.isAddress(address) else { return nil }
        return (Subject(name: className, address: address), text[bytes.index(after: close)...].trimmingBlanks())
    }

    /// Whether `word` is `0x` and hexadecimal digits.
    static func isAddress(_ word: Substring) -> Bool {
        let bytes = word.utf8
        guard bytes.count > 2, bytes.starts(with: [48, 120]) else { return false }
        return bytes.dropFirst(2).allSatisfy { $0 &- 48 < 10 || ($0 | 0x20) &- 97 < 6 }
    }

    /// The first blank-separated word of `text`, and the rest.
    static func word(_ text: Substring) -> (Substring, Substring) {
        let end = text.utf8.firstIndex { $0 == 32 || $0 == 9 } ?? text.endIndex
        return (text[..<end], text[end...].trimmingBlanks())
    }

    /// Drops a separator between a controller and its callback: `-`, `–`, `—`, `:`, `|`,
    /// `->`, `=>`, `--->`, `>>` (a word of such marks only).
    static func droppingSeparator(_ text: Substring) -> Substring {
        let (word, rest) = word(text)
        return !word.isEmpty && word.allSatisfy({ "-–—:|>=·~".contains($0) }) ? rest : text
    }

    /// A class name or label: letters, digits, `_`, `.`, `#`, `@`, `-`, starting with a letter or `_`.
    static func isLabel(_ text: Substring) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || "_.#@-$".contains($0) }
    }

    /// Whether `word` has a call's shape: `name(…)` or a selector `name:` / `name:with:`.
    static func isSignature(_ word: Substring) -> Bool {
        let word = unquoted(word)
        return (word.contains("(" as Character) && word.last == ")") || (word.last == ":" && !word.hasPrefix(":"))
    }

    /// `word` without the double quotes `debugPrint` puts around a string (`"viewDidLoad()"`).
    static func unquoted(_ word: Substring) -> Substring {
        word.count > 2 && word.first == "\"" && word.last == "\"" ? word.dropFirst().dropLast() : word
    }

    /// Whether what follows a bare callback name reads as its arguments, not as a sentence.
    /// `labeledTo`: the callback's controller argument is labelled `to…` (`willMove(toParent:)`),
    /// whose preposition may come before the argument (`willMove to (null)`, `didMove to nil`).
    static func looksLikeArguments(_ rest: Substring, labeledTo: Bool = false) -> Bool {
        if labeledTo, rest.hasPrefix("to "), case let argument = rest.dropFirst(3).trimmingBlanks(), !argument.isEmpty {
            return looksLikeArguments(argument)
        }
        guard let first = rest.first else { return true }
        if "(<{[".contains(first) || rest.hasPrefix("Optional(") { return true }   // also `(null)`, %@ of nil
        return rest.split(separator: " ").allSatisfy { token in
            token.contains("=" as Character) || ["true", "false", "YES", "NO", "nil", "animated:", "animated"].contains(token)
        }
    }

    /// Whether `text` quotes a callback as Markdown inline code in running text (`` In
    /// `viewWillAppear(_:)` we reload ``, `` - `loadView()` 即加载控制器管理的 view。``): a
    /// mention, not a log line. A log line pasted into Markdown is fenced, or is inline code
    /// of its own; a span that holds only a callback's name, with two words or more of text
    /// outside the spans, is someone writing about the callback. A span that names the
    /// controller (`` `Home.viewDidAppear()` ``), spans joined by arrows alone (a chain) and
    /// fenced code are not such quotes.
    func quotesCallbackInProse(_ text: Substring) -> Bool {
        guard text.range(ofLiteral: "```") == nil else { return false }
        var quotes = false
        var outside = ""
        var rest = text
        while let open = rest.firstIndex(of: "`") {
            outside += rest[..<open]
            let inside = rest[rest.index(after: open)...]
            guard let close = inside.firstIndex(of: "`") else { outside += inside; rest = ""; break }
            if !quotes, Self.isBareCallback(inside[..<close].trimmingBlanks()), resolve(inside[..<close].trimmingBlanks()) != nil { quotes = true }
            outside += " "
            rest = inside[inside.index(after: close)...]
        }
        guard quotes else { return false }
        outside += rest
        let words = LogMarkup.droppingLeadingMarks(Substring(outside))
            .split { !($0.isLetter || $0.isNumber || $0 == "_") }
            .filter { $0.contains(where: \.isLetter) }
        return words.count >= 2
    }

    /// Whether `text` is a callback's name alone: an identifier, with `(…)` or selector
    /// parts (`viewDidLoad`, `viewWillAppear(_:)`, `viewWillAppear:`), no type or object.
    static func isBareCallback(_ text: Substring) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter || first == "_" else { return false }
        let name = text.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        let tail = text[name.endIndex...]
        if tail.isEmpty { return true }
        if tail.first == "(" { return tail.last == ")" && tail.count <= 48 && !tail.dropFirst().contains("(") }
        return tail.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ":") } && tail.first == ":"
    }

    /// Whether the event `resolved` takes a parent (the dialect's ``LogDialect/structureParameter``),
    /// as `willMove(toParent:)` does.
    private func takesParent(_ resolved: Resolved) -> Bool {
        guard case .event(let name) = resolved, let id = vocabulary.id(named: name) else { return false }
        return vocabulary[id].parameters.contains { $0.name == dialect.structureParameter }
    }

    /// Whether the callback `function` (resolved as `resolved`) is written with the argument
    /// label of another method of the same name: UIView's `willMove(toWindow:)` and
    /// `willMove(toSuperview:)` are no controller's `willMove(toParent:)`. The label is the
    /// signature's (`willMove(toWindow:)`) or the word after the name (`willMove toWindow: nil`);
    /// a label `to…` that does not name the callback's controller parameter is another method's.
    func labelsAnotherMethod(_ resolved: Resolved, function: Substring, rest: Substring) -> Bool {
        guard case .event(let name) = resolved, let id = vocabulary.id(named: name),
              let parameter = vocabulary[id].parameters.first(where: { $0.type == .name || $0.type == .nameOrNil }) else { return false }
        let label: Substring
        if let open = function.firstIndex(of: "(") {
            label = function[function.index(after: open)...].prefix { $0 != ":" && $0 != ")" }
        } else {
            let word = Self.word(rest.trimmingBlanks()).0
            guard word.last == ":" else { return false }
            label = word.dropLast()
        }
        let lowered = label.lowercased()
        return lowered.hasPrefix("to") && lowered.count > 2 && !lowered.contains(parameter.name.lowercased())
    }

    /// The event a function name is, or the end of a subject's life.
    func resolve(_ function: Substring) -> Resolved? {
        let function = Self.unquoted(function)
        if let name = dialect.aliases[String(function)] { return .event(name) }
        if dialect.otherObjectFunctions.contains(String(function)) { return nil }
        var base = function
        if let paren = function.firstIndex(of: "(") {
            guard function.last == ")" else { return nil }
            base = function[..<paren]
        } else if let colon = function.firstIndex(of: ":") {
            base = function[..<colon]
        }
        if let name = dialect.aliases[String(base)] { return .event(name) }
        if eventNames.contains(String(base)) { return .event(String(base)) }
        if dialect.endsOfLife.contains(String(base)) { return .endOfLife }
        // A swizzled implementation, named for the callback it replaces behind a swizzle's
        // prefix (`xxx_viewWillAppear:`, `swizzled_viewDidAppear(_:)`, `lc_viewDidLoad()`;
        // ``isSwizzlePrefix(_:)``): UIKit's call of that callback runs it.
        if let underscore = base.lastIndex(of: "_"), case let prefix = base[..<underscore], Self.isSwizzlePrefix(prefix) {
            let callback = String(base[base.index(after: underscore)...])
            if let name = dialect.aliases[callback] { return .event(name) }
            if eventNames.contains(callback) { return .event(callback) }
        }
        // A creation or an end of life capitalized as a word (`Home Init`, `Home Deinit`), one
        // word each, so no other case of them is read (`INIT` is a log's tag).
        if let first = base.utf8.first, first &- 65 < 26, base.utf8.dropFirst().allSatisfy({ $0 &- 97 < 26 }) {
            let lower = base.lowercased()
            if dialect.creationEvents.contains(lower), eventNames.contains(lower) { return .event(lower) }
            if dialect.endsOfLife.contains(lower) { return .endOfLife }
        }
        // A type's name, capitalized and ending in `Controller`, that spells an event named like
        // a property (`RootViewController`, `rootViewController`) is the class. (Capitalized
        // selectors, as .NET binds them, are the events they name: `AddChildViewController`.)
        if let first = base.utf8.first, first &- 65 < 26, base.hasSuffix("Controller"),
           let folded = vocabulary.tables.caseFoldedNames[base.lowercased()], folded.hasSuffix("Controller") { return nil }
        // Written in another case (`ViewDidLoad`, `viewWillDisAppear`), with its words run together.
        if base.utf8.count <= 48, let name = caseFoldedName(base.lowercased()) { return .event(name) }
        // Misspelt by one slip (`viewDidApper`, `viewDidLauoutSubviews`, `viewWillDissapear`).
        if let name = misspeltName(base) { return .event(name) }
        return nil
    }

    /// Whether `prefix` is what a swizzled implementation's name begins with: a project's
    /// prefix of up to four letters in lower case (`lc`, `mrc`, `xxx`), or a word that says it
    /// swizzles or hooks (`swizzled`); not a word that says when or what (`test_`, `before_`).
    static func isSwizzlePrefix(_ prefix: Substring) -> Bool {
        guard let first = prefix.utf8.first, first &- 97 < 26,
              prefix.utf8.allSatisfy({ $0 &- 97 < 26 || $0 &- 48 < 10 || $0 == 95 }) else { return false }
        if prefix.contains("swizzl") || prefix.contains("hook") { return true }
        return prefix.utf8.count <= 4 && !notSwizzlePrefixes.contains(String(prefix))
    }

    /// Short words that say when or what before a callback's name, not a swizzle's prefix.
    static let notSwizzlePrefixes: Set<String> = ["test", "pre", "post", "on", "did", "will", "log", "call", "do", "at", "end", "exit"]

    /// Whether `function` names a callback as a swizzled implementation of it does, behind a
    /// prefix (`xxx_viewWillAppear:`; ``resolve(_:)``).
    func isSwizzled(_ function: Substring) -> Bool {
        let base = function.prefix { $0 != "(" && $0 != ":" }
        guard let underscore = base.lastIndex(of: "_"), underscore > base.startIndex,
              Self.isSwizzlePrefix(base[..<underscore]) else { return false }
        return dialect.aliases[String(base)] == nil && !eventNames.contains(String(base)) && resolve(function) != nil
    }

    /// The callback `word` is, misspelt: one letter left out, added or changed, or two
    /// swapped, in any case, from the name of exactly one callback of ten letters or more
    /// (`viewDidApper` is `viewDidAppear`), its first letter kept; `nil` when no name, or
    /// more than one, is so near.
    func misspeltName(_ word: Substring) -> String? {
        let count = word.utf8.count
        guard count >= VocabularyTables.misspeltNameLength - 1, count <= 48, let first = word.utf8.first.map({ $0 | 0x20 }),
              word.utf8.allSatisfy({ $0 < 128 && ($0 | 0x20 >= 97 && $0 | 0x20 <= 122) }) else { return nil }
        // (Slips at a name's first letter are left out: most words tried here are labels and
        // prose, and this keeps them from costing more than a length and a letter compared.)
        let names = vocabulary.tables.misspellableNames
        func isNear(_ name: [UInt8]) -> Bool { abs(name.count - count) <= 1 && name[0] == first }
        guard names.contains(where: { isNear($0.letters) }) else { return nil }
        let letters = word.utf8.map { $0 | 0x20 }
        var found: String?
        for (name, event) in names where isNear(name) && Self.isOneSlip(letters, name) {
            if found != nil { return nil }
            found = event
        }
        return found
    }

    /// Whether `a` and `b` differ by one letter left out, added or changed, or two neighbours swapped.
    static func isOneSlip(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a != b else { return false }
        var start = 0
        while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
        var end = 0
        while end < a.count - start, end < b.count - start, a[a.count - 1 - end] == b[b.count - 1 - end] { end += 1 }
        let (restA, restB) = (a.count - start - end, b.count - start - end)
        if restA <= 1 && restB <= 1 { return true }   // one changed, added or left out
        return restA == 2 && restB == 2 && a[start] == b[start + 1] && a[start + 1] == b[start]
    }

    /// The marks that close a quotation, in the scripts logs are written in.
    static let closingQuotes: Set<Character> = ["\"", "'", "”", "’", "」", "』", "`", "»"]

    /// Whether `word` is written as a class: an identifier (``isLabel(_:)``) that starts with an
    /// uppercase letter or `_` (`the` is a word, not a class).
    static func isClassName(_ word: Substring) -> Bool {
        guard let first = word.first, first.isUppercase || first == "_" else { return false }
        return isLabel(word)
    }

    // MARK: - Arguments

    /// The plain-format line for `event` on `subject`, with the arguments found in `rest`;
    /// `nil` when a required one is missing.
    private func plainLine(subject: String, event: String, rest: Substring) -> String? {
        guard let id = vocabulary.id(named: event) else { return nil }
        let kind = vocabulary[id]
        // (Most callbacks take no argument: their line needs nothing from the rest.)
        if kind.parameters.isEmpty { return Self.field(subject) + " " + event }
        var parts = [Self.field(subject), event]
        var objects = Self.objects(in: rest).map { name(of: $0) }[...]
        // (Bytes, not Characters, to cut the rest: this runs on every new message.)
        let given = !rest.utf8.contains(UInt8(ascii: "=")) ? [:] : Dictionary(rest.split(separator: " ").compactMap { token -> (String, String)? in
            guard let equals = token.firstIndex(of: "="), equals > token.startIndex else { return nil }
            return (String(token[..<equals]), String(token[token.index(after: equals)...]))
        }, uniquingKeysWith: { first, _ in first })
        let words = Set(rest.utf8.split { $0 == 32 || $0 == 40 || $0 == 41 || $0 == 44 || $0 == 58 || $0 == 59 }.map { String(rest[$0.startIndex..<$0.endIndex]) })
        // Parameters the dialect prints as words take the plain words, when there are exactly
        // as many (more would be prose: `performSegue(withIdentifier:sender:) is deprecated`).
        var wanting = kind.parameters.filter { ($0.type == .name || $0.type == .nameOrNil) && given[$0.name] == nil }
        let wordTakers = wanting.filter { dialect.wordParameters.contains($0.name) }
        let bareWords = wordTakers.isEmpty ? [] : rest.split(separator: " ").compactMap(Self.bareWord)
        var wordValues: [String: String] = [:]
        if !wordTakers.isEmpty, bareWords.count == wordTakers.count {
            for (parameter, word) in zip(wordTakers, bareWords) { wordValues[parameter.name] = word }
        }
        wanting.removeAll { wordValues[$0.name] != nil }
        // Objects go to the other name parameters in order; when there are fewer objects,
        // the required ones take them first (`prepare(for:sender:) <Detail>` names the
        // destination, not the optional identifier).
        let takers = Set((wanting.filter(\.isRequired) + wanting.filter { !$0.isRequired }).prefix(objects.count).map(\.name))
        for parameter in kind.parameters {
            var value: String?
            if let explicit = given[parameter.name] {
                switch explicit {
                case "(null)": value = "nil"                         // `parent=%@` of nil
                case "YES" where parameter.type == .bool: value = "true"
                case "NO" where parameter.type == .bool: value = "false"
                default: value = explicit
                }
            } else {
                switch parameter.type {
                case .name, .nameOrNil:
                    if let word = wordValues[parameter.name] { value = word }
                    else if takers.contains(parameter.name), let object = objects.popFirst() { value = Self.field(object) }
                    else if parameter.type == .nameOrNil, words.contains("nil") || words.contains("null") { value = "nil" }   // Swift's nil, and %@'s "(null)"
                case .bool:
                    if words.contains("true") || words.contains("YES") { value = "true" }
                    else if words.contains("false") || words.contains("NO") { value = "false" }
                case .size:
                    // Consoles rarely print the size; no rule reads it, so an unprinted size is 0x0.
                    value = Self.size(in: rest) ?? "0x0"
                case .enumeration(let cases):
                    value = cases.first { words.contains($0) }
                }
            }
            if let value { parts.append("\(parameter.name)=\(value)") }
            else if parameter.isRequired { return nil }
        }
        return parts.joined(separator: " ")
    }

    /// A token printed as a plain word value (`showDetail`, `"showDetail"`,
    /// `Optional("showDetail")`), or `nil` for objects, booleans, `nil` and signatures.
    static func bareWord(_ token: Substring) -> String? {
        var word = token
        if word.hasPrefix("Optional("), word.last == ")" { word = word.dropFirst(9).dropLast() }
        word = unquoted(word)
        guard !word.isEmpty, !word.contains(where: { "<>()=:,;".contains($0) }),
              !["true", "false", "YES", "NO", "nil"].contains(word) else { return nil }
        return field(word)
    }

    /// Every `<Class: 0x…>` in `text`.
    static func objects(in text: Substring) -> [Subject] {
        var found: [Subject] = []
        let bytes = text.utf8
        var index = bytes.startIndex
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            if let (object, _) = object(at: text[open...]) { found.append(object) }
            index = bytes.index(after: open)
        }
        return found
    }

    /// `(390.0, 844.0)` or `390x844` in `text`, as `390x844`.
    static func size(in text: Substring) -> String? {
        // Not the digits of an address (`<UIKit.Coordinator: 0x600>`, `0x7fb2`): they are no size.
        let objects = objectRanges(in: text)
        var text = text
        if !objects.isEmpty {
            var kept = ""
            var start = text.startIndex
            for object in objects {
                kept += text[start..<object.range.lowerBound] + " "
                start = object.range.upperBound
            }
            text = Substring(kept + text[start...])
        }
        let numbers = text.split { !($0.isNumber || $0 == ".") }.filter { number in
            guard let value = Double(number), value.isFinite, value.magnitude < 1e15 else { return false }
            // A number run into by letters or `x` (`0x600`, `v2`) is part of a word.
            let before = number.startIndex > text.startIndex ? text[text.index(before: number.startIndex)] : " "
            return !(before.isLetter || before == "x")
        }
        guard numbers.count >= 2 else { return nil }
        func clean(_ number: Substring) -> String {
            let value = Double(number)!
            return value == value.rounded() ? String(Int(value)) : String(value)
        }
        return "\(clean(numbers[0]))x\(clean(numbers[1]))"
    }

    /// A name as a plain-format field: blanks and `=` would split it, so they become `_`.
    static func field<S: StringProtocol>(_ name: S) -> String {
        guard name.utf8.contains(where: { $0 == 32 || $0 == 9 || $0 == 61 }) else { return String(name) }
        return String(name.map { $0 == " " || $0 == "\t" || $0 == "=" ? "_" : $0 })
    }
}
