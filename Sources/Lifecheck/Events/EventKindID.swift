/// The index of an ``EventKind`` in its ``Vocabulary``.
public struct EventKindID: Hashable, Comparable, Sendable {
    /// The index in ``Vocabulary/kinds``.
    public let rawValue: UInt16

    /// Creates an identifier from an index.
    @inlinable public init(_ rawValue: UInt16) { self.rawValue = rawValue }

    @inlinable public static func < (lhs: EventKindID, rhs: EventKindID) -> Bool { lhs.rawValue < rhs.rawValue }
}
