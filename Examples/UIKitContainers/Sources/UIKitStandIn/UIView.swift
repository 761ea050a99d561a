public import Foundation
import Lifecheck

/// Just enough of UIKit's `UIView` for the example containers: a view tree, whether it is
/// in a window, and `animate(withDuration:animations:completion:)` whose completion runs
/// later, when the test runs it.
@MainActor
open class UIView {
    /// The view's frame in its superview's coordinates.
    public var frame: CGRect
    /// The view's opacity.
    public var alpha: Double = 1
    /// The view this one is a subview of.
    public private(set) weak var superview: UIView?
    /// The subviews, back to front.
    public private(set) var subviews: [UIView] = []
    /// The controller whose view this is.
    weak var controller: UIViewController?

    /// A view with `frame`.
    public init(frame: CGRect = .zero) { self.frame = frame }

    /// The window the view is in, if any.
    public var window: UIWindow? { (self as? UIWindow) ?? superview?.window }

    /// Adds `view` on top of the subviews; a view entering a window makes its controller
    /// appear, as in UIKit.
    public func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        if window != nil { view.movedToWindow(true) }
    }

    /// Removes the view from its superview; a view leaving a window makes its controller
    /// disappear.
    public func removeFromSuperview() {
        guard let superview else { return }
        let wasInWindow = window != nil
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        if wasInWindow { movedToWindow(false) }
    }

    private func movedToWindow(_ inWindow: Bool) {
        controller?.viewMovedToWindow(inWindow)
        for subview in subviews { subview.movedToWindow(inWindow) }
    }

    /// Runs `animations` now and `completion` when the animation would end: on the current
    /// conformance run's ``PendingWork`` when there is one (a step the test takes), else at once.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        animations()
        later(after: duration, "UIView.animate completion") { completion?(true) }
    }

    /// Runs `work` after `delay` on the current ``PendingWork``, else at once.
    static func later(after delay: TimeInterval, _ label: String, _ work: @escaping @MainActor () -> Void) {
        if let pending = PendingWork.current {
            pending.schedule(after: delay, label, work)
        } else {
            work()
        }
    }
}

/// Just enough of UIKit's `UIWindow`: a root view controller whose view it shows.
@MainActor
public final class UIWindow: UIView {
    /// The root view controller: setting it puts its view in the window (and the old one's out).
    public var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            oldValue?.view.removeFromSuperview()
            if let rootViewController { addSubview(rootViewController.view) }
        }
    }

    /// A window of `frame`.
    public override init(frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)) { super.init(frame: frame) }

    /// Makes the window key and shows it.
    public func makeKeyAndVisible() {}
}
