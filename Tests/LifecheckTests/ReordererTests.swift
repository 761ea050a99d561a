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

    @Test("An outer event takes in only the inner events that name what it names in the nesting's matching parameters")
    func matchingParameters() throws {
        // A call's `step`s run inside its `finish` when they name the same job; a step of another job, or
        // one without a job, logged just before, ran on its own.
        let part = SpecPart(
            "Jobs", summary: "Steps of a job, then its finish.",
            rules: [Rule("JOB-1", "A job finishes after a step of it.", fix: "step first.", sources: [.reading("test")])],
            machines: [Machine("job", states: ["idle", "stepped"], rest: ["idle", "stepped"], transitions: [
                .on("step", from: ["idle", "stepped"], to: "stepped", rule: "JOB-1"),
                .on("finish", from: ["stepped"], to: "idle", rule: "JOB-1"),
            ])],
            nestings: [Nesting(["finish"], contains: ["step"], link: .sameSubject, matching: ["job"])])
        let vocabulary = Vocabulary([
            EventKind("step", group: "j", [.init("job", .name, required: false)]),
            EventKind("finish", group: "j", [.init("job", .name)]),
        ])
        let spec = try Spec(name: "Jobs", folder: "Tests", vocabulary: vocabulary, parts: [part]).compile()
        func order(_ trace: String) throws -> [Int] {
            var reorderer = ExitOrderReorderer(spec: spec)
            var parser = PlainTraceParser(vocabulary: spec.vocabulary)
            var order: [Int] = []
            for (index, line) in trace.split(separator: "\n").enumerated() {
                let event = try #require(try parser.parse(line: String(line), number: index + 1))
                order += reorderer.push(TraceEntry(position: index + 1, event: event)).map(\.position)
            }
            return order + reorderer.finish().map(\.position)
        }
        #expect(try order("w step job=a\nw step job=b\nw finish job=b") == [1, 3, 2])
        #expect(try order("w step job=b\nw step job=a\nw finish job=b") == [1, 2, 3])
        #expect(try order("w step job=a\nw step\nw finish job=b") == [1, 3, 2])
        // A parameter the outer events lack is a mistake in the spec.
        var broken = part
        broken.nestings = [Nesting(["finish"], contains: ["step"], link: .sameSubject, matching: ["queue"])]
        #expect(throws: SpecError(part: "Jobs", "nesting matches queue, which finish does not have")) {
            try Spec(name: "Jobs", folder: "Tests", vocabulary: vocabulary, parts: [broken]).compile()
        }
    }
}
