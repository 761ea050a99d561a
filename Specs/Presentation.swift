import Lifecheck

extension UIKitSpec {
    /// Modal presentation and dismissal, by style.
    ///
    /// - fullScreen, currentContext ("covering"): the presenter disappears, and appears
    ///   again on dismissal. Presenting finishes new-did before old-did (the opposite of a
    ///   push): P viewWillDisappear, C viewWillAppear, C viewDidAppear, P viewDidDisappear.
    /// - overFullScreen, overCurrentContext ("over"): the presenter's view stays; it gets no
    ///   appearance callbacks.
    /// - pageSheet, formSheet, automatic, popover, custom ("adaptive"): on iOS 13+ and iPad
    ///   the presenter stays; on iOS ≤ 12 iPhone, or when the sheet adapts to full screen, it
    ///   disappears. Both are legal, so nothing is checked about the presenter.
    ///
    /// The presented controller's `presentation` machine tracks one presentation from
    /// `present` to its first `viewDidAppear`, and a dismissal from `dismiss` to its
    /// `viewDidDisappear`; a `viewDidAppear` while dismissing is a cancelled dismissal
    /// (an interactive sheet swipe). `dismiss` on a presenter dismisses what it presented;
    /// on the container of a child that presented, what the child presented (UIKit makes
    /// the container the presenting controller); on a controller that presents nothing, the
    /// controller itself.
    ///
    /// Recorders often see only the app's own controllers: a presented alert or UIKit
    /// navigation controller has no events, so its presentation owes nothing. A presenter
    /// lower in a navigation stack (off screen) may present too: UIKit presents from the
    /// presentation context, and the checks on the presenter apply only when it was on
    /// screen, which it shows by being told it disappears.
    static let presentation = SpecPart(
        "Presentation",
        summary: "Full-screen styles make the presenter disappear and reappear; over-full-screen styles leave it appeared; sheets may do either.",
        rules: [
            Rule("PRESENT-1", "A full-screen or current-context presentation makes the presenter disappear: it is disappearing or disappeared when the presented controller finishes appearing.",
                 fix: "present with UIKit's present(_:animated:completion:); a custom transition that removes the presenter's view must keep shouldRemovePresentersView true (or forward begin/endAppearanceTransition to the presenter).",
                 sources: [
                     .observed("jinnify.tistory.com/64 (iOS 13, .fullScreen); velog.io/@rudin_/iOS-LifeCycle-in-Modal (iOS 17); the Catalyst blog: first viewWillDisappear, second viewWillAppear, [viewIsAppearing], second viewDidAppear, first viewDidDisappear."),
                     .documented("Apple, UIModalPresentationStyle.fullScreen: \"UIKit normally removes the views of the underlying view controller after the transition animations finish.\""),
                     .observed("regularberry.github.io 2019 (pre-iOS 13 table): .currentContext gives the presenter viewWillAppear on dismissal, on iPhone and iPad."),
                     .documented("Apple, viewDidAppear(_:): \"If a view controller is presented by a view controller inside of a popover, this method is not invoked on the presenting view controller after the presented controller is dismissed\": a presenter inside a popover (presented in one, or the child of one) is not held to PRESENT-1 or PRESENT-3."),
                 ]),
            Rule("PRESENT-2", "An over-full-screen or over-current-context presentation leaves the presenter on screen: it is not disappearing when the presented controller finishes appearing.",
                 fix: "don't send the presenter viewWillDisappear(_:) for an .overFullScreen / .overCurrentContext presentation: its view stays in the window.",
                 sources: [
                     .documented("Apple, UIModalPresentationStyle.fullScreen: \"You can prevent the removal of those views by specifying the UIModalPresentationOverFullScreen style instead.\""),
                     .observed("regularberry.github.io 2019: .overFullScreen and .overCurrentContext give the presenter no viewWillAppear on dismissal (iPhone and iPad)."),
                 ]),
            Rule("PRESENT-3", "Dismissing a full-screen or current-context presentation makes the presenter appear again, if it disappeared for it: it is appearing or appeared when the dismissed controller finishes disappearing.",
                 fix: "dismiss with dismiss(animated:completion:); a custom transition must let the presenter's appearance callbacks run (or forward them with begin/endAppearanceTransition).",
                 sources: [
                     .observed("jinnify.tistory.com/64; the Catalyst blog: dismiss = M viewWillDisappear, A viewWillAppear, A viewIsAppearing, A viewDidAppear, M viewDidDisappear."),
                     .documented("SDK header: the dismiss completion runs \"after the dismissed controller's viewDidDisappear:\"."),
                 ]),
            Rule("PRESENT-4", "A presentation that began completes: a presented controller that has events of its own appears (viewDidAppear) before the trace ends.",
                 fix: "present only from a controller whose view is in the window hierarchy and that presents nothing else (UIKit logs \"Attempt to present … whose view is not in the window hierarchy\" or \"… which is already presenting …\" and drops the presentation).",
                 sources: [
                     .documented("SDK header: the present completion runs \"after the presented controller's viewDidAppear:\"."),
                     .reading("A trace cut off mid-presentation is checked with --unfinished."),
                 ]),
            Rule("PRESENT-5", "A presenter covered by a full-screen or current-context presentation does not begin to appear while the presented controller is still appeared: it comes back with the dismissal, after the presented controller begins to disappear.",
                 fix: "don't call viewWillAppear(_:) or viewDidAppear(_:) yourself (a foreground or notification handler that refreshes a screen should call a method of its own); a covered presenter appears again when the presented controller is dismissed.",
                 sources: [
                     .documented("Apple, UIModalPresentationStyle.fullScreen: \"UIKit normally removes the views of the underlying view controller after the transition animations finish.\""),
                     .observed("jinnify.tistory.com/64; the Catalyst blog: a dismissal runs M viewWillDisappear, then the presenter's viewWillAppear, viewIsAppearing, viewDidAppear, then M viewDidDisappear."),
                     .documented("Apple, beginAppearanceTransition(_:animated:): \"Do not invoke viewWillAppear:, viewWillDisappear:, viewDidAppear:, or viewDidDisappear: directly\" (quoted in ViewDeck/ViewDeck#396)."),
                 ]),
            Rule("PRESENT-6", "A controller is not presented while it is on screen (presented, in a container or a window's root), while its presentation is in progress, or while it is presented and what it presents is on screen.",
                 fix: "check presentedViewController (or the controller's presentingViewController) before presenting; dismiss a presented controller before presenting it again.",
                 sources: [
                     .observed("UIKit raises NSInvalidArgumentException \"Application tried to present modally an active controller\" from -[UIViewController _presentViewController:withAnimationController:completion:] (OpenTreeMap/otm-ios#362, awslabs/aws-sdk-ios-samples#203, material-components/material-components-ios#8506); jonkykong/SideMenu#29 (maintainer): \"you're trying to present a side menu when it's already presented\"."),
                     .observed("ko1o/PYSearch#85, jamonholmgren/ProMotion#29, mxcl/PromiseKit#178: the same exception for a controller shown in a navigation controller."),
                     .observed("banchichen/TZImagePickerController#402: the exception thrown from -[_UIViewControllerTransitionContext _runAlongsideCompletions], i.e. a present queued behind a running transition."),
                     .reading("On screen: appearing or appeared. A presented controller that disappeared without a recorded dismiss (an interactive sheet swipe) may be presented again."),
                 ]),
            Rule("PRESENT-7", "dismiss is not called while the presentation or the dismissal it would end is still running: the presented controller has begun to appear (viewWillAppear) and not yet finished, or has begun to disappear for a dismissal (viewWillDisappear) and not yet finished.",
                 fix: "dismiss once, and only once the presentation finished: guard the action (disable the button, or check isBeingPresented / isBeingDismissed), and dismiss or present again from the completion handler.",
                 sources: [
                     .observed("UIKit answers with \"Warning: Attempt to dismiss from view controller <…> while a presentation or dismiss is in progress!\" (jonkykong/SideMenu#323; zoonooz/ZFDragableModalTransition#3; kouhan.cn/en/article/00039248); console logs report it as WARN-3."),
                     .observed("Or worse: a second dismiss while the first runs may dismiss the controller underneath (objc.io issue 19, \"Debugging: A Case Study\": a quick second tap on a popover's dimming view dismissed the navigation controller itself; pointfreeco/swift-navigation#295: a redundant dismiss() dismissed the presenting controller too)."),
                     .reading("Only once the transition shows in the presented controller's callbacks: a dismiss that UIKit forwards at once (a presented controller asks its presenter to dismiss it) comes before the transition starts (objc.io issue 19: the dismissal's viewWillDisappear runs from the after-commit handler)."),
                 ]),
            Rule("PRESENT-8", "A controller presents nothing else while what it presented is on screen and not being dismissed: UIKit refuses the second presentation, and nothing of it appears.",
                 fix: "present from the top of the presentation stack (presentedViewController, if any, else the controller itself), or dismiss what is presented first and present from the dismissal's completion handler.",
                 sources: [
                     .observed("UIKit logs \"Attempt to present <…> on <…> (from <…>) which is already presenting <…>\" and drops the presentation (uservoice/uservoice-ios-sdk#347; adaptyteam/AdaptySDK-iOS#116 and pixiv/charcoal-ios#319, 2025: the second controller is not shown); console logs report the message as WARN-3."),
                     .documented("Apple, UIViewController.presentedViewController: the one controller presented by this controller (a presenter has at most one)."),
                     .reading("On screen: appearing or appeared, its presentation neither being dismissed nor taken back. A presented controller that disappeared without a recorded dismiss (a sheet swiped away) no longer counts; a present from a controller whose dismissal runs is left alone (a log that leaves out an alert the controller presented resolves the dismiss to it)."),
                 ]),
        ],
        machines: [
            // Whether a controller is presented in a popover (the last style it was presented with).
            Machine("popover", noun: "popover", states: ["none", "inPopover"], rest: ["none", "inPopover"],
                    words: ["inPopover": "shown"],
                    transitions: [
                        .on(.event("present", "style", .oneOf(["popover"])), of: .parameter("presented"), from: ["none", "inPopover"], to: "inPopover", rule: "PRESENT-3"),
                        .on(.event("present", "style", .noneOf(["popover"])), of: .parameter("presented"), from: ["none", "inPopover"], to: "none", rule: "PRESENT-3"),
                    ]),
            // Whether a controller, or its child, presented something that is still up (ROOT-1):
            // from the `present` (on the presenter and its parent) to the dismissal (`dismiss` on
            // the presenter, its parent or the presented controller; the sheet's swipe). Driven by
            // these events only, not by appearance callbacks: a transition through another
            // subject's relation on a machine that a counter counts keeps the memo from replaying
            // that event kind (SpecCompiler: reachesPairOnly), and any transition on an appearance
            // callback grows its fused table; appearance callbacks are most of a trace.
            Machine("presenting", noun: "presentation", states: ["offScreen", "onScreen"], rest: ["offScreen", "onScreen"],
                    transitions: [
                        // Tested on its style (any): an untested transition of the presenter's own
                        // would fuse this machine with `presentation` (which `present` moves too),
                        // and that pair with the appearance callbacks' machines is past the size
                        // budget of one fused table, splitting it (one more table read per callback).
                        .on(.event("present", "style", .oneOf(allStyles)), from: ["offScreen", "onScreen"], to: "onScreen", rule: "ROOT-1"),
                        .on("present", of: .related("parent"), from: ["offScreen", "onScreen"], to: "onScreen", rule: "ROOT-1"),
                        .on("dismiss", from: ["offScreen", "onScreen"], to: "offScreen", rule: "ROOT-1"),
                        .on("dismiss", of: .related("parent"), from: ["offScreen", "onScreen"], to: "offScreen", rule: "ROOT-1"),
                        .on("dismiss", of: .related("presenter"), from: ["offScreen", "onScreen"], to: "offScreen", rule: "ROOT-1"),
                        .on("dismiss", of: .related("presenterParent"), from: ["offScreen", "onScreen"], to: "offScreen", rule: "ROOT-1"),
                        .on("presentationControllerDidDismiss", of: .relation("presenter", of: .parameter("presented")),
                            from: ["offScreen", "onScreen"], to: "offScreen", rule: "ROOT-1"),
                        .on("presentationControllerDidDismiss", of: .relation("presenterParent", of: .parameter("presented")),
                            from: ["offScreen", "onScreen"], to: "offScreen", rule: "ROOT-1"),
                    ]),
            Machine("presentation", noun: "presentation", states: presentationStates,
                    rest: presentationStates.filter { !$0.hasPrefix("presenting") },
                    unfinished: "PRESENT-4", words: presentationWords,
                    transitions: presentationTransitions),
        ],
        relations: [
            // Declared first: a new presentation of M first clears `presented` on M's previous
            // presenter (still pointing at M if M dismissed itself), then the new links are set.
            Relation("presented", updates: [
                .on("present", of: .relation("presenter", of: .parameter("presented")), set: .clear),
                .on("present", set: .parameter("presented")),
                .on("dismiss", set: .clear),
            ]),
            Relation("presenter", updates: [.on("present", of: .parameter("presented"), set: .subject)]),
            // The presenter's container, if any (a navigation controller whose top presented):
            // what a presented controller's checks reach in one step (a popover's root, the root
            // a window replaces; Specs follow one relation at most).
            Relation("presenterParent", updates: [.on("present", of: .parameter("presented"), set: .related("parent"))]),
            // The presenter's container: the presentation context UIKit covers and uncovers. A
            // dismiss sent to it dismisses through it (UIKit's popover dimming view does this,
            // and an unwind segue sends dismiss to the navigation controller: Neuburg
            // bk2ch06p327unwind, OBSERVED.md §7d). Cleared by its own dismiss, so that it never
            // dismisses a later presentation of the same controller.
            Relation("context", updates: [
                .on("present", of: .related("parent"), set: .parameter("presented")),
                .on("dismiss", set: .clear),
            ]),
            // The containers the covering presentation hid: the presenter's parent, and each
            // ancestor as the presentation makes it disappear (parents first, so the child hands
            // it on). Whichever of them comes back on dismissal releases the obligation that the
            // presenter come back (PRESENT-3): it may not, when another tab or stack top shows by
            // then. Used only to release, never cleared: a stale link can only release.
            Relation("covering", updates: [
                .on("present", of: .related("parent"), set: .parameter("presented")),
                .on("viewWillDisappear", of: .related("parent"), set: .related("covering")),
            ]),
        ],
        // The children whose own presentation (or their child's) is on screen: with
        // `presenterParent`, what a window's root sees of presentations two levels down (a tab
        // bar controller's navigation controller's top presents: ROOT-1).
        counters: [Counter("presentingChildren", over: "parent", machine: "presenting", in: ["onScreen"], noun: "child")],
        // The presenter checks apply to a presenter whose view has loaded ("loading" too: a
        // log that leaves loadView out can't tell a reloading view from a loaded one; a view
        // reloads off screen, where PRESENT-1 and 2 hold, and UIKit loads it before the
        // viewWillAppear that PRESENT-3 waits for).
        requirements: [
            // The presenter was on screen and never told it disappears.
            Requirement("PRESENT-1", on: ["viewDidAppear"],
                        when: [.state("presentation", of: .subject, in: ["presentingCovering"]),
                               .state("view", of: .related("presenter"), in: ["loading", "loaded"])] + presenterNotInPopover,
                        require: .state("appearance", of: .related("presenter"), in: ["disappearing", "disappeared"])),
            // The same, for a log that records no containment: the presenter's container is not
            // known there, so only the presenter itself is looked at for a popover.
            Requirement("PRESENT-1", on: ["viewDidAppear"],
                        when: [.state("presentation", of: .subject, in: ["presentingCovering"]),
                               .state("view", of: .related("presenter"), in: ["loading", "loaded"]), presenterNotPresentedInPopover],
                        require: .state("appearance", of: .related("presenter"), in: ["disappearing", "disappeared"]),
                        ifUnrecorded: containmentEvents),
            // The presenter was told it disappears while an over-full-screen presentation runs.
            Requirement("PRESENT-2", on: ["viewDidAppear"],
                        when: [.state("presentation", of: .subject, in: ["presentingOver"]),
                               .state("view", of: .related("presenter"), in: ["loading", "loaded"])],
                        require: .notState("appearance", of: .related("presenter"), in: ["disappearing"])),
            // The presenter comes back while what covers it is still fully on screen: a
            // dismissal begins with the presented controller's viewWillDisappear.
            Requirement("PRESENT-5", on: ["viewWillAppear"],
                        when: [.state("presentation", of: .related("presented"), in: ["presentedCoveringSeen", "dismissingCoveringSeen"])],
                        require: .notState("appearance", of: .related("presented"), in: ["appeared"])),
            // On screen, whatever shows it: presented, in a container, a window's root (UIKit
            // raises for each: PYSearch#85, ProMotion#29, mxcl/PromiseKit#178).
            Requirement("PRESENT-6", on: ["present"],
                        require: .notState("appearance", of: .parameter("presented"), in: ["appearing", "isAppearing", "appeared"])),
            // Presented and covered by what it presents itself: still active.
            Requirement("PRESENT-6", on: ["present"],
                        when: [.state("presentation", of: .parameter("presented"), in: presentationStates.filter { $0.hasPrefix("presented") })],
                        require: .notState("appearance", of: .relation("presented", of: .parameter("presented")), in: ["appearing", "isAppearing", "appeared"])),
            // A presentation still in progress (a double tap): UIKit runs the second present
            // after the first and raises (TZImagePickerController#402: the exception is thrown
            // from the transition's alongside completions).
            Requirement("PRESENT-6", on: ["present"],
                        require: .notState("presentation", of: .parameter("presented"), in: presentationStates.filter { $0.hasPrefix("presenting") })),
            // A second presentation from a presenter whose presented controller is still up
            // (presenting the same controller again is PRESENT-6's).
            Requirement("PRESENT-8", on: ["present"],
                        when: [.state("presentation", of: .related("presented"), in: presentationStates.filter { $0.hasPrefix("presented") }),
                               .parameterDiffers("presented", fromRelation: "presented", of: .subject)],
                        require: .notState("appearance", of: .related("presented"), in: ["appearing", "isAppearing", "appeared"])),
            // A double tap on "Close": the dismissal already runs.
            Requirement("PRESENT-7", on: ["dismiss"],
                        when: [.state("presentation", of: dismissTarget, in: presentationStates.filter { $0.hasPrefix("dismissing") })],
                        require: .notState("appearance", of: dismissTarget, in: ["disappearing"])),
            // A dismiss while the user swipes the sheet away (Sheets.swift): the swipe is its dismissal.
            Requirement("PRESENT-7", on: ["dismiss"], when: [.state("swipe", of: dismissTarget, in: ["swiping"])],
                        require: .notState("appearance", of: dismissTarget, in: ["disappearing"])),
            // A dismiss from the presented controller's viewWillAppear: the presentation still runs.
            Requirement("PRESENT-7", on: ["dismiss"],
                        when: [.state("presentation", of: dismissTarget, in: presentationStates.filter { $0.hasPrefix("presenting") })],
                        require: .notState("appearance", of: dismissTarget, in: ["appearing", "isAppearing"])),
            // The presenter that disappeared for the presentation did not come back.
            Requirement("PRESENT-3", on: ["viewDidDisappear"],
                        when: [.state("presentation", of: .subject, in: ["dismissingCoveringSeen"]),
                               .state("view", of: .related("presenter"), in: ["loading", "loaded"])] + presenterNotInPopover,
                        require: .state("appearance", of: .related("presenter"), in: ["appearing", "isAppearing", "appeared"])),
            Requirement("PRESENT-3", on: ["viewDidDisappear"],
                        when: [.state("presentation", of: .subject, in: ["dismissingCoveringSeen"]),
                               .state("view", of: .related("presenter"), in: ["loading", "loaded"]), presenterNotPresentedInPopover],
                        require: .state("appearance", of: .related("presenter"), in: ["appearing", "isAppearing", "appeared"]),
                        ifUnrecorded: containmentEvents),
        ],
        nestings: [
            // present(_:animated:) loads the presented view before it returns (Apple's crash-report
            // documentation shows loadView inside presentViewController:animated:completion:).
            Nesting(["present"], contains: ["loadView", "viewDidLoad"], link: .outerParameter("presented")),
        ])

    /// `dismiss` on a presenter dismisses what it presented; on the container of a presenter
    /// (the presentation context, UIKit's `presentingViewController` of what a child
    /// presented), what the child presented; on a controller presenting nothing, itself.
    /// A child's dismiss is not followed to its container (UIKit dismisses a presented
    /// navigation controller when its root calls dismiss and presents nothing): logs often
    /// leave out what the child presented (an alert, a segue's sheet), and then UIKit
    /// dismisses that instead, which a container taken as dismissing would turn into a false
    /// PRESENT-3. A log that leaves containment out resolves
    /// without the context.
    private static let dismissTarget: Target = .either(.related("presented"), .either(.related("context"), .subject))

    /// The presenter is not inside a popover: neither presented in one, nor the child of a
    /// controller presented in one. Apple, viewDidAppear(_:): "If a view controller is
    /// presented by a view controller inside of a popover, this method is not invoked on the
    /// presenting view controller after the presented controller is dismissed", so PRESENT-1
    /// and PRESENT-3 leave such a presenter alone. (The parent's check falls back on the
    /// presenter itself when it has no parent, so that the condition always resolves.)
    private static let presenterNotInPopover: [Condition] = [
        presenterNotPresentedInPopover,
        .notState("popover", of: .either(.related("presenterParent"), .related("presenter")), in: ["inPopover"]),
    ]
    private static let presenterNotPresentedInPopover: Condition = .notState("popover", of: .related("presenter"), in: ["inPopover"])
    /// The events that set a controller's parent: a log without them does not know containers.
    private static let containmentEvents: Set<String> = ["addChild", "willMove", "didMove", "removeFromParent"]

    private static let allStyles = covering + over + adaptive
    private static let covering = ["fullScreen", "currentContext"]
    private static let over = ["overFullScreen", "overCurrentContext"]
    private static let adaptive = ["pageSheet", "formSheet", "automatic", "popover", "custom"]

    /// The presented controller's states. `unseen`: no event of its own yet (a recorder
    /// may not see UIKit's own controllers, such as an alert); `requested…`: presented
    /// before it was seen, which owes nothing until it shows up. The covering states come
    /// in two kinds: `…Seen` once the presenter was told it disappears (it was on screen),
    /// before the presented controller's first event too (a recorder that logs no `init`:
    /// its view loads during the presentation, after the presenter's viewWillDisappear).
    private static let presentationStates = [
        "unseen", "notPresented", "requestedCovering", "requestedCoveringSeen", "requestedOver", "requestedAdaptive",
        "presentingCovering", "presentingCoveringSeen", "presentedCovering", "presentedCoveringSeen",
        "dismissingCovering", "dismissingCoveringSeen",
        "presentingOver", "presentedOver", "dismissingOver",
        "presentingAdaptive", "presentedAdaptive", "dismissingAdaptive",
    ]

    /// How messages say the presentation states: `presentedCoveringSeen` → "presented
    /// (covering, its presenter told)".
    private static var presentationWords: [String: String] {
        var words: [String: String] = [:]
        for state in presentationStates where state != "unseen" && state != "notPresented" {
            for style in ["Covering", "Over", "Adaptive"] where state.contains(style) {
                let phase = state.components(separatedBy: style)[0]
                let told = state.hasSuffix("Seen") ? ", its presenter told" : ""
                words[state] = "\(phase) (\(style == "Over" ? "over" : style.lowercased())\(told))"
            }
        }
        return words
    }

    private static var presentationTransitions: [Machine.Transition] {
        let seen = presentationStates.filter { $0 != "unseen" && !$0.hasPrefix("requested") }
        let requested = ["requestedCovering", "requestedCoveringSeen", "requestedOver", "requestedAdaptive"]
        var transitions: [Machine.Transition] = []
        // Presenting again is UIKit's business (it refuses with a log); the machine restarts.
        for (style, styles) in [("Covering", covering), ("Over", over), ("Adaptive", adaptive)] {
            transitions += [
                .on(.event("present", "style", .oneOf(styles)), of: .parameter("presented"), from: ["unseen"] + requested,
                    to: "requested\(style)", rule: "PRESENT-4"),
                .on(.event("present", "style", .oneOf(styles)), of: .parameter("presented"), from: seen,
                    to: "presenting\(style)", rule: "PRESENT-4"),
            ]
        }
        // The presented controller's own events: the first one makes a requested presentation real.
        var didAppear: [(String, String?)] = [("unseen", "notPresented"), ("notPresented", nil)]
        var didDisappear: [(String, String?)] = [("unseen", "notPresented"), ("notPresented", nil)]
        var other: [(String, String?)] = [("unseen", "notPresented"), ("notPresented", nil)]
        for style in ["Covering", "Over", "Adaptive"] {
            didAppear += [("requested\(style)", "presented\(style)"), ("presenting\(style)", "presented\(style)"),
                          ("dismissing\(style)", "presented\(style)"), ("presented\(style)", nil)]
            didDisappear += [("requested\(style)", "presenting\(style)"), ("presenting\(style)", nil),
                             ("dismissing\(style)", "notPresented"), ("presented\(style)", nil)]
            other += [("requested\(style)", "presenting\(style)"), ("presenting\(style)", nil),
                      ("dismissing\(style)", nil), ("presented\(style)", nil)]
        }
        didAppear += [("requestedCoveringSeen", "presentedCoveringSeen"), ("presentingCoveringSeen", "presentedCoveringSeen"),
                      ("dismissingCoveringSeen", "presentedCoveringSeen"), ("presentedCoveringSeen", nil)]
        didDisappear += [("requestedCoveringSeen", "presentingCoveringSeen"), ("presentingCoveringSeen", nil),
                         ("dismissingCoveringSeen", "notPresented"), ("presentedCoveringSeen", nil)]
        other += [("requestedCoveringSeen", "presentingCoveringSeen"), ("presentingCoveringSeen", nil), ("dismissingCoveringSeen", nil),
                  ("presentedCoveringSeen", nil)]
        for (from, to) in didAppear { transitions.append(.on("viewDidAppear", from: [from], to: to, rule: "PRESENT-4")) }
        for (from, to) in didDisappear { transitions.append(.on("viewDidDisappear", from: [from], to: to, rule: "PRESENT-4")) }
        for (from, to) in other { transitions.append(.on(.anyOtherEvent, from: [from], to: to, rule: "PRESENT-4")) }
        // viewWillAppear moves it as any other event does, but by name: a lossy log that leaves
        // some event out makes the catch-all a move that may happen any time, and then only
        // a named event shows that a requested presentation started.
        for (from, to) in other { transitions.append(.on("viewWillAppear", from: [from], to: to, rule: "PRESENT-4")) }
        // A dismissal that was not this controller's after all (a log that leaves out what it
        // presented, such as an alert, resolves its dismiss to itself): what it presented
        // finishing its disappearance, or the controller or its child presenting (UIKit refuses
        // to present from a controller being dismissed), shows the controller stays.
        let stays = other.map { from, to in
            (from, from.hasPrefix("dismissing") ? "presented" + from.dropFirst("dismissing".count) : to)
        }
        for (from, to) in stays {
            transitions.append(.on("present", from: [from], to: to, rule: "PRESENT-4"))
            transitions.append(.on("present", of: .related("parent"), from: [from], to: to, rule: "PRESENT-4"))
            transitions.append(.on("viewDidDisappear", of: .related("presenter"), from: [from], to: to, rule: "PRESENT-4"))
        }
        // The context comes back without the presenter (another tab or stack top shows): nothing more is owed.
        transitions.append(.on("viewWillAppear", of: .related("covering"), from: ["dismissingCoveringSeen"], to: "dismissingCovering", rule: "PRESENT-4"))
        transitions.append(.on("viewWillAppear", of: .related("covering"), from: presentationStates.filter { $0 != "dismissingCoveringSeen" }, to: nil, rule: "PRESENT-4"))
        // The presenter is told it disappears: it was on screen (before the presented controller's first event too).
        transitions.append(.on("viewWillDisappear", of: .related("presented"), from: ["presentingCovering"], to: "presentingCoveringSeen", rule: "PRESENT-4"))
        transitions.append(.on("viewWillDisappear", of: .related("presented"), from: ["requestedCovering"], to: "requestedCoveringSeen", rule: "PRESENT-4"))
        transitions.append(.on("viewWillDisappear", of: .related("presented"),
                               from: presentationStates.filter { $0 != "presentingCovering" && $0 != "requestedCovering" }, to: nil, rule: "PRESENT-4"))
        // dismiss dismisses what the controller (or, as the context, its child) presented, else itself: dismissTarget.
        transitions.append(.on("dismiss", of: dismissTarget, from: ["unseen", "notPresented"], to: nil, rule: "PRESENT-4"))
        transitions.append(.on("dismiss", of: dismissTarget, from: requested, to: "unseen", rule: "PRESENT-4"))
        for style in ["Covering", "Over", "Adaptive", "CoveringSeen"] {
            let states = ["presenting\(style)", "presented\(style)", "dismissing\(style)"]
            transitions.append(.on("dismiss", of: dismissTarget, from: states, to: "dismissing\(style)", rule: "PRESENT-4"))
        }
        return transitions
    }
}
