import Lifecheck
import LifecheckTesting
import Testing

/// The spec of the article "Writing a spec for your own callbacks", compiled and checked
/// here so that the article's code can't rot: coordinators that start, finish, and own
/// child coordinators.
enum CoordinatorSpec {
    static let vocabulary = Vocabulary([
        EventKind("start", group: "coordinator"),
        EventKind("finish", group: "coordinator"),
        EventKind("addChild", group: "coordinator", [.init("child", .name)]),
    ])

    static let part = SpecPart(
        "Coordinators", summary: "A coordinator starts once, finishes once, and after its children.",
        rules: [
            Rule("COORD-1", "A coordinator starts once, before it finishes.",
                 fix: "call start() once, and never on a finished coordinator.",
                 sources: [.reading("The app's coordinator contract.")]),
            Rule("COORD-2", "A coordinator finishes once, after it started.",
                 fix: "call finish() once, after start().", sources: [.reading("The app's coordinator contract.")]),
            Rule("COORD-3", "A coordinator finishes only when none of its children is still running.",
                 fix: "finish the children first.", sources: [.reading("The app's coordinator contract.")]),
        ],
        machines: [
            Machine("run", states: ["idle", "running", "finished"], rest: ["idle", "running", "finished"], transitions: [
                .on("start", from: ["idle"], to: "running", rule: "COORD-1"),
                .on("finish", from: ["running"], to: "finished", rule: "COORD-2"),
            ]),
        ],
        relations: [
            Relation("parent", updates: [.on("addChild", of: .parameter("child"), set: .subject)]),
        ],
        counters: [Counter("runningChildren", over: "parent", machine: "run", in: ["running"], noun: "child")],
        requirements: [
            Requirement("COORD-3", on: ["finish"], require: .counterIsZero("runningChildren", of: .subject)),
        ])

    static let compiled = try! Spec(name: "Coordinators", folder: "Coordinators", vocabulary: vocabulary, parts: [part]).compile()
}

@Suite("The coordinator spec of the documentation")
struct CoordinatorSpecTests {
    @Test func legalTrace() {
        let violations = expectLegal("""
            App     start
            App     addChild child=Login
            Login   start
            Login   finish
            App     finish
            """, spec: CoordinatorSpec.compiled)
        #expect(violations.isEmpty)
    }

    @Test func parentFinishesFirst() {
        expectViolations(["COORD-3"], in: """
            App     start
            App     addChild child=Login
            Login   start
            App     finish
            """, spec: CoordinatorSpec.compiled)
    }

    @Test func finishedTwice() {
        expectViolations(["COORD-2"], in: """
            Login   start
            Login   finish
            Login   finish
            """, spec: CoordinatorSpec.compiled)
    }

    @Test func messageNamesTheRule() throws {
        var parser = PlainTraceParser(vocabulary: CoordinatorSpec.compiled.vocabulary)
        var monitor = Monitor(spec: CoordinatorSpec.compiled)
        var violations: [Violation] = []
        for (number, line) in ["App start", "App addChild child=Login", "Login start", "App finish"].enumerated() {
            guard let event = try parser.parse(line: line, number: number + 1) else { continue }
            violations += monitor.consume(event, at: number + 1)
        }
        violations += monitor.finish()
        let message = ViolationRenderer(vocabulary: CoordinatorSpec.compiled.vocabulary, symbols: parser.symbols).text(try #require(violations.first))
        #expect(message.hasPrefix("[COORD-3] finish on \"App\""))
        #expect(message.hasSuffix("To fix, finish the children first."))
    }
}
