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
    /// on a controller that presents nothing, the controller itself.
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
                 ]),
            Rule("PRESENT-2", "An over-full-screen or over-current-context presentation leaves the presenter on screen: it is not disappearing or disappeared when the presented controller finishes appearing.",
                 fix: "don't send the presenter disappearance callbacks for .overFullScreen / .overCurrentContext; its view stays in the window.",
                 sources: [
                     .documented("Apple, UIModalPresentationStyle.fullScreen: \"You can prevent the removal of those views by specifying the UIModalPresentationOverFullScreen style instead.\""),
                     .observed("regularberry.github.io 2019: .overFullScreen and .overCurrentContext give the presenter no viewWillAppear on dismissal (iPhone and iPad)."),
                 ]),
            Rule("PRESENT-3", "Dismissing a full-screen or current-context presentation makes the presenter appear again: it is appearing or appeared when the dismissed controller finishes disappearing.",
                 fix: "dismiss with dismiss(animated:completion:); a custom transition must let the presenter's appearance callbacks run (or forward them with begin/endAppearanceTransition).",
                 sources: [
                     .observed("jinnify.tistory.com/64; the Catalyst blog: dismiss = M viewWillDisappear, A viewWillAppear, A viewIsAppearing, A viewDidAppear, M viewDidDisappear."),
                     .documented("SDK header: the dismiss completion runs \"after the dismissed controller's viewDidDisappear:\"."),
                 ]),
            Rule("PRESENT-4", "A presentation that began completes: the presented controller appears (viewDidAppear) before the trace ends.",
                 fix: "present only from a controller whose view is in the window hierarchy and that presents nothing else (UIKit logs \"Attempt to present … whose view is not in the window hierarchy\" or \"… which is already presenting …\" and drops the presentation).",
                 sources: [
                     .documented("SDK header: the present completion runs \"after the presented controller's viewDidAppear:\"."),
                     .reading("A trace cut off mid-presentation is checked with --unfinished."),
                 ]),
        ],
        machines: [
            Machine("presentation", noun: "presentation",
                    states: ["notPresented",
                             "presentingCovering", "presentedCovering", "dismissingCovering",
                             "presentingOver", "presentedOver", "dismissingOver",
                             "presentingAdaptive", "presentedAdaptive", "dismissingAdaptive"],
                    rest: ["notPresented", "presentedCovering", "dismissingCovering", "presentedOver", "dismissingOver",
                           "presentedAdaptive", "dismissingAdaptive"],
                    unfinished: "PRESENT-4",
                    transitions: presentationTransitions),
        ],
        relations: [
            Relation("presenter", updates: [.on("present", of: .parameter("presented"), set: .subject)]),
            Relation("presented", updates: [
                .on("present", set: .parameter("presented")),
                .on("dismiss", set: .clear),
            ]),
        ],
        requirements: [
            Requirement("PRESENT-1", on: ["viewDidAppear"],
                        when: [.state("presentation", of: .subject, in: ["presentingCovering"]),
                               .state("view", of: .related("presenter"), in: ["loaded"])],
                        require: .state("appearance", of: .related("presenter"), in: ["disappearing", "disappeared"])),
            Requirement("PRESENT-2", on: ["viewDidAppear"],
                        when: [.state("presentation", of: .subject, in: ["presentingOver"]),
                               .state("view", of: .related("presenter"), in: ["loaded"])],
                        require: .notState("appearance", of: .related("presenter"), in: ["disappearing", "disappeared"])),
            Requirement("PRESENT-3", on: ["viewDidDisappear"],
                        when: [.state("presentation", of: .subject, in: ["dismissingCovering"]),
                               .state("view", of: .related("presenter"), in: ["loaded"])],
                        require: .state("appearance", of: .related("presenter"), in: ["appearing", "isAppearing", "appeared"])),
        ])

    private static let covering = ["fullScreen", "currentContext"]
    private static let over = ["overFullScreen", "overCurrentContext"]
    private static let adaptive = ["pageSheet", "formSheet", "automatic", "popover", "custom"]

    private static var presentationTransitions: [Machine.Transition] {
        let all = ["notPresented",
                   "presentingCovering", "presentedCovering", "dismissingCovering",
                   "presentingOver", "presentedOver", "dismissingOver",
                   "presentingAdaptive", "presentedAdaptive", "dismissingAdaptive"]
        var transitions: [Machine.Transition] = [
            // Presenting again is UIKit's business (it refuses with a log); the machine restarts.
            .on(.event("present", "style", .oneOf(covering)), of: .parameter("presented"), from: all, to: "presentingCovering", rule: "PRESENT-1"),
            .on(.event("present", "style", .oneOf(over)), of: .parameter("presented"), from: all, to: "presentingOver", rule: "PRESENT-2"),
            .on(.event("present", "style", .oneOf(adaptive)), of: .parameter("presented"), from: all, to: "presentingAdaptive", rule: "PRESENT-4"),
        ]
        let dismissTarget: Target = .either(.related("presented"), .subject)
        for style in ["Covering", "Over", "Adaptive"] {
            transitions += [
                .on("viewDidAppear", from: ["presenting\(style)", "dismissing\(style)"], to: "presented\(style)", rule: "PRESENT-4"),
                .on("dismiss", of: dismissTarget, from: ["presenting\(style)", "presented\(style)", "dismissing\(style)"], to: "dismissing\(style)", rule: "PRESENT-4"),
                .on("viewDidDisappear", from: ["dismissing\(style)"], to: "notPresented", rule: "PRESENT-4"),
            ]
        }
        let others = ["notPresented", "presentedCovering", "presentedOver", "presentedAdaptive"]
        transitions += [
            .on("viewDidAppear", from: others, to: nil, rule: "PRESENT-4"),
            .on("dismiss", of: dismissTarget, from: ["notPresented"], to: nil, rule: "PRESENT-4"),
            .on("viewDidDisappear", from: others + ["presentingCovering", "presentingOver", "presentingAdaptive"], to: nil, rule: "PRESENT-4"),
        ]
        return transitions
    }
}
