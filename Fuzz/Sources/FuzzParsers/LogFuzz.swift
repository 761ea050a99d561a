import Foundation
@_spi(Performance) import Lifecheck
import UIKitSpec

/// The log readers under fuzzing: console, unified and JSON Lines logs, through the same
/// checker the command line uses (detection, the first pass that infers the recorded
/// events, the projected spec). Invariants: nothing traps; a console or unified log is
/// never an input error except for having no lifecycle event at all (its bad lines are
/// skipped); fresh translators give a line one answer (a line met before, the answer a
/// fresh translator gave it then: ``TranslationAnswers``). Each format is read once: the
/// detected one, then the others.
enum LogFuzz {
    /// The spec's projections, compiled once per recorded set for all inputs (compiling one
    /// per input held the fuzzer to a few inputs a second). The corpus alone asks for more
    /// than the command line's 4,096 (then the cache forgets them all and compiles them
    /// again as mutated inputs ask for them): it keeps twice as many. (32,768 outgrew
    /// run.sh's 2 GB limit on memory within 600 s.)
    static let projections = ProjectionCache(spec: UIKitSpec.spec, capacity: 1 << 13)

    /// A translator that has read nothing, copied for each line.
    static let fresh = ConsoleLineTranslator(vocabulary: UIKitSpec.compiled.vocabulary, dialect: UIKitSpec.dialect,
                                             rules: UIKitSpec.compiled.rules)

    /// The answers fresh translators gave lines met before (``TranslationAnswers``): a line
    /// met again is held to its earlier answer. (Inputs have at most 16 lines checked so, of
    /// a few hundred bytes each in the corpus: this holds a few MB.)
    static let answers = TranslationAnswers(capacity: 1 << 15)

    static func options(_ format: LogFormat?) -> CheckOptions {
        var options = CheckOptions(format: format, dialect: UIKitSpec.dialect)
        options.infersRecorded = true
        options.projections = projections
        return options
    }

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        // Detection first; then each log format it did not pick, so that no reading runs twice.
        // The detected reading as the command line's default: late starts and section restarts
        // read, and a log printed after super read at exit.
        var asCommandLine = options(nil)
        asCommandLine.readsLateStarts = true
        asCommandLine.readsExitOrder = true
        let detected = try? TraceChecker(spec: UIKitSpec.compiled, options: asCommandLine).check(text: text).format
        for format in [LogFormat.console, .unifiedLog] where format != detected {
            do {
                _ = try TraceChecker(spec: UIKitSpec.compiled, options: options(format)).check(text: text)
            } catch {
                check(error.message.hasPrefix("no lifecycle events") || error.message.hasPrefix("the trace is empty")
                      || error.message.hasPrefix("no events"),
                      "a \(format.rawValue) log failed with an input error: \(error)")
            }
        }
        if detected != .jsonLines { _ = try? TraceChecker(spec: UIKitSpec.compiled, options: options(.jsonLines)).check(text: text) }
        for line in text.split(separator: "\n").prefix(16) {
            var first = fresh
            let answer = first.translate(line)
            if let earlier = answers.answer(for: line) {
                check(earlier == answer, "the console translator answered '\(line)' two ways")
            } else {
                var second = fresh
                check(second.translate(line) == answer, "the console translator answered '\(line)' two ways")
                answers.keep(answer, for: line)
            }
            _ = try? JSONLinesTranslator().translate(line, number: 1)
        }
    }
}
