/// Reads the lines of a console log that repeat a message already read, as bytes: an
/// `NSLog`/Xcode prefix (`2024-05-01 10:00:00.123456+0000 MyApp[4242:9001] `), or the
/// columns of `log show`'s default style in a unified log
/// (`2024-05-01 10:00:00.123456+0000 0x2349 Default 0x0 4242 0 MyApp: `), is taken off by
/// scanning its bytes, and the message that remains is looked up in a byte-keyed memo of
/// the events its earlier lines were read as. A hit gives the event itself: no `String` is
/// built for the line, and no plain line is parsed again.
///
/// ``ConsoleLineTranslator`` stays the one reader of what a message means: a line is
/// replayed only when reading it again would give the same event and change nothing, and
/// every other line is read by the translator (then noted here). What a message says
/// depends on its text alone, but the controller it names depends on what came before
/// (``ControllerIdentities``: processes, `dealloc`, a second `init`), so the memo holds,
/// besides each message's event, what that event depended on, and this reader follows what
/// could change it:
/// - the process last noted (a line of another process is read by the translator);
/// - per controller, an epoch that moves whenever a line may have changed its generation
///   (an initializer, an end of life, an event an initializer may cause before the
///   controller is in use), for the controller and for the controllers its events name;
/// - whether the controller is known to be in use (an event other than those), the state
///   in which its events change nothing;
/// - a global epoch, moved by any line this reader cannot follow, which forgets everything;
/// - whether the translator holds a prose line that the next line may complete as a warning.
///
/// Only messages the translator reads the same after a prefix and alone are memoized:
/// printable ASCII, no markup (``LogMarkup``), no prefix of their own, nothing like a
/// timestamp (``JoinedLogLines``), no leading `#`.
struct ConsoleByteReader: Sendable {
    /// Where a line's message and process are, as byte offsets.
    struct Shape: Equatable {
        /// The message, after the prefix.
        var message: Range<Int>
        /// The process ID of the prefix, packed little-endian (at most 8 digits), or `nil`
        /// for a line without a prefix.
        var process: UInt64?
    }

    /// What a message was read as, and what that depended on.
    private struct Entry {
        var event: Event
        var global: UInt32
        var subject: Int32
        var subjectEpoch: UInt32
        /// The controllers the message names besides its subject (at most 3), and their epochs.
        var named: (Int32, Int32, Int32) = (-1, -1, -1)
        var namedEpochs: (UInt32, UInt32, UInt32) = (0, 0, 0)
    }

    private var table = ByteTable()
    /// A copy of the message looked up, with the 8 bytes after it zero, so that its
    /// bytes are compared a word at a time (a line read from text has none readable after it).
    private var scratch = [UInt8](repeating: 0, count: (1 << 14) + 8)
    private var entries: [Entry] = []
    /// Controllers (their canonical keys) as indexes into `epochs` and `inUse`.
    private var controllers: [String: Int32] = [:]
    private var epochs: [UInt32] = []
    /// The global epoch in which each controller was last known to be in use.
    private var inUse: [UInt32] = []
    private var global: UInt32 = 1
    /// The process the translator last noted, if known.
    private var process: UInt64?
    /// Whether the translator may hold a prose line for the next line to complete.
    private var prosePending = false
    /// That prose line's message, when it was memoizable (else the next line is read as text).
    private var prose: [UInt8]?
    /// The dialect's warnings' markers: a line after prose is replayed only when the two
    /// lines together hold none of them.
    private let markers: [[UInt8]]
    /// The prose line, a blank and the line after it, as ``completesWarning(_:_:)`` searches them.
    private var joined: [UInt8] = []
    /// The dialect's events that create a controller or that an initializer may cause.
    private let creations: Set<String>
    private let insideCreation: Set<String>
    /// The dialect's events after which a controller named without an address may be followed by another one.
    private let offScreenEvents: Set<String>
    /// Per event kind, the slots of its parameters that name controllers besides its subject.
    private let nameSlots: [[Int]]
    /// Templates of messages that differ only in their objects' addresses.
    private var templates = AddressTemplates()
    /// Per controller, the symbol its name had when a line of it was last read, and the
    /// global epoch and its own epoch then: the name stands while both stand.
    private var symbols: [Symbol] = []
    private var symbolGlobals: [UInt32] = []
    private var symbolEpochs: [UInt32] = []
    /// An object printed whole, after a byte for its role (0 the subject, 1 an argument), to
    /// its controller.
    private var objectControllers = ByteTable()
    private var objectKey: [UInt8] = []
    /// The prose lines read, as ``setProseKey(_:printed:)`` writes them: a line that repeats one but
    /// for its numbers is prose too, and leaves the translator as that one did.
    private var proseKeys = ByteTable()
    private var proseKey: [UInt8] = []

    /// How many messages are remembered (then all are forgotten at once): a log of thousands
    /// of controllers prints hundreds of thousands of distinct messages (a child's
    /// `didMove(toParent:)` names its parent), and each costs the translator a reading.
    static let remembered = 1 << 18

    init(vocabulary: Vocabulary, dialect: LogDialect) {
        creations = dialect.creationEvents.union(["init"])
        markers = dialect.warnings.map { Array($0.marker.utf8) }
        insideCreation = dialect.insideCreation
        offScreenEvents = dialect.offScreenEvents
        nameSlots = vocabulary.tables.nameSlots
    }

    // MARK: - Lines

    /// Where the message of `line` is: after an `NSLog` prefix with a process, or the whole
    /// line; `nil` for a line this reader leaves to the translator (longer than 16 KB, a
    /// blank or CR at its end but one CR, a process ID of more than 8 digits).
    static func shape(of line: UnsafeBufferPointer<UInt8>) -> Shape? {
        guard let end = end(of: line) else { return nil }
        guard let (start, process) = prefixEnd(line, end) else {
            return Shape(message: 0..<end, process: nil)
        }
        guard start < end else { return nil }
        return Shape(message: start..<end, process: process)
    }

    /// Where the message of a unified log's `line` is: after the columns of `log show`'s
    /// default style, written in printable ASCII; `nil` for any other line (another style, a
    /// header, a line ``shape(of:)`` leaves to the translator), which the translator reads.
    static func unifiedShape(of line: UnsafeBufferPointer<UInt8>) -> Shape? {
        guard let end = end(of: line), let (start, process) = unifiedColumnsEnd(line, end), start < end else { return nil }
        return Shape(message: start..<end, process: process)
    }

    /// The end of `line` without a final CR, when the line is at most 16 KB and ends with a
    /// printable ASCII byte that is no blank.
    private static func end(of line: UnsafeBufferPointer<UInt8>) -> Int? {
        var end = line.count
        if end > 0, line[end - 1] == 13 { end -= 1 }
        guard end > 0, end <= 1 << 14, line[end - 1] > 32, line[end - 1] < 127 else { return nil }
        return end
    }

    /// The end of an `NSLog` prefix `DDDD-DD-DD HH:MM:SS[.ffffff][±zzzz] Name[pid[:tid]] `
    /// at the start of `line` (a name of letters, digits, `_` and `.`), and its process ID;
    /// `nil` when the line does not start with one so written.
    private static func prefixEnd(_ line: UnsafeBufferPointer<UInt8>, _ end: Int) -> (Int, UInt64)? {
        var scanner = PrefixScanner(line, end: end)
        guard scanner.timestamp(blankRun: false), scanner.byte(32) else { return nil }
        let name = scanner.index
        while scanner.index < end, isNameByte(line[scanner.index]) { scanner.index += 1 }
        guard scanner.index > name, scanner.byte(91), let process = scanner.processID() else { return nil }
        if scanner.byte(58) {
            let tid = scanner.index
            while scanner.index < end, PrefixScanner.isHexDigit(line[scanner.index]) { scanner.index += 1 }
            guard scanner.index > tid else { return nil }
        }
        guard scanner.byte(93), scanner.byte(32), scanner.index < end, line[scanner.index] != 32 else { return nil }
        return (scanner.index, process)
    }

    /// The end of the columns `DDDD-DD-DD HH:MM:SS[.ffffff][±zzzz] 0xTHREAD Type 0xACTIVITY
    /// PID TTL Process: [(Library)] [[subsystem:category]] ` at the start of `line`, and the
    /// process ID, as ``UnifiedLogLine/columns(in:)`` reads them; `nil` when the line is not
    /// so written, or when a byte of its columns is no printable ASCII (the translator reads
    /// such lines, as text).
    private static func unifiedColumnsEnd(_ line: UnsafeBufferPointer<UInt8>, _ end: Int) -> (Int, UInt64)? {
        var scanner = PrefixScanner(line, end: end)
        // Date, time, thread, type, activity.
        guard scanner.timestamp(blankRun: true), scanner.blanks() > 0, scanner.hex(), scanner.blanks() > 0 else { return nil }
        let type = scanner.index
        while scanner.index < end, (line[scanner.index] | 0x20) &- 97 < 26 { scanner.index += 1 }
        guard scanner.index > type, scanner.index - type <= 20, scanner.blanks() > 0, scanner.hex(), scanner.blanks() > 0 else { return nil }
        // The process ID, the TTL and the process's name.
        guard let process = scanner.processID(), scanner.blanks() > 0, scanner.digits() > 0, scanner.blanks() > 0 else { return nil }
        let name = scanner.index
        while scanner.index < end, line[scanner.index] > 32, line[scanner.index] < 127 { scanner.index += 1 }
        guard scanner.index - name > 1, line[scanner.index - 1] == 58, scanner.blanks() > 0 else { return nil }
        // `(Library)` and `[subsystem:category]`, each skipped when it comes next and holds no blank.
        for (open, close) in [(UInt8(40), UInt8(41)), (UInt8(91), UInt8(93))] where scanner.index < end && line[scanner.index] == open {
            var inside = scanner.index + 1
            var blank = false
            while inside < end, line[inside] != close {
                guard line[inside] >= 32, line[inside] < 127 else { return nil }
                if line[inside] == 32 { blank = true }
                inside += 1
            }
            guard inside < end, !blank else { continue }
            scanner.index = inside + 1
            _ = scanner.blanks()
        }
        return (scanner.index, process)
    }

    @inline(__always) private static func isNameByte(_ byte: UInt8) -> Bool {
        byte &- 48 < 10 || (byte | 0x20) &- 97 < 26 || byte == 95 || byte == 46
    }

    /// Whether the translator reads `message` the same after a prefix and alone, so that
    /// its reading may be memoized: printable ASCII, no blank at either end, no leading `#`,
    /// no markup, no prefix of its own, and no four digits and a `-` (where a timestamp
    /// would start another line pasted into this one).
    static func isMemoizable(_ message: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = message.first, let last = message.last, first != 32, last != 32, first != 35 else { return false }
        var run = 0
        for byte in message {
            guard byte >= 32, byte < 127 else { return false }
            if byte == 45, run >= 4 { return false }
            run = byte &- 48 < 10 ? run + 1 : 0
        }
        let text = Substring(String(decoding: message, as: UTF8.self))
        return !LogMarkup.mayHaveMarkup(text) && UnifiedLogLine.nslogColumns(in: text) == nil
    }

    // MARK: - Replaying

    /// The event of `line`, whose message and process `shape` gives, when it repeats a
    /// memoized message and reading it again would give that event and change nothing.
    mutating func replay(_ line: UnsafeBufferPointer<UInt8>, _ shape: Shape) -> Event? {
        if let lineProcess = shape.process, lineProcess != process { return nil }
        let message = UnsafeBufferPointer(rebasing: line[shape.message])
        // After prose, the translator reads this line as the end of a wrapped warning if
        // the two hold a warning's words; else it forgets the prose, and reads this line alone.
        if prosePending {
            guard let prose, !completesWarning(prose, message) else { return nil }
        }
        guard let found = lookUp(message) else { return replayTemplate(of: message) }
        let entry = entries[Int(found)]
        guard entry.global == global, inUse[Int(entry.subject)] == global,
              epochs[Int(entry.subject)] == entry.subjectEpoch,
              entry.named.0 < 0 || epochs[Int(entry.named.0)] == entry.namedEpochs.0,
              entry.named.1 < 0 || epochs[Int(entry.named.1)] == entry.namedEpochs.1,
              entry.named.2 < 0 || epochs[Int(entry.named.2)] == entry.namedEpochs.2 else { return nil }
        prosePending = false
        prose = nil
        return entry.event
    }

    /// Whether `line`, whose message `shape` gives, repeats a prose line read before but for
    /// its numbers, and the translator, which holds at most a prose line, reads it as that one:
    /// no event, kept as prose for the next line. (The caller tells the translator,
    /// ``ConsoleLineTranslator/noteProse(_:)``.)
    mutating func replaysProse(_ line: UnsafeBufferPointer<UInt8>, _ shape: Shape) -> Bool {
        guard proseKeys.count > 0 else { return false }
        let message = UnsafeBufferPointer(rebasing: line[shape.message])
        guard setProseKey(message, printed: shape.process != nil),
              proseKey.withUnsafeBufferPointer({ proseKeys.value(for: $0) }) != nil else { return false }
        if prosePending {
            guard let prose, !completesWarning(prose, message) else { return false }
        }
        guard Self.isMemoizable(message) else { return false }
        prosePending = true
        prose = Array(message)
        return true
    }

    /// The event of `message` from the template of a message that differed only in its
    /// objects' addresses, when each object's controller is known, with the name it has now.
    private mutating func replayTemplate(of message: UnsafeBufferPointer<UInt8>) -> Event? {
        guard templates.count > 0, let objects = AddressTemplates.objects(in: message),
              let template = templates.template(of: message, objects) else { return nil }
        var event = template.event
        for (index, object) in objects.enumerated() {
            let role = template.role(index)
            guard role != AddressTemplates.noRole else { continue }
            guard let controller = controller(of: object, in: message, asSubject: role == AddressTemplates.subjectRole),
                  symbolGlobals[controller] == global, symbolEpochs[controller] == epochs[controller] else { return nil }
            if role == AddressTemplates.subjectRole {
                guard inUse[controller] == global else { return nil }
                event.subject = symbols[controller]
            } else {
                event.setRawArgument(Int(role), UInt64(symbols[controller].rawValue))
            }
        }
        prosePending = false
        prose = nil
        return event
    }

    /// The controller of `object` in `message`, as the subject or as an argument, if known.
    private mutating func controller(of object: AddressTemplates.Object, in message: UnsafeBufferPointer<UInt8>, asSubject: Bool) -> Int? {
        setObjectKey(object, in: message, asSubject: asSubject)
        return objectKey.withUnsafeBufferPointer { objectControllers.value(for: $0) }.map(Int.init)
    }

    /// Makes ``objectKey`` the key of `object` in `message`: its role's byte, then its bytes.
    private mutating func setObjectKey(_ object: AddressTemplates.Object, in message: UnsafeBufferPointer<UInt8>, asSubject: Bool) {
        objectKey.removeAll(keepingCapacity: true)
        objectKey.append(asSubject ? 0 : 1)
        objectKey.append(contentsOf: UnsafeBufferPointer(rebasing: message[object.range]))
    }

    /// Notes that `object` in `message` is the controller `controller`, as the subject or as an argument.
    private mutating func note(_ object: AddressTemplates.Object, in message: UnsafeBufferPointer<UInt8>, asSubject: Bool, is controller: Int32) {
        setObjectKey(object, in: message, asSubject: asSubject)
        if objectKey.withUnsafeBufferPointer({ objectControllers.value(for: $0) }) == nil {
            objectKey.withUnsafeBufferPointer { objectControllers.insert(UInt32(controller), for: $0) }
        }
    }

    /// The entry of `message` (at most 16 KB, as ``shape(of:)`` makes it), if memoized.
    private mutating func lookUp(_ message: UnsafeBufferPointer<UInt8>) -> UInt32? {
        guard let start = message.baseAddress else { return nil }
        let hash = WordHash.hash(message)
        let count = message.count
        return scratch.withUnsafeMutableBufferPointer { buffer -> UInt32? in
            let copy = buffer.baseAddress!
            copy.update(from: start, count: count)
            (copy + count).update(repeating: 0, count: 8)
            return table.value(at: copy, count: count, hash: hash)
        }
    }

    // MARK: - Following the translator

    /// What the translator did with a line: what each of its readings gave (the last one
    /// kept), and the event taken from it.
    struct Reading {
        /// The translator's last answer on the line, if it was asked.
        var last: LogLine?
        /// Whether it answered anything but nothing and prose (and so may have changed which
        /// controller a name stands for).
        var mayFollowControllers = false
        /// The event the line was read as.
        var event: Event?
        /// How many answers the translator gave on the line (one a message).
        var answers = 0
        /// Whether the translator held at most a prose line before it read the line
        /// (``ConsoleLineTranslator/holdsAtMostProse``).
        var readAlone = false

        mutating func note(_ outcome: LogLine) {
            last = outcome
            answers += 1
            if outcome != .nothing, outcome != .skipped(.notAnEvent) { mayFollowControllers = true }
        }
    }

    /// Notes how the translator read `line` (shaped as `shape`, if it has a shape): its
    /// effect on the controllers, and the line's event when a repeat of it can be replayed.
    mutating func note(_ reading: Reading, of line: UnsafeBufferPointer<UInt8>, _ shape: Shape?, by translator: inout ConsoleLineTranslator,
                       names: SymbolTable) {
        switch reading.last {
        case nil: break
        case .skipped(.notAnEvent)?:
            prosePending = true
            // The prose the translator keeps is the message, when it is memoizable.
            prose = shape.map { UnsafeBufferPointer(rebasing: line[$0.message]) }.flatMap { Self.isMemoizable($0) ? Array($0) : nil }
            if let prose, let shape, reading.answers == 1, reading.readAlone { noteProse(prose, printed: shape.process != nil, translator: translator) }
        default:
            prosePending = false
            prose = nil
        }
        guard reading.mayFollowControllers else { return }
        guard let shape, case let message = UnsafeBufferPointer(rebasing: line[shape.message]), Self.isMemoizable(message) else {
            forget()
            return
        }
        // A finding is no event: the translator did not follow its controller.
        if case .finding? = reading.last { return }
        let text = String(decoding: message, as: UTF8.self)
        guard case .event(let key, _, _, let resolved, let rest, _)? = translator.readings[text] else {
            // Read as no event (no controller was followed), or forgotten meanwhile: nothing known.
            if translator.readings[text] == nil { forget() }
            return
        }
        if let lineProcess = shape.process, lineProcess != process {
            process = lineProcess
            global &+= 1
        }
        let canonical = translator.identities.canonical(key)
        let subject = index(of: canonical)
        switch resolved {
        case .endOfLife:
            moved(subject)
        case .event(let name) where creations.contains(name):
            moved(subject)
        case .event(let name) where insideCreation.contains(name):
            if inUse[Int(subject)] != global { moved(subject) }
        case .event(let name) where offScreenEvents.contains(name) && !canonical.utf8.contains(UInt8(ascii: "@")):
            // Named without an address, it may be another controller if its view loads next:
            // the translator reads its next line (and this one, each time). Its generation
            // stands until then, so what was memoized of it stays.
            inUse[Int(subject)] = 0
        case .event:
            inUse[Int(subject)] = global
        }
        guard case .event? = reading.last, let event = reading.event, inUse[Int(subject)] == global else { return }
        var entry = Entry(event: event, global: global, subject: subject, subjectEpoch: epochs[Int(subject)])
        let named = !nameSlots[Int(event.kind.rawValue)].isEmpty ? ConsoleLineTranslator.objects(in: Substring(rest)).map { index(of: $0.key) } : []
        guard named.count <= 3 else { return }
        if named.count > 0 { entry.named.0 = named[0]; entry.namedEpochs.0 = epochs[Int(named[0])] }
        if named.count > 1 { entry.named.1 = named[1]; entry.namedEpochs.1 = epochs[Int(named[1])] }
        if named.count > 2 { entry.named.2 = named[2]; entry.namedEpochs.2 = epochs[Int(named[2])] }
        noteTemplate(of: event, key: key, subject: subject, message: message, translator: translator, names: names)
        if let found = table.value(for: message) {
            entries[Int(found)] = entry
            return
        }
        if entries.count >= Self.remembered {
            table = ByteTable()
            entries.removeAll(keepingCapacity: true)
            templates.removeAll()
            objectControllers = ByteTable()
        }
        table.insert(UInt32(entries.count), for: message)
        entries.append(entry)
    }

    /// Notes `message`, which the translator read as prose after at most a prose line, when a
    /// line that repeats it but for its numbers is read the same: it holds none of UIKit's
    /// warnings' words, is no comment, heading, rule or title, and the translator kept of it
    /// what a prose line read alone leaves.
    private mutating func noteProse(_ message: [UInt8], printed: Bool, translator: ConsoleLineTranslator) {
        guard message.count >= 2, !(message[0] == 47 && message[1] == 47),
              !message.withUnsafeBufferPointer({ holdsMarker($0) }) else { return }
        let text = String(decoding: message, as: UTF8.self)
        guard translator.holdsOnly(prose: text), case let line = Substring(text),
              !LogMarkup.isSectionBreak(line), !LogMarkup.isRule(line), !LogMarkup.isMarkedTitle(line),
              message.withUnsafeBufferPointer({ setProseKey($0, printed: printed) }) else { return }
        if proseKeys.count >= Self.remembered { proseKeys = ByteTable() }
        proseKey.withUnsafeBufferPointer { key in
            if proseKeys.value(for: key) == nil { proseKeys.insert(0, for: key) }
        }
    }

    /// Makes ``proseKey`` the key of prose `message`: whether it was `printed` behind a
    /// prefix with a process (the translator reads a definition's shape there as a log line),
    /// then its bytes, each number that stands alone (digits with no letter, digit or `_`
    /// glued to either end: `(890 lines so far)`, `took 0.35 s`, not `0x1f` or `item42`)
    /// written as as many `0`s: the translator reads numbers by their length (a stack
    /// frame's, a list's counter, a tag's), never by their value. `false` for a message
    /// longer than 16 KB.
    private mutating func setProseKey(_ message: UnsafeBufferPointer<UInt8>, printed: Bool) -> Bool {
        guard message.count <= 1 << 14 else { return false }
        proseKey.removeAll(keepingCapacity: true)
        proseKey.append(printed ? 1 : 0)
        var index = 0
        let count = message.count
        while index < count {
            let byte = message[index]
            guard byte &- 48 < 10 else {
                proseKey.append(byte)
                index += 1
                continue
            }
            var end = index + 1
            while end < count, message[end] &- 48 < 10 { end += 1 }
            if (index == 0 || !Self.isWordByte(message[index - 1])) && (end == count || !Self.isWordByte(message[end])) {
                proseKey.append(contentsOf: repeatElement(48, count: end - index))
            } else {
                proseKey.append(contentsOf: UnsafeBufferPointer(rebasing: message[index..<end]))
            }
            index = end
        }
        return true
    }

    @inline(__always) private static func isWordByte(_ byte: UInt8) -> Bool {
        byte &- 48 < 10 || (byte | 0x20) &- 97 < 26 || byte == 95
    }

    /// Notes the template of `message`, read as `event` of the controller `key` (`subject`),
    /// and the names its objects' controllers have now; when each of the event's name
    /// arguments is one of its objects, each object's controller is known by one key only,
    /// and no two objects printed apart have the same key.
    private mutating func noteTemplate(of event: Event, key: String, subject: Int32, message: UnsafeBufferPointer<UInt8>,
                                       translator: ConsoleLineTranslator, names: SymbolTable) {
        guard let objects = AddressTemplates.objects(in: message) else { return }
        let slots = nameSlots[Int(event.kind.rawValue)].filter { event.symbolArgument($0) != nil }
        var roles = [Int8](repeating: AddressTemplates.noRole, count: objects.count)
        var controllers = [Int32](repeating: -1, count: objects.count)
        var assigned: [Int] = []
        var keys: [String] = []
        var subjectFound = false
        for (index, object) in objects.enumerated() {
            let text = String(decoding: UnsafeBufferPointer(rebasing: message[object.range]), as: UTF8.self)
            guard let (printed, _) = ConsoleLineTranslator.object(at: Substring(text)) else { return }
            let objectKey = printed.key
            // Two objects printed apart with one key: which is the subject is not the template's to say.
            for (other, known) in keys.enumerated() where known == objectKey {
                guard message[objects[other].range].elementsEqual(message[object.range]) else { return }
            }
            keys.append(objectKey)
            // (Another object with the subject's key is printed as it is: checked above.)
            if objectKey == key {
                if !subjectFound {
                    roles[index] = AddressTemplates.subjectRole
                    controllers[index] = subject
                    subjectFound = true
                }
                continue
            }
            // An argument's controller: known by its key alone (else a `dealloc` could move
            // another key's epoch), and named as the event names it.
            guard let slot = slots.first(where: { !assigned.contains($0) && names.name(of: event.symbolArgument($0)!) == translator.identities.name(of: objectKey) }) else { continue }
            guard translator.identities.decidedCanonical(objectKey) == objectKey else { return }
            roles[index] = Int8(slot)
            controllers[index] = self.index(of: objectKey)
            assigned.append(slot)
        }
        guard subjectFound, assigned.count == slots.count else { return }
        for (index, object) in objects.enumerated() where roles[index] != AddressTemplates.noRole {
            let controller = Int(controllers[index])
            symbols[controller] = roles[index] == AddressTemplates.subjectRole ? event.subject : event.symbolArgument(Int(roles[index]))!
            symbolGlobals[controller] = global
            symbolEpochs[controller] = epochs[controller]
            note(object, in: message, asSubject: roles[index] == AddressTemplates.subjectRole, is: controllers[index])
        }
        let padded = roles + [AddressTemplates.noRole, AddressTemplates.noRole, AddressTemplates.noRole]
        templates.note(AddressTemplates.Template(event: event, roles: (padded[0], padded[1], padded[2], padded[3])), of: message, objects)
    }

    /// Whether `prose`, a blank and `message` hold one of the dialect's warnings' markers,
    /// their letters in either case, as the translator finds them.
    private mutating func completesWarning(_ prose: [UInt8], _ message: UnsafeBufferPointer<UInt8>) -> Bool {
        joined.removeAll(keepingCapacity: true)
        joined.append(contentsOf: prose)
        joined.append(32)
        joined.append(contentsOf: message)
        return joined.withUnsafeBufferPointer { holdsMarker($0) }
    }

    /// Whether `text` holds one of the dialect's warnings' markers, their letters in either case.
    private func holdsMarker(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        markers.contains { marker in
            marker.withUnsafeBufferPointer { ConsoleLineTranslator.firstMatchIgnoringCase(text, $0) != nil }
        }
    }

    /// A line this reader can't follow may have changed any controller, or the process.
    mutating func forget() {
        global &+= 1
        process = nil
    }

    /// A controller whose generation may have changed, and that is not in use.
    private mutating func moved(_ controller: Int32) {
        epochs[Int(controller)] &+= 1
        inUse[Int(controller)] = 0
    }

    private mutating func index(of key: String) -> Int32 {
        if let known = controllers[key] { return known }
        let index = Int32(epochs.count)
        controllers[key] = index
        epochs.append(1)
        inUse.append(0)
        symbols.append(Symbol(0))
        symbolGlobals.append(0)
        symbolEpochs.append(0)
        return index
    }
}
