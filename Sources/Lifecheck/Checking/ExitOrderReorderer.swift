/// Puts a trace that was logged at call exit (after `super`) back in call-entry order.
///
/// Logged at exit, an event that UIKit calls from inside another comes *before* it: a
/// child's `viewWillAppear` precedes its parent's. The spec's ``Nesting`` declarations
/// say which events run inside which; when an outer event arrives, it adopts the run of
/// pending events just before it that it can contain, and goes in front of them. Events
/// that nothing can contain close the window, and everything pending is released; the
/// window is also bounded (`limit` trees), so memory stays constant. A run it adopts
/// keeps the spec's pairs whole (``Nesting/pairs``): a layout pass that ran inside
/// `viewDidLayoutSubviews` (after `super`, `view.layoutIfNeeded()`) prints as *will, will,
/// did, did*, and only the inner *will, did* belongs to the outer *did*.
///
/// It is a heuristic by necessity (an exit-order log does not say what was nested), and
/// it errs towards nesting: an event that could have run inside the next one is taken to.
public struct ExitOrderReorderer: Sendable {
    private enum Link: Sendable { case sameSubject, innerRelation(Int), outerParameter(Int), any }
    private struct NestingRule: Sendable {
        var inner: Set<EventKindID>
        var link: Link
        /// Per parameter both events must name alike (``Nesting/matching``): its slot in the
        /// outer event, and its slot in each inner kind that has it.
        var matching: [(outer: Int, inner: [EventKindID: Int])]
        /// Whether it takes in only behind an event contained outright (``Nesting/anchored``).
        var anchored: Bool
    }
    /// How an outer event may contain an inner one.
    private enum Containment { case no, anchored, outright }
    private struct Node: Sendable { var entry: TraceEntry; var children: [Node] }

    private let rules: [[NestingRule]]
    private let nestable: Set<EventKindID>
    /// For each event of a pair: which pair, and +1 when it opens, -1 when it closes.
    private let pairEnds: [EventKindID: (pair: Int, step: Int)]
    private var pending: [Node] = []
    /// Every event applied as it arrives, for relations only (a child's `parent` is known as
    /// soon as its `willMove` is read, even while that event waits to be reordered).
    private var shadow: MonitorState
    private let spec: CompiledSpec
    /// The most pending trees kept before the oldest is released.
    public let limit: Int

    /// A reorderer for `spec`'s nesting declarations.
    public init(spec: CompiledSpec, limit: Int = 64) {
        let vocabulary = spec.vocabulary
        var rules = [[NestingRule]](repeating: [], count: vocabulary.kinds.count)
        var nestable = Set<EventKindID>()
        var pairEnds: [EventKindID: (pair: Int, step: Int)] = [:]
        for part in spec.spec.parts {
            for nesting in part.nestings {
                for pair in nesting.pairs {
                    guard let opening = vocabulary.id(named: pair.opening), let closing = vocabulary.id(named: pair.closing),
                          pairEnds[opening] == nil else { continue }
                    let index = pairEnds.count / 2
                    pairEnds[opening] = (index, 1)
                    pairEnds[closing] = (index, -1)
                }
                let inner = Set(nesting.inner.compactMap(vocabulary.id(named:)))
                nestable.formUnion(inner)
                for name in nesting.outer {
                    guard let outer = vocabulary.id(named: name) else { continue }
                    let link: Link = switch nesting.link {
                    case .sameSubject: .sameSubject
                    case .innerRelation(let relation): .innerRelation(spec.relations.firstIndex(of: relation) ?? 0)
                    case .outerParameter(let parameter): .outerParameter(vocabulary[outer].parameterIndex(named: parameter) ?? 0)
                    case .any: .any
                    }
                    let matching = nesting.matching.compactMap { parameter -> (outer: Int, inner: [EventKindID: Int])? in
                        guard let slot = vocabulary[outer].parameterIndex(named: parameter) else { return nil }
                        var slots: [EventKindID: Int] = [:]
                        for kind in inner { slots[kind] = vocabulary[kind].parameterIndex(named: parameter) }
                        return (slot, slots)
                    }
                    rules[Int(outer.rawValue)].append(NestingRule(inner: inner, link: link, matching: matching, anchored: nesting.anchored))
                }
            }
        }
        self.rules = rules
        self.nestable = nestable
        self.pairEnds = pairEnds
        self.limit = max(limit, 1)
        self.spec = spec
        shadow = MonitorState(spec: spec)
    }

    /// Takes the next event in exit order; returns the events now known to be in final
    /// (entry) order.
    public mutating func push(_ entry: TraceEntry) -> [TraceEntry] {
        _ = shadow.apply(entry.event, spec: spec)
        var node = Node(entry: entry, children: [])
        var adopted = pending.endIndex
        while adopted > pending.startIndex, containment(entry.event, pending[adopted - 1].entry.event, shadow) != .no {
            adopted -= 1
        }
        // The run starts with an event contained outright, and keeps its pairs whole.
        while adopted < pending.endIndex,
              containment(entry.event, pending[adopted].entry.event, shadow) == .anchored || !keepsPairsWhole(pending[adopted...]) {
            adopted += 1
        }
        node.children = Array(pending[adopted...])
        pending.removeSubrange(adopted...)
        pending.append(node)
        var released: [TraceEntry] = []
        if !nestable.contains(entry.event.kind) {
            for tree in pending { flatten(tree, into: &released) }
            pending.removeAll(keepingCapacity: true)
        } else if pending.count > limit {
            flatten(pending.removeFirst(), into: &released)
        }
        return released
    }

    /// Releases everything still pending, at the end of the trace.
    public mutating func finish() -> [TraceEntry] { finish(unfinished: false).released }

    /// Releases what is pending at the end of the trace; for a log that may stop in the
    /// middle of a call (`unfinished`, `--unfinished`), the last events that could all have
    /// run inside one call of a parent that was still running (a child's `viewWillAppear`
    /// logged, its parent's not yet) can't be put in order, so they are returned apart as
    /// `unplaced`, to be left unchecked rather than guessed.
    ///
    /// Only calls reached through a
    /// relation (a parent's) count: a log that ends in the middle of its own top-level call
    /// is checked as it is.
    public mutating func finish(unfinished: Bool) -> (released: [TraceEntry], unplaced: [TraceEntry]) {
        var open = pending.endIndex
        if unfinished, let last = pending.last?.entry.event {
            for (kind, outerRules) in rules.enumerated() {
                for rule in outerRules where rule.inner.contains(last.kind) {
                    guard case .innerRelation(let relation) = rule.link,
                          let holder = shadow.related(relation, of: last.subject) else { continue }
                    // A call of `holder` that was still running: how many of the last trees it holds.
                    let outer = Event(holder, EventKindID(UInt16(kind)))
                    var start = pending.endIndex
                    while start > pending.startIndex, containment(outer, pending[start - 1].entry.event, shadow) != .no { start -= 1 }
                    open = min(open, start)
                }
            }
        }
        var released: [TraceEntry] = [], unplaced: [TraceEntry] = []
        for tree in pending[..<open] { flatten(tree, into: &released) }
        for tree in pending[open...] { flatten(tree, into: &unplaced) }
        pending.removeAll()
        return (released, unplaced)
    }

    private func containment(_ outer: Event, _ inner: Event, _ state: MonitorState) -> Containment {
        var found = Containment.no
        for rule in rules[Int(outer.kind.rawValue)] where rule.inner.contains(inner.kind) && Self.matches(outer, inner, rule) {
            let linked = switch rule.link {
            case .sameSubject: inner.subject == outer.subject
            case .innerRelation(let relation): state.related(relation, of: inner.subject) == outer.subject
            case .outerParameter(let slot): outer.symbolArgument(slot) == inner.subject
            case .any: true
            }
            guard linked else { continue }
            if !rule.anchored { return .outright }
            found = .anchored
        }
        return found
    }

    /// Whether `inner` names what `outer` names in every parameter of `rule`'s matching
    /// that both give a value.
    private static func matches(_ outer: Event, _ inner: Event, _ rule: NestingRule) -> Bool {
        rule.matching.allSatisfy { parameter in
            guard let slot = parameter.inner[inner.kind] else { return true }
            let (expected, actual) = (outer.rawArgument(parameter.outer), inner.rawArgument(slot))
            return expected >= Event.nilArgument || actual >= Event.nilArgument || expected == actual
        }
    }

    /// Whether every pair opened in `trees` closes in them, and none closes that didn't open.
    private func keepsPairsWhole(_ trees: ArraySlice<Node>) -> Bool {
        var depths: [PairOfSubject: Int] = [:]
        func walk(_ node: Node) -> Bool {
            if let end = pairEnds[node.entry.event.kind] {
                let key = PairOfSubject(subject: node.entry.event.subject, pair: end.pair)
                let depth = depths[key, default: 0] + end.step
                if depth < 0 { return false }
                depths[key] = depth
            }
            return node.children.allSatisfy(walk)
        }
        return trees.allSatisfy(walk) && depths.values.allSatisfy { $0 == 0 }
    }

    /// One subject's pair of events, as ``keepsPairsWhole(_:)`` counts them.
    private struct PairOfSubject: Hashable { var subject: Symbol; var pair: Int }

    private func flatten(_ node: Node, into output: inout [TraceEntry]) {
        output.append(node.entry)
        for child in node.children { flatten(child, into: &output) }
    }
}
