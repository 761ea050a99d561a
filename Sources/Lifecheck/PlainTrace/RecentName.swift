/// A subject of the lines before, kept so that the plain parser's fast path recognizes it
/// again with a few word comparisons instead of hashing it and looking it up: a
/// controller's callbacks come in runs (`viewWillAppear`, `viewIsAppearing`, a layout pass,
/// `viewDidAppear`), and the table of 20,000 names is out of the first-level cache.
///
/// Names of at most 32 bytes are kept; a longer one is looked up every time.
struct RecentName: Sendable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    /// The name's length, 0 when none is kept.
    private var count = 0
    /// The kept name's symbol.
    private(set) var symbol = Symbol(0)

    private static let capacity = 32

    /// Keeps the `count` bytes at `start` (a name, so all above a space), whose symbol is `symbol`.
    @inline(__always)
    mutating func remember(_ start: UnsafePointer<UInt8>, count: Int, symbol: Symbol) {
        guard count <= RecentName.capacity else {
            self.count = 0
            return
        }
        words = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: UnsafeRawBufferPointer(start: start, count: count)) }
        self.count = count
        self.symbol = symbol
    }

    /// Forgets the name (its symbol no longer holds).
    mutating func forget() {
        count = 0
    }

    /// The end of the field at `start` if it is the kept name, followed by a blank; `nil`
    /// otherwise. The field's line must end with a LF followed by 8 readable bytes: a word
    /// is read only when the words before it matched, which holds no byte at or below a space.
    @inline(__always)
    func match(_ start: UnsafePointer<UInt8>) -> UnsafePointer<UInt8>? {
        let count = self.count
        guard count > 0 else { return nil }
        // (The kept words are zero past the name and 32 bytes long: readable to the next word.)
        let matched = withUnsafeBytes(of: words) { kept in ByteWords.equal(start, kept.baseAddress!, count: count) }
        guard matched, start[count] == 32 || start[count] == 9 else { return nil }
        return start + count
    }
}
