import Lifecheck

extension UIKitSpec {
    /// How UIKit's callbacks appear in console logs: the Swift signatures (`#function`)
    /// and Objective-C selectors (`__func__`, `_cmd`) whose base name is not the event's
    /// name, and UIKit's own warnings, reported as findings on the controller they name.
    public static let dialect = LogDialect(
        aliases: [
            "init(coder:)": "init", "initWithCoder:": "init",
            "init(nibName:bundle:)": "init", "initWithNibName:bundle:": "init",
            "addChildViewController:": "addChild", "addChildViewController(_:)": "addChild",
            "willMoveToParentViewController:": "willMove", "didMoveToParentViewController:": "didMove",
            "removeFromParentViewController": "removeFromParent", "removeFromParentViewController()": "removeFromParent",
            "viewWillTransitionToSize:withTransitionCoordinator:": "viewWillTransition",
            "willRotateToInterfaceOrientation:duration:": "willRotate",
            "willAnimateRotationToInterfaceOrientation:duration:": "willAnimateRotation",
            "didRotateFromInterfaceOrientation:": "didRotate",
            "prepareForSegue:sender:": "prepare",
            "shouldPerformSegueWithIdentifier:sender:": "shouldPerformSegue",
            "performSegueWithIdentifier:sender:": "performSegue",
            "presentViewController:animated:completion:": "present",
            "dismissViewControllerAnimated:completion:": "dismiss",
            // Bare Objective-C names, as Swift 2's #function and hand-written logs print them
            // ("ChildViewController1 willMoveToParentViewController nil", "vc1 – prepareForSegue").
            "initWithCoder": "init", "initWithNibName": "init",
            "addChildViewController": "addChild",
            "willMoveToParentViewController": "willMove", "didMoveToParentViewController": "didMove",
            "viewWillTransitionToSize": "viewWillTransition",
            "willRotateToInterfaceOrientation": "willRotate", "willAnimateRotationToInterfaceOrientation": "willAnimateRotation",
            "didRotateFromInterfaceOrientation": "didRotate",
            "prepareForSegue": "prepare", "shouldPerformSegueWithIdentifier": "shouldPerformSegue",
            "performSegueWithIdentifier": "performSegue",
            "application(_:willFinishLaunchingWithOptions:)": "willFinishLaunching",
            "application:willFinishLaunchingWithOptions:": "willFinishLaunching",
            "application(_:didFinishLaunchingWithOptions:)": "didFinishLaunching",
            "application:didFinishLaunchingWithOptions:": "didFinishLaunching",
            // The name alone, as notes write it (`didFinishLaunchingWithOptions`).
            "willFinishLaunchingWithOptions": "willFinishLaunching", "didFinishLaunchingWithOptions": "didFinishLaunching",
            // The launch callback of apps before iOS 3, which UIKit still calls when the delegate has no other.
            "applicationDidFinishLaunching:": "didFinishLaunching", "applicationDidFinishLaunching": "didFinishLaunching",
            "applicationDidFinishLaunching(_:)": "didFinishLaunching",
            // Scenes: the Swift signatures print as `#function`, the selectors as `_cmd`, and the
            // name alone as notes write it (`scene willConnectTo`).
            "scene(_:willConnectTo:options:)": "willConnect", "scene:willConnectToSession:options:": "willConnect",
            "willConnectTo": "willConnect", "willConnectToSession": "willConnect",
            "application(_:configurationForConnecting:options:)": "configurationForConnecting",
            "application:configurationForConnectingSceneSession:options:": "configurationForConnecting",
            "sceneWillEnterForeground:": "sceneWillEnterForeground", "sceneDidBecomeActive:": "sceneDidBecomeActive",
            "sceneWillResignActive:": "sceneWillResignActive", "sceneDidEnterBackground:": "sceneDidEnterBackground",
            "sceneDidDisconnect:": "sceneDidDisconnect",
            // Traits: the Objective-C selector of willTransition(to:with:).
            "willTransitionToTraitCollection:withTransitionCoordinator:": "willTransition",
            "willTransitionToTraitCollection": "willTransition",
            // Layout callbacks shortened to what they say of the view's layout, as apps print them
            // (`willLayout  (375.0, 667.0)`, `didLayout (375.0, 667.0)`: Programming-iOS-Book-Examples).
            "willLayout": "viewWillLayoutSubviews", "didLayout": "viewDidLayoutSubviews",
        ],
        endsOfLife: ["dealloc", "deinit"],
        warnings: [
            LogDialect.Warning("Unbalanced calls to begin/end appearance transitions", rule: "WARN-1"),
            // The same cut before its last word, as some pastes quote it (`"Unbalanced calls to begin/end appearance"`, CosmicMind/Motion#29).
            LogDialect.Warning("Unbalanced calls to begin/end appearance", rule: "WARN-1"),
            LogDialect.Warning("directly on a view controller is not supported", rule: "WARN-2", opening: "Calling -",
                               continuation: ", and may result in out-of-order callbacks"),
            // About the presenter: `Attempt to present <B> on <A> (from <C>) whose view …`.
            LogDialect.Warning("whose view is not in the window hierarchy", rule: "WARN-3", subjectAfter: " on ", opening: "Attempt to "),
            LogDialect.Warning("which is already presenting", rule: "WARN-3", subjectAfter: " on ", opening: "Attempt to "),
            LogDialect.Warning("while a presentation is in progress", rule: "WARN-3", subjectAfter: " on ", opening: "Attempt to "),
            LogDialect.Warning("while a presentation or dismiss is in progress", rule: "WARN-3", opening: "Attempt to "),
            // A presentation from a controller not in the hierarchy (minjae1995.tistory.com/59):
            // `Presenting view controller <B> from detached view controller <A> is not supported`.
            LogDialect.Warning("from detached view controller", rule: "WARN-3", subjectAfter: "from detached view controller ", opening: "Presenting view controller "),
            // The same, as iOS 7 to 12 word it (SWRevealViewController#344, Undecimus#834):
            // `Presenting view controllers on detached view controllers is discouraged <A>.`
            LogDialect.Warning("Presenting view controllers on detached view controllers is discouraged", rule: "WARN-3", subjectAfter: "is discouraged"),
            // A controller presented on itself (an exception), naming it after its words.
            LogDialect.Warning("Application tried to present modal view controller on itself", rule: "WARN-3", subjectAfter: "Presenting controller is "),
            // An exception, not a warning: the app stops (`… an active controller <X>.`).
            // Its words to "controller" are UIKit's, the controller cut off or not (`// Fix : Application
            // tried to present modally an active controller`, a comment that quotes the exception).
            // The same start for a controller whose presentation by another runs (`… a view controller
            // <X> that is already being presented by <Y>.`): its words without the two controllers, as an
            // issue's title keeps them (capacitor-community/privacy-screen#56), are UIKit's message too.
            // (Before the start both share, which alone, cut there, is read as the first.)
            LogDialect.Warning("Application tried to present modally a view controller", rule: "WARN-3",
                               continuation: " that is already being presented", endsWithContinuation: true),
            LogDialect.Warning("Application tried to present modally", rule: "WARN-3", continuation: " an active controller",
                               endsWithContinuation: true),
            // The same for a controller that is nil (released before it was presented), naming the presenter after it.
            LogDialect.Warning("Application tried to present a nil modal view controller", rule: "WARN-3", subjectAfter: " on target "),
            // A presentation asked of the keyboard's window's controller (a top-most controller
            // found through the windows), refused, naming the controller it was to present.
            LogDialect.Warning("Keyboard cannot present view controllers", rule: "WARN-3"),
            // iOS 5 to 7's assertion on a presentation begun while another runs, naming the presenter
            // (`Attempting to begin a modal transition from <A> to <B> while a transition is already in progress. …`).
            LogDialect.Warning("while a transition is already in progress", rule: "WARN-3", subjectAfter: "modal transition from ",
                               opening: "Attempting to begin a modal transition"),
            // Its second sentence, which names no controller, quoted alone or wrapped over two
            // comment lines (`… otherwise we get this error: Wait for viewDidAppear/` / `viewDidDisappear to know …`).
            LogDialect.Warning("to know the current transition has completed", rule: "WARN-3", namesSubject: false),
            // iOS 5's refusal of a dismissal asked of a presenter off screen, naming it after `self = `
            // (ShareKit/ShareKit#116: `… does not currently appear. self = <UINavigationController: 0x…> modalViewController = <…>`).
            LogDialect.Warning("attempt to dismiss modal view controller whose view does not currently appear", rule: "WARN-3", subjectAfter: "self = "),
            // iOS 13+'s fault on a dismissal asked for while a presentation or dismissal runs; it names the
            // presentation controller, no view controller (`… transitioning already. (<_UIFullscreenPresentationController: 0x…>)`).
            LogDialect.Warning("Trying to dismiss the presentation controller while transitioning already", rule: "WARN-3", namesSubject: false),
            // iOS 8's message on a dismissal begun while the presentation runs (card-io/card.io-iOS-SDK#74;
            // paypal/PayPal-iOS-SDK#232: `transitionViewForCurrentTransition is not set, presentation
            // controller was dismissed during the presentation? (<_UIFullscreenPresentationController: 0x…>)`).
            LogDialect.Warning("presentation controller was dismissed during the presentation", rule: "WARN-3", namesSubject: false),
            // A view loaded as its controller is deallocated, the controller named after the message
            // (`… may result in undefined behavior (<UISearchController: 0x…>)`).
            // Its words from the first (`Attempting to load the view …`) and on as UIKit's go, its
            // controller cut off, are UIKit's message still (KINWebBrowser#52).
            LogDialect.Warning("while it is deallocating is not allowed", rule: "WARN-6", opening: "Attempting to load the view of a view controller",
                               continuation: " and may result in undefined behavior"),
            // transition(from:to:) between controllers that are not both the caller's children (an exception).
            LogDialect.Warning("must have a common parent view controller when calling", rule: "WARN-7"),
            // A controller added to a parent while it is another's child (an exception: the app stops).
            LogDialect.Warning("should have parent view controller", rule: "WARN-5", subjectAfter: "child view controller:"),
            // A window's root controller's view added to the views by hand, which iOS 13's window
            // reports naming no controller (devxoul/Toaster#182, ibireme/YYText#905).
            LogDialect.Warning("Manually adding the rootViewController's view to the view hierarchy is no longer supported", rule: "WARN-5",
                               namesSubject: false),
            // A navigation transition started while one runs. UIKit names no controller here.
            LogDialect.Warning("nested push animation can result in corrupted navigation bar", rule: "WARN-4", namesSubject: false),
            LogDialect.Warning("nested pop animation can result in corrupted navigation bar", rule: "WARN-4", namesSubject: false),
            // Newer wording (HeroTransitions/Hero#638, 2019).
            LogDialect.Warning("nested push animation can result in a corrupted navigation bar", rule: "WARN-4", namesSubject: false),
            LogDialect.Warning("nested pop animation can result in a corrupted navigation bar", rule: "WARN-4", namesSubject: false),
            LogDialect.Warning("Finishing up a navigation transition in an unexpected state", rule: "WARN-4", namesSubject: false),
            // The exception a push started during a running one ends in: the navigation controller
            // adds a view to itself (`-[UINavigationController _startDeferredTransitionIfNeeded:]`,
            // `_UINavigationParallaxTransition animateTransition:`, `-[UIView _addSubview:…]` on the stack).
            // Its reason as the exception prints it: the words alone are also any view's mistake, and a changelog's.
            LogDialect.Warning("reason: 'Can't add self as subview", rule: "WARN-4", namesSubject: false),
            // A push or pop asked for while a transition or a presentation runs, refused, naming the
            // navigation controller (aryaxt/iOS-Slide-Menu#161: `popViewControllerAnimated: called on
            // <SlideNavigationController 0x…> while an existing transition or presentation is occurring; …`).
            LogDialect.Warning("while an existing transition or presentation is occurring", rule: "WARN-4", subjectAfter: " called on "),
            // A push of a controller already on the stack (an exception), naming it: in iOS 12's words
            // and before, then iOS 13's, which names the navigation controller first.
            LogDialect.Warning("Pushing the same view controller instance more than once is not supported", rule: "WARN-8"),
            LogDialect.Warning("is pushing the same view controller instance", rule: "WARN-8", subjectAfter: "the same view controller instance ("),
            // Its words after the instance, which name no controller: the message retyped without
            // the instance (`` `RiotNavigationController` is pushing … more than once which is not
            // supported …``, element-hq/element-ios#3924) or blanked by a crash reporter (`reason:
            // ' is pushing the same view controller instance () more than once …`, react-navigation#10740).
            LogDialect.Warning("more than once which is not supported and is most likely an error in the application", rule: "WARN-8", namesSubject: false,
                               opening: "is pushing the same view controller instance"),
            LogDialect.Warning("Pushing a navigation controller is not supported", rule: "WARN-8", namesSubject: false),
            // A push of nil (a controller a storyboard or an optional did not give), naming the navigation controller.
            LogDialect.Warning("Application tried to push a nil view controller", rule: "WARN-8", subjectAfter: " on target "),
            // A navigation stack set with one controller twice (setViewControllers, an exception), naming it twice.
            LogDialect.Warning("All view controllers in a navigation controller must be distinct", rule: "WARN-8"),
            // A popover presented without an anchor (an exception): in words UIKit has used since
            // iOS 8, naming the presentation controller, no view controller; then naming the action sheet.
            LogDialect.Warning("should have a non-nil sourceView or barButtonItem set before the presentation occurs", rule: "WARN-9", namesSubject: false),
            LogDialect.Warning("of style UIAlertControllerStyleActionSheet", rule: "WARN-9"),
            // The same for any controller UIKit presents as a popover there (a document menu), naming it.
            LogDialect.Warning("You must provide location information for this popover", rule: "WARN-9", opening: "Your application has presented "),
            // One view given to a second controller (an exception), naming the view, the controller
            // it belongs to, then the one it was given to, whose code or nib did it.
            LogDialect.Warning("can only be associated with at most one view controller at a time", rule: "WARN-10",
                               subjectAfter: "associating this view with ", opening: "A view "),
        ],
        structureEvents: ["willMove", "didMove"], structureParameter: "parent", structureRelation: "parent",
        wordParameters: ["identifier"],
        // Touching `view` inside an initializer loads it there: `loadView, viewDidLoad` print
        // before the initializer's own line (OBSERVED.md §9, the Catalyst launch log:
        // touching A.view in init printed loadView, viewDidLoad first).
        insideCreation: ["loadView", "viewDidLoad"],
        // A declared child is put into its parent after its `init` (LIFE-1: nothing happens to a controller before it).
        creationEvents: ["init"],
        // UIKit's views print initWithCoder: and dealloc as controllers do: they are no controllers.
        otherObjectSuffixes: ["View", "Cell", "Button", "Label", "Layer", "ImageView", "TextField", "Bar"],
        // A view's initializer, printed beside its controller's callbacks (`🐯🐯 - init(frame:)`
        // between `loadView` and `viewDidLoad`): UIViewController has no init(frame:).
        otherObjectFunctions: ["init(frame:)", "initWithFrame:", "initWithFrame", "init(frame:style:)", "initWithFrame:style:"],
        // A log that names controllers by class alone names each `Detail` pushed alike: one that
        // left the screen and loads its view again is a new one (a reload needs `view = nil`,
        // which the app does and a log rarely shows; ViewLoading.swift).
        offScreenEvents: ["viewDidDisappear"],
        // The app delegate's and the scene delegate's callbacks printed by `print(#function)`
        // name no object: they are the app's and its scene's, not a controller's (Launch.swift's
        // machine is the app's alone; a log of one window scene, as most are, has one scene).
        unnamedOwners: [
            "willFinishLaunching": "App", "didFinishLaunching": "App", "configurationForConnecting": "App",
            "willConnect": "Scene", "sceneWillEnterForeground": "Scene", "sceneDidBecomeActive": "Scene",
            "sceneWillResignActive": "Scene", "sceneDidEnterBackground": "Scene", "sceneDidDisconnect": "Scene",
            "applicationWillEnterForeground": "App", "applicationDidBecomeActive": "App", "applicationWillResignActive": "App",
            "applicationDidEnterBackground": "App", "applicationWillTerminate": "App",
            "applicationDidReceiveMemoryWarning": "App",
        ],
        // How notes list the app's and a scene's cases, one under each title: a launch, a
        // return from the background (`Launching the app - from Backgrounded` /
        // `applicationWillEnterForeground`), going to the background, quitting from it
        // (`applicationDidEnterBackground` / `applicationWillTerminate`), a scene connecting or
        // disconnecting. A case never begins half-way through a change of state: becoming or
        // resigning active right after a title is the same run going on.
        caseBeginnings: [
            "willFinishLaunching", "didFinishLaunching", "applicationWillEnterForeground", "applicationDidEnterBackground",
            "willConnect", "sceneWillEnterForeground", "sceneDidEnterBackground", "sceneDidDisconnect",
        ])

    /// UIKit's own warnings in a log: each names a controller whose callbacks went wrong.
    static let warnings = SpecPart(
        "UIKit warnings",
        summary: "Warnings UIKit prints about a controller's callbacks, found in console logs and reported on the controller they name.",
        rules: [
            Rule("WARN-1", "UIKit does not report \"Unbalanced calls to begin/end appearance transitions\" for a controller.",
                 fix: "start one appearance transition at a time: don't push, pop or present while another transition runs on the same controller, and pair every beginAppearanceTransition(_:animated:) with one endAppearanceTransition().",
                 sources: [
                     .observed("UIKit console message \"Unbalanced calls to begin/end appearance transitions for <…>\" (gordontucker/FittedSheets#100; stackoverflow.com/questions/9088465: two pushes at once; atelierclockwork.net 2016)."),
                 ]),
            Rule("WARN-2", "Appearance callbacks are not called directly: UIKit reports \"Calling -viewWillAppear: directly on a view controller is not supported\".",
                 fix: "don't call viewWillAppear(_:) or its siblings yourself: to refresh a screen (when the app returns to the foreground, say), call a method of your own from both places; to drive a child's appearance, use beginAppearanceTransition(_:animated:) and endAppearanceTransition().",
                 sources: [
                     .documented("Apple, beginAppearanceTransition(_:animated:): \"Do not invoke viewWillAppear:, viewWillDisappear:, viewDidAppear:, or viewDidDisappear: directly\" (quoted in ViewDeck/ViewDeck#396)."),
                     .observed("UIKit console message \"[ViewController] Calling -viewWillAppear: directly on a view controller is not supported … View controller: <…>\" (LeoNatan/LNPopupController#521, iOS 15–16; Automattic/pocket-casts-ios#599)."),
                 ]),
            Rule("WARN-3", "UIKit does not refuse a presentation or a dismissal (\"Attempt to present <…> on <…> whose view is not in the window hierarchy\", \"… which is already presenting\", \"… while a presentation is in progress\", \"Attempt to dismiss from view controller <…> while a presentation or dismiss is in progress\", iOS 5's \"attempt to dismiss modal view controller whose view does not currently appear. self = <…>\", \"Keyboard cannot present view controllers\", or the exceptions \"Application tried to present modally an active controller <…>\", \"Application tried to present modally a view controller <…> that is already being presented by <…>\", \"Application tried to present a nil modal view controller on target <…>\" and \"Application tried to present modal view controller on itself. Presenting controller is <…>\"), and does not warn that it presents from a controller outside the hierarchy (\"Presenting view controllers on detached view controllers is discouraged <…>\", from iOS 13 \"Presenting view controller <…> from detached view controller <…> is not supported, and may result in incorrect safe area insets and a corrupt root presentation\").",
                 fix: "present only from a controller that is on screen and presents nothing (from viewDidAppear(_:) or later, not viewDidLoad or viewWillAppear(_:); from the top-most presented controller), and present or dismiss only once the previous transition finished (in its completion handler).",
                 sources: [
                     .documented("Apple, UIViewController.presentedViewController: \"the view controller that called the method has this property set to the view controller that it presented\" — one at a time."),
                     .observed("UIKit console messages \"Warning: Attempt to present <M2DWebViewController: 0x…> on <RFViewController: 0x…> whose view is not in the window hierarchy!\" (fouquet/RFAboutView#8; jeyben/IOSLinkedInAPI#62), \"… which is already presenting (null)\" (uservoice/uservoice-ios-sdk#347), \"Warning: Attempt to dismiss from view controller <UINavigationController: 0x…> while a presentation or dismiss is in progress!\" (jonkykong/SideMenu#323; zoonooz/ZFDragableModalTransition#3). UIKit shows nothing: no callback follows the refused call."),
                     .observed("NSInvalidArgumentException \"Application tried to present modally an active controller <UINavigationController: 0x…>.\" when presenting a controller that is in a container or already presented (OpenTreeMap/otm-ios#362; awslabs/aws-sdk-ios-samples#203; jonkykong/SideMenu#29)."),
                     .observed("NSInvalidArgumentException \"Application tried to present modally a view controller <RCTModalHostViewController: 0x…> that is already being presented by <UIViewController: 0x…>.\" when a controller is presented again while its presentation runs (facebook/react-native#38491; capacitor-community/privacy-screen#83)."),
                     .observed("\"Application tried to present modal view controller on itself. Presenting controller is <ALStoreKitProductViewController: 0x…>.\" as an ad SDK's App Store sheet was dismissed (AppLovin/AppLovin-MAX-Unity-Plugin#75)."),
                     .observed("\"Application tried to present a nil modal view controller on target <UITabBarController: 0x…>.\" when the controller to present, held weakly, was released before the presentation (adamdebono/ADFlipTransition#15); \"Keyboard cannot present view controllers (attempted to present <UIAlertController: 0x…>)\" when a presentation was asked of the top-most controller found through the windows while a keyboard was up, iPadOS 13.4 (mshrwtnb/ALRT#17: the alert never showed)."),
                     .observed("\"Presenting view controllers on detached view controllers is discouraged <…>\" and iOS 13's \"Presenting view controller <…> from detached view controller <…> is not supported, and may result in incorrect safe area insets and a corrupt root presentation. Make sure <…> is in the view controller hierarchy before presenting from it. Will become a hard exception in a future release.\" when a presentation starts from a controller whose view is not in a window (a tab's sheet from a tab view that is not on screen: lodev09/react-native-true-sheet#183; a controller found outside the hierarchy: software-mansion/react-native-screens#1284)."),
                     .observed("UIKit's assertion \"Attempting to begin a modal transition from <…> to <…> while a transition is already in progress. Wait for viewDidAppear/viewDidDisappear to know the current transition has completed\" (UIWindowController.m, iOS 5–7), and iOS 13+'s \"[Assert] Trying to dismiss the presentation controller while transitioning already. (<_UIOverCurrentContextPresentationController: 0x…>)\" printed after \"Attempt to dismiss from view controller … while a presentation or dismiss is in progress!\" (a console log of the taz neo app, 2020); iOS 8's \"transitionViewForCurrentTransition is not set, presentation controller was dismissed during the presentation? (<_UIFullscreenPresentationController: 0x…>)\" (card-io/card.io-iOS-SDK#74; paypal/PayPal-iOS-SDK#232, after \"Trying to dismiss the presentation controller while transitioning already\")."),
                     .observed("The modal-transition assertion in crash reports and consoles of iOS 5 and 6 apps that presented during a running transition (bitstadium/HockeySDK-iOS#72, urbanairship/ios-library#29, ShareKit/ShareKit#539, VKCOM/vk-ios-sdk#139), its second sentence quoted alone in source comments; iOS 5's \"attempt to dismiss modal view controller whose view does not currently appear. self = <UINavigationController: 0x…> modalViewController = <TWTweetComposeViewController: 0x…>\" before that assertion (ShareKit/ShareKit#116)."),
                 ]),
            Rule("WARN-4", "A navigation controller starts a push or pop only once its running transition finished: UIKit reports \"nested push animation can result in corrupted navigation bar\" (or pop), \"Finishing up a navigation transition in an unexpected state\", or refuses the push or pop (\"pushViewController:animated: called on <…> while an existing transition or presentation is occurring; the navigation stack will not be updated\"); on iOS 7 the nested push can end in the exception \"Can't add self as subview\".",
                 fix: "push or pop once the previous transition finished (from viewDidAppear(_:) or the transition coordinator's completion, not from viewDidLoad or viewWillAppear(_:)); trigger a segue once (not from a cell and from code too); ignore taps while a transition runs.",
                 sources: [
                     .observed("UIKit console messages \"nested push animation can result in corrupted navigation bar\" and \"Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted.\" on a push from the root's viewDidLoad, iOS 7.1.2, later crashing with \"Can't add self as subview\" (Madordie/KTJPushQueueForNavigation); rapid taps during a push (wikimedia/wikipedia-ios CenterNavController.m, 2013, which disables interaction during transitions to prevent it and \"unbalanced calls to begin/end appearance transitions\"); a segue drawn from a table cell and also performed in code, so it fires twice (Microsoft's Azure Mobile Apps iOS tutorial)."),
                     .observed("UIKit console message \"popViewControllerAnimated: called on <SlideNavigationController 0x…> while an existing transition or presentation is occurring; the navigation stack will not be updated.\" on a pop asked for while a UIAlertController is being presented; the controller is popped later, when the alert is dismissed (aryaxt/iOS-Slide-Menu#161)."),
                     .observed("NSInvalidArgumentException \"Can't add self as subview\" from a push and a pop fired in quick succession, its stack -[UINavigationController _startDeferredTransitionIfNeeded:] → _UINavigationParallaxTransition animateTransition: → -[UIView _addSubview:…] (a Chinese Markdown note, \"多次Push Pop导致的Can't add self as subview问题\"; an Octopress post of 2014 on iOS 7 crash reports: it crashes while the navigation controller animates the switch between its controllers)."),
                 ]),
            Rule("WARN-5", "A child's view sits in its parent's views: a controller's view joins another controller's views only once that controller added it as a child (addChild), and leaves them when it is removed; otherwise UIKit raises UIViewControllerHierarchyInconsistency (\"child view controller:<…> should have parent view controller:<…> but requested parent is:<…>\", or \"… but actual parent is:<…>\"). So a window's root controller's view joins the views by its window: from iOS 13 UIKit reports \"[Window] Manually adding the rootViewController's view to the view hierarchy is no longer supported\" when the app adds it.",
                 fix: "call addChild(_:) before adding the child's view to your views, and remove its view (removeFromSuperview) when you remove the child (willMove(toParent: nil), removeFromParent()); don't add a controller's view to another controller's views without making it a child, and don't hand a container's child to a text field as its inputView; set a window's rootViewController and let the window add its view (don't add the root controller's view to the window or to any view yourself).",
                 sources: [
                     .documented("Apple, UIViewController.addChild(_:): \"If the new child view controller is already the child of a container view controller, it is removed from that container before being added\": adding a child to another parent is legal; the exception comes from where its view is. The View Controller Programming Guide's container adds the child, then its view, then calls didMove(toParent:), and removes them in the reverse order."),
                     .observed("UIViewControllerHierarchyInconsistency \"child view controller:<MainSettingsViewController: 0x…> should have parent view controller:<FRLayerController: 0x…> but requested parent is:<FRLayerController: 0x…>\" when switching controllers quickly (weissi/FRLayeredNavigationController#6); \"… but actual parent is:<…>\" with a child's view placed in another controller's views (appunite/CLCascade#7, 100grams/HGPageScrollView#5, sx1989827/LazyPageScrollView#5); a maintainer: addChild comes before adding the child's view, and the child is removed before it is added back (smartnsoft/Extra#7)."),
                     .observed("\"[Window] Manually adding the rootViewController's view to the view hierarchy is no longer supported. Please allow UIWindow to add the rootViewController's view to the view hierarchy itself.\" on iOS 13 from libraries that show their own window (devxoul/Toaster#182, a toast's show(); alexanderjarvis/PXAlertView#62, at the alert window's makeKeyAndVisible, gone once the reporter removed the line that made the alert's controller the window's rootViewController; DevYeom/YYBottomSheet#52; ibireme/YYText#905)."),
                 ]),
            Rule("WARN-6", "A controller's view is not loaded while the controller is deallocating: UIKit reports \"Attempting to load the view of a view controller while it is deallocating is not allowed and may result in undefined behavior (<…>)\".",
                 fix: "don't touch a controller's view (or what loads it: a search controller's searchBar, an alert's view) in deinit or dealloc, nor from code it triggers: check isViewLoaded or use viewIfLoaded there; a controller created and never shown (a UISearchController, a UIAlertController kept for later) can load its view early with loadViewIfNeeded(), or be created only when it is shown.",
                 sources: [
                     .documented("Apple, UIViewController.view: \"If you access this property when its value is nil, the view controller automatically calls the loadView() method\"; viewIfLoaded: \"The view controller's view, or nil if the view isn't yet loaded\"."),
                     .observed("UIKit console message \"[Warning] Attempting to load the view of a view controller while it is deallocating is not allowed and may result in undefined behavior (<UISearchController: 0x…>)\" as a controller owning a search controller is dismissed or popped (hlfcoding/HLFMapViewController#6; almassapargali/LocationPicker#5), for a UIAlertController created and never presented (mapbox/mapbox-gl-native#2475, iOS 9), for SFAuthenticationViewController on a cancelled sign-in (stleamist/BetterSafariView#34, iOS 15.4), and for an authorization controller (box/box-ios-sdk#474)."),
                 ]),
            Rule("WARN-7", "transition(from:to:duration:options:animations:completion:) runs between two children of the controller that calls it: otherwise UIKit raises \"Children view controllers <…> and <…> must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:…]\".",
                 fix: "add the incoming controller as a child (addChild(_:)) of the same container as the outgoing one before calling transition(from:to:…) on that container, and call it on the container, not on a child.",
                 sources: [
                     .documented("Apple, UIViewController.transition(from:to:duration:options:animations:completion:): \"Transitions between two of the view controller's child view controllers\"; UIViewController.h on the same method: \"The receiver of this method is their common parent view controller … This method will fail with an NSInvalidArgumentException if the parent view controllers are not the same as the receiver\"."),
                     .observed("NSInvalidArgumentException \"Children view controllers <UINavigationController: 0x…> and <UINavigationController: 0x…> must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]\" from a custom tab bar controller switching tabs (Awful/Awful.app#213)."),
                 ]),
            Rule("WARN-8", "A navigation controller pushes a controller that is not on its stack yet, never nil and never a navigation controller: otherwise UIKit raises NSInvalidArgumentException (\"Application tried to push a nil view controller on target <…>\" for nil, \"Pushing the same view controller instance more than once is not supported (<…>)\", from iOS 13 \"<…> is pushing the same view controller instance (<…>) more than once which is not supported and is most likely an error in the application\", or \"Pushing a navigation controller is not supported\"); a navigation stack set with setViewControllers(_:animated:) holds each controller once (otherwise NSInternalInconsistencyException \"All view controllers in a navigation controller must be distinct\").",
                 fix: "push a controller you hold (a storyboard's instantiateViewController(withIdentifier:) with the identifier set in the storyboard, not a cast or an optional that came back nil), and each controller once: ignore taps while a push runs (a double tap, two rows opened at once), or check that the navigation controller's viewControllers does not hold it; create a new controller for each push; present a navigation controller modally, or push its root controller, rather than pushing it.",
                 sources: [
                     .documented("Apple, UINavigationController.pushViewController(_:animated:): \"The view controller to push onto the stack. This object cannot be a tab bar controller. If the view controller is already on the navigation stack, this method throws an exception.\" (A navigation controller pushed is refused as observed below; the documentation names the tab bar controller only.)"),
                     .observed("NSInvalidArgumentException \"Pushing the same view controller instance more than once is not supported (<FeedDetailViewController: 0x…>)\" opening two folders at once (samuelclay/NewsBlur#886) and in a crash report from the field (artsy/eigen#2188); \"<UINavigationController: 0x…> is pushing the same view controller instance (<…MarkdownPresentationViewController: 0x…>) more than once which is not supported and is most likely an error in the application\" on several quick taps, iOS 13 (thexande/SwiftAlgorithms#31), retyped without the instance (element-hq/element-ios#3924) or with its names blanked by a crash reporter (react-navigation/react-navigation#10740); \"Pushing a navigation controller is not supported\" (skywinder/ActionSheetPicker-3.0#70; dekatotoro/SlideMenuControllerSwift#315); \"All view controllers in a navigation controller must be distinct ((<UIViewController: 0x…>, <UIViewController: 0x…>))\" for `viewControllers = [vc, vc]` (a crash experiment's comment, PresentVC, 2021)."),
                     .observed("\"Application tried to push a nil view controller on target <ARNavigationController: 0x…>.\" now and then in an app's Xcode log (artsy/eigen#842, 2015); a comment in a sports-news app's source quoting it for a storyboard's controller pushed from a table view made in code, instantiated the wrong way (on <UINavigationController: 0x…>)."),
                 ]),
            Rule("WARN-9", "A popover is anchored before it is presented: an action sheet or an activity sheet on iPad, and any controller presented as a popover, has its popoverPresentationController's sourceView or barButtonItem set; otherwise UIKit raises \"UIPopoverPresentationController (<…>) should have a non-nil sourceView or barButtonItem set before the presentation occurs\" (from iOS 8) or \"Your application has presented a UIAlertController (<…>) of style UIAlertControllerStyleActionSheet … You must provide location information for this popover\" (for another controller, a UIDocumentMenuViewController: \"Your application has presented a UIDocumentMenuViewController (<…>). In its current trait environment, the modalPresentationStyle of a UIDocumentMenuViewController with this style is UIModalPresentationPopover. You must provide location information for this popover …\").",
                 fix: "before presenting an action sheet, a UIActivityViewController or a controller whose modalPresentationStyle is .popover, set its popoverPresentationController's sourceView and sourceRect, or its barButtonItem (sourceItem from iOS 16), or set them in the delegate's prepareForPopoverPresentation(_:).",
                 sources: [
                     .documented("Apple, UIPopoverPresentationController.sourceView: \"Use this property in conjunction with the sourceRect property to specify the anchor location for the popover. Alternatively, you may specify the anchor location for the popover using the barButtonItem property.\""),
                     .observed("NSGenericException \"UIPopoverPresentationController (<_UIAlertControllerActionSheetRegularPresentationController: 0x…>) should have a non-nil sourceView or barButtonItem set before the presentation occurs.\" raised from -[UIPopoverPresentationController presentationTransitionWillBegin] on iPad, iOS 8 (sunlightlabs/congress-ios#425; x2on/FSImageViewer#30; nytimes/NYTPhotoViewer#53; viezel/TiSocial.Framework#153); \"Your application has presented a UIAlertController (<UIAlertController: 0x…>) of style UIAlertControllerStyleActionSheet from UINavigationController (<…>). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide location information for this popover …\" (sberrevoets/SDCAlertView#306; tasanobu/Kamagari#1)."),
                     .observed("NSGenericException \"Your application has presented a UIDocumentMenuViewController (<UIDocumentMenuViewController: 0x…>). In its current trait environment … You must provide location information for this popover …\" on iPad, for a document picker presented without an anchor (react-native-documents/document-picker#11, 2016; hansemannn/titanium-ios-document-picker#3, 2018; SurveyMonkey/surveymonkey-ios-sdk#72, iOS 13)."),
                 ]),
            Rule("WARN-10", "A view is the view of one controller at a time: a controller's view (the one its loadView sets, or its nib's view outlet) is no other controller's view; otherwise UIKit raises UIViewControllerHierarchyInconsistency (\"A view can only be associated with at most one view controller at a time! View <…> is associated with <…>. Clear this association before associating this view with <…>.\").",
                 fix: "give each controller a view of its own: create a new view in loadView (don't assign another controller's view there); in a nib, make the controller the File's Owner and connect its view outlet to a plain view, not to a view controller's view; to show another controller's view, make that controller a child (addChild(_:), add its view, didMove(toParent:)).",
                 sources: [
                     .documented("Apple, UIViewController.view: \"Each view controller is the sole owner of its view object. Don't associate the same view object with multiple view controllers. The only exception is that a container view controller implementation may add another view controller's view object to its own view hierarchy\", after addChild(_:)."),
                     .observed("UIViewControllerHierarchyInconsistency \"A view can only be associated with at most one view controller at a time! View <UIView: 0x…> is associated with <UIViewController: 0x…>. Clear this association before associating this view with <TestViewController: 0x…>.\" at launch, from a xib whose view outlet was a view controller's view (a Chinese blog post, 2015); the same for `view = SecondVC().view` in loadView (a test project's comment, 2020); and for a FlutterView given to a second FlutterViewController (a picture-in-picture plugin's source comment: `Error: Thread 1: \"A view can only be associated …\"`)."),
                 ]),
        ])
}
