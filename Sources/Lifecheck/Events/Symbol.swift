/// An interned name: a subject (a controller, window, app or storyboard) or an identifier.
///
/// Symbols are small integers handed out by a ``SymbolTable``; the monitor indexes its
/// per-subject arrays with them, which is why they are dense and start at zero.
public struct Symbol: Hashable, Comparable, Sendable {
    /// The symbol's index in its table.
    public let rawValue: UInt32

    /// Creates a symbol from its index in a ``SymbolTable``.
    @inlinable public init(_ rawValue: UInt32) { self.rawValue = rawValue }

    @inlinable public static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.rawValue < rhs.rawValue }
}
