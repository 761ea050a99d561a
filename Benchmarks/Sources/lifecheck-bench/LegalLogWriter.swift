import Foundation
import Lifecheck

/// Writes a large legal plain trace for `lifecheck-bench check`: navigation controllers
/// that push and pop controllers from a pool, with the callbacks UIKit delivers for each
/// (the sequences of the legal fixtures `nav-stack-pushes-and-pop-to-root.trace` and `containers.trace`),
/// layout passes, size changes and the odd comment. Seeded, so a size and a seed always
/// give the same file.
struct LegalLogWriter {
    /// Navigation controllers, each with its own stack.
    var navigations = 32
    /// Controllers that get pushed and popped (each at most on one stack at a time).
    var controllers = 20_000
    /// The deepest stack.
    var depth = 8
    /// The seed of the random pushes and pops.
    var seed: UInt64 = 1

    /// Writes at least `bytes` bytes (it ends at rest, so a little more) to `path`;
    /// returns the number of events and lines written.
    func write(bytes target: Int, to path: String) throws -> (events: Int, lines: Int, bytes: Int) {
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        defer { try? handle.close() }
        var out = Output(handle: handle)
        var random = SplitMix64(seed: seed)
        let classes = ["Feed", "Detail", "Settings", "Profile", "Search", "Photo", "Comments", "Compose", "Inbox", "Map"]
        let poolNames = (0..<controllers).map { index in
            // Half class-style names, half addresses, as recorders print them.
            index % 2 == 0 ? "MyApp.\(classes[index / 2 % classes.count])ViewController#\(index)"
                           : "0x7f8b4c\(String(index, radix: 16).leftPadded(to: 6))"
        }
        let navNames = (0..<navigations).map { "MyApp.NavigationController#\($0)" }
        var created = [Bool](repeating: false, count: controllers)
        var free = Array((navigations..<controllers).reversed())
        var stacks: [[Int]] = (0..<navigations).map { [$0] }

        func appear(_ name: String, _ animated: String) {
            out.line(name, "viewWillAppear", animated)
            out.line(name, "viewIsAppearing", animated)
            out.line(name, "viewWillLayoutSubviews")
            out.line(name, "viewDidLayoutSubviews")
        }
        // Each navigation controller is created and shown with its root.
        for (index, nav) in navNames.enumerated() {
            let root = poolNames[index]
            created[index] = true
            out.comment("# \(nav) shown with its root")
            out.line(nav, "init")
            out.line(root, "init")
            out.line(nav, "loadView")
            out.line(nav, "viewDidLoad")
            out.line(nav, "addChild", "child=\(root)")
            out.line(root, "willMove", "parent=\(nav)")
            out.line(root, "didMove", "parent=\(nav)")
            appear(nav, "animated=false")
            out.line(root, "loadView")
            out.line(root, "viewDidLoad")
            appear(root, "animated=false")
            out.line(nav, "viewDidAppear", "animated=false")
            out.line(root, "viewDidAppear", "animated=false")
        }
        while out.written < target {
            let navIndex = Int(random.next() % UInt64(navigations))
            let nav = navNames[navIndex]
            let top = poolNames[stacks[navIndex].last!]
            let animated = random.next() % 4 == 0 ? "animated=false" : "animated=true"
            let roll = random.next() % 16
            if roll == 0 {
                // The size change reaches the container, then its child on screen (SIZE-1, SIZE-2).
                let size = random.next() % 2 == 0 ? "size=390x844" : "size=844x390"
                out.line(nav, "viewWillTransition", size)
                out.line(top, "viewWillTransition", size)
                out.line(nav, "viewWillLayoutSubviews")
                out.line(top, "viewWillLayoutSubviews")
                out.line(top, "viewDidLayoutSubviews")
                out.line(nav, "viewDidLayoutSubviews")
            } else if roll == 1 {
                out.comment("# user scrolled (\(out.lines) lines so far)")
            } else if stacks[navIndex].count > 1, roll < 8 || free.isEmpty || stacks[navIndex].count >= depth {
                // Pop the top controller.
                let popped = stacks[navIndex].removeLast()
                let under = poolNames[stacks[navIndex].last!]
                out.line(top, "willMove", "parent=nil")
                out.line(top, "viewWillDisappear", animated)
                appear(under, animated)
                out.line(top, "viewDidDisappear", animated)
                out.line(under, "viewDidAppear", animated)
                out.line(top, "removeFromParent")
                out.line(top, "didMove", "parent=nil")
                // Back to the pool at a random place, so pushes pick controllers in a shuffled order.
                free.append(popped)
                free.swapAt(free.count - 1, Int(random.next() % UInt64(free.count)))
            } else if !free.isEmpty {
                // Push a controller from the pool.
                let pushed = free.removeLast()
                let name = poolNames[pushed]
                if !created[pushed] { out.line(name, "init") }
                out.line(nav, "addChild", "child=\(name)")
                out.line(name, "willMove", "parent=\(nav)")
                if !created[pushed] {
                    out.line(name, "loadView")
                    out.line(name, "viewDidLoad")
                    created[pushed] = true
                }
                out.line(top, "viewWillDisappear", animated)
                appear(name, animated)
                out.line(top, "viewDidDisappear", animated)
                out.line(name, "viewDidAppear", animated)
                out.line(name, "didMove", "parent=\(nav)")
                stacks[navIndex].append(pushed)
            }
        }
        try out.flush()
        return (out.events, out.lines, out.written)
    }

    /// Buffered output.
    private struct Output {
        let handle: FileHandle
        var buffer: [UInt8] = []
        var flushed = 0, events = 0, lines = 0
        var failure: (any Error)?
        /// Bytes written so far, flushed or not.
        var written: Int { flushed + buffer.count }

        init(handle: FileHandle) {
            self.handle = handle
            buffer.reserveCapacity(1 << 20)
        }

        mutating func line(_ subject: String, _ name: String, _ argument: String? = nil) {
            buffer.append(contentsOf: subject.utf8)
            buffer.append(32)
            buffer.append(contentsOf: name.utf8)
            if let argument {
                buffer.append(32)
                buffer.append(contentsOf: argument.utf8)
            }
            buffer.append(10)
            events += 1
            end()
        }

        mutating func comment(_ text: String) {
            buffer.append(contentsOf: text.utf8)
            buffer.append(10)
            end()
        }

        private mutating func end() {
            lines += 1
            if buffer.count >= 1 << 20, failure == nil {
                do { try flush() } catch { failure = error }
            }
        }

        mutating func flush() throws {
            if let failure { throw failure }
            flushed += buffer.count
            try handle.write(contentsOf: buffer)
            buffer.removeAll(keepingCapacity: true)
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
