/// What a main-actor conformance run gives each fresh instance: the recorder its
/// controllers record into and the queue of work they schedule for later.
///
/// Both are also bound to the task while Lifecheck drives the instance
/// (`LifecycleRecorder/current`, `PendingWork/current`), so code that reads them there
/// needs no injection.
@MainActor
public final class HarnessContext {
    /// The recorder of this instance: what its controllers record is what the run checks.
    public let recorder: LifecycleRecorder
    /// The work this instance scheduled for later, run one piece at a time by the exploration.
    public let pendingWork: PendingWork

    /// A fresh context: an empty recorder and no pending work.
    public init() {
        recorder = LifecycleRecorder()
        pendingWork = PendingWork()
    }

    /// Runs `body` with this context's recorder and pending work bound to the task.
    public func bound<T>(_ body: () async throws -> T) async rethrows -> T {
        try await LifecycleRecorder.$current.withValue(recorder) {
            try await pendingWork.bound { try await body() }
        }
    }
}
