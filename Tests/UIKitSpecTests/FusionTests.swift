import Lifecheck
import Testing
import UIKitSpec

/// Fusing machines into product automata is an optimization: on any event stream, legal
/// or not, the fused monitor must report exactly what the plain interpreter reports.
@Suite("Fusion")
struct FusionTests {
    /// A random event of `vocabulary` over `subjects` subjects, arguments included.
    static func randomEvent(_ vocabulary: Vocabulary, subjects: UInt32, _ random: inout SplitMix64) -> Event {
        let kind = vocabulary.ids[Int(random.next() % UInt64(vocabulary.kinds.count))]
        var arguments: [Value?] = []
        for parameter in vocabulary[kind].parameters {
            if !parameter.isRequired, random.next() % 3 == 0 { arguments.append(nil); continue }
            switch parameter.type {
            case .bool: arguments.append(.bool(random.next() % 2 == 0))
            case .name: arguments.append(.name(Symbol(UInt32(random.next() % UInt64(subjects)))))
            case .nameOrNil:
                arguments.append(random.next() % 3 == 0 ? Value.none : .name(Symbol(UInt32(random.next() % UInt64(subjects)))))
            case .size: arguments.append(.size(width: 390, height: 844))
            case .enumeration(let cases): arguments.append(.enumeration(Int(random.next() % UInt64(cases.count))))
            }
        }
        return Event(Symbol(UInt32(random.next() % UInt64(subjects))), kind, arguments)
    }

    @Test("The fused UIKit spec reports exactly what the interpreter reports", arguments: 0..<8)
    func sameVerdicts(seed: Int) throws {
        let fused = UIKitSpec.compiled
        let plain = try CompiledSpec(unfused: UIKitSpec.spec)
        var random = SplitMix64(seed: UInt64(seed))
        // Mostly appearance and layout callbacks, which fusion speeds up, over few subjects.
        let common = ["viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear",
                      "viewDidDisappear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "loadView"]
            .map { fused.vocabulary.id(named: $0)! }
        for _ in 0..<300 {
            var a = Monitor(spec: fused), b = Monitor(spec: plain)
            for position in 0..<40 {
                var event = Self.randomEvent(fused.vocabulary, subjects: 5, &random)
                if random.next() % 3 != 0 {
                    event = Event(event.subject, common[Int(random.next() % UInt64(common.count))])
                }
                let left = a.consume(event, at: position), right = b.consume(event, at: position)
                #expect(left == right, "event \(position): fused \(left.map(\.rule.id)), plain \(right.map(\.rule.id))")
                if left != right { return }
            }
            #expect(a.finish() == b.finish())
            for machine in fused.machines.indices {
                for subject in 0..<5 {
                    #expect(a.state.state(of: machine, for: Symbol(UInt32(subject)), in: fused)
                            == b.state.state(of: machine, for: Symbol(UInt32(subject)), in: plain))
                }
            }
        }
    }

    @Test("A projected spec compiled without fusion reports what the fused one does", arguments: 0..<6)
    func sameVerdictsProjected(seed: Int) throws {
        // The recorded-set inference compiles its projections unfused; the checker, fused.
        var random = SplitMix64(seed: UInt64(seed) &+ 100)
        let names = UIKitSpec.spec.vocabulary.kinds.map(\.name)
        let recorded = Set(names.filter { _ in random.next() % 3 != 0 })
        let observation = Observation(recorded: recorded, fromMiddle: seed % 2 == 1)
        let projected = UIKitSpec.spec.projected(onto: observation)
        let fused = try CompiledSpec(projected), plain = try CompiledSpec(unfused: projected)
        let kinds = fused.vocabulary.ids.filter { recorded.contains(fused.vocabulary[$0].name) }
        for _ in 0..<100 {
            var a = Monitor(spec: fused), b = Monitor(spec: plain)
            for position in 0..<20 {
                let event = Self.randomEvent(fused.vocabulary, subjects: 3, &random)
                // Only recorded events reach a projected spec's monitor.
                guard kinds.contains(event.kind) else { continue }
                let left = a.consume(event, at: position), right = b.consume(event, at: position)
                #expect(left == right, "event \(position): fused \(left.map(\.rule.id)), plain \(right.map(\.rule.id))")
                if left != right { return }
            }
            #expect(a.finish() == b.finish())
        }
    }

    @Test("Fusion puts the appearance-related machines in one cluster")
    func clusters() {
        // The whole point: the common callbacks read one cluster state. If the spec changes so
        // that no machines fuse, this says so (and the benchmark will show it).
        let spec = UIKitSpec.compiled
        let fusedKinds = ["viewWillAppear", "viewDidAppear", "viewWillLayoutSubviews"].filter {
            spec.fusedStepCount(of: spec.vocabulary.id(named: $0)!) > 0
        }
        #expect(fusedKinds.count == 3)
    }
}
