/// A mistake in a spec, found when it is compiled: an unknown event, state, rule or
/// parameter, or a shape the engine does not run.
public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The part the mistake is in.
    public var part: String
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(part: String, _ message: String) {
        self.part = part
        self.message = message
    }

    public var description: String { "spec part \(part): \(message)" }
}
