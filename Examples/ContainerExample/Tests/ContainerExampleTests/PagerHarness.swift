import ContainerExample
import Lifecheck
import UIKitSpec

/// How the conformance suite drives a `PagerController`: a fresh pager with two pages per
/// run, and the operations a user (or UIKit) can perform on it.
struct PagerHarness: Harness {
    enum Operation: Sendable { case appear, disappear, show(page: Int) }
    var version: PagerController.Version

    var spec: CompiledSpec { UIKitSpec.compiled }
    var symbols: SymbolTable {
        var table = SymbolTable()
        for name in ["Pager", "Page1", "Page2"] { table.intern(name) }
        return table
    }

    func makeInstance(emitting events: inout [Event]) -> PagerController {
        let log = CallbackLog(spec: spec)
        let pages = [Controller(Symbol(1), log: log), Controller(Symbol(2), log: log)]
        let pager = PagerController(Symbol(0), pages: pages, version: version, log: log)
        events += log.take()
        return pager
    }

    func operations(enabledIn pager: PagerController) -> [Operation] {
        [pager.isOnScreen ? .disappear : .appear] + pager.pages.indices.filter { $0 != pager.current }.map { .show(page: $0) }
    }

    func perform(_ operation: Operation, on pager: PagerController, emitting events: inout [Event]) {
        switch operation {
        case .appear:  // UIKit puts the pager on screen
            pager.viewWillAppear(true)
            pager.viewDidAppear(true)
        case .disappear:
            pager.viewWillDisappear(true)
            pager.viewDidDisappear(true)
        case .show(let page):
            pager.show(page: page, animated: true)
        }
        events += pager.log.take()
    }

    func configuration(of pager: PagerController, into hasher: inout StableHasher) {
        hasher.combine(pager.current)
        hasher.combine(pager.isOnScreen ? 1 : 0)
    }

    func describe(_ operation: Operation) -> String {
        switch operation {
        case .appear: "appear"
        case .disappear: "disappear"
        case .show(let page): "show(Page\(page + 1))"
        }
    }

    func describe(_ pager: PagerController) -> String {
        "\(pager.isOnScreen ? "on screen" : "off screen"), Page\(pager.current + 1)"
    }
}
