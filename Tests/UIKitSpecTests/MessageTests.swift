import Lifecheck
import Testing
import UIKitSpec

/// The exact text of every message kind, pinned: messages are a product feature, and a
/// change to one must be deliberate.
@Suite("Messages")
struct MessageTests {
    /// The rendered violations of the fixture `illegal/NAME.trace`.
    func messages(fixture name: String) throws -> String {
        let fixture = Fixture.all(in: "illegal").first { $0.name == "illegal/\(name).trace" }!
        let report = try fixture.check()
        let renderer = ViolationRenderer(vocabulary: UIKitSpec.compiled.vocabulary, symbols: report.symbols)
        return report.violations.map(renderer.text).joined(separator: "\n\n")
    }

    /// The rendered violations of `trace`, separated by blank lines.
    func messages(_ trace: String, options: CheckOptions = CheckOptions()) throws -> String {
        let report = try TraceChecker(spec: UIKitSpec.compiled, options: options).check(text: trace)
        let renderer = ViolationRenderer(vocabulary: UIKitSpec.compiled.vocabulary, symbols: report.symbols)
        return report.violations.map(renderer.text).joined(separator: "\n\n")
    }

    @Test("An illegal event: the machine's state and what was legal there")
    func illegalEvent() throws {
        let text = try messages("""
            Detail init
            Detail viewDidLoad
            Detail viewWillLayoutSubviews
            Detail viewDidLayoutSubviews
            Detail viewDidAppear animated=true
            Detail viewWillDisappear
            Detail viewDidDisappear
            """)
        #expect(text == """
            [APPEAR-2] viewDidAppear animated=true on "Detail" while it was disappeared.

                1  Detail  init
                2  Detail  viewDidLoad
                3  Detail  viewWillLayoutSubviews
                4  Detail  viewDidLayoutSubviews
              → 5  Detail  viewDidAppear animated=true      legal here: viewWillAppear

              State before line 5: "Detail" appearance = disappeared      Spec: Specs/Appearance.swift
              Rule APPEAR-2: viewDidAppear arrives only while the controller is appearing, after viewWillAppear.

            To fix, if the controller had already appeared, this is a second viewDidAppear(_:) for one appearance: don't call it yourself, and let a container forward appearance one way only (automatically, or with begin/endAppearanceTransition, not both); otherwise viewWillAppear(_:) never reached it: forward appearance automatically, or call beginAppearanceTransition(true, animated:) before endAppearanceTransition(), and end each transition once.
            """)
    }
    @Test("A state is said in words: a projected set of states by what they share, a camel-case name spelled out")
    func stateWords() throws {
        // Without viewIsAppearing recorded, the projected state is `appearing or isAppearing`.
        let options = CheckOptions(observation: Observation(recorded: ["viewDidLoad", "viewWillAppear", "viewDidAppear",
                                                                        "viewWillDisappear", "viewDidDisappear"]))
        let report = try TraceChecker(projecting: UIKitSpec.spec, options: options).check(text: """
            Home viewDidLoad
            Home viewWillAppear animated=false
            Home viewDidDisappear animated=false
            """)
        let projected = report.violations.map(ViolationRenderer(vocabulary: UIKitSpec.compiled.vocabulary, symbols: report.symbols).text)
            .joined(separator: "\n\n")
        #expect(projected.hasPrefix("[APPEAR-4] viewDidDisappear animated=false on \"Home\" while it was appearing.\n"))
        #expect(projected.contains("State before line 3: \"Home\" appearance = appearing or isAppearing"))
        let unfinished = try messages("Home viewDidLoad\nHome viewWillLayoutSubviews")
        #expect(unfinished.hasPrefix("[LAYOUT-3] The trace ended while the layout pass of \"Home\" was under way.\n"))
        // A child removed while on screen that never disappears: the removal is half done.
        let removal = try messages("""
            Nav viewDidLoad
            Nav viewWillAppear animated=false
            Nav viewDidAppear animated=false
            Nav addChild child=Home
            Home willMove parent=Nav
            Home viewDidLoad
            Home viewWillAppear animated=false
            Home viewDidAppear animated=false
            Home didMove parent=Nav
            Home willMove parent=nil
            Home removeFromParent
            """)
        #expect(removal.contains("[CONTAIN-7] The trace ended while the removal of \"Home\" was half done (out of its parent, still on screen).\n"))
        let machine = UIKitSpec.spec.machines.first { $0.name == "view" }!
        #expect(machine.words(for: "notLoaded") == "not loaded")
        let appearance = UIKitSpec.spec.machines.first { $0.name == "appearance" }!
        #expect(appearance.words(for: "isAppearing") == "appearing (viewIsAppearing called)")
        #expect(appearance.words(for: "appeared or isAppearing") == "appeared or appearing (viewIsAppearing called)")
    }

    @Test("What was legal instead leaves out what another rule forbids there")
    func legalHereHoldsToTheWholeSpec() throws {
        // The forwarding machine alone would take viewDidAppear and viewDidDisappear when
        // idle, but the menu has disappeared: APPEAR-2 and APPEAR-4 forbid both.
        let text = try messages("""
            Menu init
            Menu viewDidLoad
            Menu beginAppearanceTransition appearing=true animated=true
            Menu viewWillAppear animated=true
            Menu beginAppearanceTransition appearing=false animated=true
            Menu viewWillDisappear animated=true
            Menu endAppearanceTransition
            Menu viewDidDisappear animated=false
            Menu endAppearanceTransition
            """)
        #expect(text.contains("→ 9  Menu  endAppearanceTransition      legal here: beginAppearanceTransition appearing=true, beginAppearanceTransition appearing=false\n"))
    }

    @Test("A requirement on a related subject: whose state, and what it needed first")
    func requirementOnRelatedSubject() throws {
        #expect(try messages(fixture: "hier-child-appears-under-hidden-parent") == """
            [HIER-1] viewWillAppear on "Kid" while its parent "Box" was disappeared.

                2  Box  viewDidLoad
                3  Box  addChild child=Kid
                4  Kid  willMove parent=Box
                5  Kid  didMove parent=Box
                6  Kid  viewDidLoad
              → 7  Kid  viewWillAppear      needed first: viewWillAppear on its parent "Box"

              State before line 7: "Box" appearance = disappeared      Spec: Specs/Containment.swift
              Rule HIER-1: A child does not begin to appear (viewWillAppear) while its parent is disappeared.

            To fix, forward appearance from the parent's own callbacks: call child.beginAppearanceTransition(true, animated:) from the container's viewWillAppear(_:), or add the child's view only while the container is on screen.

            [HIER-3] viewDidAppear on "Kid" while its parent "Box" was disappeared.

                2  Box  viewDidLoad
                3  Box  addChild child=Kid
                4  Kid  willMove parent=Box
                5  Kid  didMove parent=Box
                6  Kid  viewDidLoad
                7  Kid  viewWillAppear
              → 8  Kid  viewDidAppear      needed first: viewWillAppear on its parent "Box"

              State before line 8: "Box" appearance = disappeared      Spec: Specs/Containment.swift
              Rule HIER-3: A child does not finish appearing (viewDidAppear) while its parent is disappeared.

            To fix, forward appearance from the parent's callbacks: end the child's appearance transition from the container's viewDidAppear(_:), and reverse it (beginAppearanceTransition(false, animated:)) if the container disappears first.
            """)
    }

    @Test("A counter: the child that broke it")
    func counterOfChildren() throws {
        #expect(try messages(fixture: "hier-child-still-appeared") == """
            [HIER-2] viewDidDisappear on "Box" while its child "Kid" was appeared.

                 5  Kid  didMove parent=Box
                 6  Box  viewWillAppear
                 7  Kid  viewDidLoad
                 8  Kid  viewWillAppear
                 9  Box  viewDidAppear
                10  Kid  viewDidAppear
                11  Box  viewWillDisappear
              → 12  Box  viewDidDisappear      needed first: viewWillDisappear on its child "Kid"

              State before line 12: "Kid" appearance = appeared      Spec: Specs/Containment.swift
              Rule HIER-2: A child is not still appeared when its parent finishes disappearing (viewDidDisappear).

            To fix, forward disappearance to every visible child: with manual forwarding, call child.beginAppearanceTransition(false, animated:) from the container's viewWillDisappear(_:) and endAppearanceTransition() from its viewDidDisappear(_:).
            """)
    }

    @Test("A requirement through another controller: the hint names what that controller needed, and whose it is")
    func hintThroughAnotherController() throws {
        // ROOT-1 through the root's child: a dismiss on that child (not the delegate's
        // presentationControllerDidDismiss, which another controller receives), and the child
        // is the root's, not the window's.
        let root = try messages(fixture: "root-replaced-under-tab-modal")
        #expect(root.hasPrefix("""
            [ROOT-1] rootViewController controller=Login on "Window" while the presentation of the child of its root "Nav" was on screen.
            """))
        #expect(root.contains("""
              → 41  Window  rootViewController controller=Login      needed first: dismiss on the child of its root "Nav"
            """))
        // SIZE-2: the size change forwarded to the child, not the child disappearing.
        let size = try messages(fixture: "size-container-no-super")
        #expect(size.hasPrefix("""
            [SIZE-2] viewWillLayoutSubviews on "Box" while its child "Menu" was appeared.
            """))
        #expect(size.contains("""
              → 27  Box   viewWillLayoutSubviews      needed first: viewWillTransition on its child "Menu"
            """))
    }

    @Test("A relation condition: what the relation was")
    func relationCondition() throws {
        #expect(try messages(fixture: "contain-didmove-wrong-parent") == """
            [CONTAIN-4] didMove parent=Other on "Kid" while its parent was "Box".

                1  Box  addChild child=Kid
                2  Kid  willMove parent=Box
              → 3  Kid  didMove parent=Other

              State before line 3: its parent was "Box"      Spec: Specs/Containment.swift
              Rule CONTAIN-4: didMove(toParent:) names the parent the child is moving to.

            To fix, pass the same parent to didMove(toParent:) as to addChild(_:) / willMove(toParent:).
            """)
    }

    @Test("A relation condition on an event that also sets the relation: what it was before the event")
    func relationConditionBeforeTheEvent() throws {
        // prepare sets segueIdentifier itself: the message shows the segue triggered, not the one prepared.
        #expect(try messages(fixture: "segue-prepares-another-than-triggered").hasPrefix("""
            [SEGUE-5] prepare identifier=showSettings destination=Dest on "Src" while its segueIdentifier was "showProfile".
            """))
        #expect(try messages(fixture: "segue-prepares-another-than-triggered").contains("""
              State before line 8: its segueIdentifier was "showProfile"
            """))
    }

    @Test("The end of a trace: what was left open and what would finish it")
    func unfinished() throws {
        #expect(try messages(fixture: "appear-unfinished") == """
            [APPEAR-6] The trace ended while "Home" was appearing.

                2  Home  viewDidLoad
                3  Home  viewWillAppear      began here
              → end of trace      needed to finish: viewDidAppear

              State at the end: "Home" appearance = appearing      Spec: Specs/Appearance.swift
              Rule APPEAR-6: A trace does not end while a controller is appearing or disappearing: every will is closed by its did, or reversed by the opposite will.

            To fix, complete every appearance transition: each viewWillAppear(_:) is followed by viewDidAppear(_:) (or a reversing viewWillDisappear(_:) and viewDidDisappear(_:)); a container calls endAppearanceTransition() for every begin.
            """)
    }

    @Test("What would finish an unfinished state names only events the rest of the spec allows there")
    func unfinishedNamesOnlyLegalEndings() throws {
        // A transition begun to disappear ends with endAppearanceTransition and viewDidDisappear;
        // its machine also takes viewDidAppear, which the controller, disappearing, cannot get.
        let text = try messages("""
            First viewDidLoad
            First beginAppearanceTransition appearing=true animated=false
            First viewWillAppear animated=false
            First endAppearanceTransition
            First viewDidAppear animated=false
            First beginAppearanceTransition appearing=false animated=true
            First viewWillDisappear animated=true
            """)
        #expect(text.contains("needed to finish: endAppearanceTransition, viewDidDisappear\n"))
        #expect(!text.contains("viewDidAppear, viewDidDisappear"))
    }

    @Test("The end of a trace shows the event that began what was left open, however many events came after it")
    func unfinishedShowsItsBeginning() throws {
        let trace = """
            P viewDidLoad
            P addChild child=C
            C willMove parent=P
            C viewDidLoad
            C didMove parent=P
            P viewWillAppear animated=true
            C beginAppearanceTransition appearing=true animated=true
            C viewWillAppear animated=true
            C viewWillLayoutSubviews
            C viewDidLayoutSubviews
            C viewWillLayoutSubviews
            C viewDidLayoutSubviews
            P viewDidAppear animated=true
            C endAppearanceTransition
            P addChild child=D
            D viewDidLoad
            D viewWillLayoutSubviews
            D viewDidLayoutSubviews
            D viewWillLayoutSubviews
            D viewDidLayoutSubviews
            D viewWillLayoutSubviews
            D viewDidLayoutSubviews
            """
        let report = try TraceChecker(spec: UIKitSpec.compiled).check(text: trace)
        let began = Dictionary(report.violations.map { ($0.rule.id, $0.began?.position) }, uniquingKeysWith: { first, _ in first })
        // C's appearance began at line 8, four of its events before the end; D's containment
        // at line 15, on P's line that names it (six of D's own came after).
        #expect(began["APPEAR-6"] == 8)
        #expect(began["CONTAIN-6"] == 15)
        let renderer = ViolationRenderer(vocabulary: UIKitSpec.compiled.vocabulary, symbols: report.symbols)
        let contain = try #require(report.violations.first { $0.rule.id == "CONTAIN-6" })
        #expect(renderer.text(contain).contains("""
                15  P  addChild child=D      began here
                19  D  viewWillLayoutSubviews
            """))
        // A trace that ends with nothing open shows no beginning.
        let finished = try TraceChecker(spec: UIKitSpec.compiled).check(text: "H viewDidLoad\nH viewWillAppear\nH viewDidAppear\nH viewWillAppear\n")
        #expect(finished.violations.map(\.began?.position) == [nil, 4])
    }

    @Test("A global machine: the app's state")
    func globalMachine() throws {
        #expect(try messages(fixture: "launch-appear-during-launch") == """
            [LAUNCH-2] viewWillAppear on "Home" while the app's launch was launching.

                2  Home  viewDidLoad
              → 3  Home  viewWillAppear      needed first: didFinishLaunching, makeKeyAndVisible on the app

              State before line 3: the app launch = launching      Spec: Specs/Launch.swift
              Rule LAUNCH-2: No appearance callback arrives between willFinishLaunching and didFinishLaunching, unless a window was made key and visible in between.

            To fix, show the window (makeKeyAndVisible) before its root appears: at the end of application(_:didFinishLaunchingWithOptions:), in the scene delegate, or, for state restoration, in application(_:willFinishLaunchingWithOptions:).
            """)
    }

    @Test("A conditional requirement shows why it applied")
    func whenContext() throws {
        #expect(try messages(fixture: "fwd-manual-child-without-begin") == """
            [FWD-3] viewWillAppear on "Kid" while its appearance transition was idle.

                 5  Box  addChild child=Kid
                 6  Kid  willMove parent=Box
                 7  Kid  didMove parent=Box
                 8  Box  viewWillAppear
                 9  Kid  viewDidLoad
              → 10  Kid  viewWillAppear      needed first: beginAppearanceTransition appearing=true

              State before line 10: "Kid" transition = idle      Spec: Specs/AppearanceForwarding.swift
              Rule FWD-3: A child of a container whose shouldAutomaticallyForwardAppearanceMethods returned false gets viewWillAppear / viewWillDisappear only from beginAppearanceTransition in that direction.

            To fix, a container that returns false from shouldAutomaticallyForwardAppearanceMethods must call child.beginAppearanceTransition(_:animated:) and child.endAppearanceTransition() itself, and no other code may call the child's callbacks.
            """)
    }

    @Test("A requirement that applies in a state says first how the subject leaves that state: the rule's usual way")
    func guardedRequirementNamesTheUsualWay() throws {
        // CONTAIN-3 lets a didMove without willMove pass only for a page on screen; the fix is the willMove or addChild.
        let text = try messages("""
            Pager viewDidLoad
            Page viewDidLoad
            Page didMove parent=Pager
            """)
        #expect(text.contains("→ 3  Page  didMove parent=Pager      needed first: addChild (as its child), willMove parent=NAME, viewWillAppear"), "\(text)")
    }

    @Test("A diagnostic is one line per violation, compiler style")
    func diagnostic() throws {
        let report = try Fixture.all(in: "illegal").first { $0.name.hasSuffix("/appear-did-twice.trace") }!.check()
        let renderer = ViolationRenderer(vocabulary: UIKitSpec.compiled.vocabulary, symbols: report.symbols)
        #expect(report.violations.map { renderer.diagnostic($0, file: "push.trace", lastLine: report.lineCount) } == [
            #"push.trace:5: error: [APPEAR-2] viewDidAppear on "Home" while it was appeared."#,
        ])
    }

    @Test("Input errors name the line, the column and what was expected", arguments: [
        ("Home viewWillAppear animated=yes", "<input>:1:30: error: expected true or false for 'animated', found 'yes'"),
        ("Home viewwillappear", "<input>:1:6: error: unknown event 'viewwillappear'; names are case-sensitive: did you mean 'viewWillAppear'?"),
        ("Home dance", "<input>:1:6: error: unknown event 'dance'; expected one of the names in the trace format (viewWillAppear, viewDidLoad, willMove, …)"),
        ("Home", "<input>:1:5: error: expected an event name after the subject 'Home'"),
        ("a=b viewDidLoad", "<input>:1:1: error: expected a subject (a name without '='), found 'a=b'"),
        ("Nav addChild", "<input>:1:13: error: addChild needs 'child=' (addChild child=NAME)"),
        ("Nav addChild child=nil", "<input>:1:20: error: expected a name for 'child', found 'nil'"),
        ("Home viewDidLoad animated=true", "<input>:1:18: error: viewDidLoad has no key 'animated'; it takes no keys"),
        ("Home viewWillAppear animated=true animated=false", "<input>:1:35: error: key 'animated' appears twice"),
        ("Home viewWillAppear true", "<input>:1:21: error: expected KEY=VALUE, found 'true'"),
        ("Home viewWillTransition size=390by844", "<input>:1:30: error: expected a size such as 390x844 for 'size', found '390by844'"),
        ("P present presented=C style=modal", "<input>:1:29: error: expected one of fullScreen, pageSheet, formSheet, automatic, overFullScreen, overCurrentContext, currentContext, popover, custom for 'style', found 'modal'"),
    ])
    func inputError(line: String, message: String) {
        #expect(throws: TraceError.self) { try TraceChecker(spec: UIKitSpec.compiled).check(text: "# header\n" + line) }
        do {
            _ = try TraceChecker(spec: UIKitSpec.compiled).check(text: line)
        } catch {
            #expect(error.description == message)
        }
    }
}
