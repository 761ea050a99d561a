/// Interns names as ``Symbol``s, in order of first appearance.
///
/// The same text is the same symbol throughout a trace, as the trace format requires.
public struct SymbolTable: Sendable {
    private var names: [String] = []
    private var indices: [String: UInt32] = [:]

    /// Creates an empty table.
    public init() {}

    /// The number of distinct names interned so far.
    public var count: Int { names.count }

    /// Returns the symbol for `name`, adding it if it is new.
    @discardableResult
    public mutating func intern(_ name: String) -> Symbol {
        if let index = indices[name] { return Symbol(index) }
        let index = UInt32(names.count)
        names.append(name)
        indices[name] = index
        return Symbol(index)
    }

    /// The symbol already interned for `name`, if any.
    public func symbol(named name: String) -> Symbol? {
        indices[name].map(Symbol.init)
    }

    /// The name a symbol stands for.
    public func name(of symbol: Symbol) -> String {
        let index = Int(symbol.rawValue)
        return index < names.count ? names[index] : "#\(symbol.rawValue)"
    }
}
