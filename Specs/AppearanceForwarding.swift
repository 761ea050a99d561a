import Lifecheck

extension UIKitSpec {
    /// `beginAppearanceTransition(_:animated:)` / `endAppearanceTransition()`: the calls
    /// that drive a controller's appearance callbacks by hand. Containers whose
    /// `shouldAutomaticallyForwardAppearanceMethods` returns false must make them; UIKit's
    /// own presentation controllers make them too.
    ///
    ///     idle ──begin(true)──▶ beganAppearing ──end──▶ ended ──viewDidAppear──▶ idle
    ///     idle ──begin(false)─▶ beganDisappearing ──end──▶ ended ──viewDidDisappear──▶ idle
    ///     beganAppearing ⇄ beganDisappearing   (a begin in the opposite direction: a reversal)
    ///
    /// `ended` is the moment between `endAppearanceTransition()` and the did-callback it
    /// makes UIKit send, so a did-callback can tell whether an end sent it.
    ///
    /// Counting begins and ends is wrong: two begins and one end is the correct way to
    /// cancel a transition (Douglas Hill). A second begin in the *same* direction, or an end
    /// with no begin, is what UIKit reports as "Unbalanced calls to begin/end appearance
    /// transitions".
    /// A presentation that covers a context UIKit finds up the presenter's ancestors
    /// (`overCurrentContext` leaves the context on screen: it gets no callbacks).
    private static let currentContextPresent = EventPattern.event("present", "style", .oneOf(["currentContext"]))

    static let forwarding = SpecPart(
        "Appearance forwarding",
        summary: "beginAppearanceTransition / endAppearanceTransition: reversals are legal, a repeated begin or an unmatched end is not; children of a manual container appear only through them.",
        rules: [
            Rule("FWD-1", "beginAppearanceTransition is not repeated in the same direction before endAppearanceTransition (a begin in the opposite direction is a legal reversal).",
                 fix: "call beginAppearanceTransition(_:animated:) once per transition; to cancel one, begin in the opposite direction and then call endAppearanceTransition() once.",
                 sources: [
                     .observed("Douglas Hill (douglashill.co/status/1160211814522740737): cancel a child transition with beginAppearanceTransition(false) then beginAppearanceTransition(true) and one end; \"The solution to a warning log about 'Unbalanced calls to begin/end appearance transitions' was to take my balanced calls and unbalance them.\""),
                     .documented("SDK header UIViewController.h: the appearance callbacks are \"tied to the final matching invocation of endAppearanceTransition\"."),
                     .observed("gordontucker/FittedSheets#100: \"Unbalanced calls to begin/end appearance transitions for <…>\"."),
                 ]),
            Rule("FWD-2", "endAppearanceTransition follows a beginAppearanceTransition.",
                 fix: "call endAppearanceTransition() once per begun transition, after beginAppearanceTransition(_:animated:).",
                 sources: [.documented("Apple, endAppearanceTransition(): \"If you are implementing a custom container controller, use this method to tell the child that the view transition is complete.\" — it completes a begun transition.")]),
            Rule("FWD-3", "A child of a container whose shouldAutomaticallyForwardAppearanceMethods returned false gets viewWillAppear / viewWillDisappear only from beginAppearanceTransition in that direction.",
                 fix: "a container that returns false from shouldAutomaticallyForwardAppearanceMethods must call child.beginAppearanceTransition(_:animated:) and child.endAppearanceTransition() itself, and no other code may call the child's callbacks.",
                 sources: [
                     .documented("Apple, shouldAutomaticallyForwardAppearanceMethods: \"If you override this method and return false, you are responsible for telling the child when its views are going to appear or disappear. You do this by calling the child view controller's beginAppearanceTransition(_:animated:) and endAppearanceTransition() methods.\""),
                     .observed("The Catalyst blog, section D: with manual forwarding, no appearance callbacks until begin/end, then viewWillAppear, viewIsAppearing, viewDidAppear."),
                 ]),
            Rule("FWD-5", "A child of a container whose shouldAutomaticallyForwardAppearanceMethods returned false, once beginAppearanceTransition was called on it, gets viewDidAppear / viewDidDisappear only from endAppearanceTransition.",
                 fix: "a container that returns false from shouldAutomaticallyForwardAppearanceMethods ends each child transition with child.endAppearanceTransition(); never call the child's viewDidAppear(_:) or viewDidDisappear(_:) directly.",
                 sources: [
                     .documented("Apple, beginAppearanceTransition(_:animated:): \"Do not invoke viewWillAppear:, viewWillDisappear:, viewDidAppear:, or viewDidDisappear: directly.\""),
                     .documented("Apple, shouldAutomaticallyForwardAppearanceMethods: with false, the container tells the child \"by calling the child view controller's beginAppearanceTransition(_:animated:) and endAppearanceTransition() methods\"."),
                     .observed("The Catalyst blog, section D: with manual forwarding, no appearance callbacks until begin/end."),
                 ]),
            Rule("FWD-4", "A trace does not end between beginAppearanceTransition and endAppearanceTransition.",
                 fix: "call endAppearanceTransition() when every transition you begin finishes, cancelled ones included.",
                 sources: [.documented("Apple, beginAppearanceTransition(_:animated:) and endAppearanceTransition() come in pairs per transition.")]),
        ],
        machines: [
            Machine("forwarding", noun: "appearance forwarding", states: ["automatic", "manual"], rest: ["automatic", "manual"], transitions: [
                .on(.event("shouldAutomaticallyForwardAppearanceMethods", "returned", .equals(false)), from: ["automatic", "manual"], to: "manual", rule: "FWD-3"),
                .on(.event("shouldAutomaticallyForwardAppearanceMethods", "returned", .equals(true)), from: ["automatic", "manual"], to: "automatic", rule: "FWD-3"),
            ]),
            Machine("transition", noun: "appearance transition", states: ["idle", "beganAppearing", "beganDisappearing", "ended"],
                    rest: ["idle", "ended"], unfinished: "FWD-4",
                    words: ["beganAppearing": "begun (to appear)", "beganDisappearing": "begun (to disappear)"],
                    transitions: [
                        .on(.event("beginAppearanceTransition", "appearing", .equals(true)), from: ["idle", "beganDisappearing", "ended"], to: "beganAppearing", rule: "FWD-1"),
                        .on(.event("beginAppearanceTransition", "appearing", .equals(false)), from: ["idle", "beganAppearing", "ended"], to: "beganDisappearing", rule: "FWD-1"),
                        .on("endAppearanceTransition", from: ["beganAppearing", "beganDisappearing"], to: "ended", rule: "FWD-2"),
                        // UIKit's own containers begin with the public method and end with a private one.
                        .on("viewDidAppear", from: ["idle", "beganAppearing", "beganDisappearing", "ended"], to: "idle", rule: "FWD-4"),
                        .on("viewDidDisappear", from: ["idle", "beganAppearing", "beganDisappearing", "ended"], to: "idle", rule: "FWD-4"),
                    ]),
            // A controller covered by a current-context presentation (the presenter itself, or
            // its parent: a navigation controller defines a presentation context by default).
            // UIKit begins its transitions with the public method and may end them with a
            // private one (a recorder sees no end), until it has appeared again. FWD-5 leaves
            // it alone meanwhile, whatever its container.
            Machine("currentContext", noun: "current-context cover", states: ["none", "covered"], rest: ["none", "covered"],
                    transitions: [
                        .on(currentContextPresent, from: ["none", "covered"], to: "covered", rule: "FWD-5"),
                        .on(currentContextPresent, of: .related("parent"), from: ["none", "covered"], to: "covered", rule: "FWD-5"),
                        .on("viewDidAppear", from: ["none", "covered"], to: "none", rule: "FWD-5"),
                    ]),
        ],
        requirements: [
            Requirement("FWD-3", on: ["viewWillAppear"], when: [.state("forwarding", of: .related("parent"), in: ["manual"])],
                        require: .state("transition", of: .subject, in: ["beganAppearing"])),
            Requirement("FWD-3", on: ["viewWillDisappear"], when: [.state("forwarding", of: .related("parent"), in: ["manual"])],
                        require: .state("transition", of: .subject, in: ["beganDisappearing"])),
            // Only after a begin (`idle` passes): a will that came another way (a view added
            // before addChild) is FWD-3's business. (Written so that it holds for every child
            // in a legal trace: a requirement that holds is checked without its `when`.)
            Requirement("FWD-5", on: ["viewDidAppear", "viewDidDisappear"],
                        when: [.state("forwarding", of: .related("parent"), in: ["manual"]), .state("currentContext", of: .subject, in: ["none"])],
                        require: .state("transition", of: .subject, in: ["idle", "ended"])),
        ],
        nestings: [
            Nesting(["beginAppearanceTransition"], contains: ["loadView", "viewDidLoad", "viewWillAppear", "viewWillDisappear"], link: .sameSubject),
            Nesting(["endAppearanceTransition"], contains: ["viewDidAppear", "viewDidDisappear"], link: .sameSubject),
            // A manual container forwards from inside its own appearance callbacks (Neuburg, §14d).
            Nesting(["viewWillAppear", "viewWillDisappear", "viewDidAppear", "viewDidDisappear"],
                    contains: ["beginAppearanceTransition", "endAppearanceTransition"], link: .innerRelation("parent")),
        ])
}
