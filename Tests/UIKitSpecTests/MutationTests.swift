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
    /// cancelled pop, are not among them). A scene's callbacks, and the app's, each move it to a new state.
    static let once: Set = [
        "init", "loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear",
        "viewWillDisappear", "viewDidDisappear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        "addChild", "removeFromParent", "beginAppearanceTransition", "endAppearanceTransition",
        "willConnect", "sceneWillEnterForeground", "sceneDidBecomeActive", "sceneWillResignActive",
        "sceneDidEnterBackground", "sceneDidDisconnect", "applicationWillEnterForeground", "applicationDidBecomeActive",
        "applicationWillResignActive", "applicationDidEnterBackground", "applicationWillTerminate",
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

    /// A legal fixture's segue mutants: a prepare, perform or unwind renamed to another
    /// segue than the one triggered or prepared just before it on its source (SEGUE-5), and a
    /// shouldPerformSegue that approved the segue prepared next turned into a refusal (SEGUE-1;
    /// not one an app asks after its own performSegue, which changes nothing).
    static func segueMutants(of fixture: Fixture) -> [(description: String, lines: [String])] {
        let lines = fixture.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var mutants: [(description: String, lines: [String])] = []
        var history: [String: [(index: Int, name: String, identifier: String, line: String)]] = [:]
        for (index, line) in lines.enumerated() {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard fields.count >= 3, !fields[0].hasPrefix("#"),
                  let identifier = fields.first(where: { $0.hasPrefix("identifier=") })?.dropFirst("identifier=".count) else { continue }
            let (subject, name) = (fields[0], fields[1])
            defer { history[subject, default: []].append((index, name, String(identifier), line)) }
            guard let previous = history[subject]?.last, previous.identifier == identifier else { continue }
            let approved = previous.name == "shouldPerformSegue" && previous.line.contains("returned=true")
            if ["prepare", "perform", "unwind"].contains(name), approved || ["performSegue", "prepare"].contains(previous.name),
               !line.contains("kind=relationship") {
                var mutated = lines
                mutated[index] = line.replacingOccurrences(of: "identifier=\(identifier)", with: "identifier=\(identifier)Elsewhere")
                mutants.append(("line \(index + 1) renamed: \(line)", mutated))
            }
            let history = history[subject] ?? []
            let afterPerformSegue = history.count >= 2 && history[history.count - 2].name == "performSegue"
            if name == "prepare", approved, !afterPerformSegue {
                var mutated = lines
                mutated[previous.index] = previous.line.replacingOccurrences(of: "returned=true", with: "returned=false")
                mutants.append(("line \(previous.index + 1) refused: \(previous.line)", mutated))
            }
        }
        return mutants
    }

    /// Legal fixtures with segue calls to mutate.
    static let segueFixtures = fixtures.filter { !segueMutants(of: $0).isEmpty }

    @Test("A segue's call renamed to another segue, or following its own refusal, breaks a rule", arguments: segueFixtures)
    func segueMutantsAreCaught(_ fixture: Fixture) throws {
        var missed: [String] = []
        for mutant in Self.segueMutants(of: fixture) {
            let mutated = Fixture(name: fixture.name, text: mutant.lines.joined(separator: "\n"))
            if try mutated.check().violations.isEmpty { missed.append(mutant.description) }
        }
        #expect(missed.isEmpty, "legal mutants:\n\(missed.joined(separator: "\n"))")
    }
}
