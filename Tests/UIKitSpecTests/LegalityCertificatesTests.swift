@testable import Lifecheck
import Testing
import UIKitSpec

/// The recorded-set inference carries a legality answer from one recorded set to another
/// (``LegalityCertificates``) because recording more events never makes steps legal.
@Suite("Legality certificates")
struct LegalityCertificatesTests {
    static let spec = UIKitSpec.spec

    static func bits(_ names: [String]) -> RecordedInference.KindBits {
        RecordedInference.KindBits(Set(names.compactMap { spec.vocabulary.id(named: $0) }))
    }

    static func key(_ names: [String], gates: UInt64 = 0) -> LegalityCertificates.Key {
        let steps = names.compactMap { spec.vocabulary.id(named: $0) }.map { RecordedInference.Habits.Step(kind: $0) }
        return LegalityCertificates.Key(steps: steps, atEnd: false, fromMiddle: false, gates: gates)
    }

    @Test("An answer carries to smaller sets when legal, to larger ones when illegal, and not across gates")
    func direction() {
        var certificates = LegalityCertificates()
        let appeared = Self.key(["viewDidAppear"])
        certificates.note(true, for: appeared, recorded: Self.bits(["viewDidAppear", "viewDidLoad"]))
        #expect(certificates.answer(for: appeared, recorded: Self.bits(["viewDidAppear"])) == true)
        #expect(certificates.answer(for: appeared, recorded: Self.bits(["viewDidAppear", "viewDidLoad", "viewWillAppear"])) == nil)
        certificates.note(false, for: appeared, recorded: Self.bits(["viewDidAppear", "viewWillAppear"]))
        #expect(certificates.answer(for: appeared, recorded: Self.bits(["viewDidAppear", "viewWillAppear", "loadView"])) == false)
        #expect(certificates.answer(for: appeared, recorded: Self.bits(["viewDidAppear", "loadView"])) == nil)
        // Another gate opened: nothing carries over.
        #expect(certificates.answer(for: Self.key(["viewDidAppear"], gates: 1), recorded: Self.bits(["viewDidAppear"])) == nil)
        #expect(certificates.count == 2)
    }

    @Test("Each key keeps its latest sets only")
    func bounded() {
        var certificates = LegalityCertificates()
        let key = Self.key(["viewWillAppear"])
        let names = Self.spec.vocabulary.kinds.map(\.name)
        for index in 0..<(LegalityCertificates.setsPerKey + 1) {
            certificates.note(true, for: key, recorded: Self.bits(["viewWillAppear", names[index % names.count]]))
        }
        #expect(certificates.count == LegalityCertificates.setsPerKey)
        #expect(certificates.answer(for: key, recorded: Self.bits(["viewWillAppear", names[0]])) == nil)
        #expect(certificates.answer(for: key, recorded: Self.bits(["viewWillAppear", names[LegalityCertificates.setsPerKey]])) == true)
    }

    /// Whether `steps` (each an event of its kind on one controller) are legal in the spec
    /// projected onto `recorded`, from the start; `nil` where it can't be projected.
    static func isLegal(_ steps: [EventKindID], recorded: Set<String>) -> Bool? {
        guard let compiled = try? CompiledSpec(unfused: spec.projected(onto: Observation(recorded: recorded))) else { return nil }
        var monitor = Monitor(spec: compiled)
        var violations: [Violation] = []
        for (position, kind) in steps.enumerated() {
            var event = Event(Symbol(0), kind)
            for (index, parameter) in spec.vocabulary[kind].parameters.enumerated() {
                switch parameter.type {
                case .name, .nameOrNil: event.setRawArgument(index, 1)
                case .bool, .enumeration, .size: if parameter.isRequired { event.setRawArgument(index, 0) }
                }
            }
            _ = monitor.check(event, at: position + 1, into: &violations)
        }
        return violations.isEmpty
    }

    @Test("Recording more events never makes steps legal, between sets that open the same gates")
    func monotone() throws {
        var random = SplitMix64(seed: 0x5EED_CE27)
        let kinds = Self.spec.vocabulary.kinds.indices.map { EventKindID(UInt16($0)) }
        let gated = Set(Self.spec.parts.flatMap(\.requirements).flatMap(\.ifUnrecorded))
        var compared = 0, illegalInLarger = 0
        for _ in 0..<60 {
            let steps = (0..<Int.random(in: 1...3, using: &random)).map { _ in kinds.randomElement(using: &random)! }
            let names = Set(steps.map { Self.spec.vocabulary[$0].name })
            // A larger set, and a smaller one between it and the steps' own events; the
            // gated events are kept out of both, so both open every gate.
            let larger = names.union(kinds.map { Self.spec.vocabulary[$0].name }.filter { _ in Bool.random(using: &random) })
                .subtracting(gated.subtracting(names))
            let smaller = names.union(larger.filter { _ in Bool.random(using: &random) })
            guard let wide = Self.isLegal(steps, recorded: larger), let narrow = Self.isLegal(steps, recorded: smaller) else { continue }
            compared += 1
            if !wide { illegalInLarger += 1 }
            #expect(!wide || narrow, "steps \(names.sorted()) legal recording \(larger.sorted()) but not \(smaller.sorted())")
        }
        #expect(compared > 40)
        #expect(illegalInLarger > 5)   // the draws reach illegal steps, not only legal ones
    }
}
