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
    /// The first recorded callback that did not fit the spec, with the path that recorded it.
    private(set) var recordingProblem: String?

    init(harness: H, vocabulary: Vocabulary, names: SharedSymbolTable) {
        self.harness = harness
        self.vocabulary = vocabulary
        self.names = names
    }

    /// Replays `path` on a fresh instance. An index past the harness's operations runs the
    /// next pending completion.
    func step(along path: [UInt16]) async -> Step {
        let context = HarnessContext()
        return await context.bound {
            let instance = await harness.makeInstance(in: context)
            var mark = 0
            for index in path {
                mark = context.recorder.count
                let operations = harness.operations(enabledIn: instance)
                if Int(index) < operations.count {
                    await harness.perform(operations[Int(index)], on: instance)
                } else {
                    context.pendingWork.runNext()
                }
            }
            let events = self.events(context.recorder.callbacks(from: mark), path: path)
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
            description += (description.isEmpty ? "" : ", ") + "pending: " + pending.pending.joined(separator: ", ")
        }
        return MainActorHarnessModel<H>.State(
            path: path, configuration: hasher.finalize(), settled: pending.isEmpty && harness.isSettled(instance),
            operations: operations, description: description.isEmpty ? "settled" : description)
    }
}
