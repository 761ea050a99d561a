import Foundation
@_spi(Performance) import Lifecheck
import Testing
import UIKitSpec

/// The UIKit spec with random events (a few kinds per round, names mostly the subject's
/// relations): a monitor with its memo must agree with the plain step, in states, verdicts
/// and histories.
@Suite("Memo UIKit fuzz")
struct MemoUIKitFuzzTests {
    @Test("UIKit spec, random kinds, names biased to the subject's relations", arguments: 0..<4)
    func fuzz(seed: Int) {
        let spec = UIKitSpec.compiled
        let vocabulary = spec.vocabulary
        var random = SplitMix64(seed: UInt64(seed) &+ 900)
        func int(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        let rounds = Int(ProcessInfo.processInfo.environment["FUZZ_ROUNDS"] ?? "") ?? 100
        var hits = 0, namedHits = 0
        for round in 0..<rounds {
            let subjects = 3 + int(4)
            var plain = MonitorState(spec: spec)
            var single = Monitor(spec: spec)
            var events: [Event] = []
            // A small pool of kinds per round, so steps repeat.
            let pool = (0..<(4 + int(10))).map { _ in vocabulary.ids[int(vocabulary.kinds.count)] }
            for position in 0..<1500 {
                let kind = pool[int(pool.count)]
                let subject = Symbol(UInt32(int(subjects)))
                var related: [Symbol] = []
                for r in 0..<spec.relations.count { if let s = plain.related(r, of: subject) { related.append(s) } }
                var arguments: [Value?] = []
                for parameter in vocabulary[kind].parameters {
                    let roll = int(10)
                    if !parameter.isRequired, roll == 0 { arguments.append(nil); continue }
                    switch parameter.type {
                    case .bool: arguments.append(.bool(int(2) == 0))
                    case .size: arguments.append(.size(width: 390, height: 844))
                    case .enumeration(let cases): arguments.append(.enumeration(int(cases.count)))
                    case .name, .nameOrNil:
                        if parameter.type == .nameOrNil, roll <= 3 { arguments.append(Value.none) }
                        else if roll <= 7, !related.isEmpty { arguments.append(.name(related[int(related.count)])) }
                        else if roll == 8 { arguments.append(.name(subject)) }
                        else { arguments.append(.name(Symbol(UInt32(int(subjects))))) }
                    }
                }
                let event = Event(subject, kind, arguments)
                events.append(event)
                let before = single.memoHits
                let plainLegal = plain.apply(event, spec: spec)
                let singleLegal = single.consume(event, at: position).isEmpty
                if single.memoHits > before, vocabulary[kind].parameters.contains(where: { $0.type == .name || $0.type == .nameOrNil }) { namedHits += 1 }
                let same = single.state == plain
                if plainLegal != singleLegal || !same {
                    Issue.record("round \(round) event \(position) \(vocabulary[kind].name) \(event): legal \(singleLegal)/\(plainLegal) same \(same)")
                    return
                }
            }
            hits += single.memoHits
            var batched = Monitor(spec: spec)
            var violations: [Violation] = []
            var start = 0
            while start < events.count {
                let end = min(events.count, start + 1 + int(100))
                let positions = Array(start..<end)
                _ = events[start..<end].withUnsafeBufferPointer { batch in
                    positions.withUnsafeBufferPointer { batched.check(batch, at: $0, into: &violations) }
                }
                start = end
            }
            #expect(batched.state == plain, "round \(round): batched state differs")
            let expected = MemoTests.histories(of: events, vocabulary: vocabulary)
            for subject in 0..<subjects {
                let symbol = Symbol(UInt32(subject))
                let want = Array((expected[subject] ?? []).suffix(Monitor.defaultHistoryDepth))
                #expect(single.recentEvents(of: symbol) == want && batched.recentEvents(of: symbol) == want, "round \(round): history of \(subject)")
            }
        }
        // The test means something only if events with names were replayed.
        #expect(hits > 0 && namedHits > 0, "\(hits) replayed, \(namedHits) with names")
    }
}
