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
    /// any controller appears; a window's root is assigned before it appears and appears only
    /// once the window was made key and visible. `viewDidLoad` may come early (code that
    /// touches `view` in `init` or `awakeFromNib`), so nothing is said about it. A trace with
    /// no launch events is not checked for launch at all.
    static let launch = SpecPart(
        "Launch",
        summary: "willFinishLaunching → didFinishLaunching once, before any appearance; the root is assigned before it appears and appears after makeKeyAndVisible.",
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
            Rule("LAUNCH-4", "A window's root controller appears only once the window is visible: makeKeyAndVisible does not come after its root already appeared.",
                 fix: "call window.makeKeyAndVisible() (UIKit does it for storyboard launches) before expecting the root to appear.",
                 sources: [
                     .documented("Apple, View Controller Programming Guide, launch: set rootViewController, then make the window visible; the root's view appears when the window does."),
                     .observed("Printed launch orders (UIKIT-OBSERVED §1): makeKeyAndVisible, then the root's loadView, viewDidLoad, viewWillAppear."),
                     .reading("A window can also be shown with isHidden = false (no makeKeyAndVisible, as UIKit's own keyboard and alert windows are), so the rule is checked when makeKeyAndVisible comes, not when the root appears."),
                 ]),
        ],
        machines: [
            Machine("launch", noun: "launch", scope: .global, states: ["notLaunched", "launching", "launchingVisible", "launched", "running"],
                    rest: ["notLaunched", "launched", "running"], unfinished: "LAUNCH-1",
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
            Machine("window", noun: "window", states: ["hidden", "hiddenWithRoot", "visibleWithoutRoot", "visible"],
                    rest: ["hidden", "hiddenWithRoot", "visibleWithoutRoot", "visible"],
                    transitions: [
                        .on("rootViewController", from: ["hidden", "hiddenWithRoot"], to: "hiddenWithRoot", rule: "LAUNCH-3"),
                        .on("rootViewController", from: ["visibleWithoutRoot", "visible"], to: "visible", rule: "LAUNCH-3"),
                        .on("makeKeyAndVisible", from: ["hidden", "visibleWithoutRoot"], to: "visibleWithoutRoot", rule: "LAUNCH-4"),
                        .on("makeKeyAndVisible", from: ["hiddenWithRoot", "visible"], to: "visible", rule: "LAUNCH-4"),
                    ]),
        ],
        relations: [
            Relation("window", updates: [.on("rootViewController", of: .parameter("controller"), set: .subject)]),
            Relation("root", updates: [.on("rootViewController", set: .parameter("controller"))]),
        ],
        requirements: [
            Requirement("LAUNCH-2", on: appearanceCallbacks, require: .notState("launch", of: .global, in: ["launching"])),
            Requirement("LAUNCH-3", on: ["rootViewController"], require: .state("appearance", of: .parameter("controller"), in: ["disappeared"])),
            Requirement("LAUNCH-4", on: ["makeKeyAndVisible"], when: [.state("window", of: .subject, in: ["hiddenWithRoot"])],
                        require: .state("appearance", of: .related("root"), in: ["disappeared"])),
        ],
        nestings: [
            Nesting(["instantiateInitialViewController", "instantiateViewController"], contains: ["init"], link: .outerParameter("controller")),
            Nesting(["rootViewController"], contains: ["loadView", "viewDidLoad", "viewWillAppear"], link: .outerParameter("controller")),
            Nesting(["makeKeyAndVisible"], contains: ["loadView", "viewDidLoad", "viewWillAppear"], link: .innerRelation("window")),
            // A programmatic launch runs inside application(_:didFinishLaunchingWithOptions:) (§1c),
            // or inside willFinishLaunching where an app restores state (Apple's
            // StateRestoreChildViews calls makeKeyAndVisible there; LAUNCH-2).
            Nesting(["didFinishLaunching", "willFinishLaunching"], contains: [
                "init", "instantiateInitialViewController", "instantiateViewController", "rootViewController", "makeKeyAndVisible",
                "addChild", "willMove", "didMove", "loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing",
                "viewWillLayoutSubviews", "viewDidLayoutSubviews",
            ], link: .any),
        ])
}
