/// Raw access to a ``StateStorage`` for one step: the pointers and offsets copied into
/// locals, so the hot loop does plain loads and stores.
@usableFromInline
struct StateView {
    @usableFromInline let records: UnsafeMutableRawPointer
    @usableFromInline let globals: UnsafeMutablePointer<UInt8>
    @usableFromInline let stride: Int
    @usableFromInline let relationOffset: Int
    @usableFromInline let counterOffset: Int

    @inlinable init(_ storage: StateStorage) {
        records = storage.records
        globals = storage.globals
        stride = storage.stride
        relationOffset = storage.relationOffset
        counterOffset = storage.counterOffset
    }

    @inlinable @inline(__always)
    func read(_ machine: MachineRecord, _ subject: UInt32) -> UInt8 {
        machine.isGlobal
            ? globals[Int(machine.slot)]
            : records.load(fromByteOffset: Int(subject) &* stride &+ Int(machine.slot), as: UInt8.self)
    }

    @inlinable @inline(__always)
    func write(_ machine: MachineRecord, _ subject: UInt32, _ state: UInt8) {
        if machine.isGlobal {
            globals[Int(machine.slot)] = state
        } else {
            records.storeBytes(of: state, toByteOffset: Int(subject) &* stride &+ Int(machine.slot), as: UInt8.self)
        }
    }

    @inlinable @inline(__always)
    func relation(_ subject: UInt32, _ relation: Int) -> UInt32 {
        records.load(fromByteOffset: Int(subject) &* stride &+ relationOffset &+ 4 &* relation, as: UInt32.self)
    }

    @inlinable @inline(__always)
    func setRelation(_ subject: UInt32, _ relation: Int, _ value: UInt32) {
        records.storeBytes(of: value, toByteOffset: Int(subject) &* stride &+ relationOffset &+ 4 &* relation, as: UInt32.self)
    }

    @inlinable @inline(__always)
    func counter(_ subject: UInt32, _ counter: Int) -> UInt32 {
        records.load(fromByteOffset: Int(subject) &* stride &+ counterOffset &+ 4 &* counter, as: UInt32.self)
    }

    @inlinable @inline(__always)
    func addToCounter(_ subject: UInt32, _ counter: Int, _ delta: UInt32) {
        let offset = Int(subject) &* stride &+ counterOffset &+ 4 &* counter
        records.storeBytes(of: records.load(fromByteOffset: offset, as: UInt32.self) &+ delta, toByteOffset: offset, as: UInt32.self)
    }
}
