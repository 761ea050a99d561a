/// How a spec's events appear in console logs that people write by hand: the other
/// spellings of event names, the warnings the framework itself prints, and the events
/// that declare structure.
///
/// The engine knows no framework: a console log reader finds a subject and a function
/// name on each line, and the dialect says which event that function is. An event's own
/// name always matches (case included), as does a Swift signature or Objective-C selector
/// whose base name is an event's name (`viewWillAppear(_:)`, `viewWillAppear:`).
public struct LogDialect: Sendable {
    /// A message the framework prints about a subject, reported as a finding under a rule.
    public struct Warning: Sendable {
        /// Text that identifies the message, such as `Unbalanced calls to begin/end appearance transitions`.
        public var marker: String
        /// The rule a finding breaks.
        public var rule: String
        /// Text just before the object the finding is about, where the message names several
        /// (`" on "` in `Attempt to present <B> on <A> whose view is not in the window
        /// hierarchy`: the presenter); `nil` for the first object named.
        public var subjectAfter: String?
        /// Whether UIKit names a controller in the message (`false` for navigation warnings):
        /// then a line with the words but no controller is a quote, not UIKit's print.
        public var namesSubject: Bool
        /// The words the message begins with, when the marker is not its start (`Attempt to `
        /// before `whose view is not in the window hierarchy`): a finding quotes the message
        /// from the last of them before the marker, without the sentence a bug report wraps
        /// it in. `nil`: a marker that begins with a capital letter begins the message; a
        /// finding of another quotes its line whole.
        public var opening: String?
        /// The words that follow the marker in the message, when it goes on before the
        /// controller it names (`, and may result in out-of-order callbacks` after `directly
        /// on a view controller is not supported`): a line that has them is the framework's
        /// print even when the paste cut the controller off; a line that goes on with other
        /// words is a sentence about the message.
        public var continuation: String?
        /// Whether the message's words end with ``continuation``: UIKit prints only its
        /// objects after them (`<X>`, `by <Y>`) and its end, so a line that goes on with
        /// words (`… already being presented, which happens when I tap twice`) is a sentence
        /// about the message.
        public var endsWithContinuation: Bool

        /// A warning found by `marker`, breaking `rule`, about the first object it names or
        /// the one after `subjectAfter`; its message begins with `opening`, or the marker,
        /// and goes on with `continuation` (its last words, if `endsWithContinuation`).
        public init(_ marker: String, rule: String, subjectAfter: String? = nil, namesSubject: Bool = true, opening: String? = nil,
                    continuation: String? = nil, endsWithContinuation: Bool = false) {
            self.marker = marker
            self.rule = rule
            self.subjectAfter = subjectAfter
            self.namesSubject = namesSubject
            self.opening = opening
            self.continuation = continuation
            self.endsWithContinuation = endsWithContinuation
        }
    }

    /// Other spellings of event names: Swift signatures and Objective-C selectors whose
    /// base name differs from the event's, such as `willMoveToParentViewController:` or `init(coder:)`.
    public var aliases: [String: String] {
        didSet { caseFoldedAliases = Self.caseFolded(aliases) }
    }
    /// The ``aliases`` in camel case of two words or more, by their lowercased spelling
    /// (``ConsoleLineTranslator/caseFoldedName(_:)``): built with them, once, not for every
    /// log read.
    private(set) var caseFoldedAliases: [String: String]
    /// Function names that end a subject's life (`dealloc`, `deinit`): a later line with
    /// the same address is a new subject.
    public var endsOfLife: Set<String>
    /// The framework's own warnings found in logs.
    public var warnings: [Warning]
    /// The events that put a subject into a parent, with the parameter naming the parent
    /// (`willMove` and `didMove` with `parent`): a declared structure is fed as these.
    public var structureEvents: [String]
    /// The parameter of ``structureEvents`` naming the parent.
    public var structureParameter: String
    /// The relation the structure events set.
    public var structureRelation: String
    /// Name parameters that consoles print as a bare word, not an object (a segue's
    /// `identifier`: `shouldPerformSegue(withIdentifier:sender:) showDetail false`).
    public var wordParameters: Set<String> = []
    /// Events that a subject's initializer may cause before the initializer's own line is
    /// printed (a Swift initializer can print `self` only at its end): a subject whose only
    /// lines so far are these (after at most one initializer's line), then an `init` line
    /// of another initializer, is one subject whose `init` printed late, not a new one,
    /// unless these events come again right after that line.
    public var insideCreation: Set<String> = []
    /// Events after which a controller named without an address (its class or a label)
    /// whose view loads again (one of ``insideCreation``) is another instance of its class,
    /// not the same one: a log that prints `Detail viewDidLoad` for each `Detail` pushed
    /// names them all alike (`viewDidDisappear`: the one before left the screen).
    public var offScreenEvents: Set<String> = []
    /// Events that create a subject (`init`): a declared structure puts a subject into its
    /// parent after them, before its next event.
    public var creationEvents: Set<String> = []
    /// How the class names of objects that print the same creation and end of life as
    /// subjects, but are none, end (UIKit's views: `HomeView initWithCoder:` is a view's):
    /// their creation and end lines are skipped, and they are not counted.
    public var otherObjectSuffixes: [String] = []
    /// Spellings of other objects' functions that share an event's name (`init(frame:)`,
    /// a view's initializer: no controller has one): a line that prints one is no event.
    public var otherObjectFunctions: Set<String> = []
    /// The subject of an event printed without a name, by event, for events that are not a
    /// controller's: an app delegate's launch callbacks are the app's, a scene delegate's
    /// callbacks its scene's (`application(_:didFinishLaunchingWithOptions:)` alone on a
    /// line is the app's, in a log whose controllers are named or not), and so are those named
    /// by the owner's word in another case (`scene willConnectTo`). Other events printed
    /// without a name stay a controller's to be told apart.
    public var unnamedOwners: [String: String] = [:]
    /// The events a pasted case of an owner's life may begin with (``unnamedOwners``: a
    /// note that lists the app's launch, its going to the background and its coming back,
    /// each under a title): after a section break, such an event that breaks the owner's
    /// state begins the owner again (another case, or another run). Other events there stay
    /// a bug (the app made active twice).
    public var caseBeginnings: Set<String> = []

    /// A dialect.
    public init(aliases: [String: String], endsOfLife: Set<String>, warnings: [Warning],
                structureEvents: [String], structureParameter: String, structureRelation: String,
                wordParameters: Set<String> = [], insideCreation: Set<String> = [], creationEvents: Set<String> = [],
                otherObjectSuffixes: [String] = [], otherObjectFunctions: Set<String> = [], offScreenEvents: Set<String> = [],
                unnamedOwners: [String: String] = [:], caseBeginnings: Set<String> = []) {
        self.aliases = aliases
        caseFoldedAliases = Self.caseFolded(aliases)
        self.endsOfLife = endsOfLife
        self.warnings = warnings
        self.structureEvents = structureEvents
        self.structureParameter = structureParameter
        self.structureRelation = structureRelation
        self.wordParameters = wordParameters
        self.insideCreation = insideCreation
        self.creationEvents = creationEvents
        self.otherObjectSuffixes = otherObjectSuffixes
        self.otherObjectFunctions = otherObjectFunctions
        self.offScreenEvents = offScreenEvents
        self.unnamedOwners = unnamedOwners
        self.caseBeginnings = caseBeginnings
    }

    /// The aliases of `aliases` matched in any case, by their lowercased spelling.
    static func caseFolded(_ aliases: [String: String]) -> [String: String] {
        var folded: [String: String] = [:]
        for (name, event) in aliases where ConsoleLineTranslator.foldsCase(name) { folded[name.lowercased()] = event }
        return folded
    }

    /// A dialect with no aliases, warnings or structure: only event names match.
    public static let plain = LogDialect(aliases: [:], endsOfLife: [], warnings: [], structureEvents: [],
                                         structureParameter: "", structureRelation: "")
}
