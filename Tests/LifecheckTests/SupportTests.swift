import Lifecheck
import Testing

@Suite("Support")
struct SupportTests {
    @Test("SplitMix64 is deterministic and matches the reference sequence")
    func splitMix() {
        var generator = SplitMix64(seed: 0)
        // Reference values of SplitMix64 from seed 0.
        let first = generator.next(), second = generator.next()
        #expect(first == 0xE220_A839_7B1D_CDAF)
        #expect(second == 0x6E78_9E6A_A1B9_65F4)
        var a = SplitMix64(seed: 42), b = SplitMix64(seed: 42)
        let left = (0..<10).map { _ in a.next() }, right = (0..<10).map { _ in b.next() }
        #expect(left == right)
    }

    @Test("An event buffer grows past its first storage and keeps every event in order")
    func eventBuffer() {
        var buffer = EventBuffer()
        let startsEmpty = buffer.isEmpty, firstLast = buffer.last
        #expect(startsEmpty && firstLast == nil)
        let events = (0..<100).map { Event(Symbol(UInt32($0)), EventKindID(UInt16($0 % 7))) }
        for event in events { buffer.append(event) }
        let count = buffer.count, elements = buffer.elements, middle = buffer[42], last = buffer.last
        let tail = buffer.withUnsafeElements(from: 90) { Array($0) }
        #expect(count == 100 && elements == events)
        #expect(middle == events[42] && last == events[99])
        #expect(tail == Array(events[90...]))
        buffer.removeAll()
        let emptied = buffer.isEmpty
        #expect(emptied)
        buffer.append(contentsOf: events.prefix(3))
        let refilled = buffer.elements
        #expect(refilled == Array(events.prefix(3)))
    }

    @Test("Events print back in the plain trace format", arguments: [
        "Nav addChild child=Home",
        "Home willMove parent=nil",
        "Home viewWillTransition size=390x844",
        "Home viewWillTransition size=1024.5x768",
        "P present presented=C style=overFullScreen animated=true",
        "Home viewWillAppear",
    ])
    func roundTrip(line: String) throws {
        let vocabulary = Vocabulary([
            EventKind("addChild", group: "", [.init("child", .name)]),
            EventKind("willMove", group: "", [.init("parent", .nameOrNil)]),
            EventKind("viewWillTransition", group: "", [.init("size", .size)]),
            EventKind("present", group: "", [.init("presented", .name), .init("style", .enumeration(["fullScreen", "overFullScreen"])),
                                            .init("animated", .bool, required: false)]),
            EventKind("viewWillAppear", group: "", [.init("animated", .bool, required: false)]),
        ])
        var parser = PlainTraceParser(vocabulary: vocabulary)
        let event = try #require(try parser.parse(line: line, number: 1))
        #expect(EventFormatter(vocabulary: vocabulary, symbols: parser.symbols).line(event) == line)
    }

    @Test("Blank lines, comments and CRLF line ends are read as the format says")
    func lines() throws {
        let text = "# a comment\r\n\r\n   \t\nd open   # trailing comment\r\nd close\r\n"
        let report = try TraceChecker(spec: MicroSpec.compiled).check(text: text)
        #expect(report.eventCount == 2)
        #expect(report.violations.isEmpty)
        #expect(report.symbols.name(of: Symbol(0)) == "d")
    }

    @Test("A trace with no events is an input error, not a pass", arguments: ["", "# only a comment\n\n"])
    func noEvents(text: String) {
        #expect(throws: TraceError.self) { try TraceChecker(spec: MicroSpec.compiled).check(text: text) }
    }

    @Test("A control character in a field is an input error at its column")
    func controlCharacters() {
        let checker = TraceChecker(spec: MicroSpec.compiled)
        do {
            _ = try checker.check(text: "d open\nd\u{0}x close\n")
            Issue.record("a NUL byte was accepted")
        } catch {
            #expect(error.line == 2 && error.column == 2)
            #expect(error.message.contains("control character 0x00"))
        }
    }

    @Test("A huge line gives a short message")
    func hugeLine() {
        let text = "d " + String(repeating: "x", count: 1_000_000) + "\n"
        do {
            _ = try TraceChecker(spec: MicroSpec.compiled).check(text: text)
            Issue.record("an unknown event was accepted")
        } catch {
            #expect(error.line == 1 && error.column == 3)
            #expect(error.message.count < 300)
            #expect(error.message.contains("(1000000 bytes)"))
        }
    }
}
