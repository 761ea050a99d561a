import Lifecheck

/// Where the example's controllers record their callbacks, as events the explorer checks.
///
/// It plays the part of a `LifecycleRecorder` in an app: each callback records itself as
/// its first line, before anything it forwards, so a parent's callback comes before its
/// children's.
public final class CallbackLog {
    private let vocabulary: Vocabulary
    private var events: [Event] = []

    /// A log for callbacks in `spec`'s vocabulary.
    public init(spec: CompiledSpec) { vocabulary = spec.vocabulary }

    /// Records `callback` on `controller`; `arguments` are in the order the spec declares them.
    func record(_ controller: Controller, _ callback: String, _ arguments: [Value?] = []) {
        // The names are the example's own literals, each a callback the spec knows.
        guard let kind = vocabulary.id(named: callback) else { preconditionFailure("'\(callback)' is not in the spec") }
        events.append(Event(controller.symbol, kind, arguments))
    }

    /// The events recorded since the last call, oldest first.
    public func take() -> [Event] {
        defer { events.removeAll() }
        return events
    }
}
