import Lifecheck

extension UIKitSpec {
    /// The per-controller appearance machine, from Apple's "Handling View-Related
    /// Notifications" diagram, with `viewIsAppearing` (iOS 13+) splitting "appearing":
    ///
    ///                      viewWillAppear
    ///       ┌──────────────────────────────────────────┐
    ///       │                                          ▼
    ///  ┌─────────────┐  viewDidDisappear  ┌──────────────┐ viewIsAppearing ┌─────────────┐
    ///  │ disappeared │◀──────────────────│ disappearing │                 │ isAppearing │
    ///  └─────────────┘                   └──────────────┘                 └─────────────┘
    ///         │            viewWillAppear ▲   │ ▲ viewWillDisappear            │
    ///         │   (cancelled disappearance)│   │ │ (cancelled appearance)       │ viewDidAppear
    ///         │                            │   ▼ │                              ▼
    ///         │ viewWillAppear        ┌───────────┐  viewDidAppear       ┌──────────┐
    ///         └──────────────────────▶│ appearing │─────────────────────▶│ appeared │
    ///                                 └───────────┘                      └──────────┘
    ///                                              viewWillDisappear: appeared → disappearing
    ///
    /// Every other appearance callback is illegal in a state. A trace ends with every
    /// controller disappeared or appeared.
    static let appearance = SpecPart(
        "Appearance",
        summary: "The per-controller appearance machine: disappeared, appearing, appeared, disappearing, with cancelled appearances and disappearances.",
        rules: [
            Rule("APPEAR-1", "viewWillAppear arrives only while the controller is disappeared, or disappearing (a cancelled disappearance).",
                 fix: "send appearance callbacks once per transition: a container forwards them (or calls beginAppearanceTransition(true, animated:)) once, and never calls viewWillAppear(_:) directly.",
                 sources: [
                     .documented("Apple, UIViewController, \"Handling View-Related Notifications\": the state diagram Disappeared → Appearing → Appeared → Disappearing → Disappeared, plus Appearing ⇄ Disappearing."),
                     .observed("Cancelled swipe-to-pop, iOS 7 and 8 (wangling.me 2014; blog.csdn.net/wf96390/article/details/51045165; stackoverflow.com/questions/18927878): the top controller gets viewWillDisappear, then viewWillAppear and viewDidAppear."),
                 ]),
            Rule("APPEAR-2", "viewDidAppear arrives only while the controller is appearing, after viewWillAppear.",
                 fix: "if the controller had already appeared, this is a second viewDidAppear(_:) for one appearance: don't call it yourself, and let a container forward appearance one way only (automatically, or with begin/endAppearanceTransition, not both); otherwise viewWillAppear(_:) never reached it: forward appearance automatically, or call beginAppearanceTransition(true, animated:) before endAppearanceTransition(), and end each transition once.",
                 sources: [
                     .documented("Apple, \"Handling View-Related Notifications\": \"if you start a will callback method, you need to close it with the corresponding did\"."),
                     .observed("lionheart/openradar-mirror#4931 (rdar 14058168): viewDidAppear twice for a child added in applicationDidBecomeActive — an acknowledged UIKit bug, still illegal."),
                 ]),
            Rule("APPEAR-3", "viewWillDisappear arrives only while the controller is appeared, or appearing (a cancelled appearance).",
                 fix: "send disappearance callbacks once per transition, and only to controllers that appeared; never call viewWillDisappear(_:) directly (UIKit warns: \"Calling -viewWillDisappear: directly on a view controller is not supported\").",
                 sources: [
                     .documented("Apple, \"Handling View-Related Notifications\" (state diagram)."),
                     .observed("Cancelled swipe-to-pop: the lower controller gets viewWillAppear, then viewWillDisappear and viewDidDisappear (wangling.me 2014, iOS 7; blog.csdn.net/wf96390, iOS 8)."),
                 ]),
            Rule("APPEAR-4", "viewDidDisappear arrives only while the controller is disappearing, after viewWillDisappear.",
                 fix: "make sure viewWillDisappear(_:) reaches the controller first: call beginAppearanceTransition(false, animated:) before endAppearanceTransition(), and end each transition once.",
                 sources: [.documented("Apple, \"Handling View-Related Notifications\" (state diagram).")]),
            Rule("APPEAR-5", "viewIsAppearing arrives at most once per appearance, between viewWillAppear and viewDidAppear.",
                 fix: "don't call viewIsAppearing(_:) yourself; UIKit calls it once after viewWillAppear(_:) when the view is in the hierarchy.",
                 sources: [
                     .documented("Apple, viewIsAppearing(_:): \"The system calls this method once each time a view controller's view appears after the viewWillAppear(_:) call\"; SDK header: \"always called shortly afterwards\"."),
                     .observed("Catalyst blog and velog.io/@rudin_/iOS-LifeCycle-in-Modal (iOS 17): viewWillAppear, viewIsAppearing, layout, viewDidAppear; also on the re-appearance after a cancelled sheet dismissal."),
                 ]),
            Rule("APPEAR-6", "A trace does not end while a controller is appearing or disappearing: every will is closed by its did, or reversed by the opposite will.",
                 fix: "complete every appearance transition: each viewWillAppear(_:) is followed by viewDidAppear(_:) (or a reversing viewWillDisappear(_:) and viewDidDisappear(_:)); a container calls endAppearanceTransition() for every begin.",
                 sources: [
                     .documented("Apple, \"Handling View-Related Notifications\": \"if you start a will callback method, you need to close it with the corresponding did and the opposite will callback method\"."),
                     .observed("Neuburg, Programming-iOS-Book-Examples ch19p620customAnimation1: a cancelled custom interactive tab transition left will callbacks without did — a UIKit bug this rule reports. Use --unfinished for a log cut off mid-transition."),
                 ]),
        ],
        machines: [
            Machine("appearance",
                    states: ["disappeared", "appearing", "isAppearing", "appeared", "disappearing"],
                    rest: ["disappeared", "appeared"], unfinished: "APPEAR-6",
                    words: ["isAppearing": "appearing (viewIsAppearing called)"],
                    transitions: [
                        .on("viewWillAppear", from: ["disappeared", "disappearing"], to: "appearing", rule: "APPEAR-1"),
                        // An extra viewIsAppearing changes nothing: the machine stays (no second violation at the end).
                        .on("viewIsAppearing", from: ["appearing"], to: "isAppearing", rule: "APPEAR-5", recovers: false),
                        .on("viewDidAppear", from: ["appearing", "isAppearing"], to: "appeared", rule: "APPEAR-2"),
                        .on("viewWillDisappear", from: ["appeared", "appearing", "isAppearing"], to: "disappearing", rule: "APPEAR-3"),
                        .on("viewDidDisappear", from: ["disappearing"], to: "disappeared", rule: "APPEAR-4"),
                    ]),
        ])
}
