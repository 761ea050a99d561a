import Foundation
@_spi(Performance) import Lifecheck
import Testing
import UIKitSpec

/// Logs where reading from bytes, or checking the events the first pass kept, once read
/// otherwise than reading the log as text: a sequence written on one line behind a prefix
/// and without one, a size read from an address's digits, a declared parent named by its
/// child's first event; and a size too large for an integer.
@Suite("Console lines read as bytes, edge cases")
struct ByteReadingEdgeTests {
    @Test("A chain read whole behind NSLog's prefix, then printed without one")
    func chainAfterPrefix() {
        let text = """
            2024-05-01 10:00:00.100000+0000 App[100:1a] Home viewWillAppear(_:) true -> Home viewDidAppear(_:) true -> Home viewWillDisappear(_:) true
            Home viewWillAppear(_:) true -> Home viewDidAppear(_:) true -> Home viewWillDisappear(_:) true
            """
        ByteReadingTests.expectSameReading(text, "chain after prefix")
    }

    @Test("A chain read alone, then behind NSLog's prefix")
    func prefixedChainAfterAlone() {
        let text = """
            2024-05-01 10:00:00.100000+0000 App[100:1a] Home viewWillAppear(_:) true -> Home viewDidAppear(_:) true -> Home viewWillDisappear(_:) true
            2024-05-01 10:00:00.100001+0000 App[100:1a] Home deinit
            Home viewWillAppear(_:) true -> Home viewDidAppear(_:) true -> Home viewWillDisappear(_:) true
            2024-05-01 10:00:00.100002+0000 App[100:1a] Home viewWillAppear(_:) true -> Home viewDidAppear(_:) true -> Home viewWillDisappear(_:) true
            """
        ByteReadingTests.expectSameReading(text, "prefixed chain after alone")
    }

    @Test("A declared parent named first by its child's placement")
    func declaredParentOrder() {
        let text = """
            # lifecheck: Nav contains Feed
            Feed viewWillAppear(_:) true
            Feed viewDidAppear(_:) true
            Other viewWillAppear(_:) true
            Other viewDidAppear(_:) true
            Other viewWillDisappear(_:) true
            Other viewDidDisappear(_:) true
            Other viewWillAppear(_:) true
            Nav viewWillAppear(_:) true
            Nav viewDidAppear(_:) true
            Nav viewWillDisappear(_:) true
            Nav viewDidDisappear(_:) true
            Nav viewWillAppear(_:) true
            """
        ByteReadingTests.expectSameReading(text, "declared parent order")
    }

    /// The events before each violation, with their raw arguments.
    static func contexts(_ text: String, bytes: Bool) -> String {
        var options = CheckOptions(format: .console, dialect: UIKitSpec.dialect)
        options.readsConsoleBytes = bytes
        guard let report = try? TraceChecker(spec: UIKitSpec.compiled, options: options).check(text: text, file: "log") else { return "error" }
        return report.violations.map { violation in
            violation.rule.id + ": " + violation.context.map { "\($0.position) \($0.event.kind.rawValue) \($0.event.rawArgument(0))" }.joined(separator: ", ")
        }.joined(separator: "\n")
    }

    @Test("A message that differs in the address of an object that is no argument")
    func sizeFromAddress() {
        let text = """
            <App.C: 0x20> viewWillTransition(to:with:) <UIKit.Coordinator: 0x600>
            <App.C: 0x20> viewWillTransition(to:with:) <UIKit.Coordinator: 0x700>
            <App.C: 0x20> viewDidAppear(_:) true
            """
        let read = Self.contexts(text, bytes: false)
        #expect(!read.isEmpty)
        #expect(Self.contexts(text, bytes: true) == read)
    }

    @Test("A size too large for an integer is no size, and no crash")
    func hugeSize() throws {
        let text = """
            <App.C: 0x20> viewWillTransition(to:with:) (99999999999999999999, 1)
            <App.C: 0x20> viewWillTransition(to:with:) <UIKit.Coordinator: 0x99999999999999999999>
            <App.C: 0x20> viewWillTransition(to:with:) (390.0, 844.0)
            """
        let report = try TraceChecker(spec: UIKitSpec.compiled, options: CheckOptions(format: .console, dialect: UIKitSpec.dialect)).check(text: text)
        #expect(report.eventCount == 3)
        ByteReadingTests.expectSameReading(text, "huge size")
    }
}
