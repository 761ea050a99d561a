import Lifecheck

extension UIKitSpec {
    /// A controller's view loads on first need: `loadView`, then `viewDidLoad`, before any
    /// appearance or layout callback. It loads again only after it was unloaded (a new
    /// `loadView`), which cannot happen while it is on screen. Since iOS 6 only the app
    /// unloads a view (`view = nil`), so a log is held to showing the reload: a log that
    /// leaves `loadView` out never has it happen unseen from `loaded`.
    ///
    ///     notLoaded ──loadView──▶ loading ──viewDidLoad──▶ loaded
    ///         └──────────viewDidLoad (loadView not recorded)───▲
    ///     loaded ──loadView (view was set to nil, off screen; shown in the log)──▶ loading
    static let viewLoading = SpecPart(
        "View loading",
        summary: "loadView, then viewDidLoad, before the first appearance or layout callback; again only after the view was unloaded.",
        rules: [
            Rule("LOAD-1", "loadView runs when the view is not loaded (first access, or after the view was set to nil), never twice in a row.",
                 fix: "don't call loadView() yourself; access `view` (or call loadViewIfNeeded()) and let UIKit load it once.",
                 sources: [
                     .documented("Apple, UIViewController.loadView(): \"You should never call this method directly. The view controller calls this method when its view property is requested but is currently nil.\""),
                 ]),
            Rule("LOAD-2", "viewDidLoad runs once per loaded view: after loadView (when recorded), and again only after a new loadView, which a log that prints the reload shows.",
                 fix: "don't call viewDidLoad() yourself, and make sure the recorder logs it once per class hierarchy (not in both a base class and a subclass); if the app sets `view = nil` and the view loads again, log loadView too.",
                 sources: [
                     .documented("SDK header UIViewController.h: \"viewDidLoad — Called after the view has been loaded. For view controllers created in code, this is after -loadView.\""),
                     .observed("The Catalyst blog (OBSERVED.md §18): setting view = nil and touching it again printed a second loadView and viewDidLoad."),
                     .documented("Apple, UIViewController.viewDidUnload: \"In iOS 5 and earlier, when a low-memory condition occurred and the current view controller's views were not needed, the system could opt to call this method after the view controller's view had been released … In iOS 6 and later, clearing references to views … is unnecessary\"; the iOS 6 SDK header marks viewWillUnload and viewDidUnload NS_DEPRECATED_IOS(3_0,6_0). Since iOS 6 UIKit unloads no view by itself: a view is loaded again only after the app set it to nil, so a log that leaves loadView out is held to showing no reload."),
                 ]),
            Rule("LOAD-3", "A view is loaded again, or unloaded (viewDidUnload, iOS 3–5), only while it is off screen (disappeared), and unloaded only once loaded.",
                 fix: "don't set `view = nil` while the controller is on screen or in an appearance transition.",
                 sources: [
                     .documented("Apple, UIViewController.viewDidUnload (iOS 3–5): views were unloaded only under memory pressure when not in a window."),
                     .reading("A second loadView replaces the view; UIKit only does that for a view that is not in the window."),
                     .observed("tangqiao's iOS 5 containment sample (RealLogs tangqiao-ios5-containment-pid-tid-prefix): after a memory warning, viewDidUnload on the two children off screen, not on the one shown."),
                 ]),
            Rule("LOAD-4", "A trace does not end between loadView and viewDidLoad.",
                 fix: "make sure loadView returns normally and calls nothing that throws; UIKit calls viewDidLoad right after it.",
                 sources: [.documented("SDK header UIViewController.h: viewDidLoad is called after the view has been loaded.")]),
            Rule("LOAD-5", "Appearance callbacks come only after the view loaded (viewDidLoad); layout callbacks only once it is loading (after loadView set it).",
                 fix: "let UIKit load the view before it appears: a container must add a child's view (which loads it) before forwarding appearance, never call viewWillAppear(_:) itself.",
                 sources: [
                     .observed("ViewDeck/ViewDeck#259: \"regardless of app flow in UIKit there is always a guarantee that a view will be loaded before any appearance methods are called\"."),
                     .observed("Every printed lifecycle log in OBSERVED.md §9, §2: loadView, viewDidLoad, then viewWillAppear."),
                     .documented("Apple, UIView.layoutIfNeeded(): \"Lays out the subviews immediately, if layout updates are pending\"; UIViewController.h: viewWillLayoutSubviews is \"Called just before the view controller's view's layoutSubviews method is invoked\". So a loadView that calls view.layoutIfNeeded() after setting `view` gets its layout callbacks before viewDidLoad."),
                 ]),
        ],
        machines: [
            Machine("view", noun: "view", states: ["notLoaded", "loading", "loaded"], rest: ["notLoaded", "loaded"], unfinished: "LOAD-4",
                    transitions: [
                        .on("loadView", from: ["notLoaded"], to: "loading", rule: "LOAD-1"),
                        // A reload: only the app unloads a view (since iOS 6), and a log that
                        // leaves loadView out shows none (LOAD-2).
                        .on("loadView", from: ["loaded"], to: "loading", rule: "LOAD-1", unseen: false),
                        .on("viewDidLoad", from: ["notLoaded", "loading"], to: "loaded", rule: "LOAD-2"),
                        // iOS 3–5's unload under memory pressure, as a log prints it; never
                        // assumed unseen, as no view unloads by itself since iOS 6.
                        .on("viewDidUnload", from: ["loaded"], to: "notLoaded", rule: "LOAD-3", unseen: false),
                    ]),
        ],
        requirements: [
            // A second load: a first one during an appearance is LOAD-5's (the appearance came first).
            Requirement("LOAD-3", on: ["loadView"], when: [.state("view", of: .subject, in: ["loaded"])],
                        require: .state("appearance", of: .subject, in: ["disappeared"])),
            Requirement("LOAD-3", on: ["viewDidUnload"], require: .state("appearance", of: .subject, in: ["disappeared"])),
            Requirement("LOAD-5", on: appearanceCallbacks, require: .state("view", of: .subject, in: ["loaded"])),
            // Layout may come inside loadView, once it has set `view`: view.layoutIfNeeded() at
            // its end lays the new view out before viewDidLoad (as after super in viewDidLoad).
            Requirement("LOAD-5", on: ["viewWillLayoutSubviews", "viewDidLayoutSubviews"],
                        require: .state("view", of: .subject, in: ["loading", "loaded"])),
        ])
}
