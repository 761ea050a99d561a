import Lifecheck

extension UIKitSpec {
    /// App launch. Three orders are legal:
    ///
    ///     no scenes (iOS ≤ 12 template): window init, initial VC init, rootViewController,
    ///         willFinishLaunching, didFinishLaunching, makeKeyAndVisible, root loads and appears
    ///     scenes (iOS 13+):  willFinishLaunching, didFinishLaunching, window init, initial VC init,
    ///         rootViewController, makeKeyAndVisible, root loads and appears
    ///     programmatic: inside didFinishLaunching: window init, VC init, rootViewController, makeKeyAndVisible
    ///
    /// What they share, and what is checked: launch callbacks come once, in order, before
    /// any controller appears; a window's root is assigned before it appears. That the root
    /// appears only once its window is visible is true but can't be checked: a window is also
    /// shown by `isHidden = false`, which no trace records, and a scene shows its storyboard
    /// window through a private method, so `makeKeyAndVisible` after the root appeared is
    /// legal (an overlay window made key later; `rootViewController = home;
    /// makeKeyAndVisible()` on a scene's visible window). `viewDidLoad` may come early (code
    /// that touches `view` in `init` or `awakeFromNib`), so nothing is said about it. A trace
    /// with no launch events is not checked for launch at all.
    static let launch = SpecPart(
        "Launch",
        summary: "willFinishLaunching → didFinishLaunching once, before any appearance; the root is assigned before it appears.",
        rules: [
            Rule("LAUNCH-1", "The launch callbacks come once each, willFinishLaunching before didFinishLaunching, and before any controller appears.",
                 fix: "don't call the app delegate's launch methods yourself, and don't show UI before launch finishes.",
                 sources: [
                     .documented("Apple, \"About the App Launch Sequence\": willFinishLaunchingWithOptions (step 5), state restoration (6), didFinishLaunchingWithOptions (7), then the UI appears."),
                 ]),
            Rule("LAUNCH-2", "No appearance callback arrives between willFinishLaunching and didFinishLaunching, unless a window was made key and visible in between.",
                 fix: "show the window (makeKeyAndVisible) before its root appears: at the end of application(_:didFinishLaunchingWithOptions:), in the scene delegate, or, for state restoration, in application(_:willFinishLaunchingWithOptions:).",
                 sources: [
                     .documented("Apple, View Controller Programming Guide: UIKit calls didFinishLaunching, \"expected to configure the initial view controller (and its children)\", then makeKeyAndVisible."),
                     .observed("Printed launch logs (yagamo-style.com 2019, iOS 12.2; remkoh.dev): loadView, viewDidLoad, viewWillAppear … after launch."),
                     .documented("Apple, sample StateRestoreChildViews 1.1: \"UIWindow's makeKeyAndVisible now called in willFinishLaunchingWithOptions\" — for state restoration the window may be shown, and its root appear, before didFinishLaunching."),
                 ]),
            Rule("LAUNCH-3", "A window's rootViewController is assigned before that controller appears.",
                 fix: "assign window.rootViewController before making the window visible.",
                 sources: [
                     .documented("Apple, View Controller Programming Guide: \"It assigns the new view controller to the window's rootViewController property and then makes the window visible\"."),
                 ]),
            Rule("LAUNCH-4", "The app delegate's state callbacks follow the app's life: applicationDidBecomeActive only while inactive (after launch or applicationWillEnterForeground), applicationWillResignActive only while active, applicationDidEnterBackground only once the app is no longer active, applicationWillEnterForeground only from the background, and none after applicationWillTerminate.",
                 fix: "don't call the app delegate's methods yourself (call a method of your own from them instead), and make sure a recorder logs each of them once.",
                 sources: [
                     .documented("Apple, \"Managing your app's life cycle\" (app-based life cycle): not running → inactive → active; active → inactive → background → suspended; Xcode's app delegate template: applicationWillResignActive is \"sent when the application is about to move from active to inactive state\", applicationWillEnterForeground is \"called as part of the transition from the background to the inactive state\", applicationDidEnterBackground \"is called instead of applicationWillTerminate: when the user quits\" an app that runs in the background."),
                     .documented("Apple, \"About the background execution sequence\": a not-running app may be launched directly into the background, so the first state callback after launch may be applicationDidEnterBackground."),
                     .observed("Printed app-delegate logs: didFinishLaunching, applicationDidBecomeActive, applicationWillResignActive, applicationDidEnterBackground, applicationWillEnterForeground, applicationDidBecomeActive (a Chinese Hexo post \"应用及视图的生命周期\", 2015); applicationWillResignActive, applicationDidEnterBackground, then applicationDidBecomeActive in a new process (keybase/client#12270, 2018)."),
                     .reading("A state callback is taken as it comes when the trace holds none before it (the recorder attached late), as a scene's are (SCENE-1); applicationWillTerminate may come from any state."),
                 ]),
        ],
        machines: [
            Machine("state", noun: "state", scope: .global, states: ["unseen", "inactive", "active", "background", "terminated"],
                    rest: ["unseen", "inactive", "active", "background", "terminated"],
                    transitions: [
                        // A launch (again, in a new process of the same log) leaves the app inactive.
                        .on("didFinishLaunching", from: ["unseen", "inactive", "active", "background", "terminated"], to: "inactive", rule: "LAUNCH-4"),
                        .on("applicationWillEnterForeground", from: ["unseen", "background"], to: "inactive", rule: "LAUNCH-4"),
                        .on("applicationDidBecomeActive", from: ["unseen", "inactive"], to: "active", rule: "LAUNCH-4"),
                        .on("applicationWillResignActive", from: ["unseen", "active"], to: "inactive", rule: "LAUNCH-4"),
                        .on("applicationDidEnterBackground", from: ["unseen", "inactive"], to: "background", rule: "LAUNCH-4"),
                        .on("applicationWillTerminate", from: ["unseen", "inactive", "active", "background"], to: "terminated", rule: "LAUNCH-4"),
                    ]),
            Machine("launch", noun: "launch", scope: .global, states: ["notLaunched", "launching", "launchingVisible", "launched", "running"],
                    rest: ["notLaunched", "launched", "running"], unfinished: "LAUNCH-1",
                    words: ["launchingVisible": "launching (window visible)"],
                    transitions: [
                        .on("willFinishLaunching", from: ["notLaunched"], to: "launching", rule: "LAUNCH-1"),
                        .on("didFinishLaunching", from: ["notLaunched", "launching", "launchingVisible"], to: "launched", rule: "LAUNCH-1"),
                        // A window shown during launch (state restoration): its root may appear now.
                        .on("makeKeyAndVisible", from: ["launching"], to: "launchingVisible", rule: "LAUNCH-1"),
                        .on("makeKeyAndVisible", from: ["notLaunched", "launchingVisible", "launched", "running"], to: nil, rule: "LAUNCH-1"),
                        // A controller that appears with no launch callbacks before means launch is not in the trace.
                        .on("viewWillAppear", from: ["notLaunched", "running"], to: "running", rule: "LAUNCH-2"),
                        .on("viewWillAppear", from: ["launching", "launchingVisible", "launched"], to: nil, rule: "LAUNCH-2"),
                    ]),
        ],
        relations: [
            // A root's window (an old root keeps it: Scenes.swift's `display` only moves forward on it).
            Relation("window", updates: [.on("rootViewController", of: .parameter("controller"), set: .subject)]),
            Relation("root", updates: [.on("rootViewController", set: .parameter("controller"))]),
        ],
        requirements: [
            Requirement("LAUNCH-2", on: appearanceCallbacks, require: .notState("launch", of: .global, in: ["launching"])),
            // A scene connected mid-launch (Scenes.swift). A requirement, not a transition of the
            // launch machine: a log that does not record the scene callbacks must not have them
            // move its launch machine (SpecProjection would let them happen anywhere).
            Requirement("SCENE-2", on: ["willConnect", "configurationForConnecting"],
                        require: .notState("launch", of: .global, in: ["launching", "launchingVisible"])),
            Requirement("LAUNCH-3", on: ["rootViewController"], require: .state("appearance", of: .parameter("controller"), in: ["disappeared"])),
        ],
        nestings: [
            Nesting(["instantiateInitialViewController", "instantiateViewController"], contains: ["init"], link: .outerParameter("controller")),
            Nesting(["rootViewController"], contains: ["loadView", "viewDidLoad", "viewWillAppear"], link: .outerParameter("controller")),
            // The root of the window made key and visible loads and begins to appear inside
            // the call. Any controller's, not just its window's root: a log that prints
            // makeKeyAndVisible but not rootViewController does not say whose window it is,
            // and logged after super, the root's callbacks print before the call that ran
            // them (the reorderer errs towards nesting; moving makeKeyAndVisible earlier only
            // shows a window sooner, which no rule forbids).
            Nesting(["makeKeyAndVisible"], contains: ["loadView", "viewDidLoad", "viewWillAppear"], link: .any),
            // A programmatic launch runs inside application(_:didFinishLaunchingWithOptions:) (§9c),
            // or inside willFinishLaunching where an app restores state (Apple's
            // StateRestoreChildViews calls makeKeyAndVisible there; LAUNCH-2).
            Nesting(["didFinishLaunching", "willFinishLaunching"], contains: [
                "init", "instantiateInitialViewController", "instantiateViewController", "rootViewController", "makeKeyAndVisible",
                "addChild", "willMove", "didMove", "loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing",
                "viewWillLayoutSubviews", "viewDidLayoutSubviews",
            ], link: .any),
        ])
}
