import Lifecheck
import Testing
import UIKitSpec

/// The spec is as strict as UIKit where UIKit sends a callback exactly once: a legal fixture
/// with one such line dropped or doubled is illegal. A mutation survey, kept as a test: a
/// rule loosened by accident (a state that accepts too much) lets such mutants through.
///
/// Fixtures checked with `--unfinished` are left out: they end mid-transition, where a
/// dropped last line leaves an equally unfinished, legal trace.
@Suite("Mutations")
struct MutationTests {
    /// Callbacks that no legal trace can lose: each opens a transition or a pair that a
    /// later event (or the end of the trace) needs.
    static let needed: Set = [
        "viewDidLoad", "viewWillAppear", "viewWillDisappear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        "endAppearanceTransition",
    ]
    /// Lines that no legal trace can repeat at once: UIKit sends each once per transition
    /// (`didMove`, sent twice on Catalyst, and `willMove(toParent: nil)`, left unanswered by a
    /// cancelled pop, are not among them). A scene's callbacks each move it to a new state.
    static let once: Set = [
        "init", "loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear",
        "viewWillDisappear", "viewDidDisappear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        "addChild", "removeFromParent", "beginAppearanceTransition", "endAppearanceTransition",
        "willConnect", "sceneWillEnterForeground", "sceneDidBecomeActive", "sceneWillResignActive",
        "sceneDidEnterBackground", "sceneDidDisconnect",
    ]

    static let fixtures = FixtureTests.legal.filter { !$0.options.unfinished }

    @Test("Dropping a callback that opens a transition, or doubling one UIKit sends once, breaks a rule", arguments: fixtures)
    func mutantsAreCaught(_ fixture: Fixture) throws {
        let lines = fixture.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var missed: [String] = []
        var mutants = 0
        for (index, line) in lines.enumerated() {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 2, !fields[0].hasPrefix("#") else { continue }
            let name = String(fields[1])
            var variants: [(String, [String])] = []
            if Self.needed.contains(name) {
                variants.append(("dropped", Array(lines[..<index] + lines[(index + 1)...])))
            }
            if Self.once.contains(name) {
                variants.append(("doubled", Array(lines[...index] + [line] + lines[(index + 1)...])))
            }
            for (mutation, mutated) in variants {
                mutants += 1
                let mutant = Fixture(name: fixture.name, text: mutated.joined(separator: "\n"))
                if try mutant.check().violations.isEmpty {
                    missed.append("line \(index + 1) \(mutation): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(mutants > 0, "the fixture has callbacks to mutate")
        #expect(missed.isEmpty, "legal mutants:\n\(missed.joined(separator: "\n"))")
    }
}
