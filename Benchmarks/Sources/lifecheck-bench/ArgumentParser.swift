/// A bad command line: what was wrong, for a usage message and exit status 2.
struct UsageError: Error, Equatable {
    var message: String
}

/// The few argument shapes lifecheck's commands take: flags, options with a value
/// (`--order exit` or `--order=exit`), and positional arguments. `-` alone is positional.
struct ParsedArguments {
    private(set) var flags: Set<String> = []
    private(set) var options: [String: String] = [:]
    private(set) var positionals: [String] = []

    /// Parses `arguments`, accepting only the flags and options named.
    init(_ arguments: [String], flags known: Set<String>, options takesValue: Set<String>) throws(UsageError) {
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            if argument == "--" { onlyPositionals = true; continue }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if known.contains(name) {
                guard inlineValue == nil else { throw UsageError(message: "\(name) takes no value") }
                flags.insert(name)
            } else if takesValue.contains(name) {
                if let inlineValue {
                    options[name] = inlineValue
                } else {
                    guard index < arguments.count else { throw UsageError(message: "\(name) needs a value") }
                    options[name] = arguments[index]
                    index += 1
                }
            } else {
                throw UsageError(message: "unknown option '\(name)'")
            }
        }
    }

    /// The value of option `name`, checked against `allowed`.
    func choice(_ name: String, _ allowed: [String], default value: String) throws(UsageError) -> String {
        guard let given = options[name] else { return value }
        guard allowed.contains(given) else {
            throw UsageError(message: "\(name) takes \(allowed.joined(separator: ", ")), not '\(given)'")
        }
        return given
    }

    /// The value of option `name` as a positive whole number.
    func count(_ name: String, default value: Int) throws(UsageError) -> Int {
        guard let given = options[name] else { return value }
        guard let number = Int(given.replacingOccurrences(of: "_", with: "")), number > 0 else {
            throw UsageError(message: "\(name) takes a positive whole number, not '\(given)'")
        }
        return number
    }
}
