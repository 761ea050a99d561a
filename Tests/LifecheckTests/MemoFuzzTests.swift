@_spi(Performance) @testable import Lifecheck
import Foundation
import Testing

/// Random small specs and random streams: a monitor with its memo must agree with the plain
/// step, in states, verdicts and histories (it catches each of five checks of the memo
/// removed one at a time).
@Suite("Memo fuzz")
struct MemoFuzzTests {
    static let kinds: [EventKind] = [
        EventKind("a", group: "f"), EventKind("b", group: "f"), EventKind("c", group: "f"),
        EventKind("pn", group: "f", [.init("p", .name)]),
        EventKind("po", group: "f", [.init("p", .nameOrNil, required: false)]),
        EventKind("pq", group: "f", [.init("p", .name), .init("q", .nameOrNil, required: false)]),
        EventKind("link", group: "f", [.init("p", .name)]),
        EventKind("unlink", group: "f"),
    ]

    struct Gen {
        var random: SplitMix64
        mutating func int(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        mutating func chance(_ n: Int) -> Bool { int(n) == 0 }
        mutating func pick<T>(_ xs: [T]) -> T { xs[int(xs.count)] }
    }

    static func params(_ kind: String) -> [String] {
        kinds.first { $0.name == kind }!.parameters.map(\.name)
    }

    static func target(_ g: inout Gen, kind: String) -> Target {
        var options: [Target] = [.subject, .subject, .related("r0"), .related("r1"),
                                 .either(.related("r0"), .subject), .either(.related("r1"), .either(.related("r0"), .subject))]
        for p in params(kind) { options += [.parameter(p), .parameter(p), .relation("r0", of: .parameter(p)), .either(.relation("r1", of: .parameter(p)), .parameter(p))] }
        return g.pick(options)
    }

    static func condition(_ g: inout Gen, kind: String) -> Condition {
        let t = target(&g, kind: kind)
        var options = 3
        let ps = params(kind)
        if !ps.isEmpty { options = 5 }
        switch g.int(options) {
        case 0:
            let m = g.pick(["m0", "m1"])
            return .state(m, of: t, in: m == "m0" ? [g.pick(["s0", "s1", "s2"]), g.pick(["s0", "s1", "s2"])] : [g.pick(["off", "on"])])
        case 1: return .notState("m0", of: t, in: [g.pick(["s0", "s1", "s2"])])
        case 2: return .counterIsZero(g.pick(["k0", "k1"]), of: t)
        case 3: return .parameterDiffers(g.pick(ps), fromRelation: g.pick(["r0", "r1"]), of: t)
        default: return .parameterMatches(g.pick(ps), relation: g.pick(["r0", "r1"]), of: t)
        }
    }

    static func pattern(_ g: inout Gen, _ kind: String) -> EventPattern {
        switch kind {
        case "po" where g.chance(3): return .event("po", "p", g.pick([.isNil, .isName]))
        case "pq" where g.chance(3): return .event("pq", "q", g.pick([.isNil, .isName]))
        default: return EventPattern(stringLiteral: kind)
        }
    }

    static func spec(_ g: inout Gen) -> Spec {
        let names = kinds.map(\.name)
        var m0: [Machine.Transition] = [], m1: [Machine.Transition] = [], gl: [Machine.Transition] = []
        var used = Set<String>()
        for _ in 0..<(3 + g.int(6)) {
            let kind = g.pick(names)
            let t = target(&g, kind: kind)
            let key = "\(kind)|\(t)"
            if used.contains(key) { continue }
            used.insert(key)
            let which = g.int(3)
            let pat = pattern(&g, kind)
            if which == 0 {
                for s in ["s0", "s1", "s2"] where !g.chance(40) {
                    m0.append(.on(pat, of: t, from: [s], to: g.chance(4) ? nil : g.pick(["s0", "s1", "s2"]), rule: "M0"))
                }
            } else if which == 1 {
                for s in ["off", "on"] where !g.chance(40) {
                    m1.append(.on(pat, of: t, from: [s], to: g.pick(["off", "on"]), rule: "M1"))
                }
            } else if !used.contains("g|\(kind)") {
                used.insert("g|\(kind)")
                for s in ["x", "y"] { gl.append(.on(EventPattern(stringLiteral: kind), from: [s], to: g.pick(["x", "y"]), rule: "G")) }
            }
        }
        var r0: [Relation.Update] = [.on("link", set: .parameter("p")), .on("unlink", set: .clear)]
        var r1: [Relation.Update] = []
        for _ in 0..<g.int(5) {
            let kind = g.pick(names)
            let t = target(&g, kind: kind)
            var values: [Relation.NewValue] = [.subject, .clear, .related("r0"), .related("r1")]
            for p in params(kind) { values += [.parameter(p), .parameter(p), .parameter(p)] }
            let update = Relation.Update.on(pattern(&g, kind), of: t, set: g.pick(values))
            if g.chance(2) { r0.append(update) } else { r1.append(update) }
        }
        var requirements: [Requirement] = []
        for index in 0..<(g.chance(2) ? 0 : 1 + g.int(2)) {
            let kind = g.pick(names)
            let when = g.chance(2) ? [condition(&g, kind: kind)] : []
            requirements.append(Requirement("Q\(index)", on: [pattern(&g, kind)], when: when, require: condition(&g, kind: kind)))
        }
        var counters: [Counter] = [Counter("k0", over: "r0", machine: "m0", in: [g.pick(["s1", "s2"])], noun: "x")]
        counters.append(Counter("k1", over: g.pick(["r0", "r1"]), machine: "m1", in: ["on"], noun: "y"))
        let rules = ["M0", "M1", "G", "Q0", "Q1", "Q2"].map { Rule($0, "r", fix: "f", sources: [.reading("t")]) }
        let part = SpecPart(
            "Fuzz", summary: "fuzz", rules: rules,
            machines: [Machine("m0", states: ["s0", "s1", "s2"], rest: ["s0", "s1", "s2"], transitions: m0),
                       Machine("m1", states: ["off", "on"], rest: ["off", "on"], transitions: m1),
                       Machine("g", scope: .global, states: ["x", "y"], rest: ["x", "y"], transitions: gl)],
            relations: [Relation("r0", updates: r0), Relation("r1", updates: r1)],
            counters: counters, requirements: requirements)
        return Spec(name: "Fuzz", folder: "Tests", vocabulary: Vocabulary(kinds), parts: [part])
    }

    static func event(_ g: inout Gen, _ spec: CompiledSpec, _ state: MonitorState, subjects: UInt32) -> Event {
        let vocabulary = spec.vocabulary
        let kind = vocabulary.ids[g.int(vocabulary.kinds.count)]
        let subject = Symbol(UInt32(g.int(Int(subjects))))
        var arguments: [Value?] = []
        for parameter in vocabulary[kind].parameters {
            var partners: [Symbol] = []
            for r in 0..<2 { if let s = state.related(r, of: subject) { partners.append(s) } }
            let roll = g.int(10)
            if !parameter.isRequired, roll == 0 { arguments.append(nil); continue }
            if parameter.type == .nameOrNil, roll <= 2 { arguments.append(Value.none); continue }
            if roll <= 6, !partners.isEmpty { arguments.append(.name(g.pick(partners))); continue }
            if roll == 7 { arguments.append(.name(subject)); continue }
            arguments.append(.name(Symbol(UInt32(g.int(Int(subjects))))))
        }
        return Event(subject, kind, arguments)
    }

    @Test("Random specs and streams: memo agrees with the plain step", arguments: 0..<4)
    func fuzz(seed: Int) throws {
        var g = Gen(random: SplitMix64(seed: UInt64(seed + (Int(ProcessInfo.processInfo.environment["FUZZ_BASE"] ?? "") ?? 0)) &* 7919 &+ 1))
        var compiledCount = 0, namedHits = 0, totalHits = 0
        let specs = Int(ProcessInfo.processInfo.environment["FUZZ_SPECS"] ?? "") ?? 400
        for specIndex in 0..<specs {
            let source = Self.spec(&g)
            guard let spec = try? source.compile() else { continue }
            compiledCount += 1
            let subjects: UInt32 = 2 + UInt32(g.int(4))
            var plain = MonitorState(spec: spec)
            var single = Monitor(spec: spec)
            var events: [Event] = []
            for position in 0..<1000 {
                let event = Self.event(&g, spec, plain, subjects: subjects)
                events.append(event)
                let hitsBefore = single.memoHits
                let plainLegal = plain.apply(event, spec: spec)
                let singleLegal = single.consume(event, at: position).isEmpty
                if single.memoHits > hitsBefore, spec.tables.kinds[Int(event.kind.rawValue)].nameSlots != 0 { namedHits += 1 }
                let same = single.state == plain
                if plainLegal != singleLegal || !same {
                    Issue.record("seed \(seed) spec \(specIndex) event \(position) \(event) legal \(singleLegal)/\(plainLegal) same \(same)\nspec: \(source.parts[0])\nevents: \(events)")
                    return
                }
            }
            totalHits += single.memoHits
            // Batches.
            var batched = Monitor(spec: spec)
            var violations: [Violation] = []
            var start = 0
            while start < events.count {
                let end = min(events.count, start + 1 + g.int(50))
                let positions = Array(start..<end)
                _ = events[start..<end].withUnsafeBufferPointer { batch in
                    positions.withUnsafeBufferPointer { batched.check(batch, at: $0, into: &violations) }
                }
                if batched.state != { var p = MonitorState(spec: spec); for e in events[0..<end] { _ = p.apply(e, spec: spec) }; return p }() {
                    Issue.record("seed \(seed) spec \(specIndex): batched state differs by event \(end)\nspec: \(source.parts[0])\nevents: \(events)")
                    return
                }
                start = end
            }
            // Histories.
            var expected: [Int: [TraceEntry]] = [:]
            for (position, event) in events.enumerated() {
                let entry = TraceEntry(position: position, event: event)
                expected[Int(event.subject.rawValue), default: []].append(entry)
                for (slot, parameter) in spec.vocabulary[event.kind].parameters.enumerated() where parameter.type == .name || parameter.type == .nameOrNil {
                    if let named = event.symbolArgument(slot), named != event.subject { expected[Int(named.rawValue), default: []].append(entry) }
                }
            }
            for subject in 0..<Int(subjects) {
                let symbol = Symbol(UInt32(subject))
                let want = Array((expected[subject] ?? []).suffix(Monitor.defaultHistoryDepth))
                if single.recentEvents(of: symbol) != want || batched.recentEvents(of: symbol) != want {
                    Issue.record("seed \(seed) spec \(specIndex): subject \(subject)'s history differs")
                    return
                }
            }
        }
        // The test means something only if specs compiled and events with names were replayed.
        #expect(compiledCount > specs / 2 && namedHits > 0, "\(compiledCount) specs, \(totalHits) replayed, \(namedHits) with names")
    }
}
