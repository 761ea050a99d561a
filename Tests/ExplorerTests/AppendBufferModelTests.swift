import Lifecheck
import Testing
import UIKitModels

/// NavStack written as a model ported from `inout [T]` might be: it empties the buffers
/// before appending and reads back what it appended. The explorer keeps earlier calls'
/// elements in its buffers, out of the model's sight; this model must see empty buffers.
struct ClearingNavStack: Model {
    let base = NavStack(controllers: 4, depth: 4)
    var spec: CompiledSpec { base.spec }
    var symbols: SymbolTable { base.symbols }
    var initialStates: [NavStack.State] { base.initialStates }
    func setupEvents(for state: NavStack.State) -> [Event] { base.setupEvents(for: state) }
    func actions(in state: NavStack.State, into actions: inout AppendBuffer<NavStack.Action>) {
        precondition(actions.isEmpty, "a model sees an empty actions buffer")
        actions.removeAll()
        base.actions(in: state, into: &actions)
    }
    func apply(_ action: NavStack.Action, to state: inout NavStack.State, emitting events: inout EventBuffer) {
        precondition(events.isEmpty && events.last == nil, "a model sees an empty events buffer")
        events.removeAll()
        base.apply(action, to: &state, emitting: &events)
    }
    func isIdle(_ state: NavStack.State) -> Bool { base.isIdle(state) }
    func fingerprint(_ state: NavStack.State, into hasher: inout StableHasher) { base.fingerprint(state, into: &hasher) }
    func describe(_ action: NavStack.Action) -> String { base.describe(action) }
}

@Suite("Models and their buffers")
struct AppendBufferModelTests {
    @Test("A model that empties its buffers finds every state, on one thread and on three", arguments: [1, 3])
    func clearingModel(threads: Int) {
        var explorer = Explorer(model: ClearingNavStack())
        explorer.threads = threads
        let report = explorer.run()
        #expect(report.outcome == .complete)
        #expect(report.states == NavStack.expectedStates(controllers: 4, depth: 4))
    }
}
