/// A log pass's declared structure: `# lifecheck: PARENT contains CHILD` headers, and subjects placed in their parents.
extension TraceChecker.LogPass {
    /// Checks against a projection that keeps the declared structure's relation, when the
    /// log declares one: it is known whatever the log records.
    mutating func useDeclaredStructure() {
        guard !declaredParents.isEmpty, let source = checker.source, options.observation.recorded != nil else { return }
        var observation = options.observation
        observation.knownRelations.insert(options.dialect.structureRelation)
        if let spec = try? TraceChecker.compile(source, onto: observation, options.projections) {
            monitor = Monitor(spec: spec, keepingBeginnings: true)
            reorderer = options.order == .exit ? ExitOrderReorderer(spec: spec) : nil
        }
    }

    /// Whether `text` is a `# lifecheck: PARENT contains CHILD …` header line.
    static func isStructureHeader(_ text: String) -> Bool {
        // (Most lines are no comment: they are told apart without splitting them into words.)
        guard text.utf8.first(where: { $0 != 32 && $0 != 9 && $0 != 13 && $0 != 44 }) == UInt8(ascii: "#") else { return false }
        let words = text.trimmingBlanks().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
        return words.count >= 4 && words[0] == "#" && words[1] == "lifecheck:" && words[3] == "contains"
    }

    /// Reads a `# lifecheck: PARENT contains CHILD …` header line.
    mutating func declare(_ text: String) {
        guard Self.isStructureHeader(text) else { return }
        let words = text.trimmingBlanks().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
        let parent = String(words[2])
        declaredNames.insert(parent)
        for child in words.dropFirst(4).map(String.init) {
            declaredNames.insert(child)
            declaredParents[child] = parent
            // A class as print(self) shows it, with its module (`MyApp.Feed`): the log names it `Feed`.
            let bare = Self.withoutModule(child)
            if declaredParents[bare] == nil { declaredParents[bare] = parent }
        }
    }

    /// A declared name without its module: `MyApp.Feed` is `Feed` (as the log names the class).
    static func withoutModule(_ name: String) -> String {
        String(ConsoleLineTranslator.Subject.className(Substring(name)))
    }

    /// The names in structure headers that no controller of the log has, by its name or class.
    var unmatchedDeclarations: [String] {
        declaredNames.filter { latest[$0] == nil && latest[Self.withoutModule($0)] == nil }.sorted()
    }

    /// Puts a subject into its declared parent before its first event after its creation.
    mutating func place(_ subject: Symbol, _ number: Int) {
        placed.insert(subject)
        let name = parser.symbols.name(of: subject)
        let className = String(name.split(separator: "@").first ?? Substring(name))
        latest[name] = subject
        latest[className] = subject
        guard let parentName = declaredParents[name] ?? declaredParents[className] else { return }
        let parent = latest[parentName] ?? latest[Self.withoutModule(parentName)] ?? parser.symbols.intern(parentName)
        let vocabulary = checker.spec.vocabulary
        for eventName in options.dialect.structureEvents {
            guard let kind = vocabulary.id(named: eventName),
                  let slot = vocabulary[kind].parameterIndex(named: options.dialect.structureParameter) else { continue }
            var event = Event(subject, kind)
            event.setRawArgument(slot, UInt64(parent.rawValue))
            consume(TraceEntry(position: number, event: event))
        }
    }
}
