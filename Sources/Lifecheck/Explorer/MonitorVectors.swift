/// Gives every distinct compact monitor state (its subjects' record numbers and its
/// globals number: a *vector*) one 32-bit number, so the explorer's frontier keeps a
/// monitor state in four bytes and the effect of an operation can be remembered per
/// vector (`TransitionMemo`).
///
/// Vectors repeat across states: in NavStack(10, 10) a few hundred vectors serve three
/// million states. Each vector also keeps its stable hash, made of the records' bytes (not
/// of their numbers, which depend on the order records were met, so it is the same in
/// every shard and process), and whether it meets the end-of-trace obligations.
///
/// Written only by one thread at a time; read by several between writes (the explorer's
/// threads read it while they generate successors, and it grows only after they finished).
@usableFromInline
final class MonitorVectors: @unchecked Sendable {
    // Safety: mutated only in the explorer's serial phases; its parallel phases only read.

    /// Per vector: where its words are, how many subjects, its stable hash, whether at rest.
    @usableFromInline struct Info {
        @usableFromInline var offset: Int
        @usableFromInline var count: Int
        @usableFromInline var hash: UInt64
        @usableFromInline var atRest: Bool
    }

    /// Each vector's words: `count` record numbers, then the globals number.
    @usableFromInline var words: UnsafeMutablePointer<UInt32>
    @usableFromInline var wordCount = 0
    @usableFromInline var wordCapacity = 1024
    @usableFromInline var infos: UnsafeMutablePointer<Info>
    @usableFromInline var count = 0
    @usableFromInline var infoCapacity = 256
    /// Open addressing over vector numbers plus one (zero is empty).
    @usableFromInline var slots: UnsafeMutablePointer<UInt32>
    @usableFromInline var mask = 1023

    @usableFromInline init() {
        words = .allocate(capacity: wordCapacity)
        infos = .allocate(capacity: infoCapacity)
        slots = .allocate(capacity: mask + 1)
        slots.initialize(repeating: 0, count: mask + 1)
    }

    deinit {
        words.deallocate()
        infos.deallocate()
        slots.deallocate()
    }

    /// Bytes held.
    @usableFromInline var bytes: Int { 4 * wordCapacity + MemoryLayout<Info>.stride * infoCapacity + 4 * (mask + 1) }

    /// A read-only view of the vectors' hashes and rest verdicts as they are now, for hot
    /// paths (a plain constant: no exclusivity checks). Valid until the next vector is added.
    @usableFromInline struct Reader {
        @usableFromInline let infos: UnsafePointer<Info>

        @inlinable init(_ table: MonitorVectors) { infos = UnsafePointer(table.infos) }

        /// The stable hash of vector `vector`.
        @inlinable @inline(__always)
        func hash(_ vector: UInt32) -> UInt64 { infos[Int(vector)].hash }

        /// Whether vector `vector` meets the end-of-trace obligations.
        @inlinable @inline(__always)
        func isAtRest(_ vector: UInt32) -> Bool { infos[Int(vector)].atRest }
    }

    /// The stable hash of vector `vector`.
    @inlinable @inline(__always)
    func hash(_ vector: UInt32) -> UInt64 { infos[Int(vector)].hash }

    /// Whether vector `vector` meets the end-of-trace obligations.
    @inlinable @inline(__always)
    func isAtRest(_ vector: UInt32) -> Bool { infos[Int(vector)].atRest }

    /// Vector `vector`'s record numbers (its subject count in `count`) followed by its globals number.
    @inlinable @inline(__always)
    func numbers(_ vector: UInt32) -> (words: UnsafePointer<UInt32>, count: Int) {
        let info = infos[Int(vector)]
        return (UnsafePointer(words + info.offset), info.count)
    }

    @inlinable @inline(__always)
    static func slotHash(_ numbers: UnsafePointer<UInt32>, _ count: Int, _ globals: UInt32) -> Int {
        var hash = UInt64(count) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(globals)
        for index in 0..<count { hash = (hash ^ UInt64(numbers[index])) &* 0xC2B2_AE3D_27D4_EB4F }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    /// The number of the vector made of `numbers` (`count` of them) and `globals`, adding it
    /// if new with its stable hash and rest verdict as `describe` gives them.
    @inlinable
    func intern(_ numbers: UnsafePointer<UInt32>, count: Int, globals: UInt32,
                describe: () -> (hash: UInt64, atRest: Bool)) -> UInt32 {
        var slot = MonitorVectors.slotHash(numbers, count, globals) & mask
        while true {
            let stored = slots[slot]
            if stored == 0 { break }
            let info = infos[Int(stored - 1)]
            if info.count == count, words[info.offset + count] == globals {
                var same = true
                for index in 0..<count where words[info.offset + index] != numbers[index] { same = false; break }
                if same { return stored - 1 }
            }
            slot = (slot + 1) & mask
        }
        return add(numbers, count: count, globals: globals, slot: slot, describe: describe())
    }

    @usableFromInline
    func add(_ numbers: UnsafePointer<UInt32>, count vectorCount: Int, globals: UInt32, slot: Int,
             describe: (hash: UInt64, atRest: Bool)) -> UInt32 {
        if wordCount + vectorCount + 1 > wordCapacity {
            var capacity = wordCapacity * 2
            while wordCount + vectorCount + 1 > capacity { capacity *= 2 }
            let bigger = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
            bigger.update(from: words, count: wordCount)
            words.deallocate()
            words = bigger
            wordCapacity = capacity
        }
        if count == infoCapacity {
            let bigger = UnsafeMutablePointer<Info>.allocate(capacity: infoCapacity * 2)
            bigger.moveInitialize(from: infos, count: count)
            infos.deallocate()
            infos = bigger
            infoCapacity *= 2
        }
        let vector = UInt32(count)
        (words + wordCount).update(from: numbers, count: vectorCount)
        words[wordCount + vectorCount] = globals
        (infos + count).initialize(to: Info(offset: wordCount, count: vectorCount, hash: describe.hash, atRest: describe.atRest))
        wordCount += vectorCount + 1
        count += 1
        slots[slot] = vector + 1
        if count * 2 > mask + 1 { rehash() }
        return vector
    }

    private func rehash() {
        slots.deallocate()
        mask = (mask + 1) * 2 - 1
        slots = .allocate(capacity: mask + 1)
        slots.initialize(repeating: 0, count: mask + 1)
        for vector in 0..<count {
            let info = infos[vector]
            var slot = MonitorVectors.slotHash(words + info.offset, info.count, words[info.offset + info.count]) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = UInt32(vector + 1)
        }
    }
}
