/// The events a first pass over a log read, with their lines, packed for the check that
/// follows it (``TraceChecker``'s pass that infers what a log records): a typical event
/// takes 8 to 12 bytes rather than the 40 of an ``Event`` and its line.
///
/// Each event is a header word, its subject, then its arguments that hold a value: the
/// header packs the kind (16 bits), per argument whether it is absent, `nil`, a value of 32
/// bits or one of 64 (2 bits each), and how many lines on from the previous event it was
/// read (10 bits; the largest says the line follows in two words).
struct KeptEvents {
    private var words: [UInt32] = []
    private var lastLine = 0
    /// The events kept.
    private(set) var count = 0

    /// The most words kept (256 MB): a log with more events is read again instead.
    static let wordLimit = 1 << 26
    private static let lineEscape = 1023

    /// Whether another event fits.
    var hasRoom: Bool { words.count <= Self.wordLimit - 10 }

    /// The words the events take.
    var wordCount: Int { words.count }

    /// Keeps `event`, read from line `line`.
    mutating func append(_ event: Event, line: Int) {
        var header = UInt32(event.kind.rawValue)
        for slot in 0..<Event.maximumArguments {
            let raw = event.rawArgument(slot)
            let code: UInt32 = raw == Event.absentArgument ? 0 : raw == Event.nilArgument ? 1 : raw <= UInt64(UInt32.max) ? 2 : 3
            header |= code << UInt32(16 + 2 * slot)
        }
        let delta = line - lastLine
        let escaped = delta < 0 || delta >= Self.lineEscape
        header |= UInt32(escaped ? Self.lineEscape : delta) << 22
        words.append(header)
        if escaped {
            words.append(UInt32(truncatingIfNeeded: UInt64(line)))
            words.append(UInt32(truncatingIfNeeded: UInt64(line) >> 32))
        }
        words.append(event.subject.rawValue)
        for slot in 0..<Event.maximumArguments where (header >> UInt32(16 + 2 * slot)) & 3 >= 2 {
            let raw = event.rawArgument(slot)
            words.append(UInt32(truncatingIfNeeded: raw))
            if raw > UInt64(UInt32.max) { words.append(UInt32(truncatingIfNeeded: raw >> 32)) }
        }
        lastLine = line
        count += 1
    }

    /// Calls `body` with each event and its line, in the order they were kept.
    func forEach(_ body: (Event, Int) -> Void) {
        var index = 0
        var line = 0
        while index < words.count {
            let header = words[index]
            index += 1
            let delta = Int(header >> 22)
            if delta == Self.lineEscape {
                line = Int(UInt64(words[index]) | UInt64(words[index + 1]) << 32)
                index += 2
            } else {
                line += delta
            }
            var event = Event(Symbol(words[index]), EventKindID(UInt16(truncatingIfNeeded: header)))
            index += 1
            for slot in 0..<Event.maximumArguments {
                switch (header >> UInt32(16 + 2 * slot)) & 3 {
                case 1: event.setRawArgument(slot, Event.nilArgument)
                case 2:
                    event.setRawArgument(slot, UInt64(words[index]))
                    index += 1
                case 3:
                    event.setRawArgument(slot, UInt64(words[index]) | UInt64(words[index + 1]) << 32)
                    index += 2
                default: break
                }
            }
            body(event, line)
        }
    }
}
