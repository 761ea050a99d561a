import Lifecheck
import Testing
import UIKitSpec

/// Pastes made of sections (Markdown headings, code fences, titles in bold) that hold
/// separate runs or steps with what happened between them left out: a controller whose
/// first event after a break breaks a rule about its own state is read as beginning again
/// there; a bug inside a section, or after a line the app printed, is still caught.
@Suite("Section restarts")
struct SectionRestartTests {
    static func check(_ text: String, fromStart: Bool = false) throws -> CheckReport {
        try LateStartTests.check(text, fromStart: fromStart)
    }

    /// A blog's two experiments: a push and pop, then (after the next push, not pasted) an
    /// interactive pop; each under its heading, in code blocks.
    static let twoExperiments = """
        ### Push and pop
        ```
        Home viewDidLoad()
        Home viewWillAppear(_:)
        Home viewDidAppear(_:)
        Detail viewDidLoad()
        Home viewWillDisappear(_:)
        Detail viewWillAppear(_:)
        Home viewDidDisappear(_:)
        Detail viewDidAppear(_:)
        Detail viewWillDisappear(_:)
        Home viewWillAppear(_:)
        Detail viewDidDisappear(_:)
        Home viewDidAppear(_:)
        ```
        ### Swipe back
        ```
        Detail viewWillDisappear(_:)
        Home viewWillAppear(_:)
        Detail viewDidDisappear(_:)
        Home viewDidAppear(_:)
        ```
        """

    @Test("A controller whose first event after a heading breaks a rule about its own state begins again there; the report says so")
    func separateExperiments() throws {
        let report = try Self.check(Self.twoExperiments)
        #expect(report.violations.isEmpty)
        #expect(report.sectionRestarts.map(\.controller) == ["Detail", "Home"])
        #expect(report.sectionRestarts.first == SectionRestart(controller: "Detail", readAs: "Detail#2", breakLine: 17, line: 18,
                                                               event: "viewWillDisappear", rule: "APPEAR-3"))
        #expect(report.lateStarts.isEmpty)
        // Held to what came before, the same paste breaks APPEAR-3 and APPEAR-1.
        let fromStart = try Self.check(Self.twoExperiments, fromStart: true)
        #expect(Set(LateStartTests.rules(fromStart)) == ["APPEAR-3", "APPEAR-1"])
        #expect(fromStart.sectionRestarts.isEmpty)
    }

    @Test("A title in bold and a code fence are section breaks too; a new instance's viewDidLoad after one is a new controller", arguments: [
        "**Present again**", "__2) Present again__", "```",
    ])
    func otherBreaks(line: String) throws {
        let text = """
            VC2 viewDidLoad Called
            VC2 viewWillAppear Called
            VC2 viewDidAppear Called
            \(line)
            VC2 viewDidLoad Called
            VC2 viewWillAppear Called
            VC2 viewDidAppear Called
            """
        let report = try Self.check(text)
        #expect(report.violations.isEmpty)
        #expect(report.sectionRestarts.map(\.rule) == ["LOAD-2"])
    }

    @Test("A bug inside one section is still caught: the first event after the break was legal")
    func bugInsideASection() throws {
        let text = """
            ## Launch
            Home viewDidLoad()
            Home viewWillAppear(_:)
            Home viewDidAppear(_:)
            ## Back from the sheet
            Home viewWillDisappear(_:)
            Home viewDidDisappear(_:)
            Home viewDidDisappear(_:)
            """
        let report = try Self.check(text)
        #expect(LateStartTests.rules(report) == ["APPEAR-4"])
        #expect(report.sectionRestarts.isEmpty)
    }

    @Test("A bug after a line the app printed is still caught: only a paste's headings, fences, bold titles and titles between marks after a blank line are breaks", arguments: [
        "button tapped", "--- present ---", "* Present again", "**Present** again",
    ])
    func notABreak(line: String) throws {
        let text = """
            Home viewDidLoad()
            Home viewWillAppear(_:)
            Home viewDidAppear(_:)
            Home viewWillDisappear(_:)
            Home viewDidDisappear(_:)
            Home viewWillAppear(_:)
            Home viewDidAppear(_:)
            \(line)
            Home viewWillAppear(_:)
            Home viewDidAppear(_:)
            """
        let report = try Self.check(text)
        #expect(LateStartTests.rules(report).contains("APPEAR-1"))
        #expect(report.sectionRestarts.isEmpty)
    }

    @Test("A controller read again at a break is still held to its own later events")
    func laterBugAfterARestart() throws {
        let text = """
            ### First run
            Home viewDidLoad()
            Home viewWillAppear(_:)
            Home viewDidAppear(_:)
            ### Second run
            Home viewDidAppear(_:)
            Home viewDidAppear(_:)
            """
        let report = try Self.check(text)
        #expect(LateStartTests.rules(report) == ["APPEAR-2"])
        #expect(report.violations.first?.entry?.position == 7)
        #expect(report.sectionRestarts.map(\.readAs) == ["Home#2"])
    }

    @Test("Callbacks printed without a controller, read as one controller's, begin again at a break too")
    func unnamedController() throws {
        let text = """
            ## Open
            ```
            viewDidLoad()
            viewWillAppear(_:)
            viewDidAppear(_:)
            viewWillDisappear(_:)
            viewDidDisappear(_:)
            ```
            ## Swipe back, cancelled
            ```
            viewWillDisappear(_:)
            viewWillAppear(_:)
            viewDidAppear(_:)
            ```
            """
        let report = try Self.check(text)
        #expect(report.unnamedController)
        #expect(report.violations.isEmpty)
        #expect(report.sectionRestarts.map(\.event) == ["viewWillDisappear"])
        // Held to what came before, one controller's reading breaks APPEAR-3, as several
        // controllers printed alike would: no reading stands.
        do {
            _ = try Self.check(text, fromStart: true)
            Issue.record("read as one controller's from the start, the callbacks break APPEAR-3")
        } catch {
            #expect("\(error)".contains("APPEAR-3"))
        }
    }

    /// Two launches of an app, each under its heading, as a note that ran it twice pastes them.
    static let twoLaunches = ["First", "Second"].map { title in
        """
        ## \(title) launch
        ```
        application(_:didFinishLaunchingWithOptions:)
        Home viewDidLoad()
        Home viewWillAppear(_:)
        Home viewDidAppear(_:)
        applicationDidBecomeActive(_:)
        ```
        """
    }.joined(separator: "\n")

    @Test("A second launch after a break is another run of the app: the app's launch and state begin again there")
    func secondLaunch() throws {
        let report = try Self.check(Self.twoLaunches)
        #expect(report.violations.isEmpty)
        #expect(report.sectionRestarts.map(\.controller) == ["App", "Home"])
        #expect(report.sectionRestarts.first == SectionRestart(controller: "App", readAs: "App#2", breakLine: 10, line: 11,
                                                               event: "didFinishLaunching", rule: "LAUNCH-1"))
        // Held to what came before, the second launch breaks LAUNCH-1.
        let fromStart = try Self.check(Self.twoLaunches, fromStart: true)
        #expect(LateStartTests.rules(fromStart).contains("LAUNCH-1"))
    }

    @Test("Across a break, the app's state callback that may begin a case begins the app again; one half-way through a change of state stays a bug")
    func appStateAcrossABreak() throws {
        let text = """
            ## Launch
            application(_:didFinishLaunchingWithOptions:)
            applicationDidBecomeActive(_:)
            applicationWillResignActive(_:)
            applicationDidEnterBackground(_:)
            applicationWillEnterForeground(_:)
            applicationDidBecomeActive(_:)
            ## Back
            applicationWillResignActive(_:)
            """
        // Resigning active twice: no case begins there.
        let resigned = try Self.check(text.replacingOccurrences(of: "applicationDidEnterBackground(_:)\napplicationWillEnterForeground(_:)\napplicationDidBecomeActive(_:)\n", with: ""))
        #expect(LateStartTests.rules(resigned) == ["LAUNCH-4"])
        #expect(resigned.sectionRestarts.isEmpty)
        // Returning from the background under a title, after a case that left the app active: another case.
        let returned = try Self.check(text.replacingOccurrences(of: "## Back\napplicationWillResignActive(_:)", with: "## From the background\napplicationWillEnterForeground(_:)"))
        #expect(LateStartTests.rules(returned).isEmpty)
        #expect(returned.sectionRestarts == [SectionRestart(controller: "App", readAs: "App#2", breakLine: 8, line: 9,
                                                            event: "applicationWillEnterForeground", rule: "LAUNCH-4")])
        // Within a section, the same return stays a bug.
        let withinASection = try Self.check(text.replacingOccurrences(of: "## Back\napplicationWillResignActive(_:)", with: "applicationWillEnterForeground(_:)"))
        #expect(LateStartTests.rules(withinASection) == ["LAUNCH-4"])
        #expect(withinASection.sectionRestarts.isEmpty)
    }

    @Test("A numbered list that starts again at 1 is another case: the app's state begins again at its first item")
    func numberedCases() throws {
        // Four cases of an app's delegate, one numbered list each, as a note lists them
        // (e-com-net.com/article/1924524: `1、– applicationDidEnterBackground:` after `2、– applicationDidBecomeActive:`).
        let text = """
            1、– application:willFinishLaunchingWithOptions:
            2、– application:didFinishLaunchingWithOptions:
            3、– applicationDidBecomeActive:
            1、– applicationWillResignActive:
            2、– applicationDidEnterBackground:
            1、– applicationWillEnterForeground:
            2、– applicationDidBecomeActive:
            1、– applicationDidEnterBackground:
            2、– applicationWillTerminate:
            """
        let report = try Self.check(text)
        #expect(LateStartTests.rules(report).isEmpty)
        #expect(report.sectionRestarts.map(\.breakLine) == [8])
        // Numbered on without starting again, the same callbacks are one run, and its bug stays.
        var number = 0
        let oneList = text.split(separator: "\n").map { line -> String in
            number += 1
            return "\(number)、" + line.drop { $0 != "–" }
        }.joined(separator: "\n")
        #expect(LateStartTests.rules(try Self.check(oneList)) == ["LAUNCH-4"])
    }

    @Test("A line between the items of lists, no item and no event, is the next list's title: the app's state begins again there")
    func titlesBetweenLists() throws {
        // A README that lists the delegate's callbacks per case under plain titles
        // (`Launching the app - from Backgrounded`), each callback with the state it found.
        let text = """
            Launching the app - from Not Loaded
            - applicationWillFinishLaunchingWithOptions: Inactive
            - applicationDidFinishLaunchingWithOptions: Inactive
            - applicationDidBecomeActive: Active
            Launching the app - from Backgrounded
            - applicationWillEnterForeground: Background
            - applicationDidBecomeActive: Active
            Backgrounding the app - from Active
            - applicationWillResignActive: Active
            - applicationDidEnterBackground: Background
            """
        let report = try Self.check(text)
        #expect(LateStartTests.rules(report).isEmpty)
        #expect(report.sectionRestarts.map(\.breakLine) == [5])
        // Lists part the app's cases, not a controller's runs: steps to reproduce a bug are
        // numbered or bulleted, with prose between them, and the bug stays.
        let steps = """
            When the app starts:
            1. Home viewWillAppear
            2. Home viewDidAppear
            When I push Detail:
            1. Home viewWillDisappear
            2. Detail viewWillAppear
            3. Home viewDidDisappear
            4. Detail viewDidAppear
            When I pop back, viewWillAppear is never called on Home:
            1. Detail viewWillDisappear
            2. Detail viewDidDisappear
            3. Home viewDidAppear
            """
        #expect(LateStartTests.rules(try Self.check(steps)) == ["APPEAR-2"])
        // Nor is the app's state begun again half-way through a change of state.
        let appSteps = """
            1. applicationDidFinishLaunching
            2. applicationDidBecomeActive
            3. applicationWillResignActive
            4. applicationDidEnterBackground
            5. applicationWillEnterForeground
            6. applicationDidBecomeActive
            Now I pull down Notification Center and let it go back up:
            7. applicationDidBecomeActive
            8. applicationWillResignActive
            9. applicationDidEnterBackground
            """
        #expect(LateStartTests.rules(try Self.check(appSteps)) == ["LAUNCH-4"])
        // A line of the list itself (an item, or an event) is no title: the bug stays.
        for between in ["- then the app comes back: Background", "applicationWillResignActive"] {
            let withinTheList = text.replacingOccurrences(of: "Launching the app - from Backgrounded", with: between)
            #expect(LateStartTests.rules(try Self.check(withinTheList)) == ["LAUNCH-4"], "\(between)")
        }
        // Nor is a line the list does not go on after.
        let notAList = text.replacingOccurrences(of: "- applicationWillEnterForeground: Background", with: "applicationWillEnterForeground: Background")
        #expect(LateStartTests.rules(try Self.check(notAList)) == ["LAUNCH-4"])
    }

    @Test("A comment after a blank line heads a case of the app's: its cases begin again there, a controller's runs do not; prose after a blank line is no break")
    func paragraphCases() throws {
        // A note that lists the launch of an app without scenes and of one with them, each
        // under a comment in one code block.
        let text = """
            // App-Based
            application(_:willFinishLaunchingWithOptions:)
            application(_:didFinishLaunchingWithOptions:)
            applicationDidBecomeActive(_:)

            // Scene-Based
            application(_:willFinishLaunchingWithOptions:)
            application(_:didFinishLaunchingWithOptions:)
            scene(_:willConnectTo:options:)
            sceneWillEnterForeground(_:)
            sceneDidBecomeActive(_:)
            """
        let report = try Self.check(text)
        #expect(LateStartTests.rules(report).isEmpty)
        #expect(report.sectionRestarts.map(\.breakLine) == [6])
        // Without the blank line the comment is a line of the run, and so is a blank line
        // alone: the second launch stays the app's bug.
        for (target, replacement) in [("\n\n// Scene-Based", "\n// Scene-Based"), ("\n\n// Scene-Based", "\n")] {
            let report = try Self.check(text.replacingOccurrences(of: target, with: replacement))
            #expect(LateStartTests.rules(report) == ["LAUNCH-1"], "\(replacement)")
        }
        // Prose after a blank line is no break: a bug report's next steps, a line the app
        // printed after `print("")`, UIKit's own message, a line too long to read.
        for between in ["And then, without the app being killed:", "Fetching remote config...",
                        "2024-05-01 10:00:00.000 MyApp[123:4567] Network reachable",
                        "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
                        "Response: " + String(repeating: "x", count: 20_000)] {
            let report = try Self.check(text.replacingOccurrences(of: "// Scene-Based", with: between))
            #expect(LateStartTests.rules(report) == ["LAUNCH-1"], "\(between.prefix(40))")
        }
        // Nor is a comment right after a line that is too long to read.
        let long = text.replacingOccurrences(of: "\n\n// Scene-Based", with: "\nResponse: " + String(repeating: "x", count: 20_000) + "\n// Scene-Based")
        #expect(LateStartTests.rules(try Self.check(long)) == ["LAUNCH-1"])
        // A controller's bug after a comment stays a bug (steps to reproduce).
        let steps = """
            Home viewWillAppear
            Home viewDidAppear

            // Then I switch tabs and come back:
            Home viewDidAppear
            """
        #expect(LateStartTests.rules(try Self.check(steps)) == ["APPEAR-2"])
        // And so does the app made active twice: becoming active begins no case.
        let active = """
            applicationDidFinishLaunching
            applicationDidBecomeActive
            applicationWillResignActive
            applicationDidBecomeActive

            // Then I pull down the notification center:
            applicationDidBecomeActive
            """
        #expect(LateStartTests.rules(try Self.check(active)) == ["LAUNCH-4"])
    }

    @Test("A second launch with no break between is the app's bug: launch callbacks come once")
    func secondLaunchWithoutABreak() throws {
        let text = Self.twoLaunches.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("`") }.joined(separator: "\n")
        let report = try Self.check(text)
        #expect(LateStartTests.rules(report).contains("LAUNCH-1"))
        #expect(report.sectionRestarts.isEmpty)
    }

    @Test("Plain-shaped lines under Markdown headings are a paste from a document, read as a console log; under comments of one # they stay a plain trace")
    func plainShapedUnderHeadings() throws {
        func runs(titledWith mark: String) -> String {
            """
            \(mark) Push
            Home viewDidLoad
            Home viewWillAppear
            Home viewDidAppear
            Home viewWillDisappear
            Home viewDidDisappear
            \(mark) Swipe back, cancelled
            Home viewWillDisappear
            Home viewWillAppear
            Home viewDidAppear
            """
        }
        let pasted = try Self.check(runs(titledWith: "##"))
        #expect(pasted.format == .console)
        #expect(pasted.violations.isEmpty)
        #expect(pasted.sectionRestarts.map(\.breakLine) == [7])
        let trace = try Self.check(runs(titledWith: "#"))
        #expect(trace.format == .plain)
        #expect(LateStartTests.rules(trace) == ["APPEAR-3"])
    }

    @Test("A step printed as a title in bold is an event, not a break")
    func boldEvent() throws {
        let text = """
            **Home viewDidLoad()**
            **Home viewWillAppear(_:)**
            **Home viewDidAppear(_:)**
            **Detail viewDidLoad()**
            **Home viewDidLoad()**
            """
        let report = try Self.check(text)
        #expect(LateStartTests.rules(report) == ["LOAD-2"])
        #expect(report.sectionRestarts.isEmpty)
    }

    @Test("A title underlined by a rule is a heading; a rule after an event is an app's separator, no break")
    func underlinedTitles() throws {
        // Plain-text scenarios under double-rule titles (a Russian Markdown note).
        let scenarios = """
            Scenario 1: push
            ════════════════
            Home viewDidLoad()
            Home viewWillAppear(_:)
            Home viewDidAppear(_:)
            Home viewWillDisappear(_:)
            Home viewDidDisappear(_:)

            Scenario 2: back
            ════════════════
            Home viewWillAppear(_:)
            Home viewDidAppear(_:)
            Home viewWillAppear(_:)
            """
        let report = try Self.check(scenarios)
        // The bug inside scenario 2 is caught: its first event after the title is legal after scenario 1.
        #expect(report.violations.map(\.rule.id).first == "APPEAR-1" && report.sectionRestarts.isEmpty)
        // A rule printed by the app right after an event is no heading: a bug after it is caught.
        let separated = "Home viewDidLoad()\nHome viewWillAppear(_:)\nHome viewDidAppear(_:)\n----------\nHome viewDidAppear(_:)\n"
        #expect(try Self.check(separated).violations.map(\.rule.id) == ["APPEAR-2"])
        // Under a title, the same is a paste of separate runs.
        let titled = "Home viewDidLoad()\nHome viewWillAppear(_:)\nHome viewDidAppear(_:)\n\nRun 2\n-----\nHome viewDidAppear(_:)\n"
        let restarted = try Self.check(titled)
        #expect(restarted.violations.isEmpty && restarted.sectionRestarts.map(\.controller) == ["Home"])
    }

    @Test("Callbacks without a controller read as one controller's keep their restarts beside a named controller begun before the log")
    func unnamedRestartsBesideLateStart() throws {
        let log = """
            ## Push
            viewDidLoad()
            viewWillAppear(_:)
            viewDidAppear(_:)
            viewWillDisappear(_:)
            viewDidDisappear(_:)
            ## Another run
            viewWillDisappear(_:)
            viewDidDisappear(_:)
            ## Modal
            <MyApp.Late: 0x1> viewWillDisappear(_:)
            <MyApp.Late: 0x2> viewDidLoad()
            <MyApp.Late: 0x2> viewWillAppear(_:)
            <MyApp.Late: 0x1> viewDidDisappear(_:)
            <MyApp.Late: 0x2> viewDidAppear(_:)
            """
        let report = try Self.check(log)
        #expect(report.violations.isEmpty && report.unnamedController && report.eventCount == 12)
        #expect(report.sectionRestarts.map(\.controller) == ["(controller)"] && report.lateStarts.map(\.controller) == ["Late@0x1"])
    }
}
