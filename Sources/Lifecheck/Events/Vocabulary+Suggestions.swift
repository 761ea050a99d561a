extension Vocabulary {
    /// The event name closest to `name` (a misspelt callback), if one is close enough to be
    /// what was meant: the start of `name` up to a word boundary (`didMoveToParent` →
    /// `didMove`), or at most a third of its letters edited, case aside.
    public func closestName(to name: String) -> String? {
        let prefixes = kinds.map(\.name).filter { known in
            guard name.count > known.count, name.hasPrefix(known) else { return false }
            let next = name[name.index(name.startIndex, offsetBy: known.count)]
            return next.isUppercase || !next.isLetter
        }
        if let longest = prefixes.max(by: { $0.count < $1.count }) { return longest }
        let lowered = name.lowercased()
        var best: (name: String, distance: Int)?
        for kind in kinds {
            let distance = Self.editDistance(Array(lowered.utf8), Array(kind.name.lowercased().utf8))
            if distance < (best?.distance ?? .max) { best = (kind.name, distance) }
        }
        guard let best, best.distance <= max(1, name.utf8.count / 3) else { return nil }
        return best.name
    }

    /// Levenshtein distance between two byte strings.
    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count), current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
