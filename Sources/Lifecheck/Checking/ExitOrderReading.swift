/// A log read as printed at call exit (after `super`), where children print before their
/// parents: read at call entry, a child's event broke a rule between it and its parent
/// (``rule``, at ``line``); read at exit, none of those broke, and no other rule either that
/// the call-entry reading did not.
///
/// Apps mostly call `super` first and print after it, and UIKit calls a child's appearance
/// callbacks from inside its parent's, so such a log prints a child's `viewWillAppear` before
/// its parent's. Only a log that names a child's parent (`didMove(toParent:)` with its
/// argument, or a declared structure) shows it.
public struct ExitOrderReading: Hashable, Sendable {
    /// The rule the call-entry reading broke first between a controller and its parent or child.
    public var rule: String
    /// The line of the event that broke it.
    public var line: Int
    /// The event's controller, as the report names it.
    public var controller: String
    /// The event's name.
    public var event: String
    /// The controller's parent or child the rule was about.
    public var other: String

    /// A reading at exit because `controller`'s `event` at `line` broke `rule` about `other` at entry.
    public init(rule: String, line: Int, controller: String, event: String, other: String) {
        self.rule = rule
        self.line = line
        self.controller = controller
        self.event = event
        self.other = other
    }
}

extension Violation {
    /// Whether the rule is about the subject's parent or child (``holder``), not the subject
    /// itself: the rules a log printed after `super` breaks, as children print first there.
    package var isBetweenParentAndChild: Bool {
        holder != nil && holder != subject && (relation.contains("parent") || relation.contains("child"))
    }
}

/// How a log orders a callback that UIKit calls on a child from inside its parent's same
/// callback (a ``Nesting`` of an event in itself, through a relation): printed before
/// `super`, the parent's comes first; printed after it, the child's.
struct NestingOrder: Sendable {
    /// Times a parent's callback came right before its child's same callback (nothing of
    /// the child between).
    private(set) var parentFirst = 0
    /// Times a child's callback came right before its parent's same callback (nothing of
    /// the parent between).
    private(set) var childFirst = 0
    /// Per relation, the events the spec nests in themselves through it.
    private let nested: [(relation: Int, kinds: Set<EventKindID>)]
    /// Each subject's last event and its line.
    private var last: [Symbol: (kind: EventKindID, position: Int)] = [:]
    /// Per subject, the related subject (its child) whose nested event came last.
    private var lastInner: [Symbol: Symbol] = [:]

    /// Notes the nestings of `spec`'s events in themselves.
    init(spec: CompiledSpec) {
        var nested: [Int: Set<EventKindID>] = [:]
        for nesting in spec.spec.parts.flatMap(\.nestings) {
            guard case .innerRelation(let name) = nesting.link, let relation = spec.relations.firstIndex(of: name) else { continue }
            let kinds = Set(nesting.outer).intersection(nesting.inner).compactMap { spec.vocabulary.id(named: $0) }
            nested[relation, default: []].formUnion(kinds)
        }
        self.nested = nested.filter { !$0.value.isEmpty }.map { (relation: $0.key, kinds: $0.value) }
    }

    /// Notes `entry`, with the relations of `state` (before it).
    mutating func note(_ entry: TraceEntry, in state: MonitorState) {
        let event = entry.event, subject = event.subject
        let own = last[subject]?.position ?? -1
        defer { last[subject] = (event.kind, entry.position) }
        for (relation, kinds) in nested where kinds.contains(event.kind) {
            if let outer = state.related(relation, of: subject) {
                if let theirs = last[outer], theirs.kind == event.kind, theirs.position > own { parentFirst += 1 }
                lastInner[outer] = subject
            }
            if let inner = lastInner[subject], let theirs = last[inner], theirs.kind == event.kind, theirs.position > own { childFirst += 1 }
        }
    }
}

extension TraceChecker {
    /// Checks a log as ``notingUncheckedBreaks(file:_:)`` does; with
    /// ``CheckOptions/readsExitOrder``, a console, unified or JSON log that broke a rule
    /// between a parent and its child is read again at call exit (``EventOrder/exit``), and
    /// that reading stands when it breaks no such rule and no rule the first did not, and
    /// the log prints a child's callback right before its parent's same callback more often
    /// than the other way round (``NestingOrder``; ``CheckReport/exitOrderReading`` says
    /// why). Otherwise the first reading stands.
    func readingExitOrder(file: String?, _ read: (inout LogPass) throws -> Void) throws(TraceError) -> CheckReport {
        let entry = try notingUncheckedBreaks(file: file, read)
        // (Standard input, read already, can't be read again.)
        guard options.readsExitOrder, options.order == .entry, entry.format != .plain, file != "-",
              let first = entry.violations.first(where: \.isBetweenParentAndChild), let at = first.entry else { return entry }
        // A log that prints a parent's callback before its child's as often prints in call
        // order: the child printed first is out of order there. (Not never: a child's callback
        // that came twice, a bug, follows its parent's.) Counted first: it decides most logs
        // without the reading at exit.
        var noting = self
        noting.options.readsExitOrder = false
        noting.options.notesNestingOrder = true
        guard let order = try? noting.notingUncheckedBreaks(file: file, read),
              order.nestingOrder.childFirst > order.nestingOrder.parentFirst else { return entry }
        var checker = self
        checker.options.order = .exit
        checker.options.readsExitOrder = false
        guard var exit = try? checker.notingUncheckedBreaks(file: file, read),
              !exit.violations.contains(where: \.isBetweenParentAndChild),
              exit.breaksOnlyRules(brokenIn: entry, bySubject: true) else { return entry }
        exit.exitOrderReading = ExitOrderReading(rule: first.rule.id, line: at.position, controller: entry.symbols.name(of: first.subject),
                                                 event: spec.vocabulary[at.event.kind].name,
                                                 other: first.holder.map { entry.symbols.name(of: $0) } ?? "")
        return exit
    }
}
