@_spi(Performance) @testable import Lifecheck
import Testing
import UIKitSpec

/// The plain parser's fast path answers a line tail it has read before from its
/// ``TailCache``. Whatever the cache holds, each line must give what the line parser alone
/// makes of it: the same event, or the same error at the same line.
@Suite("Tail cache")
struct TailCacheTests {
    /// What the chunk parser (fast path and cache) makes of `text`: its events with their
    /// lines, or the first error; and the names it interned.
    func parsedInChunks(_ text: String) -> (Result<[TraceEntry], TraceError>, names: [String]) {
        var parser = PlainTraceParser(vocabulary: UIKitSpec.compiled.vocabulary)
        var batch = EventBatch(capacity: 5)
        var entries: [TraceEntry] = []
        do throws(TraceError) {
            try LineChunk.withCopy(of: text.utf8) { (chunk) throws(TraceError) in
                var offset = 0
                while offset < chunk.count {
                    offset = try parser.parse(chunk: chunk, from: offset, into: &batch)
                    entries += zip(batch.events, batch.lines).map { TraceEntry(position: $1, event: $0) }
                    batch.removeAll()
                }
            }
        } catch {
            return (.failure(error), names(parser.symbols))
        }
        return (.success(entries), names(parser.symbols))
    }

    func names(_ symbols: SymbolTable) -> [String] {
        (0..<symbols.count).map { symbols.name(of: Symbol(UInt32($0))) }
    }

    /// What the line parser alone makes of `text`, line by line.
    func parsedLineByLine(_ text: String) -> (Result<[TraceEntry], TraceError>, names: [String]) {
        var parser = PlainTraceParser(vocabulary: UIKitSpec.compiled.vocabulary)
        var entries: [TraceEntry] = []
        for (index, line) in Array(text.utf8).split(separator: 10, omittingEmptySubsequences: false).dropLast().enumerated() {
            let bytes = Array(line)
            do {
                if let event = try bytes.withUnsafeBufferPointer({ (buffer) throws(TraceError) in try parser.parse(line: buffer, number: index + 1) }) {
                    entries.append(TraceEntry(position: index + 1, event: event))
                }
            } catch {
                return (.failure(error), names(parser.symbols))
            }
        }
        return (.success(entries), names(parser.symbols))
    }

    /// Both parsers give the same events, or the same error, and intern the same names
    /// (a line the fast path gives up on leaves no name behind).
    func expectSame(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let (cached, cachedNames) = parsedInChunks(text), (plain, plainNames) = parsedLineByLine(text)
        #expect(cachedNames == plainNames, sourceLocation: sourceLocation)
        switch (cached, plain) {
        case (.success(let cached), .success(let plain)):
            #expect(cached == plain, sourceLocation: sourceLocation)
        case (.failure(let cached), .failure(let plain)):
            #expect(cached.line == plain.line && cached.message == plain.message, "\(cached) against \(plain)", sourceLocation: sourceLocation)
        case (let cached, let plain):
            Issue.record("chunks: \(cached); lines: \(plain)", sourceLocation: sourceLocation)
        }
    }

    @Test("Repeated tails give each line's own event: other subjects, comments, CRLF, names, blanks")
    func repeatedTails() {
        let longName = String(repeating: "VeryLongNavigationController", count: 2)
        expectSame("""
            Home init
            Other init
            Nav init
            \(longName) init
            Home viewWillAppear animated=true
            Other viewWillAppear animated=true
            Home viewWillAppear animated=true
            Home viewDidAppear animated=true # shown
            Other viewDidAppear animated=true # shown
            Home viewWillDisappear animated=false\r
            Other viewWillDisappear animated=false\r
            Home viewWillDisappear animated=false
            Home willMove parent=Nav
            Other willMove parent=Nav
            Home\tviewWillLayoutSubviews
            Other    viewWillLayoutSubviews
            Home viewWillLayoutSubviews\t
            Home willMove parent=\(longName)
            Other willMove parent=\(longName)
            Home willMove parent=nil
            Other willMove parent=nil
            Fresh willMove parent=nil
            Home didMove   parent=nil
            Other didMove   parent=nil

            """)
    }

    @Test("A line one byte off a remembered tail is read afresh", arguments: [
        "Home viewDidAppear animated=truex\n",
        "Home viewDidAppear animated=tru\n",
        "Home viewDidAppear animated=true extra=1\n",
        "Home viewDidAppear animated=true animated=true\n",
        "Home viewDidAppearx animated=true\n",
        "Home willMove parent=Navx\n",
        "Home willMove parent=Unknown\n",
        "Home willMove parent=Nav\r\r\n",
    ])
    func nearMisses(line: String) {
        let remembered = "Nav init\nHome init\nHome viewDidAppear animated=true\nHome willMove parent=Nav\n"
        expectSame(remembered + remembered + line + remembered)
    }

    @Test("Names met for the first time, which the fast path interns when they are plain ASCII, give the line parser's numbering, events or error", arguments: [
        "Fresh viewDidLoad", "Home addChild child=Fresh", "Fresh addChild child=Fresh", "Fresh addChild child=Other2",
        "Fresh willMove parent=nil", "Café viewDidLoad", "Home willMove parent=Café", "👀 init", "Fr\u{7F}esh init",
        "Fr=esh init", "Home willMove parent=Fr=esh", "Home willMove parent=#Fresh", "Fresh Bogus", "Fresh viewdidload",
        "Fresh addChild child=Other2 extra=1", "Fresh viewWillTransition size=10.5x3", "Fresh addChild", "Fresh init # new",
        "Fresh m     viewDidLoad", "Fresh addChild child=Other2 child=Other3",
    ])
    func newNames(line: String) {
        let known = "Home init\nNav init\nHome willMove parent=Nav\n"
        expectSame(known + line + "\n" + known + line + "\nLast init\nHome willMove parent=Last\n")
    }

    @Test("A subject the line before had, and names one byte off it, give the line parser's events", arguments: [
        "Home", "Abcdefgh", "Abcdefghijklmnop", String(repeating: "VeryLongNav", count: 3).prefix(32).description,
        String(repeating: "VeryLongNav", count: 3).prefix(33).description,
    ])
    func recentSubject(name: String) {
        let shorter = String(name.dropLast()), longer = name + "x", other = "x" + name.dropFirst()
        expectSame("""
            \(name) init
            \(name) loadView
            \(longer) init
            \(shorter) init
            \(longer) loadView
            \(name)\tviewDidLoad
            \(name)  viewWillAppear animated=true
            \(other) init
            \(name) viewIsAppearing animated=true
            \(shorter) loadView
            \(name) viewDidAppear animated=true

            """)
    }

    @Test("Sizes the fast path reads, and those it leaves to the line parser, give the line parser's event or error", arguments: [
        "size=390x844", "size=844x390", "size=0390x0844", "size=1234567x1", "size=12345678x1", "size=1024.5x768",
        "size=390x844 # rotated", "size=390x", "size=x844", "size=390x844x", "size=390X844", "size=-390x844",
    ])
    func sizes(size: String) {
        let lines = "Home init\nHome viewWillTransition \(size)\nOther init\nOther viewWillTransition \(size)\n"
        expectSame(lines + lines)
    }
}
