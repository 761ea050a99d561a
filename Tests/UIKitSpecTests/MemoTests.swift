import Lifecheck
import Testing
import UIKitSpec

/// The monitor replays events on isolated subjects from a memo instead of stepping them.
/// That is an optimization: on any stream it must leave the same state and give the same
/// verdicts as the plain step.
@Suite("Event memo")
struct MemoTests {
    @Test("Replayed events leave the state the plain step leaves", arguments: 0..<6)
    func sameStates(seed: Int) {
        let spec = UIKitSpec.compiled
        var random = SplitMix64(seed: UInt64(seed) &+ 100)
        let common = ["viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear",
                      "viewDidDisappear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "loadView"]
            .map { spec.vocabulary.id(named: $0)! }
        var replayedSome = false
        for _ in 0..<60 {
            var monitor = Monitor(spec: spec)
            var plain = MonitorState(spec: spec)
            for position in 0..<300 {
                var event = FusionTests.randomEvent(spec.vocabulary, subjects: 4, &random)
                if random.next() % 4 != 0 {
                    event = Event(event.subject, common[Int(random.next() % UInt64(common.count))])
                }
                let memoLegal = monitor.consume(event, at: position).isEmpty
                let plainLegal = plain.apply(event, spec: spec)
                #expect(memoLegal == plainLegal, "event \(position): memo \(memoLegal), plain \(plainLegal)")
                // Equal states: every record (machines, relations, counters) and the globals.
                let same = monitor.state == plain
                #expect(same, "event \(position): the states differ")
                if memoLegal != plainLegal || !same { return }
                replayedSome = replayedSome || monitor.memoHits > 0
            }
        }
        // The test means something only if the memo was used.
        #expect(replayedSome)
    }

    @Test("Batches replay runs of remembered steps and agree with the plain step", arguments: 0..<6)
    func batches(seed: Int) {
        let spec = UIKitSpec.compiled
        var random = SplitMix64(seed: UInt64(seed) &+ 200)
        let common = ["viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear",
                      "viewDidDisappear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "loadView"]
            .map { spec.vocabulary.id(named: $0)! }
        var replayedSome = false
        for _ in 0..<40 {
            var events: [Event] = []
            for _ in 0..<400 {
                var event = FusionTests.randomEvent(spec.vocabulary, subjects: 5, &random)
                if random.next() % 5 != 0 {
                    event = Event(event.subject, common[Int(random.next() % UInt64(common.count))])
                }
                events.append(event)
            }
            // The same events one by one (the plain step) and in batches of random sizes.
            var plain = MonitorState(spec: spec)
            var plainBroken = 0
            for event in events where !plain.apply(event, spec: spec) { plainBroken += 1 }
            var monitor = Monitor(spec: spec)
            var violations: [Violation] = []
            var broken = 0
            var start = 0
            while start < events.count {
                let end = min(events.count, start + 1 + Int(random.next() % 64))
                let positions = Array(start..<end)
                broken += events[start..<end].withUnsafeBufferPointer { batch in
                    positions.withUnsafeBufferPointer { monitor.check(batch, at: $0, into: &violations) }
                }
                start = end
            }
            #expect(broken == plainBroken)
            #expect(monitor.state == plain, "the states differ")
            #expect(monitor.eventCount == events.count)
            // The same history as a monitor fed one event at a time.
            var single = Monitor(spec: spec)
            for (position, event) in events.enumerated() { _ = single.consume(event, at: position) }
            for subject in 0..<5 {
                let symbol = Symbol(UInt32(subject))
                #expect(monitor.recentEvents(of: symbol) == single.recentEvents(of: symbol), "subject \(subject)'s history differs")
            }
            replayedSome = replayedSome || monitor.memoHits > 0
        }
        #expect(replayedSome)
    }
}
