import Lifecheck

/// A custom container that shows one of its pages at a time and forwards appearance to it
/// by hand (`shouldAutomaticallyForwardAppearanceMethods` is false), as UIKit containers
/// such as page controllers do.
///
/// ``Version/buggy`` has the classic bug: its `viewDidAppear` forgets to finish the visible
/// page's appearance transition, so the page never gets `viewDidAppear`.
public final class PagerController: Controller {
    /// With or without the bug.
    public enum Version: Sendable {
        /// `viewDidAppear` forgets `endAppearanceTransition()` on the visible page.
        case buggy
        /// Every transition it begins, it ends.
        case fixed
    }

    /// Its children, one shown at a time.
    public let pages: [Controller]
    /// With or without the bug.
    public let version: Version
    /// The page on screen (or that will be).
    public private(set) var current = 0
    /// Whether the pager itself is on screen.
    public private(set) var isOnScreen = false

    /// A pager named `symbol` showing `pages` (the first at start), loaded and with its
    /// pages added as children.
    public init(_ symbol: Symbol, pages: [Controller], version: Version, log: CallbackLog) {
        self.pages = pages
        self.version = version
        super.init(symbol, log: log)
        viewDidLoad()
        log.record(self, "shouldAutomaticallyForwardAppearanceMethods", [.bool(false)])
        for page in pages {
            log.record(self, "addChild", [.name(page.symbol)])
            page.willMove(toParent: self)
            page.viewDidLoad()
            page.didMove(toParent: self)
        }
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        pages[current].beginAppearanceTransition(true, animated: animated)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        isOnScreen = true
        switch version {
        case .fixed: pages[current].endAppearanceTransition()
        case .buggy: break  // BUG: the page's transition is never finished; it never gets viewDidAppear.
        }
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        pages[current].beginAppearanceTransition(false, animated: animated)
    }

    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        isOnScreen = false
        pages[current].endAppearanceTransition()
    }

    /// Shows page `index`; on screen, the old page disappears as the new one appears.
    public func show(page index: Int, animated: Bool) {
        guard index != current else { return }
        if isOnScreen {
            let old = pages[current], new = pages[index]
            old.beginAppearanceTransition(false, animated: animated)
            new.beginAppearanceTransition(true, animated: animated)
            old.endAppearanceTransition()
            new.endAppearanceTransition()
        }
        current = index
    }
}
