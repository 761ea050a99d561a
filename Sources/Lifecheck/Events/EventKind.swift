/// One named event of a vocabulary, such as `viewWillAppear`, with its parameters.
public struct EventKind: Hashable, Sendable {
    /// One `KEY=VALUE` parameter of an event.
    public struct Parameter: Hashable, Sendable {
        /// The key, as written in a trace.
        public var name: String
        /// The kind of value it takes.
        public var type: ParameterType
        /// Whether a trace line must give it.
        public var isRequired: Bool

        /// Creates a parameter.
        public init(_ name: String, _ type: ParameterType, required isRequired: Bool = true) {
            self.name = name
            self.type = type
            self.isRequired = isRequired
        }
    }

    /// The name, spelled exactly as in a trace (case matters).
    public var name: String
    /// The parameters, in the order they are stored in an ``Event``.
    public var parameters: [Parameter]
    /// The group it belongs to in documentation, such as "appearance".
    public var group: String
    /// What the event is, in one sentence.
    public var summary: String

    /// Creates an event kind.
    ///
    /// At most three slots of parameters (an ``Event`` holds three).
    public init(_ name: String, group: String, _ parameters: [Parameter] = [], summary: String = "") {
        self.name = name
        self.parameters = parameters
        self.group = group
        self.summary = summary
    }

    /// The slots of the parameters that name controllers (``ParameterType/name`` or
    /// ``ParameterType/nameOrNil``), in order.
    var nameSlots: [Int] {
        parameters.indices.filter { parameters[$0].type == .name || parameters[$0].type == .nameOrNil }
    }

    /// The index of the parameter named `name`, if the kind has one.
    public func parameterIndex(named name: String) -> Int? {
        parameters.firstIndex { $0.name == name }
    }

    /// The event's trace syntax, such as `C willMove parent=P|nil`.
    public var syntax: String {
        var parts = [name]
        for parameter in parameters {
            let value: String = switch parameter.type {
            case .bool: "BOOL"
            case .name: "NAME"
            case .nameOrNil: "NAME|nil"
            case .size: "SIZE"
            case .enumeration: parameter.name.uppercased()
            }
            let text = "\(parameter.name)=\(value)"
            parts.append(parameter.isRequired ? text : "[\(text)]")
        }
        return parts.joined(separator: " ")
    }
}
