import Foundation

/// Where a long command reports its progress: nowhere (tests, which run commands
/// in-process), or standard error, where a terminal gets one line rewritten in place and
/// anything else (a CI log, a file) gets plain lines.
struct ProgressLine: Sendable {
    enum Destination: Sendable { case none, terminal, lines }

    let destination: Destination

    /// No progress: what tests get.
    static let none = ProgressLine(destination: .none)

    /// Standard error, rewritten in place if it is a terminal, plain lines if not.
    static var standardError: ProgressLine {
        ProgressLine(destination: isatty(STDERR_FILENO) != 0 ? .terminal : .lines)
    }

    /// Shows `text` as the current progress.
    func show(_ text: String) {
        switch destination {
        case .none: return
        case .terminal: write("\r\u{1B}[K" + text)
        case .lines: write(text + "\n")
        }
    }

    /// Clears the progress line before the command prints its result.
    func finish() {
        if destination == .terminal { write("\r\u{1B}[K") }
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
