/// Gives every distinct subject record (a subject's machine states, relations and
/// counters) a small number, so the explorer's frontier stores a monitor state as a few
/// numbers instead of all its bytes.
///
/// Records repeat across states: in NavStack(10, 10) every controller has a handful of
/// records, while there are millions of states. Open addressing over a flat array of
/// records; hashing and comparing raw bytes. Each record's stable hash is kept, so a
/// state's hash mixes one word per subject instead of its bytes.
@usableFromInline package struct RecordInterner {
    @usableFromInline let stride: Int
    @usableFromInline var records: [UInt8] = []
    /// Per record number: the ``StableHasher`` hash of its bytes.
    @usableFromInline var hashes: [UInt64] = []
    @usableFromInline var slots: [Int32]
    @usableFromInline var count = 0

    /// An interner for records of `stride` bytes.
    public init(stride: Int) {
        self.stride = stride
        slots = [Int32](repeating: -1, count: 64)
    }

    /// Distinct records seen.
    public var distinctRecords: Int { count }

    /// The number of the record at `bytes`, adding it if new.
    @inlinable
    public mutating func intern(_ bytes: UnsafeRawPointer) -> UInt32 {
        var hasher = StableHasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(start: bytes, count: stride))
        let fullHash = hasher.finalize()
        var slot = Int(truncatingIfNeeded: fullHash) & (slots.count - 1)
        while true {
            let index = Int(slots[slot])
            if index < 0 { break }
            let same = records.withUnsafeBytes { memcmp($0.baseAddress! + index * stride, bytes, stride) == 0 }
            if same { return UInt32(index) }
            slot = (slot + 1) & (slots.count - 1)
        }
        records.append(contentsOf: UnsafeRawBufferPointer(start: bytes, count: stride))
        hashes.append(fullHash)
        slots[slot] = Int32(count)
        count += 1
        if count * 2 > slots.count { rehash() }
        return UInt32(count - 1)
    }

    /// Whether record `number` has the bytes at `bytes`.
    @inlinable
    public func matches(_ number: UInt32, _ bytes: UnsafeRawPointer) -> Bool {
        records.withUnsafeBytes { memcmp($0.baseAddress! + Int(number) * stride, bytes, stride) == 0 }
    }

    /// Copies record `number` to `destination`.
    @inlinable
    public func copy(_ number: UInt32, to destination: UnsafeMutableRawPointer) {
        records.withUnsafeBytes { destination.copyMemory(from: $0.baseAddress! + Int(number) * stride, byteCount: stride) }
    }

    /// Mixes record `number` into `hasher`: the stable hash of its bytes, so the same
    /// record mixes the same way in every process, whatever its number there.
    @inlinable
    public func combine(_ number: UInt32, into hasher: inout StableHasher) {
        hasher.combine(hashes[Int(number)])
    }

    @usableFromInline
    mutating func rehash() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for index in 0..<count {
            var slot = Int(truncatingIfNeeded: hashes[index]) & (slots.count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(index)
        }
    }
}
