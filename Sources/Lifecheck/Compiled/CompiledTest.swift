/// An ``EventPattern/Test`` lowered to a comparison on one raw argument slot.
@usableFromInline
struct CompiledTest: Hashable, Sendable {
    @usableFromInline enum Code: UInt8, Sendable { case none, isNil, isName, equals, inMask, notInMask }

    @usableFromInline var code: Code
    @usableFromInline var slot: Int8
    @usableFromInline var operand: UInt64

    static let none = CompiledTest(code: .none, slot: -1, operand: 0)

    /// Whether `event` passes the test.
    @inlinable @inline(__always)
    func passes(_ event: Event) -> Bool {
        if code == .none { return true }
        let raw = event.rawArgument(Int(slot))
        switch code {
        case .none: return true
        case .isNil: return raw == Event.nilArgument
        case .isName: return raw < Event.nilArgument
        case .equals: return raw == operand
        case .inMask: return raw < 64 && operand & (1 &<< raw) != 0
        case .notInMask: return raw >= 64 || operand & (1 &<< raw) == 0
        }
    }
}
