/// One callback a ``LifecycleRecorder`` recorded: who, what, and its arguments, as
/// recorded.
///
/// The engine (`Lifecheck`) turns it into an event for the monitor without a text round trip.
public struct RecordedCallback: Hashable, Sendable {
    /// An argument as recorded: its key (`animated`, `parent`) and its value.
    public struct Argument: Hashable, Sendable {
        /// The parameter's name in the trace format.
        public var key: String
        /// The value.
        public var value: Value
    }

    /// A recorded value: a controller is recorded by the name the recorder gave it.
    public enum Value: Hashable, Sendable {
        /// `true` or `false`.
        case bool(Bool)
        /// A controller or another subject, by name.
        case name(String)
        /// `nil` (a controller argument without a controller).
        case `nil`
        /// A size in points.
        case size(width: Double, height: Double)
        /// A word: an enumeration case or an identifier.
        case word(String)
    }

    /// The subject's name (the recorder's name for the controller).
    public var subject: String
    /// The callback's name (`viewWillAppear`).
    public var name: String
    /// The arguments, in the order they were recorded.
    public var arguments: [Argument]

    /// The callback as a line of the plain trace format.
    public var line: String {
        var line = subject + " " + name
        for argument in arguments {
            line += " " + argument.key + "="
            switch argument.value {
            case .bool(let flag): line += flag ? "true" : "false"
            case .name(let name), .word(let name): line += name
            case .nil: line += "nil"
            case .size(let width, let height):
                line += LifecycleRecorder.number(width) + "x" + LifecycleRecorder.number(height)
            }
        }
        return line
    }
}
