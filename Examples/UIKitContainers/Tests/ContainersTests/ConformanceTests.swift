import Containers
import ContainerHarnesses
import Lifecheck
import LifecheckTesting
import Testing

@MainActor
@Suite struct ContainerConformance {
    @Test func drawerConforms() async {
        await expectConformance(harness: DrawerHarness())
    }

    @Test func tabsConform() async {
        await expectConformance(harness: TabsHarness())
    }

    @Test func buggyDrawerIsCaught() async throws {
        var report: ConformanceReport?
        await withKnownIssue("a second tap while the menu slides ends a transition twice") {
            report = await expectConformance(harness: DrawerHarness(version: .buggy))
        }
        let failure = try #require(report?.failures.first)
        #expect(failure.rule == "FWD-2")
        #expect(failure.length == 4)  // toggle, toggle, and both slides' completions
        #expect(failure.message.contains("run UIView.animate completion"))
    }

    @Test func buggyTabsAreCaught() async throws {
        var report: ConformanceReport?
        await withKnownIssue("a tap during a switch moves a tab that is leaving") {
            report = await expectConformance(harness: TabsHarness(version: .buggy))
        }
        let failure = try #require(report?.failures.first)
        #expect(failure.rule == "CONTAIN-5")
        #expect(failure.length == 3)  // select, select again while switching, the first switch completes
    }
}
