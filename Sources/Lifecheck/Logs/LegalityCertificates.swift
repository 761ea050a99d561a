/// Answers to the recorded-set inference's legality questions known from the answers
/// given to the same steps under other recorded sets.
///
/// Recording more events never makes a controller's steps legal: an event left unrecorded
/// may have happened unseen, and recording it takes that explanation away. So steps legal
/// while some events are recorded are legal while any part of them is, and steps illegal
/// while some are recorded stay illegal while more are. That holds between two sets that
/// open the same gated requirements (``Requirement/ifUnrecorded``: checked only on logs
/// that leave all of a gate's events out, they add a rule as events are left out), so a
/// question's key holds which gates its set opens.
///
/// Most logs record a set of events no earlier log did, and each set needs a projection of
/// the spec of its own; an answer known from another set needs none.
struct LegalityCertificates: Sendable {
    /// What an answer is about besides the recorded set: the steps, checked from the start or
    /// from any state, at the end or not, under which gates.
    struct Key: Hashable, Sendable {
        var steps: [RecordedInference.Habits.Step]
        var atEnd: Bool
        var fromMiddle: Bool
        /// The gates open (a bit each, in the order of ``RecordedInference``'s gates).
        var gates: UInt64
    }

    /// Per key, recorded sets under which the steps are legal, and sets under which they are not.
    private var legal: [Key: [RecordedInference.KindBits]] = [:]
    private var illegal: [Key: [RecordedInference.KindBits]] = [:]
    /// How many answers are kept.
    private(set) var count = 0

    /// How many sets are kept per key and answer (then the oldest makes room).
    static let setsPerKey = 32

    /// The answer for `key` while `recorded` is recorded, if one given before implies it.
    func answer(for key: Key, recorded: RecordedInference.KindBits) -> Bool? {
        if let sets = legal[key], sets.contains(where: { recorded.isSubset(of: $0) }) { return true }
        if let sets = illegal[key], sets.contains(where: { $0.isSubset(of: recorded) }) { return false }
        return nil
    }

    /// Keeps the answer `isLegal` for `key` while `recorded` is recorded.
    mutating func note(_ isLegal: Bool, for key: Key, recorded: RecordedInference.KindBits) {
        var sets = (isLegal ? legal[key] : illegal[key]) ?? []
        if sets.count >= Self.setsPerKey { sets.removeFirst() } else { count += 1 }
        sets.append(recorded)
        if isLegal { legal[key] = sets } else { illegal[key] = sets }
    }

    /// Forgets every answer.
    mutating func removeAll() {
        legal.removeAll(keepingCapacity: true)
        illegal.removeAll(keepingCapacity: true)
        count = 0
    }
}
