/// Lookups derived from a vocabulary's names, built once with the vocabulary: the plain
/// parser's byte table and parameter keys, and the names the console reader matches.
///
/// A parser and a console translator are made for every log checked (several for one log:
/// the pass that infers what it records, the check, a second reading), and building these
/// afresh each time was a tenth of checking a short log. A projected spec keeps its
/// source's vocabulary, so its checkers share them too. Immutable, so it crosses threads.
final class VocabularyTables: Sendable {
    /// Each kind by its name.
    let kindsByName: [String: EventKindID]
    /// Each kind's name, as bytes (``PlainTraceParser``).
    let kindsByBytes: ByteTable
    /// Parameter keys per kind, as bytes.
    let keyBytes: [[[UInt8]]]
    /// The keys of the plain parser's fast path, per kind: `fastKeys[fastKeyStarts[kind]..<fastKeyStarts[kind + 1]]`.
    let fastKeys: [FastKey]
    let fastKeyStarts: [Int]
    /// The slots of each kind's required parameters, as a bit mask.
    let requiredMasks: [UInt8]
    /// The slots of each kind's parameters that name controllers (``EventKind/nameSlots``).
    let nameSlots: [[Int]]
    /// The kinds' names.
    let eventNames: Set<String>
    /// The names in camel case of two words or more, by their lowercased spelling
    /// (``ConsoleLineTranslator/caseFoldedName(_:)`` looks up the dialect's aliases after these).
    let caseFoldedNames: [String: String]
    /// The view-state callbacks without their `view` word, case-folded
    /// (``ConsoleLineTranslator/shortViewNames(_:)``), where no name above is spelled so.
    let shortViewNames: [String: String]
    /// Each kind's Objective-C selector in Swift's spelling (`willMoveToParent:` for
    /// `willMove(toParent:)`), case-folded (``ConsoleLineTranslator/swiftSelectorName(_:)``).
    let selectorNames: [String: String]
    /// The names of ``misspeltNameLength`` letters or more, lowercased, as bytes, with each
    /// name: a word one slip of typing away from exactly one of them is it misspelt
    /// (``ConsoleLineTranslator/misspeltName(_:)``).
    let misspellableNames: [(letters: [UInt8], name: String)]
    /// The fewest letters of a name read through a misspelling: in shorter names one slip
    /// makes another word (`didMove`, `willMove`).
    static let misspeltNameLength = 10

    init(_ kinds: [EventKind]) {
        var byName: [String: EventKindID] = [:]
        var table = ByteTable()
        for (offset, kind) in kinds.enumerated() {
            byName[kind.name] = EventKindID(UInt16(offset))
            var name = kind.name
            name.withUTF8 { table.insert(UInt32(offset), for: $0) }
        }
        kindsByName = byName
        kindsByBytes = table
        keyBytes = kinds.map { kind in kind.parameters.map { Array($0.name.utf8) } }
        var fastKeys: [FastKey] = [], starts = [0], required: [UInt8] = []
        for kind in kinds {
            var mask: UInt8 = 0
            for (slot, parameter) in kind.parameters.enumerated() {
                if parameter.isRequired { mask |= 1 << UInt8(slot) }
                fastKeys.append(FastKey(key: parameter.name, slot: slot, type: parameter.type))
            }
            required.append(mask)
            starts.append(fastKeys.count)
        }
        self.fastKeys = fastKeys
        fastKeyStarts = starts
        requiredMasks = required
        nameSlots = kinds.map(\.nameSlots)
        let names = Set(kinds.map(\.name))
        eventNames = names
        var folded: [String: String] = [:]
        for name in names where ConsoleLineTranslator.foldsCase(name) { folded[name.lowercased()] = name }
        caseFoldedNames = folded
        var short: [String: String] = [:]
        for (name, event) in ConsoleLineTranslator.shortViewNames(names) where folded[name] == nil && short[name] == nil { short[name] = event }
        shortViewNames = short
        var selectors: [String: String] = [:]
        for kind in kinds {
            if let name = ConsoleLineTranslator.swiftSelectorName(kind.summary)?.lowercased(), selectors[name] == nil { selectors[name] = kind.name }
        }
        selectorNames = selectors
        misspellableNames = names.sorted().filter { $0.utf8.count >= Self.misspeltNameLength && $0.utf8.allSatisfy { $0 < 128 } }
            .map { (Array($0.lowercased().utf8), $0) }
    }
}
