import Lifecheck

extension UIKitSpec {
    /// Child view controllers: adding (`addChild`, which sends `willMove(toParent:)`
    /// itself, then `didMove(toParent:)`), removing (`willMove(toParent: nil)`, then
    /// `removeFromParent()`, which sends `didMove(toParent: nil)` itself), and the
    /// parent/child visibility that follows.
    ///
    ///     detached ──addChild──▶ adding ──willMove(P)──▶ attaching ──didMove(P)──▶ attached
    ///     detached ──willMove(P)──▶ attaching          (a push: UIKit's own add, no addChild line)
    ///     attached ──willMove(nil)──▶ detaching ──removeFromParent──▶ removing ──didMove(nil)──▶ detached
    ///     attaching ──willMove(nil)──▶ detaching        (a removal abandons an add: a cancelled transition)
    ///     detaching ──didMove(nil)──▶ detached           (removeFromParent not recorded)
    ///
    /// What UIKit really does is looser than Apple's guide, and the machine follows it:
    /// - the pair stays open across the child's whole appearance (on a push, `didMove`
    ///   comes after `viewDidAppear`);
    /// - UIKit itself re-parents or drops children without callbacks
    ///   (`setViewControllers(_:animated:)`, rdar 18002763), so a `willMove(toParent:)` to a
    ///   new parent is legal from any settled state;
    /// - a second `didMove` with the same parent was printed on Catalyst (iPadOS 26 UIKitCore),
    ///   so a repeated `didMove` that changes nothing is legal;
    /// - no printed log shows the containment callbacks of a *cancelled* interactive pop,
    ///   so a `didMove(toParent: P)` after `willMove(toParent: nil)` (the removal
    ///   cancelled) is legal.
    ///
    /// Parent/child visibility is compared loosely, because UIKit calls the child from
    /// inside the parent's callback (call-entry order: parent first). The parent may
    /// finish disappearing while its children are still disappearing; what is clearly
    /// illegal is a child that begins to appear while its parent is disappeared, or that is
    /// still appeared when the parent finishes disappearing. These rules only apply when
    /// the parent's own callbacks are recorded (its view loaded in the trace).
    static let containment = SpecPart(
        "Containment",
        summary: "addChild / willMove / didMove / removeFromParent pair up, and a child is never more visible than its parent.",
        rules: [
            Rule("CONTAIN-1", "addChild is not called for a child that is already being added, and willMove(toParent: P) comes once per add: addChild sends it itself.",
                 fix: "call addChild(_:) alone; don't call child.willMove(toParent: self) before or after it (UIKit sends that), and add a child once.",
                 sources: [
                     .documented("SDK header UIViewController.h: \"addChildViewController: will call [child willMoveToParentViewController:self] before adding the child.\""),
                     .observed("mapbox/mapbox-navigation-ios#3529: \"Remove redundant UIViewController.willMove(toParent:) — this method is called automatically by addChild\"."),
                 ]),
            Rule("CONTAIN-2", "removeFromParent is followed by its didMove(toParent: nil) before any other containment call on the child.",
                 fix: "let removeFromParent() finish; don't add or move the child again from inside didMove(toParent:).",
                 sources: [.documented("Apple, removeFromParent(): it calls didMove(toParent: nil) on the child.")]),
            Rule("CONTAIN-3", "didMove(toParent: P) follows willMove(toParent: P) or addChild; didMove(toParent: nil) follows willMove(toParent: nil) or removeFromParent.",
                 fix: "call didMove(toParent: self) only after addChild(_:), once the transition finished; remove a child with willMove(toParent: nil), then removeFromParent().",
                 sources: [
                     .documented("SDK header UIViewController.h: addChildViewController \"will not call didMoveToParentViewController:. It is expected that a container view controller subclass will make this call after a transition to the new child has completed\"."),
                     .observed("Neuburg, Programming iOS 6, \"View Controller Lifetime Events\"; bradbambara.wordpress.com 2014: push = willMove(nav) … viewDidAppear, didMove(nav); pop = willMove(nil), viewWillDisappear, viewDidDisappear, didMove(nil)."),
                 ]),
            Rule("CONTAIN-4", "didMove(toParent:) names the parent the child is moving to.",
                 fix: "pass the same parent to didMove(toParent:) as to addChild(_:) / willMove(toParent:).",
                 sources: [.documented("Apple, didMove(toParent:): \"parent — The parent view controller, or nil if there is no parent.\"")]),
            Rule("CONTAIN-5", "removeFromParent follows willMove(toParent: nil).",
                 fix: "call child.willMove(toParent: nil) before child.removeFromParent().",
                 sources: [
                     .documented("Apple, willMove(toParent:): \"If you are implementing your own container view controller, it must call the willMove(toParent:) method of the child view controller before calling the removeFromParent() method, passing in a parent value of nil.\""),
                 ]),
            Rule("CONTAIN-6", "A trace does not end between willMove(toParent: P) and didMove(toParent: P): an add that began completes.",
                 fix: "call didMove(toParent: self) when the transition to a new child completes (UIKit's addChild(_:) does not); end a removal with removeFromParent().",
                 sources: [
                     .documented("SDK header UIViewController.h (as CONTAIN-3)."),
                     .reading("An add abandoned by willMove(toParent: nil) before the child appeared is complete once removed (after it appeared: CONTAIN-8)."),
                 ]),
            Rule("CONTAIN-7", "The removal of a child that was on screen completes before the trace ends: removed from its parent (removeFromParent), it leaves the screen (viewDidDisappear); and once it left the screen after willMove(toParent: nil), it is removed from its parent.",
                 fix: "remove a child with willMove(toParent: nil), view.removeFromSuperview(), removeFromParent(); with manual forwarding, wrap the removal in child.beginAppearanceTransition(false, animated:) and endAppearanceTransition(), animated or not. If the removal was cancelled (a swipe back the user let go of), undo it instead: bring the child back with child.beginAppearanceTransition(true, animated: false) and endAppearanceTransition(), so it gets viewWillAppear and viewDidAppear again.",
                 sources: [
                     .documented("Apple, \"Implementing a Container View Controller\": to remove a child, call willMove(toParent: nil), remove the child's root view from the container's view hierarchy, then call removeFromParent()."),
                     .observed("The Catalyst blog (OBSERVED.md §14a): appearance callbacks follow the view entering and leaving the window, with or without containment, so a removed child whose view left the window was told it disappears."),
                     .observed("griddynamics-archive/MMDrawerController#138 and #440: an animated center swap removed the old child with no viewWillDisappear/viewDidDisappear, and its timers kept running; Baseflow/Xamarin-Sidebar#18: a content child given willMove(toParent: nil) and never removed leaks."),
                     .reading("A willMove(toParent: nil) left unanswered while the child stays on screen is a cancelled removal (an interactive pop the user let go back), so only a child that went off screen owes removeFromParent; its next appearance calls the removal off."),
                 ]),
            Rule("CONTAIN-8", "A child that finished appearing in its new parent gets didMove(toParent:) before it is removed again (willMove(toParent: nil)): the container completes the add once the transition to the child completed.",
                 fix: "call child.didMove(toParent: self) when the transition to the child completes (right after addChild(_:) and adding its view, when there is no animation); UIKit's addChild(_:) does not call it.",
                 sources: [
                     .documented("SDK header UIViewController.h: addChildViewController \"will not call didMoveToParentViewController:. It is expected that a container view controller subclass will make this call after a transition to the new child has completed\"; Apple, didMove(toParent:): \"… after the transition to the new controller is complete or, if there is no transition, immediately after calling addChild(_:)\"."),
                     .observed("UIKit's own push delivers didMove(toParent:) right after the child's viewDidAppear (bradbambara.wordpress.com 2014; OBSERVED.md §10): no removal comes between them. A forgotten didMove is the classic containment slip (PageMenu#71; material-components-ios#7992 review)."),
                     .reading("A manual container's animated add that is taken back mid-animation, once viewDidAppear came (view-driven appearance sends it after the Core Animation commit, before the animation's completion calls didMove), breaks it too; no log shows that case."),
                 ]),
            Rule("HIER-1", "A child does not begin to appear (viewWillAppear) while its parent is disappeared.",
                 fix: "forward appearance from the parent's own callbacks: call child.beginAppearanceTransition(true, animated:) from the container's viewWillAppear(_:), or add the child's view only while the container is on screen.",
                 sources: [
                     .observed("Stack traces (objc.io issue 19; \"Reversing the QardioArm\", 2025): the child's appearance callback runs inside the parent's, so the parent starts first."),
                     .observed("uias/Pageboy#233 (iOS 13): a container delivered the child's viewWillAppear and viewDidAppear before the parent's viewWillAppear — reported as a bug."),
                 ]),
            Rule("HIER-3", "A child does not finish appearing (viewDidAppear) while its parent is disappeared.",
                 fix: "forward appearance from the parent's callbacks: end the child's appearance transition from the container's viewDidAppear(_:), and reverse it (beginAppearanceTransition(false, animated:)) if the container disappears first.",
                 sources: [
                     .observed("Stack traces (\"Reversing the QardioArm\", 2025): the child's viewDidAppear runs inside the parent's (__viewDidAppear: ← -[UINavigationController viewDidAppear:])."),
                     .reading("A parent that finished disappearing took its child's view out of the window; the child cannot then finish appearing."),
                 ]),
            Rule("HIER-2", "A child is not still appeared when its parent finishes disappearing (viewDidDisappear).",
                 fix: "forward disappearance to every visible child: with manual forwarding, call child.beginAppearanceTransition(false, animated:) from the container's viewWillDisappear(_:) and endAppearanceTransition() from its viewDidDisappear(_:).",
                 sources: [
                     .observed("Stack traces (objc.io issue 19): -[UINavigationController viewWillDisappear:] calls the child's viewWillDisappear from inside, so in call-entry order the parent's did-callback may come before the child's — a child may lag by one step, no more."),
                     .reading("A child whose view is in the parent's view leaves the window with it."),
                 ]),
            Rule("HIER-4", "A child's disappearance ends before its parent appears again: no child is still disappearing when a disappeared parent gets viewWillAppear.",
                 fix: "call super in every appearance callback of a container: UIKit forwards viewDidDisappear(_:) to the children from inside the container's own; with manual forwarding, end each child's transition (endAppearanceTransition()) from the container's viewDidDisappear(_:).",
                 sources: [
                     .documented("Apple, \"Handling View-Related Notifications\": \"if you start a will callback method, you need to close it with the corresponding did\"."),
                     .observed("Stack traces (objc.io issue 19): the child's disappearance callbacks run inside the parent's, so a child lags its parent by one step at most; a cancelled disappearance (viewWillDisappear, then viewWillAppear) happens within one interactive transition (OBSERVED.md §11), while the parent is still disappearing."),
                 ]),
            Rule("HIER-5", "Every child that was appearing when its parent finished appearing finishes too before the parent begins to disappear: no such child is still appearing when the parent gets viewWillDisappear.",
                 fix: "end every child's appearance: with automatic forwarding call super in the container's viewDidAppear(_:) (UIKit forwards viewDidAppear to the children from inside it); with manual forwarding call child.endAppearanceTransition() from the container's viewDidAppear(_:), or when the transition that added the child completes.",
                 sources: [
                     .observed("Stack traces (\"Reversing the QardioArm\", 2025): the child's viewDidAppear runs inside the parent's (__viewDidAppear: ← -[UINavigationController viewDidAppear:]), so a child that appears with its parent has appeared once the parent's viewDidAppear returns."),
                     .observed("A cancelled appearance (viewWillAppear, then viewWillDisappear) happens within one interactive transition while the parent stays on screen (OBSERVED.md §11: cancelled swipe-to-pop; Neuburg's cancelled interactive tab transition), not when the parent itself disappears later."),
                 ]),
        ],
        machines: [
            // `attachingOnScreen`: between willMove(toParent: P) and didMove(toParent: P), the child
            // finished appearing (a push's didMove comes after viewDidAppear): its didMove is due.
            Machine("containment", noun: "containment", states: ["detached", "adding", "attaching", "attached", "detaching", "removing", "attachingOnScreen"],
                    // detaching is a rest state: a cancelled interactive pop may leave willMove(nil)
                    // unanswered (no printed log shows its containment callbacks).
                    rest: ["detached", "attached", "detaching"], unfinished: "CONTAIN-6",
                    words: ["attachingOnScreen": "attaching (on screen before its didMove)"],
                    transitions: [
                        .on("addChild", of: .parameter("child"), from: ["detached", "attached", "detaching", "removing"], to: "adding", rule: "CONTAIN-1"),
                        .on(.event("willMove", "parent", .isName), from: ["detached", "adding", "attaching", "attached", "detaching"], to: "attaching", rule: "CONTAIN-2"),
                        .on(.event("willMove", "parent", .isName), from: ["attachingOnScreen"], to: nil, rule: "CONTAIN-2"),
                        .on(.event("didMove", "parent", .isName), from: ["detached", "adding", "attaching", "attached", "detaching", "attachingOnScreen"], to: "attached", rule: "CONTAIN-3"),
                        .on(.event("willMove", "parent", .isNil), from: ["attached", "adding", "attaching", "detaching", "attachingOnScreen"], to: "detaching", rule: "CONTAIN-2"),
                        .on(.event("willMove", "parent", .isNil), from: ["detached"], to: nil, rule: "CONTAIN-2"),
                        .on("removeFromParent", from: ["detaching"], to: "removing", rule: "CONTAIN-5"),
                        .on("removeFromParent", from: ["detached"], to: nil, rule: "CONTAIN-5"),
                        .on(.event("didMove", "parent", .isNil), from: ["removing", "detaching"], to: "detached", rule: "CONTAIN-3"),
                        .on(.event("didMove", "parent", .isNil), from: ["detached"], to: nil, rule: "CONTAIN-3"),
                        .on("viewDidAppear", from: ["attaching"], to: "attachingOnScreen", rule: "CONTAIN-8"),
                        .on("viewDidAppear", from: ["detached", "adding", "attached", "detaching", "removing", "attachingOnScreen"], to: nil, rule: "CONTAIN-8"),
                    ]),
            // Once a container finished appearing, the children that were appearing with it are
            // `due` to finish too (UIKit forwards viewDidAppear from inside the container's), each
            // of them: the container stays `due` while they finish, so a second child a manual
            // container began and never ended is held like the first. A child's viewWillAppear
            // after that settles the container: it starts a transition of the container's own (a
            // push, a tab switch, a child added while on screen), whose child may still be
            // appearing when the container disappears (a presentation queued in the same turn, an
            // interactive transition held). Its own viewWillDisappear settles it too.
            Machine("childrenDue", noun: "children's appearance", states: ["settled", "due"], rest: ["settled", "due"],
                    transitions: [
                        .on("viewDidAppear", from: ["settled", "due"], to: "due", rule: "HIER-5"),
                        .on("viewWillDisappear", from: ["settled", "due"], to: "settled", rule: "HIER-5"),
                        .on("viewWillAppear", of: .related("parent"), from: ["settled", "due"], to: "settled", rule: "HIER-5"),
                    ]),
            // A child's removal (on screen: viewDidAppear, not yet viewDidDisappear).
            // `removing`: willMove(nil) came while it was on screen; it owes the removal or its
            // disappearance. `removingDisappearing`: it was then told it disappears, as on a
            // swipe back, which the user may let go: a cancelled pop leaves willMove(nil)
            // unanswered, and the child's next appearance (viewWillAppear) calls the removal off.
            // `disappearedInParent`: it left the screen, and owes removeFromParent; so does a
            // child told willMove(nil) off screen (`removingOffScreen`). `removedOnScreen`:
            // removed while on screen, it owes viewDidDisappear.
            Machine("removal", noun: "removal", states: removalStates,
                    rest: ["offScreen", "onScreen", "removingDisappearing"], unfinished: "CONTAIN-7",
                    // (Read after "the removal of X was".)
                    words: ["removing": "under way (willMove(toParent: nil) while on screen)",
                            "removingDisappearing": "under way (the child disappearing)",
                            "removingOffScreen": "under way (willMove(toParent: nil) off screen)",
                            "disappearedInParent": "half done (off screen, still in its parent)",
                            "removedOnScreen": "half done (out of its parent, still on screen)"],
                    transitions: removalTransitions),
        ],
        relations: [
            Relation("parent", updates: [
                // Apple, willMove(toParent:): "When your custom container calls the addChild(_:)
                // method, it automatically calls the willMove(toParent:) method of the view
                // controller to be added as a child before adding it." So a log that prints
                // willMove follows the parent without addChild.
                .on("addChild", of: .parameter("child"), set: .subject, repeatedBy: .event("willMove", "parent", .isName)),
                // didMove(toParent: P) says the move to P is done: a log that prints it and not
                // willMove(toParent:) follows the parent from there (until then, the child is
                // held to no parent's rules).
                .on(.event("willMove", "parent", .isName), set: .parameter("parent"), repeatedBy: .event("didMove", "parent", .isName)),
                .on(.event("didMove", "parent", .isName), set: .parameter("parent")),
                // Apple, didMove(toParent:): "The removeFromParent() method automatically calls
                // the didMove(toParent:) method of the child view controller after it removes the child."
                .on("removeFromParent", set: .clear, repeatedBy: .event("didMove", "parent", .isNil)),
                .on(.event("didMove", "parent", .isNil), set: .clear),
                // A presented controller has no parent: UIKit refuses to present one that is
                // in a container ("Application tried to present modally an active controller").
                // So a parent that dropped it without willMove/didMove (setViewControllers,
                // rdar 18002763, OBSERVED.md §10) no longer counts it once it is presented.
                // A log that does not print `present` (a console log) is held as if no child
                // were presented unseen: otherwise any child might have been, and no parent/child
                // rule would hold in it (README, Known gaps).
                .on("present", of: .parameter("presented"), set: .clear, unseen: false),
            ]),
        ],
        counters: [
            Counter("appearedChildren", over: "parent", machine: "appearance", in: ["appeared"], noun: "child"),
            Counter("disappearingChildren", over: "parent", machine: "appearance", in: ["disappearing"], noun: "child"),
            Counter("appearingChildren", over: "parent", machine: "appearance", in: ["appearing", "isAppearing"], noun: "child"),
        ],
        requirements: [
            // UIPageViewController adds its pages privately (no willMove): the page's didMove follows its viewDidAppear (SO 48653763).
            Requirement("CONTAIN-3", on: [.event("didMove", "parent", .isName)],
                        when: [.state("containment", of: .subject, in: ["detached"])],
                        require: .state("appearance", of: .subject, in: ["appearing", "isAppearing", "appeared"])),
            // The willMove(toParent: P) that addChild sends is the one for this add: a second,
            // hand-made one is redundant (a willMove to another parent re-parents: legal).
            Requirement("CONTAIN-1", on: [.event("willMove", "parent", .isName)], when: [.state("containment", of: .subject, in: ["attaching", "attachingOnScreen"])],
                        require: .parameterDiffers("parent", fromRelation: "parent", of: .subject)),
            // A child that appeared in its new parent and is taken out again before its didMove:
            // the container never completed the add (a forgotten didMove, hidden from CONTAIN-6
            // by the later removal).
            Requirement("CONTAIN-8", on: [.event("willMove", "parent", .isNil)],
                        require: .notState("containment", of: .subject, in: ["attachingOnScreen"])),
            // Adding a child again before its removal finished breaks CONTAIN-2, not CONTAIN-1.
            Requirement("CONTAIN-2", on: ["addChild"], require: .notState("containment", of: .parameter("child"), in: ["removing"])),
            // While the add is under way (addChild or willMove(toParent:) seen): a log that
            // prints didMove(toParent:) and not willMove follows the parent from the didMove on,
            // and a child moved from one parent to another (a split view collapsing) still names
            // its old one until then.
            Requirement("CONTAIN-4", on: [.event("didMove", "parent", .isName)],
                        when: [.state("containment", of: .subject, in: ["adding", "attaching", "attachingOnScreen"])],
                        require: .parameterMatches("parent", relation: "parent", of: .subject)),
            // Only once the parent's view has loaded, or is loading (its loadView or viewDidLoad is
            // in the trace): a parent whose callbacks the log does not show (UINavigationController
            // in an app's console log, a container a recorder does not hook) would be disappeared
            // for ever, and every child's appearance a violation. "Loading" too, for logs that
            // leave out loadView: one that prints viewDidLoad may have reloaded the view unseen.
            Requirement("HIER-1", on: ["viewWillAppear"],
                        when: [.notState("view", of: .related("parent"), in: ["notLoaded"])],
                        require: .notState("appearance", of: .related("parent"), in: ["disappeared"])),
            Requirement("HIER-2", on: ["viewDidDisappear"], require: .counterIsZero("appearedChildren", of: .subject)),
            // Only after the parent finished disappearing: while it is still disappearing, its
            // viewWillAppear cancels the transition for the children too.
            Requirement("HIER-4", on: ["viewWillAppear"], when: [.state("appearance", of: .subject, in: ["disappeared"])],
                        require: .counterIsZero("disappearingChildren", of: .subject)),
            // Only once the parent finished appearing (while it is still appearing, its
            // viewWillDisappear cancels the transition for the children too), and only for the
            // children that were appearing with it (childrenDue).
            Requirement("HIER-5", on: ["viewWillDisappear"],
                        when: [.state("appearance", of: .subject, in: ["appeared"]), .state("childrenDue", of: .subject, in: ["due"])],
                        require: .counterIsZero("appearingChildren", of: .subject)),
            Requirement("HIER-3", on: ["viewDidAppear"],
                        when: [.notState("view", of: .related("parent"), in: ["notLoaded"])],
                        require: .notState("appearance", of: .related("parent"), in: ["disappeared"])),
        ],
        nestings: [
            Nesting(["viewWillAppear"], contains: ["viewWillAppear", "loadView", "viewDidLoad"], link: .innerRelation("parent")),
            Nesting(["viewDidAppear"], contains: ["viewDidAppear"], link: .innerRelation("parent")),
            Nesting(["viewWillDisappear"], contains: ["viewWillDisappear"], link: .innerRelation("parent")),
            Nesting(["viewDidDisappear"], contains: ["viewDidDisappear"], link: .innerRelation("parent")),
            Nesting(["addChild"], contains: ["willMove"], link: .outerParameter("child")),
            Nesting(["removeFromParent"], contains: ["didMove"], link: .sameSubject),
        ])

    private static let removalStates = [
        "offScreen", "onScreen", "removing", "removingDisappearing", "removingOffScreen", "disappearedInParent", "removedOnScreen",
    ]

    private static var removalTransitions: [Machine.Transition] {
        let moves: [(EventPattern, [(String, String?)])] = [
            ("removeFromParent", removed),
            (.event("didMove", "parent", .isNil), removed),
            ("viewDidDisappear", [("offScreen", nil), ("onScreen", "offScreen"), ("removing", "disappearedInParent"),
                                  ("removingDisappearing", "disappearedInParent"), ("removingOffScreen", "disappearedInParent"),
                                  ("disappearedInParent", nil), ("removedOnScreen", "offScreen")]),
            ("viewDidAppear", [("offScreen", "onScreen"), ("onScreen", nil), ("removing", "onScreen"), ("removingDisappearing", "onScreen"),
                               ("removingOffScreen", "onScreen"), ("disappearedInParent", "onScreen"), ("removedOnScreen", nil)]),
            ("viewWillAppear", [("offScreen", nil), ("onScreen", nil), ("removing", "onScreen"), ("removingDisappearing", "onScreen"),
                                ("removingOffScreen", nil), ("disappearedInParent", "onScreen"), ("removedOnScreen", nil)]),
            ("viewWillDisappear", [("offScreen", nil), ("onScreen", nil), ("removing", "removingDisappearing"), ("removingDisappearing", nil),
                                   ("removingOffScreen", nil), ("disappearedInParent", nil), ("removedOnScreen", nil)]),
            (.event("willMove", "parent", .isNil), [("offScreen", "removingOffScreen"), ("onScreen", "removing"), ("removing", nil),
                                                     ("removingDisappearing", nil), ("removingOffScreen", nil), ("disappearedInParent", nil),
                                                     ("removedOnScreen", nil)]),
            (.event("willMove", "parent", .isName), kept),
            (.event("didMove", "parent", .isName), kept),
        ]
        return moves.flatMap { pattern, pairs in
            pairs.map { Machine.Transition.on(pattern, from: [$0.0], to: $0.1, rule: "CONTAIN-7") }
        }
    }

    /// removeFromParent / didMove(toParent: nil): a child on screen now owes viewDidDisappear.
    private static let removed: [(String, String?)] = [
        ("offScreen", nil), ("onScreen", "removedOnScreen"), ("removing", "removedOnScreen"), ("removingDisappearing", "removedOnScreen"),
        ("removingOffScreen", "offScreen"), ("disappearedInParent", "offScreen"), ("removedOnScreen", nil),
    ]

    /// willMove / didMove(toParent: P): the child has a parent again (a cancelled or a new add).
    private static let kept: [(String, String?)] = [
        ("offScreen", nil), ("onScreen", nil), ("removing", "onScreen"), ("removingDisappearing", "onScreen"),
        ("removingOffScreen", "offScreen"), ("disappearedInParent", "offScreen"), ("removedOnScreen", "onScreen"),
    ]
}
