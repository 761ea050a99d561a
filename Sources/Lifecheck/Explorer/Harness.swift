/// An implementation the explorer drives through a fresh instance: for code that can't be
/// copied (classes, and on a device, real UIKit controllers).
///
/// The explorer never copies an instance. To reach a configuration it replays the
/// shortest path of operations that led there on a fresh instance; states are told apart by
/// the abstract configuration the harness reads (the stack, the presented controller…)
/// together with the monitor's state. Wrap a harness in ``HarnessModel`` to explore it.
public protocol Harness: Sendable {
    /// The implementation under test: a fresh one per replay.
    associatedtype Instance: AnyObject
    /// One operation a test can perform on it.
    associatedtype Operation: Sendable

    /// The spec the callbacks are checked against.
    var spec: CompiledSpec { get }
    /// The names of the subjects the instance's events use.
    var symbols: SymbolTable { get }

    /// A fresh instance, in its initial configuration, and the callbacks it emitted getting there.
    func makeInstance(emitting events: inout [Event]) -> Instance
    /// The operations enabled now, in a fixed order.
    func operations(enabledIn instance: Instance) -> [Operation]
    /// Performs `operation`, appending the callbacks the instance emitted, in order.
    func perform(_ operation: Operation, on instance: Instance, emitting events: inout [Event])
    /// Feeds the instance's abstract configuration to a stable hasher.
    func configuration(of instance: Instance, into hasher: inout StableHasher)
    /// Whether no transition is in progress (the end-of-trace obligations must hold).
    func isIdle(_ instance: Instance) -> Bool
    /// The operation as people read it.
    func describe(_ operation: Operation) -> String
    /// The configuration as people read it.
    func describe(_ instance: Instance) -> String
}

extension Harness {
    public func isIdle(_ instance: Instance) -> Bool { true }
    public func describe(_ instance: Instance) -> String { "\(instance)" }
}

/// A ``Harness`` as a ``Model``: a state is the path of operations from a fresh instance,
/// with what the last replay learned about it (its configuration's fingerprint, whether it
/// is idle, how many operations are enabled there).
///
/// Each transition replays its path on a fresh instance and performs one more operation:
/// O(depth) operations per transition, the price of not copying the implementation.
public struct HarnessModel<H: Harness>: Model {
    /// A configuration reached by a path of operation indices.
    public struct State: Sendable {
        /// The operations from the initial configuration, by their index among those enabled.
        public var path: [UInt16]
        /// The configuration's stable hash (the harness's `configuration(of:into:)`).
        public var configuration: UInt64
        /// Whether the instance was idle there.
        public var idle: Bool
        /// How many operations were enabled there.
        public var enabled: Int
        /// The configuration as the harness describes it.
        public var description: String
        /// The enabled operations as the harness describes them (so describing one needs no replay).
        public var operations: [String]
    }

    /// The harness.
    public let harness: H

    /// A model of `harness`.
    public init(harness: H) { self.harness = harness }

    public var spec: CompiledSpec { harness.spec }
    public var symbols: SymbolTable { harness.symbols }

    public var initialStates: [State] {
        var events: [Event] = []
        let instance = harness.makeInstance(emitting: &events)
        return [summary(of: instance, path: [])]
    }

    public func setupEvents(for state: State) -> [Event] {
        var events: [Event] = []
        _ = harness.makeInstance(emitting: &events)
        return events
    }

    public func actions(in state: State, into actions: inout AppendBuffer<Int>) {
        actions.append(contentsOf: 0..<state.enabled)
    }

    public func apply(_ action: Int, to state: inout State, emitting events: inout EventBuffer) {
        var ignored: [Event] = []
        let instance = replay(state.path, setup: &ignored)
        let operations = harness.operations(enabledIn: instance)
        var emitted: [Event] = []
        harness.perform(operations[action], on: instance, emitting: &emitted)
        events.append(contentsOf: emitted)
        state = summary(of: instance, path: state.path + [UInt16(action)])
    }

    public func isIdle(_ state: State) -> Bool { state.idle }

    public func fingerprint(_ state: State, into hasher: inout StableHasher) {
        hasher.combine(state.configuration)
    }

    public func describe(_ action: Int) -> String { "operation \(action)" }

    public func describe(_ state: State) -> String { state.description }

    /// The operation `action` names in `state`, as the harness describes it.
    public func describe(_ action: Int, in state: State) -> String {
        action < state.operations.count ? state.operations[action] : "operation \(action)"
    }

    /// A fresh instance brought along `path`.
    public func replay(_ path: [UInt16], setup events: inout [Event]) -> H.Instance {
        let instance = harness.makeInstance(emitting: &events)
        var ignored: [Event] = []
        for index in path {
            let operations = harness.operations(enabledIn: instance)
            harness.perform(operations[Int(index)], on: instance, emitting: &ignored)
        }
        return instance
    }

    private func summary(of instance: H.Instance, path: [UInt16]) -> State {
        var hasher = StableHasher()
        harness.configuration(of: instance, into: &hasher)
        let operations = harness.operations(enabledIn: instance)
        return State(path: path, configuration: hasher.finalize(), idle: harness.isIdle(instance),
                     enabled: operations.count, description: harness.describe(instance),
                     operations: operations.map(harness.describe))
    }
}
