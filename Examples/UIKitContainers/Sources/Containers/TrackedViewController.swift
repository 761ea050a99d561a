public import LifecheckRecorder
public import UIKitStandIn

/// The app's base view controller: every lifecycle override reports itself to the
/// lifecycle recorder of the test that made it (none in production), as its first line.
///
/// Apps often have such a base class for logging or analytics; one line per override is
/// all Lifecheck needs.
open class TrackedViewController: UIViewController {
    /// The recorder of the test that created this controller, if any.
    public let recorder = LifecycleRecorder.current

    open override func viewDidLoad() {
        recorder?.viewDidLoad(self)
        super.viewDidLoad()
    }

    open override func viewWillAppear(_ animated: Bool) {
        recorder?.viewWillAppear(self, animated: animated)
        super.viewWillAppear(animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        recorder?.viewDidAppear(self, animated: animated)
        super.viewDidAppear(animated)
    }

    open override func viewWillDisappear(_ animated: Bool) {
        recorder?.viewWillDisappear(self, animated: animated)
        super.viewWillDisappear(animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        recorder?.viewDidDisappear(self, animated: animated)
        super.viewDidDisappear(animated)
    }

    open override func willMove(toParent parent: UIViewController?) {
        recorder?.willMove(self, toParent: parent)
        super.willMove(toParent: parent)
    }

    open override func didMove(toParent parent: UIViewController?) {
        recorder?.didMove(self, toParent: parent)
        super.didMove(toParent: parent)
    }

    open override func addChild(_ child: UIViewController) {
        recorder?.addChild(self, child)
        super.addChild(child)
    }

    open override func removeFromParent() {
        recorder?.removeFromParent(self)
        super.removeFromParent()
    }

    open override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        recorder?.beginAppearanceTransition(self, isAppearing, animated: animated)
        super.beginAppearanceTransition(isAppearing, animated: animated)
    }

    open override func endAppearanceTransition() {
        recorder?.endAppearanceTransition(self)
        super.endAppearanceTransition()
    }
}
