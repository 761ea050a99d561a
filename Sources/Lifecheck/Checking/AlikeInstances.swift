/// Controllers a log names alike: two instances of one class printed without an address
/// (`print(type(of: self), #function)`, a swizzle that logs the class), such as the navigation
/// controllers of a tab bar, one per tab. The second loads its view while the first is on
/// screen, and from then on their lines interleave under one name.
///
/// A view that loads again while its controller's view is loaded breaks a rule (LOAD-2) if
/// the name is one controller; when that controller went past its creation (it appeared,
/// say), the load is read as another instance of the class, named by its number
/// (`Nav (2)`). From there each event of the name goes to the newest instance whose
/// state allows it, else to the one the line names; but two instances in one transition
/// take turns (`A viewWillDisappear`, `B viewWillAppear`, `A viewDidDisappear`, …), so the
/// instance the name's last event went to comes last. A bug stays a bug: the log must show
/// the two in one transition, an older instance taking an event inside the new one's first
/// transition (the first tab's `viewDidDisappear` between the second's `viewWillAppear` and
/// `viewDidAppear`; a transition ends where the spec lets a log end). A `viewDidLoad` the app
/// calls again shows the one controller going on (its disappearance, then its next
/// appearance), and one printed twice shows nothing; the load is then reported as the rule
/// it broke on the one controller. A load that none of a name's instances allows may begin
/// one more (a third tab).
struct AlikeInstances: Sendable {
    /// The instances of each group, oldest first; the group of each instance.
    private var groups: [[Symbol]] = []
    private var groupOf: [Symbol: Int] = [:]
    /// Per group, the instance its last event went to.
    private var last: [Int: Symbol] = [:]
    /// Per instance begun by a second load, until the log shows the two in one transition: the
    /// line of the load, the instance the line named, the violations the load broke as its;
    /// whether its first transition began (an event after its load), and whether it ended
    /// with no older instance's event inside it (deciding it, for good).
    private(set) var unconfirmed: [Symbol: Unconfirmed] = [:]
    struct Unconfirmed {
        var line: Int, named: Symbol, violations: [Violation]
        var began = false, refused = false
    }
    /// Every instance begun by a second load, in order: the instance, the line, the one the line named.
    private(set) var splits: [(instance: Symbol, line: Int, named: Symbol)] = []

    /// The instances `subject` may be, if it was split: newest first, the one the name's
    /// last event went to last.
    func instances(of subject: Symbol) -> [Symbol]? {
        guard !groups.isEmpty, let group = groupOf[subject] else { return nil }
        let newestFirst = groups[group].reversed()
        guard let last = last[group] else { return Array(newestFirst) }
        return newestFirst.filter { $0 != last } + [last]
    }

    /// The name of the next instance of the controller `subject` names: its first instance's
    /// name and the instance's number (`Nav (2)`), which no line of a log names (a label's
    /// blanks are read as `_`), and which the lines read so far do not decide.
    func nameOfNextInstance(of subject: Symbol, named symbols: SymbolTable) -> String {
        guard let group = groupOf[subject] else { return symbols.name(of: subject) + " (2)" }
        return symbols.name(of: groups[group][0]) + " (\(groups[group].count + 1))"
    }

    /// Whether any controller was read as two instances.
    var isSplit: Bool { !groups.isEmpty }

    /// Notes that an event of the name went to `instance`; `beginning`: one of its creation
    /// (its view loading); `atRest`: whether an instance is where a log may end (no
    /// transition under way), before this event.
    mutating func took(_ instance: Symbol, beginning: Bool, atRest: (Symbol) -> Bool) {
        guard let group = groupOf[instance] else { return }
        last[group] = instance
        let members = groups[group]
        guard let index = members.firstIndex(of: instance) else { return }
        // A new instance's first transition that ended with no older instance's event inside
        // it: the one controller's life went on (a `viewDidLoad` called again, then its next
        // appearance), for good.
        for member in members where unconfirmed[member]?.began == true && unconfirmed[member]?.refused == false && atRest(member) {
            unconfirmed[member]!.refused = true
        }
        // An older instance's event inside a newer one's first transition: the two in one
        // transition, as a push or a tab switch prints them.
        for newer in members[(index + 1)...] where unconfirmed[newer]?.began == true && unconfirmed[newer]?.refused == false {
            unconfirmed[newer] = nil
        }
        if !beginning, unconfirmed[instance]?.began == false { unconfirmed[instance]!.began = true }
    }

    /// Notes `new` as another instance of the controller `subject` names, begun by an event
    /// at `line` that broke `violations` read as `subject`'s.
    mutating func split(_ subject: Symbol, into new: Symbol, at line: Int, breaking violations: [Violation]) {
        let group: Int
        if let known = groupOf[subject] {
            group = known
        } else {
            group = groups.count
            groups.append([subject])
            groupOf[subject] = group
        }
        groups[group].append(new)
        groupOf[new] = group
        last[group] = new
        unconfirmed[new] = Unconfirmed(line: line, named: subject, violations: violations)
        splits.append((new, line, subject))
    }
}

extension TraceChecker.LogPass {
    /// How many subjects a log may have for its events to be tried on other instances: each
    /// try copies the monitor's state. Logs of thousands of controllers name them by address.
    static let alikeSubjectLimit = 1_024

    /// `event` (line `number`) on the instance it is about, when its controller is named alike
    /// with another of its class (``AlikeInstances``): a load of a view already loaded begins
    /// another instance; an event of a name split so goes to the newest instance that allows it.
    mutating func onItsInstance(_ event: Event, _ number: Int) -> Event {
        let beginning = isBeginning[Int(event.kind.rawValue)]
        guard beginning || alike.isSplit, format == .console || format == .unifiedLog, reorderer == nil,
              monitor.state.subjectCount <= Self.alikeSubjectLimit else { return event }
        if let instances = alike.instances(of: event.subject) {
            for instance in instances {
                var moved = event
                moved.subject = instance
                guard allows(moved) else { continue }
                let atRest = Dictionary(uniqueKeysWithValues: instances.map { ($0, monitor.isAtRest($0)) })
                alike.took(instance, beginning: beginning) { atRest[$0] ?? true }
                if instance != event.subject { renameReading(at: number, from: event.subject, to: instance, event.kind) }
                return moved
            }
            // (A load none of them allows may begin one more.)
            guard beginning else { return event }
        }
        // A load of a controller named without an address, which its state does not allow.
        guard beginning, isNamedWithoutAddress(event.subject), !options.unsplitLoads.contains(number), !allows(event) else { return event }
        var asNamed: [Violation] = []
        var probe = monitor
        probe.check(event, at: number, into: &asNamed)
        // (Only a controller gone past its own creation, one that appeared say, has another instance
        // load beside it: loads one after another are one controller's, or one line printed twice.)
        guard let broken = asNamed.first(where: { $0.holder == event.subject }),
              broken.context.contains(where: { $0.event.subject == event.subject && !isBeginning[Int($0.event.kind.rawValue)] })
        else { return event }
        // (After a section break, a paste's next run begins there: ``SectionRestart``.)
        if let previous = broken.context.last(where: { $0.event.subject == event.subject && $0.position < number }),
           case let after = sectionBreaks.partitioningIndex(where: { $0 > number }), after > 0,
           sectionBreaks[after - 1] > previous.position { return event }
        let new = parser.symbols.intern(alike.nameOfNextInstance(of: event.subject, named: parser.symbols))
        alike.split(event.subject, into: new, at: number, breaking: asNamed)
        renameReading(at: number, from: event.subject, to: new, event.kind)
        var moved = event
        moved.subject = new
        return moved
    }

    /// Reads the loads that began instances the log never showed in one transition with an
    /// older one as the controller's their lines named: their violations stand, and the
    /// instance is none.
    mutating func undoUnconfirmedInstances() {
        for (instance, split) in alike.unconfirmed.sorted(by: { $0.value.line < $1.value.line }) {
            for violation in split.violations {
                let position = violation.entry?.position ?? Int.max
                violations.insert(violation, at: violations.partitioningIndex { ($0.entry?.position ?? Int.max) > position })
            }
            renameReading(at: split.line, from: instance, to: split.named, nil)
            if Int(instance.rawValue) < isSubject.count, isSubject[Int(instance.rawValue)] {
                isSubject[Int(instance.rawValue)] = false
                subjectCount -= 1
            }
        }
    }

    /// The instances begun by second loads that the log showed in one transition with an older one.
    func instancesPrintedAlike() -> [InstancePrintedAlike] {
        alike.splits.filter { alike.unconfirmed[$0.instance] == nil }.map {
            InstancePrintedAlike(controller: parser.symbols.name(of: $0.named), readAs: parser.symbols.name(of: $0.instance), line: $0.line)
        }
    }

    /// Whether the log names `subject` without an address (by its class, or a label), once per subject.
    mutating func isNamedWithoutAddress(_ subject: Symbol) -> Bool {
        let raw = Int(subject.rawValue)
        Self.grow(&withoutAddress, toHold: raw, with: 0)
        if withoutAddress[raw] == 0 { withoutAddress[raw] = parser.symbols.name(of: subject).utf8.contains(UInt8(ascii: "@")) ? 2 : 1 }
        return withoutAddress[raw] == 1
    }

    /// Whether the monitor's state allows `event` (tried on a copy).
    func allows(_ event: Event) -> Bool {
        var state = monitor.state
        return state.apply(event, spec: monitor.spec)
    }

    /// Names `new` instead of `old` in the reading of line `number` that is an event of
    /// `kind` (any, when `nil`), if it is kept.
    mutating func renameReading(at number: Int, from old: Symbol, to new: Symbol, _ kind: EventKindID?) {
        guard !readings.isEmpty else { return }
        let kindName = kind.map { checker.spec.vocabulary[$0].name } ?? ""
        let oldName = parser.symbols.name(of: old) + " ", newName = parser.symbols.name(of: new) + " "
        var index = readings.partitioningIndex { $0.line >= number }
        while index < readings.count, readings[index].line == number {
            if case .event(let plain) = readings[index].outcome, plain.hasPrefix(oldName + kindName) {
                readings[index].outcome = .event(newName + plain.dropFirst(oldName.count))
                return
            }
            index += 1
        }
    }
}

extension TraceChecker {
    /// `report`, a check of a file detected as plain, or, when it broke a rule, the file read
    /// again as a console log (held to every callback, as a plain trace is) when that reading
    /// takes some lines as other instances of a controller named alike
    /// (``InstancePrintedAlike``) and breaks fewer rules, each one the first reading broke
    /// too at its line: lines such as `UINavigationController viewDidLoad` are also what a
    /// recorder that logs class names prints, for each instance.
    func withAlikeInstances(ofDetectedPlain report: CheckReport, file: String?,
                            _ read: (inout LogPass) throws -> Void) throws(TraceError) -> CheckReport {
        guard !report.violations.isEmpty, file != "-" else { return report }
        var console = self
        console.options.format = .console
        console.options.infersRecorded = false
        guard var again = try? console.allowingLateStarts(file: file, read), !again.instancesPrintedAlike.isEmpty,
              again.violations.count < report.violations.count,
              again.breaksOnlyRules(brokenIn: report, bySubject: false) else { return report }
        // (Read as a console log, as the report says: no plain trace's hint.)
        again.formatReason = report.formatReason
        return again
    }
}
