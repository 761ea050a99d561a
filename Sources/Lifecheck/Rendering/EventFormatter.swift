/// Writes events back in the plain trace format: `Home viewWillAppear animated=false`.
public struct EventFormatter: Sendable {
    /// The events' vocabulary.
    public let vocabulary: Vocabulary
    /// The names of the events' symbols.
    public let symbols: SymbolTable

    /// Creates a formatter.
    public init(vocabulary: Vocabulary, symbols: SymbolTable) {
        self.vocabulary = vocabulary
        self.symbols = symbols
    }

    /// The subject's name.
    public func name(_ symbol: Symbol) -> String { symbols.name(of: symbol) }

    /// The event without its subject: `viewWillAppear animated=false`.
    public func callback(_ event: Event) -> String {
        let kind = vocabulary[event.kind]
        var parts = [kind.name]
        for (slot, parameter) in kind.parameters.enumerated() {
            guard let value = event.argument(slot, as: parameter.type) else { continue }
            parts.append("\(parameter.name)=\(text(value, parameter.type))")
        }
        return parts.joined(separator: " ")
    }

    /// The whole line: `Home viewWillAppear animated=false`.
    public func line(_ event: Event) -> String { "\(name(event.subject)) \(callback(event))" }

    private func text(_ value: Value, _ type: ParameterType) -> String {
        switch value {
        case .bool(let flag): return flag ? "true" : "false"
        case .name(let symbol): return symbols.name(of: symbol)
        case .none: return "nil"
        case .size(let width, let height): return "\(number(width))x\(number(height))"
        case .enumeration(let index):
            if case .enumeration(let cases) = type, index < cases.count { return cases[index] }
            return "\(index)"
        }
    }

    private func number(_ value: Float) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
