@testable import Lifecheck
import Testing

/// Kept events come back as they were kept: every kind of argument, and lines far apart,
/// equal, or going back.
@Suite("Kept events")
struct KeptEventsTests {
    @Test("Events and lines come back in order, whatever their arguments and line steps")
    func roundTrip() {
        var generator = SplitMix64(seed: 11)
        let values: [UInt64] = [Event.absentArgument, Event.nilArgument, 0, 1, 1 << 31, UInt64(UInt32.max), 1 << 32, Event.nilArgument - 1]
        let steps = [0, 1, 2, 1022, 1023, 1024, 1 << 40, -5]
        var expected: [(Event, Int)] = []
        var kept = KeptEvents()
        var line = 1
        for _ in 0..<5_000 {
            var event = Event(Symbol(UInt32(truncatingIfNeeded: generator.next())), EventKindID(UInt16(truncatingIfNeeded: generator.next())))
            for slot in 0..<Event.maximumArguments {
                event.setRawArgument(slot, values[Int(generator.next() % UInt64(values.count))])
            }
            line = max(0, line + steps[Int(generator.next() % UInt64(steps.count))])
            kept.append(event, line: line)
            expected.append((event, line))
        }
        var read: [(Event, Int)] = []
        kept.forEach { event, line in read.append((event, line)) }
        #expect(kept.count == expected.count)
        #expect(read.count == expected.count)
        for (index, (event, line)) in read.enumerated() where index < expected.count {
            #expect(event == expected[index].0 && line == expected[index].1, "event \(index)")
        }
    }

    @Test("A typical event takes two words: its header and its subject")
    func compact() {
        var kept = KeptEvents()
        for line in 1...1_000 { kept.append(Event(Symbol(UInt32(line % 7)), EventKindID(3)), line: line) }
        #expect(kept.wordCount == 2_000)
    }
}
