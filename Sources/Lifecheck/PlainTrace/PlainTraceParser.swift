/// Parses lines of the plain trace format (version 1) into ``Event``s.
///
/// The format is described in <doc:TraceFormat>.
///
/// A line is `SUBJECT NAME [KEY=VALUE ...]`; blank lines and lines starting with `#` are
/// skipped, and ` #` starts a comment. Anything else that breaks the format (an unknown
/// name, a missing, unknown or repeated key, a value of the wrong kind) is a
/// ``TraceError`` naming the column and what was expected there, as are control
/// characters and bytes that are not UTF-8. The parser works on bytes: it builds no
/// string, not even for a name met for the first time (``SymbolTable`` keeps bytes).
///
/// Whole files go through `parse(chunk:from:into:)`, a fast path for the common shape of
/// a line that hands everything else (names that are not ASCII, fractional sizes,
/// enumerations, and every error) to `parse(line:number:)`, so both give the same events
/// and the same messages.
public struct PlainTraceParser: Sendable {
    /// The events it knows.
    public let vocabulary: Vocabulary
    /// The names interned so far; a trace's subjects and identifiers.
    public var symbols: SymbolTable
    /// Lines read by `parse(chunk:from:into:)` so far.
    public internal(set) var linesRead = 0
    /// The number of distinct subjects of the events parsed so far.
    public private(set) var subjectCount = 0
    private var subjectBits: [UInt64] = []
    /// Subjects counted since `parse(chunk:from:into:)` last handed them to a batch.
    var subjectsNoted: [Symbol] = []
    private let kindsByName: [String: EventKindID]
    let kindsByBytes: ByteTable
    /// The events of line tails the fast path read (``TailCache``).
    var tailCache = TailCache()
    /// The last two subjects the fast path read (``RecentName``), the latest first: a
    /// transition interleaves two controllers' callbacks.
    var recentSubject = RecentName()
    var otherRecentSubject = RecentName()
    /// The names the fast path's line met for the first time (empty between lines).
    var lineNames = LineNames()
    /// Parameter keys per kind, as bytes, so `KEY=` is matched without building a string.
    private let keyBytes: [[[UInt8]]]
    /// The keys of the fast path, per kind: `fastKeys[fastKeyStarts[kind]..<fastKeyStarts[kind + 1]]`.
    let fastKeys: [FastKey]
    let fastKeyStarts: [Int]
    /// The slots of each kind's required parameters, as a bit mask.
    let requiredMasks: [UInt8]
    /// The fields of the line being parsed (kept to reuse its memory).
    private var fields: [Range<Int>] = []

    /// A parser for `vocabulary`, interning into `symbols`.
    public init(vocabulary: Vocabulary, symbols: SymbolTable = SymbolTable()) {
        self.vocabulary = vocabulary
        self.symbols = symbols
        // (The vocabulary's tables, built once: a parser is made for every log checked.)
        let tables = vocabulary.tables
        kindsByName = tables.kindsByName
        kindsByBytes = tables.kindsByBytes
        keyBytes = tables.keyBytes
        fastKeys = tables.fastKeys
        fastKeyStarts = tables.fastKeyStarts
        requiredMasks = tables.requiredMasks
    }

    /// Parses one line (without its line end; a trailing CR is ignored).
    ///
    /// Returns `nil` for blank and comment lines.
    public mutating func parse(line: UnsafeBufferPointer<UInt8>, number: Int) throws(TraceError) -> Event? {
        var end = line.count
        if end > 0, line[end - 1] == 13 { end -= 1 }
        // Cut the comment: a blank, then '#'.
        var index = 0
        while index < end {
            if line[index] == 35, index == 0 || isBlank(line[index - 1]) { end = index; break }
            index += 1
        }
        fields.removeAll(keepingCapacity: true)
        index = 0
        while index < end {
            while index < end, isBlank(line[index]) { index += 1 }
            let start = index
            // One comparison per byte: at or below a space is a blank (the field ends) or a
            // control character, as is DEL; from 0x80 on, a UTF-8 sequence to check.
            while index < end {
                let byte = line[index]
                if byte <= 32 || byte >= 127 {
                    if isBlank(byte) { break }
                    if byte >= 128, let length = UTF8Validation.sequenceLength(UnsafeBufferPointer(rebasing: line[..<end]), at: index) {
                        index += length
                        continue
                    }
                    let before = String(decoding: UnsafeBufferPointer(rebasing: line[max(start, index - 60)..<index]), as: UTF8.self)
                    if byte >= 128 {
                        throw TraceError(line: number, column: index + 1,
                                         "invalid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true))) in '\(before)…'; a trace is UTF-8 text (is this a binary file, or text in another encoding?)")
                    }
                    // NUL and other control characters are binary data, never part of a name.
                    throw TraceError(line: number, column: index + 1,
                                     "control character 0x\(byte < 16 ? "0" : "")\(String(byte, radix: 16, uppercase: true)) in '\(before)…'; a trace is text (is this a binary file?)")
                }
                index += 1
            }
            if start < index { fields.append(start..<index) }
        }
        guard let subjectField = fields.first else { return nil }
        func fail(_ column: Int, _ message: String) -> TraceError {
            TraceError(line: number, column: column + 1, message)
        }
        /// The field as text for a message, cut to 60 bytes so a huge line can't flood it.
        func text(_ range: Range<Int>) -> String {
            let shown = range.count > 60 ? range.lowerBound..<range.lowerBound + 60 : range
            let text = String(decoding: UnsafeBufferPointer(rebasing: line[shown]), as: UTF8.self)
            return shown == range ? text : text + "… (\(range.count) bytes)"
        }

        if line[subjectField].contains(61) {
            throw fail(subjectField.lowerBound, "expected a subject (a name without '='), found '\(text(subjectField))'")
        }
        guard fields.count >= 2 else {
            throw fail(subjectField.upperBound, "expected an event name after the subject '\(text(subjectField))'")
        }
        let nameField = fields[1]
        guard let kindID = kindsByBytes.value(for: UnsafeBufferPointer(rebasing: line[nameField])).map({ EventKindID(UInt16($0)) }) else {
            let name = text(nameField)
            var message = "unknown event '\(name)'"
            if let match = kindsByName.keys.first(where: { $0.lowercased() == name.lowercased() }) {
                message += "; names are case-sensitive: did you mean '\(match)'?"
            } else if name.contains("=") {
                message = "expected an event name after the subject, found '\(name)'"
            } else {
                message += "; expected one of the names in the trace format (viewWillAppear, viewDidLoad, willMove, …)"
            }
            throw fail(nameField.lowerBound, message)
        }
        let kind = vocabulary[kindID]
        var event = Event(intern(line, subjectField), kindID)
        var given: UInt8 = 0
        for field in fields.dropFirst(2) {
            guard let equals = line[field].firstIndex(of: 61), equals > field.lowerBound else {
                throw fail(field.lowerBound, "expected KEY=VALUE, found '\(text(field))'")
            }
            let keyRange = field.lowerBound..<equals
            let keys = keyBytes[Int(kindID.rawValue)]
            guard let slot = keys.firstIndex(where: { $0.elementsEqual(line[keyRange]) }) else {
                let key = text(keyRange)
                let keys = kind.parameters.map(\.name)
                let takes = keys.isEmpty ? "it takes no keys" : "it takes " + keys.joined(separator: ", ")
                throw fail(field.lowerBound, "\(kind.name) has no key '\(key)'; \(takes)")
            }
            guard given & (1 << UInt8(slot)) == 0 else {
                throw fail(field.lowerBound, "key '\(text(keyRange))' appears twice")
            }
            given |= 1 << UInt8(slot)
            let valueRange = (equals + 1)..<field.upperBound
            let type = kind.parameters[slot].type
            guard let raw = value(line, valueRange, type) else {
                throw fail(valueRange.lowerBound, "expected \(type.expectation) for '\(text(keyRange))', found '\(text(valueRange))'")
            }
            event.setRawArgument(slot, raw)
        }
        for (slot, parameter) in kind.parameters.enumerated() where parameter.isRequired && given & (1 << UInt8(slot)) == 0 {
            throw fail(end, "\(kind.name) needs '\(parameter.name)=' (\(kind.syntax))")
        }
        noteSubject(event.subject)
        return event
    }

    /// Parses one line given as a string.
    public mutating func parse(line: String, number: Int) throws(TraceError) -> Event? {
        let bytes = Array(line.utf8)
        return try bytes.withUnsafeBufferPointer { (buffer) throws(TraceError) -> Event? in
            try parse(line: buffer, number: number)
        }
    }

    // MARK: - Pieces

    @inline(__always) private func isBlank(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 }

    /// Takes `merged` as its table from now on (``NameMerger``'s, so that two parsers of one
    /// trace number alike): `renumbering[old]` is the new number of each of its first
    /// `renumbering.count` symbols, and the names it met after those are added to the table
    /// in order. The subjects it counted keep counting; the tail cache and the recent
    /// subject, which hold the old numbers, start empty. Call it between batches.
    mutating func adopt(_ merged: SymbolTable, renumbering: [UInt32]) {
        precondition(renumbering.count <= symbols.count && subjectsNoted.isEmpty, "a parser adopts a numbering of its names, between batches")
        var table = merged, renumbering = renumbering
        for old in renumbering.count..<symbols.count {
            renumbering.append(table.intern(nameOf: Symbol(UInt32(old)), in: symbols).rawValue)
        }
        var bits = [UInt64](repeating: 0, count: (table.count + 63) / 64)
        for (word, value) in subjectBits.enumerated() {
            var value = value
            while value != 0 {
                let renumbered = Int(renumbering[word << 6 | value.trailingZeroBitCount])
                bits[renumbered >> 6] |= 1 << UInt64(renumbered & 63)
                value &= value &- 1
            }
        }
        subjectBits = bits
        symbols = table
        tailCache = TailCache()
        recentSubject.forget()
        otherRecentSubject.forget()
    }

    /// Counts `subject` among the subjects if it is new.
    @inline(__always)
    mutating func noteSubject(_ subject: Symbol) {
        let word = Int(subject.rawValue >> 6), bit = UInt64(1) << UInt64(subject.rawValue & 63)
        if word >= subjectBits.count { subjectBits += [UInt64](repeating: 0, count: word + 1 - subjectBits.count) }
        if subjectBits[word] & bit == 0 {
            subjectBits[word] |= bit
            subjectCount += 1
            subjectsNoted.append(subject)
        }
    }

    private mutating func intern(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Symbol {
        symbols.intern(UnsafeBufferPointer(rebasing: line[range]))
    }

    /// The raw slot value of a value field, or `nil` when it is not of `type`.
    private mutating func value(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ type: ParameterType) -> UInt64? {
        let bytes = UnsafeBufferPointer(rebasing: line[range])
        guard !bytes.isEmpty else { return nil }
        switch type {
        case .bool:
            if bytes.elementsEqual("true".utf8) { return 1 }
            if bytes.elementsEqual("false".utf8) { return 0 }
            return nil
        case .name, .nameOrNil:
            if bytes.elementsEqual("nil".utf8) { return type == .nameOrNil ? Event.nilArgument : nil }
            guard bytes[0] != 35, !bytes.contains(61) else { return nil }
            return UInt64(intern(line, range).rawValue)
        case .size:
            guard let x = bytes.firstIndex(of: 120),
                  let width = decimal(UnsafeBufferPointer(rebasing: bytes[..<x])),
                  let height = decimal(UnsafeBufferPointer(rebasing: bytes[(x + 1)...])) else { return nil }
            return Value.size(width: width, height: height).encoded
        case .enumeration(let cases):
            let word = String(decoding: bytes, as: UTF8.self)
            return cases.firstIndex(of: word).map { UInt64($0) }
        }
    }

    /// A non-negative decimal such as `390` or `1024.5`.
    private func decimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Float? {
        var seenDot = false, digits = 0
        for byte in bytes {
            if byte == 46 {
                guard !seenDot else { return nil }
                seenDot = true
            } else if (48...57).contains(byte) {
                digits += 1
            } else {
                return nil
            }
        }
        guard digits > 0, bytes.first != 46, bytes.last != 46 else { return nil }
        return Float(String(decoding: bytes, as: UTF8.self))
    }
}
