/// Explores every state of a ``Model`` within bounds, breadth first, checking every
/// callback with the monitor; the first violation found is at the least depth, so its
/// path is a shortest counterexample.
///
/// The explored state is the model's state together with the monitor's. Visited states
/// are kept as 64-bit fingerprints (``FingerprintSet``) plus, per state, its parent's
/// index and its action's index: six bytes, enough to rebuild any path by replaying it.
/// Only the frontier (the current BFS level and the next) holds full states. The search
/// is deterministic: actions are tried in the order the model lists them.
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

    /// An explorer for `model`.
    public init(model: M, bounds: ExplorationBounds = ExplorationBounds(), checksQuiescence: Bool = true,
                collectsCoverage: Bool = false) {
        self.model = model
        self.bounds = bounds
        self.checksQuiescence = checksQuiescence
        self.collectsCoverage = collectsCoverage
    }

    /// A frontier state: the model's state, and where its compact monitor state is in the
    /// frontier's word buffer (`count` record numbers, then the globals number).
    @usableFromInline
    struct Entry {
        @usableFromInline var index: UInt32
        @usableFromInline var state: M.State
        @usableFromInline var offset: Int
        @usableFromInline var subjects: Int

        @inlinable init(index: UInt32, state: M.State, offset: Int, subjects: Int) {
            self.index = index
            self.state = state
            self.offset = offset
            self.subjects = subjects
        }
    }

    /// A successor waiting for its turn to be inserted (its compact state is in a side buffer).
    @usableFromInline
    struct Successor {
        @usableFromInline var state: M.State
        @usableFromInline var parent: UInt32
        @usableFromInline var action: UInt16
        @usableFromInline var count: Int
        @usableFromInline var globals: UInt32
        @usableFromInline var offset: Int

        @inlinable init(state: M.State, parent: UInt32, action: UInt16, count: Int, globals: UInt32, offset: Int) {
            self.state = state
            self.parent = parent
            self.action = action
            self.count = count
            self.globals = globals
            self.offset = offset
        }
    }

    /// Runs the search. (Inlinable, so it is specialized for the model it explores.)
    @inlinable
    public func run(progress: (Progress) -> Void = { _ in }) -> ExplorationReport {
        run(progress: progress, fingerprints: { _ in })
    }

    /// Runs the search and hands the visited fingerprints to `fingerprints` at the end
    /// (what a shard writes for ``ShardResult/merge(_:)``).
    @inlinable
    public func run(progress: (Progress) -> Void = { _ in }, fingerprints export: ([UInt64]) -> Void) -> ExplorationReport {
        run(progress: progress, fingerprints: export, violations: { _ in false })
    }

    /// Runs the search and hands every violation it meets to `violations`, in breadth-first
    /// order (so the first for each rule is a shortest one): return true to search on, false
    /// to stop there. Searching on skips the violating state's successors, so every path
    /// reported breaks a rule only at its last step.
    ///
    /// When the search goes on past violations, the report's outcome is ``ExplorationReport/Outcome/violation``
    /// if it finished, or the bound that stopped it; its path is the first violation's.
    @inlinable
    public func run(progress: (Progress) -> Void = { _ in }, fingerprints export: ([UInt64]) -> Void = { _ in },
                    violations searchesOn: (ReplayPath) -> Bool) -> ExplorationReport {
        // Coverage needs every op visible, so it runs the spec unfused.
        let spec = collectsCoverage ? ((try? CompiledSpec(unfused: model.spec.spec)) ?? model.spec) : model.spec
        var monitor = CompactMonitor(spec: spec, recordingCoverage: collectsCoverage)
        let clock = ContinuousClock()
        let started = clock.now
        var visited = FingerprintSet()
        var parents: [UInt32] = []
        var actionIndices: [UInt16] = []
        // The frontier: entries, and their compact monitor states side by side in one buffer.
        var frontier: [Entry] = []
        var frontierWords: [UInt32] = []
        var transitions = 0
        var depth = 0
        var lastProgress = started
        var nextCheck = 4096
        // Scratch room for one compact state; grown when a model names more subjects.
        var capacity = 64
        var numbers = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
        defer { numbers.deallocate() }

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
            export(visited.sorted())
            return report
        }
        func fingerprint(_ state: M.State, _ count: Int, _ globals: UInt32) -> UInt64 {
            var hasher = StableHasher()
            model.fingerprint(state, into: &hasher)
            hasher.combine(bytes: UnsafeRawBufferPointer(start: numbers, count: 4 * count))
            hasher.combine(globals)
            return hasher.finalize()
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
            while setup.subjectCount > capacity {
                numbers.deallocate()
                capacity *= 2
                numbers = .allocate(capacity: capacity)
            }
            let (count, globals) = monitor.compact(setup, into: numbers)
            if visited.insert(fingerprint(state, count, globals)) {
                frontier.append(Entry(index: index, state: state, offset: frontierWords.count, subjects: count))
                frontierWords.append(contentsOf: UnsafeBufferPointer(start: numbers, count: count))
                frontierWords.append(globals)
            }
        }

        var actions: [M.Action] = []
        var events: [Event] = []
        // Successors are generated for a chunk of frontier states, then their table slots are
        // touched together (the cache misses overlap), then they are inserted in order.
        var successors: [Successor] = []
        var successorWords: [UInt32] = []
        var fingerprints: [UInt64] = []
        var sink: UInt64 = 0
        let chunk = 16
        var split = shard == nil
        while !frontier.isEmpty, depth < bounds.maxDepth {
            if let shard, !split, frontier.count >= shard.splitSize {
                // The split level: keep this shard's part of it.
                frontier = frontier.enumerated().filter { shard.keeps($0.offset) }.map(\.element)
                split = true
            }
            var next: [Entry] = []
            var nextWords: [UInt32] = []
            nextWords.reserveCapacity(frontierWords.count)
            var chunkStart = 0
            while chunkStart < frontier.count {
                successors.removeAll(keepingCapacity: true)
                successorWords.removeAll(keepingCapacity: true)
                fingerprints.removeAll(keepingCapacity: true)
                for entry in frontier[chunkStart..<min(chunkStart + chunk, frontier.count)] {
                actions.removeAll(keepingCapacity: true)
                model.actions(in: entry.state, into: &actions)
                var actionIndex = 0
                actionLoop: while actionIndex < actions.count {
                    defer { actionIndex += 1 }
                    var state = entry.state
                    events.removeAll(keepingCapacity: true)
                    model.apply(actions[actionIndex], to: &state, emitting: &events)
                    transitions += 1
                    var count = entry.subjects
                    var globals: UInt32 = 0
                    frontierWords.withUnsafeBufferPointer { words in
                        numbers.update(from: words.baseAddress! + entry.offset, count: count)
                        globals = words[entry.offset + count]
                    }
                    var eventIndex = 0
                    while eventIndex < events.count {
                        guard let legal = monitor.apply(events[eventIndex], numbers: numbers, count: &count,
                                                        globals: &globals, capacity: capacity) else {
                            // More subjects than room: grow, reload, and apply again from the start.
                            let bigger = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity * 2)
                            numbers.deallocate()
                            numbers = bigger
                            capacity *= 2
                            count = entry.subjects
                            frontierWords.withUnsafeBufferPointer { words in
                                numbers.update(from: words.baseAddress! + entry.offset, count: count)
                                globals = words[entry.offset + count]
                            }
                            eventIndex = 0
                            continue
                        }
                        if !legal {
                            // Cold: stop here, or remember it and skip this successor.
                            let violating = path(to: entry.index, then: actionIndex)
                            guard searchesOn(violating) else { depth += 1; return report(.violation, violating) }
                            firstViolation = firstViolation ?? violating
                            continue actionLoop
                        }
                        eventIndex += 1
                    }
                    if checksQuiescence, model.isIdle(state) {
                        if monitor.coverage != nil { monitor.coverage!.checkedObligations = true }
                        if !monitor.isAtRest(numbers: numbers, count: count, globals: globals) {
                            let violating = path(to: entry.index, then: actionIndex)
                            guard searchesOn(violating) else { depth += 1; return report(.violation, violating) }
                            firstViolation = firstViolation ?? violating
                            continue actionLoop
                        }
                    }
                    fingerprints.append(fingerprint(state, count, globals))
                    successors.append(Successor(state: state, parent: entry.index, action: UInt16(actionIndex),
                                                count: count, globals: globals, offset: successorWords.count))
                    successorWords.append(contentsOf: UnsafeBufferPointer(start: numbers, count: count))
                }
                }
                sink &+= fingerprints.withUnsafeBufferPointer { visited.touch($0) }
                for (position, successor) in successors.enumerated() {
                    guard visited.insert(fingerprints[position]) else { continue }
                    parents.append(successor.parent)
                    actionIndices.append(successor.action)
                    next.append(Entry(index: UInt32(parents.count - 1), state: successor.state, offset: nextWords.count, subjects: successor.count))
                    nextWords.append(contentsOf: successorWords[successor.offset..<successor.offset + successor.count])
                    nextWords.append(successor.globals)
                    if visited.count >= bounds.maxStates { depth += 1; return report(.stateLimit, firstViolation) }
                }
                chunkStart += chunk
                if transitions >= nextCheck {
                    // Look at the clock every few thousand transitions, not on every one.
                    nextCheck = transitions + 4096
                    let now = clock.now
                    if now - lastProgress >= .seconds(1) {
                        lastProgress = now
                        progress(Progress(states: visited.count, transitions: transitions, depth: depth, seconds: elapsed()))
                    }
                    if elapsed() > bounds.timeLimit { return report(.timeLimit, firstViolation) }
                }
            }
            frontier = next
            frontierWords = nextWords
            if !frontier.isEmpty { depth += 1 }
        }
        // Use the touched slots' sum, so the loads that warmed the cache are not optimized away.
        if sink == 0x5EED_5EED_5EED_5EED { progress(Progress(states: visited.count, transitions: transitions, depth: depth, seconds: elapsed())) }
        return report(firstViolation == nil ? .complete : .violation, firstViolation)
    }
}
