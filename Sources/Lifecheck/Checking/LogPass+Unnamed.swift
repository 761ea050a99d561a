/// A log pass's callbacks printed without a controller: when they are read as one controller's, and why lines that name callbacks became no event.
extension TraceChecker.LogPass {
    /// Whether every callback printed without a controller shares its line with another
    /// (chains: `viewWillAppear -> viewDidLoad -> viewDidAppear`).
    var unnamedAreChains: Bool {
        let unnamed = skipped[.noSubject] ?? 0
        return unnamed >= 2 && chainedUnnamed == unnamed
    }

    /// Whether the callbacks without a controller are chains that tell one controller's
    /// callbacks: chains with no step between their callbacks (`viewDidAppear -> 화면이동
    /// -> viewWillDisappear`: the screen moves, and the callbacks after it may be another's).
    var unnamedAreOneControllersChains: Bool { unnamedAreChains && !chainsHoldSteps }

    /// Why the callbacks printed without a controller are to be read as one controller's,
    /// naming the lines that decide it, or `nil`: when such lines outnumber the lines that
    /// name a controller's callback, end one, or name a callback in a line not read, and
    /// are two or more, or the only line that names a callback at all (a single callback
    /// printed bare has no other controller to be); or when the log is notes made of
    /// definitions alone
    /// (``definitionsDecide``). Definitions beside other lines count for neither side.
    var unnamedCallbacksDecide: String? {
        let unnamed = skipped[.noSubject] ?? 0
        let others = eventLines - ownedEvents + (skipped[.unreadCallback] ?? 0) + (skipped[.endOfLife] ?? 0)
        if definitionsDecide {
            let definitions = skipped[.definition] ?? 0
            return "\(definitions) lines define a callback, with a description after it, and no line prints one (" + Self.lineList(skippedLines[.definition] ?? [], of: definitions) + ")"
        }
        guard unnamed > others,
              unnamed >= 2 || callbackLinesExplained(naming: [.definition, .unreadCallback, .missingArgument, .initializerChain]) == nil else { return nil }
        var reason = unnamedAreChains
            ? "\(unnamed) callbacks chained on a line name no controller (" + Self.lineList(Self.distinct(skippedLines[.noSubject] ?? []), of: unnamedLineCount) + ")"
            : unnamed == 1 ? "the one line that names a callback names no controller (" + Self.lineList(skippedLines[.noSubject] ?? [], of: 1) + ")"
            : "\(unnamed) lines name a callback and no controller (" + Self.lineList(skippedLines[.noSubject] ?? [], of: unnamed) + ")"
        if others > 0 {
            let lines = Array((firstEventLines + (skippedLines[.unreadCallback] ?? []) + (skippedLines[.endOfLife] ?? [])).sorted().prefix(Self.linesPerReason))
            reason += ", \(others) " + (others == 1 ? "names" : "name") + " a controller or a callback in another shape" + (lines.isEmpty ? "" : " (" + Self.lineList(lines, of: lines.count) + ")")
        }
        return reason
    }

    /// Whether the log is notes made of definitions (`viewDidLoad : what it does`, two or
    /// more) and nothing else that names a callback: they list one controller's callbacks
    /// in order. Beside lines a log prints, definitions decide nothing, and stay unread.
    var definitionsDecide: Bool {
        let others = eventLines + (skipped[.noSubject] ?? 0) + (skipped[.unreadCallback] ?? 0) + (skipped[.endOfLife] ?? 0)
        return others == 0 && (skipped[.definition] ?? 0) >= 2
    }

    /// `lines` without repeats, in order.
    static func distinct(_ lines: [Int]) -> [Int] {
        lines.enumerated().filter { $0.offset == 0 || lines[$0.offset - 1] != $0.element }.map(\.element)
    }

    /// `lines 3, 5, 9, …` for the first `lines` of `count`.
    static func lineList(_ lines: [Int], of count: Int) -> String {
        (lines.count == 1 ? "line " : "lines ") + lines.map(String.init).joined(separator: ", ") + (count > lines.count ? ", …" : "")
    }

    /// The first line that named a callback without becoming an event, and why such lines
    /// did not (`line 3: a callback without a controller (lines 3, 4)`), or `nil`.
    func callbackLinesExplained(naming: [SkipReason] = [.noSubject, .definition, .unreadCallback, .missingArgument, .otherFunction, .unrecorded, .initializerChain])
        -> (line: Int, why: String)? {
        let found = naming.compactMap { reason in skippedLines[reason].map { (reason, $0) } }
        guard let first = found.compactMap(\.1.first).min() else { return nil }
        let why = found.map { reason, lines in "\(reason.rawValue) (" + Self.lineList(lines, of: skipped[reason] ?? lines.count) + ")" }
        return (first, why.joined(separator: "; "))
    }
}
