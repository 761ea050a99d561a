import Lifecheck
import UIKitModels

/// NavStack(10, 10) with a probe: the callbacks of the push that makes the stack exactly
/// `target` end with a repeated one, an illegal callback only that one order of arguments
/// shows. `lifecheck-bench properties` measures how often property runs find such orders.
struct OrderedStackProbe: Model {
    let base = NavStack(controllers: 10, depth: 10)
    /// The stack, bottom first, where the probe fires.
    let target: [Int]

    var spec: CompiledSpec { base.spec }
    var symbols: SymbolTable { base.symbols }
    var initialStates: [NavStack.State] { base.initialStates }
    var operationKinds: [String] { base.operationKinds }

    func setupEvents(for state: NavStack.State) -> [Event] { base.setupEvents(for: state) }
    func actions(in state: NavStack.State, into actions: inout AppendBuffer<NavStack.Action>) { base.actions(in: state, into: &actions) }

    func apply(_ action: NavStack.Action, to state: inout NavStack.State, emitting events: inout EventBuffer) {
        base.apply(action, to: &state, emitting: &events)
        if case .push = action, state.controllers == target, let last = events.last { events.append(last) }
    }

    func isIdle(_ state: NavStack.State) -> Bool { base.isIdle(state) }
    func fingerprint(_ state: NavStack.State, into hasher: inout StableHasher) { base.fingerprint(state, into: &hasher) }
    func describe(_ action: NavStack.Action) -> String { base.describe(action) }
    func operationKind(of action: NavStack.Action) -> String { base.operationKind(of: action) }
}
