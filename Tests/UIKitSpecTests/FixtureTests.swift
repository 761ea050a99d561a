import Lifecheck
import Testing
import UIKitSpec

/// Every fixture trace gets exactly the violations its markers expect; every rule of the
/// spec fires in some illegal fixture and is exercised by some legal one.
@Suite("Fixtures")
struct FixtureTests {
    static let legal = Fixture.all(in: "legal")
    static let illegal = Fixture.all(in: "illegal")
    static let warningRules = Set(UIKitSpec.dialect.warnings.map(\.rule))

    @Test("Legal traces pass", arguments: legal)
    func legalTracePasses(_ fixture: Fixture) throws {
        let report = try fixture.check()
        let renderer = ViolationRenderer(vocabulary: UIKitSpec.compiled.vocabulary, symbols: report.symbols)
        #expect(report.violations.isEmpty, "\(report.violations.map(renderer.text).joined(separator: "\n\n"))")
        #expect(report.eventCount > 0)
    }

    @Test("Illegal traces are caught, exactly where marked", arguments: illegal)
    func illegalTraceIsCaught(_ fixture: Fixture) throws {
        #expect(!fixture.expectations.isEmpty, "an illegal fixture must mark what it expects")
        let report = try fixture.check()
        let found = Fixture.found(in: report)
        let renderer = ViolationRenderer(vocabulary: UIKitSpec.compiled.vocabulary, symbols: report.symbols)
        let unexpected = report.violations.filter {
            !fixture.expectations.contains(Fixture.Expectation(line: $0.entry?.position, rule: $0.rule.id))
        }
        let missing = fixture.expectations.subtracting(found).sorted()
        #expect(unexpected.isEmpty, "unexpected:\n\(unexpected.map(renderer.text).joined(separator: "\n\n"))")
        #expect(missing.isEmpty, "missing: \(missing)")
    }

    @Test("Every rule fires in some illegal fixture")
    func everyRuleFires() throws {
        let fired = Set(Self.illegal.flatMap { $0.expectations.map(\.rule) })
        // UIKit's warnings come from console logs, not traces: ConsoleLogTests finds them.
        let rules = UIKitSpec.spec.rules.map(\.id).filter { !Self.warningRules.contains($0) }
        let silent = rules.filter { !fired.contains($0) }
        #expect(silent.isEmpty, "rules no illegal fixture makes fire: \(silent)")
        #expect(fired.isSubset(of: Set(rules)), "fixtures expect unknown rules: \(fired.subtracting(rules).sorted())")
    }

    @Test("Every rule is exercised by some legal fixture")
    func everyRuleIsCovered() throws {
        let covered = Set(Self.legal.flatMap(\.covers))
        let rules = UIKitSpec.spec.rules.map(\.id).filter { !Self.warningRules.contains($0) }
        let uncovered = rules.filter { !covered.contains($0) }
        #expect(uncovered.isEmpty, "rules no legal fixture exercises: \(uncovered)")
        #expect(covered.isSubset(of: Set(rules)), "fixtures cover unknown rules: \(covered.subtracting(rules).sorted())")
    }
}
