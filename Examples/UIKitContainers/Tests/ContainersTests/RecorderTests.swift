import Containers
import Lifecheck
import LifecheckTesting
import Testing
import UIKitSpec
import UIKitStandIn

/// The containers in ordinary tests: each drives a container by hand, runs the animations'
/// completions when it chooses, and checks what was recorded.
@MainActor
@Suite struct ContainerRecordings {
    @Test func drawerOpensAndClosesLegally() async {
        let context = HarnessContext()
        let window = UIWindow()
        await context.bound {
            let drawer = DrawerController(menu: PlainViewController(), content: PlainViewController())
            context.recorder.register(drawer, as: "Drawer")
            context.recorder.register(drawer.menu, as: "Menu")
            context.recorder.register(drawer.content, as: "Content")
            window.rootViewController = drawer
            drawer.toggle()
            #expect(context.pendingWork.pending == ["UIView.animate completion"])
            context.pendingWork.runAll()
            drawer.toggle()
            drawer.toggle()  // ignored: the menu is sliding
            context.pendingWork.runAll()
            #expect(!drawer.isOpen)
        }
        expectLegal(context.recorder)
    }

    @Test func buggyDrawerRecordsAnUnbalancedEnd() async {
        let context = HarnessContext()
        let window = UIWindow()
        await context.bound {
            let drawer = DrawerController(menu: PlainViewController(), content: PlainViewController(), version: .buggy)
            context.recorder.register(drawer, as: "Drawer")
            context.recorder.register(drawer.menu, as: "Menu")
            context.recorder.register(drawer.content, as: "Content")
            window.rootViewController = drawer
            drawer.toggle()
            drawer.toggle()
            context.pendingWork.runAll()
        }
        expectViolations(["FWD-2"], in: context.recorder.trace)
    }

    @Test func tabsSwitchLegally() async {
        let context = HarnessContext()
        let window = UIWindow()
        await context.bound {
            let pages = (1...3).map { _ in PlainViewController() }
            let tabs = TabsController(tabs: pages)
            context.recorder.register(tabs, as: "Tabs")
            for (index, page) in pages.enumerated() { context.recorder.register(page, as: "Tab\(index + 1)") }
            window.rootViewController = tabs
            tabs.select(1)
            tabs.select(2)  // ignored: the switch to Tab2 is animating
            context.pendingWork.runNext()
            tabs.select(2)
            context.pendingWork.runAll()
            #expect(tabs.selectedIndex == 2)
        }
        expectLegal(context.recorder)
    }
}
