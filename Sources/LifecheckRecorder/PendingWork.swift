/// Work that code scheduled for later (an animation's completion, a presentation's, a hop
/// to the main queue), held until the test runs it: time is a step a test takes.
///
/// A main-actor conformance run gives every fresh instance its own `PendingWork` and
/// explores "the next pending completion runs" as an operation beside the harness's own,
/// so a tap while a drawer slides or a pop during a push is explored like any other
/// interleaving. Completions run in the order they fall due: one scheduled `after: 0.3`
/// runs before one scheduled `after: 0.5` earlier; equal delays run in the order they were
/// scheduled. Nothing waits on the clock: ``now`` is virtual and moves only when the test
/// runs a completion.
///
/// ```swift
/// // In an animator the container under test uses:
/// PendingWork.current?.schedule(after: 0.3, "slide completion") { completion(true) }
/// ```
@MainActor
public final class PendingWork {
    /// One piece of pending work.
    private struct Item {
        var label: String
        var due: Double
        var sequence: Int
        var work: @MainActor () -> Void
    }

    /// The pending work of the current task's instance, if one is bound (a conformance run
    /// binds it while it drives a harness; ``bound(_:)`` binds one).
    public nonisolated static var current: PendingWork? { TaskBinding.pendingWork }

    /// The virtual time, in seconds: the due time of the last completion run.
    public private(set) var now: Double = 0
    private var items: [Item] = []
    private var sequence = 0

    /// An empty queue at time zero.
    public init() {}

    /// Runs `body` with this queue bound to the task as ``current``.
    public func bound<T>(_ body: () async throws -> T) async rethrows -> T {
        try await TaskBinding.$pendingWork.withValue(self) { try await body() }
    }

    /// Schedules `work` to run `delay` seconds from ``now`` (0: at the next turn, as
    /// `DispatchQueue.main.async`); `label` is what counterexamples print when it runs.
    public func schedule(after delay: Double = 0, _ label: String, _ work: @escaping @MainActor () -> Void) {
        let item = Item(label: label, due: now + max(0, delay.isFinite ? delay : 0), sequence: sequence, work: work)
        sequence += 1
        let index = items.firstIndex { ($0.due, $0.sequence) > (item.due, item.sequence) } ?? items.count
        items.insert(item, at: index)
    }

    /// Whether nothing is pending.
    public var isEmpty: Bool { items.isEmpty }

    /// The number of pieces of work pending.
    public var count: Int { items.count }

    /// The labels of the pending work, in the order it will run.
    public var pending: [String] { items.map(\.label) }

    /// The pending work's delays from ``now``, in the order it will run.
    public var delays: [Double] { items.map { $0.due - now } }

    /// Runs the work that falls due first, moving ``now`` to its due time; returns its
    /// label, or nil when nothing was pending.
    @discardableResult
    public func runNext() -> String? {
        guard !items.isEmpty else { return nil }
        let item = items.removeFirst()
        now = max(now, item.due)
        item.work()
        return item.label
    }

    /// Runs pending work, including work it schedules, until none is left or `limit`
    /// pieces ran; returns how many ran (`limit` means work kept scheduling more).
    @discardableResult
    public func runAll(limit: Int = 10_000) -> Int {
        var ran = 0
        while ran < limit, runNext() != nil { ran += 1 }
        return ran
    }
}

/// The task-local binding behind ``PendingWork/current`` (a main-actor class can't hold it).
enum TaskBinding {
    @TaskLocal static var pendingWork: PendingWork?
}
