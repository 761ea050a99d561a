public import Containers
public import Lifecheck
import UIKitSpec
public import UIKitStandIn

/// The drawer on screen as a window's root; its one operation is a tap on the menu button.
/// Lifecheck adds the pending slide completions as operations of their own.
public struct DrawerHarness: MainActorHarness {
    public var version: DrawerController.Version

    /// A harness of the container with or without its bug.
    public init(version: DrawerController.Version = .fixed) { self.version = version }

    /// What a test holds on to: the window, and the drawer in it.
    @MainActor public final class Screen {
        public let window = UIWindow()
        public let drawer: DrawerController
        init(_ drawer: DrawerController) { self.drawer = drawer }
    }

    public enum Operation { case toggle }

    public func makeInstance(in context: HarnessContext) async -> Screen {
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

    public func operations(enabledIn screen: Screen) -> [Operation] { [.toggle] }

    public func perform(_ operation: Operation, on screen: Screen) async {
        switch operation {
        case .toggle: screen.drawer.toggle()
        }
    }

    public func configuration(of screen: Screen, into hasher: inout StableHasher) {
        hasher.combine(screen.drawer.isOpen ? 1 : 0)
        hasher.combine(screen.drawer.isSliding ? 1 : 0)
    }

    public func describe(_ operation: Operation) -> String { "toggle" }

    public func describe(_ screen: Screen) -> String {
        (screen.drawer.isOpen ? "open" : "closed") + (screen.drawer.isSliding ? ", sliding" : "")
    }
}
