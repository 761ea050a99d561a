import Lifecheck

extension UIKitSpec {
    /// Scenes (iOS 13+): the app's user interface runs in `UIScene`s, each with a scene
    /// delegate that UIKit tells about the scene's life:
    ///
    ///     unseen ──willConnect──▶ connected ──sceneWillEnterForeground──▶ inactive ──sceneDidBecomeActive──▶ active
    ///     active ──sceneWillResignActive──▶ inactive ──sceneDidEnterBackground──▶ background
    ///     background ──sceneWillEnterForeground──▶ inactive
    ///     connected / inactive / background ──sceneDidDisconnect──▶ disconnected ──willConnect──▶ connected
    ///     connected ──sceneDidBecomeActive──▶ active        (printed without sceneWillEnterForeground)
    ///     connected ──sceneDidEnterBackground──▶ background (a scene the system connects in the background)
    ///
    /// A trace may begin with a scene already connected (the recorder attached late): the
    /// first callback of a scene that had no `willConnect` is taken as it comes.
    ///
    /// Scenes connect once launch finished (Apple's launch sequence): a scene's
    /// `willConnect` comes after `didFinishLaunching`, and an app without scenes keeps the
    /// app-delegate order of `Launch.swift`.
    ///
    /// A window made key and visible shows its root: its root appears before the trace
    /// ends. That holds on a scene-based app only for a window that belongs to a scene
    /// (`UIWindow(windowScene:)`, or `windowScene` set): one made with `UIWindow(frame:)`
    /// never reaches the screen, the black screen of an app that adopted scenes and kept
    /// its app-delegate window code. The check needs no `windowScene` line: the root that
    /// never appears is the evidence.
    ///
    /// What is not ruled, and why, is in `Specs/README.md` ("Known gaps"): when the root
    /// appears relative to `sceneDidBecomeActive` (a scene connected in the background, or
    /// an inactive scene beside an active one, shows its root too), and appearance
    /// callbacks while a scene is in the background (a window hidden for privacy, or a root
    /// replaced in the background, sends them legally).
    static let scenes = SpecPart(
        "Scenes",
        summary: "A scene connects after launch, then moves foreground ⇄ active ⇄ background until it disconnects; a window made key and visible shows its root before the trace ends.",
        rules: [
            Rule("SCENE-1", "A scene's callbacks follow its life: willConnect first, sceneWillEnterForeground before sceneDidBecomeActive, sceneWillResignActive only while active, sceneDidEnterBackground only once it is no longer active, and nothing after sceneDidDisconnect until the scene connects again.",
                 fix: "don't call the scene delegate's methods yourself (call a method of your own from them instead), and make sure a recorder logs each scene callback once.",
                 sources: [
                     .documented("Apple, UIScene (\"Managing your app's life cycle\", scene states diagram): unattached → foreground inactive ⇄ foreground active; foreground inactive → background → unattached. Apple, sceneWillEnterForeground(_:): \"this method is invariably followed by a call to the sceneDidBecomeActive(_:) method\"; sceneWillResignActive(_:) is called when the scene is about to move from the active state."),
                     .observed("Apple Developer Forums (mmatiush, iOS 17): launch sceneWillEnterForeground, sceneDidBecomeActive; swiping the app away printed sceneWillResignActive, then sceneDidDisconnect with no sceneDidEnterBackground, and a new scene object printed sceneWillEnterForeground then sceneDidEnterBackground without becoming active."),
                     .observed("Big Nerd Ranch, iOS Programming 7th ed., \"Scene State Transitions\": a logged launch printed scene(_:willConnectTo:options:) and then sceneDidBecomeActive(_:); going home printed the scene inactivating, then entering the background."),
                     .documented("Xcode's SceneDelegate template: sceneDidDisconnect \"occurs shortly after the scene enters the background, or when its session is discarded … The scene may re-connect later\"."),
                 ]),
            Rule("SCENE-2", "Scenes connect after launch: no scene is configured (application(_:configurationForConnecting:options:)) or connected (scene(_:willConnectTo:options:)) between willFinishLaunching and didFinishLaunching.",
                 fix: "don't call the scene delegate's scene(_:willConnectTo:options:) yourself; create the scene's window in it, not in application(_:didFinishLaunchingWithOptions:).",
                 sources: [
                     .documented("Apple, \"About the app launch sequence\": willFinishLaunchingWithOptions, state restoration, didFinishLaunchingWithOptions, then UIKit \"starts UI with connection to UIWindowScene\" (the scene delegate's scene(_:willConnectTo:options:))."),
                     .documented("Apple, TN3187 \"Migrating to the UIKit scene-based life cycle\": \"In the next major release following iOS 26, UIScene lifecycle will be required when building with the latest SDK; otherwise, your app won't launch\"; Apple, \"Transitioning to the UIKit scene-based life cycle\": \"Your app process launches once and UIApplicationDelegate handles it, but each piece of visible UI — each scene — has its own independent life cycle\"."),
                     .observed("Printed scene-app launch (Lemonbrush/My-iOS-Dev-Learning-Tracker, UIKit/States.md): application(_:didFinishLaunchingWithOptions:), scene(_:willConnectTo:options:), viewDidLoad, viewWillAppear, sceneWillEnterForeground(_:), sceneDidBecomeActive(_:), viewDidAppear."),
                 ]),
            Rule("SCENE-3", "A window made key and visible shows its root: the window's root view controller begins to appear before the trace ends.",
                 fix: "on an app with scenes, create the window with UIWindow(windowScene:) in scene(_:willConnectTo:options:) (a window made with UIWindow(frame:) belongs to no scene and never reaches the screen), keep a strong reference to it (the scene delegate's `window`), and assign rootViewController before or after makeKeyAndVisible().",
                 sources: [
                     .documented("Apple, UIWindow.init(windowScene:): \"Creates a window and associates it with the specified scene object\"; UIWindow.windowScene: \"The scene containing the window … Setting the property to nil removes the window from its current scene\"."),
                     .observed("The black screen of a scene-based app whose window has no scene: sgr-ksmt/SwiftUI-Firebase-Todo#1 (\"If you check Supports multiple windows, apps has only black screen. So you should set windowScene in initialization of UIWindow\"), hotwired/hotwire-native-site#58 (a SceneDelegate without the window lines: \"the app only shows a black screen\"); yaromyr-oleksyshyn.com, \"Adopting UIScene without rewriting your iOS app\": the app-delegate UIWindow(frame:) code \"creates the wrong kind of foreground window\"."),
                     .observed("Printed launch logs (OBSERVED.md §9): a window made key and visible loads its root and sends it viewWillAppear."),
                     .reading("Only a window with a root is held to it, and only on a complete trace: a window may be made key with no root (assigned later), or shown by isHidden = false, which no trace records."),
                 ]),
        ],
        machines: [
            Machine("scene", noun: "scene", states: ["unseen", "connected", "inactive", "active", "background", "disconnected"],
                    rest: ["unseen", "connected", "inactive", "active", "background", "disconnected"],
                    transitions: [
                        .on("willConnect", from: ["unseen", "disconnected"], to: "connected", rule: "SCENE-1"),
                        .on("sceneWillEnterForeground", from: ["unseen", "connected", "background"], to: "inactive", rule: "SCENE-1"),
                        .on("sceneDidBecomeActive", from: ["unseen", "connected", "inactive"], to: "active", rule: "SCENE-1"),
                        .on("sceneWillResignActive", from: ["unseen", "active"], to: "inactive", rule: "SCENE-1"),
                        .on("sceneDidEnterBackground", from: ["unseen", "connected", "inactive"], to: "background", rule: "SCENE-1"),
                        .on("sceneDidDisconnect", from: ["unseen", "connected", "inactive", "background"], to: "disconnected", rule: "SCENE-1"),
                    ]),
            // A window's display: `hidden` once it has a root; made key and visible, it
            // `waits` for its root to appear (`showing`), and stays showing (a root covered by a
            // presentation, or an old root that still points to the window, moves nothing back).
            Machine("display", noun: "display", states: ["noRoot", "hidden", "waiting", "showing"],
                    rest: ["noRoot", "hidden", "showing"], unfinished: "SCENE-3",
                    words: ["noRoot": "without a root view controller"],
                    transitions: [
                        .on(.event("rootViewController", "controller", .isName), from: ["noRoot", "hidden"], to: "hidden", rule: "SCENE-3"),
                        .on(.event("rootViewController", "controller", .isName), from: ["waiting", "showing"], to: nil, rule: "SCENE-3"),
                        .on(.event("rootViewController", "controller", .isNil), from: ["noRoot", "hidden", "waiting", "showing"], to: "noRoot", rule: "SCENE-3"),
                        .on("makeKeyAndVisible", from: ["hidden", "waiting"], to: "waiting", rule: "SCENE-3"),
                        .on("makeKeyAndVisible", from: ["noRoot", "showing"], to: nil, rule: "SCENE-3"),
                        .on("viewWillAppear", of: .related("window"), from: ["noRoot", "hidden", "waiting", "showing"], to: "showing", rule: "SCENE-3"),
                    ]),
        ],
        nestings: [
            // The scene delegate builds the window and shows it from scene(_:willConnectTo:options:).
            Nesting(["willConnect"], contains: [
                "init", "instantiateInitialViewController", "instantiateViewController", "windowScene", "rootViewController",
                "makeKeyAndVisible", "addChild", "willMove", "didMove", "loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing",
                "viewWillLayoutSubviews", "viewDidLayoutSubviews",
            ], link: .any),
        ])
}
