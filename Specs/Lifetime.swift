import Lifecheck

extension UIKitSpec {
    /// A subject exists from its `init` on: nothing happens to it, and no event names it
    /// as a child, destination, root or presented controller, before it is created.
    ///
    /// A trace need not record `init` at all (the recorder may start later); only an
    /// `init` that comes after the subject was already in use is a violation.
    static let lifetime = SpecPart(
        "Lifetime",
        summary: "A subject is created (init) before anything happens to it or names it.",
        rules: [
            Rule("LIFE-1",
                 "init is the first event of its subject: nothing happens to a controller, and no event names it as a child, destination, root or presented controller, before it is instantiated.",
                 fix: "instantiate the controller before you configure, add, present or show it; if the trace reuses a name for a new object, give each object its own name (Home#2).",
                 sources: [
                     .documented("Apple, View Controller Programming Guide, \"The Life Cycle of a Segue\": the destination is instantiated before prepare(for:sender:) and perform()."),
                     .documented("Apple, \"About the App Launch Sequence\" and View Controller Programming Guide: the initial view controller is instantiated, then assigned as the window's rootViewController."),
                     .reading("The trace format says the same text is the same object throughout a trace, so a second init of one name is a second object under the same name."),
                 ]),
        ],
        machines: [
            Machine("lifetime", states: ["unborn", "alive"], rest: ["unborn", "alive"], transitions: [
                .on("init", from: ["unborn"], to: "alive", rule: "LIFE-1"),
                .on(.anyOtherEvent, from: ["unborn", "alive"], to: "alive", rule: "LIFE-1"),
                // Naming a controller uses it. instantiate… names the controller it is about to create, so it does not.
                .on("addChild", of: .parameter("child"), from: ["unborn", "alive"], to: "alive", rule: "LIFE-1"),
                .on("prepare", of: .parameter("destination"), from: ["unborn", "alive"], to: "alive", rule: "LIFE-1"),
                .on("perform", of: .parameter("destination"), from: ["unborn", "alive"], to: "alive", rule: "LIFE-1"),
                .on("rootViewController", of: .parameter("controller"), from: ["unborn", "alive"], to: "alive", rule: "LIFE-1"),
                .on("present", of: .parameter("presented"), from: ["unborn", "alive"], to: "alive", rule: "LIFE-1"),
            ]),
        ],
        nestings: [
            // A storyboard container decodes (and may add) its children inside its own init(coder:).
            Nesting(["init"], contains: ["addChild"], link: .sameSubject),
            Nesting(["init"], contains: ["init", "willMove", "didMove"], link: .innerRelation("parent")),
            // An initializer that touches `view` loads it inside init (OBSERVED.md §9: the
            // Catalyst launch log printed loadView, viewDidLoad before the initializer's line).
            Nesting(["init"], contains: ["loadView", "viewDidLoad"], link: .sameSubject),
        ])
}
