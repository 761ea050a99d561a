/// A run replayed step by step: each operation, the callbacks it emitted, and the
/// violations where it ended.
///
/// What the explorer prints for a counterexample.
public struct Counterexample: Sendable {
    /// One operation and what it emitted.
    public struct Step: Sendable {
        /// The operation, as the model describes it.
        public var action: String
        /// The state before it.
        public var before: String
        /// The state after it.
        public var after: String
        /// The callbacks it emitted, numbered in the whole run.
        public var events: [TraceEntry]
    }

    /// The replayed path.
    public var path: ReplayPath
    /// The callbacks that set up the initial state.
    public var setup: [TraceEntry]
    /// The operations.
    public var steps: [Step]
    /// The violations at the end of the run (empty when the path breaks nothing).
    public var violations: [Violation]
    /// The names of the run's subjects.
    public var symbols: SymbolTable
}

/// Why a replay path cannot be replayed.
public struct ReplayError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    public var description: String { message }
}

extension Explorer {
    /// Replays `path` from its initial state, checking every callback with a full monitor
    /// (with history, for messages), and stops at the first violation.
    public func replay(_ path: ReplayPath) throws(ReplayError) -> Counterexample {
        let states = model.initialStates
        guard path.initial < states.count else {
            throw ReplayError(message: "the model has \(states.count) initial state(s); the path starts at \(path.initial)")
        }
        var state = states[path.initial]
        var monitor = Monitor(spec: model.spec, historyDepth: 6, keepingBeginnings: true)
        var position = 0
        var violations: [Violation] = []
        var setup: [TraceEntry] = []
        for event in model.setupEvents(for: state) {
            position += 1
            setup.append(TraceEntry(position: position, event: event))
            violations += monitor.consume(event, at: position)
        }
        var steps: [Counterexample.Step] = []
        var actions: [M.Action] = []
        var events = EventBuffer()
        for (depth, actionIndex) in path.actions.enumerated() where violations.isEmpty {
            actions = model.actions(in: state)
            guard actionIndex < actions.count else {
                throw ReplayError(message: "step \(depth + 1) of the path picks action \(actionIndex), but only \(actions.count) are enabled there")
            }
            let before = model.describe(state)
            let action = model.describe(actions[actionIndex], in: state)
            events.removeAll()
            model.apply(actions[actionIndex], to: &state, emitting: &events)
            var entries: [TraceEntry] = []
            for event in events.elements {
                position += 1
                entries.append(TraceEntry(position: position, event: event))
                violations += monitor.consume(event, at: position)
            }
            if violations.isEmpty, checksQuiescence, model.isIdle(state) { violations += monitor.finish() }
            steps.append(Counterexample.Step(action: action, before: before,
                                             after: model.describe(state), events: entries))
        }
        return Counterexample(path: path, setup: setup, steps: steps, violations: violations, symbols: model.symbols)
    }
}
