import Lifecheck

/// A view controller without UIKit: its lifecycle callbacks, each recording itself first
/// (as a UIKit subclass records before calling `super`), and the appearance transitions a
/// container drives by hand.
open class Controller {
    /// Its name in events (the harness's symbol table).
    public let symbol: Symbol
    /// Where it records its callbacks.
    public let log: CallbackLog
    /// The direction of the appearance transition in progress, if any.
    private var isAppearing: Bool?

    /// A controller named `symbol` that records into `log`.
    public init(_ symbol: Symbol, log: CallbackLog) {
        self.symbol = symbol
        self.log = log
    }

    // The callbacks: each records itself, then (in a subclass) does its work, as an
    // override in an app records before calling `super`.

    /// `viewDidLoad()`.
    open func viewDidLoad() { log.record(self, "viewDidLoad") }
    /// `viewWillAppear(_:)`.
    open func viewWillAppear(_ animated: Bool) { log.record(self, "viewWillAppear", [.bool(animated)]) }
    /// `viewDidAppear(_:)`.
    open func viewDidAppear(_ animated: Bool) { log.record(self, "viewDidAppear", [.bool(animated)]) }
    /// `viewWillDisappear(_:)`.
    open func viewWillDisappear(_ animated: Bool) { log.record(self, "viewWillDisappear", [.bool(animated)]) }
    /// `viewDidDisappear(_:)`.
    open func viewDidDisappear(_ animated: Bool) { log.record(self, "viewDidDisappear", [.bool(animated)]) }
    /// `willMove(toParent:)`.
    open func willMove(toParent parent: Controller?) { log.record(self, "willMove", [parent.map { .name($0.symbol) } ?? Value.none]) }
    /// `didMove(toParent:)`.
    open func didMove(toParent parent: Controller?) { log.record(self, "didMove", [parent.map { .name($0.symbol) } ?? Value.none]) }

    /// What a container calls to start this controller's appearance (`viewWillAppear`) or
    /// disappearance (`viewWillDisappear`), as UIKit's `beginAppearanceTransition(_:animated:)`.
    public func beginAppearanceTransition(_ appearing: Bool, animated: Bool) {
        log.record(self, "beginAppearanceTransition", [.bool(appearing), .bool(animated)])
        isAppearing = appearing
        if appearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
    }

    /// What a container calls to finish the transition it began (`viewDidAppear` or `viewDidDisappear`).
    public func endAppearanceTransition() {
        log.record(self, "endAppearanceTransition")
        switch isAppearing {
        case true?: viewDidAppear(false)
        case false?: viewDidDisappear(false)
        case nil: break
        }
        isAppearing = nil
    }
}
