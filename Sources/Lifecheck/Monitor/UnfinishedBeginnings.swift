/// Which events begin a state a trace must not end in, for the context of an end-of-trace
/// violation: the monitor's history keeps each subject's latest such event per machine, so
/// the message shows where the unfinished transition began however many events came after
/// it (a `beginAppearanceTransition` a hundred lines before the end).
///
/// An event *begins* a machine's unfinished state when one of its kind's transitions on that
/// machine goes from a rest state to another state. Each kind reaches subjects in roles: its
/// own subject, and the subject each argument names; a transition through a relation
/// (a parent, a presenter) reaches a subject the event does not name, so a machine moved so
/// is left out (its beginnings could not be told from the events alone).
struct UnfinishedBeginnings: Sendable {
    /// The roles an event reaches a subject in: its own subject, then each argument slot.
    static let roles = 1 + Event.maximumArguments
    /// `masks[kind * roles + role]`: the machines, by their bit, that an event of the kind
    /// may begin on the subject in that role.
    let masks: [UInt32]
    /// Machine index → its bit, for the machines tracked.
    let bits: [Int: Int]

    /// The beginnings of `spec`'s machines with end-of-trace obligations (at most 32 tracked).
    init(spec: CompiledSpec) {
        let tables = spec.tables
        var bits: [Int: Int] = [:]
        for position in 0..<tables.obligedCount where bits.count < 32 {
            bits[Int(tables.obligedMachines[position])] = bits.count
        }
        let kinds = spec.vocabulary.kinds.count
        var masks = [UInt32](repeating: 0, count: kinds * Self.roles)
        var untracked = Set<Int>()
        for kind in 0..<kinds {
            let record = tables.kinds[kind]
            for index in Int(record.all.start)..<Int(record.all.end) {
                let op = tables.ops[index]
                guard op.code == .transition, let bit = bits[Int(op.machine)] else { continue }
                let role: Int
                switch op.target.base {
                case .subject where op.target.hop < 0: role = 0
                case .parameter where op.target.hop < 0 && op.target.slot >= 0: role = 1 + Int(op.target.slot)
                default:
                    untracked.insert(bit)
                    continue
                }
                let machine = tables.machines[Int(op.machine)]
                let states = spec.machines[Int(op.machine)].states.count
                let begins = (0..<states).contains { state in
                    let next = op.flags & Op.isConstant != 0 ? op.constant : tables.table[Int(op.row) + state]
                    return machine.restMask & (1 << UInt64(state)) != 0 && next != GroupRecord.illegal
                        && machine.restMask & (1 << UInt64(next)) == 0
                }
                if begins { masks[kind * Self.roles + role] |= 1 << UInt32(bit) }
            }
        }
        let kept = untracked.reduce(UInt32.max) { $0 & ~(1 << UInt32($1)) }
        self.masks = masks.map { $0 & kept }
        self.bits = bits.filter { !untracked.contains($0.value) }
    }

    /// How many machines have a slot per subject.
    var slots: Int { bits.values.max().map { $0 + 1 } ?? 0 }
}
