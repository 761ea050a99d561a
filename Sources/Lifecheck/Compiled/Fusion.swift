/// Fuses the machines that event kinds touch together into product automata.
///
/// Most events move or check only their own subject's machines: `viewWillAppear` checks
/// the view is loaded (LOAD-5) and moves the appearance machine. Interpreting that as
/// separate ops costs loads and branches per op. The compiler instead finds clusters of
/// per-subject machines that some event kind touches together (union-find over each
/// kind's subject-local ops), stores each cluster in a subject's record as one mixed-radix
/// number (the cluster state), and tabulates, per event kind, the cluster state after all
/// of that kind's subject-local transitions and checks: `next = table[state]`, or
/// ``FusedStep/fails`` when one of them rejects the event. The global machines form one
/// more cluster, stored in the global record.
///
/// An op is subject-local when it has no parameter tests, targets the event's subject
/// (not a relation or parameter) and, for a requirement, only reads machines of the
/// subject; or, for the global cluster, only reads and moves global machines. The other
/// ops stay in the interpreter (the residual ops). When a fused table says `fails`, the
/// monitor runs the full interpreter instead, so violations and their explanations are
/// exactly those of the unfused spec; a differential test checks that.
struct Fusion {
    /// The most states a cluster may have (its tables have one entry per state per kind).
    static let maximumClusterStates = 4096

    struct Cluster {
        var machines: [Int]
        var isGlobal: Bool
        /// `strides[i]` is the weight of `machines[i]` in the cluster state.
        var strides: [Int]
        var size: Int
    }

    var clusters: [Cluster] = []
    /// For each machine, its cluster and position in it, or nil.
    var membership: [(cluster: Int, position: Int)?]

    /// Finds the clusters of `ops` (per kind, with their tests) over `machines`.
    init(machines: [Machine], records: [MachineRecord], opsByKind: [[(op: Op, tests: OpTests)]],
         conditions: [ConditionRecord], groups: [GroupRecord], wildcardGroups: Set<Int>) {
        membership = Array(repeating: nil, count: machines.count)
        var parent = Array(machines.indices)
        func find(_ x: Int) -> Int { var x = x; while parent[x] != x { x = parent[x] }; return x }
        func union(_ a: Int, _ b: Int) { parent[find(a)] = find(b) }

        var touched = Set<Int>()
        for ops in opsByKind {
            var local: [Int] = []
            for entry in ops {
                // Wildcards ("any other event") touch one machine on every kind: letting them join
                // clusters would put everything in one. They are folded into a cluster's table
                // afterwards, like constant stores, when their machine is in one.
                if entry.op.code == .transition, wildcardGroups.contains(Int(entry.op.index)) { continue }
                local += Fusion.machinesTouched(by: entry.op, conditions: conditions, groups: groups, records: records) ?? []
            }
            // Per-subject and global machines never share a cluster.
            for isGlobal in [false, true] {
                let side = local.filter { records[$0].isGlobal == isGlobal }
                for machine in side.dropFirst() { union(side[0], machine) }
                touched.formUnion(side)
            }
        }
        var components: [Int: [Int]] = [:]
        for machine in touched.sorted() { components[find(machine), default: []].append(machine) }
        for root in components.keys.sorted() {
            let members = components[root]!
            var strides: [Int] = []
            var size = 1
            for machine in members {
                strides.append(size)
                size *= machines[machine].states.count
            }
            // A lone per-subject machine gains nothing from a table of its own; the global
            // machines are fused even alone, which folds their checks into the same read.
            guard size <= Fusion.maximumClusterStates, members.count >= 2 || records[members[0]].isGlobal else { continue }
            for (position, machine) in members.enumerated() { membership[machine] = (clusters.count, position) }
            clusters.append(Cluster(machines: members, isGlobal: records[members[0]].isGlobal, strides: strides, size: size))
        }
    }

    /// The machines a subject-local (or global-only) op reads or moves, or nil when the op
    /// is not local: it has tests, targets another subject, or reads another subject.
    /// Constant stores are local too, but do not form clusters (`includingConstants`).
    static func machinesTouched(by op: Op, conditions: [ConditionRecord], groups: [GroupRecord], records: [MachineRecord],
                                includingConstants: Bool = false) -> [Int]? {
        guard op.flags & Op.hasTests == 0 else { return nil }
        switch op.code {
        case .transition:
            guard includingConstants || op.flags & Op.isConstant == 0 else { return nil }
            let machine = Int(groups[Int(op.index)].machine)
            guard records[machine].isGlobal || op.flags & Op.targetsSubject != 0 else { return nil }
            return [machine]
        case .require:
            let last = Int(op.row)
            var machines: [Int] = []
            var isGlobal: Bool?
            for index in (last - Int(op.whenCount))...last {
                let condition = conditions[index]
                guard condition.code == .state else { return nil }
                let machine = Int(condition.index)
                let global = records[machine].isGlobal
                guard global || (condition.target.base == .subject && condition.target.hop < 0) else { return nil }
                guard isGlobal == nil || isGlobal == global else { return nil }
                isGlobal = global
                machines.append(machine)
            }
            return machines
        case .relate:
            return nil
        }
    }
}

/// One fused table an event kind applies: the cluster state at `offset` in the subject's
/// (or the global) record goes to `table[tableStart + state]`.
@usableFromInline
struct FusedStep: Sendable {
    /// The table entry of a state in which one of the fused ops rejects the event.
    @usableFromInline static let fails: UInt16 = .max

    @usableFromInline var isGlobal: Bool
    /// Byte offset of the cluster state in the record.
    @usableFromInline var offset: Int32
    @usableFromInline var tableStart: Int32
}
