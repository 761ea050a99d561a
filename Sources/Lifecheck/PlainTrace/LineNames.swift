/// The names one line of the plain parser's fast path meets for the first time, numbered as
/// the table will number them (after the names it holds, in order of appearance) but
/// interned only once the whole line is read: a line the fast path gives up on, for the line
/// parser to read or reject, leaves the table as it was.
///
/// A line names at most four subjects (its subject and three arguments).
struct LineNames: @unchecked Sendable {
    // Safety: the pointers point into the chunk being read only while one line is read;
    // between lines (when a parser may cross threads) it is empty and never reads them.
    private typealias Name = (start: UnsafePointer<UInt8>, count: Int, hash: UInt64)
    private var names: (Name?, Name?, Name?, Name?) = (nil, nil, nil, nil)
    /// How many names the line met for the first time.
    private(set) var count = 0

    /// The number of the name of `count` bytes at `start` (hash `hash`, not in `symbols`; the
    /// 8 bytes after it readable):
    /// the one it got if the line met it before, else the next; `nil` past four names.
    @inline(__always)
    mutating func number(of start: UnsafePointer<UInt8>, count: Int, hash: UInt64, after symbols: SymbolTable) -> UInt32? {
        for index in 0..<self.count {
            if let name = name(index), name.hash == hash, name.count == count, ByteWords.equal(name.start, start, count: count) {
                return UInt32(symbols.count + index)
            }
        }
        let name: Name = (start, count, hash)
        switch self.count {
        case 0: names.0 = name
        case 1: names.1 = name
        case 2: names.2 = name
        case 3: names.3 = name
        default: return nil
        }
        self.count += 1
        return UInt32(symbols.count + self.count - 1)
    }

    /// Interns the names in `symbols`, in order: they get the numbers ``number(of:count:hash:after:)`` gave.
    func intern(into symbols: inout SymbolTable) {
        for index in 0..<count {
            guard let name = name(index) else { continue }
            symbols.add(at: name.start, count: name.count, hash: name.hash)
        }
    }

    /// Forgets the names (the line was read, or given up).
    @inline(__always)
    mutating func removeAll() {
        count = 0
    }

    private func name(_ index: Int) -> Name? {
        switch index {
        case 0: names.0
        case 1: names.1
        case 2: names.2
        default: names.3
        }
    }
}
