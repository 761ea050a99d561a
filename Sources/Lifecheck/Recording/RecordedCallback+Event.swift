import LifecheckRecorder

extension RecordedCallback {
    /// The callback as an event of `vocabulary`, its names interned in `symbols`.
    ///
    /// - Throws: ``RecordingError`` when the callback is not in the vocabulary (naming the
    ///   closest callback that is), or an argument is unknown or of the wrong type.
    public func event(vocabulary: Vocabulary, symbols: inout SymbolTable) throws(RecordingError) -> Event {
        guard let kindID = vocabulary.id(named: name) else {
            throw RecordingError(callback: self, problem: .unknownCallback(suggestion: vocabulary.closestName(to: name)))
        }
        let kind = vocabulary[kindID]
        var values = [Lifecheck.Value?](repeating: nil, count: kind.parameters.count)
        for argument in arguments {
            guard let index = kind.parameterIndex(named: argument.key) else {
                throw RecordingError(callback: self, problem: .unknownArgument(argument.key, expected: kind.syntax))
            }
            let type = kind.parameters[index].type
            guard let value = Self.value(argument.value, as: type, symbols: &symbols) else {
                throw RecordingError(callback: self, problem: .wrongType(argument.key, expected: type.expectation))
            }
            values[index] = value
        }
        for (index, parameter) in kind.parameters.enumerated() where parameter.isRequired && values[index] == nil {
            throw RecordingError(callback: self, problem: .missingArgument(parameter.name, expected: kind.syntax))
        }
        return Event(symbols.intern(subject), kindID, values)
    }

    private static func value(_ value: RecordedCallback.Value, as type: ParameterType, symbols: inout SymbolTable) -> Lifecheck.Value? {
        switch (type, value) {
        case (.bool, .bool(let flag)): return .bool(flag)
        case (.name, .name(let name)), (.name, .word(let name)), (.nameOrNil, .name(let name)), (.nameOrNil, .word(let name)):
            return .name(symbols.intern(name))
        case (.nameOrNil, .nil): return Lifecheck.Value.none
        case (.size, .size(let width, let height)): return .size(width: Float(width), height: Float(height))
        case (.enumeration(let cases), .word(let word)): return cases.firstIndex(of: word).map { .enumeration($0) }
        default: return nil
        }
    }
}

/// A recorded callback that does not fit the spec's vocabulary.
public struct RecordingError: Error, Sendable, CustomStringConvertible {
    /// What does not fit.
    public enum Problem: Sendable, Hashable {
        /// The spec has no callback of this name; the closest one it has, if any is close.
        case unknownCallback(suggestion: String?)
        /// The callback has no parameter of this name.
        case unknownArgument(String, expected: String)
        /// The argument's value is not of the parameter's type.
        case wrongType(String, expected: String)
        /// A required argument was not recorded.
        case missingArgument(String, expected: String)
    }

    /// The callback as recorded.
    public var callback: RecordedCallback
    /// What is wrong with it.
    public var problem: Problem

    public var description: String {
        switch problem {
        case .unknownCallback(let suggestion?):
            "'\(callback.line)' records '\(callback.name)', which the spec does not know: did you mean '\(suggestion)'?"
        case .unknownCallback(nil):
            "'\(callback.line)' records '\(callback.name)', which the spec does not know."
        case .unknownArgument(let key, let expected):
            "'\(callback.line)' has an argument '\(key)' that \(callback.name) does not take: expected \(expected)."
        case .wrongType(let key, let expected):
            "'\(callback.line)': the value of '\(key)' should be \(expected)."
        case .missingArgument(let key, let expected):
            "'\(callback.line)' lacks its '\(key)' argument: expected \(expected)."
        }
    }
}
