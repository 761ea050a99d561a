@testable import Lifecheck
import Testing

/// The explorer looks an operation up by the short key its ``EventBuffer`` packs as the model
/// appends; the merge computes the key again from the stored callbacks. The two must agree,
/// or the memo would answer one operation with another's verdict.
@Suite("Short memo keys")
struct ShortKeyTests {
    @Test("The key an event buffer packs as it goes equals the one computed from its events")
    func packedAsAppended() {
        var random = SplitMix64(seed: 7)
        var buffer = EventBuffer()
        var keys = 0
        for _ in 0..<2000 {
            buffer.mark()
            for _ in 0..<Int(random.next() % 7) {
                // Mostly small subjects and kinds without arguments; sometimes not.
                let subject = UInt32(random.next() % 8 == 0 ? 256 + random.next() % 4 : random.next() % 256)
                let kind = UInt16(random.next() % 8 == 0 ? 256 : random.next() % 256)
                var event = Event(Symbol(subject), kind == 256 ? EventKindID(300) : EventKindID(kind))
                if random.next() % 8 == 0 { event.setRawArgument(Int(random.next() % 3), random.next() % 1000) }
                buffer.append(event)
            }
            let vector = UInt32(truncatingIfNeeded: random.next())
            let packed = buffer.shortKey(vector)
            let computed = buffer.withUnsafeElements { TransitionMemo.shortKey(vector, $0) }
            #expect(packed?.first == computed?.first && packed?.second == computed?.second)
            if packed != nil { keys += 1 }
        }
        // Both kinds of operation occurred.
        #expect(keys > 100 && keys < 1900)
    }

    @Test("Emptying an event buffer starts its key again; appending a sequence packs each event")
    func emptiedAndRefilled() {
        var buffer = EventBuffer()
        let events = [Event(Symbol(3), EventKindID(1)), Event(Symbol(4), EventKindID(2))]
        buffer.append(Event(Symbol(300), EventKindID(1)))
        buffer.removeAll()
        buffer.append(contentsOf: events)
        let packed = buffer.shortKey(9)
        let expected = events.withUnsafeBufferPointer { TransitionMemo.shortKey(9, $0) }
        #expect(packed != nil && packed?.first == expected?.first && packed?.second == expected?.second)
    }

    @Test("Short keys tell apart operations that differ in one callback, its order or their number")
    func distinct() {
        func key(_ events: [(UInt32, UInt16)]) -> (UInt64, UInt64)? {
            let list = events.map { Event(Symbol($0.0), EventKindID($0.1)) }
            return list.withUnsafeBufferPointer { TransitionMemo.shortKey(5, $0) }.map { ($0.first, $0.second) }
        }
        let base = key([(1, 2), (3, 4)])!
        for other in [key([(3, 4), (1, 2)]), key([(1, 2), (3, 5)]), key([(0, 0), (1, 2), (3, 4)]), key([(1, 2)])] {
            #expect(other.map { $0 != base } == true)
        }
        #expect(key([(1, 2), (2, 3), (3, 4), (4, 5), (5, 6)]) == nil)
        #expect(key([(256, 2)]) == nil)
    }
}
