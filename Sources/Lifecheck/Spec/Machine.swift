/// A finite state machine that the monitor runs for every subject (or once, globally).
///
/// Each transition names the rule it enforces: an event that the machine names, arriving
/// in a state with no transition for it, breaks that rule. Events the machine never
/// names leave it unchanged.
public struct Machine: Hashable, Sendable {
    /// Whether every subject has its own instance, or there is one for the whole trace.
    public enum Scope: Hashable, Sendable {
        /// One instance per subject.
        case perSubject
        /// One instance for the whole trace.
        case global
    }

    /// One group of transitions: an event pattern, from one or more states, to one state.
    public struct Transition: Hashable, Sendable {
        /// The events that take it.
        public var pattern: EventPattern
        /// Whose instance of the machine moves.
        public var target: Target
        /// The states it leaves from.
        public var from: [String]
        /// The state it goes to; `nil` stays in the state it left.
        public var to: String?
        /// The rule broken when the pattern arrives in a state it does not leave from.
        public var rule: String
        /// Whether, after an illegal event, the machine moves where this transition goes
        /// (so later checks follow what the subject did); false keeps it where it was.
        public var recovers: Bool = true
        /// Whether a log that leaves its event out may have it happen between the events it
        /// shows (see ``Spec/projected(onto:)``).
        ///
        /// True for what the system does on its own. False for a transition that takes an
        /// explicit act a log would show: a projection never assumes it happened unseen, so a
        /// log that does not record its event is held as if it never happens there (a
        /// controller's view loaded again: only the app unloads it, and a log that prints the
        /// reload prints its `loadView`). Complete traces are checked the same either way.
        public var mayHappenUnseen: Bool = true
        /// A transition on `pattern` from `from` to `to`, enforcing `rule`; `unseen: false`
        /// when a log must show it (``mayHappenUnseen``).
        public static func on(
            _ pattern: EventPattern, of target: Target = .subject,
            from: [String], to: String?, rule: String, recovers: Bool = true, unseen: Bool = true
        ) -> Transition {
            Transition(pattern: pattern, target: target, from: from, to: to, rule: rule, recovers: recovers, mayHappenUnseen: unseen)
        }
    }

    /// The machine's name, such as `appearance`.
    public var name: String
    /// How messages name the machine's state: "{who} was {state}" or, with a noun,
    /// "{whose} view was {state}".
    public var noun: String?
    /// Per subject or global.
    public var scope: Scope
    /// The states; the first is the initial state.
    public var states: [String]
    /// States in which a trace may end (no transition in progress).
    public var restStates: [String]
    /// The transitions.
    public var transitions: [Transition]
    /// The rule broken by a trace that ends outside a rest state; `nil` if any state may end one.
    public var unfinishedRule: String?
    /// How messages say the states whose names do not read in a sentence ("while it was
    /// {words}"), such as "appearing (viewIsAppearing called)" for `isAppearing`; see
    /// ``words(for:)``.
    public var stateWords: [String: String]

    /// Creates a machine.
    ///
    /// The first state is the initial state.
    public init(
        _ name: String, noun: String? = nil, scope: Scope = .perSubject,
        states: [String], rest: [String], unfinished unfinishedRule: String? = nil,
        words stateWords: [String: String] = [:], transitions: [Transition]
    ) {
        self.name = name
        self.noun = noun
        self.scope = scope
        self.states = states
        self.restStates = rest
        self.transitions = transitions
        self.unfinishedRule = unfinishedRule
        self.stateWords = stateWords
    }

    /// How a message says `state`: its words in ``stateWords``, else its name in words
    /// (`notLoaded` → "not loaded").
    ///
    /// A projected machine's state is a set of the original states (`appearing or
    /// isAppearing`); states whose words differ only in a parenthesis are said by the words
    /// before it ("appearing").
    public func words(for state: String) -> String {
        var said: [String] = []
        for part in state.components(separatedBy: " or ") {
            let words = stateWords[part] ?? Machine.spelledOut(part)
            let base = words.components(separatedBy: " (")[0]
            if let same = said.firstIndex(where: { $0.components(separatedBy: " (")[0] == base }) {
                said[same] = base
            } else {
                said.append(words)
            }
        }
        return said.joined(separator: " or ")
    }

    /// A camel-case name in lowercase words: `offScreen` → "off screen".
    static func spelledOut(_ name: String) -> String {
        var words = ""
        for character in name {
            if character.isUppercase, !words.isEmpty { words.append(" ") }
            words.append(contentsOf: character.lowercased())
        }
        return words
    }
}
