import Lifecheck
import Testing
import UIKitSpec

/// A container implemented as a class (it can't be copied): it shows one of two children
/// and forwards appearance to it, or, with the bug, forgets to forward its disappearance.
final class ClassContainer {
    static let box = Symbol(0), children = [Symbol(1), Symbol(2)]
    var visible = 0
    var onScreen = false
    let forwardsDisappearance: Bool
    private let kinds: [String: EventKindID]

    init(forwardsDisappearance: Bool, spec: CompiledSpec, emitting events: inout [Event]) {
        self.forwardsDisappearance = forwardsDisappearance
        var kinds: [String: EventKindID] = [:]
        for id in spec.vocabulary.ids { kinds[spec.vocabulary[id].name] = id }
        self.kinds = kinds
        emit(&events, Self.box, "loadView")
        emit(&events, Self.box, "viewDidLoad")
        for child in Self.children {
            events.append(Event(Self.box, kinds["addChild"]!, [.name(child)]))
            events.append(Event(child, kinds["willMove"]!, [.name(Self.box)]))
            events.append(Event(child, kinds["didMove"]!, [.name(Self.box)]))
            emit(&events, child, "loadView")
            emit(&events, child, "viewDidLoad")
        }
    }

    private func emit(_ events: inout [Event], _ subject: Symbol, _ name: String) {
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
        emit(&events, Self.box, "viewWillDisappear")
        if forwardsDisappearance { emit(&events, child, "viewWillDisappear") }
        emit(&events, Self.box, "viewDidDisappear")
        if forwardsDisappearance { emit(&events, child, "viewDidDisappear") }
        onScreen = false
    }

    func select(_ index: Int, _ events: inout [Event]) {
        if onScreen {
            let old = Self.children[visible], new = Self.children[index]
            emit(&events, old, "viewWillDisappear")
            emit(&events, new, "viewWillAppear")
            emit(&events, old, "viewDidDisappear")
            emit(&events, new, "viewDidAppear")
        }
        visible = index
    }
}

struct ClassContainerHarness: Harness {
    enum Operation: Sendable { case appear, disappear, select(Int) }

    let forwardsDisappearance: Bool
    var spec: CompiledSpec { UIKitSpec.compiled }
    var symbols: SymbolTable {
        var table = SymbolTable()
        for name in ["Box", "A", "B"] { table.intern(name) }
        return table
    }

    func makeInstance(emitting events: inout [Event]) -> ClassContainer {
        ClassContainer(forwardsDisappearance: forwardsDisappearance, spec: spec, emitting: &events)
    }

    func operations(enabledIn container: ClassContainer) -> [Operation] {
        [container.onScreen ? .disappear : .appear, .select(1 - container.visible)]
    }

    func perform(_ operation: Operation, on container: ClassContainer, emitting events: inout [Event]) {
        switch operation {
        case .appear: container.appear(&events)
        case .disappear: container.disappear(&events)
        case .select(let index): container.select(index, &events)
        }
    }

    func configuration(of container: ClassContainer, into hasher: inout StableHasher) {
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

    func describe(_ container: ClassContainer) -> String {
        "\(container.onScreen ? "on screen" : "off screen"), showing \(container.visible == 0 ? "A" : "B")"
    }
}

@Suite("Harness")
struct HarnessTests {
    @Test("A class-based implementation is explored by replaying paths on fresh instances")
    func correct() {
        let report = Explorer(model: HarnessModel(harness: ClassContainerHarness(forwardsDisappearance: true))).run()
        #expect(report.outcome == .complete)
        // Four configurations, and the two off-screen ones also before the first appearance:
        // the global launch machine is `notLaunched` until a viewWillAppear makes it `running`;
        // and the two on-screen ones twice: right after the container appeared, it holds the
        // child that appeared with it (HIER-5, `due`) until a child transition of its own.
        #expect(report.states == 8)
    }

    @Test("Its bug is found with the shortest path, described in the harness's words")
    func buggy() throws {
        let explorer = Explorer(model: HarnessModel(harness: ClassContainerHarness(forwardsDisappearance: false)))
        let report = explorer.run()
        let path = try #require(report.counterexamplePath)
        #expect(path.actions == [0, 0])
        let counterexample = try explorer.replay(path)
        #expect(counterexample.violations.map(\.rule.id) == ["HIER-2"])
        #expect(counterexample.steps.map(\.action) == ["appear", "disappear"])
        #expect(counterexample.steps.last?.after == "off screen, showing A")
    }
}
