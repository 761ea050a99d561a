import Foundation
public import UIKitStandIn

/// A side drawer, as side-menu libraries build it: the content fills the screen, and
/// `toggle()` slides a menu in over it or out again, forwarding the menu's appearance by
/// hand around the animation.
///
/// ``Version/buggy`` has a bug such libraries shipped: a second tap while the menu slides
/// starts another transition, and both animations' completions end one, so the menu gets
/// an `endAppearanceTransition()` with none in progress ("Unbalanced calls to begin/end
/// appearance transitions"). ``Version/fixed`` ignores taps while the menu slides.
public final class DrawerController: TrackedViewController {
    /// With or without the bug.
    public enum Version: Sendable { case fixed, buggy }

    /// The menu that slides in.
    public let menu: UIViewController
    /// The content under it.
    public let content: UIViewController
    /// Whether the menu is open (or opening).
    public private(set) var isOpen = false
    /// Whether the menu is sliding.
    public private(set) var isSliding = false
    private let version: Version

    /// A drawer over `content` with `menu`.
    public init(menu: UIViewController, content: UIViewController, version: Version = .fixed) {
        self.menu = menu
        self.content = content
        self.version = version
        super.init()
    }

    public override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    public override func viewDidLoad() {
        super.viewDidLoad()
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
        addChild(menu)
        menu.didMove(toParent: self)
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        content.beginAppearanceTransition(true, animated: animated)
        if isOpen { menu.beginAppearanceTransition(true, animated: animated) }
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        content.endAppearanceTransition()
        if isOpen { menu.endAppearanceTransition() }
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        content.beginAppearanceTransition(false, animated: animated)
        if isOpen { menu.beginAppearanceTransition(false, animated: animated) }
    }

    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        content.endAppearanceTransition()
        if isOpen { menu.endAppearanceTransition() }
    }

    /// Slides the menu in, or out when it is open.
    public func toggle() {
        if version == .fixed, isSliding { return }
        let opening = !isOpen
        isOpen = opening
        isSliding = true
        if opening { view.addSubview(menu.view) }
        menu.beginAppearanceTransition(opening, animated: true)
        UIView.animate(withDuration: 0.3, animations: {
            self.menu.view.frame.origin.x = opening ? 0 : -300
        }, completion: { _ in
            if !opening { self.menu.view.removeFromSuperview() }
            self.menu.endAppearanceTransition()
            self.isSliding = false
        })
    }
}
