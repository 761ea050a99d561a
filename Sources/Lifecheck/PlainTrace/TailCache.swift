/// The events of line tails read before: what the plain trace parser's fast path made of
/// the bytes from `NAME` to the line end, so that a tail it meets again costs one scan
/// and one comparison instead of a name lookup and a parse of every field.
///
/// A trace repeats a few dozen tails millions of times (`viewDidAppear animated=true`,
/// `willMove parent=Nav`), each with another subject. What the fast path makes of a tail
/// depends only on its bytes and on the names read so far, which keep their symbols for
/// good; so an entry stays right for the whole trace. The cache is direct-mapped, holds
/// tails of at most ``maximumLength`` bytes (line end included), and keeps each tail's
/// bytes to compare: a hit is an exact match.
struct TailCache: Sendable {
    /// The longest tail kept, its LF included.
    static let maximumLength = 48
    private static let words = maximumLength / 8
    /// 4,096 slots: besides the few dozen hot tails, a trace has tails that name one of
    /// thousands of controllers (`addChild child=0x7f8b4c000dff`), which 1,024 slots let
    /// evict the hot ones (8.3 % of the bench trace's lines missed, against 3.2 %).
    private static let slotBits = 12
    private static let slotCount = 1 << slotBits

    /// One remembered tail: its hash and length (0 for an empty slot), the event it gave
    /// (its subject is not used), and its bytes, zero-padded.
    /// (The bytes come first: the lookup reads them at the entry's address.)
    struct Entry: Sendable {
        var bytes: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
        var hash: UInt64 = 0
        var length = 0
        var event = Event(Symbol(0), EventKindID(0))
    }

    /// Empty until the first tail is remembered (a parser that reads a few lines, as
    /// format detection does, allocates nothing).
    private var entries: [Entry] = []

    /// A tail found by ``scan(_:)``: its hash and its length up to and including its LF,
    /// or length 0 when it is longer than ``maximumLength``.
    struct Tail {
        var hash: UInt64
        var length: Int
    }

    /// Scans the tail at `start` to its LF, a word at a time, and hashes it. The line must
    /// end with a LF and the 8 bytes after it must be readable (as in a chunk).
    ///
    /// The hash only picks the slot (a hit compares every byte; a collision is a miss, never
    /// a long probe), so it takes the first word, the last (up to the LF) and the length,
    /// not every word: the tails of a trace differ in their name (the first word), their
    /// values (the last) or their length.
    @inline(__always)
    static func scan(_ start: UnsafePointer<UInt8>) -> Tail {
        let first = ByteWords.load(start)
        var offset = 0
        while offset < maximumLength {
            let word = ByteWords.load(start + offset)
            let ends = ByteWords.bytes(equalTo: 10, in: word)
            if ends == 0 {
                offset &+= 8
                continue
            }
            // The bytes up to and including the LF.
            let kept = ByteWords.firstMarked(ends) &+ 1
            let last = word & ByteWords.firstBytes(kept)
            let length = offset &+ kept
            // One multiply: its high bits, which pick the slot, depend on every bit of the
            // words. (A tail within one word has no first word apart from its last.)
            let firstPart = offset == 0 ? 0 : (first << 32 | first >> 32)
            let hash = (firstPart ^ last ^ UInt64(truncatingIfNeeded: length)) &* 0x9E37_79B9_7F4A_7C15
            return Tail(hash: hash, length: length)
        }
        return Tail(hash: 0, length: 0)
    }

    /// The event remembered for `tail`, whose bytes are at `start`, or `nil`.
    @inline(__always)
    func event(for tail: Tail, at start: UnsafePointer<UInt8>) -> Event? {
        entries.withUnsafeBufferPointer { entries -> Event? in
            guard let base = entries.baseAddress else { return nil }
            let entry = base + TailCache.slot(of: tail)
            // (The stored bytes are zero-padded to 48, the line's readable past its LF.)
            guard entry.pointee.hash == tail.hash, entry.pointee.length == tail.length,
                  ByteWords.equal(UnsafeRawPointer(entry), start, count: tail.length) else { return nil }
            return entry.pointee.event
        }
    }

    /// Remembers that the tail at `start` gave `event`, in place of whatever its slot held.
    mutating func remember(_ event: Event, for tail: Tail, at start: UnsafePointer<UInt8>) {
        guard tail.length > 0 else { return }
        if entries.isEmpty {
            // The lookup reads an entry's bytes at the entry's address.
            precondition(MemoryLayout<Entry>.offset(of: \Entry.bytes) == 0, "a tail entry starts with its bytes")
            entries = [Entry](repeating: Entry(), count: TailCache.slotCount)
        }
        var entry = Entry()
        entry.hash = tail.hash
        entry.length = tail.length
        entry.event = event
        withUnsafeMutableBytes(of: &entry.bytes) { bytes in
            bytes.copyMemory(from: UnsafeRawBufferPointer(start: start, count: tail.length))
        }
        entries[TailCache.slot(of: tail)] = entry
    }

    /// The one slot where `tail` may be.
    @inline(__always)
    private static func slot(of tail: Tail) -> Int {
        Int(truncatingIfNeeded: tail.hash >> UInt64(64 - slotBits))
    }
}
