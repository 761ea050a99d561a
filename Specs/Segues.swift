import Lifecheck

extension UIKitSpec {
    /// A segue's perform, except a relationship's (which nothing prepares).
    private static let forwardPerform = EventPattern.event("perform", "kind", .noneOf(["relationship"]))

    /// Storyboard segues, seen from the source controller:
    ///
    ///     triggered:    shouldPerformSegue(I) → (destination init) → prepare(I) → perform(I) → destination appears
    ///     programmatic: performSegue(I) → (destination init) → prepare(I) → perform(I)        (no shouldPerformSegue)
    ///     embed:        (during the source's view load) prepare(I) → perform(I)
    ///     unwind:       shouldPerformSegue(I) → prepare(I) → unwind(I)
    ///
    ///     idle / approved / denied / prepared ──shouldPerformSegue returned=true──▶ approved
    ///     idle / approved / denied / prepared ──shouldPerformSegue returned=false─▶ denied
    ///     any ──performSegue──▶ triggered ──prepare──▶ prepared ──perform──▶ idle
    ///     denied ──unwind──▶ denied       (another segue than the refused one)
    ///
    /// One segue's calls name one identifier (I above): the `segueIdentifier` relation holds
    /// the identifier of the segue last asked about, triggered or prepared, and requirements
    /// compare the next call's identifier with it (SEGUE-1: not the refused one; SEGUE-5: the
    /// one under way). A call without an identifier is held to neither. The refusal stays
    /// until another segue is asked about, triggered or prepared: neither a `perform` nor an
    /// `unwind` leaves `denied` (a perform there breaks SEGUE-2, having nothing prepared), so a
    /// log that does not print them keeps its refusals.
    ///
    /// `prepare` from `idle` is legal: embed segues have no trigger, and a recorder may
    /// miss the trigger. A relationship "segue" (a storyboard container's root or tab) is
    /// no segue: its destination is instantiated with the container, and nothing is
    /// prepared, so `perform kind=relationship` leaves the machine where it is. The guide's "segues connect scenes of one storyboard only" is
    /// outdated since storyboard references (iOS 9), so it is no rule. The destination is
    /// instantiated before `prepare` (LIFE-1). Apps may call shouldPerformSegue themselves
    /// after performSegue: it changes nothing then.
    static let segues = SpecPart(
        "Segues",
        summary: "shouldPerformSegue (triggered segues only) → prepare(for:sender:) → perform → the destination appears; false means no prepare and no perform.",
        rules: [
            Rule("SEGUE-1", "After shouldPerformSegue returned false, that segue is neither prepared, performed nor unwound; a segue with another identifier may be.",
                 fix: "respect shouldPerformSegue(withIdentifier:sender:): when it returns false for an identifier, don't call prepare(for:sender:) or perform the segue of that identifier.",
                 sources: [
                     .documented("SDK header UIViewController.h: shouldPerformSegueWithIdentifier: \"Return NO to prevent the segue from firing.\""),
                     .observed("Neuburg, Programming-iOS-Book-Examples bk2ch06p327unwind (iOS 10/11): unwind segues ask shouldPerformSegue too."),
                     .reading("The refusal names its segue: a prepare, perform or unwind with another identifier is another segue, which the refusal says nothing about (UIKit asks shouldPerformSegue per segue). One with no identifier is not held to it."),
                 ]),
            Rule("SEGUE-2", "perform follows prepare(for:sender:) for the same destination.",
                 fix: "perform a storyboard segue through performSegue(withIdentifier:sender:) (or a trigger), which calls prepare(for:sender:) first; don't call a segue's perform() yourself.",
                 sources: [
                     .documented("Apple, View Controller Programming Guide, \"The Life Cycle of a Segue\": instantiate the destination, instantiate the segue, call prepareForSegue:sender:, call the segue's perform method."),
                     .observed("vastdevblog 2012 (iOS 5), remkoh.dev/?p=4214: prepareForSegue, then the destination's loadView and viewDidLoad."),
                     .documented("Apple, View Controller Programming Guide: a storyboard container's children (relationship connections) \"are instantiated before your view controller is called to configure them\": perform kind=relationship needs no prepare."),
                     .observed("Neuburg, Programming iOS 6, \"Storyboards\": a relationship \"is in no sense a segue\"; its destination is instantiated with the container."),
                 ]),
            Rule("SEGUE-3", "A segue's destination appears only after the segue performs: it is not on screen when perform runs.",
                 fix: "configure the destination in prepare(for:sender:) and let perform() show it; don't show or add the destination before the segue performs.",
                 sources: [
                     .documented("Apple, \"The Life Cycle of a Segue\": perform() shows the destination (step 5, after prepareForSegue)."),
                     .reading("Unwind segues are written as `unwind` and go to controllers already on screen; `perform` here is a forward segue."),
                 ]),
            Rule("SEGUE-4", "performSegue(withIdentifier:sender:) is followed by prepare(for:sender:) (a trace does not end in between).",
                 fix: "check the identifier: performSegue(withIdentifier:sender:) with an identifier the storyboard lacks raises instead of preparing the segue.",
                 sources: [
                     .documented("SDK header: performSegueWithIdentifier: triggers the segue, which calls prepareForSegue:sender: on the source; it does not call shouldPerformSegue (the-blue-alliance/the-blue-alliance-ios#172)."),
                 ]),
            Rule("SEGUE-5", "The calls of one segue name one identifier: prepare(for:sender:) prepares the segue that was triggered (by performSegue, or by a shouldPerformSegue that returned true), and perform or unwind runs the segue that was prepared.",
                 fix: "check the identifiers: performSegue(withIdentifier:sender:) runs the storyboard segue of that identifier, and prepare(for:sender:) receives it (segue.identifier); a mismatch is a segue wired to the wrong identifier in the storyboard, or code that triggers one segue and prepares or performs another.",
                 sources: [
                     .documented("Apple, View Controller Programming Guide, \"The Life Cycle of a Segue\": the segue the trigger names is instantiated, prepareForSegue:sender: is called with it, then its perform method; SDK header: performSegueWithIdentifier: \"Initiates the segue with the specified identifier\"."),
                     .observed("Neuburg, bk2ch06p327unwind (iOS 10/11): shouldPerformSegue(withIdentifier:sender:) names the unwind segue that prepare(for:sender:) then receives and that then unwinds (OBSERVED.md §7)."),
                     .reading("A call with no identifier (a segue without one in the storyboard) is not held to it."),
                 ]),
        ],
        machines: [
            Machine("segue", noun: "segue", states: ["idle", "approved", "denied", "triggered", "prepared"],
                    rest: ["idle", "approved", "denied", "prepared"], unfinished: "SEGUE-4",
                    transitions: [
                        .on(.event("shouldPerformSegue", "returned", .equals(true)), from: ["idle", "approved", "denied", "prepared"], to: "approved", rule: "SEGUE-1"),
                        .on(.event("shouldPerformSegue", "returned", .equals(true)), from: ["triggered"], to: nil, rule: "SEGUE-1"),
                        .on(.event("shouldPerformSegue", "returned", .equals(false)), from: ["idle", "approved", "denied", "prepared"], to: "denied", rule: "SEGUE-1"),
                        .on(.event("shouldPerformSegue", "returned", .equals(false)), from: ["triggered"], to: nil, rule: "SEGUE-1"),
                        .on("performSegue", from: ["idle", "approved", "denied", "triggered", "prepared"], to: "triggered", rule: "SEGUE-1"),
                        // From `denied` too: another segue than the refused one may be prepared (SEGUE-1's requirement).
                        .on("prepare", from: ["idle", "approved", "triggered", "prepared", "denied"], to: "prepared", rule: "SEGUE-1"),
                        .on(forwardPerform, from: ["prepared"], to: "idle", rule: "SEGUE-2"),
                        .on("unwind", from: ["idle", "approved", "triggered", "prepared"], to: "idle", rule: "SEGUE-1"),
                        // Another segue's unwind leaves the refusal standing.
                        .on("unwind", from: ["denied"], to: nil, rule: "SEGUE-1"),
                    ]),
        ],
        relations: [
            // The identifier of the segue last asked about, triggered or prepared (a prepare
            // with none clears it). Nothing that a log rarely prints (perform, unwind) changes
            // it, so the projection onto such a log keeps it.
            Relation("segueIdentifier", updates: [
                .on("shouldPerformSegue", set: .parameter("identifier")),
                .on("performSegue", set: .parameter("identifier")),
                .on("prepare", set: .parameter("identifier")),
            ]),
            // The destination the source last prepared, until the segue performs or unwinds:
            // UIKit performs the very segue object it prepared, so the same destination.
            Relation("prepared", updates: [
                .on("prepare", set: .parameter("destination")),
                .on(forwardPerform, set: .clear),
                .on("unwind", set: .clear),
            ]),
        ],
        requirements: [
            Requirement("SEGUE-3", on: ["perform"], require: .state("appearance", of: .parameter("destination"), in: ["disappeared"])),
            // The refused segue itself (by identifier) is neither prepared, performed nor unwound.
            Requirement("SEGUE-1", on: ["prepare", forwardPerform, "unwind"], when: [.state("segue", of: .subject, in: ["denied"])],
                        require: .parameterDiffers("identifier", fromRelation: "segueIdentifier", of: .subject)),
            // The segue prepared is the one triggered; the one performed or unwound, the one prepared.
            Requirement("SEGUE-5", on: ["prepare"], when: [.state("segue", of: .subject, in: ["triggered", "approved"])],
                        require: .parameterMatches("identifier", relation: "segueIdentifier", of: .subject)),
            Requirement("SEGUE-5", on: [forwardPerform, "unwind"], when: [.state("segue", of: .subject, in: ["prepared"])],
                        require: .parameterMatches("identifier", relation: "segueIdentifier", of: .subject)),
            // A computed `var detail: DetailViewController { … instantiate … }` prepares one
            // controller and shows another, unprepared one.
            Requirement("SEGUE-2", on: [forwardPerform], require: .parameterMatches("destination", relation: "prepared", of: .subject)),
        ],
        nestings: [
            // Only the segue under way runs inside its performSegue (SEGUE-5): logged after super,
            // another segue's refusal or prepare just before it ran before it.
            Nesting(["performSegue"], contains: ["prepare", "perform", "shouldPerformSegue"], link: .sameSubject, matching: ["identifier"]),
            Nesting(["loadView"], contains: ["prepare", "perform"], link: .sameSubject),
            // perform() shows the destination before it returns: a push adds it (willMove), a
            // present segue presents it.
            Nesting(["perform"], contains: ["willMove"], link: .outerParameter("destination")),
            Nesting(["perform"], contains: ["present"], link: .sameSubject),
            // The present loads the destination's view before it returns (Presentation.swift):
            // said of perform too, for logs that leave present out.
            Nesting(["perform"], contains: ["loadView", "viewDidLoad"], link: .outerParameter("destination")),
        ])
}
