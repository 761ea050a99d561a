/// A ``MainActorHarness`` as a ``Model`` for the explorer and the property runner, which
/// run on a thread of their own (``MainActorBridge``): each transition hops to the main
/// actor and replays its path on a fresh instance there.
///
/// A state is the path of operation indices from a fresh instance, with what the replay
/// learned. The index after the harness's own operations runs the next pending completion.
struct MainActorHarnessModel<H: MainActorHarness>: Model {
    /// A configuration reached by a path of operation indices.
    struct State: Sendable {
        var path: [UInt16]
        var configuration: UInt64
        var settled: Bool
        /// The enabled operations as people read them, the pending completion last.
        var operations: [String]
        var description: String
    }

    let driver: MainActorHarnessDriver<H>
    let spec: CompiledSpec
    let names: SharedSymbolTable

    var symbols: SymbolTable { names.snapshot }

    var initialStates: [State] { [replay([]).state] }

    func setupEvents(for state: State) -> [Event] { replay([]).events }

    func actions(in state: State, into actions: inout AppendBuffer<Int>) {
        actions.append(contentsOf: 0..<state.operations.count)
    }

    func apply(_ action: Int, to state: inout State, emitting events: inout EventBuffer) {
        let step = replay(state.path + [UInt16(action)])
        events.append(contentsOf: step.events)
        state = step.state
    }

    func isIdle(_ state: State) -> Bool { state.settled }

    func fingerprint(_ state: State, into hasher: inout StableHasher) { hasher.combine(state.configuration) }

    func describe(_ action: Int) -> String { "operation \(action)" }

    func describe(_ action: Int, in state: State) -> String {
        action < state.operations.count ? state.operations[action] : "operation \(action)"
    }

    func describe(_ state: State) -> String { state.description }

    func operationKind(of action: Int) -> String { "operation \(action)" }

    private func replay(_ path: [UInt16]) -> MainActorHarnessDriver<H>.Step {
        let driver = driver
        return MainActorBridge.onMainActor { await driver.step(along: path) }
    }
}
