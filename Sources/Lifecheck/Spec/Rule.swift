/// One rule of a spec: a stable ID, a one-sentence statement, and where it comes from.
///
/// Rules carry no logic. Machines and requirements name the rule they enforce, and a
/// violation names the rule it breaks; the rule gives the words.
public struct Rule: Hashable, Sendable {
    /// Where a rule comes from.
    public struct Source: Hashable, Sendable {
        /// What kind of evidence it is.
        public enum Kind: String, Hashable, Sendable {
            /// Apple's documentation or SDK headers.
            case documented
            /// Behaviour printed on devices (logs, stack traces).
            case observed
            /// Our reading, where Apple's documentation is silent.
            case reading
        }

        /// The kind of evidence.
        public var kind: Kind
        /// The citation: a document, a URL, a repository and path.
        public var text: String

        /// Apple's documentation or SDK headers say so.
        public static func documented(_ text: String) -> Source { Source(kind: .documented, text: text) }
        /// Devices were seen doing so.
        public static func observed(_ text: String) -> Source { Source(kind: .observed, text: text) }
        /// Our reading where the documentation is silent.
        public static func reading(_ text: String) -> Source { Source(kind: .reading, text: text) }
    }

    /// The stable ID, such as `APPEAR-2`.
    public var id: String
    /// What the rule says, in one sentence.
    public var statement: String
    /// What to change in code that breaks it, completing "To fix, …".
    public var fix: String
    /// The evidence for the rule.
    public var sources: [Source]

    /// Creates a rule.
    public init(_ id: String, _ statement: String, fix: String, sources: [Source]) {
        self.id = id
        self.statement = statement
        self.fix = fix
        self.sources = sources
    }
}
