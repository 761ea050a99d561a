/// A ``Target`` lowered to a few integers: where to start, and at most one relation hop
/// (for ``Target/either(_:_:)``, up to two more relations to try, then the start itself).
@usableFromInline
struct CompiledTarget: Hashable, Sendable {
    @usableFromInline enum Base: UInt8, Sendable { case subject, parameter, global }

    @usableFromInline var base: Base
    /// The argument slot, for ``Base/parameter``.
    @usableFromInline var slot: Int8
    /// The relation to follow, or -1.
    @usableFromInline var hop: Int16
    /// The relation to follow when `hop`'s is unset (``Target/either(_:_:)`` of relations), or -1.
    @usableFromInline var secondHop: Int8
    /// The relation to follow when `secondHop`'s is unset too, or -1.
    @usableFromInline var thirdHop: Int8
    /// Whether to fall back to the base when the relations are unset (``Target/either(_:_:)``).
    @usableFromInline var fallback: Bool

    @usableFromInline
    init(base: Base, slot: Int8, hop: Int16, secondHop: Int8 = -1, thirdHop: Int8 = -1, fallback: Bool) {
        self.base = base
        self.slot = slot
        self.hop = hop
        self.secondHop = secondHop
        self.thirdHop = thirdHop
        self.fallback = fallback
    }

    static let global = CompiledTarget(base: .global, slot: -1, hop: -1, fallback: false)
}
