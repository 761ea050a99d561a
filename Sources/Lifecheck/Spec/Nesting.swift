/// Declares that one event is called from inside another, so that a trace logged at
/// call exit (after `super`) can be put back in call-entry order.
///
/// In call-entry order the outer event comes first; logged at exit, every event nested
/// in it comes before it. `ExitOrderReader` uses these declarations to move an outer
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
    /// Inner events that come in pairs, one call opening what the other closes (a layout
    /// pass: `viewWillLayoutSubviews`, then `viewDidLayoutSubviews`).
    ///
    /// A pair runs whole
    /// inside an outer event, so an outer event adopts the nested events before it only
    /// where every such pair of a subject is complete.
    public var pairs: [Pair]
    /// Parameters the inner event names as the outer one does: the calls of one segue name
    /// one identifier, so only a `prepare` of the same identifier runs inside a
    /// `performSegue`. An event without the parameter, or without a value for it, is held to
    /// nothing.
    ///
    /// An exit-order log does not say where a call began: another segue's `prepare` logged
    /// just before a `performSegue` ran before it, not inside it.
    public var matching: [String]
    /// Whether the inner events are taken in only behind one the outer event contains
    /// outright (by another nesting), which comes first in exit order.
    ///
    /// Set on a nesting composed through an unrecorded call whose link to the inner subject
    /// is lost (a `performSegue` containing what its unrecorded `perform` does to the
    /// destination, which `performSegue` does not name): the `prepare` logged before shows
    /// that the call ran, where any controller's view load logged before a `loadView` does not.
    var anchored = false

    /// Two events of one subject, the first opening what the second closes.
    public struct Pair: Hashable, Sendable {
        /// The event that opens.
        public var opening: String
        /// The event that closes.
        public var closing: String

        /// `opening`, then `closing`, on one subject.
        public init(_ opening: String, _ closing: String) {
            self.opening = opening
            self.closing = closing
        }
    }

    /// `inner` events run inside `outer` events, their subjects tied by `link`; the `pairs`
    /// among them run whole, and the parameters in `matching` name the same on both.
    public init(_ outer: [String], contains inner: [String], link: Link, pairs: [Pair] = [], matching: [String] = []) {
        self.outer = outer
        self.inner = inner
        self.link = link
        self.pairs = pairs
        self.matching = matching
    }
}
