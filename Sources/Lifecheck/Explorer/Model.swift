/// A system the explorer can drive: states, the operations enabled in each, and the
/// lifecycle callbacks each operation emits.
///
/// A model is a value; its states are values. The explorer starts from every initial
/// state, applies every enabled action in order, checks the emitted callbacks with the
/// monitor, and remembers states it has seen by their fingerprint (model state and monitor
/// state together). Actions are identified by their position in `actions(in:)`, so that
/// order must be deterministic: it is what a replay path such as `0/1/3` indexes.
public protocol Model: Sendable {
    /// One state of the system.
    associatedtype State: Sendable
    /// One operation.
    associatedtype Action: Sendable

    /// The spec the callbacks are checked against.
    var spec: CompiledSpec { get }
    /// The names of the subjects the model's events use.
    var symbols: SymbolTable { get }
    /// The states exploration starts from.
    var initialStates: [State] { get }

    /// The callbacks that bring the monitor to `state` before exploration starts (views
    /// loaded, the root on screen); checked like any others.
    func setupEvents(for state: State) -> [Event]

    /// Appends the actions enabled in `state`, in a fixed order, to `actions` (empty when
    /// called).
    func actions(in state: State, into actions: inout AppendBuffer<Action>)

    /// Applies `action` to `state`, appending the callbacks it emits, in order, to `events`
    /// (empty when called).
    func apply(_ action: Action, to state: inout State, emitting events: inout EventBuffer)

    /// Whether no transition is in progress in `state`: the spec's end-of-trace
    /// obligations must hold there (nothing appearing, no containment pair open…).
    func isIdle(_ state: State) -> Bool

    /// Feeds `state` to a stable hasher: equal states must feed equal words.
    func fingerprint(_ state: State, into hasher: inout StableHasher)

    /// The action as people read it: `push(3)`.
    func describe(_ action: Action) -> String

    /// The action as people read it, where it depends on the state it is taken in.
    func describe(_ action: Action, in state: State) -> String

    /// The state as people read it: `stack [0, 3]`.
    func describe(_ state: State) -> String

    /// The kinds of operation the model has (`push`, `pop`…), in a fixed order: what a
    /// property run reports as never enabled or never chosen, and what it varies runs by.
    ///
    /// Empty by default: kinds are then learned from the actions chosen, and a kind whose
    /// precondition never holds goes unnoticed. Declare them so that it is reported.
    var operationKinds: [String] { get }

    /// The kind of `action`, one of ``operationKinds`` when those are declared.
    ///
    /// By default, the action's description up to its first parenthesis or space
    /// (`push(3)` → `push`).
    func operationKind(of action: Action) -> String
}

extension Model {
    /// The actions enabled in `state`, in order, as an array (for callers off the explorer's hot path).
    public func actions(in state: State) -> [Action] {
        var buffer = AppendBuffer<Action>()
        actions(in: state, into: &buffer)
        return buffer.elements
    }

    public func setupEvents(for state: State) -> [Event] { [] }
    public func isIdle(_ state: State) -> Bool { true }
    public func describe(_ state: State) -> String { "\(state)" }
    public func describe(_ action: Action, in state: State) -> String { describe(action) }
    public var operationKinds: [String] { [] }
    public func operationKind(of action: Action) -> String {
        String(describe(action).prefix { $0 != "(" && $0 != " " })
    }
}
