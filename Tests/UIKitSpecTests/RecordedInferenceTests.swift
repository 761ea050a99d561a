@testable import Lifecheck
import Testing
import UIKitSpec

/// The recorded-set inference's reading of what each class printed: an event that names a
/// class's controllers, printed by another class, counts as logged for it.
@Suite("Recorded-set inference")
struct RecordedInferenceTests {
    static let vocabulary = UIKitSpec.spec.vocabulary

    static func kind(_ name: String) throws -> EventKindID {
        try #require(vocabulary.id(named: name))
    }

    /// The habits of a class whose one controller printed `names` in order.
    static func habits(_ names: [String], namedBy: [String] = []) throws -> RecordedInference.Habits {
        var controller = RecordedInference.Habits()
        for name in names { controller.note(try kind(name)) }
        for name in namedBy { controller.noteNamed(by: try kind(name)) }
        var habits = RecordedInference.Habits()
        habits.merge(controller)
        return habits
    }

    @Test("A child that prints didMove does not make its parent's logged addChild unrecorded")
    func parentsAddChild() throws {
        let parent = try Self.habits(["viewDidLoad", "addChild", "viewWillAppear", "viewDidAppear"])
        // Without knowing that the parent's addChild named it, the child's first event
        // needs an addChild it never printed: addChild is taken as unrecorded, the reason
        // naming the child.
        var alone = RecordedInference(spec: UIKitSpec.spec, fromMiddle: false)
        let unnamed = alone.recorded(habitsByClass: ["Feed": parent, "Comments": try Self.habits(["willMove", "viewDidLoad", "viewWillAppear", "viewDidAppear", "didMove"])])
        #expect(!unnamed.recorded.contains("addChild"))
        #expect(unnamed.unlogged["addChild"] == "Comments logs didMove but never addChild")
        // Named by the parent's addChild, the child owes it nothing: addChild stays recorded.
        var named = RecordedInference(spec: UIKitSpec.spec, fromMiddle: false)
        let found = named.recorded(habitsByClass: ["Feed": parent, "Comments": try Self.habits(["willMove", "viewDidLoad", "viewWillAppear", "viewDidAppear", "didMove"], namedBy: ["addChild"])])
        #expect(found.recorded.contains("addChild"))
        #expect(found.unlogged["addChild"] == nil)
    }

    @Test("A class that prints only viewDidAppear still leaves viewWillAppear unrecorded")
    func ownCallbacks() throws {
        var inference = RecordedInference(spec: UIKitSpec.spec, fromMiddle: false)
        let found = inference.recorded(habitsByClass: [
            "Home": try Self.habits(["viewDidLoad", "viewWillAppear", "viewDidAppear"]),
            "Analytics": try Self.habits(["viewDidAppear"], namedBy: ["addChild"]),
        ])
        #expect(!found.recorded.contains("viewWillAppear"))
        #expect(found.unlogged["viewWillAppear"]?.hasPrefix("Analytics") == true)
    }

    @Test("Logs whose classes differ only in name share the inference kept across logs, each reason naming its own class")
    func answersKeptAcrossNames() throws {
        let cache = ProjectionCache(spec: UIKitSpec.spec)
        let home = try Self.habits(["viewDidLoad", "viewWillAppear", "viewDidAppear"])
        let analytics = try Self.habits(["viewDidAppear"])
        var first = RecordedInference(spec: UIKitSpec.spec, fromMiddle: false, projections: cache)
        let found = first.recorded(habitsByClass: ["Home": home, "Analytics": analytics])
        #expect(found.unlogged["viewWillAppear"] == "Analytics logs viewDidAppear but never viewWillAppear")
        // The same habits under other names, in the same order (the most events first, then
        // by name): the answer kept, the reason naming this log's class.
        var second = RecordedInference(spec: UIKitSpec.spec, fromMiddle: false, projections: cache)
        let renamed = second.recorded(habitsByClass: ["Feed": home, "Banner": analytics])
        #expect(renamed.recorded == found.recorded)
        #expect(renamed.unlogged["viewWillAppear"] == "Banner logs viewDidAppear but never viewWillAppear")
        // Names that sort the other way: the class with more events is still taken first, and
        // the answer kept still names the class that printed the habit.
        var third = RecordedInference(spec: UIKitSpec.spec, fromMiddle: false, projections: cache)
        let swapped = third.recorded(habitsByClass: ["Zoom": home, "Ads": analytics])
        #expect(swapped.unlogged["viewWillAppear"] == "Ads logs viewDidAppear but never viewWillAppear")
        // And what one inference without the cache says.
        var fresh = RecordedInference(spec: UIKitSpec.spec, fromMiddle: false)
        #expect(fresh.recorded(habitsByClass: ["Zoom": home, "Ads": analytics]) == swapped)
    }
}
