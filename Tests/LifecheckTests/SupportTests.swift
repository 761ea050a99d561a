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
}
