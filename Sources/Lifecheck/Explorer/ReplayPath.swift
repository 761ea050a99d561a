/// A path through a model: an initial state's index, then the index of each action in
/// the order `actions(in:)` listed them.
///
/// Written `0/1/3`; replaying it reproduces a run
/// exactly.
public struct ReplayPath: Hashable, Sendable, CustomStringConvertible {
    /// The initial state's index.
    public var initial: Int
    /// The actions' indices.
    public var actions: [Int]

    /// Creates a path.
    public init(initial: Int, actions: [Int]) {
        self.initial = initial
        self.actions = actions
    }

    /// Parses `0/1/3`; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
        guard let first = parts.first, let initial = first, initial >= 0, parts.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
        self.initial = initial
        actions = parts.dropFirst().map { $0! }
    }

    public var description: String { ([initial] + actions).map(String.init).joined(separator: "/") }
}
