public import Foundation

/// One typed method per callback of the UIKit spec's vocabulary, named and labelled as
/// UIKit names it: call it as the first line of the override, before `super`.
///
/// ```swift
/// override func viewWillAppear(_ animated: Bool) {
///     recorder.viewWillAppear(self, animated: animated)
///     super.viewWillAppear(animated)
/// }
/// override func didMove(toParent parent: UIViewController?) {
///     recorder.didMove(self, toParent: parent)
///     super.didMove(toParent: parent)
/// }
/// ```
///
/// A test holds these methods to the UIKit spec's vocabulary, so the two cannot drift apart.
extension LifecycleRecorder {
    // MARK: Creation and view loading

    /// `init`: the controller was instantiated (from a storyboard, a nib or code).
    public func initialized(_ controller: AnyObject, storyboard: String? = nil, identifier: String? = nil) {
        var arguments: [(String, RecordedValue)] = []
        if let storyboard { arguments.append(("storyboard", .word(storyboard))) }
        if let identifier { arguments.append(("identifier", .word(identifier))) }
        record(controller, "init", list: arguments)
    }

    /// `loadView()`.
    public func loadView(_ controller: AnyObject) { record(controller, "loadView") }

    /// `viewDidLoad()`.
    public func viewDidLoad(_ controller: AnyObject) { record(controller, "viewDidLoad") }

    /// `viewDidUnload()`: iOS 3–5 released a hidden view under memory pressure (for replaying old logs).
    public func viewDidUnload(_ controller: AnyObject) { record(controller, "viewDidUnload") }

    // MARK: Appearance

    /// `viewWillAppear(_:)`.
    public func viewWillAppear(_ controller: AnyObject, animated: Bool) {
        record(controller, "viewWillAppear", ["animated": .bool(animated)])
    }

    /// `viewIsAppearing(_:)`.
    public func viewIsAppearing(_ controller: AnyObject, animated: Bool) {
        record(controller, "viewIsAppearing", ["animated": .bool(animated)])
    }

    /// `viewDidAppear(_:)`.
    public func viewDidAppear(_ controller: AnyObject, animated: Bool) {
        record(controller, "viewDidAppear", ["animated": .bool(animated)])
    }

    /// `viewWillDisappear(_:)`.
    public func viewWillDisappear(_ controller: AnyObject, animated: Bool) {
        record(controller, "viewWillDisappear", ["animated": .bool(animated)])
    }

    /// `viewDidDisappear(_:)`.
    public func viewDidDisappear(_ controller: AnyObject, animated: Bool) {
        record(controller, "viewDidDisappear", ["animated": .bool(animated)])
    }

    // MARK: Layout, size change, rotation

    /// `viewWillLayoutSubviews()`.
    public func viewWillLayoutSubviews(_ controller: AnyObject) { record(controller, "viewWillLayoutSubviews") }

    /// `viewDidLayoutSubviews()`.
    public func viewDidLayoutSubviews(_ controller: AnyObject) { record(controller, "viewDidLayoutSubviews") }

    /// `viewWillTransition(to:with:)`.
    public func viewWillTransition(_ controller: AnyObject, to size: CGSize) {
        record(controller, "viewWillTransition", ["size": .size(width: Double(size.width), height: Double(size.height))])
    }

    /// `willRotate(to:duration:)` (before iOS 8).
    public func willRotate(_ controller: AnyObject, to orientation: InterfaceOrientation) {
        record(controller, "willRotate", ["to": .word(orientation.rawValue)])
    }

    /// `willAnimateRotation(to:duration:)` (before iOS 8).
    public func willAnimateRotation(_ controller: AnyObject, to orientation: InterfaceOrientation) {
        record(controller, "willAnimateRotation", ["to": .word(orientation.rawValue)])
    }

    /// `didRotate(from:)` (before iOS 8).
    public func didRotate(_ controller: AnyObject, from orientation: InterfaceOrientation) {
        record(controller, "didRotate", ["from": .word(orientation.rawValue)])
    }

    // MARK: Containment and appearance forwarding

    /// `addChild(_:)`, recorded on the parent.
    public func addChild(_ parent: AnyObject, _ child: AnyObject) {
        record(parent, "addChild", ["child": .controller(child)])
    }

    /// `willMove(toParent:)`.
    public func willMove(_ controller: AnyObject, toParent parent: AnyObject?) {
        record(controller, "willMove", ["parent": .controller(parent)])
    }

    /// `didMove(toParent:)`.
    public func didMove(_ controller: AnyObject, toParent parent: AnyObject?) {
        record(controller, "didMove", ["parent": .controller(parent)])
    }

    /// `removeFromParent()`.
    public func removeFromParent(_ controller: AnyObject) { record(controller, "removeFromParent") }

    /// `shouldAutomaticallyForwardAppearanceMethods`, and what it returned.
    public func shouldAutomaticallyForwardAppearanceMethods(_ controller: AnyObject, returned: Bool) {
        record(controller, "shouldAutomaticallyForwardAppearanceMethods", ["returned": .bool(returned)])
    }

    /// `beginAppearanceTransition(_:animated:)`, recorded on the child it is called on.
    public func beginAppearanceTransition(_ controller: AnyObject, _ isAppearing: Bool, animated: Bool) {
        record(controller, "beginAppearanceTransition", ["appearing": .bool(isAppearing), "animated": .bool(animated)])
    }

    /// `endAppearanceTransition()`, recorded on the child it is called on.
    public func endAppearanceTransition(_ controller: AnyObject) { record(controller, "endAppearanceTransition") }

    // MARK: Segues

    /// `shouldPerformSegue(withIdentifier:sender:)`, and what it returned.
    public func shouldPerformSegue(_ controller: AnyObject, withIdentifier identifier: String, returned: Bool) {
        record(controller, "shouldPerformSegue", ["identifier": .word(identifier), "returned": .bool(returned)])
    }

    /// `performSegue(withIdentifier:sender:)`, the programmatic trigger.
    public func performSegue(_ controller: AnyObject, withIdentifier identifier: String) {
        record(controller, "performSegue", ["identifier": .word(identifier)])
    }

    /// `prepare(for:sender:)`: the segue's identifier and destination.
    public func prepare(_ controller: AnyObject, forSegue identifier: String?, destination: AnyObject) {
        var arguments: [(String, RecordedValue)] = []
        if let identifier { arguments.append(("identifier", .word(identifier))) }
        arguments.append(("destination", .controller(destination)))
        record(controller, "prepare", list: arguments)
    }

    /// The segue object's `perform()`, recorded on its source.
    public func perform(_ source: AnyObject, segue identifier: String?, destination: AnyObject, kind: SegueKind? = nil) {
        var arguments: [(String, RecordedValue)] = []
        if let identifier { arguments.append(("identifier", .word(identifier))) }
        arguments.append(("destination", .controller(destination)))
        if let kind { arguments.append(("kind", .word(kind.rawValue))) }
        record(source, "perform", list: arguments)
    }

    /// An unwind segue, recorded on its source.
    public func unwind(_ source: AnyObject, segue identifier: String?, destination: AnyObject) {
        var arguments: [(String, RecordedValue)] = []
        if let identifier { arguments.append(("identifier", .word(identifier))) }
        arguments.append(("destination", .controller(destination)))
        record(source, "unwind", list: arguments)
    }

    // MARK: Presentation

    /// `present(_:animated:completion:)`, recorded on the presenter.
    public func present(_ presenter: AnyObject, _ presented: AnyObject, style: PresentationStyle, animated: Bool) {
        record(presenter, "present", ["presented": .controller(presented), "style": .word(style.rawValue), "animated": .bool(animated)])
    }

    /// `dismiss(animated:completion:)`, on the presenter or on the presented controller.
    public func dismiss(_ controller: AnyObject, animated: Bool) {
        record(controller, "dismiss", ["animated": .bool(animated)])
    }

    // MARK: Launch

    /// `application(_:willFinishLaunchingWithOptions:)`, recorded on the app delegate.
    public func willFinishLaunching(_ application: AnyObject) { record(application, "willFinishLaunching") }

    /// `application(_:didFinishLaunchingWithOptions:)`, recorded on the app delegate.
    public func didFinishLaunching(_ application: AnyObject) { record(application, "didFinishLaunching") }

    /// `applicationWillEnterForeground(_:)`, recorded on the app delegate (as are the app's other state callbacks).
    public func applicationWillEnterForeground(_ application: AnyObject) { record(application, "applicationWillEnterForeground") }

    /// `applicationDidBecomeActive(_:)`.
    public func applicationDidBecomeActive(_ application: AnyObject) { record(application, "applicationDidBecomeActive") }

    /// `applicationWillResignActive(_:)`.
    public func applicationWillResignActive(_ application: AnyObject) { record(application, "applicationWillResignActive") }

    /// `applicationDidEnterBackground(_:)`.
    public func applicationDidEnterBackground(_ application: AnyObject) { record(application, "applicationDidEnterBackground") }

    /// `applicationWillTerminate(_:)`.
    public func applicationWillTerminate(_ application: AnyObject) { record(application, "applicationWillTerminate") }

    /// `UIStoryboard.instantiateInitialViewController()`, recorded on the storyboard.
    public func instantiateInitialViewController(_ storyboard: AnyObject, controller: AnyObject) {
        record(storyboard, "instantiateInitialViewController", ["controller": .controller(controller)])
    }

    /// `UIStoryboard.instantiateViewController(withIdentifier:)`, recorded on the storyboard.
    public func instantiateViewController(_ storyboard: AnyObject, withIdentifier identifier: String, controller: AnyObject) {
        record(storyboard, "instantiateViewController", ["identifier": .word(identifier), "controller": .controller(controller)])
    }

    /// `UIWindow.rootViewController` was set, recorded on the window.
    public func rootViewController(_ window: AnyObject, _ controller: AnyObject?) {
        record(window, "rootViewController", ["controller": .controller(controller)])
    }

    /// `UIWindow.makeKeyAndVisible()`, recorded on the window.
    public func makeKeyAndVisible(_ window: AnyObject) { record(window, "makeKeyAndVisible") }

    // MARK: Traits

    /// `willTransition(to:with:)` for a trait-collection change.
    public func willTransitionTraits(_ controller: AnyObject) { record(controller, "willTransition") }

    /// `traitCollectionDidChange(_:)`.
    public func traitCollectionDidChange(_ controller: AnyObject) { record(controller, "traitCollectionDidChange") }

    /// `registerForTraitChanges(_:handler:)` or `(_:action:)` (iOS 17+).
    public func registerForTraitChanges(_ controller: AnyObject) { record(controller, "registerForTraitChanges") }

    /// A handler or action registered with `registerForTraitChanges` ran.
    public func traitChangeHandler(_ controller: AnyObject) { record(controller, "traitChangeHandler") }

    // MARK: Memory warnings

    /// `didReceiveMemoryWarning()`.
    public func didReceiveMemoryWarning(_ controller: AnyObject) { record(controller, "didReceiveMemoryWarning") }

    /// `applicationDidReceiveMemoryWarning(_:)`, recorded on the app delegate.
    public func applicationDidReceiveMemoryWarning(_ application: AnyObject) { record(application, "applicationDidReceiveMemoryWarning") }

    // MARK: Sheets

    /// `presentationControllerShouldDismiss(_:)`, and what it returned; recorded on the delegate.
    public func presentationControllerShouldDismiss(_ delegate: AnyObject, presented: AnyObject, returned: Bool) {
        record(delegate, "presentationControllerShouldDismiss", ["presented": .controller(presented), "returned": .bool(returned)])
    }

    /// `presentationControllerWillDismiss(_:)`: the user began to swipe the sheet away.
    public func presentationControllerWillDismiss(_ delegate: AnyObject, presented: AnyObject) {
        record(delegate, "presentationControllerWillDismiss", ["presented": .controller(presented)])
    }

    /// `presentationControllerDidDismiss(_:)`: the sheet was swiped away.
    public func presentationControllerDidDismiss(_ delegate: AnyObject, presented: AnyObject) {
        record(delegate, "presentationControllerDidDismiss", ["presented": .controller(presented)])
    }

    /// `presentationControllerDidAttemptToDismiss(_:)`: a swipe refused (`isModalInPresentation`).
    public func presentationControllerDidAttemptToDismiss(_ delegate: AnyObject, presented: AnyObject) {
        record(delegate, "presentationControllerDidAttemptToDismiss", ["presented": .controller(presented)])
    }

    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`.
    public func selectedDetentDidChange(_ delegate: AnyObject, presented: AnyObject, detent: String? = nil) {
        var arguments: [(String, RecordedValue)] = [("presented", .controller(presented))]
        if let detent { arguments.append(("detent", .word(detent))) }
        record(delegate, "selectedDetentDidChange", list: arguments)
    }

    // MARK: Scenes

    /// `application(_:configurationForConnecting:options:)`, recorded on the app delegate.
    public func configurationForConnecting(_ application: AnyObject, scene: AnyObject? = nil) {
        record(application, "configurationForConnecting", list: scene.map { [("scene", .controller($0))] } ?? [])
    }

    /// `scene(_:willConnectTo:options:)`, recorded on the scene (or its delegate).
    public func willConnect(_ scene: AnyObject) { record(scene, "willConnect") }

    /// `sceneWillEnterForeground(_:)`.
    public func sceneWillEnterForeground(_ scene: AnyObject) { record(scene, "sceneWillEnterForeground") }

    /// `sceneDidBecomeActive(_:)`.
    public func sceneDidBecomeActive(_ scene: AnyObject) { record(scene, "sceneDidBecomeActive") }

    /// `sceneWillResignActive(_:)`.
    public func sceneWillResignActive(_ scene: AnyObject) { record(scene, "sceneWillResignActive") }

    /// `sceneDidEnterBackground(_:)`.
    public func sceneDidEnterBackground(_ scene: AnyObject) { record(scene, "sceneDidEnterBackground") }

    /// `sceneDidDisconnect(_:)`.
    public func sceneDidDisconnect(_ scene: AnyObject) { record(scene, "sceneDidDisconnect") }

    /// `UIWindow.windowScene` was set (`UIWindow(windowScene:)` included), recorded on the window.
    public func windowScene(_ window: AnyObject, _ scene: AnyObject?) {
        record(window, "windowScene", ["scene": .controller(scene)])
    }
}

extension LifecycleRecorder {
    /// An interface orientation, as the legacy rotation callbacks name it.
    public enum InterfaceOrientation: String, Sendable, CaseIterable {
        case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
    }

    /// A modal presentation style, as `present` records it.
    public enum PresentationStyle: String, Sendable, CaseIterable {
        case fullScreen, pageSheet, formSheet, automatic, overFullScreen, overCurrentContext, currentContext, popover, custom

        /// The style of UIKit's `UIModalPresentationStyle` raw value
        /// (`PresentationStyle(uiKitRawValue: controller.modalPresentationStyle.rawValue)`),
        /// if the spec knows it.
        public init?(uiKitRawValue: Int) {
            switch uiKitRawValue {
            case 0: self = .fullScreen
            case 1: self = .pageSheet
            case 2: self = .formSheet
            case 3: self = .currentContext
            case 4: self = .custom
            case 5: self = .overFullScreen
            case 6: self = .overCurrentContext
            case 7: self = .popover
            case -2: self = .automatic
            default: return nil
            }
        }
    }

    /// A storyboard segue's kind.
    public enum SegueKind: String, Sendable, CaseIterable {
        case show, showDetail, present, popover, embed, relationship, custom
    }
}
