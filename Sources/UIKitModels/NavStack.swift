public import Lifecheck
import UIKitSpec

/// The benchmark model NavStack(N, D): a navigation stack of at most `D` of `N`
/// controllers, one modal slot, and an interactive pop gesture.
///
/// Defined in `shared/benchmarks/NavStack.md`; its number of reachable states has a
/// closed form, so a wrong count is a bug. Each action emits the appearance callbacks
/// UIKit prints for the same operation (Specs/OBSERVED.md §10–12):
///
/// | action | callbacks |
/// | --- | --- |
/// | `push(i)` | top will-disappear, i will-appear, top did-disappear, i did-appear |
/// | `pop` | top will-disappear, below will-appear, top did-disappear, below did-appear |
/// | `present(i)` | top will-disappear, i will-appear, i did-appear, top did-disappear |
/// | `dismiss` | modal will-disappear, top will-appear, top did-appear, modal did-disappear |
/// | `beginPop` | top will-disappear, below will-appear |
/// | `cancelPop` | below will-disappear, below did-disappear, top will-appear, top did-appear |
/// | `finishPop` | top did-disappear, below did-appear |
///
/// `bug` seeds one mistake, for tests of the explorer and the property runner.
public struct NavStack: Model {
    /// A state: the stack packed four bits an entry, the modal, a pop in progress.
    public struct State: Hashable, Sendable {
        /// Entry `k` is bits `4k ..< 4k + 4`; `stack[0] == 0`.
        public var stack: UInt64 = 0
        public var count: UInt8 = 1
        /// Controllers in the stack, one bit each.
        public var members: UInt16 = 1
        /// The presented controller, or `NavStack.none`.
        public var modal: UInt8 = NavStack.none
        public var popping = false

        /// The stack's controllers, bottom first.
        public var controllers: [Int] { (0..<Int(count)).map { entry($0) } }
        @inlinable @inline(__always) func entry(_ position: Int) -> Int { Int((stack >> (4 * UInt64(position))) & 0xF) }
        @inlinable @inline(__always) var top: Int { entry(Int(count) - 1) }
    }

    /// An operation.
    public enum Action: Hashable, Sendable {
        case push(Int), pop, present(Int), dismiss, beginPop, cancelPop, finishPop
    }

    /// A seeded mistake.
    public enum Bug: String, Hashable, Sendable, CaseIterable {
        /// `push` never tells the old top that it disappears.
        case pushKeepsTopAppeared
        /// A cancelled pop forgets the lower controller's `viewDidDisappear`: it stays
        /// disappearing, which no callback reveals; only the end-of-trace check in an idle
        /// state does (quiescence).
        case cancelPopLeavesLowerDisappearing
        /// `dismiss` sends the top `viewDidAppear` twice.
        case dismissAppearsTwice
        /// A push that makes the stack exactly `[0, N−1, N−2, N−3]` (on NavStack(10, 10):
        /// `[0, 9, 8, 7]`) skips the new top's `viewWillAppear`, so its `viewDidAppear`
        /// arrives while it is disappeared. Three pushes in one order of arguments show it.
        case pushOntoDescendingStack
        /// An interactive pop that finishes from a full stack (`D` controllers) sends the
        /// popped controller `viewDidDisappear` twice: `D − 1` pushes, `beginPop` and
        /// `finishPop` show it, `D + 1` operations (11 on NavStack(10, 10); a full stack
        /// can't present, since every controller is in it).
        case finishPopFromFullStackDisappearsTwice
        /// `present` from the root alone forgets the root's `viewDidDisappear`: it stays
        /// disappearing, which only the end-of-trace check reveals. One operation.
        case presentFromRootLeavesRootDisappearing
        /// An interactive pop that finishes on the root sends it `viewWillAppear` again
        /// instead of `viewDidAppear`.
        case finishPopOntoRootRepeatsWillAppear
        /// Cancelling an interactive pop on a stack of four or more sends the lower
        /// controller `viewDidAppear` instead of `viewDidDisappear`.
        case cancelPopOnDeepStackSendsDidAppear
        /// `dismiss` over a stack of two or more brings back the root instead of the top.
        /// Each callback is legal when it is sent; the top stays disappeared, and the next
        /// operation that hides it breaks a rule.
        case dismissRestoresRoot
    }

    /// No modal.
    public static let none: UInt8 = 0xFF

    public let controllerCount: Int
    public let maxDepth: Int
    public let bug: Bug?
    public let spec: CompiledSpec
    public let symbols: SymbolTable
    // Internal but usable from inlinable code: the explorer inlines the model's hot
    // methods (actions, apply, isIdle, fingerprint) into its loop.
    @usableFromInline let kinds: Kinds
    /// The packed stack `[0, N−1, N−2, N−3]`, where ``Bug/pushOntoDescendingStack`` shows.
    @usableFromInline let descendingStack: UInt64
    /// One bit for each controller, as in ``State/members``.
    @usableFromInline let everyController: UInt16

    @usableFromInline struct Kinds: Sendable {
        @usableFromInline let loadView, viewDidLoad, willAppear, didAppear, willDisappear, didDisappear: EventKindID
        init(_ vocabulary: Vocabulary) {
            func id(_ name: String) -> EventKindID { vocabulary.id(named: name)! }
            loadView = id("loadView"); viewDidLoad = id("viewDidLoad")
            willAppear = id("viewWillAppear"); didAppear = id("viewDidAppear")
            willDisappear = id("viewWillDisappear"); didDisappear = id("viewDidDisappear")
        }
    }

    /// NavStack(N, D), N ≤ 16, 1 ≤ D ≤ N.
    public init(controllers: Int, depth: Int, bug: Bug? = nil) {
        precondition((1...16).contains(controllers) && (1...controllers).contains(depth), "NavStack needs 1 ≤ D ≤ N ≤ 16")
        controllerCount = controllers
        maxDepth = depth
        self.bug = bug
        spec = UIKitSpec.compiled
        var symbols = SymbolTable()
        for index in 0..<controllers { symbols.intern("C\(index)") }
        self.symbols = symbols
        kinds = Kinds(spec.vocabulary)
        everyController = UInt16(truncatingIfNeeded: (1 << controllers) - 1)
        descendingStack = controllers >= 4
            ? UInt64(controllers - 1) << 4 | UInt64(controllers - 2) << 8 | UInt64(controllers - 3) << 12 : .max
    }

    public var initialStates: [State] { [State()] }

    public func setupEvents(for state: State) -> [Event] {
        var events: [Event] = []
        for index in 0..<controllerCount {
            events.append(Event(Symbol(UInt32(index)), kinds.loadView))
            events.append(Event(Symbol(UInt32(index)), kinds.viewDidLoad))
        }
        events.append(Event(Symbol(0), kinds.willAppear))
        events.append(Event(Symbol(0), kinds.didAppear))
        return events
    }

    @inlinable
    public func actions(in state: State, into actions: inout AppendBuffer<Action>) {
        if state.popping {
            actions.append(.cancelPop)
            actions.append(.finishPop)
            return
        }
        guard state.modal == NavStack.none else {
            actions.append(.dismiss)
            return
        }
        // The controllers not in the stack, lowest first.
        let outside = ~state.members & everyController
        if Int(state.count) < maxDepth {
            var rest = outside
            while rest != 0 {
                actions.append(.push(rest.trailingZeroBitCount))
                rest &= rest &- 1
            }
        }
        if state.count >= 2 { actions.append(.pop) }
        var rest = outside
        while rest != 0 {
            actions.append(.present(rest.trailingZeroBitCount))
            rest &= rest &- 1
        }
        if state.count >= 2 { actions.append(.beginPop) }
    }

    @inlinable @inline(__always)
    public func apply(_ action: Action, to state: inout State, emitting events: inout EventBuffer) {
        func emit(_ controller: Int, _ kind: EventKindID) { events.append(Event(Symbol(UInt32(controller)), kind)) }
        let top = state.top
        switch action {
        case .push(let index):
            let stack = state.stack | UInt64(index) << (4 * UInt64(state.count))
            if bug != .pushKeepsTopAppeared { emit(top, kinds.willDisappear) }
            if bug != .pushOntoDescendingStack || stack != descendingStack || state.count != 3 { emit(index, kinds.willAppear) }
            if bug != .pushKeepsTopAppeared { emit(top, kinds.didDisappear) }
            emit(index, kinds.didAppear)
            state.stack = stack
            state.count += 1
            state.members |= 1 << UInt16(index)
        case .pop:
            let below = state.entry(Int(state.count) - 2)
            emit(top, kinds.willDisappear)
            emit(below, kinds.willAppear)
            emit(top, kinds.didDisappear)
            emit(below, kinds.didAppear)
            removeTop(&state)
        case .present(let index):
            emit(top, kinds.willDisappear)
            emit(index, kinds.willAppear)
            emit(index, kinds.didAppear)
            if bug != .presentFromRootLeavesRootDisappearing || state.count != 1 { emit(top, kinds.didDisappear) }
            state.modal = UInt8(index)
        case .dismiss:
            let modal = Int(state.modal)
            let shown = bug == .dismissRestoresRoot && state.count >= 2 ? 0 : top
            emit(modal, kinds.willDisappear)
            emit(shown, kinds.willAppear)
            emit(shown, kinds.didAppear)
            if bug == .dismissAppearsTwice { emit(top, kinds.didAppear) }
            emit(modal, kinds.didDisappear)
            state.modal = NavStack.none
        case .beginPop:
            emit(top, kinds.willDisappear)
            emit(state.entry(Int(state.count) - 2), kinds.willAppear)
            state.popping = true
        case .cancelPop:
            let below = state.entry(Int(state.count) - 2)
            emit(below, kinds.willDisappear)
            if bug == .cancelPopOnDeepStackSendsDidAppear && state.count >= 4 {
                emit(below, kinds.didAppear)
            } else if bug != .cancelPopLeavesLowerDisappearing {
                emit(below, kinds.didDisappear)
            }
            emit(top, kinds.willAppear)
            emit(top, kinds.didAppear)
            state.popping = false
        case .finishPop:
            let below = state.entry(Int(state.count) - 2)
            emit(top, kinds.didDisappear)
            if bug == .finishPopFromFullStackDisappearsTwice && Int(state.count) == maxDepth { emit(top, kinds.didDisappear) }
            emit(below, bug == .finishPopOntoRootRepeatsWillAppear && state.count == 2 ? kinds.willAppear : kinds.didAppear)
            removeTop(&state)
            state.popping = false
        }
    }

    @inlinable @inline(__always)
    func removeTop(_ state: inout State) {
        let top = state.top
        state.count -= 1
        state.stack &= ~(UInt64(0xF) << (4 * UInt64(state.count)))
        state.members &= ~(1 << UInt16(top))
    }

    @inlinable
    public func isIdle(_ state: State) -> Bool { !state.popping }

    @inlinable
    public func fingerprint(_ state: State, into hasher: inout StableHasher) {
        hasher.combine(state.stack)
        hasher.combine(UInt64(state.count) | UInt64(state.modal) << 8 | (state.popping ? 1 << 16 : 0))
    }

    public func describe(_ action: Action) -> String {
        switch action {
        case .push(let index): "push(C\(index))"
        case .pop: "pop"
        case .present(let index): "present(C\(index))"
        case .dismiss: "dismiss"
        case .beginPop: "beginPop"
        case .cancelPop: "cancelPop"
        case .finishPop: "finishPop"
        }
    }

    public var operationKinds: [String] { ["push", "pop", "present", "dismiss", "beginPop", "cancelPop", "finishPop"] }

    public func operationKind(of action: Action) -> String {
        switch action {
        case .push: "push"
        case .pop: "pop"
        case .present: "present"
        case .dismiss: "dismiss"
        case .beginPop: "beginPop"
        case .cancelPop: "cancelPop"
        case .finishPop: "finishPop"
        }
    }

    public func describe(_ state: State) -> String {
        var text = "stack [" + state.controllers.map { "C\($0)" }.joined(separator: ", ") + "]"
        if state.modal != NavStack.none { text += ", modal C\(state.modal)" }
        if state.popping { text += ", popping" }
        return text
    }

    /// The closed form of `shared/benchmarks/NavStack.md`: sum over stack lengths L of
    /// P(N − 1, L − 1) × ((N − L) + 1 + (L ≥ 2 ? 1 : 0)).
    public static func expectedStates(controllers n: Int, depth d: Int) -> Int {
        var total = 0
        for length in 1...d {
            var permutations = 1
            for factor in 0..<(length - 1) { permutations *= (n - 1 - factor) }
            total += permutations * ((n - length) + 1 + (length >= 2 ? 1 : 0))
        }
        return total
    }
}
