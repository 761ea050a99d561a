/// What the explorer's threads share while they generate successors: the frontier being
/// expanded, the monitor vectors and the transition memo, all read only until every thread
/// has finished.
@usableFromInline
struct FrontierView<State>: @unchecked Sendable {
    // Safety: the explorer writes none of these while a view of them is in use.
    @usableFromInline let states: UnsafePointer<State>
    @usableFromInline let vectors: UnsafePointer<UInt32>
    @usableFromInline let table: MonitorVectors.Reader
    @usableFromInline let memo: TransitionMemo.Reader

    @inlinable init(states: UnsafePointer<State>, vectors: UnsafePointer<UInt32>, table: MonitorVectors, memo: TransitionMemo) {
        self.states = states
        self.vectors = vectors
        self.table = MonitorVectors.Reader(table)
        self.memo = TransitionMemo.Reader(memo)
    }
}

/// One transition out of a frontier state, as a generating thread leaves it for the
/// explorer's serial merge: a new state with its fingerprint, a violation, or a transition
/// whose monitor effect the memo did not know yet (pending, resolved in the merge).
@usableFromInline
struct GeneratedSuccessor<State> {
    @usableFromInline enum Kind: UInt8 { case state, violation, pending }

    @usableFromInline var state: State
    /// The fingerprint; for a pending one, where its callbacks start in the generator's buffer.
    @usableFromInline var fingerprint: UInt64
    /// The monitor vector; for a pending one, how many callbacks it has.
    @usableFromInline var vector: UInt32
    /// The position of the state it comes from in the frontier.
    @usableFromInline var parent: UInt32
    @usableFromInline var action: UInt16
    @usableFromInline var kind: Kind

    @inlinable init(state: State, fingerprint: UInt64, vector: UInt32, parent: UInt32, action: UInt16, kind: Kind) {
        self.state = state
        self.fingerprint = fingerprint
        self.vector = vector
        self.parent = parent
        self.action = action
        self.kind = kind
    }
}

/// Generates the successors of a range of frontier states: applies every enabled action,
/// looks the monitor's verdict up in the `TransitionMemo`, checks quiescence and
/// fingerprints the new state. One per thread; it never writes shared state, so several
/// can run at once over disjoint ranges. What the memo does not know is left pending for
/// ``resolve(_:from:monitor:)``, which runs the monitor and fills the memo, one thread at a time.
@usableFromInline
final class SuccessorGenerator<M: Model>: @unchecked Sendable {
    // Safety: each generator is used by one thread at a time (its own range, then the merge).

    @usableFromInline let model: M
    @usableFromInline let checksQuiescence: Bool
    /// Whether transitions go through the memo. False when coverage is recorded (every
    /// transition then runs the monitor) and once the memo is no longer worth asking
    /// (`TransitionMemo/isWorthAsking`); the explorer sets it before each chunk.
    @usableFromInline var memoizes: Bool
    @usableFromInline var actions = AppendBuffer<M.Action>()
    @usableFromInline var events = EventBuffer()
    /// The callbacks of pending successors, back to back.
    @usableFromInline var pendingEvents: [Event] = []
    /// Transitions the memo answered in the last ``generate(_:_:)``.
    @usableFromInline var hits = 0
    /// The successors generated, in frontier order then action order.
    @usableFromInline var successors = UnsafeColumn<GeneratedSuccessor<M.State>>(capacity: 1024)
    @usableFromInline var key: UnsafeMutablePointer<UInt64>
    @usableFromInline var keyCapacity = 64
    /// Room for one compact monitor state; grown when a model names more subjects.
    @usableFromInline var numbers: UnsafeMutablePointer<UInt32>
    @usableFromInline var capacity = 64

    @inlinable init(model: M, checksQuiescence: Bool, memoizes: Bool) {
        self.model = model
        self.checksQuiescence = checksQuiescence
        self.memoizes = memoizes
        key = .allocate(capacity: keyCapacity)
        numbers = .allocate(capacity: capacity)
    }

    deinit {
        key.deallocate()
        numbers.deallocate()
        successors.free()
    }

    /// The fingerprint of a model state with the monitor vector whose stable hash is `vectorHash`.
    @inlinable @inline(__always)
    static func fingerprint(_ model: M, _ state: M.State, _ vectorHash: UInt64) -> UInt64 {
        var hasher = StableHasher()
        model.fingerprint(state, into: &hasher)
        // A combine mixes fully: the last one needs no finalizing mix after it.
        hasher.combine(vectorHash)
        return hasher.state == 0 ? 1 : hasher.state
    }

    @inlinable @inline(__always)
    func reserveKey(events count: Int) {
        let needed = TransitionMemo.maximumKeyLength(events: count)
        if needed > keyCapacity {
            key.deallocate()
            while keyCapacity < needed { keyCapacity *= 2 }
            key = .allocate(capacity: keyCapacity)
        }
    }

    /// Makes room for `count` subjects in ``numbers``.
    @inlinable
    func reserveNumbers(_ count: Int) {
        if count > capacity {
            numbers.deallocate()
            while capacity < count { capacity *= 2 }
            numbers = .allocate(capacity: capacity)
        }
    }

    /// A successor from the memo's `result` for the transition to `state`.
    @inlinable @inline(__always)
    func successor(_ state: M.State, result: UInt64, parent: Int, action: Int, table: MonitorVectors.Reader) -> GeneratedSuccessor<M.State> {
        let vector = UInt32(truncatingIfNeeded: result)
        if result >> 32 != 0 || (checksQuiescence && model.isIdle(state) && !table.isAtRest(vector)) {
            return GeneratedSuccessor(state: state, fingerprint: 0, vector: 0, parent: UInt32(parent), action: UInt16(action), kind: .violation)
        }
        return GeneratedSuccessor(state: state, fingerprint: SuccessorGenerator.fingerprint(model, state, table.hash(vector)),
                                  vector: vector, parent: UInt32(parent), action: UInt16(action), kind: .state)
    }

    /// Generates the successors of frontier positions `range` into ``successors``.
    @inlinable
    func generate(_ frontier: FrontierView<M.State>, _ range: Range<Int>) {
        // Work on locals: a class's stored arrays would cost an exclusivity check per access.
        var actions = AppendBuffer<M.Action>(), events = EventBuffer(), pending: [Event] = []
        swap(&actions, &self.actions)
        swap(&events, &self.events)
        swap(&pending, &self.pendingEvents)
        var successors = self.successors
        defer {
            swap(&actions, &self.actions)
            swap(&events, &self.events)
            swap(&pending, &self.pendingEvents)
            self.successors = successors
        }
        successors.removeAll()
        pending.removeAll(keepingCapacity: true)
        let memo = frontier.memo, table = frontier.table, memoizes = self.memoizes, model = self.model
        var key = self.key, keyCapacity = self.keyCapacity, hits = 0
        defer { self.key = key; self.keyCapacity = keyCapacity; self.hits = hits }
        // The models see empty buffers (``AppendBuffer/mark()``); what earlier calls
        // appended is cleared every thousand elements or so, not before each call.
        actions.reset()
        events.reset()
        for position in range {
            let state = frontier.states[position]
            let vector = frontier.vectors[position]
            if actions.stored >= 1024 { actions.reset() }
            if events.stored >= 1024 { events.reset() }
            actions.mark()
            model.actions(in: state, into: &actions)
            var actionIndex = 0
            while actionIndex < actions.count {
                defer { actionIndex += 1 }
                var next = state
                events.mark()
                model.apply(actions[actionIndex], to: &next, emitting: &events)
                let eventCount = events.count
                if memoizes {
                    let found: UInt64?
                    if let short = events.shortKey(vector) {
                        found = memo.result(first: short.first, second: short.second)
                    } else {
                        if TransitionMemo.maximumKeyLength(events: eventCount) > keyCapacity {
                            key.deallocate()
                            while keyCapacity < TransitionMemo.maximumKeyLength(events: eventCount) { keyCapacity *= 2 }
                            key = .allocate(capacity: keyCapacity)
                        }
                        let length = events.withUnsafeElements { TransitionMemo.key(vector, $0, into: key) }
                        found = memo.result(key, length, hash: TransitionMemo.hash(key, length))
                    }
                    if let result = found {
                        successors.append(successor(next, result: result, parent: position, action: actionIndex, table: table))
                        hits &+= 1
                        continue
                    }
                }
                successors.append(GeneratedSuccessor(state: next, fingerprint: UInt64(pending.count), vector: UInt32(eventCount),
                                                     parent: UInt32(position), action: UInt16(actionIndex), kind: .pending))
                events.withUnsafeElements { pending.append(contentsOf: $0) }
            }
        }
    }

    /// Resolves pending successor `successor`, from a state whose monitor vector is
    /// `parentVector`: runs the monitor on its callbacks, interns the vector it reaches and
    /// remembers the outcome in the memo. Call it from one thread at a time, with no
    /// generator running.
    @inlinable
    func resolve(_ successor: inout GeneratedSuccessor<M.State>, from parentVector: UInt32, monitor: inout CompactMonitor,
                 table: MonitorVectors, memo: TransitionMemo) {
        let start = Int(successor.fingerprint), eventCount = Int(successor.vector)
        var short: (first: UInt64, second: UInt64)?, length = 0, hash: UInt64 = 0
        if memoizes {
            let found: UInt64?
            short = pendingEvents.withUnsafeBufferPointer {
                TransitionMemo.shortKey(parentVector, UnsafeBufferPointer(rebasing: $0[start..<start + eventCount]))
            }
            if let short {
                found = memo.result(first: short.first, second: short.second)
            } else {
                reserveKey(events: eventCount)
                let key = self.key
                length = pendingEvents.withUnsafeBufferPointer {
                    TransitionMemo.key(parentVector, UnsafeBufferPointer(rebasing: $0[start..<start + eventCount]), into: key)
                }
                hash = TransitionMemo.hash(key, length)
                found = memo.result(key, length, hash: hash)
            }
            // An earlier pending transition of this batch may have computed it already.
            if let result = found {
                memo.answered &+= 1
                successor = self.successor(successor.state, result: result, parent: Int(successor.parent),
                                           action: Int(successor.action), table: MonitorVectors.Reader(table))
                return
            }
        }
        let result = compute(parentVector, events: start..<start + eventCount, monitor: &monitor, table: table)
        if let short {
            memo.insert(first: short.first, second: short.second, result: result)
        } else if memoizes {
            memo.insert(key, length, hash: hash, result: result)
        }
        if monitor.coverage != nil, result >> 32 == 0, checksQuiescence, model.isIdle(successor.state) {
            monitor.coverage!.checkedObligations = true
        }
        successor = self.successor(successor.state, result: result, parent: Int(successor.parent), action: Int(successor.action),
                                   table: MonitorVectors.Reader(table))
    }

    /// The memo's result for callbacks `events` of ``pendingEvents`` taken from `parentVector`.
    @usableFromInline
    func compute(_ parentVector: UInt32, events range: Range<Int>, monitor: inout CompactMonitor, table: MonitorVectors) -> UInt64 {
        var (words, count) = table.numbers(parentVector)
        reserveNumbers(count)
        numbers.update(from: words, count: count)
        var globals = words[count]
        var index = range.lowerBound
        while index < range.upperBound {
            guard let legal = monitor.apply(pendingEvents[index], numbers: numbers, count: &count, globals: &globals, capacity: capacity) else {
                // More subjects than room: grow, reload, and apply again from the start.
                reserveNumbers(capacity * 2)
                (words, count) = table.numbers(parentVector)
                numbers.update(from: words, count: count)
                globals = words[count]
                index = range.lowerBound
                continue
            }
            if !legal { return 1 << 32 }
            index += 1
        }
        return UInt64(intern(count: count, globals: globals, monitor: &monitor, table: table))
    }

    /// The vector number of the compact state in ``numbers`` (`count` subjects) and `globals`.
    @usableFromInline
    func intern(count: Int, globals: UInt32, monitor: inout CompactMonitor, table: MonitorVectors) -> UInt32 {
        let numbers = self.numbers
        return table.intern(numbers, count: count, globals: globals) {
            (monitor.stableHash(numbers: numbers, count: count, globals: globals),
             monitor.isAtRest(numbers: numbers, count: count, globals: globals))
        }
    }
}
