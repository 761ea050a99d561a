extension PropertyRunner {
    /// Shrinks failing `choices`: deletes runs of choices (long runs first, and every run of up to three), lowers each
    /// choice, deletes one choice while changing the next, and tries earlier initial states,
    /// until no candidate fails; every accepted candidate is shorter, or as long and smaller.
    func shrink(initial: Int, choices: [UInt64], attempts: inout Int) -> ReplayPath {
        var initial = initial
        // Choices normalized to action indices: lowering one picks an earlier action.
        let first = execute(initial: initial, choices: choices)
        var current = first.path.map(UInt64.init)
        var names = first.names
        /// Accepts `candidate` (from `start`) if it fails, read by index or, where `byName`
        /// gives the actions' names, by name; keeps only what ran before the failure.
        func accept(_ candidate: [UInt64], byName: [String]? = nil, from start: Int? = nil) -> Bool {
            attempts += 1
            let from = start ?? initial
            var outcome = execute(initial: from, choices: candidate)
            if !outcome.failed, let byName {
                attempts += 1
                outcome = execute(initial: from, choices: candidate, names: byName)
            }
            guard outcome.failed else { return false }
            current = outcome.path.map(UInt64.init)
            names = outcome.names
            initial = from
            return true
        }
        var improved = true
        while improved {
            improved = false
            for from in 0..<initial where accept(current, byName: names, from: from) { improved = true; break }
            // Halving sizes, then every size from 3 down: an operation and the one that
            // undoes it (push and pop, present and dismiss) go out together.
            var sizes: [Int] = []
            var halving = current.count / 2
            while halving > 3 { sizes.append(halving); halving /= 2 }
            sizes += [3, 2, 1]
            for size in sizes {
                var start = 0
                while start + size <= current.count {
                    var candidate = current, candidateNames = names
                    candidate.removeSubrange(start..<start + size)
                    candidateNames.removeSubrange(start..<start + size)
                    if accept(candidate, byName: candidateNames) { improved = true } else { start += 1 }
                }
            }
            var position = 0
            while position < current.count {
                if current[position] > 0 {
                    var candidate = current
                    candidate[position] -= 1
                    if accept(candidate) { improved = true; continue }
                }
                position += 1
            }
            // A step may only be removable if the one after it picks differently.
            position = 0
            while position + 1 < current.count {
                var removed = false
                for value in 0..<UInt64(8) {
                    var candidate = current
                    candidate.remove(at: position)
                    candidate[position] = value
                    if accept(candidate) { improved = true; removed = true; break }
                }
                if !removed { position += 1 }
            }
        }
        return ReplayPath(initial: initial, actions: current.map(Int.init))
    }
}
