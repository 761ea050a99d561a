import Lifecheck
import Testing
import UIKitSpec

/// Logs that name two instances of one class alike (`print(type(of: self), #function)`):
/// the second instance is read from the load that begins it, and a bug stays a bug.
@Suite("Instances printed alike")
struct AlikeInstancesTests {
    static func check(_ text: String) throws -> CheckReport { try LateStartTests.check(text) }

    /// A tab bar of two navigation controllers of one class: the second tab's loads while the
    /// first is on screen, then the two take turns in the switch.
    static let tabs = """
        MainNavigationController viewDidLoad()
        HomeViewController viewDidLoad()
        MainNavigationController viewWillAppear(_:)
        HomeViewController viewWillAppear(_:)
        MainNavigationController viewDidAppear(_:)
        HomeViewController viewDidAppear(_:)
        MainNavigationController viewDidLoad()
        SettingsViewController viewDidLoad()
        MainNavigationController viewWillDisappear(_:)
        HomeViewController viewWillDisappear(_:)
        MainNavigationController viewWillAppear(_:)
        SettingsViewController viewWillAppear(_:)
        MainNavigationController viewDidDisappear(_:)
        HomeViewController viewDidDisappear(_:)
        MainNavigationController viewDidAppear(_:)
        SettingsViewController viewDidAppear(_:)
        """

    @Test("Two navigation controllers of one class, one per tab, are two instances; the report names the second")
    func tabsOfOneClass() throws {
        let report = try Self.check(Self.tabs)
        #expect(report.violations.isEmpty)
        #expect(report.subjectCount == 4)
        #expect(report.instancesPrintedAlike == [InstancePrintedAlike(controller: "MainNavigationController", readAs: "MainNavigationController (2)", line: 7)])
    }

    @Test("A detail pushed from a detail of its class, and popped: the two take turns in each transition")
    func drillDown() throws {
        let report = try Self.check("""
            List viewDidLoad()
            List viewWillAppear(_:)
            List viewDidAppear(_:)
            Detail viewDidLoad()
            List viewWillDisappear(_:)
            Detail viewWillAppear(_:)
            List viewDidDisappear(_:)
            Detail viewDidAppear(_:)
            Detail viewDidLoad()
            Detail viewWillDisappear(_:)
            Detail viewWillAppear(_:)
            Detail viewDidDisappear(_:)
            Detail viewDidAppear(_:)
            Detail viewWillDisappear(_:)
            Detail viewWillAppear(_:)
            Detail viewDidDisappear(_:)
            Detail viewDidAppear(_:)
            """)
        #expect(report.violations.isEmpty)
        #expect(report.instancesPrintedAlike.map(\.line) == [9])
    }

    @Test("A bug stays a bug: viewDidLoad called again on one controller, printed twice, or an event neither instance allows", arguments: [
        // The app calls viewDidLoad() itself while the view appears, or to refresh it on
        // screen, and the one controller's life goes on: no second instance in one transition.
        ("Home viewDidLoad()\nHome viewWillAppear(_:)\nHome viewDidLoad()\nHome viewDidAppear(_:)\nHome viewWillDisappear(_:)\nHome viewDidDisappear(_:)", "LOAD-2"),
        ("Home viewDidLoad()\nHome viewWillAppear(_:)\nHome viewDidAppear(_:)\nHome viewDidLoad()\nHome viewWillDisappear(_:)\nHome viewDidDisappear(_:)\nHome viewWillAppear(_:)\nHome viewDidAppear(_:)", "LOAD-2"),
        ("Home viewDidLoad()\nHome viewWillAppear(_:)\nHome viewDidLoad()\nHome viewDidAppear(_:)\nHome viewWillDisappear(_:)\nHome viewDidDisappear(_:)\nHome viewWillAppear(_:)\nHome viewDidAppear(_:)", "LOAD-2"),
        // loadView called by the app, then its disappearance and next appearance.
        ("Home loadView()\nHome viewDidLoad()\nHome viewWillAppear(_:)\nHome viewDidAppear(_:)\nHome loadView()\nHome viewDidLoad()\nHome viewWillDisappear(_:)\nHome viewDidDisappear(_:)\nHome viewWillAppear(_:)\nHome viewDidAppear(_:)", "LOAD-3"),
        // Loads one after another: the first never went past its creation.
        ("Home viewDidLoad()\nHome viewDidLoad()\nHome viewWillAppear(_:)\nHome viewDidAppear(_:)", "LOAD-2"),
        // The second tab's controller appears twice.
        (tabs + "\nMainNavigationController viewDidAppear(_:)", "APPEAR-2"),
    ])
    func bugsStay(log: String, rule: String) throws {
        let report = try Self.check(log)
        #expect(LateStartTests.rules(report) == [rule])
    }

    @Test("Lines in the plain format's shape (a recorder that logs class names) are read as instances alike too; a bug stays a bug")
    func plainShapedLines() throws {
        func plain(_ log: String) -> String { log.replacingOccurrences(of: "(_:)", with: "").replacingOccurrences(of: "()", with: "") }
        let tabs = try Self.check(plain(Self.tabs))
        #expect(tabs.violations.isEmpty && tabs.format == .console)
        #expect(tabs.instancesPrintedAlike.map(\.readAs) == ["MainNavigationController (2)"])
        let refresh = "Home viewDidLoad()\nHome viewWillAppear(_:)\nHome viewDidAppear(_:)\nHome viewDidLoad()\nHome viewWillDisappear(_:)\nHome viewDidDisappear(_:)\nHome viewWillAppear(_:)\nHome viewDidAppear(_:)"
        #expect(LateStartTests.rules(try Self.check(plain(refresh))) == ["LOAD-2"])
        #expect(LateStartTests.rules(try Self.check(plain(Self.tabs + "\nMainNavigationController viewDidAppear(_:)"))) == ["APPEAR-2"])
    }

    @Test("A third tab of the class is a third instance; an iOS 17 push prints viewIsAppearing and layout inside the transition")
    func moreInstances() throws {
        let third = Self.tabs + """

            MainNavigationController viewDidLoad()
            ProfileViewController viewDidLoad()
            MainNavigationController viewWillDisappear(_:)
            SettingsViewController viewWillDisappear(_:)
            MainNavigationController viewWillAppear(_:)
            ProfileViewController viewWillAppear(_:)
            MainNavigationController viewDidDisappear(_:)
            SettingsViewController viewDidDisappear(_:)
            MainNavigationController viewDidAppear(_:)
            ProfileViewController viewDidAppear(_:)
            """
        let report = try Self.check(third)
        #expect(report.violations.isEmpty)
        #expect(report.instancesPrintedAlike.map(\.readAs) == ["MainNavigationController (2)", "MainNavigationController (3)"])
        let push = try Self.check("""
            Detail viewDidLoad()
            Detail viewWillAppear(_:)
            Detail viewIsAppearing(_:)
            Detail viewDidAppear(_:)
            Detail viewDidLoad()
            Detail viewWillDisappear(_:)
            Detail viewWillAppear(_:)
            Detail viewIsAppearing(_:)
            Detail viewWillLayoutSubviews()
            Detail viewDidLayoutSubviews()
            Detail viewDidDisappear(_:)
            Detail viewDidAppear(_:)
            """)
        #expect(push.violations.isEmpty && push.instancesPrintedAlike.map(\.line) == [5])
    }

    @Test("A plain trace names each controller once: a second load there is the rule it breaks")
    func plainTraceIsNotSplit() throws {
        let report = try Self.check("Home viewDidLoad\nHome viewWillAppear animated=false\nHome viewDidAppear animated=false\nHome viewDidLoad")
        #expect(LateStartTests.rules(report) == ["LOAD-2"])
        #expect(report.instancesPrintedAlike.isEmpty)
    }

    @Test("--show-reading names the instance each line went to")
    func readingNamesTheInstance() throws {
        var options = CheckOptions(format: .console, dialect: UIKitSpec.dialect)
        options.infersRecorded = true
        options.readsLateStarts = true
        options.readingLimit = .max
        let report = try TraceChecker(spec: UIKitSpec.compiled, options: options).check(text: Self.tabs)
        let read = report.readings.filter { $0.text.hasPrefix("MainNavigationController") }.map(\.summary)
        #expect(read == ["event: MainNavigationController viewDidLoad", "event: MainNavigationController viewWillAppear",
                         "event: MainNavigationController viewDidAppear", "event: MainNavigationController (2) viewDidLoad",
                         "event: MainNavigationController viewWillDisappear", "event: MainNavigationController (2) viewWillAppear",
                         "event: MainNavigationController viewDidDisappear", "event: MainNavigationController (2) viewDidAppear"])
    }
}
