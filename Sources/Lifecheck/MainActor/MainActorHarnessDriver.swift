/// Drives a ``MainActorHarness`` on the main actor: replays a path of operations on a
/// fresh instance and reports what the last step recorded and where it ended.
@MainActor
final class MainActorHarnessDriver<H: MainActorHarness> {
    /// What one replay learned: the state it ended in and the callbacks of its last step
    /// (of the setup, for the empty path).
    struct Step: Sendable {
        var state: MainActorHarnessModel<H>.State
        var events: [Event]
    }

    let harness: H
    let vocabulary: Vocabulary
    let names: SharedSymbolTable
    /// The first recorded callback that did not fit the spec, with the path that recorded it,
    /// or a controller registered under a name, while the harness made an instance, after
    /// it recorded under another.
    private(set) var recordingProblem: String?
    /// Whether any instance of the run ever had work pending or said it was not settled:
    /// once it has, the harness is known to report its transitions.
    private(set) var reportedUnsettled = false

    init(harness: H, vocabulary: Vocabulary, names: SharedSymbolTable) {
        self.harness = harness
        self.vocabulary = vocabulary
        self.names = names
    }

    /// The instance the last step left, with its path: a step that extends that path (as
    /// every step of a random run does) continues it instead of replaying from scratch.
    private var live: (path: [UInt16], instance: H.Instance, context: HarnessContext)?

    /// Replays `path` on a fresh instance, or continues the live one when `path` extends
    /// its path by one operation. An index past the harness's operations runs the next
    /// pending completion.
    func step(along path: [UInt16]) async -> Step {
        if let live, live.path.count + 1 == path.count, path.starts(with: live.path) {
            self.live = nil
            return await advance(live.instance, live.context, along: path, from: live.path.count)
        }
        let context = HarnessContext()
        let instance = await context.bound { await harness.makeInstance(in: context) }
        if recordingProblem == nil, let late = context.recorder.lateRegistrations.first {
            recordingProblem = "A controller was registered as \"\(late.requested)\" after it recorded as \"\(late.keptAs)\", "
                + "the name it keeps: failures name it \"\(late.keptAs)\". Register each controller right after creating it, "
                + "before it records (a container adds its children in viewDidLoad(), not in its initializer)."
        }
        return await advance(instance, context, along: path, from: 0)
    }

    /// Performs the operations of `path` from index `start` on `instance`.
    private func advance(_ instance: H.Instance, _ context: HarnessContext, along path: [UInt16], from start: Int) async -> Step {
        await context.bound {
            var mark = 0  // the setup's callbacks, for the empty path
            for index in path[start...] {
                mark = context.recorder.count
                let operations = harness.operations(enabledIn: instance)
                if Int(index) < operations.count {
                    await harness.perform(operations[Int(index)], on: instance)
                } else {
                    context.pendingWork.runNext()
                }
            }
            let events = self.events(context.recorder.callbacks(from: mark), path: path)
            live = (path, instance, context)
            return Step(state: summary(of: instance, context: context, path: path), events: events)
        }
    }

    /// The recorded callbacks as events; the first that does not fit the spec ends them
    /// (and is remembered, for the report).
    private func events(_ callbacks: [RecordedCallback], path: [UInt16]) -> [Event] {
        names.withLock { table in
            var events: [Event] = []
            events.reserveCapacity(callbacks.count)
            for callback in callbacks {
                do {
                    events.append(try callback.event(vocabulary: vocabulary, symbols: &table))
                } catch {
                    if recordingProblem == nil {
                        let at = path.isEmpty ? "while making an instance" : "on path \(ReplayPath(initial: 0, actions: path.map(Int.init)))"
                        recordingProblem = "A callback recorded \(at) does not fit the spec: \(error) Record the spec's callbacks "
                            + "only (the typed methods, such as recorder.viewWillAppear(self, animated:), cannot be misspelt)."
                    }
                    break
                }
            }
            return events
        }
    }

    private func summary(of instance: H.Instance, context: HarnessContext, path: [UInt16]) -> MainActorHarnessModel<H>.State {
        var hasher = StableHasher()
        harness.configuration(of: instance, into: &hasher)
        let pending = context.pendingWork
        hasher.combine(pending.count)
        for (label, delay) in zip(pending.pending, pending.delays) {
            var label = label
            label.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            hasher.combine(delay.bitPattern)
        }
        var operations = harness.operations(enabledIn: instance).map(harness.describe)
        if let next = pending.pending.first { operations.append("run " + next) }
        var description = harness.describe(instance)
        if !pending.isEmpty {
            description += (description.isEmpty ? "" : ", ") + "pending: " + Self.counted(pending.pending)
        }
        let settled = pending.isEmpty && harness.isSettled(instance)
        if !settled { reportedUnsettled = true }
        return MainActorHarnessModel<H>.State(
            path: path, configuration: hasher.finalize(), settled: settled,
            operations: operations, description: description.isEmpty ? "settled" : description)
    }

    /// Labels in order, a run of equal ones once with its count: `2 × UIView.animate completion`.
    static func counted(_ labels: [String]) -> String {
        var runs: [(label: String, count: Int)] = []
        for label in labels {
            if runs.last?.label == label { runs[runs.count - 1].count += 1 } else { runs.append((label, 1)) }
        }
        return runs.map { $0.count == 1 ? $0.label : "\($0.count) × \($0.label)" }.joined(separator: ", ")
    }
}
