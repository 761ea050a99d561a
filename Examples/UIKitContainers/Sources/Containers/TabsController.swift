import Foundation
public import UIKitStandIn

/// A custom tab container: one child on screen at a time, switched with a cross-dissolve
/// by `transition(from:to:duration:options:animations:completion:)`, appearance forwarded
/// by UIKit.
///
/// ``Version/buggy`` has a bug custom tab and segmented containers shipped: selecting a tab
/// while the previous switch is still animating starts a second transition from the tab
/// that is still coming in; when the first completes it tells that tab
/// `didMove(toParent: self)` after it was told `willMove(toParent: nil)`. ``Version/fixed``
/// ignores selections until the switch in progress completes.
public final class TabsController: TrackedViewController {
    /// With or without the bug.
    public enum Version: Sendable { case fixed, buggy }

    /// The tabs' controllers.
    public let tabs: [UIViewController]
    /// The tab selected (or being switched to).
    public private(set) var selectedIndex = 0
    /// Whether a switch is animating.
    public private(set) var isSwitching = false
    private let version: Version

    /// A tab container of `tabs`, the first selected.
    public init(tabs: [UIViewController], version: Version = .fixed) {
        precondition(!tabs.isEmpty, "a tab container needs a tab")
        self.tabs = tabs
        self.version = version
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let first = tabs[selectedIndex]
        addChild(first)
        view.addSubview(first.view)
        first.didMove(toParent: self)
    }

    /// Switches to tab `index`.
    public func select(_ index: Int) {
        guard index != selectedIndex, version == .buggy || !isSwitching else { return }
        let old = tabs[selectedIndex], new = tabs[index]
        selectedIndex = index
        isSwitching = true
        old.willMove(toParent: nil)
        addChild(new)
        transition(from: old, to: new, duration: 0.25, options: .transitionCrossDissolve, animations: nil) { _ in
            old.removeFromParent()
            new.didMove(toParent: self)
            self.isSwitching = false
        }
    }
}
