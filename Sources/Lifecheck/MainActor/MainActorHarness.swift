/// A harness for `@MainActor` controller code whose transitions finish later: the
/// explorer and random runs drive fresh instances on the main actor, and explore each
/// pending completion as an operation of its own.
///
/// Controllers record their callbacks through the instance's ``HarnessContext/recorder``
/// (or `LifecycleRecorder/current`), named as they were registered; work they schedule for
/// later goes to ``HarnessContext/pendingWork`` (or `PendingWork/current`). Lifecheck
/// adds "run the next pending completion" to the operations the harness lists, and counts
/// an instance as settled (where the spec's end-of-trace obligations must hold) only when
/// nothing is pending and ``isSettled(_:)`` says so.
///
/// ```swift
/// struct DrawerHarness: MainActorHarness {
///     enum Operation { case toggle, tapContent }
///     func makeInstance(in context: HarnessContext) async -> DrawerController {
///         let drawer = DrawerController(menu: MenuController(), content: ContentController())
///         context.recorder.register(drawer, as: "Drawer")
///         UIWindow().rootViewController = drawer
///         return drawer
///     }
///     func operations(enabledIn drawer: DrawerController) -> [Operation] { [.toggle, .tapContent] }
///     func perform(_ operation: Operation, on drawer: DrawerController) async { … }
///     func configuration(of drawer: DrawerController, into hasher: inout StableHasher) {
///         hasher.combine(drawer.isOpen ? 1 : 0)
///     }
///     func describe(_ operation: Operation) -> String { "\(operation)" }
/// }
///
/// @Test func drawerConforms() async {
///     await expectConformance(harness: DrawerHarness())
/// }
/// ```
@MainActor
public protocol MainActorHarness {
    /// The implementation under test: a fresh one per replay.
    associatedtype Instance: AnyObject
    /// One operation a test can perform on it.
    associatedtype Operation

    /// The spec the callbacks are checked against (UIKit's, when `UIKitSpec` is imported).
    var spec: CompiledSpec { get }

    /// A fresh instance in its initial configuration; what it records getting there is the
    /// run's setup (views loaded, the root on screen).
    func makeInstance(in context: HarnessContext) async -> Instance
    /// The operations enabled now, in a fixed order (pending completions are added by Lifecheck).
    func operations(enabledIn instance: Instance) -> [Operation]
    /// Performs `operation`; the instance records its callbacks as it goes.
    func perform(_ operation: Operation, on instance: Instance) async
    /// Feeds the instance's abstract configuration to a stable hasher (the pending work is
    /// added by Lifecheck).
    func configuration(of instance: Instance, into hasher: inout StableHasher)
    /// Whether no transition of the instance's own is in progress (an interactive gesture,
    /// say); pending completions count without it.
    ///
    /// True by default.
    func isSettled(_ instance: Instance) -> Bool
    /// The operation as people read it.
    func describe(_ operation: Operation) -> String
    /// The configuration as people read it.
    func describe(_ instance: Instance) -> String
}

extension MainActorHarness {
    public func isSettled(_ instance: Instance) -> Bool { true }
    public func describe(_ instance: Instance) -> String { "" }
}
