import Foundation

/// Compiled projections of one spec, kept by observation, so that checking many logs does
/// not project and compile the spec again for each recorded set met before.
///
/// Checking a console log projects the spec onto the callbacks it records, and inferring
/// them projects it onto a few more sets; compiling a projection costs far more than
/// reading a short log. A checker given a cache (``CheckOptions/projections``) takes its
/// projections from it. It is the one shared, mutable part of a checker: a lock guards it,
/// as the recorder's does, so checkers on several threads may share one.
public final class ProjectionCache: @unchecked Sendable {
    /// The spec it projects.
    public let spec: Spec
    private let lock = NSLock()
    private var compiled: [Observation: CompiledSpec] = [:]
    /// Projections compiled without fusing machines, for the few events of a legality question
    /// (``plainProjection(onto:)``); a fused one for the same observation starts from its projected spec.
    private var plain: [Observation: CompiledSpec] = [:]
    /// The recorded-set inference's answers (``RecordedInference/Question``), which depend on the spec alone.
    private var answers: [RecordedInference.Question: Bool] = [:]
    /// The recorded-set inference's conclusions, by what decides them (``RecordedInference/Answer``).
    private var inferences: [RecordedInference.Answer: RecordedInference.Conclusion] = [:]
    /// Answers the inference carries over from one recorded set to another (``LegalityCertificates``).
    private var certificates = LegalityCertificates()
    /// The machines' projections, shared by the spec's projections (most recorded sets
    /// leave most machines as another set did).
    let machines = MachineProjections()
    /// How many projections it keeps at most (then it forgets them all at once).
    public let capacity: Int

    /// An empty cache of `spec`'s projections, keeping at most `capacity` of them.
    public init(spec: Spec, capacity: Int = 4096) {
        self.spec = spec
        self.capacity = capacity
    }

    /// `spec` projected onto `observation` and compiled, from the cache or made now.
    public func projection(onto observation: Observation) throws(SpecError) -> CompiledSpec {
        let (known, unfused) = lock.withLock { (compiled[observation], plain[observation]) }
        if let known { return known }
        let made = try CompiledSpec(unfused?.spec ?? spec.projected(onto: observation, reusing: machines))
        lock.withLock {
            if compiled.count >= capacity { compiled.removeAll(keepingCapacity: true) }
            compiled[observation] = made
        }
        return made
    }

    /// `spec` projected onto `observation` and compiled, fused or not: for a monitor that reads
    /// a few events (the recorded-set inference's questions), where fusing machines into
    /// product automata costs more than it saves. Fusion changes no verdict (the plain
    /// interpreter reports exactly what the fused tables do); this skips it for projections
    /// not compiled before, about a quarter of compiling one.
    func plainProjection(onto observation: Observation) throws(SpecError) -> CompiledSpec {
        if let known = lock.withLock({ compiled[observation] ?? plain[observation] }) { return known }
        let made = try CompiledSpec(unfused: spec.projected(onto: observation, reusing: machines))
        lock.withLock {
            if plain.count >= capacity { plain.removeAll(keepingCapacity: true) }
            plain[observation] = made
        }
        return made
    }

    /// The answer to `question` given before, if any.
    func legality(of question: RecordedInference.Question) -> Bool? {
        lock.withLock { answers[question] }
    }

    /// Keeps the answer to `question`.
    func remember(_ question: RecordedInference.Question, legal: Bool) {
        lock.withLock {
            if answers.count >= capacity * 16 { answers.removeAll(keepingCapacity: true) }
            answers[question] = legal
        }
    }

    /// The events a log records and why some that appear are left unrecorded, inferred before
    /// from the same habits in the same order, whatever the classes' names
    /// (``RecordedInference/recorded(habitsByClass:)``), if kept.
    func inference(for key: RecordedInference.Answer) -> RecordedInference.Conclusion? {
        lock.withLock { inferences[key] }
    }

    /// Keeps what the inference concluded from the habits of `key`.
    func keep(_ inference: RecordedInference.Conclusion, for key: RecordedInference.Answer) {
        lock.withLock {
            if inferences.count >= capacity { inferences.removeAll(keepingCapacity: true) }
            inferences[key] = inference
        }
    }

    /// The answer for `key` while `recorded` is recorded, if one kept implies it.
    func certified(_ key: LegalityCertificates.Key, recorded: RecordedInference.KindBits) -> Bool? {
        lock.withLock { certificates.answer(for: key, recorded: recorded) }
    }

    /// Keeps the answer `isLegal` for `key` while `recorded` is recorded.
    func certify(_ isLegal: Bool, _ key: LegalityCertificates.Key, recorded: RecordedInference.KindBits) {
        lock.withLock {
            if certificates.count >= capacity * 16 { certificates.removeAll() }
            certificates.note(isLegal, for: key, recorded: recorded)
        }
    }

    /// How many projections it holds.
    public var count: Int { lock.withLock { compiled.count } }
}
