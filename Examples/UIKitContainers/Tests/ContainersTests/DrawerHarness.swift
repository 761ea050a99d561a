import Containers
import Lifecheck
import UIKitSpec
import UIKitStandIn

/// The drawer on screen as a window's root; its one operation is a tap on the menu button.
/// Lifecheck adds the pending slide completions as operations of their own.
struct DrawerHarness: MainActorHarness {
    var version: DrawerController.Version = .fixed

    /// What a test holds on to: the window, and the drawer in it.
    @MainActor final class Screen {
        let window = UIWindow()
        let drawer: DrawerController
        init(_ drawer: DrawerController) { self.drawer = drawer }
    }

    enum Operation { case toggle }

    func makeInstance(in context: HarnessContext) async -> Screen {
        let menu = PlainViewController(), content = PlainViewController()
        let drawer = DrawerController(menu: menu, content: content, version: version)
        context.recorder.register(drawer, as: "Drawer")
        context.recorder.register(menu, as: "Menu")
        context.recorder.register(content, as: "Content")
        let screen = Screen(drawer)
        screen.window.rootViewController = drawer
        screen.window.makeKeyAndVisible()
        return screen
    }

    func operations(enabledIn screen: Screen) -> [Operation] { [.toggle] }

    func perform(_ operation: Operation, on screen: Screen) async {
        switch operation {
        case .toggle: screen.drawer.toggle()
        }
    }

    func configuration(of screen: Screen, into hasher: inout StableHasher) {
        hasher.combine(screen.drawer.isOpen ? 1 : 0)
        hasher.combine(screen.drawer.isSliding ? 1 : 0)
    }

    func describe(_ operation: Operation) -> String { "toggle" }

    func describe(_ screen: Screen) -> String {
        (screen.drawer.isOpen ? "open" : "closed") + (screen.drawer.isSliding ? ", sliding" : "")
    }
}
