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

    /// An explorer for `model`.
    public init(model: M, bounds: ExplorationBounds = ExplorationBounds(), checksQuiescence: Bool = true,
                collectsCoverage: Bool = false) {
        self.model = model
        self.bounds = bounds
        self.checksQuiescence = checksQuiescence
        self.collectsCoverage = collectsCoverage
    }

    /// A frontier state: the model's state, and where its monitor state's bytes are.
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

    /// Runs the search. (Inlinable, so it is specialized for the model it explores.)
    @inlinable
    public func run(progress: (Progress) -> Void = { _ in }) -> ExplorationReport {
        // Coverage needs every op visible, so it runs the spec unfused.
        let spec = collectsCoverage ? ((try? CompiledSpec(unfused: model.spec.spec)) ?? model.spec) : model.spec
        var coverage = CoverageRecorder(spec: spec)
        let clock = ContinuousClock()
        let started = clock.now
        var visited = FingerprintSet()
        var parents: [UInt32] = []
        var actionIndices: [UInt16] = []
        // The frontier: entries, and their monitor states' bytes side by side in one buffer.
        var frontier: [Entry] = []
        var frontierBytes: [UInt8] = []
        var interner = RecordInterner(stride: MonitorState(spec: spec).recordStride)
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
            if collectsCoverage { report.coverage = coverage.report(spec: spec) }
            return report
        }

        // Initial states, with the callbacks that set them up.
        for (offset, state) in model.initialStates.enumerated() {
            var monitor = MonitorState(spec: spec)
            let index = UInt32(parents.count)
            parents.append(.max)
            actionIndices.append(UInt16(offset))
            for event in model.setupEvents(for: state)
            where !(collectsCoverage ? monitor.apply(event, spec: spec, coverage: &coverage) : monitor.apply(event, spec: spec)) {
                return report(.violation, ReplayPath(initial: offset, actions: []))
            }
            var hasher = StableHasher()
            model.fingerprint(state, into: &hasher)
            monitor.fingerprint(into: &hasher)
            if visited.insert(hasher.finalize()) {
                let bytesOffset = frontierBytes.count
                let subjects = monitor.encode(into: &frontierBytes, interning: &interner)
                frontier.append(Entry(index: index, state: state, offset: bytesOffset, subjects: subjects))
            }
        }

        var actions: [M.Action] = []
        var events: [Event] = []
        var scratch = MonitorState(spec: spec)
        var parent = MonitorState(spec: spec)
        while !frontier.isEmpty, depth < bounds.maxDepth {
            var next: [Entry] = []
            var nextBytes: [UInt8] = []
            nextBytes.reserveCapacity(frontierBytes.count)
            for entry in frontier {
                frontierBytes.withUnsafeBytes { parent.load(from: $0.baseAddress! + entry.offset, subjects: entry.subjects, interner: interner) }
                actions.removeAll(keepingCapacity: true)
                model.actions(in: entry.state, into: &actions)
                var actionIndex = 0
                while actionIndex < actions.count {
                    defer { actionIndex += 1 }
                    var state = entry.state
                    events.removeAll(keepingCapacity: true)
                    model.apply(actions[actionIndex], to: &state, emitting: &events)
                    transitions += 1
                    scratch.assign(parent)
                    for event in events
                    where !(collectsCoverage ? scratch.apply(event, spec: spec, coverage: &coverage) : scratch.apply(event, spec: spec)) {
                        depth += 1
                        return report(.violation, path(to: entry.index, then: actionIndex))
                    }
                    if checksQuiescence, collectsCoverage, model.isIdle(state) { coverage.checkedObligations = true }
                    if checksQuiescence, model.isIdle(state), !scratch.isAtRest(spec: spec) {
                        depth += 1
                        return report(.violation, path(to: entry.index, then: actionIndex))
                    }
                    var hasher = StableHasher()
                    model.fingerprint(state, into: &hasher)
                    scratch.fingerprint(into: &hasher)
                    guard visited.insert(hasher.finalize()) else { continue }
                    parents.append(entry.index)
                    actionIndices.append(UInt16(actionIndex))
                    let bytesOffset = nextBytes.count
                    let subjects = scratch.encode(into: &nextBytes, interning: &interner)
                    next.append(Entry(index: UInt32(parents.count - 1), state: state, offset: bytesOffset, subjects: subjects))
                    if visited.count >= bounds.maxStates { depth += 1; return report(.stateLimit) }
                }
                if transitions >= nextCheck {
                    // Look at the clock every few thousand transitions, not on every one.
                    nextCheck = transitions + 4096
                    let now = clock.now
                    if now - lastProgress >= .seconds(1) {
                        lastProgress = now
                        progress(Progress(states: visited.count, transitions: transitions, depth: depth, seconds: elapsed()))
                    }
                    if elapsed() > bounds.timeLimit { return report(.timeLimit) }
                }
            }
            frontier = next
            frontierBytes = nextBytes
            if !frontier.isEmpty { depth += 1 }
        }
        return report(.complete)
    }
}
