/// Numbers the names of a trace parsed by two parsers, each with its own table, as one
/// parser reading the whole trace would: in order of first appearance.
///
/// The checker's reading thread parses most chunks; the monitoring thread parses the others
/// itself when it would otherwise wait. Each parser numbers the names it meets in its own
/// table. Their batches reach the monitor in trace order, each with the names its parser
/// interned while filling it (``EventBatch/newNames``); the merger interns those in one
/// table, so the numbering, the subject count and every report are the same as with one
/// parser, and rewrites each batch's names into that table's. A parser whose names have
/// come in its own order so far (the reading thread's, as long as the other met no name
/// first) needs no rewriting.
struct NameMerger {
    /// The names, numbered in order of first appearance in the trace.
    private(set) var symbols = SymbolTable()
    /// The number of distinct subjects of the events merged.
    private(set) var subjectCount = 0
    private var subjectBits: [UInt64] = []
    /// Per parser, the merged symbol of each of its own.
    private var merged: [[UInt32]]
    /// Per parser, whether each of its symbols is the same in the merged table.
    private var isIdentity: [Bool]
    /// Per event kind, the argument slots that hold names (a bit set).
    private let nameSlots: [UInt8]

    /// A merger for `parsers` parsers of events of `vocabulary`.
    init(parsers: Int, vocabulary: Vocabulary) {
        merged = Array(repeating: [], count: parsers)
        isIdentity = Array(repeating: true, count: parsers)
        nameSlots = vocabulary.kinds.map { kind in
            var slots: UInt8 = 0
            for (slot, parameter) in kind.parameters.enumerated() where parameter.type == .name || parameter.type == .nameOrNil {
                slots |= 1 << UInt8(slot)
            }
            return slots
        }
    }

    /// Takes the next batch of the trace, filled by parser `parser`: numbers its new names,
    /// counts its new subjects and rewrites its events' names.
    mutating func merge(_ batch: inout EventBatch, from parser: Int) {
        for index in 0..<batch.newNames.count {
            let symbol = symbols.intern(batch.newNames, at: index).rawValue
            if symbol != UInt32(merged[parser].count) { isIdentity[parser] = false }
            merged[parser].append(symbol)
        }
        for subject in batch.newSubjects {
            noteSubject(Int(merged[parser][Int(subject.rawValue)]))
        }
        guard !isIdentity[parser] else { return }
        merged[parser].withUnsafeBufferPointer { map in
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

    /// Parser `parser`'s numbering, when it differs from the merged one: the merged table and
    /// each of its symbols' merged number, for the parser to adopt (``PlainTraceParser/adopt(_:renumbering:)``).
    func renumbering(of parser: Int) -> (symbols: SymbolTable, renumbering: [UInt32])? {
        isIdentity[parser] ? nil : (symbols, merged[parser])
    }

    /// Parser `parser` numbers its names as the merged table does from now on (it adopted the
    /// table, which had `count` names).
    mutating func adopted(by parser: Int, count: Int) {
        precondition(count == symbols.count, "a parser adopted the merged numbering of all the names merged so far")
        merged[parser] = Array(0..<UInt32(count))
        isIdentity[parser] = true
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
