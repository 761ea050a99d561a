@_spi(Performance) import Lifecheck
import Testing
import UIKitSpec

/// The monitor replays events on isolated subjects from a memo instead of stepping them.
/// That is an optimization: on any stream it must leave the same state and give the same
/// verdicts as the plain step.
@Suite("Event memo")
struct MemoTests {
    /// Each subject's events as the monitor keeps them for a stepped event, all of them
    /// (its history is the last few): an event goes to its subject and to every other
    /// subject it names.
    static func histories(of events: [Event], vocabulary: Vocabulary) -> [Int: [TraceEntry]] {
        var histories: [Int: [TraceEntry]] = [:]
        for (position, event) in events.enumerated() {
            let entry = TraceEntry(position: position, event: event)
            histories[Int(event.subject.rawValue), default: []].append(entry)
            for (slot, parameter) in vocabulary[event.kind].parameters.enumerated() where parameter.type == .name || parameter.type == .nameOrNil {
                if let named = event.symbolArgument(slot), named != event.subject { histories[Int(named.rawValue), default: []].append(entry) }
            }
        }
        return histories
    }

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

    @Test("Children replay with their container and agree with the plain step", arguments: 0..<6)
    func pairs(seed: Int) {
        let spec = UIKitSpec.compiled
        let vocabulary = spec.vocabulary
        func id(_ name: String) -> EventKindID { vocabulary.id(named: name)! }
        var random = SplitMix64(seed: UInt64(seed) &+ 300)
        // Two containers (0, 1) and six children that move between them and go through
        // appearance cycles; now and then a random event (any kind, any subjects), so that
        // relations to several subjects, to the subject itself, and illegal events come too.
        var events: [Event] = []
        let containers: [UInt32] = [0, 1]
        for container in containers {
            events += [Event(Symbol(container), id("loadView")), Event(Symbol(container), id("viewDidLoad")),
                       Event(Symbol(container), id("viewWillAppear"), [.bool(false)]),
                       Event(Symbol(container), id("viewDidAppear"), [.bool(false)])]
        }
        var parentOf: [UInt32: UInt32] = [:]
        var cleanCount = 0
        for round in 0..<3_000 {
            let child = UInt32(2 + random.next() % 6)
            let subject = Symbol(child)
            if round == 1_500 { cleanCount = events.count }
            if round >= 1_500, random.next() % 30 == 0 {
                events.append(FusionTests.randomEvent(vocabulary, subjects: 8, &random))
            } else if parentOf[child] != nil {
                if random.next() % 6 == 0 {
                    events += [Event(subject, id("willMove"), [Value.none]), Event(subject, id("viewWillDisappear"), [.bool(true)]),
                               Event(subject, id("viewDidDisappear"), [.bool(true)]), Event(subject, id("removeFromParent")),
                               Event(subject, id("didMove"), [Value.none])]
                    parentOf[child] = nil
                } else {
                    events += [Event(subject, id("viewWillDisappear"), [.bool(true)]), Event(subject, id("viewDidDisappear"), [.bool(true)]),
                               Event(subject, id("viewWillAppear"), [.bool(true)]), Event(subject, id("viewIsAppearing"), [.bool(true)]),
                               Event(subject, id("viewWillLayoutSubviews")), Event(subject, id("viewDidLayoutSubviews")),
                               Event(subject, id("viewDidAppear"), [.bool(true)])]
                }
            } else {
                let parent = containers[Int(random.next() % 2)]
                events += [Event(Symbol(parent), id("addChild"), [.name(subject)]), Event(subject, id("willMove"), [.name(Symbol(parent))]),
                           Event(subject, id("loadView")), Event(subject, id("viewDidLoad")),
                           Event(subject, id("viewWillAppear"), [.bool(true)]), Event(subject, id("viewDidAppear"), [.bool(true)]),
                           Event(subject, id("didMove"), [.name(Symbol(parent))])]
                parentOf[child] = parent
            }
        }
        // The plain step, a monitor one event at a time, and one in batches of random sizes.
        var plain = MonitorState(spec: spec)
        var single = Monitor(spec: spec)
        var cleanHits = 0
        var plainBroken = 0
        for (position, event) in events.enumerated() {
            if position == cleanCount { cleanHits = single.memoHits }
            let plainLegal = plain.apply(event, spec: spec)
            if !plainLegal { plainBroken += 1 }
            let singleLegal = single.consume(event, at: position).isEmpty
            #expect(plainLegal == singleLegal, "event \(position): memo \(singleLegal), plain \(plainLegal)")
            let same = single.state == plain
            #expect(same, "event \(position): the states differ")
            if plainLegal != singleLegal || !same { return }
        }
        var batched = Monitor(spec: spec)
        var violations: [Violation] = []
        var start = 0
        var batchedBroken = 0
        while start < events.count {
            let end = min(events.count, start + 1 + Int(random.next() % 200))
            let positions = Array(start..<end)
            batchedBroken += events[start..<end].withUnsafeBufferPointer { batch in
                positions.withUnsafeBufferPointer { batched.check(batch, at: $0, into: &violations) }
            }
            start = end
        }
        #expect(batchedBroken == plainBroken)
        #expect(batched.state == plain, "the states differ after batches")
        // Each subject's history as the monitor keeps it for a stepped event: the event goes
        // to its subject and to every other subject it names (a replayed willMove too).
        let expected = MemoTests.histories(of: events, vocabulary: vocabulary)
        for subject in 0..<8 {
            let symbol = Symbol(UInt32(subject))
            #expect(batched.recentEvents(of: symbol) == single.recentEvents(of: symbol), "subject \(subject)'s history differs")
            #expect(single.recentEvents(of: symbol) == Array((expected[subject] ?? []).suffix(Monitor.defaultHistoryDepth)),
                    "subject \(subject)'s history is not its events and those that name it")
        }
        // Most events are children's, with a container: the test means something only if
        // those were replayed (before the random events, which can leave subjects the memo
        // does not take, such as a child with a presenter too).
        #expect(cleanHits > cleanCount / 2, "\(cleanHits) of the first \(cleanCount) events replayed")
        // willMove and didMove name the container: they replay too, once seen (a monitor fed
        // only the clean part, whose containment events are a fifth of it).
        var clean = Monitor(spec: spec)
        var containmentHits = 0
        for (position, event) in events.prefix(cleanCount).enumerated() {
            let before = clean.memoHits
            _ = clean.consume(event, at: position)
            if clean.memoHits > before, event.kind == id("willMove") || event.kind == id("didMove") { containmentHits += 1 }
        }
        #expect(containmentHits > 0, "no willMove or didMove was replayed")
        #expect(batched.memoHits > 0)
    }
}
