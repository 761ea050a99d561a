/// Interns names as ``Symbol``s, in order of first appearance.
///
/// The same text is the same symbol throughout a trace, as the trace format requires.
/// Names are kept as UTF-8 bytes and looked up by them (`ByteTable`): interning a name
/// met for the first time allocates no string, and the trace parser looks names up
/// straight from its buffer.
public struct SymbolTable: Sendable {
    private var names = NameList()
    private var table = ByteTable()
    /// The symbol of the empty name, if interned (the byte table holds no empty key).
    private var emptyName: UInt32?

    /// Creates an empty table.
    public init() {}

    /// The number of distinct names interned so far.
    public var count: Int { names.count }

    /// Returns the symbol for `name`, adding it if it is new.
    @discardableResult
    public mutating func intern(_ name: String) -> Symbol {
        var name = name
        return name.withUTF8 { intern($0) }
    }

    /// Returns the symbol for the name `bytes` (UTF-8), adding it if it is new.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> Symbol {
        guard let start = bytes.baseAddress, !bytes.isEmpty else {
            if let emptyName { return Symbol(emptyName) }
            emptyName = UInt32(names.count)
            names.append(bytes)
            return Symbol(UInt32(names.count - 1))
        }
        let hash = WordHash.hash(bytes)
        if let value = table.value(for: bytes, hash: hash) { return Symbol(value) }
        return Symbol(add(at: start, count: bytes.count, hash: hash))
    }

    /// The symbol already interned for `name`, if any.
    public func symbol(named name: String) -> Symbol? {
        var name = name
        return name.withUTF8 { bytes in
            bytes.isEmpty ? emptyName.map(Symbol.init) : table.value(for: bytes).map(Symbol.init)
        }
    }

    /// The symbol of the `count` bytes at `start`, whose hash (``WordHash``) is `hash`, if
    /// interned; the 8 bytes after them must be readable (the parser's fast path).
    @inline(__always)
    func value(at start: UnsafePointer<UInt8>, count: Int, hash: UInt64) -> UInt32? {
        table.value(at: start, count: count, hash: hash)
    }

    /// Adds the `count` bytes at `start`, a name not interned yet whose hash (``WordHash``)
    /// is `hash`, and returns its symbol (the parser's fast path has the hash).
    @discardableResult
    mutating func add(at start: UnsafePointer<UInt8>, count: Int, hash: UInt64) -> UInt32 {
        let bytes = UnsafeBufferPointer(start: start, count: count)
        table.insert(UInt32(names.count), for: bytes, hash: hash)
        names.append(bytes)
        return UInt32(names.count - 1)
    }

    /// Whether `other` interned the same names in the same order.
    func hasSameNames(as other: SymbolTable) -> Bool {
        count == other.count && (0..<count).allSatisfy { names.name($0) == other.names.name($0) }
    }

    /// The name a symbol stands for.
    public func name(of symbol: Symbol) -> String {
        let index = Int(symbol.rawValue)
        return index < names.count ? names.name(index) : "#\(symbol.rawValue)"
    }

    /// Adds the names from the `start`th symbol on to `list`, in order.
    func copyNames(from start: Int, to list: inout NameList) {
        list.append(names, from: start)
    }

    /// Returns the symbol for the name of `symbol` in `other`, adding it if it is new.
    mutating func intern(nameOf symbol: Symbol, in other: SymbolTable) -> Symbol {
        intern(other.names, at: Int(symbol.rawValue))
    }

    /// Returns the symbol for the `index`th name of `list`, adding it if it is new.
    mutating func intern(_ list: NameList, at index: Int) -> Symbol {
        list.withName(index) { intern($0) }
    }
}
