/// Fuses the machines that event kinds touch together into product automata.
///
/// Most events move or check only their own subject's machines: `viewWillAppear` checks
/// the view is loaded (LOAD-5) and moves the appearance machine. Interpreting that as
/// separate ops costs loads and branches per op. The compiler instead finds clusters of
/// per-subject machines that some event kind touches together (union-find over each
/// kind's subject-local ops, within a size budget: a kind may move two clusters), stores
/// each cluster in a subject's record as one mixed-radix
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
    /// No cluster: what a compiler holds before it fuses.
    static let none = Fusion(membership: [])

    private init(membership: [(cluster: Int, position: Int)?]) { self.membership = membership }

    init(machines: [Machine], records: [MachineRecord], opsByKind: [[(op: Op, tests: OpTests)]],
         conditions: [ConditionRecord], groups: [GroupRecord], wildcardGroups: Set<Int>) {
        membership = Array(repeating: nil, count: machines.count)
        var parent = Array(machines.indices)
        var size = machines.map(\.states.count)
        func find(_ x: Int) -> Int { var x = x; while parent[x] != x { x = parent[x] }; return x }
        func union(_ a: Int, _ b: Int) {
            let (a, b) = (find(a), find(b))
            guard a != b else { return }
            parent[a] = b
            size[b] = min(size[a] * size[b], Int(Int32.max))
        }

        // The machines each kind's local ops touch, per op (wildcards left out: "any other
        // event" touches one machine on every kind, and letting it join clusters would put
        // everything in one; it is folded into a cluster's table afterwards, like constant
        // stores, when its machine is in one).
        let touchedByKind: [[[Int]]] = opsByKind.map { ops in
            ops.compactMap { entry in
                if entry.op.code == .transition, wildcardGroups.contains(Int(entry.op.index)) { return nil }
                return Fusion.machinesTouched(by: entry.op, conditions: conditions, groups: groups, records: records)
            }
        }
        let touched = Set(touchedByKind.joined().joined())
        // A requirement reads all its machines from one cluster state: they must share one.
        for machines in touchedByKind.joined() {
            for machine in machines.dropFirst() { union(machines[0], machine) }
        }
        // The other machines a kind moves join its cluster too, so that the kind reads one
        // state, unless that makes the cluster too large: then they form a cluster of their
        // own, which the kind moves as a second fused step. Kinds that touch fewer machines
        // go first, so that their small clusters (a layout callback moves one or two
        // machines) form before a kind that touches many fills the size budget. (Per-subject
        // and global machines never share a cluster.)
        let byBreadth = touchedByKind.indices.sorted { (Set(touchedByKind[$0].joined()).count, $0) < (Set(touchedByKind[$1].joined()).count, $1) }
        for kind in byBreadth.map({ touchedByKind[$0] }) {
            for isGlobal in [false, true] {
                // Largest first, so that a small machine does not crowd out a larger one.
                let roots = Set(kind.joined().filter { records[$0].isGlobal == isGlobal }.map(find)).sorted { (size[$1], $0) < (size[$0], $1) }
                guard var anchor = roots.first else { continue }
                for root in roots.dropFirst() where size[anchor] * size[root] <= Fusion.maximumClusterStates {
                    union(root, anchor)
                    anchor = find(anchor)
                }
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
