/// Each subject's last few events, for the context of a violation: a ring per subject in
/// one block of raw memory, so remembering an event is two stores.
final class History: @unchecked Sendable {
    // Safety: only mutated by a Monitor that holds the only reference (it copies first).

    private var entries: UnsafeMutablePointer<TraceEntry>
    private var counts: UnsafeMutablePointer<Int>
    private var capacity = 0

    init() {
        entries = .allocate(capacity: 1)
        counts = .allocate(capacity: 1)
    }

    deinit {
        entries.deallocate()
        counts.deallocate()
    }

    /// A copy with the same entries, for a monitor that was copied and then written.
    func copy(depth: Int) -> History {
        let copy = History()
        if capacity > 0 {
            copy.grow(to: capacity, depth: depth)
            copy.entries.update(from: entries, count: capacity * depth)
            copy.counts.update(from: counts, count: capacity)
        }
        return copy
    }

    private func grow(to subjects: Int, depth: Int) {
        let newCapacity = max(subjects, capacity * 2, 16)
        let newEntries = UnsafeMutablePointer<TraceEntry>.allocate(capacity: newCapacity * depth)
        let newCounts = UnsafeMutablePointer<Int>.allocate(capacity: newCapacity)
        newEntries.update(from: entries, count: capacity * depth)
        newCounts.update(from: counts, count: capacity)
        newCounts.advanced(by: capacity).initialize(repeating: 0, count: newCapacity - capacity)
        entries.deallocate()
        counts.deallocate()
        entries = newEntries
        counts = newCounts
        capacity = newCapacity
    }

    /// Remembers `entry` for `symbol`, forgetting the oldest beyond `depth`.
    @inline(__always)
    func append(_ entry: TraceEntry, for symbol: Symbol, depth: Int) {
        let subject = Int(symbol.rawValue)
        if subject >= capacity { grow(to: subject + 1, depth: depth) }
        let count = counts[subject]
        // The default depth is a power of two: a mask, not a division, on the checker's hot path.
        let slot = depth & (depth &- 1) == 0 ? count & (depth &- 1) : count % depth
        entries[subject &* depth &+ slot] = entry
        counts[subject] = count &+ 1
    }

    /// The last events of `subject`, oldest first.
    func recent(of subject: Int, depth: Int) -> [TraceEntry] {
        guard subject < capacity else { return [] }
        let count = counts[subject]
        return (max(0, count - depth)..<count).map { entries[subject * depth + $0 % depth] }
    }
}
