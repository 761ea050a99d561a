/// Numbers the names of a trace parsed by two parsers as one parser reading the whole trace
/// would: in order of first appearance.
///
/// The checker's reading thread parses most chunks, numbering the names it meets in its own
/// table; the monitoring thread parses the others itself when it would otherwise wait. Both
/// kinds of work reach the monitoring thread in trace order, so the merger's table holds
/// exactly the names of the lines before whatever comes next:
/// - the monitoring thread's parser interns straight into it (``exchangeSymbols(with:)``), so the names
///   it meets first are numbered in trace order and its batches need no rewriting;
/// - each of the reader's batches brings the names its parser interned while filling it
///   (`EventBatch/newNames`), which the merger interns, and is rewritten into the merged
///   numbering when the two differ. They agree as long as the monitoring thread met no name
///   first, and again once the reader adopts the merged table (``readerRenumbering``).
struct NameMerger {
    /// The names, numbered in order of first appearance in the trace.
    private(set) var symbols = SymbolTable()
    /// The number of distinct subjects of the events merged.
    private(set) var subjectCount = 0
    private var subjectBits: [UInt64] = []
    /// The merged symbol of each of the reader's.
    private var readerMap: [UInt32] = []
    /// Whether each of the reader's symbols is the same in the merged table.
    private var readerIsIdentity = true
    /// Per event kind, the argument slots that hold names (a bit set).
    private let nameSlots: [UInt8]

    /// A merger for events of `vocabulary`.
    init(vocabulary: Vocabulary) {
        nameSlots = vocabulary.kinds.map { kind in
            var slots: UInt8 = 0
            for (slot, parameter) in kind.parameters.enumerated() where parameter.type == .name || parameter.type == .nameOrNil {
                slots |= 1 << UInt8(slot)
            }
            return slots
        }
    }

    /// Takes the reader's next batch: numbers its new names, counts its new subjects and
    /// rewrites its events' names.
    mutating func merge(readerBatch batch: inout EventBatch) {
        for index in 0..<batch.newNames.count {
            let symbol = symbols.intern(batch.newNames, at: index).rawValue
            if symbol != UInt32(readerMap.count) { readerIsIdentity = false }
            readerMap.append(symbol)
        }
        for subject in batch.newSubjects {
            noteSubject(Int(readerMap[Int(subject.rawValue)]))
        }
        guard !readerIsIdentity else { return }
        readerMap.withUnsafeBufferPointer { map in
            nameSlots.withUnsafeBufferPointer { nameSlots in
                batch.withMutableEvents { events in
                    for index in events.indices {
                        events[index].subject = Symbol(map[Int(events[index].subject.rawValue)])
                        var slots = nameSlots[Int(events[index].kind.rawValue)]
                        while slots != 0 {
                            let slot = slots.trailingZeroBitCount
                            slots &= slots &- 1
                            let raw = events[index].rawArgument(slot)
                            if raw < Event.nilArgument { events[index].setRawArgument(slot, UInt64(map[Int(raw)])) }
                        }
                    }
                }
            }
        }
    }

    /// Exchanges the merged table with `parser`'s: lends it to the monitoring thread's
    /// parser before a chunk, and takes it back, with the names that chunk brought, after.
    /// (Only that parser's batches, ``merge(ownBatch:)``, may be merged in between.)
    mutating func exchangeSymbols(with parser: inout PlainTraceParser) {
        swap(&symbols, &parser.symbols)
    }

    /// Takes a batch parsed with the merged table itself (``exchangeSymbols(with:)``): counts its new subjects.
    mutating func merge(ownBatch batch: EventBatch) {
        for subject in batch.newSubjects { noteSubject(Int(subject.rawValue)) }
    }

    /// The reader's numbering, when it differs from the merged one: the merged table and
    /// each of its symbols' merged number, for it to adopt (``PlainTraceParser/adopt(_:renumbering:)``).
    func readerRenumbering() -> (symbols: SymbolTable, renumbering: [UInt32])? {
        readerIsIdentity ? nil : (symbols, readerMap)
    }

    /// The reader numbers its names as the merged table does from now on (it adopted the
    /// table, which had `count` names).
    mutating func readerAdopted(count: Int) {
        precondition(count == symbols.count, "the reader adopted the merged numbering of all the names merged so far")
        readerMap = Array(0..<UInt32(count))
        readerIsIdentity = true
    }

    private mutating func noteSubject(_ symbol: Int) {
        let word = symbol >> 6, bit = UInt64(1) << UInt64(symbol & 63)
        if word >= subjectBits.count { subjectBits += [UInt64](repeating: 0, count: word + 1 - subjectBits.count) }
        if subjectBits[word] & bit == 0 {
            subjectBits[word] |= bit
            subjectCount += 1
        }
    }
}
