/// What a command printed and how it ended. Commands return this instead of printing,
/// so tests run them in-process and compare their output.
struct CommandResult: Sendable, Equatable {
    /// Exit status: 0 success (a legal trace), 1 violations found, 2 bad input or usage.
    var status: Int32
    var standardOutput: String
    var standardError: String

    static func success(_ output: String) -> CommandResult { CommandResult(status: 0, standardOutput: output, standardError: "") }
    static func usage(_ message: String, help: String) -> CommandResult {
        CommandResult(status: 2, standardOutput: "", standardError: "\(program): \(message)\n\n\(help)")
    }
}

/// Exit statuses, in one place.
enum ExitStatus {
    static let success: Int32 = 0
    static let violations: Int32 = 1
    static let badInput: Int32 = 2
}
