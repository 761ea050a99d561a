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
}
