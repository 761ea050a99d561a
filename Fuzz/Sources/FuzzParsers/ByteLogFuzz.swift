import Foundation
@_spi(Performance) import Lifecheck
import UIKitSpec

/// The byte reader of console lines against the text reading, differentially: on the
/// input as it is, with `NSLog`'s prefix before each line (so that repeated messages
/// meet their memoized events) and with a unified log's columns before each line, both
/// give the same report or the same error, checked in one pass against every callback and
/// as `lifecheck check` runs by default (the check taking the events its first pass kept,
/// against the log read twice as text).
enum ByteLogFuzz {
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        var prefixed = "", unified = ""
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let process = number % 7 == 3 ? 2 : 1
            prefixed += "2024-05-01 10:00:00.\(100_000 + number)+0000 App[\(process):a] " + line + "\n"
            unified += "2024-05-01 10:00:00.\(100_000 + number)+0000 0xa Default 0x0 \(process) 0 App: " + (number % 3 == 1 ? "(UIKitCore) " : "") + line + "\n"
        }
        for (input, format) in [(text, LogFormat.console), (prefixed, .console), (unified, .unifiedLog)] {
            var all = CheckOptions(format: format, dialect: UIKitSpec.dialect)
            all.unfinished = true
            for options in [all, LogFuzz.options(format)] {
                let read = outcome(input, options, bytes: false, once: false)
                check(outcome(input, options, bytes: true, once: true) == read, "the byte reader read a log otherwise than the text reading:\n\(input)")
            }
        }
    }

    /// What checking `text` gives, the byte reader on or off, the kept events checked or
    /// the log read again, in words.
    static func outcome(_ text: String, _ options: CheckOptions, bytes: Bool, once: Bool) -> String {
        var options = options
        options.readsConsoleBytes = bytes
        options.checksKeptEvents = once
        do {
            let report = try TraceChecker(spec: UIKitSpec.compiled, options: options).check(text: text)
            let names = report.symbols
            // (The skipped lines by reason sorted: a dictionary's order differs from one dictionary to another.)
            let skippedLines = report.skippedLines.map { "\($0.key): \($0.value)" }.sorted()
            return "\(report.eventCount) \(report.subjectCount) \(SkipReason.summary(report.skipped)) \(skippedLines) "
                + "\(report.recorded?.sorted() ?? []) \(report.unnamedController) "
                + "\(report.findings.map { "\($0.rule.id) \($0.subject) \($0.line)" }) "
                + "\(report.violations.map { "\($0.rule.id) \(names.name(of: $0.subject)) \($0.entry?.position ?? 0)" })"
        } catch {
            return "error \(error.line): \(error.message)"
        }
    }
}
