import Lifecheck

extension UIKitSpec {
    static let orientations: ParameterType = .enumeration(["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"])
    static let presentationStyles: ParameterType = .enumeration([
        "fullScreen", "pageSheet", "formSheet", "automatic", "overFullScreen", "overCurrentContext",
        "currentContext", "popover", "custom",
    ])
    static let segueKinds: ParameterType = .enumeration(["show", "showDetail", "present", "popover", "embed", "relationship", "custom"])

    /// The events of the plain trace format (version 1), exactly as `TRACE-FORMAT.md` names them.
    static let vocabulary = Vocabulary([
        // creation
        EventKind("init", group: "creation", [.init("storyboard", .name, required: false), .init("identifier", .name, required: false)],
                  summary: "The subject was instantiated (from a storyboard, a nib or code)."),
        // view loading
        EventKind("loadView", group: "view loading", summary: "loadView()"),
        EventKind("viewDidLoad", group: "view loading", summary: "viewDidLoad()"),
        // iOS 3–5: a memory warning released a hidden view (deprecated in iOS 6).
        EventKind("viewDidUnload", group: "view loading", summary: "viewDidUnload()"),
        // appearance
        EventKind("viewWillAppear", group: "appearance", [.init("animated", .bool, required: false)], summary: "viewWillAppear(_:)"),
        EventKind("viewIsAppearing", group: "appearance", [.init("animated", .bool, required: false)], summary: "viewIsAppearing(_:)"),
        EventKind("viewDidAppear", group: "appearance", [.init("animated", .bool, required: false)], summary: "viewDidAppear(_:)"),
        EventKind("viewWillDisappear", group: "appearance", [.init("animated", .bool, required: false)], summary: "viewWillDisappear(_:)"),
        EventKind("viewDidDisappear", group: "appearance", [.init("animated", .bool, required: false)], summary: "viewDidDisappear(_:)"),
        // layout
        EventKind("viewWillLayoutSubviews", group: "layout", summary: "viewWillLayoutSubviews()"),
        EventKind("viewDidLayoutSubviews", group: "layout", summary: "viewDidLayoutSubviews()"),
        // size change and legacy rotation
        // (No rule reads the size or the orientation: a log that prints the callback without them is read.)
        EventKind("viewWillTransition", group: "size change", [.init("size", .size, required: false)], summary: "viewWillTransition(to:with:)"),
        EventKind("willRotate", group: "rotation", [.init("to", orientations, required: false)], summary: "willRotate(to:duration:) (before iOS 8)"),
        EventKind("willAnimateRotation", group: "rotation", [.init("to", orientations, required: false)], summary: "willAnimateRotation(to:duration:) (before iOS 8)"),
        EventKind("didRotate", group: "rotation", [.init("from", orientations, required: false)], summary: "didRotate(from:) (before iOS 8)"),
        // traits: recorded, not ruled beyond what other rules say of every event (Specs/README.md)
        EventKind("willTransition", group: "traits", summary: "willTransition(to:with:), the trait-collection change to come"),
        EventKind("traitCollectionDidChange", group: "traits",
                  summary: "traitCollectionDidChange(_:) (deprecated in iOS 17; may come before viewDidLoad there)"),
        EventKind("registerForTraitChanges", group: "traits", summary: "registerForTraitChanges(_:handler:) or (_:action:) (iOS 17+)"),
        EventKind("traitChangeHandler", group: "traits", summary: "a handler or action registered with registerForTraitChanges ran"),
        // memory warnings: recorded, not ruled (any controller in memory gets one, its view loaded or not)
        EventKind("didReceiveMemoryWarning", group: "memory", summary: "didReceiveMemoryWarning(), on each controller in memory"),
        EventKind("applicationDidReceiveMemoryWarning", group: "memory", summary: "applicationDidReceiveMemoryWarning(_:), on the app"),
        // containment
        EventKind("addChild", group: "containment", [.init("child", .name)], summary: "addChild(_:) on the parent"),
        EventKind("willMove", group: "containment", [.init("parent", .nameOrNil)], summary: "willMove(toParent:)"),
        EventKind("didMove", group: "containment", [.init("parent", .nameOrNil)], summary: "didMove(toParent:)"),
        EventKind("removeFromParent", group: "containment", summary: "removeFromParent()"),
        // appearance forwarding
        EventKind("shouldAutomaticallyForwardAppearanceMethods", group: "appearance forwarding", [.init("returned", .bool)],
                  summary: "shouldAutomaticallyForwardAppearanceMethods, and what it returned"),
        EventKind("beginAppearanceTransition", group: "appearance forwarding",
                  [.init("appearing", .bool), .init("animated", .bool, required: false)],
                  summary: "beginAppearanceTransition(_:animated:), called on the child it names"),
        EventKind("endAppearanceTransition", group: "appearance forwarding", summary: "endAppearanceTransition()"),
        // segues
        EventKind("shouldPerformSegue", group: "segues", [.init("identifier", .name), .init("returned", .bool)],
                  summary: "shouldPerformSegue(withIdentifier:sender:), and what it returned"),
        EventKind("performSegue", group: "segues", [.init("identifier", .name)], summary: "performSegue(withIdentifier:sender:), the programmatic trigger"),
        EventKind("prepare", group: "segues", [.init("identifier", .name, required: false), .init("destination", .name)],
                  summary: "prepare(for:sender:)"),
        EventKind("perform", group: "segues",
                  [.init("identifier", .name, required: false), .init("destination", .name), .init("kind", segueKinds, required: false)],
                  summary: "the segue object's perform()"),
        EventKind("unwind", group: "segues", [.init("identifier", .name, required: false), .init("destination", .name)],
                  summary: "an unwind segue"),
        // presentation
        EventKind("present", group: "presentation",
                  [.init("presented", .name), .init("style", presentationStyles), .init("animated", .bool, required: false)],
                  summary: "present(_:animated:completion:)"),
        EventKind("dismiss", group: "presentation", [.init("animated", .bool, required: false)],
                  summary: "dismiss(animated:completion:), on the presenter or on the presented controller"),
        // sheets (iOS 13+): UIAdaptivePresentationControllerDelegate and UISheetPresentationControllerDelegate;
        // the subject is the delegate, `presented` the sheet
        EventKind("presentationControllerShouldDismiss", group: "sheets", [.init("presented", .name), .init("returned", .bool)],
                  summary: "presentationControllerShouldDismiss(_:), and what it returned"),
        EventKind("presentationControllerWillDismiss", group: "sheets", [.init("presented", .name)],
                  summary: "presentationControllerWillDismiss(_:): the user began to swipe the sheet away"),
        EventKind("presentationControllerDidDismiss", group: "sheets", [.init("presented", .name)],
                  summary: "presentationControllerDidDismiss(_:): the sheet was swiped away"),
        EventKind("presentationControllerDidAttemptToDismiss", group: "sheets", [.init("presented", .name)],
                  summary: "presentationControllerDidAttemptToDismiss(_:): a swipe refused (isModalInPresentation)"),
        EventKind("selectedDetentDidChange", group: "sheets", [.init("presented", .name), .init("detent", .name, required: false)],
                  summary: "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)"),
        // launch
        EventKind("willFinishLaunching", group: "launch", summary: "application(_:willFinishLaunchingWithOptions:)"),
        EventKind("didFinishLaunching", group: "launch", summary: "application(_:didFinishLaunchingWithOptions:)"),
        EventKind("instantiateInitialViewController", group: "launch", [.init("controller", .name)],
                  summary: "UIStoryboard.instantiateInitialViewController()"),
        EventKind("instantiateViewController", group: "launch", [.init("identifier", .name), .init("controller", .name)],
                  summary: "UIStoryboard.instantiateViewController(withIdentifier:)"),
        EventKind("rootViewController", group: "launch", [.init("controller", .nameOrNil)], summary: "UIWindow.rootViewController was set"),
        EventKind("makeKeyAndVisible", group: "launch", summary: "UIWindow.makeKeyAndVisible()"),
        // the app's states (the app delegate's callbacks; a scene-based app gets its scenes' instead)
        EventKind("applicationWillEnterForeground", group: "app", summary: "applicationWillEnterForeground(_:)"),
        EventKind("applicationDidBecomeActive", group: "app", summary: "applicationDidBecomeActive(_:)"),
        EventKind("applicationWillResignActive", group: "app", summary: "applicationWillResignActive(_:)"),
        EventKind("applicationDidEnterBackground", group: "app", summary: "applicationDidEnterBackground(_:)"),
        EventKind("applicationWillTerminate", group: "app", summary: "applicationWillTerminate(_:)"),
        // scenes (iOS 13+): the subject of a scene callback is the scene (or its delegate)
        EventKind("configurationForConnecting", group: "scenes", [.init("scene", .name, required: false)],
                  summary: "application(_:configurationForConnecting:options:), on the app"),
        EventKind("willConnect", group: "scenes", summary: "scene(_:willConnectTo:options:)"),
        EventKind("sceneWillEnterForeground", group: "scenes", summary: "sceneWillEnterForeground(_:)"),
        EventKind("sceneDidBecomeActive", group: "scenes", summary: "sceneDidBecomeActive(_:)"),
        EventKind("sceneWillResignActive", group: "scenes", summary: "sceneWillResignActive(_:)"),
        EventKind("sceneDidEnterBackground", group: "scenes", summary: "sceneDidEnterBackground(_:)"),
        EventKind("sceneDidDisconnect", group: "scenes", summary: "sceneDidDisconnect(_:)"),
        EventKind("windowScene", group: "scenes", [.init("scene", .nameOrNil)],
                  summary: "UIWindow.windowScene was set (UIWindow(windowScene:) included), on the window"),
    ])
}
