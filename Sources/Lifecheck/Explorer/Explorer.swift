import Dispatch

/// Explores every state of a ``Model`` within bounds, breadth first, checking every
/// callback with the monitor; the first violation found is at the least depth, so its
/// path is a shortest counterexample.
///
/// The explored state is the model's state together with the monitor's. Visited states
/// are kept as 64-bit fingerprints (`FingerprintSet`) plus, per state, its parent's
/// index and its action's index: six bytes, enough to rebuild any path by replaying it.
/// Only the frontier (the current BFS level and the next) holds full states, each with its
/// monitor state as one number (`MonitorVectors`); the monitor's verdict on an operation
/// is computed once per (monitor state, callbacks) pair and remembered (`TransitionMemo`).
///
/// The search is deterministic: actions are tried in the order the model lists them. With
/// ``threads`` above one, the other threads generate the successors of the next chunk of
/// the frontier while this one merges the current chunk, in frontier order
/// (`GenerationPipeline`): states, transitions, depth and counterexamples are those of
/// one thread.
public struct Explorer<M: Model>: Sendable {
    /// Progress, reported about once a second.
    public struct Progress: Sendable {
        /// Distinct states stored so far.
        public var states: Int
        /// Transitions taken so far.
        public var transitions: Int
        /// The breadth-first level being explored.
        public var depth: Int
        /// Seconds since the search started.
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
    /// Threads (1 by default): with more, `threads − 1` generate successors while one merges.
    ///
    /// Any number gives the same results.
    public var threads = 1
    /// Frontier states whose successors each worker thread generates at a time, when there
    /// are workers.
    ///
    /// Larger than one thread's chunks, since each costs a hand-over between
    /// threads (NavStack(10, 10), two threads, medians of 5: 2,048 states 1.06 s, 8,192
    /// 0.59 s, 32,768 and 65,536 0.44 s, 131,072 0.54 s; one thread 0.64 s). At most 2²⁴.
    @usableFromInline package var workerChunk = 32_768

    /// An explorer for `model`.
    public init(model: M, bounds: ExplorationBounds = ExplorationBounds(), checksQuiescence: Bool = true,
                collectsCoverage: Bool = false) {
        self.model = model
        self.bounds = bounds
        self.checksQuiescence = checksQuiescence
        self.collectsCoverage = collectsCoverage
    }

    /// Runs the search.
    ///
    /// (Inlinable, so it is specialized for the model it explores.)
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
    /// to stop there.
    ///
    /// Searching on skips the violating state's successors, so every path
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

    /// How many successors ahead of its insert the merge starts loading a table line.
    @inlinable static var prefetchDistance: Int { 48 }

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
        let single = SuccessorGenerator(model: model, checksQuiescence: checksQuiescence, memoizes: !collectsCoverage)
        // With more threads, the others generate the next chunk while this one merges.
        let pipeline = threadCount == 1 ? nil : GenerationPipeline<M>(workers: threadCount - 1) {
            SuccessorGenerator(model: model, checksQuiescence: checksQuiescence, memoizes: !collectsCoverage)
        }
        let chunkSize = threadCount == 1 ? Self.chunk : min(max(1, workerChunk), 1 << 24) * (threadCount - 1)
        var wantsWorkers = pipeline != nil
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
            // Every return comes here: the workers must be done with the columns before they are freed.
            pipeline?.settle()
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
            single.reserveNumbers(setup.subjectCount)
            let (count, globals) = monitor.compact(setup, into: single.numbers)
            let vector = single.intern(count: count, globals: globals, monitor: &monitor, table: table)
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
            var chunkStart = 0, slot = 0
            // Where the chunk the workers are generating starts (-1: none).
            var helped = -1
            // Whether generators look transitions up in the memo (see `TransitionMemo/isWorthAsking`).
            func asksMemo() -> Bool { !collectsCoverage && memo.isWorthAsking }
            func view() -> FrontierView<M.State> {
                FrontierView(states: frontier.base, vectors: frontierVectors.base, table: table, memo: memo)
            }
            /// Starts the workers on the chunk after the one ending at `end`, if they are wanted and there is one.
            func startWorkers(after end: Int) {
                guard let pipeline, wantsWorkers, end < frontier.count else { return }
                pipeline.start(slot: slot, view: view(), range: end..<min(end + chunkSize, frontier.count),
                               memoizes: asksMemo())
                helped = end
            }
            while chunkStart < frontier.count {
                let chunkEnd = min(chunkStart + chunkSize, frontier.count)
                // Generate: take what the workers generated, or generate here (the workers
                // meanwhile on the next chunk); then start them on the next chunk.
                let merged: ArraySlice<SuccessorGenerator<M>>
                if let pipeline, helped == chunkStart {
                    pipeline.settle()
                    merged = pipeline.sets[slot].prefix(pipeline.parts[slot])
                    slot = 1 - slot
                    helped = -1
                    startWorkers(after: chunkEnd)
                } else {
                    startWorkers(after: chunkEnd)
                    single.memoizes = asksMemo()
                    single.generate(view(), chunkStart..<chunkEnd)
                    merged = [single][...]
                }
                var pending = 0, generated = 0
                // Merge, in frontier order: resolve what the memo did not know, report
                // violations, insert new states. Before changing what the workers read (the
                // memo, the vectors), wait for them.
                for generator in merged {
                    let base = generator.successors.base, count = generator.successors.count
                    generated &+= count
                    memo.answered &+= generator.hits
                    parents.reserve(parents.count + count)
                    actionIndices.reserve(actionIndices.count + count)
                    next.reserve(next.count + count)
                    nextVectors.reserve(nextVectors.count + count)
                    nextIndices.reserve(nextIndices.count + count)
                    // Load the table lines a few dozen successors ahead of their inserts. (The
                    // generator no longer starts them as it fingerprints: with two prefetches of
                    // each line, the generator stalled on the processor's miss buffers.)
                    let ahead = Self.prefetchDistance
                    for index in 0..<min(ahead, count) { visited.reader.prefetch(base[index].fingerprint) }
                    for index in 0..<count {
                        if index &+ ahead < count { visited.reader.prefetch(base[index &+ ahead].fingerprint) }
                        if base[index].kind == .pending {
                            pending &+= 1
                            pipeline?.settle()
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
                }
                chunkStart = chunkEnd
                // Where the memo does not know the answer for more than one successor in 32
                // (the reference runtime), the merge would wait for the workers at each of
                // them: generate the next chunk here.
                wantsWorkers = pipeline != nil && pending &* 32 <= generated
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
