import Foundation
import Lifecheck

/// What fresh console translators answered for lines met before, so that a line met again
/// is held to the answer an earlier fresh translator gave it.
///
/// The log target checks that a fresh translator answers each line as another fresh one
/// does (a translator that read nothing has no state that could change its answer). Mutated
/// inputs repeat most lines of the inputs they come from: a line met again is translated
/// once, fresh, and compared with the answer a fresh translator gave it earlier in the run,
/// which catches what two translations one after the other catch (an answer that depends
/// on anything but the line) and an answer that drifts over the run too. A line not met
/// before is translated twice. At most ``capacity`` lines are kept (then they are all
/// forgotten at once, so memory stays bounded); a lock guards them, since the fuzzer's
/// entry point may run on any thread.
final class TranslationAnswers: @unchecked Sendable {
    /// How many lines' answers are kept at most.
    let capacity: Int
    private let lock = NSLock()
    private var answers: [Substring: LogLine] = [:]

    /// An empty store of at most `capacity` answers.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The answer a fresh translator gave `line` before, if kept.
    func answer(for line: Substring) -> LogLine? {
        lock.withLock { answers[line] }
    }

    /// Keeps `answer`, a fresh translator's answer for `line`.
    func keep(_ answer: LogLine, for line: Substring) {
        lock.withLock {
            if answers.count >= capacity { answers.removeAll(keepingCapacity: true) }
            // (A copy of the line alone, not of the input it is a slice of.)
            answers[Substring(String(line))] = answer
        }
    }
}
