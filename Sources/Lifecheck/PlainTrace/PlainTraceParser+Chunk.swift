/// A parameter key as the fast path matches it: `KEY=` in at most two 8-byte words.
struct FastKey: Sendable {
    /// The first 8 bytes of `KEY=` and the rest (zero-padded), little-endian.
    var first: UInt64, second: UInt64
    /// Which bytes of each word belong to `KEY=`.
    var firstMask: UInt64, secondMask: UInt64
    /// The length of `KEY=`.
    var length: Int
    /// The parameter's slot.
    var slot: Int
    /// What the fast path reads: a boolean, a name, a name or `nil`, a size in whole points;
    /// anything else is left to the line parser.
    var kind: Kind

    enum Kind: Sendable { case bool, name, nameOrNil, size, other }

    init(key: String, slot: Int, type: ParameterType) {
        let bytes = Array(key.utf8) + [61]
        var words: [UInt64] = [0, 0], masks: [UInt64] = [0, 0]
        for (index, byte) in bytes.prefix(16).enumerated() {
            words[index / 8] |= UInt64(byte) << UInt64(index % 8 * 8)
            masks[index / 8] |= 0xFF << UInt64(index % 8 * 8)
        }
        first = words[0]
        second = words[1]
        firstMask = masks[0]
        secondMask = masks[1]
        length = bytes.count
        self.slot = slot
        switch type {
        case .bool: kind = .bool
        case .name: kind = .name
        case .nameOrNil: kind = .nameOrNil
        case .size: kind = .size
        case .enumeration: kind = .other
        }
        // Longer keys never match here; the line parser reads them.
        if bytes.count > 16 { kind = .other; firstMask = 0; first = 1 }
    }
}

extension PlainTraceParser {
    /// Parses the lines of `chunk` from byte `start`, appending their events to `batch`
    /// until it is full; returns where it stopped (`chunk.count` when every line was read).
    ///
    /// ``linesRead`` counts the lines, and numbers the events and errors. The names interned
    /// and the subjects met for the first time go into the batch too (`EventBatch/newNames`,
    /// `EventBatch/newSubjects`), for a checker that parses with two parsers.
    ///
    /// The chunk's padding (``LineChunk``) lets fields be scanned 8 bytes at a time. A line of the common shape (ASCII names, `KEY=VALUE` fields with booleans,
    /// names and sizes in whole points) is read here without copying or allocating (but
    /// for a name met for the first time); any other line goes to `parse(line:number:)`,
    /// which reads other names, fractional sizes and enumerations, and words every error.
    @_spi(Performance) public mutating func parse(chunk: LineChunk, from start: Int, into batch: inout EventBatch) throws(TraceError) -> Int {
        let chunk = chunk.bytes
        guard let base = chunk.baseAddress, start >= 0, start < chunk.count else { return chunk.count }
        let end = base + chunk.count
        var cursor = base + start
        batch.makeUnique()
        let namesBefore = symbols.count
        // The line count in a local while the fast path runs (written back before anything else reads it).
        var line = linesRead
        defer { linesRead = line }
        while cursor < end, !batch.isFull {
            line &+= 1
            if let next = fastLine(cursor, line: line, into: &batch) {
                cursor = next
                continue
            }
            linesRead = line
            lineNames.removeAll()
            // Anything unusual, new or wrong: the line parser reads it (and words its errors).
            let lineEnd = PlainTraceParser.lineEnd(cursor)
            let text = UnsafeBufferPointer(start: cursor, count: lineEnd - cursor)
            if let event = try parse(line: text, number: line) {
                batch.appendUnchecked(event, line: line)
            }
            cursor = lineEnd + 1
        }
        if symbols.count > namesBefore {
            symbols.copyNames(from: namesBefore, to: &batch.newNames)
        }
        if !subjectsNoted.isEmpty {
            batch.newSubjects += subjectsNoted
            subjectsNoted.removeAll(keepingCapacity: true)
        }
        return cursor - base
    }

    /// The LF that ends the line at `start` (there is one: a chunk ends with a LF).
    @inline(__always)
    private static func lineEnd(_ start: UnsafePointer<UInt8>) -> UnsafePointer<UInt8> {
        var cursor = start
        while true {
            let ends = ByteWords.bytes(equalTo: 10, in: ByteWords.load(cursor))
            if ends != 0 { return cursor + ByteWords.firstMarked(ends) }
            cursor += 8
        }
    }

    /// The decimal digits at `start` (1 to 7 of them: exact as a `Float`) and the byte after them.
    @inline(__always)
    private static func wholeNumber(_ start: UnsafePointer<UInt8>) -> (Int, UnsafePointer<UInt8>)? {
        var cursor = start, value = 0
        while cursor.pointee &- 48 < 10 {
            value = value &* 10 &+ Int(cursor.pointee &- 48)
            cursor += 1
            if cursor - start > 7 { return nil }
        }
        return cursor > start ? (value, cursor) : nil
    }

    @inline(__always)
    private static func load(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
        ByteWords.load(pointer)
    }

    /// The symbol of the name of `count` bytes at `start`, whose hash (``WordHash``) is
    /// `hash`; a name met for the first time gets the number it will have once the line is
    /// read whole (``LineNames``) if the line parser would take it as it is (printable ASCII,
    /// no `=`, not starting with `#`); `nil` otherwise.
    @inline(__always)
    private mutating func symbol(at start: UnsafePointer<UInt8>, count: Int, hash: UInt64) -> UInt32? {
        if let known = symbols.value(at: start, count: count, hash: hash) { return known }
        return newName(at: start, count: count, hash: hash)
    }

    /// A name met for the first time, if the line parser would take it as it is; `nil` for
    /// one it must read (it checks UTF-8, and words the error if there is one).
    @inline(never)
    private mutating func newName(at start: UnsafePointer<UInt8>, count: Int, hash: UInt64) -> UInt32? {
        guard start.pointee != 35 else { return nil }
        for index in 0..<count where start[index] >= 127 || start[index] == 61 { return nil }
        return lineNames.number(of: start, count: count, hash: hash, after: symbols)
    }

    /// Reads the line at `start` if it has the common shape: appends its event (if it is not
    /// blank or a comment) and returns the start of the next line; `nil` for any other line,
    /// having changed nothing (the line parser reads it as if the fast path had not).
    @inline(__always)
    private mutating func fastLine(_ start: UnsafePointer<UInt8>, line: Int, into batch: inout EventBatch) -> UnsafePointer<UInt8>? {
        let first = start.pointee
        if first == 10 { return start + 1 }
        if first == 35 { return PlainTraceParser.lineEnd(start) + 1 }
        if first <= 32 { return nil }

        // SUBJECT: one of the last two lines' again, or looked up.
        var cursor: UnsafePointer<UInt8>, hash: UInt64
        let subject: Symbol
        // The length of a subject looked up: counted and remembered once the line is read
        // (``accept(_:line:into:subjectAt:length:)``), as the names it meets for the first time are interned.
        var subjectLength = 0
        if let end = recentSubject.match(start) {
            cursor = end
            subject = recentSubject.symbol
        } else if let end = otherRecentSubject.match(start) {
            cursor = end
            subject = otherRecentSubject.symbol
            swap(&recentSubject, &otherRecentSubject)
        } else {
            (cursor, hash) = WordHash.scanField(start)
            guard cursor.pointee == 32 || cursor.pointee == 9,
                  let subjectRaw = symbol(at: start, count: cursor - start, hash: hash) else { return nil }
            subject = Symbol(subjectRaw)
            subjectLength = cursor - start
        }
        repeat { cursor += 1 } while cursor.pointee == 32 || cursor.pointee == 9

        // NAME
        let nameStart = cursor
        guard nameStart.pointee > 32, nameStart.pointee != 35 else { return nil }
        // The rest of the line, if it was read before.
        let tail = TailCache.scan(nameStart)
        if tail.length > 0, var event = tailCache.event(for: tail, at: nameStart) {
            event.subject = subject
            accept(event, line: line, into: &batch, subjectAt: start, length: subjectLength)
            return nameStart + tail.length
        }
        (cursor, hash) = WordHash.scanField(nameStart)
        guard let kindRaw = kindsByBytes.value(at: nameStart, count: cursor - nameStart, hash: hash) else { return nil }
        let kind = EventKindID(UInt16(truncatingIfNeeded: kindRaw))
        var event = Event(subject, kind)

        // KEY=VALUE fields, then the line end (or a comment).
        let keys = fastKeyStarts[Int(kind.rawValue)]..<fastKeyStarts[Int(kind.rawValue) + 1]
        var given: UInt8 = 0
        while true {
            var byte = cursor.pointee
            if byte == 10 { cursor += 1; break }
            if byte == 13 {
                guard cursor[1] == 10 else { return nil }
                cursor += 2
                break
            }
            guard byte == 32 || byte == 9 else { return nil }
            repeat { cursor += 1; byte = cursor.pointee } while byte == 32 || byte == 9
            if byte == 10 { cursor += 1; break }
            if byte == 13 {
                guard cursor[1] == 10 else { return nil }
                cursor += 2
                break
            }
            if byte == 35 { cursor = PlainTraceParser.lineEnd(cursor) + 1; break }

            let firstWord = PlainTraceParser.load(cursor), secondWord = PlainTraceParser.load(cursor + 8)
            var matched = -1
            for index in keys {
                let key = fastKeys[index]
                if firstWord & key.firstMask == key.first, secondWord & key.secondMask == key.second {
                    matched = index
                    break
                }
            }
            guard matched >= 0 else { return nil }
            let key = fastKeys[matched]
            let bit: UInt8 = 1 << UInt8(key.slot)
            guard given & bit == 0 else { return nil }
            given |= bit
            let value = cursor + key.length
            switch key.kind {
            case .bool:
                let word = PlainTraceParser.load(value)
                if word & 0xFFFF_FFFF == 0x6575_7274, value[4] <= 32 {          // "true"
                    event.setRawArgument(key.slot, 1)
                    cursor = value + 4
                } else if word & 0xFF_FFFF_FFFF == 0x65_736C_6166, value[5] <= 32 {  // "false"
                    event.setRawArgument(key.slot, 0)
                    cursor = value + 5
                } else {
                    return nil
                }
            case .name, .nameOrNil:
                guard value.pointee > 32 else { return nil }
                let (valueEnd, valueHash) = WordHash.scanField(value)
                if valueEnd - value == 3, PlainTraceParser.load(value) & 0xFF_FFFF == 0x6C_696E {   // "nil"
                    guard key.kind == .nameOrNil else { return nil }
                    event.setRawArgument(key.slot, Event.nilArgument)
                } else {
                    guard let named = symbol(at: value, count: valueEnd - value, hash: valueHash) else { return nil }
                    event.setRawArgument(key.slot, UInt64(named))
                }
                cursor = valueEnd
            case .size:
                // WIDTHxHEIGHT in whole points (fractions go to the line parser).
                guard let (width, afterWidth) = PlainTraceParser.wholeNumber(value), afterWidth.pointee == 120,
                      let (height, afterHeight) = PlainTraceParser.wholeNumber(afterWidth + 1), afterHeight.pointee <= 32 else { return nil }
                event.setRawArgument(key.slot, Value.size(width: Float(width), height: Float(height)).encoded)
                cursor = afterHeight
            case .other:
                return nil
            }
        }
        let required = requiredMasks[Int(kind.rawValue)]
        guard given & required == required else { return nil }
        assert(tail.length == 0 || cursor == nameStart + tail.length, "the fast path read the tail the cache scanned")
        accept(event, line: line, into: &batch, subjectAt: start, length: subjectLength)
        tailCache.remember(event, for: tail, at: nameStart)
        return cursor
    }

    /// Takes the event of a line read whole: interns the names it met for the first time
    /// (the numbers its event holds), and counts and remembers its subject if it was looked
    /// up (`length` bytes at `start`; 0 for a recent subject, counted and remembered when it
    /// was looked up).
    @inline(__always)
    private mutating func accept(_ event: Event, line: Int, into batch: inout EventBatch,
                                 subjectAt start: UnsafePointer<UInt8>, length: Int) {
        if lineNames.count > 0 {
            lineNames.intern(into: &symbols)
            lineNames.removeAll()
        }
        if length > 0 {
            noteSubject(event.subject)
            otherRecentSubject = recentSubject
            recentSubject.remember(start, count: length, symbol: event.subject)
        }
        batch.appendUnchecked(event, line: line)
    }
}
