import Foundation

/// Writes a large legal console log for `lifecheck-bench logs`: the plain trace of
/// ``LegalLogWriter`` as an app prints it with `NSLog("%@ %s", self, __func__)`-like
/// `print(self, #function)` lines behind `NSLog`'s prefix, each line with its own
/// timestamp (`2024-05-01 10:00:00.000001+0000 MyApp[4242:9001] <MyApp.FeedViewController:
/// 0x600000c00020> viewWillAppear(_:) true`), and the trace's comments as prose lines.
/// Seeded, so a size and a seed always give the same file.
struct ConsoleLogWriter {
    /// The plain trace it is printed from.
    var plain = LegalLogWriter()

    /// Writes at least `bytes` bytes to `path`, through a plain trace written beside it
    /// first (and removed); returns the number of events and lines written.
    func write(bytes target: Int, to path: String) throws -> (events: Int, lines: Int, bytes: Int) {
        let tracePath = path + ".trace"
        defer { try? FileManager.default.removeItem(atPath: tracePath) }
        // The console line is about 2.4 times the plain one.
        _ = try plain.write(bytes: target * 41 / 100, to: tracePath)
        var printer = Printer()
        var events = 0, lines = 0
        let written = try LineRewriter.rewrite(from: tracePath, to: path) { line, out in
            let (text, isEvent) = printer.console(String(decoding: line, as: UTF8.self))
            out += text.utf8
            lines += 1
            if isEvent { events += 1 }
        }
        return (events, lines, written)
    }

    /// Prints plain trace lines as console lines.
    private struct Printer {
        /// Each subject's `<Class: 0x…>`.
        var objects: [String: String] = [:]
        /// Microseconds since the first line's timestamp.
        var clock = 0

        static let classes = ["Feed", "Detail", "Settings", "Profile", "Search", "Photo", "Comments", "Compose", "Inbox", "Map"]
        /// The function each event is printed as (`#function`).
        static let functions: [String: String] = [
            "init": "init(nibName:bundle:)", "loadView": "loadView()", "viewDidLoad": "viewDidLoad()",
            "viewWillAppear": "viewWillAppear(_:)", "viewIsAppearing": "viewIsAppearing(_:)",
            "viewWillLayoutSubviews": "viewWillLayoutSubviews()", "viewDidLayoutSubviews": "viewDidLayoutSubviews()",
            "viewDidAppear": "viewDidAppear(_:)", "viewWillDisappear": "viewWillDisappear(_:)",
            "viewDidDisappear": "viewDidDisappear(_:)", "willMove": "willMove(toParent:)", "didMove": "didMove(toParent:)",
            "addChild": "addChild(_:)", "removeFromParent": "removeFromParent()", "viewWillTransition": "viewWillTransition(to:with:)",
        ]

        mutating func object(_ name: String) -> String {
            if let known = objects[name] { return known }
            let className = name.hasPrefix("MyApp.NavigationController") ? "MyApp.NavigationController"
                : "MyApp.\(Self.classes[objects.count % Self.classes.count])ViewController"
            let object = "<\(className): 0x6000\(String(0xc00000 + objects.count * 0x20, radix: 16))>"
            objects[name] = object
            return object
        }

        /// The console line of a plain line, and whether it is an event.
        mutating func console(_ line: String) -> (String, Bool) {
            clock += 1 + clock % 7
            let seconds = clock / 1_000_000, micros = clock % 1_000_000
            let time = "2024-05-01 \(pad(10 + seconds / 3600 % 14)):\(pad(seconds / 60 % 60)):\(pad(seconds % 60))."
                + String(micros + 1_000_000).dropFirst() + "+0000 MyApp[4242:9001] "
            if line.hasPrefix("#") { return (time + line.dropFirst(2), false) }
            let fields = line.split(separator: " ").map(String.init)
            var text = object(fields[0]) + " " + (Self.functions[fields[1]] ?? fields[1])
            for field in fields.dropFirst(2) {
                let value = field.split(separator: "=", maxSplits: 1).last.map(String.init) ?? ""
                switch value {
                case "nil", "true", "false": text += " " + value
                case "390x844": text += " (390.0, 844.0)"
                case "844x390": text += " (844.0, 390.0)"
                default: text += " " + object(value)
                }
            }
            return (time + text, true)
        }

        private func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    }
}
