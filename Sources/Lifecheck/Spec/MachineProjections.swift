import Foundation

/// Machines projected onto observations, kept so that projecting the spec onto another
/// observation reuses each machine that observation leaves as it was.
///
/// A machine's projection (the machine of the sets of states it may be in) depends on the
/// machine, which of its transitions may happen unseen, whether the log starts part-way through the run
/// and the recorded events that narrow it; not on the rest of the observation. Logs that
/// record different callbacks mostly differ in events a given machine never reads, so the
/// subset construction, the bulk of projecting the spec, is done once per distinct key.
/// A ``ProjectionCache`` holds one; a lock guards it, so checkers on several threads may share it.
final class MachineProjections: @unchecked Sendable {
    /// What a machine's projection depends on.
    struct Key: Hashable {
        var machine: Machine
        /// Per transition, whether it may happen unseen.
        var silent: [Bool]
        var fromMiddle: Bool
        var narrowers: [Narrower]

        /// Hashes the machine by its name: its states and transitions, strings all, cost more
        /// to hash than to project it again, and two machines of one name are nearly always
        /// the same (keys are still told apart by `==`, which compares them whole).
        func hash(into hasher: inout Hasher) {
            hasher.combine(machine.name)
            hasher.combine(silent)
            hasher.combine(fromMiddle)
            hasher.combine(narrowers)
        }
    }

    /// A recorded event that narrows the machine's states (``SpecProjection/narrowings(of:seen:)``).
    struct Narrower: Hashable {
        var pattern: EventPattern
        var allowed: UInt64
        var rule: String
    }

    private let lock = NSLock()
    /// The projections made, `nil` where the machine has too many sets of states.
    private var made: [Key: SpecProjection.Projected?] = [:]
    /// How many it keeps at most (then it forgets them all at once).
    let capacity: Int

    init(capacity: Int = 1 << 14) {
        self.capacity = capacity
    }

    /// The projection made before for `key`: `.some(nil)` when the machine could not be
    /// projected, `nil` when none was made.
    func projection(for key: Key) -> SpecProjection.Projected?? {
        lock.withLock { made[key] }
    }

    /// Keeps `projection`, made for `key`.
    func remember(_ projection: SpecProjection.Projected?, for key: Key) {
        lock.withLock {
            if made.count >= capacity { made.removeAll(keepingCapacity: true) }
            made[key] = .some(projection)
        }
    }

    /// How many projections it holds.
    var count: Int { lock.withLock { made.count } }
}
