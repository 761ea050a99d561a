import Foundation

/// What one check learned of the log it reads, for its other readings of the same log: the
/// format detected from the first lines, and the first passes that kept their events
/// (``TraceChecker/LogPass``, a survey of ``CheckOptions/infersRecorded``), which those
/// readings take instead of translating every line again.
///
/// One check may read a log several times: the inferring survey and its check, again from
/// the middle for controllers that began before the log (``TraceChecker/readingLateStarts(file:plainToo:_:)``),
/// again against every callback it prints (``TraceChecker/notingUncheckedBreaks(file:_:)``).
/// What a survey reads depends on the lines and on what the reading is told (the format, the
/// controllers begun again at section breaks, whether callbacks without a controller, or
/// definitions, are one controller's, the readings kept), not on the events recorded or on where the log begins:
/// a reading that differs only there takes the survey's lines, findings and events, and
/// checks those events as a reading of its own would (``TraceChecker/LogPass/check(by:)``).
///
/// Made for one check and dropped with it; a lock guards it, as ``ProjectionCache``'s does,
/// since checkers that carry it are `Sendable`.
final class SurveyMemo: @unchecked Sendable {
    /// What a survey's reading depends on besides the log's lines and the spec's events
    /// (the same in every projection) and rules.
    struct Key: Hashable {
        var format: LogFormat?
        var readsUnnamedCallbacks: Bool
        var readsDefinitions: Bool
        var sectionRestarts: [SectionRestart.Planned]
        var readingLimit: Int
        var readsConsoleBytes: Bool
        var order: EventOrder

        /// The key of a survey by `checker`.
        init(_ checker: TraceChecker) {
            let options = checker.options
            format = options.format
            readsUnnamedCallbacks = options.readsUnnamedCallbacks
            readsDefinitions = options.readsDefinitions
            sectionRestarts = options.sectionRestarts
            readingLimit = options.readingLimit
            readsConsoleBytes = options.readsConsoleBytes
            order = options.order
        }
    }

    private let lock = NSLock()
    private var surveys: [Key: TraceChecker.LogPass] = [:]
    /// The format detected from the log's first lines, and those lines: each reading detects it
    /// from the same lines (``LogFormat/detection(ofFileSample:vocabulary:endsOfLife:)``).
    private var detected: (sample: [String], kinds: Int, detection: (format: LogFormat, reason: String))?

    /// The format of a log whose first lines are `sample`, detected once per check.
    func detection(ofFileSample sample: [String], vocabulary: Vocabulary, endsOfLife: Set<String>) -> (format: LogFormat, reason: String) {
        if let detected = lock.withLock({ detected }), detected.kinds == vocabulary.kinds.count, detected.sample == sample {
            return detected.detection
        }
        let detection = LogFormat.detection(ofFileSample: sample, vocabulary: vocabulary, endsOfLife: endsOfLife)
        lock.withLock { detected = (sample, vocabulary.kinds.count, detection) }
        return detection
    }

    /// The survey kept for `checker`'s reading, if any: one read as `checker` reads the log,
    /// by a spec with the same events and every rule of `checker`'s (a finding of a rule the
    /// checking spec lacks is dropped, as a reading of its own drops it).
    func survey(for checker: TraceChecker) -> TraceChecker.LogPass? {
        let key = Key(checker)
        guard let survey = lock.withLock({ surveys[key] }), Self.canCheck(survey, by: checker.spec) else { return nil }
        return survey
    }

    /// Keeps `survey`, a first pass by `checker` that read the whole log and kept every event it read.
    func keep(_ survey: TraceChecker.LogPass, by checker: TraceChecker) {
        var survey = survey
        survey.checker.surveys = nil   // (The memo holds the pass: no cycle.)
        let key = Key(checker)
        lock.withLock {
            // A survey by a spec with more rules serves more readings.
            if let kept = surveys[key], Self.canCheck(survey, by: kept.checker.spec) { return }
            surveys[key] = survey
        }
    }

    /// Whether `spec` can check the events and findings of `survey`.
    private static func canCheck(_ survey: TraceChecker.LogPass, by spec: CompiledSpec) -> Bool {
        let surveyed = survey.checker.spec
        return surveyed.vocabulary.kinds.count == spec.vocabulary.kinds.count
            && zip(surveyed.vocabulary.kinds, spec.vocabulary.kinds).allSatisfy { $0.name == $1.name }
            && spec.rules.allSatisfy { surveyed.rule($0.id) != nil }
    }
}
