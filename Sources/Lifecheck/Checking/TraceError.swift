/// Input that can't be read as a trace: where it is (file, line, column) and what was
/// expected there.
///
/// The checker prints it and exits 2.
public struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, or `nil` for text given directly (`-` is standard input).
    public var file: String?
    /// The 1-based line, or 0 when the problem is the file itself.
    public var line: Int
    /// The 1-based column (byte offset), or 0.
    public var column: Int
    /// What is wrong and what was expected.
    public var message: String
    /// How the lines of a log that gave no event were read, when asked for
    /// (``CheckOptions/readingLimit``).
    public var readings: [LineReading] = []

    /// Creates an error.
    public init(file: String? = nil, line: Int, column: Int, _ message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: error: message`, as compilers print it.
    public var description: String {
        var location = file ?? "<input>"
        if line > 0 { location += ":\(line)" }
        if column > 0 { location += ":\(column)" }
        return "\(location): error: \(message)"
    }
}
