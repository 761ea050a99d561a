/// What one line of a log turned out to be.
public enum LogLine: Hashable, Sendable {
    /// Blank, a comment or a header: not counted.
    case nothing
    /// A lifecycle event, written in the plain trace format.
    case event(String)
    /// Not a lifecycle event: counted, with why.
    case skipped(SkipReason)
    /// The framework's own warning about a subject.
    case finding(rule: String, subject: String, message: String)
}

/// Why a log line was skipped.
public enum SkipReason: String, Hashable, Sendable, CaseIterable, Comparable {
    /// Prose, another subsystem's message, a callback name inside a sentence.
    case notAnEvent = "not a lifecycle event"
    /// A callback's signature in a line of a shape not read (`A ViewController viewDidLoad()`:
    /// a controller's name of two words), or in a sentence.
    case unreadCallback = "a callback named in a line of another shape"
    /// A function that is not a lifecycle event (`loadViewIfNeeded()`).
    case otherFunction = "a function that is not a lifecycle event"
    /// `dealloc` / `deinit`: the subject ends; its address may be reused.
    case endOfLife = "dealloc or deinit"
    /// An initializer called by the one logged just before, on the same object (`-[Home init]`
    /// then `-[Home initWithNibName:bundle:]`): one creation, not two.
    case initializerChain = "an initializer called by another (init, then initWithNibName:bundle:)"
    /// An initializer's line printed after events its body caused (`loadView`, `viewDidLoad`
    /// when it touches the view), on the object they happened to: not a new object.
    case initializerPrintedLate = "an initializer printed after the events it caused (the view loaded inside init)"
    /// A line about a call a line before began, its end, its time or another step of it
    /// (`[Home] viewDidLoad completed` after `[Home] viewDidLoad called`; `Home.viewDidLoad():57 -
    /// fetching feed` after `Home.viewDidLoad():42 - setting up table`): that call's, no call
    /// of its own. Its first message printed again, or a line after its end, is a second call.
    case continuedCall = "a further line of a call already read (its end, its time or another step)"
    /// The creation or end of an object that is not a subject (a view's `initWithCoder:`).
    case notAController = "an object that is not a view controller (a view)"
    /// A lifecycle callback without an argument the spec needs (`willMove(toParent:)` without the parent).
    case missingArgument = "a callback without an argument the spec needs"
    /// A callback name with no controller on the line.
    case noSubject = "a callback without a controller"
    /// A callback first on its line, then a colon and a description of what it does, as notes
    /// that define each callback write it (`viewDidLoad : 뷰가 메모리에 로드된 후 호출`): no
    /// controller's line. Notes made of nothing but definitions are read as one controller's
    /// callbacks, in order; beside the lines a log prints, definitions stay unread.
    case definition = "a callback's definition (a description after it)"
    /// A frame of a pasted backtrace (`3  MyApp  0x1003a4 -[Home viewDidLoad] + 561`): where
    /// code was when a stack was printed, innermost first, not a call in the log's order.
    case stackFrame = "a stack frame (a backtrace), not a call in order"
    /// Bytes that are not UTF-8 text, or control characters (binary data).
    case notText = "not text (binary data or invalid UTF-8)"
    /// A line longer than any lifecycle line (16 KB).
    case tooLong = "longer than 16 KB"
    /// An event the observation does not record (`--recorded`).
    case unrecorded = "not in --recorded"
    /// An event logged at exit, at the end of an unfinished log, that may have run inside a
    /// call the log ends in: its place can't be known (`--order exit --unfinished`).
    case insideUnfinishedCall = "at the end, possibly inside a call still running (--order exit --unfinished)"

    /// Skipped lines by reason, in a fixed order: `12 not a lifecycle event, 2 dealloc or deinit`.
    public static func summary(_ counts: [SkipReason: Int]) -> String {
        counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key.rawValue)" }.joined(separator: ", ")
    }

    public static func < (a: SkipReason, b: SkipReason) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// A warning the framework printed about a subject (UIKit's "Unbalanced calls to
/// begin/end appearance transitions for <…>"), reported under a rule of the spec.
public struct Finding: Hashable, Sendable {
    /// The rule it breaks.
    public var rule: Rule
    /// The subject it names, as the log names it.
    public var subject: String
    /// The line it is on.
    public var line: Int
    /// The warning's text (cut to 300 characters).
    public var message: String

    /// A finding.
    public init(rule: Rule, subject: String, line: Int, message: String) {
        self.rule = rule
        self.subject = subject
        self.line = line
        self.message = message
    }
}
