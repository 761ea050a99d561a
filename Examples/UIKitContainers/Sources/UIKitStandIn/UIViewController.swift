public import Foundation

/// Just enough of UIKit's `UIViewController` for the example containers, with UIKit's
/// Swift signatures: a view loaded on first use, the appearance callbacks, containment,
/// manual or automatic appearance forwarding, `transition(from:to:…)`, and presentation.
/// Transitions finish in completions that run later, when the test runs them.
@MainActor
open class UIViewController {
    /// Where the controller is in an appearance transition, as UIKit tracks it.
    enum Appearance { case disappeared, appearing, appeared, disappearing }

    private var loadedView: UIView?
    var appearance = Appearance.disappeared
    /// The parent this controller was added to.
    public private(set) weak var parent: UIViewController?
    /// The children, in the order they were added.
    public private(set) var children: [UIViewController] = []
    /// The controller this one presented, if any.
    public private(set) var presentedViewController: UIViewController?
    /// The controller that presented this one, if any.
    public private(set) weak var presentingViewController: UIViewController?
    /// How `present(_:animated:completion:)` shows this controller.
    public var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// Whether a view-driven appearance is being handled by this container's own transition.
    private var drivesChildAppearance = false

    /// A controller whose view is not loaded yet.
    public init() {}

    /// The view, loaded (`loadView()`, then `viewDidLoad()`) on first use.
    public var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            let view = loadedView ?? UIView()
            view.controller = self
            loadedView = view
            viewDidLoad()
            return view
        }
        set {
            loadedView = newValue
            newValue?.controller = self
        }
    }

    /// Whether the view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view if it is not loaded yet.
    public func loadViewIfNeeded() { _ = view }

    // MARK: Callbacks a subclass overrides

    /// Creates the view.
    open func loadView() { loadedView = UIView() }
    /// The view was loaded.
    open func viewDidLoad() {}
    /// The view is about to be added to a view hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view was added to a view hierarchy.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to be removed from a view hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view was removed from a view hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}
    /// The controller is about to be added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// The controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}
    /// Whether appearance callbacks reach the children without the container's help.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Containment

    /// Adds `child` (calls its `willMove(toParent: self)`; the caller calls `didMove`).
    open func addChild(_ child: UIViewController) {
        child.willMove(toParent: self)
        child.removeFromParentSilently()
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent (calls its `didMove(toParent: nil)`).
    open func removeFromParent() {
        guard parent != nil else { return }
        removeFromParentSilently()
        didMove(toParent: nil)
    }

    private func removeFromParentSilently() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    // MARK: Appearance transitions

    /// Starts this controller's appearance (`viewWillAppear`) or disappearance
    /// (`viewWillDisappear`); a container that forwards by hand calls it on its children.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearance = isAppearing ? .appearing : .disappearing
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        forwardToChildren { $0.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Finishes the transition begun last (`viewDidAppear` or `viewDidDisappear`).
    open func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(false)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(false)
        case .appeared, .disappeared:
            return  // UIKit logs "Unbalanced calls to begin/end appearance transitions".
        }
        forwardToChildren { $0.endAppearanceTransition() }
    }

    private func forwardToChildren(_ body: (UIViewController) -> Void) {
        guard shouldAutomaticallyForwardAppearanceMethods, !drivesChildAppearance else { return }
        for child in children where child.isViewLoaded && child.view.superview != nil { body(child) }
    }

    /// The view entered or left a window: a root or a child of an automatic container that
    /// is not mid-transition appears or disappears at once.
    func viewMovedToWindow(_ inWindow: Bool) {
        if drivesOwnAppearance { return }
        if let parent, !parent.shouldAutomaticallyForwardAppearanceMethods || parent.drivesChildAppearance { return }
        if let parent, parent.appearance == .appearing || parent.appearance == .disappearing { return }
        if inWindow, appearance == .disappeared {
            beginAppearanceTransition(true, animated: false)
            endAppearanceTransition()
        } else if !inWindow, appearance == .appeared {
            beginAppearanceTransition(false, animated: false)
            endAppearanceTransition()
        }
    }

    /// Swaps two children's views in an animation: `toViewController`'s view is added
    /// beside `fromViewController`'s, and removed once the animation completes. With
    /// automatic forwarding, UIKit begins both appearance transitions now and ends them
    /// when the animation completes.
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                         duration: TimeInterval, options: UIView.AnimationOptions = [],
                         animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil) {
        precondition(fromViewController.parent === self && toViewController.parent === self,
                     "Children view controllers must have a common parent view controller when calling transition(from:to:)")
        let automatic = shouldAutomaticallyForwardAppearanceMethods
        drivesChildAppearance = true
        (fromViewController.view.superview ?? view).addSubview(toViewController.view)
        drivesChildAppearance = false
        if automatic {
            fromViewController.beginAppearanceTransition(false, animated: duration > 0)
            toViewController.beginAppearanceTransition(true, animated: duration > 0)
        }
        animations?()
        UIView.later(after: duration, "transition(from:to:) completion") { [self] in
            drivesChildAppearance = true
            fromViewController.view.removeFromSuperview()
            drivesChildAppearance = false
            if automatic {
                toViewController.endAppearanceTransition()
                fromViewController.endAppearanceTransition()
            }
            completion?(true)
        }
    }

    // MARK: Presentation

    /// Presents `viewControllerToPresent` over this controller's window; a full-screen
    /// presentation makes this controller disappear. The transition ends later, then
    /// `completion` runs.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
        guard presentedViewController == nil, let window = view.window else { return }  // UIKit logs a warning.
        let presented = viewControllerToPresent
        let covers = presented.modalPresentationStyle == .fullScreen
        presentedViewController = presented
        presented.presentingViewController = self
        presented.drivesOwnAppearance = true
        window.addSubview(presented.view)
        presented.beginAppearanceTransition(true, animated: flag)
        if covers { beginAppearanceTransition(false, animated: flag) }
        UIView.later(after: flag ? 0.35 : 0, "present completion") { [self] in
            presented.endAppearanceTransition()
            if covers { endAppearanceTransition() }
            presented.drivesOwnAppearance = false
            completion?()
        }
    }

    /// Dismisses the controller this one presented (or, on a presented controller, itself).
    open func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
        guard let presented = presentedViewController ?? (presentingViewController != nil ? self : nil),
              let presenter = presented.presentingViewController else { return }
        let covers = presented.modalPresentationStyle == .fullScreen
        presented.beginAppearanceTransition(false, animated: flag)
        if covers { presenter.beginAppearanceTransition(true, animated: flag) }
        UIView.later(after: flag ? 0.35 : 0, "dismiss completion") {
            presented.drivesOwnAppearance = true
            presented.view.removeFromSuperview()
            presented.drivesOwnAppearance = false
            presented.endAppearanceTransition()
            if covers { presenter.endAppearanceTransition() }
            presenter.presentedViewController = nil
            presented.presentingViewController = nil
            completion?()
        }
    }

    /// Whether a presentation drives this controller's appearance (not its view's window).
    var drivesOwnAppearance = false
}

/// How a presented controller is shown.
public enum UIModalPresentationStyle: Sendable {
    case automatic, fullScreen, pageSheet, formSheet, overFullScreen
}

extension UIView {
    /// Options of an animated transition (accepted, not modelled).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A cross-dissolve.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 1 << 20)
    }
}
