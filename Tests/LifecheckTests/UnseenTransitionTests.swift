import Lifecheck
import Testing

/// A transition a log must show (`unseen: false`): a projection never assumes it happened
/// between the events a log records.
@Suite("Unseen transitions")
struct UnseenTransitionTests {
    /// A lamp whose bulb is fitted, then lit; a lit lamp gets a new bulb only when someone
    /// takes the old one out by hand (`refit` from `lit`), which, held to the log, a log shows.
    static func spec(refitUnseen: Bool) -> Spec {
        let part = SpecPart(
            "Lamps", summary: "A bulb is fitted, then lit; refitted only by hand.",
            rules: [
                Rule("FIT-1", "A bulb is fitted into an empty lamp, or refitted by hand into a lit one.", fix: "take it out first.", sources: [.reading("test")]),
                Rule("LIT-1", "A lamp is lit once per bulb.", fix: "fit a new bulb first.", sources: [.reading("test")]),
            ],
            machines: [Machine("bulb", states: ["empty", "fitted", "lit"], rest: ["empty", "lit"], transitions: [
                .on("fit", from: ["empty"], to: "fitted", rule: "FIT-1"),
                .on("fit", from: ["lit"], to: "fitted", rule: "FIT-1", unseen: refitUnseen),
                .on("light", from: ["empty", "fitted"], to: "lit", rule: "LIT-1"),
            ])])
        let vocabulary = Vocabulary([EventKind("fit", group: "lamp"), EventKind("light", group: "lamp")])
        return Spec(name: "Lamps", folder: "Tests", vocabulary: vocabulary, parts: [part])
    }

    static func rules(_ text: String, _ spec: Spec, _ observation: Observation, cache: ProjectionCache? = nil) throws -> [String] {
        let compiled = try cache?.projection(onto: observation) ?? spec.projected(onto: observation).compile()
        return try TraceChecker(spec: compiled).check(text: text).violations.map(\.rule.id)
    }

    @Test("A log that leaves out a transition it must show is held as if it did not happen")
    func heldToTheLog() throws {
        let lights = Observation(recorded: ["light"])
        // The first fit may happen unseen either way; the refit only where the spec allows it.
        #expect(try Self.rules("a light\n", Self.spec(refitUnseen: false), lights) == [])
        #expect(try Self.rules("a light\na light\n", Self.spec(refitUnseen: true), lights) == [])
        #expect(try Self.rules("a light\na light\n", Self.spec(refitUnseen: false), lights) == ["LIT-1"])
        // Recorded, the refit is seen and legal.
        let both = Observation(recorded: ["fit", "light"])
        #expect(try Self.rules("a light\na fit\na light\n", Self.spec(refitUnseen: false), both) == [])
        // A log from the middle may start in any state, the refitted one too.
        let middle = Observation(recorded: ["light"], fromMiddle: true)
        #expect(try Self.rules("a light\n", Self.spec(refitUnseen: false), middle) == [])
        #expect(try Self.rules("a light\na light\n", Self.spec(refitUnseen: false), middle) == ["LIT-1"])
    }

    @Test("Complete traces are checked the same either way")
    func completeTraces() throws {
        for unseen in [true, false] {
            #expect(try Self.rules("a fit\na light\na fit\na light\n", Self.spec(refitUnseen: unseen), .complete) == [])
            #expect(try Self.rules("a fit\na light\na light\n", Self.spec(refitUnseen: unseen), .complete) == ["LIT-1"])
        }
    }

    @Test("A projection cache keeps the two apart")
    func cached() throws {
        let lights = Observation(recorded: ["light"])
        let held = Self.spec(refitUnseen: false), free = Self.spec(refitUnseen: true)
        let heldCache = ProjectionCache(spec: held), freeCache = ProjectionCache(spec: free)
        // Projected twice each, the second time from the cache.
        for _ in 0..<2 {
            #expect(try Self.rules("a light\na light\n", held, lights, cache: heldCache) == ["LIT-1"])
            #expect(try Self.rules("a light\na light\n", free, lights, cache: freeCache) == [])
        }
    }
}
