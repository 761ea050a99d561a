import Foundation

/// Runs the synchronous explorer and property runner against main-actor code: they run on
/// a thread of their own, and each step they take hops to the main actor and waits there.
///
/// The caller awaits on the main actor, which is then free to run the hops: no step runs
/// off the main actor, and no thread but the explorer's waits.
enum MainActorBridge {
    /// Runs `body` on a new thread and resumes with its result.
    static func runOnThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            let thread = Thread {
                continuation.resume(returning: body())
            }
            thread.stackSize = 16 << 20
            thread.start()
        }
    }

    /// Runs `body` on the main actor and waits for it. Only ever called from the thread
    /// ``runOnThread(_:)`` started: waiting on the main thread would wait forever.
    static func onMainActor<T: Sendable>(_ body: @escaping @MainActor @Sendable () async -> T) -> T {
        precondition(!Thread.isMainThread, "a main-actor hop waited on the main thread")
        let result = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Task { @MainActor in
            result.value = await body()
            done.signal()
        }
        done.wait()
        return result.value!
    }
}

/// A value handed from the main actor to the waiting thread.
private final class ResultBox<T>: @unchecked Sendable {
    // Safety: written once by the main-actor task before it signals the semaphore, read
    // once by the waiting thread after the semaphore: the semaphore orders the two.
    var value: T?
}

/// A symbol table that the main actor interns into while the explorer's thread reads it.
final class SharedSymbolTable: @unchecked Sendable {
    // Safety: `table` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var table = SymbolTable()

    /// Runs `body` with the table, under the lock.
    func withLock<T>(_ body: (inout SymbolTable) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&table)
    }

    /// A copy of the table as it is now.
    var snapshot: SymbolTable { withLock { $0 } }
}
