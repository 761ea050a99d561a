/// A ``Target`` lowered to a few integers: where to start, and at most one relation hop.
@usableFromInline
struct CompiledTarget: Hashable, Sendable {
    @usableFromInline enum Base: UInt8, Sendable { case subject, parameter, global }

    @usableFromInline var base: Base
    /// The argument slot, for ``Base/parameter``.
    @usableFromInline var slot: Int8
    /// The relation to follow, or -1.
    @usableFromInline var hop: Int16
    /// Whether to fall back to the base when the relation is unset (``Target/either(_:_:)``).
    @usableFromInline var fallback: Bool

    static let global = CompiledTarget(base: .global, slot: -1, hop: -1, fallback: false)
}
