import Lifecheck
import UIKitSpec

/// A tab container as a class, for the conformance suite's tests: it shows one of two
/// children and forwards appearance to it, with bugs to seed.
final class TestContainer {
    struct Bugs: OptionSet, Sendable {
        let rawValue: Int
        /// `disappear` forgets the visible child (HIER-2 when the container finishes).
        static let keepsChildOnScreen = Bugs(rawValue: 1)
        /// `select` while on screen sends the new child viewDidAppear twice (APPEAR-2).
        static let appearsTwiceOnSelect = Bugs(rawValue: 2)
    }

    static let box = Symbol(0), children = [Symbol(1), Symbol(2)]
    var visible = 0
    var onScreen = false
    let bugs: Bugs
    let kinds: [String: EventKindID]

    init(bugs: Bugs, spec: CompiledSpec, emitting events: inout [Event]) {
        self.bugs = bugs
        var kinds: [String: EventKindID] = [:]
        for id in spec.vocabulary.ids { kinds[spec.vocabulary[id].name] = id }
        self.kinds = kinds
        emit(&events, Self.box, "viewDidLoad")
        for child in Self.children {
            events.append(Event(Self.box, kinds["addChild"]!, [.name(child)]))
            events.append(Event(child, kinds["willMove"]!, [.name(Self.box)]))
            emit(&events, child, "viewDidLoad")
            events.append(Event(child, kinds["didMove"]!, [.name(Self.box)]))
        }
    }

    func emit(_ events: inout [Event], _ subject: Symbol, _ name: String) {
        events.append(Event(subject, kinds[name]!))
    }

    func appear(_ events: inout [Event]) {
        let child = Self.children[visible]
        emit(&events, Self.box, "viewWillAppear")
        emit(&events, child, "viewWillAppear")
        emit(&events, Self.box, "viewDidAppear")
        emit(&events, child, "viewDidAppear")
        onScreen = true
    }

    func disappear(_ events: inout [Event]) {
        let child = Self.children[visible]
        let forwards = !bugs.contains(.keepsChildOnScreen)
        emit(&events, Self.box, "viewWillDisappear")
        if forwards { emit(&events, child, "viewWillDisappear") }
        emit(&events, Self.box, "viewDidDisappear")
        if forwards { emit(&events, child, "viewDidDisappear") }
        onScreen = false
    }

    func select(_ index: Int, _ events: inout [Event]) {
        if onScreen {
            let old = Self.children[visible], new = Self.children[index]
            emit(&events, old, "viewWillDisappear")
            emit(&events, new, "viewWillAppear")
            emit(&events, old, "viewDidDisappear")
            emit(&events, new, "viewDidAppear")
            if bugs.contains(.appearsTwiceOnSelect) { emit(&events, new, "viewDidAppear") }
        }
        visible = index
    }
}

/// The harness: appear or disappear, and select the other child.
struct TestContainerHarness: Harness {
    enum Operation: Sendable { case appear, disappear, select(Int) }

    var bugs: TestContainer.Bugs = []
    /// For "tested nothing" tests: no operation at all, or operations that emit nothing.
    var operationsEnabled = true
    var emitsCallbacks = true

    var spec: CompiledSpec { UIKitSpec.compiled }
    var symbols: SymbolTable {
        var table = SymbolTable()
        for name in ["Tabs", "A", "B"] { table.intern(name) }
        return table
    }

    func makeInstance(emitting events: inout [Event]) -> TestContainer {
        TestContainer(bugs: bugs, spec: spec, emitting: &events)
    }

    func operations(enabledIn container: TestContainer) -> [Operation] {
        operationsEnabled ? [container.onScreen ? .disappear : .appear, .select(1 - container.visible)] : []
    }

    func perform(_ operation: Operation, on container: TestContainer, emitting events: inout [Event]) {
        var emitted: [Event] = []
        switch operation {
        case .appear: container.appear(&emitted)
        case .disappear: container.disappear(&emitted)
        case .select(let index): container.select(index, &emitted)
        }
        if emitsCallbacks { events += emitted }
    }

    func configuration(of container: TestContainer, into hasher: inout StableHasher) {
        hasher.combine(container.visible)
        hasher.combine(container.onScreen ? 1 : 0)
    }

    func describe(_ operation: Operation) -> String {
        switch operation {
        case .appear: "appear"
        case .disappear: "disappear"
        case .select(let index): "select(\(index == 0 ? "A" : "B"))"
        }
    }

    func describe(_ container: TestContainer) -> String {
        "\(container.onScreen ? "on screen" : "off screen"), showing \(container.visible == 0 ? "A" : "B")"
    }
}
