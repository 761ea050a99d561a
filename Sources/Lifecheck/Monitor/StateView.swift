/// Raw access to a `StateStorage` for one step: the pointers and offsets copied into
/// locals, so the hot loop does plain loads and stores.
@usableFromInline
struct StateView {
    @usableFromInline let records: UnsafeMutableRawPointer
    @usableFromInline let globals: UnsafeMutableRawPointer
    @usableFromInline let digits: UnsafePointer<UInt8>
    @usableFromInline let stride: Int
    @usableFromInline let relationOffset: Int
    @usableFromInline let counterOffset: Int

    @inlinable init(_ storage: StateStorage, _ tables: Tables) {
        records = storage.records
        globals = storage.globals
        digits = tables.digits
        stride = storage.stride
        relationOffset = storage.relationOffset
        counterOffset = storage.counterOffset
    }

    /// Where a machine's state (a byte, or its cluster's state) is for `subject`.
    @inlinable @inline(__always)
    func cell(_ machine: MachineRecord, _ subject: UInt32) -> UnsafeMutableRawPointer {
        (machine.isGlobal ? globals : records + Int(subject) &* stride) + Int(machine.offset)
    }

    /// A machine's state for `subject`.
    @inlinable @inline(__always)
    func read(_ machine: MachineRecord, _ subject: UInt32) -> UInt8 {
        let cell = cell(machine, subject)
        if machine.isDigit { return digits[Int(machine.digitBase) &+ Int(cell.load(as: UInt16.self))] }
        return cell.load(as: UInt8.self)
    }

    /// Moves a machine of `subject` from `before` (its current state) to `after`.
    @inlinable @inline(__always)
    func write(_ machine: MachineRecord, _ subject: UInt32, from before: UInt8, to after: UInt8) {
        let cell = cell(machine, subject)
        if machine.isDigit {
            let state = Int(cell.load(as: UInt16.self)) &+ (Int(after) &- Int(before)) &* Int(machine.stride)
            cell.storeBytes(of: UInt16(truncatingIfNeeded: state), as: UInt16.self)
        } else {
            cell.storeBytes(of: after, as: UInt8.self)
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
