import Dispatch

/// Explores every state of a ``Model`` within bounds, breadth first, checking every
/// callback with the monitor; the first violation found is at the least depth, so its
/// path is a shortest counterexample.
///
/// The explored state is the model's state together with the monitor's. Visited states
/// are kept as 64-bit fingerprints (``FingerprintSet``) plus, per state, its parent's
/// index and its action's index: six bytes, enough to rebuild any path by replaying it.
/// Only the frontier (the current BFS level and the next) holds full states, each with its
/// monitor state as one number (``MonitorVectors``); the monitor's verdict on an operation
/// is computed once per (monitor state, callbacks) pair and remembered (``TransitionMemo``).
///
/// The search is deterministic: actions are tried in the order the model lists them. With
/// ``threads`` above one, each BFS level's frontier is cut into consecutive parts whose
/// successors are generated on as many threads, then merged in frontier order by one
/// thread: states, transitions, depth and counterexamples are those of one thread.
public struct Explorer<M: Model>: Sendable {
    /// Progress, reported about once a second.
    public struct Progress: Sendable {
        public var states: Int
        public var transitions: Int
        public var depth: Int
        public var seconds: Double

        /// Creates a progress report.
        public init(states: Int, transitions: Int, depth: Int, seconds: Double) {
            self.states = states
            self.transitions = transitions
            self.depth = depth
            self.seconds = seconds
        }
    }

    /// The model explored.
    public let model: M
    /// Where to stop.
    public var bounds: ExplorationBounds
    /// Whether idle states must meet the spec's end-of-trace obligations (quiescence).
    public var checksQuiescence: Bool
    /// Whether to record which rules and transitions the run exercised (slower: the spec
    /// runs unfused, op by op).
    public var collectsCoverage: Bool
    /// The part of the search this run does, when it is split across jobs.
    public var shard: Shard?
    /// Threads that generate successors (1 by default). Any number gives the same results.
    public var threads = 1

    /// An explorer for `model`.
    public init(model: M, bounds: ExplorationBounds = ExplorationBounds(), checksQuiescence: Bool = true,
                collectsCoverage: Bool = false) {
        self.model = model
        self.bounds = bounds
        self.checksQuiescence = checksQuiescence
        self.collectsCoverage = collectsCoverage
    }

    /// Runs the search. (Inlinable, so it is specialized for the model it explores.)
    @inlinable
    public func run(progress: (Progress) -> Void = { _ in }) -> ExplorationReport {
        search(progress: progress, export: nil, violations: { _ in false })
    }

    /// Runs the search and hands the visited fingerprints to `fingerprints` at the end
    /// (what a shard writes for ``ShardResult/merge(_:)``).
    @inlinable
    public func run(progress: (Progress) -> Void = { _ in }, fingerprints export: ([UInt64]) -> Void) -> ExplorationReport {
        withoutActuallyEscaping(export) { search(progress: progress, export: $0, violations: { _ in false }) }
    }

    /// Runs the search and hands every violation it meets to `violations`, in breadth-first
    /// order (so the first for each rule is a shortest one): return true to search on, false
    /// to stop there. Searching on skips the violating state's successors, so every path
    /// reported breaks a rule only at its last step.
    ///
    /// When the search goes on past violations, the report's outcome is ``ExplorationReport/Outcome/violation``
    /// if it finished, or the bound that stopped it; its path is the first violation's.
    @inlinable
    public func run(progress: (Progress) -> Void = { _ in }, violations searchesOn: (ReplayPath) -> Bool) -> ExplorationReport {
        search(progress: progress, export: nil, violations: searchesOn)
    }

    /// ``run(progress:violations:)`` that also hands the visited fingerprints to `fingerprints` at the end.
    @inlinable
    public func run(progress: (Progress) -> Void = { _ in }, fingerprints export: ([UInt64]) -> Void,
                    violations searchesOn: (ReplayPath) -> Bool) -> ExplorationReport {
        withoutActuallyEscaping(export) { search(progress: progress, export: $0, violations: searchesOn) }
    }

    /// Frontier states whose successors one thread generates before the merge takes them.
    @inlinable static var chunk: Int { 2048 }

    @inlinable
    func search(progress: (Progress) -> Void, export: (([UInt64]) -> Void)?,
                violations searchesOn: (ReplayPath) -> Bool) -> ExplorationReport {
        // Coverage needs every op visible, so it runs the spec unfused, and every transition
        // runs the monitor (no memo).
        let spec = collectsCoverage ? ((try? CompiledSpec(unfused: model.spec.spec)) ?? model.spec) : model.spec
        var monitor = CompactMonitor(spec: spec, recordingCoverage: collectsCoverage)
        let table = MonitorVectors()
        let memo = TransitionMemo()
        let threadCount = max(1, threads)
        let generators = (0..<threadCount).map { _ in
            SuccessorGenerator(model: model, checksQuiescence: checksQuiescence, memoizes: !collectsCoverage)
        }
        let clock = ContinuousClock()
        let started = clock.now
        var visited = FingerprintSet()
        var parents = UnsafeColumn<UInt32>()
        var actionIndices = UnsafeColumn<UInt16>()
        // The frontier: states, their monitor vectors, their indices in `parents`.
        var frontier = UnsafeColumn<M.State>()
        var frontierVectors = UnsafeColumn<UInt32>()
        var frontierIndices = UnsafeColumn<UInt32>()
        // The columns the next level is written to.
        var spare = UnsafeColumn<M.State>()
        var spareVectors = UnsafeColumn<UInt32>()
        var spareIndices = UnsafeColumn<UInt32>()
        defer {
            parents.free()
            actionIndices.free()
            frontier.free()
            frontierVectors.free()
            frontierIndices.free()
            spare.free()
            spareVectors.free()
            spareIndices.free()
        }
        var transitions = 0
        var depth = 0
        var lastProgress = started
        var nextCheck = 4096

        func elapsed() -> Double {
            let duration = clock.now - started
            return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        }
        func path(to index: UInt32, then action: Int?) -> ReplayPath {
            var actions: [Int] = action.map { [$0] } ?? []
            var current = index
            while parents[Int(current)] != .max {
                actions.append(Int(actionIndices[Int(current)]))
                current = parents[Int(current)]
            }
            return ReplayPath(initial: Int(actionIndices[Int(current)]), actions: actions.reversed())
        }
        func report(_ outcome: ExplorationReport.Outcome, _ counterexample: ReplayPath? = nil) -> ExplorationReport {
            let storeBytes = visited.bytes + parents.count * MemoryLayout<UInt32>.stride + actionIndices.count * MemoryLayout<UInt16>.stride
            var report = ExplorationReport(
                outcome: outcome, states: visited.count, transitions: transitions, maxDepth: depth, seconds: elapsed(),
                bytesPerState: visited.count > 0 ? Double(storeBytes) / Double(visited.count) : 0,
                counterexamplePath: counterexample)
            report.coverage = monitor.coverage?.report(spec: spec)
            export?(visited.sorted())
            return report
        }

        // The first violation met, when the search goes on past violations.
        var firstViolation: ReplayPath?

        // Initial states, with the callbacks that set them up.
        let setupGenerator = generators[0]
        initialStates: for (offset, state) in model.initialStates.enumerated() {
            var setup = MonitorState(spec: spec)
            let index = UInt32(parents.count)
            parents.append(.max)
            actionIndices.append(UInt16(offset))
            for event in model.setupEvents(for: state) {
                let legal = monitor.coverage != nil ? setup.apply(event, spec: spec, coverage: &monitor.coverage!) : setup.apply(event, spec: spec)
                if !legal {
                    let path = ReplayPath(initial: offset, actions: [])
                    guard searchesOn(path) else { return report(.violation, path) }
                    firstViolation = firstViolation ?? path
                    continue initialStates
                }
            }
            setupGenerator.reserveNumbers(setup.subjectCount)
            let (count, globals) = monitor.compact(setup, into: setupGenerator.numbers)
            let vector = setupGenerator.intern(count: count, globals: globals, monitor: &monitor, table: table)
            if visited.insert(SuccessorGenerator.fingerprint(model, state, table.hash(vector))) {
                frontier.append(state)
                frontierVectors.append(vector)
                frontierIndices.append(index)
            }
        }

        var split = shard == nil
        while frontier.count > 0, depth < bounds.maxDepth {
            if let shard, !split, frontier.count >= shard.splitSize {
                // The split level: keep this shard's part of it.
                var kept = UnsafeColumn<M.State>(), keptVectors = UnsafeColumn<UInt32>(), keptIndices = UnsafeColumn<UInt32>()
                for position in 0..<frontier.count where shard.keeps(position) {
                    kept.append(frontier[position])
                    keptVectors.append(frontierVectors[position])
                    keptIndices.append(frontierIndices[position])
                }
                frontier.free()
                frontierVectors.free()
                frontierIndices.free()
                (frontier, frontierVectors, frontierIndices) = (kept, keptVectors, keptIndices)
                split = true
            }
            // The next level goes into the columns the level before last used (their memory
            // is kept: no fresh pages to fault in for every level).
            var next = spare, nextVectors = spareVectors, nextIndices = spareIndices
            next.removeAll()
            nextVectors.removeAll()
            nextIndices.removeAll()
            var chunkStart = 0
            while chunkStart < frontier.count {
                let chunkEnd = min(chunkStart + Self.chunk * threadCount, frontier.count)
                // Generate: the chunk cut into one consecutive part per thread.
                let parts = min(threadCount, (chunkEnd - chunkStart + 255) / 256)
                let view = FrontierView(states: frontier.base, vectors: frontierVectors.base, table: table, memo: memo,
                                        visited: visited.reader)
                let asksMemo = !collectsCoverage && memo.isWorthAsking
                for generator in generators { generator.memoizes = asksMemo }
                if parts == 1 {
                    generators[0].generate(view, chunkStart..<chunkEnd)
                } else {
                    let size = (chunkEnd - chunkStart + parts - 1) / parts, lowest = chunkStart
                    DispatchQueue.concurrentPerform(iterations: parts) { part in
                        let lower = lowest + part * size
                        generators[part].generate(view, lower..<min(lower + size, chunkEnd))
                    }
                }
                // Merge, in frontier order: resolve what the memo did not know, report
                // violations, insert new states.
                for generator in generators.prefix(parts) {
                    let base = generator.successors.base, count = generator.successors.count
                    memo.answered &+= generator.hits
                    parents.reserve(parents.count + count)
                    actionIndices.reserve(actionIndices.count + count)
                    next.reserve(next.count + count)
                    nextVectors.reserve(nextVectors.count + count)
                    nextIndices.reserve(nextIndices.count + count)
                    var batch = 0
                    while batch < count {
                        // Start loading the table lines of a batch together (the generator started
                        // them once already; some have left the cache since), then insert the batch.
                        let batchEnd = min(batch &+ 32, count)
                        for index in batch..<batchEnd { visited.reader.prefetch(base[index].fingerprint) }
                        for index in batch..<batchEnd {
                            if base[index].kind == .pending {
                                generator.resolve(&base[index], from: frontierVectors[Int(base[index].parent)],
                                                  monitor: &monitor, table: table, memo: memo)
                            }
                            transitions &+= 1
                            let successor = base[index]
                            let parent = frontierIndices[Int(successor.parent)]
                            if successor.kind == .violation {
                                // Cold: stop here, or remember it and go on.
                                let violating = path(to: parent, then: Int(successor.action))
                                guard searchesOn(violating) else {
                                    (spare, spareVectors, spareIndices) = (next, nextVectors, nextIndices)
                                    depth += 1
                                    return report(.violation, violating)
                                }
                                firstViolation = firstViolation ?? violating
                                continue
                            }
                            guard visited.insert(successor.fingerprint) else { continue }
                            parents.append(parent)
                            actionIndices.append(successor.action)
                            next.append(successor.state)
                            nextVectors.append(successor.vector)
                            nextIndices.append(UInt32(truncatingIfNeeded: parents.count &- 1))
                            if visited.count >= bounds.maxStates {
                                (spare, spareVectors, spareIndices) = (next, nextVectors, nextIndices)
                                depth += 1
                                return report(.stateLimit, firstViolation)
                            }
                        }
                        batch = batchEnd
                    }
                }
                chunkStart = chunkEnd
                if transitions >= nextCheck {
                    // Look at the clock every few thousand transitions, not on every one.
                    nextCheck = transitions + 4096
                    let now = clock.now
                    if now - lastProgress >= .seconds(1) {
                        lastProgress = now
                        progress(Progress(states: visited.count, transitions: transitions, depth: depth, seconds: elapsed()))
                    }
                    if elapsed() > bounds.timeLimit {
                        (spare, spareVectors, spareIndices) = (next, nextVectors, nextIndices)
                        return report(.timeLimit, firstViolation)
                    }
                }
            }
            (spare, spareVectors, spareIndices) = (frontier, frontierVectors, frontierIndices)
            (frontier, frontierVectors, frontierIndices) = (next, nextVectors, nextIndices)
            if frontier.count > 0 { depth += 1 }
        }
        return report(firstViolation == nil ? .complete : .violation, firstViolation)
    }
}
