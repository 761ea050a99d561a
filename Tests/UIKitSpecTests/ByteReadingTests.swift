import Foundation
@_spi(Performance) import Lifecheck
import Testing
import UIKitSpec

/// The byte reader of console lines (``CheckOptions/readsConsoleBytes``), and the check that
/// takes the events its first pass kept (``CheckOptions/checksKeptEvents``), read every log
/// as the text reading does, read twice: the same events, skipped lines, findings, violations and errors,
/// on every fixture, every real log, and generated logs that mix what could make a repeated
/// message mean something else (processes, `dealloc`, a second `init`, a warning wrapped
/// over two lines, prose, markup, lines pasted together).
@Suite("Console lines read as bytes")
struct ByteReadingTests {
    /// The spec's projections, compiled once per recorded set for all the logs.
    static let projections = ProjectionCache(spec: UIKitSpec.spec)

    /// The option sets a log is checked under: as `lifecheck check` runs by default, in one
    /// pass against every callback, in exit order, unfinished, and showing the reading.
    static func optionSets() -> [CheckOptions] {
        var inferred = CheckOptions(format: nil, dialect: UIKitSpec.dialect)
        inferred.infersRecorded = true
        inferred.projections = projections
        let all = CheckOptions(format: .console, dialect: UIKitSpec.dialect)
        let exit = CheckOptions(order: .exit, unfinished: true, format: nil, dialect: UIKitSpec.dialect)
        var showing = inferred
        showing.readingLimit = 40
        return [inferred, all, exit, showing]
    }

    /// What checking `text` under `options` gives, the byte reader on or off, the kept events
    /// checked or the log read again, in words.
    static func outcome(_ text: String, _ options: CheckOptions, bytes: Bool, once: Bool = true) -> String {
        var options = options
        options.readsConsoleBytes = bytes
        options.checksKeptEvents = once
        let checker = TraceChecker(spec: UIKitSpec.compiled, options: options)
        let report: CheckReport
        do {
            report = try checker.check(text: text, file: "log")
        } catch {
            return "error at \(error.line): \(error.message) readings: \(error.readings.map(\.summary))"
        }
        let names = report.symbols
        return """
            \(report.format) lines \(report.lineCount) events \(report.eventCount) subjects \(report.subjectCount)
            skipped \(SkipReason.summary(report.skipped)) at \(report.skippedLines.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" })
            recorded \(report.recorded?.sorted() ?? []) inferred \(report.recordedWasInferred) unnamed \(report.unnamedController) \(report.unnamedReason ?? "")
            findings \(report.findings.map { "\($0.rule.id) \($0.subject) \($0.line) \($0.message)" })
            violations \(report.violations.map { violation in
                "\(violation.rule.id) \(names.name(of: violation.subject)) " + (violation.entry.map { "\($0.position) \(names.name(of: $0.event.subject)) \($0.event.kind.rawValue)" } ?? "end")
            })
            readings \(report.readings.map { "\($0.line) \($0.summary)" })
            """
    }

    static func expectSameReading(_ text: String, _ name: String) {
        for options in optionSets() {
            let read = outcome(text, options, bytes: false, once: false)
            let bytes = outcome(text, options, bytes: true)
            let context = "\(name) (order \(options.order), recorded \(options.observation.recorded.map { "\($0.count)" } ?? "all"), inferred \(options.infersRecorded))"
            #expect(bytes == read, "\(context)")
            if options.infersRecorded {
                #expect(outcome(text, options, bytes: false, once: true) == read, "\(context), read once")
            }
        }
    }

    /// The legal and the illegal files under `root` whose names end with `suffix`: name and text.
    static func files(under root: URL, suffix: String) -> [(String, String)] {
        ["legal", "illegal"].flatMap { files(in: root.appendingPathComponent($0), suffix: suffix) }
    }

    static func files(in directory: URL, suffix: String) -> [(String, String)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted().compactMap { name in
            (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)).map { (name, $0) }
        }
    }

    @Test("Every real log reads the same as bytes")
    func realLogs() {
        var count = 0
        for (name, text) in Self.files(under: RealLog.root, suffix: ".log") {
            Self.expectSameReading(text, name)
            count += 1
        }
        #expect(count >= 80)
    }

    @Test("Every real log, then again twice with other numbers, reads the same as bytes (prose repeated but for its numbers)")
    func realLogsRenumbered() {
        var count = 0
        for (name, text) in Self.files(under: RealLog.root, suffix: ".log") {
            let renumbered = [text, Self.renumbered(text, longer: false), Self.renumbered(text, longer: true)]
            Self.expectSameReading(renumbered.joined(separator: "\n"), name + " renumbered")
            count += 1
        }
        #expect(count >= 80)
    }

    @Test("Prose lines that differ in the length of a number read as their text does (a frame's number, a tag, a list's counter)")
    func numbersOfOtherLengths() {
        let logs = [
            "<MyApp.Home: 0x600001> viewDidLoad()\n12345 UIKitCore 0x0000000187eb8cc0 in foo\n12 UIKitCore 0x0000000187eb8cc0 in foo\n"
                + "<MyApp.Home: 0x600001> viewWillAppear(_:)",
            "<MyApp.Home: 0x600001> viewDidLoad()\n12345 UIKitCore 0x0000000187eb8cc0 in Unbalanced calls to begin/end\n"
                + "12 UIKitCore 0x0000000187eb8cc0 in Unbalanced calls to begin/end\nappearance transitions for <MyApp.Home: 0x600001>.\n"
                + "<MyApp.Home: 0x600001> viewWillAppear(_:)",
            "<MyApp.Home: 0x600001> viewDidLoad()\n"
                + "[1714557600.123456] Attempt to present <MyApp.Sheet: 0x600002> on <MyApp.Home: 0x600001> whose view is not in the win\n"
                + "[1714557601.1234] Attempt to present <MyApp.Sheet: 0x600002> on <MyApp.Home: 0x600001> whose view is not in the win\n"
                + "<MyApp.Home: 0x600001> viewWillAppear(_:)",
            "10000. NewviewWillAppear\n1. NewviewDidAppear\n2. NewviewWillDisappear\n3. NewviewDidDisappear\n4. NewviewWillAppear\n"
                + "5. NewviewWillAppear\n6. NewviewDidAppear",
        ]
        for (index, log) in logs.enumerated() { Self.expectSameReading(log, "numbers of other lengths \(index)") }
    }

    /// `text` with each number that stands alone (no letter, digit or `_` glued to it) written
    /// another way: each digit shifted, or (`longer`) a digit added.
    static func renumbered(_ text: String, longer: Bool) -> String {
        let bytes = Array(text.utf8)
        func isWord(_ byte: UInt8) -> Bool { byte &- 48 < 10 || (byte | 0x20) &- 97 < 26 || byte == 95 }
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] &- 48 < 10 else { out.append(bytes[index]); index += 1; continue }
            var end = index + 1
            while end < bytes.count, bytes[end] &- 48 < 10 { end += 1 }
            let run = bytes[index..<end]
            if (index == 0 || !isWord(bytes[index - 1])) && (end == bytes.count || !isWord(bytes[end])) {
                out += longer ? run + [UInt8(ascii: "7")] : run.map { 48 + ($0 - 48 + 3) % 10 }
            } else {
                out += run
            }
            index = end
        }
        return String(decoding: out, as: UTF8.self)
    }

    @Test("Every fixture reads the same as bytes, as a trace and as a console log")
    func fixtures() {
        var count = 0
        for (name, text) in Self.files(under: Fixture.root, suffix: ".trace") {
            Self.expectSameReading(text, name)
            // The same events printed as an app prints them, behind NSLog's prefix.
            Self.expectSameReading(Self.printed(text), name + " printed")
            count += 1
        }
        #expect(count >= 100)
    }

    @Test("Every fixture printed as a unified log reads the same as bytes")
    func unifiedFixtures() {
        var unified = 0
        for (name, text) in Self.files(under: Fixture.root, suffix: ".trace") {
            let log = Self.unified(Self.printed(text))
            Self.expectSameReading(log, name + " as a unified log")
            if Self.outcome(log, Self.optionSets()[0], bytes: true).hasPrefix("unifiedLog") { unified += 1 }
        }
        // The logs are read as unified logs (else they test the console path twice).
        #expect(unified >= 100)
    }

    @Test("Generated unified logs read the same as bytes", arguments: 1...12)
    func generatedUnified(seed: UInt64) {
        Self.expectSameReading(Self.unified(Self.generatedLog(seed: seed, lines: 600)), "unified seed \(seed)")
    }

    @Test("Every fixture read behind NSLog's prefix, every seventh line from another process, reads the same as bytes")
    func fixturesAcrossProcesses() {
        for (name, text) in Self.files(under: Fixture.root, suffix: ".trace") {
            // As the fuzzer prefixes its inputs: the plain lines themselves as messages.
            var prefixed = ""
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                prefixed += "2024-05-01 10:00:00.\(100_000 + number)+0000 App[\(number % 7 == 3 ? 2 : 1):a] " + line + "\n"
            }
            Self.expectSameReading(prefixed, name + " across processes")
        }
    }

    @Test("Generated console logs read the same as bytes", arguments: 1...24)
    func generated(seed: UInt64) {
        let text = Self.generatedLog(seed: seed, lines: 600)
        Self.expectSameReading(text, "seed \(seed)")
    }

    @Test("A log of repeated lines across processes, an end of life and a warning reads as its text does")
    func repeats() {
        // Two processes, controllers that end and come back, a warning wrapped over two lines.
        let lines = [
            "2024-05-01 10:00:00.000001+0000 App[100:1a] <App.Home: 0x1> viewWillAppear(_:) true",
            "2024-05-01 10:00:00.000002+0000 App[100:1a] <App.Home: 0x1> viewDidAppear(_:) true",
            "2024-05-01 10:00:00.000003+0000 App[100:1a] <App.Home: 0x1> viewWillDisappear(_:) true",
            "2024-05-01 10:00:00.000004+0000 App[100:1a] <App.Home: 0x1> viewDidDisappear(_:) true",
        ]
        var text = "2024-05-01 10:00:00.000000+0000 App[100:1a] <App.Home: 0x1> viewDidLoad()\n"
        for round in 0..<50 {
            text += lines.joined(separator: "\n") + "\n"
            if round == 20 { text += "2024-05-01 10:00:01.000000+0000 App[200:1a] <App.Home: 0x1> viewDidLoad()\n" }
            if round == 30 { text += "2024-05-01 10:00:01.000000+0000 App[100:1a] <App.Home: 0x1> dealloc\n2024-05-01 10:00:01.000000+0000 App[100:1a] <App.Home: 0x1> viewDidLoad()\n" }
            if round == 40 { text += "Unbalanced calls to begin/end appearance transitions\n" }
        }
        Self.expectSameReading(text, "repeats")
    }

    @Test("A class-only log whose controllers leave the screen and come back as new ones reads as its text does")
    func classOnlyInstances() {
        let push = ["Detail viewDidLoad", "Detail viewWillAppear", "Detail viewDidAppear", "Detail viewWillDisappear", "Detail viewDidDisappear"]
        let back = ["Detail viewWillAppear", "Detail viewDidAppear", "Detail viewWillDisappear", "Detail viewDidDisappear"]
        let prefix = "2024-05-01 10:00:00.000000+0000 App[100:1a] "
        var text = ""
        for round in 0..<30 {
            text += (round % 3 == 1 ? back : push).map { prefix + $0 }.joined(separator: "\n") + "\n"
            if round % 7 == 3 { text += prefix + "Detail viewDidLoad\n" }
        }
        Self.expectSameReading(text, "class-only instances")
    }

    @Test("Logs of many controllers of few classes read the same as bytes (messages that differ in addresses only)", arguments: 1...12)
    func manyControllers(seed: UInt64) {
        Self.expectSameReading(Self.manyControllersLog(seed: seed, lines: 800), "many controllers seed \(seed)")
    }

    @Test("A repeated line between the two halves of a wrapped warning ends it, as it does read as text")
    func proseBrokenByARepeat() {
        let lines = [
            "<App.Home: 0x1a> viewDidLoad()", "<App.Home: 0x1a> viewWillAppear(_:) true", "<App.Home: 0x1a> viewDidAppear(_:) true",
            "<App.Home: 0x1a> viewWillDisappear(_:) true", "<App.Home: 0x1a> viewDidDisappear(_:) true",
            "<App.Home: 0x1a> viewWillAppear(_:) true", "Unbalanced calls to begin/end",
            "<App.Home: 0x1a> viewDidAppear(_:) true", "appearance transitions for <App.Home: 0x1a>",
        ]
        let text = lines.enumerated().map { "2024-05-01 10:00:00.\(100_000 + $0.offset)+0000 App[100:1a] " + $0.element }.joined(separator: "\n")
        Self.expectSameReading(text, "prose broken by a repeat")
    }

    // MARK: - Inputs

    /// The plain trace `text` as console lines: `print(self, #function, argument)` behind
    /// `NSLog`'s prefix, comments as prose.
    static func printed(_ text: String) -> String {
        var objects: [Substring: String] = [:]
        func object(_ name: Substring) -> String {
            if let known = objects[name] { return known }
            let object = "<App.\(name.filter { $0.isLetter || $0.isNumber }): 0x\(String(0x1000 + objects.count * 16, radix: 16))>"
            objects[name] = object
            return object
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { number, line in
            let prefix = "2024-05-01 10:00:\(10 + number % 50).\(100_000 + number)+0000 App[77:9f] "
            let fields = line.split(separator: " ")
            guard fields.count >= 2, !line.hasPrefix("#") else { return line.isEmpty ? "" : prefix + line.drop { $0 == "#" || $0 == " " } }
            var printed = object(fields[0]) + " " + fields[1] + "()"
            for field in fields.dropFirst(2) {
                let value = field.split(separator: "=", maxSplits: 1).last ?? ""
                printed += " " + (["true", "false", "nil"].contains(value) || value.contains("x") ? String(value) : object(value))
            }
            return prefix + printed
        }.joined(separator: "\n")
    }

    /// The console log `text` as `log show` prints it: each line behind `NSLog`'s prefix in
    /// the default style's columns, some with a library and a subsystem (one with a blank,
    /// which is no group), some with tabs or two blanks between columns; other lines as they are.
    static func unified(_ text: String) -> String {
        let groups = ["", "(UIKitCore) ", "[com.example:lifecycle] ", "(App) [com.example:ui] ", "(a b) ", "(App)[x:y]"]
        var lines = ["Timestamp                       Thread     Type        Activity             PID    TTL  "]
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let open = line.firstIndex(of: "["), let close = line[open...].firstIndex(of: "]"),
                  line.hasPrefix("2024-"), let space = line.firstIndex(of: " ") else {
                lines.append(String(line))
                continue
            }
            let timestamp = line[..<line[line.index(after: space)...].firstIndex(of: " ")!]
            let ids = line[line.index(after: open)..<close].split(separator: ":")
            let blank = number % 9 == 4 ? "\t" : number % 11 == 5 ? "  " : " "
            let message = line[line.index(after: close)...].drop { $0 == " " }
            lines.append("\(timestamp)\(blank)0x\(ids.last ?? "1")\(blank)Default\(blank)0x0\(blank)\(ids.first ?? "1")\(blank)0\(blank)App:\(blank)"
                         + groups[number % groups.count] + message)
        }
        return lines.joined(separator: "\n")
    }

    /// A console log of `lines` lines of 30 controllers of 3 classes, seeded: objects printed
    /// whole as subjects and as parents (some the same object twice), ends of life and
    /// addresses used again, a second process, a class named alone, prose between.
    static func manyControllersLog(seed: UInt64, lines: Int) -> String {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        func next(_ bound: Int) -> Int {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Int(state % UInt64(bound))
        }
        let classes = ["Feed", "Detail", "Nav"]
        func object(_ index: Int) -> String { "<App.\(classes[index % 3]): 0x\(String(0x600 + index * 16, radix: 16))>" }
        let calls = ["viewWillAppear(_:) true", "viewDidAppear(_:) true", "viewWillDisappear(_:) true", "viewDidDisappear(_:) true",
                     "viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "viewDidLoad()", "loadView()", "init(nibName:bundle:)", "deinit"]
        var text = ""
        for number in 0..<lines {
            let process = next(30) == 0 ? 200 : 100
            let prefix = "2024-05-01 10:00:00.\(100_000 + number)+0000 App[\(process):1a] "
            let controller = next(4) == 0 ? next(30) : number / 25 % 30
            let roll = next(100)
            let message: String
            switch roll {
            case 0..<8: message = object(controller) + " willMove(toParent:) " + object(next(30))
            case 8..<16: message = object(controller) + " didMove(toParent:) " + object(next(3) == 0 ? controller : next(30))
            case 16..<18: message = object(controller) + " addChild(_:) " + object(next(30))
            case 18..<20: message = "Feed viewDidAppear(_:) true"
            case 20..<22: message = "loading " + object(controller)
            default: message = object(controller) + " " + calls[roll < 90 ? next(6) : next(calls.count)]
            }
            text += prefix + message + "\n"
        }
        return text
    }

    /// A console log of `lines` lines, seeded: a few controllers' callbacks (with and
    /// without prefixes, in two processes), ends of life and new instances, prose,
    /// warnings (one wrapped), markup, blank and CRLF lines, lines pasted together,
    /// callbacks without a controller.
    static func generatedLog(seed: UInt64, lines: Int) -> String {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        func next(_ bound: Int) -> Int {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Int(state % UInt64(bound))
        }
        let controllers = ["<App.Home: 0x1a>", "<App.Detail: 0x2b>", "<App.Nav: 0x3c>", "<App.Home: 0x4d>", "Settings"]
        let calls = ["viewDidLoad()", "loadView()", "viewWillAppear(_:) true", "viewDidAppear(_:) false", "viewWillDisappear(_:) true",
                     "viewDidDisappear(_:) true", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "init(nibName:bundle:)",
                     "init(coder:)", "deinit", "dealloc", "willMove(toParent:) <App.Nav: 0x3c>", "didMove(toParent:) <App.Nav: 0x3c>",
                     "willMove(toParent:) nil", "addChild(_:) <App.Detail: 0x2b>", "viewWillTransition(to:with:) (390.0, 844.0)",
                     "removeFromParent()", "viewIsAppearing(_:) true"]
        let others = [
            "user scrolled", "Loading feed.", "Unbalanced calls to begin/end appearance transitions",
            "for <App.Home: 0x1a>.", "Unbalanced calls to begin/end appearance transitions for <App.Detail: 0x2b>.",
            "", "   ", "# a comment", "> <App.Home: 0x1a> viewDidAppear(_:) true", "**<App.Home: 0x1a> viewDidLoad()**",
            "viewDidLoad()", "Home viewDidLoad", "-[Home viewDidAppear:]", "&lt;App.Home: 0x1a&gt; viewDidLoad()",
            "2024-05-01 10:00:00.1 App[100:1] <App.Home: 0x1a> viewDidLoad() 2024-05-01 10:00:00.2 App[100:1] <App.Home: 0x1a> loadView()",
            "<App.Home: 0x1a> viewWillAppear(_:) true\r", "rows[0:20] fetched",
            "I get \"Unbalanced calls to begin/end appearance transitions for", "'Attempt to present <A.B: 0x5> on ... whose view is not in the window hierarchy' again",
            "Attempt to present <App.Detail: 0x2b> on <App.Home: 0x1a> whose view is not in the view is", "viewDidLoad : 뷰가 메모리에 로드된 후 호출된다.",
        ]
        var text = ""
        for number in 0..<lines {
            let roll = next(100)
            let prefix = next(4) == 0 ? "" : "2024-05-01 10:00:00.\(100_000 + number)+0000 App[\(next(20) == 0 ? 200 : 100):1a] "
            if roll < 12 {
                text += prefix + others[next(others.count)] + "\n"
            } else {
                // Mostly one controller at a time, so the same lines come back.
                let controller = roll < 80 ? controllers[number / 40 % 3] : controllers[next(controllers.count)]
                let call = roll < 60 ? calls[2 + next(6)] : calls[next(calls.count)]
                text += prefix + controller + " " + call + "\n"
            }
        }
        return text
    }
}
