public import Containers
public import Lifecheck
import UIKitSpec
public import UIKitStandIn

/// Three tabs on screen as a window's root; the operations are taps on each other tab.
public struct TabsHarness: MainActorHarness {
    public var version: TabsController.Version

    /// A harness of the container with or without its bug.
    public init(version: TabsController.Version = .fixed) { self.version = version }

    @MainActor public final class Screen {
        public let window = UIWindow()
        public let tabs: TabsController
        init(_ tabs: TabsController) { self.tabs = tabs }
    }

    public func makeInstance(in context: HarnessContext) async -> Screen {
        let pages = (1...3).map { _ in PlainViewController() }
        let tabs = TabsController(tabs: pages, version: version)
        context.recorder.register(tabs, as: "Tabs")
        for (index, page) in pages.enumerated() { context.recorder.register(page, as: "Tab\(index + 1)") }
        let screen = Screen(tabs)
        screen.window.rootViewController = tabs
        return screen
    }

    /// Tapping tab `index` (0-based).
    public func operations(enabledIn screen: Screen) -> [Int] {
        screen.tabs.tabs.indices.filter { $0 != screen.tabs.selectedIndex }
    }

    public func perform(_ index: Int, on screen: Screen) async { screen.tabs.select(index) }

    public func configuration(of screen: Screen, into hasher: inout StableHasher) {
        hasher.combine(screen.tabs.selectedIndex)
        hasher.combine(screen.tabs.isSwitching ? 1 : 0)
        hasher.combine(screen.tabs.children.count)
    }

    public func describe(_ index: Int) -> String { "select(Tab\(index + 1))" }

    public func describe(_ screen: Screen) -> String {
        "Tab\(screen.tabs.selectedIndex + 1)" + (screen.tabs.isSwitching ? ", switching" : "")
    }
}
