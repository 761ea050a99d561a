/// Which events a transition, requirement or relation update reacts to: a name, and
/// optionally tests on the event's parameters.
public struct EventPattern: Hashable, Sendable, ExpressibleByStringLiteral {
    /// A test on one parameter's value.
    public enum Test: Hashable, Sendable {
        /// The parameter is the literal `nil`.
        case isNil
        /// The parameter is a name (given and not `nil`).
        case isName
        /// The boolean parameter has this value.
        case equals(Bool)
        /// The enumeration parameter is one of these cases.
        case oneOf([String])
        /// The enumeration parameter is absent (it is optional) or none of these cases.
        case noneOf([String])
    }

    /// The event name, or `*` for any event not otherwise named in the same machine.
    public var name: String
    /// Tests on parameters, by parameter name; all must hold.
    public var tests: [ParameterTest]

    /// One parameter test.
    public struct ParameterTest: Hashable, Sendable {
        /// The parameter's key.
        public var parameter: String
        /// The test.
        public var test: Test
    }

    /// Any event of the subject that the machine does not name elsewhere.
    public static let anyOtherEvent = EventPattern(name: "*", tests: [])

    /// Matches every event named `name`.
    public init(stringLiteral name: String) { self.init(name: name, tests: []) }

    /// Matches events named `name` whose parameters pass `tests`.
    public init(name: String, tests: [ParameterTest]) {
        self.name = name
        self.tests = tests
    }

    /// Matches events named `name` whose `parameter` passes `test`.
    public static func event(_ name: String, _ parameter: String, _ test: Test) -> EventPattern {
        EventPattern(name: name, tests: [ParameterTest(parameter: parameter, test: test)])
    }

    /// The pattern as people read it: `willMove parent=nil`, `present style=fullScreen|currentContext`.
    public var description: String {
        var parts = [name == "*" ? "any other event" : name]
        for test in tests {
            switch test.test {
            case .isNil: parts.append("\(test.parameter)=nil")
            case .isName: parts.append("\(test.parameter)=NAME")
            case .equals(let value): parts.append("\(test.parameter)=\(value)")
            case .oneOf(let cases): parts.append("\(test.parameter)=\(cases.joined(separator: "|"))")
            case .noneOf(let cases): parts.append("\(test.parameter)≠\(cases.joined(separator: "|"))")
            }
        }
        return parts.joined(separator: " ")
    }
}
