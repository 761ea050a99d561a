import Lifecheck
import Testing

@Suite("Exit order")
struct ReordererTests {
    @Test("An outer event logged after the events nested in it goes back in front of them")
    func reorders() throws {
        let spec = MicroSpec.compiled
        // Logged at exit: the doors close inside the room's sleep, so they come first.
        let trace = "r install door=d\nr install door=e\nd open\ne open\nd close\ne close\nr sleep"
        let entry = try TraceChecker(spec: spec).check(text: trace)
        #expect(entry.violations.map(\.rule.id) == [])
        var reorderer = ExitOrderReorderer(spec: spec)
        var parser = PlainTraceParser(vocabulary: spec.vocabulary)
        var monitor = Monitor(spec: spec)
        var order: [Int] = []
        for (index, line) in trace.split(separator: "\n").enumerated() {
            let event = try #require(try parser.parse(line: String(line), number: index + 1))
            for released in reorderer.push(TraceEntry(position: index + 1, event: event)) {
                order.append(released.position)
                _ = monitor.consume(released.event, at: released.position)
            }
        }
        order += reorderer.finish().map(\.position)
        #expect(order == [1, 2, 3, 4, 7, 5, 6])
        // Read as exit order, the room sleeps before its doors close: a violation.
        let exit = try TraceChecker(spec: spec, options: CheckOptions(order: .exit)).check(text: trace)
        #expect(exit.violations.map(\.rule.id) == ["ROOM-1"])
    }
}
