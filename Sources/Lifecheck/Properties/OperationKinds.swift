/// The kinds of operation a property run has met, numbered: the model's declared kinds in
/// order, then any other kind an action named, as the runs met them.
///
/// Lookups go through a dictionary, but nothing is ordered by it: the numbering is the
/// order of first appearance, so it is the same in every process.
struct OperationKinds: Sendable {
    /// The kinds, with their counts, by number.
    private(set) var counts: [OperationKindCount]
    private var numbers: [String: Int] = [:]

    /// The kinds `declared`, none enabled or chosen yet.
    init(declared: [String]) {
        counts = []
        for name in declared where numbers[name] == nil {
            numbers[name] = counts.count
            counts.append(OperationKindCount(name: name))
        }
    }

    /// The number of the kind `name`, added if it is new.
    mutating func number(of name: String) -> Int {
        if let number = numbers[name] { return number }
        numbers[name] = counts.count
        counts.append(OperationKindCount(name: name))
        return counts.count - 1
    }

    /// The number of the kind `name`, if it was met before.
    func existingNumber(of name: String) -> Int? { numbers[name] }

    /// Counts one state in which kind `kind` was enabled.
    mutating func noteEnabled(_ kind: Int) { counts[kind].enabled += 1 }

    /// Counts one operation of kind `kind`.
    mutating func noteChosen(_ kind: Int) { counts[kind].chosen += 1 }
}
