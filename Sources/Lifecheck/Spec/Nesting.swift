/// Declares that one event is called from inside another, so that a trace logged at
/// call exit (after `super`) can be put back in call-entry order.
///
/// In call-entry order the outer event comes first; logged at exit, every event nested
/// in it comes before it. ``ExitOrderReader`` uses these declarations to move an outer
/// event back in front of the nested events that precede it.
public struct Nesting: Hashable, Sendable {
    /// How the inner event's subject is tied to the outer event.
    public enum Link: Hashable, Sendable {
        /// Both happen to the same subject.
        case sameSubject
        /// The inner subject's relation (such as `parent`) is the outer subject.
        case innerRelation(String)
        /// The outer event's parameter (such as `child`) names the inner subject.
        case outerParameter(String)
        /// Any subjects: the outer event runs a whole phase (such as
        /// `application(_:didFinishLaunchingWithOptions:)`, inside which a programmatic
        /// launch creates the window and shows the root).
        case any
    }

    /// The outer events.
    public var outer: [String]
    /// The events that may run inside them.
    public var inner: [String]
    /// How the two subjects are tied.
    public var link: Link

    /// `inner` events run inside `outer` events, their subjects tied by `link`.
    public init(_ outer: [String], contains inner: [String], link: Link) {
        self.outer = outer
        self.inner = inner
        self.link = link
    }
}
