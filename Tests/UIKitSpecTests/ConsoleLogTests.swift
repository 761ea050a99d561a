import Lifecheck
import Testing
import UIKitSpec

/// Console logs as people print them: each shape is read as the event it is, anything
/// else is skipped, and UIKit's warnings are findings on the controller they name.
@Suite("Console logs")
struct ConsoleLogTests {
    static func translate(_ line: String) -> LogLine {
        var translator = ConsoleLineTranslator(vocabulary: UIKitSpec.spec.vocabulary, dialect: UIKitSpec.dialect, rules: UIKitSpec.spec.rules)
        return translator.translate(Substring(line))
    }

    /// Checks `text` read as `format` (nil: detected).
    static func check(_ text: String, format: LogFormat? = nil, options: CheckOptions = CheckOptions()) throws -> CheckReport {
        var options = options
        options.format = format
        options.dialect = UIKitSpec.dialect
        return try TraceChecker(spec: UIKitSpec.compiled, options: options).check(text: text)
    }

    @Test("A numbered list's counter glued to the name is a counter, in any separator, and no plain trace's subject",
          arguments: [".", ",", "、", "，", ")", ":"])
    func gluedCounters(separator: String) throws {
        let names = ["Home viewDidLoad", "Home viewWillAppear", "Home viewDidAppear", "Detail viewDidLoad", "Home viewWillDisappear",
                     "Detail viewWillAppear", "Home viewDidDisappear", "Detail viewDidAppear"]
        let log = names.enumerated().map { "\($0.offset + 1)\(separator)\($0.element)" }.joined(separator: "\n")
        var options = CheckOptions()
        options.infersRecorded = true
        let report = try Self.check(log, options: options)
        #expect(report.format == .console)
        #expect(report.violations.isEmpty && report.lateStarts.isEmpty)
        #expect(report.subjectCount == 2)
        #expect(report.symbols.symbol(named: "Home") != nil && report.symbols.symbol(named: "Detail") != nil)
    }

    @Test("A label typed again in another case is the controller it spells; ordinals name controllers")
    func labelsInAnotherCase() throws {
        // (A Korean study post: `2nd Viewcontroller` for `2nd ViewController`, typed by hand.)
        let log = """
        1st ViewController loadView
        1st ViewController viewDidLoad
        1st ViewController viewWillAppear
        1st ViewController viewDidAppear
        2nd ViewController loadView
        2nd ViewController viewDidLoad
        1st ViewController viewWillDisappear
        2nd ViewController viewWillAppear
        1st ViewController viewDidDisappear
        2nd Viewcontroller viewDidAppear
        """
        var options = CheckOptions()
        options.infersRecorded = true
        let report = try Self.check(log, format: .console, options: options)
        #expect(report.violations.isEmpty && report.subjectCount == 2)
        #expect(report.symbols.symbol(named: "1st_ViewController") != nil && report.symbols.symbol(named: "2nd_Viewcontroller") == nil)
    }

    @Test("UIKit's message wrapped over two comment lines, between its fixed words, is read whole, its controller cut off")
    func messageWrappedInComments() throws {
        let log = """
        // TODO: causing a warning:
        // Attempting to load the view of a view controller while it is deallocating
        // is not allowed and may result in undefined behavior
        """
        let report = try Self.check(log, format: .console)
        #expect(report.findings.map(\.rule.id) == ["WARN-6"])
        #expect(report.findings.first?.line == 3)
    }

    @Test("A log whose only callbacks are ends of life is read, and legal: no rule is about them")
    func onlyEndsOfLife() throws {
        let log = """
        2019-11-18 21:08:49.298416+0800 NSDateTime[59389:473967] TimerFire
        2019-11-18 21:08:49.298732+0800 NSDateTime[59389:473967] -[SecondViewController dealloc]
        """
        let report = try Self.check(log)
        #expect(report.violations.isEmpty && report.eventCount == 0 && report.skipped[.endOfLife] == 1)
        // A log of notes with no callback at all is still no log.
        #expect(throws: TraceError.self) { try Self.check("2019-11-18 21:08:49.298416+0800 NSDateTime[59389:473967] TimerFire\nsomething else") }
    }

    @Test("A numbered list's counter alone in the subject's place, or subjects that count the lines, make a numbered list, not a plain trace",
          arguments: ["1. ", "1) ", "1: ", "1 "])
    func numberedListCounters(counter: String) throws {
        let names = ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"]
        let log = names.enumerated().map { "\($0.offset + 1)\(counter.dropFirst())\($0.element)" }.joined(separator: "\n")
        let report = try Self.check(log)
        #expect(report.format == .console)
        #expect(report.violations.isEmpty)
        #expect(report.subjectCount == 1, "the counters were read as controllers")
    }

    @Test("Numbers that name a recorder's controllers keep a trace plain: they repeat, they do not count the lines")
    func numberedSubjectsThatRepeat() throws {
        let report = try Self.check("1 viewDidLoad\n2 viewDidLoad\n1 viewWillAppear\n1 viewDidAppear")
        #expect(report.format == .plain)
        #expect(report.subjectCount == 2)
    }

    @Test("A log legal only because a class never prints a callback others print says what checking it would break")
    func uncheckedBreaks() throws {
        var options = CheckOptions()
        options.infersRecorded = true
        // The detail never prints viewDidDisappear, which the home prints: taken as a class
        // that does not override it, the log is legal; checked, the detail's disappearance
        // never ends (the bug, if it does override it).
        let pushed = """
            <MyApp.HomeViewController: 0x1> viewDidLoad()
            <MyApp.HomeViewController: 0x1> viewWillAppear(_:)
            <MyApp.HomeViewController: 0x1> viewDidAppear(_:)
            <MyApp.DetailViewController: 0x2> viewDidLoad()
            <MyApp.HomeViewController: 0x1> viewWillDisappear(_:)
            <MyApp.DetailViewController: 0x2> viewWillAppear(_:)
            <MyApp.HomeViewController: 0x1> viewDidDisappear(_:)
            <MyApp.DetailViewController: 0x2> viewDidAppear(_:)
            <MyApp.DetailViewController: 0x2> viewWillDisappear(_:)
            <MyApp.HomeViewController: 0x1> viewWillAppear(_:)
            <MyApp.HomeViewController: 0x1> viewDidAppear(_:)
            """
        let report = try Self.check(pushed, options: options)
        #expect(report.violations.isEmpty)
        #expect(report.unlogged.keys.sorted() == ["viewDidDisappear"])
        #expect(report.uncheckedBreaks.map(\.rule.id) == ["APPEAR-6"])
        #expect(report.uncheckedBreaks.map { report.symbols.name(of: $0.subject) } == ["DetailViewController@0x2"])
        // With the detail's viewDidDisappear printed, nothing is left unchecked, and nothing noted.
        let complete = try Self.check(pushed + "\n<MyApp.DetailViewController: 0x2> viewDidDisappear(_:)", options: options)
        #expect(complete.violations.isEmpty && complete.unlogged.isEmpty && complete.uncheckedBreaks.isEmpty)
    }

    @Test("Each shape people print is read as its event", arguments: [
        ("<MyApp.HomeViewController: 0x7f8b4c00a000> viewWillAppear(_:)", "HomeViewController@0x7f8b4c00a000 viewWillAppear"),
        ("viewWillAppear(_:) <MyApp.HomeViewController: 0x7f8b4c00a000>", "HomeViewController@0x7f8b4c00a000 viewWillAppear"),
        ("2020-04-01 16:30:45.465638+0800 App[1234:56789] <MyApp.HomeViewController: 0x7f8b4c00a000> viewDidLoad()",
         "HomeViewController@0x7f8b4c00a000 viewDidLoad"),
        ("   <MyApp.Home: 0x1f> viewDidAppear(_:)   ", "Home@0x1f viewDidAppear"),
        ("-[HomeViewController viewDidAppear:]", "HomeViewController viewDidAppear"),
        ("-[HomeViewController initWithCoder:]", "HomeViewController init"),
        ("HomeViewController viewDidAppear", "HomeViewController viewDidAppear"),
        ("12: HomeViewController viewDidLoad", "HomeViewController viewDidLoad"),
        ("vc1 – viewDidLoad", "vc1 viewDidLoad"),
        ("vc1 - viewWillDisappear animated: true", "vc1 viewWillDisappear animated=true"),
        ("HomeViewController.viewDidLoad()", "HomeViewController viewDidLoad"),
        ("[HomeViewController] viewDidLoad()", "HomeViewController viewDidLoad"),
        ("HomeViewController: viewWillAppear(_:)", "HomeViewController viewWillAppear"),
        ("<App.Child: 0x2a> willMove(toParent:) Optional(<App.Container: 0x3b>)", "Child@0x2a willMove parent=Container@0x3b"),
        ("<App.Child: 0x2a> didMove(toParent:) nil", "Child@0x2a didMove parent=nil"),
        // Its label's preposition before nil as `%@` prints it (Matt Neuburg's container example).
        ("<ChildViewController1: 0x8994fc0> willMove to (null)", "ChildViewController1@0x8994fc0 willMove parent=nil"),
        ("<App.Child: 0x2a> didMove to nil", "Child@0x2a didMove parent=nil"),
        ("<App.Home: 0x2a> viewWillTransition(to:with:) (390.0, 844.0)", "Home@0x2a viewWillTransition size=390x844"),
        ("-[Home willMoveToParentViewController:] <Nav: 0x9>", "Home willMove parent=Nav@0x9"),
        // A verb before the method names nothing (openradar 19810773); a rotation printed without its orientation is read.
        ("Called -[ContentViewController willRotateToInterfaceOrientation:duration:]", "ContentViewController willRotate"),
        // Real shapes from RealLogs/: a logging wrapper's rules and brackets (jinnify.tistory.com/64),
        ("-------------- [SecondVC : viewDidLoad] --------------", "SecondVC viewDidLoad"),
        // a logging macro with a level tag, the method in parentheses and self (defagos/CoconutKit#4),
        ("2012-02-16 16:49:41.008 CoconutKit-dev[14824:15203] [INFO] (-[LifeCycleTestViewController viewWillDisappear:]) - Called for object <LifeCycleTestViewController: 0x8b37770>, animated = YES",
         "LifeCycleTestViewController@0x8b37770 viewWillDisappear animated=true"),
        // NSLog(@"%@ ---> %s", self.class, __func__) in a base class (mo4tech.com), and NSLog(@"CodeVC %s", __func__),
        ("OneViewController ---> -[MainViewController viewWillAppear:]", "OneViewController viewWillAppear"),
        // NSLog(@"[%@] %s", self.class, __func__): the bracketed runtime class is the label, not a tag to drop.
        ("[DetailViewController] -[BaseViewController viewDidLoad]", "DetailViewController viewDidLoad"),
        ("CodeVC     -[CodeInitViewController viewDidLoad]     ", "CodeVC viewDidLoad"),
        // Swift 2's #function and hand-written logs print bare Objective-C names (Neuburg's examples).
        ("ChildViewController1 willMoveToParentViewController nil", "ChildViewController1 willMove parent=nil"),
        // Scene callbacks as a scene delegate prints them: #function, __func__, _cmd. The word
        // `scene` before one names the scene its callbacks printed bare belong to (`Scene`); a
        // class keeps its name.
        ("<MyApp.SceneDelegate: 0x6000> scene(_:willConnectTo:options:)", "SceneDelegate@0x6000 willConnect"),
        ("-[SceneDelegate scene:willConnectToSession:options:]", "SceneDelegate willConnect"),
        ("<MyApp.SceneDelegate: 0x6000> sceneWillEnterForeground(_:)", "SceneDelegate@0x6000 sceneWillEnterForeground"),
        ("-[SceneDelegate sceneDidBecomeActive:]", "SceneDelegate sceneDidBecomeActive"),
        ("SceneDelegate sceneWillResignActive", "SceneDelegate sceneWillResignActive"),
        ("scene willConnectTo", "Scene willConnect"),
        ("<MyApp.SceneDelegate: 0x6000> sceneDidEnterBackground(_:)", "SceneDelegate@0x6000 sceneDidEnterBackground"),
        ("-[SceneDelegate sceneDidDisconnect:]", "SceneDelegate sceneDidDisconnect"),
        ("<MyApp.AppDelegate: 0x1> application(_:configurationForConnecting:options:)", "AppDelegate@0x1 configurationForConnecting"),
        // The app delegate's callbacks as notes write them: the name alone, the selector cut by a
        // blank, the signature without its last colon; `application` is the method's first word, the app's.
        ("didFinishLaunchingWithOptions", "App didFinishLaunching"),
        ("willFinishLaunchingWithOptions", "App willFinishLaunching"),
        ("application: didFinishLaunchingWithOptions:", "App didFinishLaunching"),
        ("- application(_:didFinishLaunchingWithOptions)", "App didFinishLaunching"),
        ("[AppDelegate] didFinishLaunchingWithOptions", "AppDelegate didFinishLaunching"),
        // self printed after the function: whole (print("\(type(of: self)).\(#function) \(self)")) or as %p (NSLog(@"%s %p", __func__, self)).
        ("ListViewController.viewWillAppear(_:) <MyApp.ListViewController: 0x600000a00000>", "ListViewController@0x600000a00000 viewWillAppear"),
        ("-[ListViewController viewWillAppear:] 0x600000a00000", "ListViewController@0x600000a00000 viewWillAppear"),
        ("ListViewController viewDidLoad() <MyApp.ListViewController: 0x6a>", "ListViewController@0x6a viewDidLoad"),
        ("<App.Child: 0x2a> willMove(toParent:) <App.Container: 0x3b>", "Child@0x2a willMove parent=Container@0x3b"),
        // A generic class, debugPrint's quotes, a leading mark or category tag, self then __func__ (second console-log audit).
        ("<MyApp.ListViewController<MyApp.Item>: 0x600000a00000> viewDidLoad()", "ListViewController@0x600000a00000 viewDidLoad"),
        ("\"viewDidLoad()\" <MyApp.Home: 0x6a>", "Home@0x6a viewDidLoad"),
        ("<MyApp.Home: 0x6a> \"viewWillAppear(_:)\"", "Home@0x6a viewWillAppear"),
        ("🟢 <MyApp.Home: 0x6a> viewDidLoad()", "Home@0x6a viewDidLoad"),
        ("[Lifecycle] <MyApp.Home: 0x6a> viewDidLoad()", "Home@0x6a viewDidLoad"),
        ("<Home: 0x6a> -[Home viewDidAppear:]", "Home@0x6a viewDidAppear"),
        // An argument of the subject's own class is not self.
        ("CardVC.willMove(toParent:) <MyApp.CardVC: 0x2>", "CardVC willMove parent=CardVC@0x2"),
        ("CardVC.willMove(toParent:) <MyApp.CardVC: 0x1> Optional(<MyApp.CardVC: 0x2>)", "CardVC@0x1 willMove parent=CardVC@0x2"),
        // Segues (third review): one object goes to the required destination, not the optional
        // identifier; an identifier prints as a plain word.
        ("<MyApp.Home: 0x1> prepare(for:sender:) <MyApp.Detail: 0x2>", "Home@0x1 prepare destination=Detail@0x2"),
        ("<MyApp.Home: 0x1> prepare(for:sender:) showDetail <MyApp.Detail: 0x2>", "Home@0x1 prepare identifier=showDetail destination=Detail@0x2"),
        ("<MyApp.Home: 0x1> shouldPerformSegue(withIdentifier:sender:) showDetail false",
         "Home@0x1 shouldPerformSegue identifier=showDetail returned=false"),
        ("<MyApp.Home: 0x1> performSegue(withIdentifier:sender:) Optional(\"showDetail\")", "Home@0x1 performSegue identifier=showDetail"),
        // The NSLog prefix as posts quote it (fourth review: xuehongle, devtang, Cocoanetics/DTFoundation#33,
        // jianshu 904706b1b361): without the timestamp, a process name with a blank, a label glued
        // to the method; and %@ of nil.
        ("IOSBaseLearn[8027:2472265] -[ViewController viewDidLoad]", "ViewController viewDidLoad"),
        ("[7397:f803] -[ThirdViewController viewWillAppear:]", "ThirdViewController viewWillAppear"),
        ("2012-09-28 10:22:40.114 DTSidePanels Demo[81753:c07] -[Home viewDidLoad]", "Home viewDidLoad"),
        ("2016-04-21 19:16:13.402 ViewControllerLifyCycle[6870:949942] 方法:-[ViewController loadView]", "ViewController loadView"),
        ("-[Child willMoveToParentViewController:] (null)", "Child willMove parent=nil"),
        // Logs that once misread (jianshu 982352fb23b8, HBNavigationBarDemo, developer.aliyun.com
        // 919490, ticklecode.com): a timestamp without the process, constants glued to the method,
        // a label glued to the function with a colon (and a mark before it).
        ("2019-10-12 15:44:51.182801+0800 -[XibSelfViewController viewDidLoad]", "XibSelfViewController viewDidLoad"),
        ("2015-10-29 17:32:30.767 HBNavigationBarDemo[14468:2081258] 111-[ViewController viewDidLoad]", "ViewController viewDidLoad"),
        ("boardVC-------[BoardInitViewController viewDidLoad]", "boardVC viewDidLoad"),
        ("HomeVC-[BaseVC viewDidLoad]", "HomeVC viewDidLoad"),                    // the runtime class, as with a blank
        ("2024-05-01 12:00:01.000 DEBUG <MyApp.Home: 0x1> viewDidLoad()", "Home@0x1 viewDidLoad"),
        ("111 -[ViewController viewWillAppear:]", "ViewController viewWillAppear"),
        ("画面A:viewDidLoad()", "画面A viewDidLoad"),
        ("—画面B:viewWillAppear(_:)", "画面B viewWillAppear"),
        ("ViewController:viewDidLoad", "ViewController viewDidLoad"),
        // NSLog's prefix with the blank between the time and the process lost in a paste.
        ("2013-03-27 16:58:48.277StudyInit[1659:11303] -[Home loadView]", "Home loadView"),
        // Console.app's rows, copied: type, time, process, [subsystem, category,] message.
        ("default\t10:00:00.123456+0100\tMyApp\tHomeViewController viewDidLoad", "HomeViewController viewDidLoad"),
        ("info\t10:00:00.124001+0100\tMyApp\tHomeViewController viewWillAppear", "HomeViewController viewWillAppear"),
        ("10:00:00.400000+0100\tMy App\t1234\t0x1f2e\t<MyApp.Home: 0x1f> viewDidAppear(_:)", "Home@0x1f viewDidAppear"),
        ("default\t2024-01-02 10:00:00.1+0100\tMyApp\tcom.example.app\tui\tHome viewDidAppear", "Home viewDidAppear"),
        // Words aligned with tabs, no viewer's columns: the name stays.
        ("Home\tviewDidLoad", "Home viewDidLoad"),
    ])
    func shapes(_ line: String, _ expected: String) {
        #expect(Self.translate(line) == .event(expected))
    }

    @Test("Lines that are not lifecycle events are skipped, with why", arguments: [
        ("The viewDidLoad was called twice", SkipReason.notAnEvent),
        ("Calling viewDidAppear now", .notAnEvent),
        ("HomeViewController Present", .notAnEvent),                   // a name of one word matches only as written
        ("<MyApp.Home: 0x1f> loadViewIfNeeded()", .otherFunction),
        // A key before a sentence is no function (flutter/flutter#50949), a selector before its arguments is.
        ("**Expected results:** ViewDidLoad call when the viewController is shown.", .notAnEvent),
        ("Home shouldAutorotateToInterfaceOrientation: YES for portrait", .otherFunction),
        ("<MyApp.Home: 0x1f> dealloc", .endOfLife),
        ("viewDidLoad()", .noSubject),
        ("12:viewDidLoad()", .noSubject),                                 // a line number, not a controller
        ("2024-05-01 12:00:01.000 DEBUG viewDidLoad()", .noSubject),      // a log level, not a controller
        // Words in lower case after a callback say something of it, and name no controller
        // (RxViewController#7: a plain override beside an Rx subscription; NSLog's `is running`).
        ("viewDidLoad normal 🎉", .noSubject),
        ("viewWillAppear is running", .noSubject),

        ("<App.Child: 0x2a> willMove(toParent:)", .missingArgument),     // which parent?
        // Prose after a segue call is not its identifier.
        ("<MyApp.Home: 0x1> performSegue(withIdentifier:sender:) is deprecated here", .missingArgument),
        ("GET /feed 200 in 32 ms", .notAnEvent),
        // A view prints initWithCoder: and dealloc as a controller does: it is none (issue 31).
        ("-[AvatarView initWithCoder:]", .notAController),
        ("<MyApp.FeedCell: 0x7a> deinit", .notAController),
        // A sentence that names a callback, and source code.
        ("I noticed that viewWillAppear is called before viewDidLoad", .notAnEvent),
        ("override func viewDidLoad() {", .notAnEvent),
        // Frames of a pasted backtrace (erichoracek/MSDynamicsDrawerViewController#101): where code
        // was, innermost first, not calls in order; lldb's and gdb's frames too.
        ("5   MyApp                               0x0000000100010381 -[MainVC viewDidLoad] + 561", .stackFrame),
        ("2   UIKit   0x00000001019b5db5 -[UIViewController _setViewAppearState:isAnimating:] + 422", .stackFrame),
        ("* frame #0: 0x0000000104f2a3b4 MyApp`MainVC.viewDidLoad(self=0x000000010c00a000) at MainVC.swift:12:9", .stackFrame),
        // A crash reporter's frame (Rollbar): the source file and line for the address.
        ("9 OpenTreeMap \"OTMAllInstancesTableViewController.m\" line 34 in -[OTMAllInstancesTableViewController viewDidAppear:]", .stackFrame),
        ("frame #3: 0x0000000104f2a3b4 MyApp`-[MainVC viewWillAppear:] + 40", .stackFrame),
        // Deep in a layout loop's overflowing stack, lldb numbers its frames past 9999.
        ("frame #12345: 0x0000000104f2a3b4 MyApp`-[MainVC viewDidLayoutSubviews] + 40", .stackFrame),
        // Symbolicated without its offset (Fabric's, wordpress-iOS#7284).
        ("2  UIKit                          0x187eb8cc0 -[UINavigationController loadView]", .stackFrame),
        // A crash reporter's frame with its source file and line (Instabug-iOS#159), and Kotlin/Native's (Decompose#639).
        ("0   Instabug                        -[IBGMethodSwizzler viewDidAppear:] (IBGMethodSwizzler.m:177)", .stackFrame),
        ("at 4   shared                            0x100e53f07        kfun:androidx.compose.ui.window.ComposeContainer#objc:viewWillLayoutSubviews + 1127", .stackFrame),
        ("2016-03-24 10:31:28.835 App[1:2] 3   MyApp   0x0000000100010381 -[MainVC viewDidLoad] + 561", .stackFrame),
        // A block the callback made, by its symbol: code it ran, not the callback (a coverage hook's trace).
        ("__29-[ViewController viewDidLoad]_block_invoke", .notAnEvent),
        ("-[ViewController viewDidLoad]_block_invoke_2", .notAnEvent),
    ])
    func skipped(_ line: String, _ reason: SkipReason) {
        #expect(Self.translate(line) == .skipped(reason))
    }

    @Test("An author's note after a callback printed bare is no controller, nor a step of the call before, whatever callbacks it names; emphasis marks end no definition")
    func notesAfterBareCallbacks() throws {
        // (As `lifecheck check` reads a paste: recorded callbacks inferred, late starts read.)
        var options = CheckOptions(format: nil, dialect: UIKitSpec.dialect)
        options.infersRecorded = true
        options.readsLateStarts = true
        // A Chinese note: "first call, normal", then why it came again (it names other callbacks).
        let notes = try Self.check("""
            viewWillDisappear 第一次调用,正常
            viewWillDisappear 由于调用了super.viewWillAppear后,当前方法是viewWillDisappear,导致按照生命周期流程继续往下调用,直到viewDidDisappear
            viewDidDisappear
            """, options: options)
        #expect(notes.unnamedController && notes.eventCount == 3)
        // In English, a sentence after a callback printed first on its line stays prose.
        #expect(Self.translate("viewWillAppear is called before viewDidAppear") == .skipped(.unreadCallback))
        // An Open Radar's printed flags, the changed ones marked `!!!`.
        let flags = try Self.check("On App Launch\nwillAppear: NO\ndidAppear: NO\n\nLaunch Modal\nwillDisappear: YES\ndidDisappear: NO !!!\n",
                                   options: options)
        #expect(flags.unnamedController && flags.eventCount == 4 && flags.violations.isEmpty)
    }

    @Test("A pasted backtrace is no log: the error says so")
    func backtrace() {
        let text = """
            0   MyApp    0x0000000100010381 -[MainVC viewDidLoad] + 561
            1   UIKit    0x00000001019b5db5 -[UIViewController loadViewIfRequired] + 1235
            2   UIKit    0x00000001019b5db5 -[UIViewController _setViewAppearState:isAnimating:] + 422
            3   UIKit    0x00000001019b6a11 -[UIViewController __viewWillAppear:] + 104
            """
        do {
            let report = try Self.check(text, format: .console)
            Issue.record("a backtrace was read as \(report.eventCount) events")
        } catch {
            let message = (error as? TraceError)?.message ?? "\(error)"
            #expect(message.contains("frames of a backtrace"), "\(message)")
            #expect(message.contains("print(self, #function)"), "\(message)")
        }
        // A log with a frame or two among its callbacks is a log.
        let log = "<App.Home: 0x1> viewWillAppear(_:) true\n" + text.split(separator: "\n")[0] + "\n<App.Home: 0x1> viewDidAppear(_:) true\n"
        #expect((try? Self.check(log, format: .console))?.eventCount == 2)
    }

    @Test("UIKit's warnings are findings on the controller they name")
    func warnings() throws {
        let log = """
            <App.Child: 0x2a> viewDidLoad()
            Unbalanced calls to begin/end appearance transitions for <App.Child: 0x2a>.
            2022-12-12 22:51:41.942100+0200 podcasts[29226:7512498] [ViewController] Calling -viewWillDisappear: directly on a view controller is not supported, and may result in out-of-order callbacks and other inconsistent behavior. View controller: <podcasts.Player: 0x10b829600>
            Unbalanced calls to begin/end appearance transitions for LMEmbeddedViewController.
            """
        let report = try Self.check(log)
        #expect(report.format == .console)
        #expect(report.findings.map(\.rule.id) == ["WARN-1", "WARN-2", "WARN-1"])
        // A refused presentation is about the presenter, the controller after "on".
        let refused = """
            <App.Home: 0x1> viewDidLoad()
            2016-12-13 10:00:00.000 App[1228:1048254] Warning: Attempt to present <M2DWebViewController: 0x7ff6c14141d0> on <RFViewController: 0x7ff6c1605650> whose view is not in the window hierarchy!
            Attempt to present <App.Settings: 0x3> on <App.Home: 0x1> (from <App.Home: 0x1>) which is already presenting <App.Settings: 0x3>.
            Warning: Attempt to dismiss from view controller <UINavigationController: 0x102013c00> while a presentation or dismiss is in progress!
            2018-08-26 13:15:35.489292+0500 CognitoYourUserPoolsSample[37587:708994] *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Application tried to present modally an active controller <UINavigationController: 0x7fb687043600>.'
            """
        let presentations = try Self.check(refused)
        #expect(presentations.findings.map(\.rule.id) == ["WARN-3", "WARN-3", "WARN-3", "WARN-3"])
        #expect(presentations.findings.map(\.subject) == ["RFViewController@0x7ff6c1605650", "Home@0x1", "UINavigationController@0x102013c00",
                                                            "UINavigationController@0x7fb687043600"])
        #expect(report.findings.map(\.subject) == ["Child@0x2a", "Player@0x10b829600", "LMEmbeddedViewController"])
        #expect(report.findings.map(\.line) == [2, 3, 4])
        #expect(report.violations.isEmpty)
        // A long warning is cut at a word's end, and says so; the controller UIKit named at its
        // end is kept whole, with the words before it, so the message quotes the callback and
        // the controller (issue 31: the message ended before the controller).
        let original = "[ViewController] Calling -viewWillDisappear: directly on a view controller is not supported, and may result in out-of-order callbacks and other inconsistent behavior. Use the -beginAppearanceTransition:animated: and -endAppearanceTransition APIs on UIViewController to manually drive appearance callbacks instead. Make a symbolic breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to catch this in the debugger. View controller: <App.Home: 0x1>"
        let long = try Self.check(original)
        let message = try #require(long.findings.first?.message)
        #expect(message.count <= 300)
        #expect(message.hasPrefix("[ViewController] Calling -viewWillDisappear: directly on a view controller is not supported"))
        #expect(message.hasSuffix(" … View controller: <App.Home: 0x1>"))
        let head = String(message.prefix { $0 != "…" }.dropLast())
        #expect(original.hasPrefix(head) && original.dropFirst(head.count).first == " ")
        #expect(long.findings.first?.subject == "Home@0x1")

    }

    @Test("UIKit's messages about a view loaded while deallocating, a dismissal during a presentation and a transition between strangers are findings")
    func moreWarnings() throws {
        let log = """
            2022-03-19 10:04:38.212806-0700 Test App[38555:3159860] [Warning] Attempting to load the view of a view controller while it is deallocating is not allowed and may result in undefined behavior (<SFAuthenticationViewController: 0x7f9a1481da00>)
            transitionViewForCurrentTransition is not set, presentation controller was dismissed during the presentation? (<_UIFullscreenPresentationController: 0x1701ce790>)
            > Reason: Children view controllers <UINavigationController: 0x1e8ab490> and <UINavigationController: 0x1e8aeef0> must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]
            """
        let report = try Self.check(log)
        #expect(report.findings.map(\.rule.id) == ["WARN-6", "WARN-3", "WARN-7"])
        #expect(report.findings.map(\.subject) == ["SFAuthenticationViewController@0x7f9a1481da00", "(unnamed)", "UINavigationController@0x1e8ab490"])
    }

    @Test("UIKit's message retyped in lower case, or with its object elided as `<...>`, is read as UIKit printed it; in a sentence it is still none")
    func retypedWarnings() throws {
        let lower = try Self.check("'unbalanced calls to begin/end appearance transitions'")
        #expect(lower.findings.map(\.rule.id) == ["WARN-1"])
        let named = try Self.check("unbalanced calls to begin/end appearance transitions for <App.Home: 0x1>.")
        #expect(named.findings.map(\.subject) == ["Home@0x1"])
        let elided = try Self.check("> Unbalanced calls to begin/end appearance transitions for <...>")
        #expect(elided.findings.map(\.rule.id) == ["WARN-1"])
        let prose = """
            <App.Home: 0x1> viewDidLoad()
            the unbalanced calls to begin/end appearance transitions warning went away once I waited for the push
            """
        #expect(try Self.check(prose).findings.isEmpty)
    }

    @Test("A banner the app printed in `#` marks is its message, not a comment; a title between marks heads a run of its own")
    func bannersAndMarkedTitles() throws {
        let banner = """
            ############## UIApplicationState(rawValue: 2)
            ############## <App.Login: 0x1> viewDidAppear
            """
        let report = try Self.check(banner)
        #expect(report.format == .console)
        #expect(report.eventCount == 1)
        // Framed by marks on both sides, it is a comment of the trace format.
        #expect(throws: TraceError.self) { try Self.check("######## Login viewDidAppear ########") }
        // Two runs pasted one after the other, each under a title between marks.
        let run = """
            First viewDidLoad()
            First viewWillAppear
            First viewDidAppear
            """
        var options = CheckOptions()
        options.readsLateStarts = true
        let runs = try Self.check("<< run 1 >>\n" + run + "\n\n<< run 2 >>\n" + run, options: options)
        #expect(runs.violations.isEmpty)
        #expect(runs.sectionRestarts.map(\.breakLine) == [6])
    }

    @Test("The app delegate's state callbacks are the app's, in the order of its states")
    func appDelegateCallbacks() throws {
        let log = """
            -[AppDelegate application:didFinishLaunchingWithOptions:]
            -[AppDelegate applicationDidBecomeActive:]
            applicationWillResignActive(_:)
            applicationDidEnterBackground:
            """
        let report = try Self.check(log)
        #expect(report.eventCount == 4)
        #expect(report.violations.isEmpty)
        let twice = try Self.check(log + "\napplicationDidBecomeActive(_:)")
        #expect(twice.violations.map(\.rule.id) == ["LAUNCH-4"])
    }

    @Test("A log line pasted as a `#` comment is that line; a comment that quotes one in a sentence stays a comment, and code that calls functions is no log of calls")
    func hashComments() throws {
        var options = CheckOptions()
        options.infersRecorded = true
        // A warning kept in a Ruby comment (RubyMotion, GithubApiTemplateActivity).
        let ruby = """
              # FIXME: get following warning and not be present....Why?
              # Warning: Attempt to present <UINavigationController: 0x1750ae90> on <UINavigationController: 0xd0bfd70> while a presentation is in progress!
              #presentViewController(view, animated:true, completion:nil)
              App.alert("Error")
            else
              App.alert("Error")
            end
            """
        let report = try Self.check(ruby, options: options)
        #expect(report.findings.map(\.rule.id) == ["WARN-3"])
        // Quoted in a sentence of a comment: no finding, and the code is no log of calls.
        let quoted = ruby.replacingOccurrences(of: "# Warning: Attempt", with: "# I get \"Attempt")
        #expect(throws: TraceError.self) { try Self.check(quoted, options: options) }
    }

    @Test("UIKit's warnings are read where UIKit printed them: not named in prose or a link; wrapped, they keep their controller")
    func warningsWhereUIKitPrintedThem() throws {
        let log = """
            <App.Home: 0x1> viewDidLoad()
            I keep getting Attempt to present … whose view is not in the window hierarchy when I present from the viewDidLoad of the controller.
            See [Attempt to present UIViewController on UIViewController whose view is not in the window hierarchy](https://stackoverflow.com/q/11862883)
            I see Unbalanced calls to begin/end appearance transitions for the child.
            Warning: Attempt to present <App.Detail: 0x2> on <App.Home: 0x1> whose view is not
            in the window hierarchy!
            Unbalanced calls to begin/end appearance transitions for
            <App.Child: 0x2a>.
            Unbalanced calls to begin/end appearance transitions for NavViewController: 0x12d50b240.
            Xcode output the message of "Unbalanced calls to begin/end appearance transitions for UINavigationController".
            """
        let report = try Self.check(log)
        #expect(report.findings.map(\.rule.id) == ["WARN-3", "WARN-1", "WARN-1", "WARN-1"])
        #expect(report.findings.map(\.subject) == ["Home@0x1", "Child@0x2a", "NavViewController@0x12d50b240", "UINavigationController"])
        #expect(report.findings.map(\.line) == [6, 8, 9, 10])
        #expect(report.findings.first?.message == "Warning: Attempt to present <App.Detail: 0x2> on <App.Home: 0x1> whose view is not in the window hierarchy!")
    }

    @Test("A log printed after super, children before their parents, is read at call exit when that breaks no rule; a bug stays a bug")
    func printedAfterSuper() throws {
        // An embed segue: the child moves into the container as its view loads, then appears
        // inside the container's appearance; each callback prints after calling super.
        let embed = """
            <App.Container: 0x1> loadView()
            <App.Chart: 0x2> willMove(toParent:) Optional(<App.Container: 0x1>)
            <App.Chart: 0x2> loadView()
            <App.Chart: 0x2> viewDidLoad()
            <App.Chart: 0x2> didMove(toParent:) Optional(<App.Container: 0x1>)
            <App.Container: 0x1> viewDidLoad()
            <App.Chart: 0x2> viewWillAppear(_:)
            <App.Container: 0x1> viewWillAppear(_:)
            <App.Chart: 0x2> viewDidAppear(_:)
            <App.Container: 0x1> viewDidAppear(_:)
            """
        var options = CheckOptions()
        options.infersRecorded = true
        let held = try Self.check(embed, options: options)
        #expect(held.violations.map(\.rule.id) == ["HIER-1"] && held.exitOrderReading == nil)
        options.readsExitOrder = true
        let read = try Self.check(embed, options: options)
        #expect(read.violations.isEmpty && read.exitOrder)
        #expect(read.exitOrderReading == ExitOrderReading(rule: "HIER-1", line: 7, controller: "Chart@0x2", event: "viewWillAppear", other: "Container@0x1"))
        // The child appears while its container stays off screen: no order explains it.
        let offScreen = embed.split(separator: "\n").filter { !$0.hasPrefix("<App.Container: 0x1> view") }.joined(separator: "\n")
        let bug = try Self.check(offScreen, options: options)
        #expect(bug.violations.map(\.rule.id).contains("HIER-1") && bug.exitOrderReading == nil)
        // Read at exit, a second viewDidAppear of the child is still one.
        let twice = try Self.check(embed + "\n<App.Chart: 0x2> viewDidAppear(_:)", options: options)
        #expect(twice.violations.map(\.rule.id) == ["APPEAR-2"] && twice.exitOrderReading?.rule == "HIER-1")
    }

    @Test("A warning quoted whole after a sentence is about the presenter UIKit's message names, not a word of the sentence")
    func warningSubjectInsideTheMessage() throws {
        // naoufal/react-native-safari-view#26: the sentence says "on a button inside a <Modal>"
        // before the quoted message; the presenter is the controller after the message's `on`.
        let log = """
            <App.Home: 0x1> viewDidLoad()
            I'm trying to open the Safari View by pressing on a button inside a <Modal>, but Safari View refuses to open and it throws this warning: "Warning: Attempt to present <SFSafariViewController: 0x13fb1cc80> on <UIViewController: 0x13e8024c0> whose view is not in the window hierarchy!"
            Pressed on <App.Menu: 0x5>: Attempt to present <App.Sheet: 0x2> on <App.Home: 0x1> (from <App.Home: 0x1>) which is already presenting <App.Other: 0x3>.
            pushViewController:animated: called on <UINavigationController: 0x7f8> while an existing transition or presentation is occurring; the navigation stack will not be updated.
            """
        let report = try Self.check(log)
        #expect(report.findings.map(\.rule.id) == ["WARN-3", "WARN-3", "WARN-4"])
        #expect(report.findings.map(\.subject) == ["UIViewController@0x13e8024c0", "Home@0x1", "UINavigationController@0x7f8"])
    }

    @Test("A warning wrapped over several lines keeps the presenter its message names, and the whole message; not across a blank line or an event")
    func warningWrappedOverSeveralLines() throws {
        // stleamist/BetterSafariView#8: the message wrapped over four lines, then by the
        // console's width over four more.
        let log = """
            <App.Home: 0x1> viewDidLoad()
            Attempt to present <SFSafariViewController: 0x10a020000>
            on <App.Host: 0x104c0aad0>
            (from <App.Host: 0x104c0aad0>)
            which is already presenting <App.Sheet: 0x108305f70>
            [Presentation] Attempt to present <SFSafariViewController: 0x15814e600> on
            <App.Root: 0x157f11f30> (from
            <App.Root: 0x157f11f30>) which is
            already presenting <App.Sheet: 0x15930b270>.
            Attempt to present <SFSafariViewController: 0x2>

            which is already presenting <App.Sheet: 0x3>
            Attempt to present <SFSafariViewController: 0x4>
            <App.Home: 0x1> viewWillAppear(_:)
            which is already presenting <App.Sheet: 0x5>
            """
        let report = try Self.check(log)
        #expect(report.findings.map(\.subject) == ["Host@0x104c0aad0", "Root@0x157f11f30", "Sheet@0x3", "Sheet@0x5"])
        #expect(report.findings.map(\.line) == [5, 9, 12, 15])
        #expect(report.findings.first?.message == "Attempt to present <SFSafariViewController: 0x10a020000> on <App.Host: 0x104c0aad0> (from <App.Host: 0x104c0aad0>) which is already presenting <App.Sheet: 0x108305f70>")
        // A controller and its callback begin a log line: they complete no message cut before
        // its controller, and the event stays an event.
        let cut = try Self.check("""
            <App.Home: 0x1> viewDidLoad()
            Unbalanced calls to begin/end appearance transitions for
            <App.Home: 0x1> viewWillAppear(_:)
            <App.Home: 0x1> viewDidAppear(_:)
            """)
        #expect(cut.findings.map(\.subject) == ["(unnamed)"])
        #expect(cut.findings.map(\.line) == [2])
        #expect(cut.eventCount == 3)
    }

    @Test("A message wrapped right before its fixed words keeps the controller its slot named on the line before, not the one after the words")
    func warningWrappedBeforeItsWords() throws {
        // PagingMenuController#118: the exception's reason over three lines in a fenced block.
        let log = """
            'child view controller:<PagingMenuController.PagingMenuController: 0x7fa2661264a0>
            should have parent view controller:<UINavigationController: 0x7fa264818400>
            but actual parent is:<ModelApp.ViewController: 0x7fa26630b3b0>'
            """
        let report = try Self.check(log)
        #expect(report.findings.map(\.rule.id) == ["WARN-5"])
        #expect(report.findings.map(\.subject) == ["PagingMenuController@0x7fa2661264a0"])
        #expect(report.findings.map(\.line) == [2])
    }

    @Test("A warning wrapped over a comment's lines is one finding on the presenter; quoted with its controllers retyped as names, on the one in its slot")
    func warningWrappedInComments() throws {
        // A recorder app's source comment (2017): UIKit's message pasted over two comment lines.
        let comment = try Self.check("""
            //              if we interrupt a recording with an incoming call we get:
            //                   Warning: Attempt to present <UIAlertController: 0x1028c9000>  on <UINavigationController: 0x102807200>
            //                          which is already presenting <UIAlertController: 0x1020e3400>
            """)
        #expect(comment.findings.map(\.subject) == ["UINavigationController@0x102807200"])
        #expect(comment.findings.map(\.line) == [3])
        // EddyVerbruggen/SocialSharing-PhoneGap#108's title.
        let quoted = try Self.check(#"Fixed bug: "Warning: Attempt to present UIActivityViewController on MainViewController whose view is not in the window hierarchy!""#)
        #expect(quoted.findings.map(\.subject) == ["MainViewController"])
    }

    @Test("A wrapped warning continues the line right before it, never across a blank line; one cut before its controller is a finding on no controller")
    func wrappedWarningStopsAtParagraph() throws {
        // jonkykong/SideMenu#321: the title quotes the warning cut before its controller, and the
        // description starts after a blank line; its first word is no controller: the title is
        // UIKit's warning cut off.
        let log = """
            <App.Home: 0x1> viewDidLoad()
            Unbalanced calls to begin/end appearance transitions for

            I have created Tabbar Controller and it is not rooted with any NavigationController
            Unbalanced calls to begin/end appearance transitions for
            <App.Child: 0x2a>.
            """
        let report = try Self.check(log)
        #expect(report.findings.map(\.rule.id) == ["WARN-1", "WARN-1"])
        #expect(report.findings.map(\.subject) == [ConsoleLineTranslator.unnamedWarned, "Child@0x2a"])
        #expect(report.findings.map(\.line) == [2, 6])
        #expect(report.skipped[.notAnEvent] == 2)   // the sentence, and the wrapped warning's first line
    }

    @Test("A warning cut off before its controller at the end of the log, or before another line, is a finding there")
    func cutWarning() throws {
        let atEnd = try Self.check("<App.Home: 0x1> viewDidLoad()\nUnbalanced calls to begin/end appearance transitions for ...")
        #expect(atEnd.findings.map(\.line) == [2] && atEnd.findings.map(\.subject) == [ConsoleLineTranslator.unnamedWarned])
        let beforeProse = try Self.check("Unbalanced calls to begin/end appearance transitions for\nit happens at each launch\n<App.Home: 0x1> viewDidLoad()")
        #expect(beforeProse.findings.map(\.line) == [1] && beforeProse.eventCount == 1)
        // The presentation message cut before its end, its controllers named: the presenter's.
        let presentation = try Self.check("[iOS] Attempt to present <A.Sheet: 0x2> on <A.Home: 0x1> (from <A.Home: 0x1>) whose view is not in")
        #expect(presentation.findings.map(\.subject) == ["Home@0x1"] && presentation.findings.map(\.rule.id) == ["WARN-3"])
        let sentence = try Self.check("<App.Home: 0x1> viewDidLoad()\nI see Attempt to present <A.Sheet: 0x2> on <A.Home: 0x1> whose view is not in")
        #expect(sentence.findings.isEmpty)
        // Quoted in a sentence, it is the reporter's copy of UIKit's print, cut as they cut it.
        let quoted = try Self.check("<App.Home: 0x1> viewDidLoad()\nI get \"Unbalanced calls to begin/end appearance transitions for\" in the log")
        #expect(quoted.findings.map(\.line) == [2] && quoted.findings.map(\.subject) == [ConsoleLineTranslator.unnamedWarned])
        #expect(quoted.findings.first?.message == "Unbalanced calls to begin/end appearance transitions for")
    }

    @Test("UIKit's message retyped with the controllers as names is a finding on the presenter; in a sentence it is none")
    func warningWithRetypedNames() throws {
        // QuickBirdEng/XCoordinator#116: `Attempt to present "ViewE" on "ViewD" …`.
        let log = """
            <App.Home: 0x1> viewDidLoad()
            Warning: Attempt to present "ViewE" on "ViewD" whose view is not in the window hierarchy!
            Attempt to present DetailViewController on HomeViewController whose view is not in the window hierarchy!
            I get Attempt to present "A" on "B" whose view is not in the window hierarchy sometimes.
            Attempt to present "the sheet" on "the list" whose view is not in the window hierarchy!
            """
        let report = try Self.check(log)
        #expect(report.findings.map(\.rule.id) == ["WARN-3", "WARN-3"])
        #expect(report.findings.map(\.subject) == ["ViewD", "HomeViewController"])
        #expect(report.findings.map(\.line) == [2, 3])
    }

    @Test("UIKit's message pasted whole on its own line, or quoted, without its controller is a finding on an unnamed one; run into a sentence it is none")
    func warningWithoutItsController() throws {
        // GabrielAlva/SwiftPages#18, mamaral/Onboard#166: the words kept, the controller cut off.
        let log = """
            <App.Home: 0x1> viewDidLoad()
            Then, the following warning displays in debug window.

            Presenting view controllers on detached view controllers is discouraged
            The modal viewcontroller is displayed properly but the layout collapses.
            ```swift
            Warning: Unbalanced calls to begin/end appearance transitions.
            ```
            Presenting view controllers on detached view controllers is discouraged when the presenter is a child.
            I get "Presenting view controllers on detached view controllers is discouraged"

            presenting view controllers on detached view controllers is discouraged?
            """
        let report = try Self.check(log)
        // (The last, an issue's title that asks about it: PageMenu/PageMenu#212.)
        #expect(report.findings.map(\.rule.id) == ["WARN-3", "WARN-1", "WARN-3", "WARN-3"])
        #expect(report.findings.map(\.subject) == Array(repeating: ConsoleLineTranslator.unnamedWarned, count: 4))
        #expect(report.findings.map(\.line) == [4, 7, 10, 12])
    }

    @Test("UIKit's message pasted with the presenter elided (`on ...`) is a finding on an unnamed controller, quoted alone or in a sentence")
    func warningWithElidedPresenter() throws {
        // flutter/flutter#67103: the share sheet printed whole, the presenter elided.
        let log = """
            <App.Home: 0x1> viewDidLoad()
            "Attempt to present <UIActivityViewController: 0x142a8d000> on ... whose view is not in the window hierarchy!".
            Attempt to present <App.Detail: 0x2> on … which is already presenting <App.Sheet: 0x3>

            "Attempt to present … whose view is not in the window hierarchy!"

            I get "Attempt to present <App.Detail: 0x2> on ... whose view is not in the window hierarchy!" sometimes.
            """
        let report = try Self.check(log)
        #expect(report.findings.map(\.rule.id) == ["WARN-3", "WARN-3", "WARN-3", "WARN-3"])
        #expect(report.findings.map(\.subject) == Array(repeating: ConsoleLineTranslator.unnamedWarned, count: 4))
        #expect(report.findings.map(\.line) == [2, 3, 5, 7])
        #expect(report.findings.last?.message == "Attempt to present <App.Detail: 0x2> on ... whose view is not in the window hierarchy!")
    }

    @Test("UIKit's message with every controller elided (`<...>`, `*`, `\"\"`) is a finding on an unnamed controller, never on the message's first word")
    func warningWithElidedControllers() throws {
        let log = """
            Warning: Attempt to present <...> on <...> while a presentation is in progress!
            Attempt to present <...> while a presentation is in progress.
            Warning: Attempt to present * on * which is already presenting
            Attempt to present "" from "" which is already presenting
            """
        let report = try Self.check(log)
        #expect(report.findings.map(\.rule.id) == ["WARN-3", "WARN-3", "WARN-3", "WARN-3"])
        #expect(report.findings.map(\.subject) == Array(repeating: ConsoleLineTranslator.unnamedWarned, count: 4))
        // Words in the slots are a sentence about it, not an elision: no finding.
        #expect(try Self.check("Attempt to present it on the screen which is already presenting\n-[Home viewDidLoad]").findings.isEmpty)
    }

    @Test("A line that says a call ended, when it ran or another step of it continues the call its controller's last line began; its first message again, or with no call open, it is a call")
    func continuedCalls() throws {
        var options = CheckOptions()
        options.infersRecorded = true
        // A note's log (a WebView app, 2025): a call's begin, its time and its end.
        let traced = try Self.check("""
            🔄 [Main] viewDidLoad called
            ⏰ [Main] viewDidLoad time: 2025-07-06 12:52:03 +0000
            🔄 [Main] Setting up WebView
            ✅ [Main] viewDidLoad completed
            🔄 [Main] viewWillAppear called
            🔄 [Main] viewDidAppear called
            """, options: options)
        #expect(traced.violations.isEmpty && traced.eventCount == 3 && traced.skipped[.continuedCall] == 2)
        // Begin and end lines around a child's, each controller's call its own, repeated
        // behind an NSLog prefix (read again from their bytes).
        let prefix = "2024-05-01 10:00:00.123 MyApp[42:7] "
        let cycle = ["Home viewWillAppear start", "Child viewWillAppear start", "Child viewWillAppear end", "Home viewWillAppear end",
                     "Home viewDidAppear start", "Child viewDidAppear start", "Child viewDidAppear end", "Home viewDidAppear end",
                     "Home viewWillDisappear start", "Child viewWillDisappear start", "Child viewWillDisappear end", "Home viewWillDisappear end",
                     "Home viewDidDisappear start", "Child viewDidDisappear start", "Child viewDidDisappear end", "Home viewDidDisappear end"]
        let twice = (cycle + cycle).map { prefix + $0 }.joined(separator: "\n")
        let nested = try Self.check(twice, options: options)
        #expect(nested.violations.isEmpty && nested.eventCount == 16 && nested.skipped[.continuedCall] == 16)
        // A logger prints the function beside every message: a callback that logs two steps
        // prints two lines of one call (SwiftyBeaver's format, NSLog with __PRETTY_FUNCTION__).
        let steps = try Self.check("""
            12:00:01.123 💚 DEBUG HomeViewController.viewDidLoad():42 - setting up table
            12:00:01.125 💚 DEBUG HomeViewController.viewDidLoad():57 - fetching feed
            12:00:01.130 💙 INFO HomeViewController.viewWillAppear(_:):80 - showing navigation bar
            12:00:01.400 💙 INFO HomeViewController.viewDidAppear(_:):95 - screen view logged
            2024-05-01 10:00:00.123 MyApp[42:7] [DetailViewController viewDidLoad] setting up table
            2024-05-01 10:00:00.124 MyApp[42:7] [DetailViewController viewDidLoad] fetching feed
            """, options: options)
        #expect(steps.violations.isEmpty && steps.eventCount == 4 && steps.skipped[.continuedCall] == 2)
        // Values, objects and numbers beside a callback are its arguments, not another step.
        let sizes = try Self.check("""
            <App.C: 0x20> viewWillTransition(to:with:) (390.0, 844.0)
            <App.C: 0x20> viewWillTransition(to:with:) <UIKit.Coordinator: 0x600>
            <App.C: 0x20> viewWillTransition(to:with:) Optional(<UIKit.Coordinator: 0x700>)
            """, options: options)
        #expect(sizes.eventCount == 3 && sizes.skipped[.continuedCall] == nil)
        // A second call is still one: begun again after its end, printed again whole (numbers
        // and values aside), its first message printed again after a step, or logged only at its end.
        for log in ["Home viewDidLoad start\nHome viewDidLoad end\nHome viewDidLoad start\nHome viewDidLoad end",
                    "[Home] viewDidLoad called\n[Home] viewDidLoad called",
                    "Home.viewDidLoad():42 - setting up\nHome.viewDidLoad():57 - fetching\nHome.viewDidLoad():42 - setting up",
                    "Home viewDidLoad count: 1\nHome viewDidLoad count: 2",
                    "Home viewDidLoad first\nHome viewDidLoad second",
                    "Home viewDidLoad called\nHome viewDidLoad called again",
                    "Home viewDidLoad done\nHome viewDidLoad done"] {
            let report = try Self.check(log, options: options)
            #expect(report.violations.map(\.rule.id) == ["LOAD-2"], "\(log)")
        }
    }

    @Test("A quote of UIKit's message from its first word is the reporter's copy of what UIKit printed: a finding, on the controller it names or an unnamed one")
    func quotedWarningWithoutItsController() throws {
        // tungvoduc/DTPagerController#35, Ramotion/navigation-stack#2, slackhq/PanModal#39,
        // kevin-lyn/STPopup#19: the reporter quotes the warning, its controller elided or left out.
        let log = """
            <App.Home: 0x1> viewDidLoad()
            I've faced an issue "Unbalanced calls to begin/end appearance transitions for ..." in case I change tabs quickly.
            Now I choose the second ViewController and get the follow message: "Unbalanced calls to begin/end appearance transitions for ...". What can I do?
            I'm receiving constantly this message: 'Unbalanced calls to begin/end appearance transitions for ...' in the log.
            we are facing an issue that "Unbalanced calls to begin/end appearance transitions" starts appearing.
            The console says `Warning: Unbalanced calls to begin/end appearance transitions for …` each time.
            I get “[ViewController] Calling -viewWillAppear: directly on a view controller is not supported” on launch.
            """
        let report = try Self.check(log)
        #expect(report.findings.map(\.rule.id) == ["WARN-1", "WARN-1", "WARN-1", "WARN-1", "WARN-1", "WARN-2"])
        #expect(report.findings.map(\.subject) == Array(repeating: ConsoleLineTranslator.unnamedWarned, count: 6))
        #expect(report.findings.map(\.line) == [2, 3, 4, 5, 6, 7])
        // The finding quotes UIKit's message alone, not the sentence around it.
        #expect(report.findings.map(\.message) == [
            "Unbalanced calls to begin/end appearance transitions for ...",
            "Unbalanced calls to begin/end appearance transitions for ...",
            "Unbalanced calls to begin/end appearance transitions for ...",
            "Unbalanced calls to begin/end appearance transitions",
            "Warning: Unbalanced calls to begin/end appearance transitions for …",
            "[ViewController] Calling -viewWillAppear: directly on a view controller is not supported",
        ])
        // A quote wrapped where its controller follows keeps the controller the next line names;
        // not completed, it is a finding on an unnamed one.
        let wrapped = try Self.check("""
            <App.Home: 0x1> viewDidLoad()
            I get "Unbalanced calls to begin/end appearance transitions for
            <App.Child: 0x2a>." when I switch tabs.
            I get "Unbalanced calls to begin/end appearance transitions for

            and then nothing.
            """)
        #expect(wrapped.findings.map(\.subject) == ["Child@0x2a", ConsoleLineTranslator.unnamedWarned])
        #expect(wrapped.findings.map(\.line) == [3, 4])
    }

    @Test("UIKit's message from its first word, going on as UIKit's does and cut before its controller, is a finding; a sentence that goes on past its words is none")
    func warningCutBeforeItsController() throws {
        // A jianshu post and Automattic/pocket-casts-ios#599: the message pasted without its
        // last part, `View controller: <…>`.
        let log = """
            APP 中希望主动调用生命周期方法时,官方建议不要直接调用四个生命周期方法。
            [ViewController] Calling -viewWillDisappear: directly on a view controller is not supported, and may result in out-of-order callbacks and other inconsistent behavior. Use the -beginAppearanceTransition:animated: and -endAppearanceTransition APIs on UIViewController to manually drive appearance callbacks instead.
            2022-12-12 2:51:45.015438+0200 podcasts[29226:7512498] [ViewController] Calling -viewDidDisappear: directly on a view controller is not supported, and may result in out-of-order callbacks. View controller
            Calling -viewDidAppear: directly on a view controller is not supported
            """
        let report = try Self.check(log)
        #expect(report.findings.map(\.rule.id) == ["WARN-2", "WARN-2", "WARN-2"])
        #expect(report.findings.map(\.subject) == Array(repeating: ConsoleLineTranslator.unnamedWarned, count: 3))
        #expect(report.findings.map(\.line) == [2, 3, 4])
        // A sentence that goes on past the message's words is prose about it, whatever mark joins them.
        for prose in ["Calling -viewWillAppear: directly on a view controller is not supported so I call a method of my own.",
                      "Calling -viewWillAppear: directly on a view controller is not supported, so do not do it",
                      "Unbalanced calls to begin/end appearance transitions. Any idea how to fix this?",
                      "Unbalanced calls to begin/end appearance transitions, which I fixed by removing the extra call",
                      "Application tried to present modally, then crashed"] {
            let report = try Self.check("<App.Home: 0x1> viewDidLoad()\n\(prose)\n<App.Home: 0x1> viewWillAppear(_:)", format: .console)
            #expect(report.findings.isEmpty, "\(prose)")
        }
    }

    @Test("Notes made of definitions alone are one controller's callbacks in order, and say which lines decided it")
    func definitionNotes() throws {
        // jessicakohh/iOS-Study#33: five items, the descriptions of every length.
        let notes = """
            - ViewController의 생명주기는 다음과 같다.
            - 1) viewDidLoad() : 뷰컨을 생성
                - 생명주기 내에 딱 한번 호출이 된다.
            - 2) viewWillAppear() : 뷰 계층 구조에 추가 되기 직전
            - 3) viewDidAppear() : 뷰 계층 구조에 추가된 직후
            - 4) viewWillDisappear() : 뷰 계층 구조에서 사라지기 직전
            - 5) viewDidDisappear() : 뷰 계층구조에서 사라진 직후
            """
        let report = try Self.check(notes)
        #expect(report.eventCount == 5 && report.subjectCount == 1 && report.violations.isEmpty)
        #expect(report.unnamedController)
        #expect(report.unnamedReason == "5 lines define a callback, with a description after it, and no line prints one (lines 2, 4, 5, 6, 7)")
        // One definition is no list.
        #expect(throws: TraceError.self) { try Self.check("- 1) viewDidLoad() : 뷰컨을 생성\nThe end.") }
    }

    @Test("Definitions beside lines a log prints decide nothing and stay unread: a stray one changes no reading")
    func definitionsBesidePrintedLines() throws {
        // A print(#function) log with a definition pasted after it: still one controller's,
        // decided by the printed lines, and the definition (a viewDidLoad after viewDidAppear) is no event.
        let unnamed = try Self.check("viewDidLoad()\nviewWillAppear(_:)\nviewDidAppear(_:)\nviewDidLoad : 뷰가 메모리에 로드된 후 호출된다.")
        #expect(unnamed.eventCount == 3 && unnamed.violations.isEmpty)
        #expect(unnamed.unnamedReason == "3 lines name a callback and no controller (lines 1, 2, 3)")
        #expect(unnamed.skipped[.definition] == 1)
        // lunchScreen/Interview_Questions#9: a chain decides; the glossary after it is not counted against it.
        let chain = try Self.check("""
            init -> loadView -> viewDidLoad -> viewWillAppear -> viewDidAppear

            loadView : 뷰를 실제로 생성하여 메모리에 로드하는 역할을 합니다.

            viewWillAppear : 뷰가 나타나기 전에 호출되는 메소드로 viewDidLoad 와 다르게 호출됩니다.
            """)
        #expect(chain.eventCount == 5 && chain.unnamedReason == "5 callbacks chained on a line name no controller (line 1)")
        #expect(chain.skipped[.definition] == 2)
        // A glossary, then a log that names its controllers: the glossary gives no controller.
        let named = try Self.check("""
            viewDidLoad:当loadView将view载入内存中，可以对加载网络数据.
            viewDidAppear:视图完全展示在界面之前最后的调整.
            SecondViewController - viewDidLoad
            ViewController - viewWillDisappear
            SecondViewController - viewWillAppear
            """)
        #expect(named.eventCount == 3 && named.subjectCount == 2 && !named.unnamedController)
        #expect(named.skipped[.definition] == 2)
    }

    @Test("Prose that names UIKit's warning without quoting its words from the first is no finding")
    func proseNamingAWarning() throws {
        let log = """
            <App.Home: 0x1> viewDidLoad()
            This release fixes the unbalanced calls warning.
            How to avoid Unbalanced calls to begin/end appearance transitions?
            The warning "The unbalanced calls to begin/end appearance transitions" seems to occur on my navigation controller.
            See [“Unbalanced calls to begin/end appearance transitions for …”](https://stackoverflow.com/q/9088465)
            It fixes a cause of Presenting view controllers on detached view controllers is discouraged when a child presents.
            I attempt to present <App.Sheet: 0x2> on <App.Home: 0x1> from a button, which works.
            XCTAssertFalse(log.contains("Unbalanced calls to begin/end appearance transitions"))
            if message.hasPrefix("Presenting view controllers on detached view controllers is discouraged") {
            let ignored = ["Unbalanced calls to begin/end appearance transitions", "Presenting view controllers on detached view controllers is discouraged"]
            """
        let report = try Self.check(log)
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
        #expect(report.eventCount == 1)
    }

    @Test("UIKit's presentation message is known by its fixed start, the presenter after `on`, whatever the paste made of its ending")
    func presentationWarningByItsFixedStart() throws {
        // SwiftyVK/SwiftyVK#19: the ending garbled; react-native-modal#187: cut inside the presenter's brackets.
        let log = """
            <App.Home: 0x1> viewDidLoad()
            2016-08-08 03:33:33.098 ~SwiftyVK~[1530:541311] Warning: Attempt to present <SwiftyVK.WebController: 0x15de7a560> on <UIViewController: 0x15dd47630> whose view is not in the view is not in the window hierarchy.

            > Attempt to present <UIAlertController: 0x12a88dc00> on <RCTModalHostViewController: not in hierarchy

            Attempt to present the login screen on <App.Home: 0x1> twice.
            """
        let report = try Self.check(log)
        #expect(report.findings.map(\.rule.id) == ["WARN-3", "WARN-3"])
        #expect(report.findings.map(\.subject) == ["UIViewController@0x15dd47630", "RCTModalHostViewController"])
        #expect(report.findings.map(\.line) == [2, 4])
    }

    @Test("UIKit's assertions and exceptions about a presentation and a child's parent are findings, on the controller they name")
    func assertionsAndExceptions() throws {
        let log = """
            2013-01-01 10:00:00.000 App[1:2] Attempting to begin a modal transition from <UINavigationController: 0x1c3ee0d0> to <UIViewController: 0x1c48c6c0> while a transition is already in progress. Wait for viewDidAppear/viewDidDisappear to know the current transition has completed
            2020-07-27 18:57:36.782304+0200 taz neo[37958:894911] [Assert] Trying to dismiss the presentation controller while transitioning already. (<_UIOverCurrentContextPresentationController: 0x7fad475235c0>)
            2018-09-05 10:32:36.649288+0800 [240:6906] Attempt to present <GDTStoreProductController: 0x105e5c480> on <DetailViewController: 0x106074000> which is waiting for a delayed presention of <GDTStoreProductController: 0x112e34ea0> to complete
            *** Terminating app due to uncaught exception 'UIViewControllerHierarchyInconsistency', reason: 'child view controller:<MainSettingsViewController: 0xf3696b0> should have parent view controller:<FRLayerController: 0x9e36270> but requested parent is:<FRLayerController: 0x9e38ed0>'
            Terminating app due to uncaught exception 'UIViewControllerHierarchyInconsistency', reason: 'child view controller:BATestTableViewController should have parent view controller:LazyViewController but actual parent is:BAHomePageScrollCellViewController'
            """
        let findings = try Self.check(log).findings.sorted { $0.line < $1.line }
        #expect(findings.map(\.line) == [1, 2, 3, 4, 5])
        #expect(findings.map(\.rule.id) == ["WARN-3", "WARN-3", "WARN-3", "WARN-5", "WARN-5"])
        #expect(findings.map(\.subject) == ["UINavigationController@0x1c3ee0d0", "(unnamed)", "DetailViewController@0x106074000",
                                            "MainSettingsViewController@0xf3696b0", "BATestTableViewController"])
        // Named in a sentence, they are none.
        #expect(throws: TraceError.self) {
            try Self.check("Why do I get UIViewControllerHierarchyInconsistency when the child view controller should have parent view controller set?")
        }
    }

    @Test("A warning a page damaged still reads: its objects' `<` eaten, its last word cut")
    func damagedWarnings() throws {
        // LARSAdController#30: Markdown ate the opening brackets; CosmicMind/Motion#29: quoted cut short.
        let eaten = try Self.check("Warning: Attempt to present GADBrowserController: 0x1751e950> on MainViewController: 0x95a6ae0> whose view is not in the window hierarchy!")
        #expect(eaten.findings.map(\.rule.id) == ["WARN-3"] && eaten.findings.map(\.subject) == ["MainViewController@0x95a6ae0"])
        let cut = try Self.check("\"Unbalanced calls to begin/end appearance\"")
        #expect(cut.findings.map(\.rule.id) == ["WARN-1"] && cut.findings.map(\.subject) == ["(unnamed)"])
        // A page that retyped the objects' brackets as square ones (taourl.com); a category
        // tag before the message's words is no controller.
        let squared = try Self.check("Warning: Attempt to present [App.SheetViewController] on [App.ViewController] whose view is not in the window hierarchy.")
        #expect(squared.findings.map(\.subject) == ["ViewController"])
        let sent = try? Self.check("Attempt to present <B: 0x2> on [UIApplication sharedApplication].keyWindow.rootViewController whose view is not in the window hierarchy")
        #expect(sent?.findings.map(\.subject) != ["UIApplication"], "a message send is no controller")
        let tagged = try Self.check("[ViewController] Calling -viewWillAppear: directly on a view controller is not supported, and may result in out-of-order callbacks.")
        #expect(tagged.findings.map(\.subject) == ["(unnamed)"])

        // Xamarin.Auth#220: Markdown ate both brackets of both objects.
        let bare = try Self.check("Warning: Attempt to present UINavigationController: 0x7ffa01275a00 on Xamarin_Forms_Platform_iOS_PlatformRenderer: 0x7ffa00576b80 whose view is not in the window hierarchy!")
        #expect(bare.findings.map(\.subject) == ["Xamarin_Forms_Platform_iOS_PlatformRenderer@0x7ffa00576b80"])
        // The slot's word glued to the presented object, an emphasis left open before the presenter.
        let glued = try Self.check("Warning: Attempt to present <UIImagePickerController: 0x292b400>on <**Controller: 0x723c150> which is already presenting <UIAlertController: 0xd37b8b0>")
        #expect(glued.findings.map(\.subject) == ["Controller@0x723c150"])
        // Quotation marks typed for the objects' brackets (SDCAlertView#125).
        let quoted = try Self.check("Warning: Attempt to present \"SDCAlertController: 0x7f9b99ab0760\" on \"SDCAlertController: 0x7f9b9fd44af0\" whose view is not in the window hierarchy!")
        #expect(quoted.findings.map(\.subject) == ["SDCAlertController@0x7f9b9fd44af0"])
        // The message whole, its controllers retyped as classes, inside an issue's title
        // (Armchair#120), and with the reporter's `in` for UIKit's `on` (Thoughtless#29).
        let titled = try Self.check("AlertController not showing up with warning: Attempt to present UIAlertController on UINavigationController whose view is not in the window hierarchy!")
        #expect(titled.findings.map(\.rule.id) == ["WARN-3"] && titled.findings.map(\.subject) == ["UINavigationController"])
        let retyped = try Self.check("Warning: Attempt to present UIAlertController in Notes.NotesViewController which is already presenting")
        #expect(retyped.findings.map(\.subject) == ["Notes.NotesViewController"])
        // A guide's placeholders are no controllers; the message inside a sentence, or with
        // other words in it, is no finding; nor are the words of an exception without its reason.
        for prose in [
            "If you see Attempt to present B on A whose view is not in the window hierarchy, wait.",
            "Why does UIKit say Attempt to present Login on Home while a presentation is in progress?",
            "- To avoid Attempt to present Alert on Home which is already presenting, dismiss first.",
            "Attempt to show Settings over Home while a presentation is in progress",
            "Fixed a crash: can't add self as subview when tapping twice",
            "- 修复多次Push Pop导致的Can't add self as subview问题",
            "// otherwise it reports Application tried to present modally an active controller",
            "我们在 Home 里 Pushing the same view controller instance more than once is not supported",
            // A question in Chinese that names a warning ("how to avoid …") is prose, as in English.
            "如何避免Unbalanced calls to begin/end appearance transitions",
            "let note = \"see\" // why Attempt to present B on A whose view is not in the window hierarchy, later",
            "// Unbalanced calls to begin/end appearance transitions (see the release notes)",
        ] {
            #expect(throws: TraceError.self, "\(prose)") { try Self.check(prose) }
        }
    }

    @Test("UIKit's exceptions for a controller pushed twice, a navigation controller pushed, a popover without an anchor and a nil or keyboard presentation are findings")
    func pushAndPopoverExceptions() throws {
        let cases: [(String, String, String)] = [
            // samuelclay/NewsBlur#886; thexande/SwiftAlgorithms#31 (iOS 13's words); skywinder/ActionSheetPicker-3.0#70.
            ("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Pushing the same view controller instance more than once is not supported (<FeedDetailViewController: 0x7fd758e40980>)'",
             "WARN-8", "FeedDetailViewController@0x7fd758e40980"),
            ("2020-02-06 16:44:21.860699+1100 swift_algorithms[45276:884289] *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '<UINavigationController: 0x7fd44f81a400> is pushing the same view controller instance (<swift_algorithms.MarkdownPresentationViewController: 0x7fd451905d00>) more than once which is not supported and is most likely an error in the application : com.thexande.swift-algorithms'",
             "WARN-8", "MarkdownPresentationViewController@0x7fd451905d00"),
            ("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Pushing a navigation controller is not supported'",
             "WARN-8", ConsoleLineTranslator.unnamedWarned),
            // sunlightlabs/congress-ios#425; tasanobu/Kamagari#1 (the action sheet's words).
            ("2014-11-04 15:11:38.166 Congress[3786:343285] *** Terminating app due to uncaught exception 'NSGenericException', reason: 'UIPopoverPresentationController (<_UIAlertControllerActionSheetRegularPresentationController: 0x176c4930>) should have a non-nil sourceView or barButtonItem set before the presentation occurs.'",
             "WARN-9", ConsoleLineTranslator.unnamedWarned),
            ("2015-07-17 12:28:09.187 Sample[75631:2123973] *** Terminating app due to uncaught exception 'NSGenericException', reason: 'Your application has presented a UIAlertController (<UIAlertController: 0x7fbcbd09b2e0>) of style UIAlertControllerStyleActionSheet. The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover.'",
             "WARN-9", "UIAlertController@0x7fbcbd09b2e0"),
            // adamdebono/ADFlipTransition#15; mshrwtnb/ALRT#17 (the address masked).
            ("Application tried to present a nil modal view controller on target <UITabBarController: 0x7a84410>.'", "WARN-3", "UITabBarController@0x7a84410"),
            ("> Keyboard cannot present view controllers (attempted to present <UIAlertController: 0x------->", "WARN-3", "UIAlertController"),
            // A blog post's crash at launch (a xib's view outlet on a controller's view); the controller named last was given the view.
            (">Terminating app due to uncaught exception 'UIViewControllerHierarchyInconsistency', reason: 'A view can only be associated with at most one view controller at a time! View <UIView: 0x7f914af22610; frame = (0 0; 414 736); autoresize = W+H; layer = <CALayer: 0x7f914af22980>> is associated with <UIViewController: 0x7f914ae49a90>. Clear this association before associating this view with <TestViewController: 0x7f914ac7f680>.'",
             "WARN-10", "TestViewController@0x7f914ac7f680"),
            // The detached presenter's warning (lodev09/react-native-true-sheet#183).
            ("[UIKitCore] Presenting view controller <TrueSheetViewController: 0x10a8> from detached view controller <UIViewController: 0x119e53db0> is not supported, and may result in incorrect safe area insets and a corrupt root presentation.",
             "WARN-3", "UIViewController@0x119e53db0"),
            // A navigation stack set with one controller twice; a controller presented on itself (AppLovin-MAX-Unity-Plugin#75).
            ("reason: 'All view controllers in a navigation controller must be distinct (( \"<UIViewController: 0x7f9620c16b90>\", \"<UIViewController: 0x7f9620c16b90>\" ))'",
             "WARN-8", "UIViewController@0x7f9620c16b90"),
            ("> Application tried to present modal view controller on itself. Presenting controller is <ALStoreKitProductViewController: 0x16072b200>.",
             "WARN-3", "ALStoreKitProductViewController@0x16072b200"),
            // An issue's title cut inside the message's fixed words (yannickl/QRCodeReaderViewController#7).
            ("Warning: Attempt to dismiss from view controller <ViewController: 0x1765a270> while a presentation o", "WARN-3", "ViewController@0x1765a270"),
            // A bug report's label before the warning, cut where its controller was to follow (xxxAIRINxxx/MusicPlayerTransition#26).
            ("Error while dismiss- Unbalanced calls to begin/end appearance transitions for", "WARN-1", ConsoleLineTranslator.unnamedWarned),
            // Its object elided with blanks inside its brackets (SwiftUI-Plus/Presentation#2).
            ("> Unbalanced calls to begin/end appearance transitions for < ... >.", "WARN-1", ConsoleLineTranslator.unnamedWarned),
            // A nil controller pushed (artsy/eigen#842); a push during a running one, crashed (iOS 7).
            ("2015-10-02 11:04:04.686 Artsy[60820:5991346] Application tried to push a nil view controller on target <ARNavigationController: 0x7fc233920400>.",
             "WARN-8", "ARNavigationController@0x7fc233920400"),
            ("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Can't add self as subview'", "WARN-4", ConsoleLineTranslator.unnamedWarned),
            // The popover exception for a controller other than an alert (react-native-documents/document-picker#11).
            ("*** Terminating app due to uncaught exception 'NSGenericException', reason: 'Your application has presented a UIDocumentMenuViewController (<UIDocumentMenuViewController: 0x7fbc15e75600>). In its current trait environment, the modalPresentationStyle of a UIDocumentMenuViewController with this style is UIModalPresentationPopover. You must provide location information for this popover through the view controller's popoverPresentationController.",
             "WARN-9", "UIDocumentMenuViewController@0x7fbc15e75600"),
            // The view-association exception's first sentence alone, as a blog quotes it.
            ("A view can only be associated with at most one view controller at a time!", "WARN-10", ConsoleLineTranslator.unnamedWarned),
            // iOS 5's refusal of a dismissal, naming the presenter after `self = ` (ShareKit/ShareKit#116); the
            // modal-transition assertion's second sentence quoted alone, which names no controller.
            ("2011-11-29 17:35:35.041 xxxxx[968:707] attempt to dismiss modal view controller whose view does not currently appear. self = <UINavigationController: 0x331b00> modalViewController = <TWTweetComposeViewController: 0x3456f0>",
             "WARN-3", "UINavigationController@0x331b00"),
            ("// Wait for viewDidAppear/viewDidDisappear to know the current transition has completed", "WARN-3", ConsoleLineTranslator.unnamedWarned),
            // The push exception after a dash that introduces it (MFSideMenu#213); iOS 13's words retyped
            // without the instance (element-ios#3924) or blanked by a crash reporter (react-navigation#10740).
            ("when m trying to open webView its giving me error that - Pushing the same view controller instance more than once is not supported.",
             "WARN-8", ConsoleLineTranslator.unnamedWarned),
            ("`RiotNavigationController` is pushing the same view controller instance more than once which is not supported and is most likely an error in the application",
             "WARN-8", ConsoleLineTranslator.unnamedWarned),
            ("Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: ' is pushing the same view controller instance () more than once which is not supported and is most likely an error in the application.",
             "WARN-8", ConsoleLineTranslator.unnamedWarned),
            // UIKit's format, `%@` for each object, in a comment after code (wikimedia/wikipedia-ios's guards);
            // a link in parentheses after the message (a RIBs app's comment citing uber/RIBs#165).
            ("guard presenter.isViewLoaded else { return } // Attempt to present %@ on %@ (from %@) whose view is not in the window hierarchy.",
             "WARN-3", ConsoleLineTranslator.unnamedWarned),
            ("// Unbalanced calls to begin/end appearance transitions( https://github.com/uber/RIBs/issues/165 )", "WARN-1", ConsoleLineTranslator.unnamedWarned),
            // iOS 13's window, on a root controller's view added by hand (devxoul/Toaster#182).
            ("[Window] Manually adding the rootViewController's view to the view hierarchy is no longer supported. Please allow UIWindow to add the rootViewController's view to the view hierarchy itself.",
             "WARN-5", ConsoleLineTranslator.unnamedWarned),
        ]
        for (line, rule, subject) in cases {
            let report = try Self.check(line)
            #expect(report.findings.map(\.rule.id) == [rule], "\(line)")
            #expect(report.findings.map(\.subject) == [subject], "\(line)")
        }
    }

    @Test("A crash report's exception named on its own line gives its reason on the next one; the reason alone, or after another line, is no finding")
    func exceptionReasonOnTheNextLine() throws {
        // Crashlytics' two lines, quoted (jonkykong/SideMenu#212) or under a frame (TransitApp/SVWebViewController#132).
        for log in [
            "> Fatal Exception: NSInvalidArgumentException\n> Can't add self as subview\n",
            "[UIView(Internal) _addSubview:positioned:relativeTo:]\n\nFatal Exception: NSInvalidArgumentException\nCan't add self as subview\n",
            "NSInvalidArgumentException\nCan't add self as subview\n",
        ] {
            let report = try Self.check(log)
            #expect(report.findings.map(\.rule.id) == ["WARN-4"], "\(log)")
        }
        for log in [
            "Can't add self as subview\n",
            "Fatal Exception: NSInvalidArgumentException\n\nCan't add self as subview\n",
            "Fatal Exception: NSInvalidArgumentException\nIt said: Can't add self as subview, twice\n",
            "NSInvalidArgumentException\nCan't add self as subview crash when pushing twice, how to fix?\n",
        ] {
            #expect(throws: TraceError.self, "\(log)") { try Self.check(log) }
        }
    }

    @Test("The word `scene` before a scene callback names the scene its bare callbacks belong to; a class that logs them keeps its name")
    func sceneOwnerWord() throws {
        var options = CheckOptions()
        options.infersRecorded = true
        let report = try Self.check("scene willConnectTo\nsceneWillEnterForeground(_:)\nsceneDidBecomeActive(_:)\n", options: options)
        #expect(report.subjectCount == 1 && report.violations.isEmpty)
        // A controller observing the scene's notifications beside the scene delegate: two subjects, both legal.
        let observed = try Self.check("""
            SceneDelegate sceneWillEnterForeground
            ViewController sceneWillEnterForeground
            SceneDelegate sceneDidBecomeActive
            """, options: options)
        #expect(observed.subjectCount == 2 && observed.violations.isEmpty)
    }

    @Test("A word before a callback that takes no controller is a tag when the line prints the object: the object is the controller")
    func tagBeforeCallbackWithObject() throws {
        // steipete/Aspects#66: a hook's block prints `Aspect viewWillAppear %@` with self.
        var options = CheckOptions()
        options.infersRecorded = true
        let report = try Self.check("""
            Aspect viewWillAppear <ViewController: 0x7fc54040ffe0>
            viewWillAppear <ViewController: 0x7fc54040ffe0>
            Hook viewWillAppear <App.Detail: 0x7fc540416b50>
            """, options: options)
        #expect(report.subjectCount == 2)
        #expect(report.symbols.symbol(named: "Aspect") == nil && report.symbols.symbol(named: "Hook") == nil)
        // A view printed beside the callback is no controller: its description has properties;
        // nor is an object printed after other words, something the line says of the controller.
        let view = try Self.check("Home viewDidLayoutSubviews <UIView: 0x7fc5; frame = (0 0; 375 667); layer = <CALayer: 0x6000>>", options: options)
        #expect(view.symbols.symbol(named: "Home") != nil)
        let navigation = try Self.check("Home viewWillAppear nav: <UINavigationController: 0x1>\nHome viewDidAppear", options: options)
        #expect(navigation.subjectCount == 1 && navigation.symbols.symbol(named: "Home") != nil && navigation.violations.isEmpty)
    }

    @Test("UIKit's navigation warnings (a push or pop during a transition) are findings, on the navigation controller when UIKit names it")
    func navigationWarnings() throws {
        // Madordie/KTJPushQueueForNavigation, iOS 7.1.2.
        let log = """
            2015-12-13 11:41:33.836 xxx[4418:60b] -[Root viewDidLoad]
            2015-12-13 11:41:33.837 xxx[4418:60b] nested push animation can result in corrupted navigation bar
            2015-12-13 11:41:34.195 xxx[4418:60b] Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted.
            popViewControllerAnimated: called on <SlideNavigationController 0x7fe0e186ea00> while an existing transition or presentation is occurring; the navigation stack will not be updated.
            """
        // aryaxt/iOS-Slide-Menu#161: a pop refused while an alert is presented, the navigation controller named.
        let report = try Self.check(log)
        #expect(report.findings.map(\.rule.id) == ["WARN-4", "WARN-4", "WARN-4"])
        // (UIKit prints that navigation controller with its address and no colon.)
        #expect(report.findings.map(\.subject) == [ConsoleLineTranslator.unnamedWarned, ConsoleLineTranslator.unnamedWarned, "SlideNavigationController@0x7fe0e186ea00"])
        // A source comment wrapping the message over its lines, the controller's address left
        // out and its module in lower case; another whose copy lost the controller (`called on while`).
        let wrapped = try Self.check("""
                // TODO: Prevent warning "setViewControllers:animated: called on <applin_ios.NavigationController>
                //       while an existing transition or presentation is occurring;
                //       the navigation stack will not be updated."
            """)
        #expect(wrapped.findings.map(\.rule.id) == ["WARN-4"] && wrapped.findings.map(\.subject) == ["NavigationController"])
        let empty = try Self.check("""
                // Nothing will happen and the following warning will be logged:
                // pushViewController:animated: called on while an existing transition or presentation is occurring;
                // the navigation stack will not be updated.
            """)
        #expect(empty.findings.map(\.rule.id) == ["WARN-4"] && empty.findings.map(\.subject) == [ConsoleLineTranslator.unnamedWarned])
    }

    @Test("Numbered Markdown headings are steps: a callback in one is read; a heading without a number titles a section, and a line of one `#` stays a comment")
    func markdownHeadings() throws {
        // imashrimp/iOS_study_repo#2: study notes, one numbered heading per callback, bullets of
        // notes under each; kingcos/Perspective: `## loadView()` over the notes about it.
        let log = """
            # 앱 라이프 사이클
            ## 1. loadView
            ## 2. viewDidLoad
            -  화면이 처음 만들어질 때 한 번만 실행됨
            ## 3. viewWillAppear
            ### 4. viewDidAppear
            #viewWillDisappear
            ## viewWillDisappear()
            """
        var options = CheckOptions()
        options.infersRecorded = true
        let report = try Self.check(log, format: .console, options: options)
        #expect(report.unnamedController)
        #expect(report.subjectCount == 1 && report.eventCount == 4)
        #expect(report.violations.isEmpty)
    }

    @Test("A log that names no controller at all is read as one controller's, and says so")
    func unnamedController() throws {
        // NSStringFromSelector(_cmd) in one class (juejin.cn 6844904181753446408).
        let log = """
            2020-05-22 19:00:34.992881+0800 LifeCircleDemo[39467:385142] initWithCoder:
            2020-05-22 19:00:35.002142+0800 LifeCircleDemo[39467:385142] loadView
            2020-05-22 19:00:35.002350+0800 LifeCircleDemo[39467:385142] viewDidLoad
            2020-05-22 19:00:35.002783+0800 LifeCircleDemo[39467:385142] viewWillAppear:
            2020-05-22 19:00:35.052276+0800 LifeCircleDemo[39467:385142] viewDidAppear:
            2020-05-22 19:00:36.277880+0800 LifeCircleDemo[39467:385142] viewWillDisappear:
            2020-05-22 19:00:36.815525+0800 LifeCircleDemo[39467:385142] viewDidDisappear:
            """
        var options = CheckOptions()
        options.infersRecorded = true
        let report = try Self.check(log, options: options)
        #expect(report.unnamedController)
        #expect(report.subjectCount == 1 && report.eventCount == 7)
        #expect(report.violations.isEmpty)
        // The same log with a disappearance twice: as one controller's, it breaks a rule, which
        // two controllers printed alike would too. It can't be checked, and the error says why.
        do {
            _ = try Self.check(log + "\n2020-05-22 19:00:37.0 LifeCircleDemo[39467:385142] viewDidDisappear:", options: options)
            Issue.record("a log that names no controller and breaks a rule as one controller's was checked")
        } catch let error as TraceError {
            #expect(error.message.contains("the callbacks break APPEAR-4 from line 8"))
        }
        // Cut off mid-transition, it breaks only an end-of-log rule: the error says to read it
        // with --unfinished, which finds the one controller's callbacks legal.
        let cut = log + "\n2020-05-22 19:00:38.0 LifeCircleDemo[39467:385142] viewWillAppear:"
        do {
            _ = try Self.check(cut, options: options)
            Issue.record("a log that names no controller and ends mid-transition was checked")
        } catch let error as TraceError {
            #expect(error.message.contains("the callbacks end mid-transition (APPEAR-6): if the log was cut off there, check it with --unfinished"))
        }
        var unfinished = options
        unfinished.unfinished = true
        #expect(try Self.check(cut, options: unfinished).unnamedController)
        // One line naming a controller does not change how the others are read: they are
        // still one controller's, and the report names the lines that decided it.
        let named = try Self.check(log + "\n-[Home viewDidLoad]", options: options)
        #expect(named.unnamedController && named.subjectCount == 2)
        #expect(named.unnamedReason == "7 lines name a callback and no controller (lines 1, 2, 3, 4, 5, …), 1 names a controller or a callback in another shape (line 8)")
        // Nor does a line of prose that starts with a callback's name (issue 31).
        let prose = try Self.check("viewDidLoad is where the view is set up, as I understand it\n" + log, options: options)
        #expect(prose.unnamedController && prose.eventCount == 7 && prose.violations.isEmpty)
        // Only callbacks without a controller in the majority decide it: one such line among
        // named ones stays skipped.
        let few = try Self.check("-[Home viewDidLoad]\n-[Home viewWillAppear:]\nviewDidAppear:", options: options)
        #expect(!few.unnamedController && few.skipped[.noSubject] == 1)
        // A single callback printed bare, with no other to name a controller, has no other
        // controller to be (devgem.io's iOS 17 write-up: a banner, then the one callback).
        let lone = try Self.check("############## UIApplicationState(rawValue: 2)\n############## viewdidappear", options: options)
        #expect(lone.unnamedController && lone.eventCount == 1 && lone.violations.isEmpty)
        #expect(lone.unnamedReason == "the one line that names a callback names no controller (line 2)")
        // Two controllers printing alike (a push): the second's view loads while the first's
        // is on screen, and the two take turns: two instances.
        let two = "viewDidLoad()\nviewWillAppear(_:)\nviewDidAppear(_:)\nviewDidLoad()\nviewWillDisappear(_:)\nviewWillAppear(_:)\nviewDidDisappear(_:)\nviewDidAppear(_:)\n"
        let pushed = try Self.check(two, options: options)
        #expect(pushed.unnamedController && pushed.violations.isEmpty && pushed.instancesPrintedAlike.map(\.line) == [4])
        // Callbacks that break rules read as one controller's, and as no two instances: the
        // log can't be checked, and the error says why.
        let broken = "viewDidLoad()\nviewWillAppear(_:)\nviewDidAppear(_:)\nviewWillAppear(_:)\nviewDidAppear(_:)\nviewDidAppear(_:)\n"
        #expect(throws: TraceError.self) { try Self.check(broken, options: options) }
        do {
            _ = try Self.check(broken, options: options)
        } catch let error as TraceError {
            #expect(error.message.contains("read as one controller's, the callbacks break"))
        }
        // A controller ended on a line (deinit) is one line: it decides nothing either.
        #expect(try Self.check(log + "\n<App.Detail: 0x2> deinit", options: options).unnamedController)
    }

    @Test("A view loads again after iOS 5 printed its unloading (viewDidUnload), and only then, when loadView is not printed")
    func unloadThenReload() throws {
        var options = CheckOptions()
        options.infersRecorded = true
        let shown = """
            -[Detail viewDidLoad] <Detail: 0x1>
            -[Detail viewWillAppear:] <Detail: 0x1>
            -[Detail viewDidAppear:] <Detail: 0x1>
            -[Detail viewWillDisappear:] <Detail: 0x1>
            -[Detail viewDidDisappear:] <Detail: 0x1>
            """
        let unloaded = "\n-[Detail viewDidUnload] <Detail: 0x1>"
        let reloaded = "\n-[Detail viewDidLoad] <Detail: 0x1>\n-[Detail viewWillAppear:] <Detail: 0x1>\n-[Detail viewDidAppear:] <Detail: 0x1>"
        #expect(try Self.check(shown + unloaded + reloaded, options: options).violations.isEmpty)
        // Without the unload, the second viewDidLoad is LOAD-2: no view unloads by itself since iOS 6.
        let twice = try Self.check(shown + unloaded.replacingOccurrences(of: "viewDidUnload", with: "viewDidLoad") + reloaded, options: options)
        #expect(twice.violations.map(\.rule.id).first == "LOAD-2")
        // Unloaded on screen: LOAD-3.
        let onScreen = try Self.check("-[Detail viewDidLoad] <Detail: 0x1>\n-[Detail viewWillAppear:] <Detail: 0x1>\n-[Detail viewDidAppear:] <Detail: 0x1>"
            + unloaded + "\n-[Detail viewWillDisappear:] <Detail: 0x1>\n-[Detail viewDidDisappear:] <Detail: 0x1>", options: options)
        #expect(onScreen.violations.map(\.rule.id).contains("LOAD-3"))
    }

    @Test("Callbacks chained on a line without a controller are one controller's account, checked even when they break a rule")
    func unnamedChain() throws {
        var options = CheckOptions()
        options.infersRecorded = true
        // SlideMenuControllerSwift#292: "I get `viewWillAppear` -> `viewDidLoad` -> `viewDidAppear`".
        let report = try Self.check("My MainViewController is not in the right order.\n\nI get\n\n`viewWillAppear` -> `viewDidLoad` -> `viewDidAppear`\n",
                                    options: options)
        #expect(report.unnamedController)
        #expect(report.violations.map(\.rule.id) == ["LOAD-5"])
        #expect(report.unnamedReason == "3 callbacks chained on a line name no controller (line 5)")
        // The same callbacks one per line (print(#function)) may be several controllers
        // printing alike: breaking a rule, they can't be checked.
        #expect(throws: TraceError.self) {
            try Self.check("viewWillAppear(_:)\nviewDidLoad()\nviewDidAppear(_:)\n", options: options)
        }
        // A step between the callbacks of a chain (the screen moves, a push) may hand over to
        // another controller: such a chain is no one controller's account (coddang
        // iOS_BootCamp_SSAC#29: `… viewDidAppear() -> 화면이동 -> ViewWillDisappear() -> …`).
        let chain = "viewDidLoad() -> viewWillAppear() -> viewDidAppear() -> viewDidAppear()\n"
        #expect(try Self.check(chain, options: options).violations.map(\.rule.id) == ["APPEAR-2"])
        do {
            _ = try Self.check(chain.replacingOccurrences(of: "viewDidAppear() -> viewDidAppear()", with: "viewDidAppear() -> push -> viewDidAppear()"), options: options)
            Issue.record("a chain with a step between its callbacks, illegal as one controller's, was checked as one controller's")
        } catch let error as TraceError {
            #expect(error.message.contains("read as one controller's, the callbacks break APPEAR-2 from line 1, as several controllers printed alike would"))
        }
    }

    @Test("An app delegate's and a scene delegate's callbacks printed without a name are the app's and its scene's, not a controller's")
    func unnamedAppAndSceneCallbacks() throws {
        var options = CheckOptions()
        options.infersRecorded = true
        // A scene app's launch, print(#function) in both delegates and a controller
        // (Lemonbrush/My-iOS-Dev-Learning-Tracker, UIKit/States.md).
        let launch = """
            application(_:didFinishLaunchingWithOptions:)
            scene(_:willConnectTo:options:)
            ViewController viewDidLoad()
            ViewController viewWillAppear(_:)
            sceneWillEnterForeground(_:)
            sceneDidBecomeActive(_:)
            ViewController viewDidAppear(_:)
            """
        let report = try Self.check(launch, options: options)
        #expect(report.violations.isEmpty && !report.unnamedController)
        #expect(report.eventCount == 7 && report.skipped.isEmpty)
        #expect(["App", "Scene", "ViewController"].allSatisfy { report.symbols.symbol(named: $0) != nil })
        // Held to the launch's rules: launching twice is LAUNCH-1, on the app.
        let twice = try Self.check(launch + "\napplication(_:didFinishLaunchingWithOptions:)", options: options)
        #expect(twice.violations.map(\.rule.id) == ["LAUNCH-1"])
        #expect(twice.violations.map { twice.symbols.name(of: $0.subject) } == ["App"])
        // And the scene's: a disconnected scene does not become active.
        let disconnected = try Self.check(launch + "\nsceneDidDisconnect(_:)\nsceneDidBecomeActive(_:)", options: options)
        #expect(disconnected.violations.map(\.rule.id) == ["SCENE-1"])
        // With a controller's callbacks printed without a name too, those are one controller's,
        // checked against every callback they print (not only the app's), and a rule the app
        // breaks does not keep them from being read so.
        let unnamed = launch.replacingOccurrences(of: "ViewController ", with: "")
        let one = try Self.check(unnamed, options: options)
        #expect(one.unnamedController && one.violations.isEmpty && one.eventCount == 7)
        #expect(one.recorded?.isSuperset(of: ["viewDidLoad", "viewWillAppear", "viewDidAppear"]) == true)
        let oneTwice = try Self.check(unnamed + "\napplication(_:didFinishLaunchingWithOptions:)", options: options)
        #expect(oneTwice.unnamedController && oneTwice.violations.map(\.rule.id) == ["LAUNCH-1"])
    }

    @Test("A class that prints willMove but not didMove leaves didMove unchecked, though another class prints it")
    func beginningsShowUnprintedCallbacks() throws {
        // Back-button detection overrides willMove(toParent:) only: its
        // beginning, willMove(nav) … viewDidAppear, willMove(nil), needs a didMove it never prints.
        let log = """
            <App.Home: 0x1> viewDidLoad()
            <App.Home: 0x1> viewWillAppear(_:)
            <App.Home: 0x1> viewDidAppear(_:)
            <App.Detail: 0x2> willMove(toParent:) Optional(<UINavigationController: 0x9>)
            <App.Detail: 0x2> viewDidLoad()
            <App.Home: 0x1> viewWillDisappear(_:)
            <App.Detail: 0x2> viewWillAppear(_:)
            <App.Home: 0x1> viewDidDisappear(_:)
            <App.Detail: 0x2> viewDidAppear(_:)
            <App.Detail: 0x2> willMove(toParent:) nil
            <App.Detail: 0x2> viewWillDisappear(_:)
            <App.Home: 0x1> viewWillAppear(_:)
            <App.Detail: 0x2> viewDidDisappear(_:)
            <App.Home: 0x1> viewDidAppear(_:)
            <App.Embedded: 0x3> willMove(toParent:) Optional(<App.Home: 0x1>)
            <App.Embedded: 0x3> didMove(toParent:) Optional(<App.Home: 0x1>)
            """
        var options = CheckOptions()
        options.infersRecorded = true
        let report = try Self.check(log, options: options)
        #expect(report.violations.isEmpty)
        #expect(report.unlogged["didMove"]?.hasPrefix("Detail logs willMove, viewDidLoad") == true)
    }

    @Test("A controller named with its address on some lines and by its class on others is one controller")
    func namedBothWays() throws {
        let log = """
            2024-05-01 10:00:01.101 [INFO] <MyApp.HomeViewController: 0x7fa1> viewDidLoad()
            2024-05-01 10:00:01.102 [INFO] <MyApp.HomeViewController: 0x7fa1> viewWillAppear(_:)
            2024-05-01 10:00:01.140 [INFO] <MyApp.HomeViewController: 0x7fa1> viewDidAppear(_:)
            > HomeViewController: viewWillDisappear called
            > HomeViewController: viewDidDisappear called
            """
        let report = try Self.check(log)
        #expect(report.violations.isEmpty && report.subjectCount == 1)
        // The class named first, its address after.
        let reversed = "Home viewDidLoad\nHome viewWillAppear\n<App.Home: 0x1> viewDidAppear(_:)\n"
        #expect(try Self.check(reversed, format: .console).subjectCount == 1)
        // Two addresses of the class: which one a bare line means is unknown, so it is neither.
        let two = "<App.Home: 0x1> viewDidLoad()\n<App.Home: 0x2> viewDidLoad()\nHome viewDidLoad\n"
        #expect(try Self.check(two).subjectCount == 3)
    }

    @Test("NSLog lines pasted as one line (a page that lost its line ends) are read one by one")
    func joinedLines() throws {
        // liuhaihua.cn/archives/444521.html: the console output printed as one paragraph.
        let log = "2016-03-24 10:31:28.328 SIMAlbum[33599:524075] FirstVC awakeFromNib 2016-03-24 10:31:28.771 SIMAlbum[33599:524075] FirstVC loadView "
            + "2016-03-24 10:31:28.771 SIMAlbum[33599:524075] FirstVC viewDidLoad 2016-03-24 10:31:28.835 SIMAlbum[33599:524075] FirstVC viewWillAppear\n"
        let report = try Self.check(log)
        #expect(report.eventCount == 3 && report.subjectCount == 1)
        #expect(report.skipped[.notAnEvent] == 1)
        // One timestamp in a line is one line, whatever follows.
        #expect(try Self.check("2016-03-24 10:31:28.328 App[1:2] -[Home viewDidLoad] at 2016-03-24\n").eventCount == 1)
    }

    @Test("An address reused after dealloc is a new controller")
    func reusedAddress() throws {
        let log = """
            <App.Home: 0x2a> viewDidLoad()
            <App.Home: 0x2a> dealloc
            <App.Home: 0x2a> viewDidLoad()
            """
        let report = try Self.check(log)
        #expect(report.violations.isEmpty)
        #expect(report.subjectCount == 2)
        // Without the dealloc line, the second viewDidLoad is the same view loading twice.
        #expect(try Self.check(log.replacingOccurrences(of: "<App.Home: 0x2a> dealloc\n", with: "")).violations.map(\.rule.id) == ["LOAD-2"])
    }

    @Test("A controller named by its class alone whose view loads again after it left the screen is another one; before, the same one loading twice")
    func classOnlyNewInstance() throws {
        // Push a new Detail, go back, push another (tistory-emoji-push-back-push): two Details.
        let pushes = """
            Detail viewDidLoad
            Detail viewWillAppear
            Detail viewDidAppear
            Detail viewWillDisappear
            Detail viewDidDisappear
            Detail viewDidLoad
            Detail viewWillAppear
            Detail viewDidAppear
            """
        // Read as `lifecheck check` reads a console log: the callbacks it prints are the recorded ones.
        var options = CheckOptions()
        options.infersRecorded = true
        func rules(_ text: String) throws -> [String] { try Self.check(text, format: .console, options: options).violations.map(\.rule.id) }
        let report = try Self.check(pushes, format: .console, options: options)
        #expect(report.violations.isEmpty)
        #expect(report.subjectCount == 2)
        #expect(report.recorded?.contains("loadView") == false)
        // Not yet off screen (material-code-then-output-viewdidload-twice), or back on screen: one Detail, LOAD-2.
        #expect(try rules("Detail viewDidLoad\nDetail viewDidLoad\nDetail viewWillAppear\nDetail viewDidAppear\n") == ["LOAD-2"])
        let back = pushes.replacingOccurrences(of: "Detail viewDidDisappear\n", with: "Detail viewDidDisappear\nDetail viewWillAppear\nDetail viewDidAppear\n")
        #expect(try rules(back) == ["LOAD-2", "APPEAR-1"])
        // With its address, the same controller: its view loaded again without loadView is LOAD-2.
        #expect(try rules(pushes.replacingOccurrences(of: "Detail ", with: "<App.Detail: 0x2a> ")) == ["LOAD-2"])
    }

    @Test("Two initializers of one object are one creation; another init of a name in use is a new controller")
    func initializers() throws {
        // -[UIViewController init] calls initWithNibName:bundle:, and both print (henishuo.com), in either order.
        let chain = "-[Detail initWithNibName:bundle:]\n-[Detail init]\n-[Detail loadView]\n-[Detail viewDidLoad]\n"
        let report = try Self.check(chain)
        #expect(report.violations.isEmpty)
        #expect(report.skipped[.initializerChain] == 1)
        let reversed = "-[Detail init]\n-[Detail initWithNibName:bundle:]\n-[Detail loadView]\n-[Detail viewDidLoad]\n"
        #expect(try Self.check(reversed).violations.isEmpty)
        // A class-only log that creates a second Detail: a new controller, not a second init of the first.
        let twice = try Self.check(chain + "-[Detail init]\n-[Detail loadView]\n-[Detail viewDidLoad]\n")
        #expect(twice.violations.isEmpty)
        #expect(twice.subjectCount == 2)
    }

    @Test("An initializer that touches the view prints after loadView and viewDidLoad: one controller")
    func viewLoadedInsideInit() throws {
        // A Swift init can print self only after super.init; touching `view` before that
        // loads it (OBSERVED.md §9: "touching A.view in init printed loadView, viewDidLoad").
        let shown = "<App.Detail: 0x1> viewWillAppear(_:)\n<App.Detail: 0x1> viewDidAppear(_:)\n"
        let late = "<App.Detail: 0x1> loadView()\n<App.Detail: 0x1> viewDidLoad()\n<App.Detail: 0x1> init()\n"
        let report = try Self.check(late + shown)
        #expect(report.violations.isEmpty)
        #expect(report.subjectCount == 1)
        #expect(report.skipped[.initializerPrintedLate] == 1)
        // With the designated initializer it calls printing first.
        let chained = "<App.Detail: 0x1> init(nibName:bundle:)\n" + late + shown
        #expect(try Self.check(chained).violations.isEmpty)
        #expect(try Self.check(chained).subjectCount == 1)
        // The same initializer again after the view loaded is another object at that address,
        // which the spec then holds to its own lifecycle.
        let again = "<App.Detail: 0x1> init()\n<App.Detail: 0x1> loadView()\n<App.Detail: 0x1> viewDidLoad()\n<App.Detail: 0x1> init()\n"
        let second = try Self.check(again + shown)
        #expect(second.subjectCount == 2)
        #expect(!second.violations.isEmpty && second.violations.allSatisfy { $0.rule.id == "LOAD-5" })
        // A convenience initializer over init() over init(nibName:bundle:): one object, wherever
        // the view loads among them.
        for lines in [["init(nibName:bundle:)", "init()", "loadView()", "viewDidLoad()", "init(model:)"],
                      ["init(nibName:bundle:)", "loadView()", "viewDidLoad()", "init()", "init(model:)"],
                      ["init(nibName:bundle:)", "init()", "init(model:)", "loadView()", "viewDidLoad()"]] {
            let log = lines.map { "<App.Detail: 0x1> \($0)\n" }.joined() + shown
            let report = try Self.check(log)
            #expect(report.violations.isEmpty, "\(lines)")
            #expect(report.subjectCount == 1, "\(lines)")
        }
        // But if the view loads again right after, the init line was another controller's: a
        // second instance in a class-only log, or an address reused without a dealloc line.
        let classOnly = "-[Detail initWithCoder:]\n-[Detail viewDidLoad]\n-[Detail initWithNibName:bundle:]\n"
            + "-[Detail viewDidLoad]\n-[Detail viewWillAppear:]\n-[Detail viewDidAppear:]\n"
        let reused = "<App.Detail: 0x1> viewDidLoad()\n<App.Detail: 0x1> init(item:)\n<App.Detail: 0x1> viewDidLoad()\n" + shown
        for log in [classOnly, reused] {
            let report = try Self.check(log)
            #expect(report.violations.isEmpty, "\(log)")
            #expect(report.subjectCount == 2, "\(log)")
        }
        // Once anything else happened to it, an init line is a new controller, as before.
        let used = try Self.check(late + shown + "<App.Detail: 0x1> init()\n" + shown)
        #expect(used.subjectCount == 2)
        #expect(!used.violations.isEmpty)
    }

    @Test("A console log is held to the spec: an illegal order is caught")
    func illegalConsoleLog() throws {
        let log = """
            -[Home viewDidLoad]
            -[Home viewWillAppear:]
            -[Home viewDidAppear:]
            some unrelated line
            -[Home viewDidAppear:]
            """
        let report = try Self.check(log)
        #expect(report.violations.map(\.rule.id) == ["APPEAR-2"])
        #expect(report.violations.first?.entry?.position == 5)
        #expect(report.skipped == [.notAnEvent: 1])
    }

    @Test("A scene-based app's log: the scene delegate's callbacks are checked with the controllers'")
    func sceneLog() throws {
        // The order Lemonbrush/My-iOS-Dev-Learning-Tracker (UIKit/States.md) lists, printed with #function.
        let legal = """
            <MyApp.AppDelegate: 0x1> application(_:didFinishLaunchingWithOptions:)
            <MyApp.SceneDelegate: 0x2> scene(_:willConnectTo:options:)
            <MyApp.Home: 0x3> viewDidLoad()
            <MyApp.Home: 0x3> viewWillAppear(_:)
            <MyApp.SceneDelegate: 0x2> sceneWillEnterForeground(_:)
            <MyApp.SceneDelegate: 0x2> sceneDidBecomeActive(_:)
            <MyApp.Home: 0x3> viewDidAppear(_:)
            <MyApp.SceneDelegate: 0x2> sceneWillResignActive(_:)
            <MyApp.SceneDelegate: 0x2> sceneDidEnterBackground(_:)
            """
        let report = try Self.check(legal)
        #expect(report.eventCount == 9)
        #expect(report.violations.isEmpty)
        // A scene delegate whose methods the app calls itself: active twice, and active from the background.
        let illegal = """
            -[SceneDelegate scene:willConnectToSession:options:]
            -[SceneDelegate sceneWillEnterForeground:]
            -[SceneDelegate sceneDidBecomeActive:]
            -[SceneDelegate sceneWillResignActive:]
            -[SceneDelegate sceneDidEnterBackground:]
            -[SceneDelegate sceneDidBecomeActive:]
            """
        let found = try Self.check(illegal)
        #expect(found.violations.map(\.rule.id) == ["SCENE-1"])
        #expect(found.violations.first?.entry?.position == 6)
    }

    @Test("Two controllers of one class are two, wherever the line prints self's address")
    func instancesOfOneClass() throws {
        // A list pushing another list (third spec audit): legal only if the two are told apart.
        for shape in ["ListViewController.%@ <MyApp.ListViewController: %@>", "-[ListViewController %@] %@"] {
            let callbacks = shape.hasPrefix("-[")
                ? ["viewWillAppear:", "viewWillDisappear:", "viewWillAppear:", "viewDidDisappear:"]
                : ["viewWillAppear(_:)", "viewWillDisappear(_:)", "viewWillAppear(_:)", "viewDidDisappear(_:)"]
            let addresses = ["0x600000a00000", "0x600000a00000", "0x600000b00000", "0x600000a00000"]
            let log = zip(callbacks, addresses).map { callback, address in
                shape.replacingOccurrences(of: "%@", with: callback, range: shape.range(of: "%@"))
                    .replacingOccurrences(of: "%@", with: address)
            }.joined(separator: "\n")
            var options = CheckOptions(unfinished: true)
            options.infersRecorded = true   // as `lifecheck check` reads a console log: against the callbacks it prints
            let report = try Self.check(log, options: options)
            #expect(report.violations.isEmpty, "\(log)")
            #expect(report.subjectCount == 2)
        }
    }

    @Test("Controllers of another process are other controllers (a relaunch reuses addresses)")
    func relaunch() throws {
        let log = """
            2024-03-02 10:15:01.102345+0100 MyApp[4242:1337001] <MyApp.Home: 0x600000a00000> viewWillAppear(_:)
            2024-03-02 10:15:01.102345+0100 MyApp[4242:1337001] <MyApp.Home: 0x600000a00000> viewDidAppear(_:)
            2024-03-02 10:17:09.000001+0100 MyApp[4301:1340002] <MyApp.Home: 0x600000a00000> viewWillAppear(_:)
            2024-03-02 10:17:09.000001+0100 MyApp[4301:1340002] <MyApp.Home: 0x600000a00000> viewDidAppear(_:)
            2024-03-02 10:17:09.000001+0100 MyApp[4301:1340002] <MyApp.Home: 0x600000a00000> viewWillDisappear(_:)
            """
        var options = CheckOptions()
        options.infersRecorded = true   // as `lifecheck check` reads a console log: against the callbacks it prints
        options.unfinished = true   // the second run ends mid-disappearance
        let report = try Self.check(log, options: options)
        #expect(report.violations.isEmpty)
        #expect(report.subjectCount == 2)
        // Within one process, the same address twice without a dealloc is one controller.
        let same = try Self.check(log.replacingOccurrences(of: "MyApp[4301:1340002]", with: "MyApp[4242:1337001]"), options: options)
        #expect(same.violations.first?.rule.id == "APPEAR-1")
    }

    @Test("A declared structure makes parent/child rules apply")
    func declaredStructure() throws {
        let log = """
            # lifecheck: Container contains Child
            Container viewDidLoad
            Child viewDidLoad
            Child viewWillAppear
            """
        // Child begins to appear while its declared parent is disappeared.
        let report = try Self.check(log, options: CheckOptions(unfinished: true))
        #expect(report.violations.map(\.rule.id) == ["HIER-1"])
        // The context shows each event once, in order, though the containment the header
        // adds is in both controllers' histories and shares the child's first line.
        let context = report.violations.first?.context.map { "\($0.position) \(UIKitSpec.compiled.vocabulary[$0.event.kind].name)" }
        #expect(context == ["2 viewDidLoad", "3 willMove", "3 didMove", "3 viewDidLoad"])
        let undeclared = try Self.check(log.replacingOccurrences(of: "# lifecheck: Container contains Child\n", with: ""),
                                        options: CheckOptions(unfinished: true))
        #expect(undeclared.violations.isEmpty)
        // A declared child is put into its parent after its init, not before (LIFE-1).
        let created = "# lifecheck: Box contains Kid\nBox init\nKid init\nBox loadView\nBox viewDidLoad\nBox viewWillAppear\n"
            + "Kid loadView\nKid viewDidLoad\nKid viewWillAppear\nBox viewDidAppear\nKid viewDidAppear\n"
        #expect(try Self.check(created, options: CheckOptions(unfinished: true)).violations.isEmpty)
        #expect(try Self.check(created.replacingOccurrences(of: "Kid viewWillAppear\n", with: ""),
                               options: CheckOptions(unfinished: true)).violations.map(\.rule.id) == ["APPEAR-2"])
    }

    @Test("A structure header may name classes as print(self) shows them, with their module; a name no controller has is reported")
    func declaredStructureWithModules() throws {
        let log = """
            # lifecheck: MyApp.PagerController contains MyApp.FeedViewController, MyApp.Missing
            <MyApp.PagerController: 0x7f8b4c00a000> viewDidLoad()
            <MyApp.FeedViewController: 0x7f8b4c00b000> viewDidLoad()
            <MyApp.FeedViewController: 0x7f8b4c00b000> viewWillAppear(_:)
            <MyApp.FeedViewController: 0x7f8b4c00b000> viewDidAppear(_:)
            <MyApp.PagerController: 0x7f8b4c00a000> viewWillAppear(_:)
            <MyApp.PagerController: 0x7f8b4c00a000> viewDidAppear(_:)
            """
        let options = CheckOptions(unfinished: true)
        let report = try Self.check(log, options: options)
        #expect(report.violations.map(\.rule.id) == ["HIER-1", "HIER-3"])
        #expect(report.unmatchedDeclarations == ["MyApp.Missing"])
        let bare = try Self.check(log.replacingOccurrences(of: "MyApp.", with: "").replacingOccurrences(of: "<", with: "<MyApp."), options: options)
        #expect(bare.violations.map(\.rule.id) == ["HIER-1", "HIER-3"])
        #expect(bare.unmatchedDeclarations == ["Missing"])
    }

    @Test("Parent/child rules hold in a log that prints viewDidLoad but never loadView (uias/Pageboy#233 shape)")
    func declaredStructureWithoutLoadView() throws {
        let pager = "<MyApp.PagerController: 0x7f8b4c00a000>", feed = "<MyApp.FeedViewController: 0x7f8b4c00b000>"
        let declared = { (lines: [String]) in (["# lifecheck: PagerController contains FeedViewController"] + lines).joined(separator: "\n") }
        // Printed after super: the page appears completely before its container begins to.
        let log = declared(["\(pager) viewDidLoad()", "\(feed) viewDidLoad()", "\(feed) viewWillAppear(_:)", "\(feed) viewDidAppear(_:)",
                            "\(pager) viewWillAppear(_:)", "\(pager) viewDidAppear(_:)"])
        var options = CheckOptions(order: .exit)
        options.infersRecorded = true
        let report = try Self.check(log, options: options)
        #expect(report.recorded?.contains("loadView") == false)
        #expect(report.violations.map(\.rule.id) == ["HIER-1", "HIER-3"])
        // The order UIKit prints it in (the page's callbacks inside the container's) is legal.
        let nested = declared(["\(pager) viewDidLoad()", "\(feed) viewDidLoad()", "\(feed) viewWillAppear(_:)", "\(pager) viewWillAppear(_:)",
                               "\(feed) viewDidAppear(_:)", "\(pager) viewDidAppear(_:)"])
        #expect(try Self.check(nested, options: options).violations.isEmpty)
        // A parent whose view callbacks the log never shows (a container the recorder does not
        // hook) is not held to them; once its viewDidLoad shows, it is.
        // (present and removeFromParent are recorded: an unseen one would clear the parent.)
        let recorded: Set<String> = ["addChild", "willMove", "didMove", "removeFromParent", "present", "viewDidLoad", "viewWillAppear", "viewDidAppear"]
        let hooked = try TraceChecker(projecting: UIKitSpec.spec, options: CheckOptions(observation: Observation(recorded: recorded)))
        let silentParent = "Nav addChild child=Home\nHome willMove parent=Nav\nHome didMove parent=Nav\nHome viewDidLoad\nHome viewWillAppear\nHome viewDidAppear\n"
        #expect(try hooked.check(text: silentParent).violations.isEmpty)
        #expect(try hooked.check(text: "Nav viewDidLoad\n" + silentParent).violations.map(\.rule.id) == ["HIER-1", "HIER-3"])
    }

    @Test("A console log that prints willMove and didMove holds a container to its child (HIER-2), though it never prints addChild, removeFromParent or present")
    func containmentCallbacksLinkParentAndChild() throws {
        let tabs = "<MyApp.TabsController: 0x600001a00100>", feed = "<MyApp.FeedController: 0x600001a00200>"
        let added = ["\(tabs) viewDidLoad", "\(feed) willMoveToParentViewController: \(tabs)", "\(feed) viewDidLoad",
                     "\(feed) didMoveToParentViewController: \(tabs)", "\(tabs) viewWillAppear:", "\(feed) viewWillAppear:",
                     "\(tabs) viewDidAppear:", "\(feed) viewDidAppear:"]
        let cycle = ["\(tabs) viewWillDisappear:", "\(feed) viewWillDisappear:", "\(tabs) viewDidDisappear:", "\(feed) viewDidDisappear:",
                     "\(tabs) viewWillAppear:", "\(feed) viewWillAppear:", "\(tabs) viewDidAppear:", "\(feed) viewDidAppear:"]
        let forgotten = ["\(tabs) viewWillDisappear:", "\(tabs) viewDidDisappear:"]
        var options = CheckOptions()
        options.infersRecorded = true
        for lines in [added + forgotten, added + cycle + forgotten] {
            let report = try Self.check(lines.joined(separator: "\n"), options: options)
            #expect(report.recorded?.contains("addChild") == false)
            #expect(report.violations.map(\.rule.id) == ["HIER-2"])
        }
        // Forwarded, the same log is legal.
        let forwarded = added + cycle + ["\(tabs) viewWillDisappear:", "\(feed) viewWillDisappear:", "\(tabs) viewDidDisappear:", "\(feed) viewDidDisappear:"]
        #expect(try Self.check(forwarded.joined(separator: "\n"), options: options).violations.isEmpty)
    }

    @Test("A warning pasted in a sentence is quoted from UIKit's first word to its last, with its category tag and the controller it names after its first sentence")
    func warningQuotedWithoutTheSentence() throws {
        let report = try Self.check("""
            Everything I try I get `Warning: Attempt to present <UIAlertController: 0x7fb5> on <UINavigationController: 0x7fb6> whose view is not in the window hierarchy!`.  It works in the example project.
            The log says [Presentation] Attempt to present <B: 0x2> on <App.Home: 0x1> (from <App.Home: 0x1>) which is already presenting <C: 0x3>. Then nothing happens.
            After the tap I see [ViewController] Calling -viewWillAppear: directly on a view controller is not supported, and may result in out-of-order callbacks. View controller: <App.Feed: 0x4>
            """)
        #expect(report.findings.map(\.message) == [
            "Warning: Attempt to present <UIAlertController: 0x7fb5> on <UINavigationController: 0x7fb6> whose view is not in the window hierarchy!",
            "[Presentation] Attempt to present <B: 0x2> on <App.Home: 0x1> (from <App.Home: 0x1>) which is already presenting <C: 0x3>.",
            "[ViewController] Calling -viewWillAppear: directly on a view controller is not supported, and may result in out-of-order callbacks. View controller: <App.Feed: 0x4>",
        ])
        #expect(report.findings.map(\.subject) == ["UINavigationController@0x7fb6", "Home@0x1", "Feed@0x4"])
    }

    @Test("Formats are detected from the first lines")
    func detection() throws {
        let vocabulary = UIKitSpec.spec.vocabulary
        #expect(LogFormat.detect(sample: ["Home viewDidLoad", "Home viewWillAppear animated=true"], vocabulary: vocabulary) == .plain)
        #expect(LogFormat.detect(sample: ["{\"subject\": \"Home\", \"event\": \"viewDidLoad\"}"], vocabulary: vocabulary) == .jsonLines)
        #expect(LogFormat.detect(sample: ["<App.Home: 0x1> viewDidLoad()"], vocabulary: vocabulary) == .console)
        #expect(LogFormat.detect(sample: ["Home viewDidLoad", "launching the app"], vocabulary: vocabulary) == .console)
        #expect(LogFormat.detect(sample: ["Home viewDidLoad   # viewDidLoad() runs after loadView()"], vocabulary: vocabulary) == .plain)
        #expect(LogFormat.detect(sample: ["Home viewDidLoad", "Home viewWillApp"], vocabulary: vocabulary) == .plain)
        #expect(LogFormat.detect(sample: ["Home viewDidLoad", "Home view\u{0}DidAppear"], vocabulary: vocabulary) == .plain)
        // A title or a note above plain-shaped lines is no plain line gone wrong: a console paste.
        let body = ["Home viewDidLoad", "Home viewWillAppear", "Home viewDidAppear"]
        for title in ["Output:", "Console output", "打印结果：", "// pushed Detail", "garbage"] {
            #expect(LogFormat.detect(sample: [title] + body, vocabulary: vocabulary) == .console, "\(title)")
        }
        for damaged in ["Home", "Home viewWillAppear true", "Detail viewWillAppear true", "Detail viewWillApear"] {
            #expect(LogFormat.detect(sample: body + [damaged], vocabulary: vocabulary) == .plain, "\(damaged)")
        }
        // A label's colon after the name is a print's, no recorder's.
        #expect(LogFormat.detect(sample: ["Home: viewDidLoad", "Home: viewWillAppear"], vocabulary: vocabulary) == .console)
        #expect(LogFormat.detect(sample: ["首页： viewDidLoad", "首页： viewWillAppear"], vocabulary: vocabulary) == .console)
        // A line cut short, of a controller the other lines do not name yet, is a plain line
        // gone wrong; a sentence that names an event is a note.
        for cut in ["Detail viewWill", "Detail vi", "Detail"] {
            #expect(LogFormat.detect(sample: body + [cut], vocabulary: vocabulary) == .plain, "\(cut)")
        }
        for note in ["After dismissing", "then present", "Before viewWillAppear:"] {
            #expect(LogFormat.detect(sample: [note] + body, vocabulary: vocabulary) == .console, "\(note)")
        }
        // A controller's end of life (`Detail deinit`) is a console log's word, no plain name.
        let deinitLine = ["Detail viewDidLoad", "Detail viewWillAppear", "Detail deinit"]
        #expect(try Self.check(deinitLine.joined(separator: "\n"), format: nil).format == .console)
        #expect(LogFormat.detect(sample: deinitLine, vocabulary: vocabulary) == .plain, "without a dialect, a line gone wrong")
        #expect(LogFormat.detect(sample: [
            "Timestamp                       Thread     Type        Activity             PID    TTL",
            "2020-04-01 16:30:45.465638+0800 0x5e1a     Default     0x0                  1234   0    MyApp: [a:b] hello",
        ], vocabulary: vocabulary) == .unifiedLog)
    }

    @Test("The unified log: columns, library and subsystem are taken off; other messages are skipped")
    func unifiedLog() throws {
        let log = """
            Timestamp                       Thread     Type        Activity             PID    TTL
            2020-04-01 16:30:45.465638+0800 0x5e1a     Default     0x0                  1234   0    MyApp: [com.example:lifecycle] <MyApp.Home: 0x6000> viewDidLoad()
            2020-04-01 16:30:45.465738+0800 0x5e1a     Default     0x0                  1234   0    MyApp: (UIKitCore) [com.apple.UIKit:ViewController] Unbalanced calls to begin/end appearance transitions for <MyApp.Home: 0x6000>.
            2020-04-01 16:30:45.465838+0800 0x5e1a     Info        0x0                  1234   0    MyApp: [com.example:net] GET /feed 200
            2020-04-01 16:30:45.465 Df MyApp[1234:5e1a] [com.example:lifecycle] <MyApp.Home: 0x6000> viewWillAppear(_:)
            """
        let report = try Self.check(log, options: CheckOptions(unfinished: true))
        #expect(report.format == .unifiedLog)
        #expect(report.eventCount == 2)
        #expect(report.findings.map(\.rule.id) == ["WARN-1"])
        #expect(report.skipped == [.notAnEvent: 1])
    }

    @Test("The unified log in the syslog style (log show --style syslog): host, Process[pid]:, library and subsystem are taken off")
    func unifiedLogSyslogStyle() throws {
        let log = """
            Timestamp                       (process)[PID]
            2020-04-01 16:30:45.465638+0800  localhost MyApp[1234]: [com.example:lifecycle] <MyApp.Home: 0x6000> viewDidLoad()
            2020-04-01 16:30:45.465738+0800  localhost MyApp[1234]: (UIKitCore) [com.apple.UIKit:ViewController] Unbalanced calls to begin/end appearance transitions for <MyApp.Home: 0x6000>.
            2020-04-01 16:30:45.465838+0800  localhost MyApp[1234]: (CFNetwork) [com.apple.CFNetwork:Summary] Task finished
            2020-04-01 16:30:45.465938+0800  My-Mac.local MyApp[1234]: <MyApp.Home: 0x6000> viewWillAppear(_:)
            2020-04-01 16:30:45.466038+0800  localhost MyApp[1234]: <MyApp.Home: 0x6000> viewDidAppear(_:)
            2020-04-01 16:30:45.466138+0800  localhost MyApp[1234]: <MyApp.Home: 0x6000> viewDidAppear(_:)
            """
        #expect(LogFormat.detect(sample: log.split(separator: "\n").map(String.init), vocabulary: UIKitSpec.spec.vocabulary) == .unifiedLog)
        let report = try Self.check(log, options: CheckOptions(unfinished: true))
        #expect(report.format == .unifiedLog)
        #expect(report.eventCount == 4)
        #expect(report.findings.map(\.rule.id) == ["WARN-1"])
        #expect(report.violations.map(\.rule.id) == ["APPEAR-2"])
        #expect(report.skipped == [.notAnEvent: 1])
    }

    @Test("The unified log's own JSON (--style ndjson): eventMessage is a console line, other messages are skipped")
    func unifiedLogNDJSON() throws {
        let log = """
            Filtering the log data using "subsystem == \\"com.example\\""
            {"traceID":1,"eventMessage":"<MyApp.Home: 0x6000> viewDidLoad()","eventType":"logEvent","subsystem":"com.example","category":"lifecycle","processID":1234,"backtrace":{"frames":[{"imageOffset":1,"imageUUID":"A"}]},"timestamp":"2020-04-01 16:30:45.465638+0800"}
            {"traceID":2,"eventMessage":"Unbalanced calls to begin/end appearance transitions for <MyApp.Home: 0x6000>.","eventType":"logEvent","subsystem":"com.apple.UIKit","processID":1234}
            {"traceID":3,"eventMessage":"GET /feed 200","eventType":"logEvent","subsystem":"com.example","processID":1234}
            {"traceID":4,"eventMessage":"<MyApp.Home: 0x6000> viewWillAppear(_:)","eventType":"logEvent","processID":1234}
            {"traceID":5,"eventMessage":"<MyApp.Home: 0x6000> viewDidAppear(_:)","eventType":"logEvent","processID":1234}
            {"traceID":6,"eventMessage":"<MyApp.Home: 0x6000> viewDidAppear(_:)","eventType":"logEvent","processID":1234}
            """
        #expect(LogFormat.detect(sample: log.split(separator: "\n").map(String.init), vocabulary: UIKitSpec.spec.vocabulary) == .jsonLines)
        let report = try Self.check(log, options: CheckOptions(unfinished: true))
        #expect(report.format == .jsonLines)
        #expect(report.eventCount == 4)
        #expect(report.findings.map(\.rule.id) == ["WARN-1"])
        #expect(report.violations.map(\.rule.id) == ["APPEAR-2"])
        #expect(report.skipped == [.notAnEvent: 1])
        // Plain JSON Lines stay strict: a record with neither a subject nor an eventMessage is an input error.
        #expect(throws: TraceError.self) { try Self.check(#"{"eventType": "logEvent"}"#) }
    }

    @Test("JSON Lines: keys are parameters, record keys are ignored, bad lines are input errors")
    func jsonLines() throws {
        let log = """
            {"time": "2020-04-01T16:30:45Z", "subject": "Home", "event": "viewDidLoad"}
            {"subject": "Home", "event": "viewWillAppear", "animated": true}
            {"subject": "Home", "event": "viewDidAppear", "animated": true, "_seq": [1, {"a": 2}]}
            {"subject": "Child", "event": "willMove", "parent": "Home"}
            {"subject": "Child", "event": "didMove", "parent": null}
            """
        let report = try Self.check(log)
        #expect(report.format == .jsonLines)
        #expect(report.violations.map(\.rule.id) == ["CONTAIN-3"])
        for (bad, expected) in [
            ("{\"subject\": \"Home\"}", "expected an \"event\" string"),
            ("{\"subject\": \"Home\", \"event\": \"viewDidLoad\", \"colour\": \"red\"}", "viewDidLoad has no key 'colour'"),
            ("{\"subject\": \"Home\", \"event\": \"viewDidLoad\"", "expected ',' or '}'"),
            ("{\"subject\": \"Home\", \"event\": \"ViewDidLoad\"}", "did you mean 'viewDidLoad'"),
        ] {
            #expect(throws: TraceError.self) { try Self.check("{\"subject\": \"A\", \"event\": \"viewDidLoad\"}\n" + bad) }
            do {
                _ = try Self.check("{\"subject\": \"A\", \"event\": \"viewDidLoad\"}\n" + bad)
            } catch let error as TraceError {
                #expect(error.line == 2)
                #expect(error.message.contains(expected), "\(error.message)")
            }
        }
    }

    @Test("A console log with only noise is not passed silently")
    func onlyNoise() {
        #expect(throws: TraceError.self) { try Self.check("hello\nworld\n", format: .console) }
    }

    @Test("By default a log records the callbacks that appear in it")
    func inferredRecording() throws {
        var options = CheckOptions()
        options.infersRecorded = true
        // A screen tracker hooks viewDidAppear only: two in a row are two appearances.
        let tracker = "<App.Home: 0x1> viewDidAppear(_:)\n<App.Home: 0x1> viewDidAppear(_:)\n"
        let report = try Self.check(tracker, options: options)
        #expect(report.violations.isEmpty)
        #expect(report.recorded == ["viewDidAppear"])
        #expect(report.recordedWasInferred)
        // Held to every callback, it breaks LOAD-5 and APPEAR-2.
        #expect(try !Self.check(tracker).violations.isEmpty)
        // A log that prints the disappearance too is held to it.
        let full = """
            <App.Home: 0x1> viewWillAppear(_:)
            <App.Home: 0x1> viewDidAppear(_:)
            <App.Home: 0x1> viewDidAppear(_:)
            <App.Home: 0x1> viewWillDisappear(_:)
            <App.Home: 0x1> viewDidDisappear(_:)
            """
        #expect(try Self.check(full, options: options).violations.map(\.rule.id) == ["APPEAR-2"])
        // A plain trace is never inferred.
        #expect(try Self.check("Home viewDidAppear\n", format: nil, options: options).recorded == nil)
        // A class that never prints viewDidLoad, though it appears (icetime17/DemoUIViewControllerRelatedAll):
        // viewDidLoad is left unchecked for the log, rather than failing each of its appearances.
        let present = ["-[Root viewWillAppear:]", "-[Root viewDidAppear:]", "-[Modal viewDidLoad]", "-[Root viewWillDisappear:]",
                       "-[Modal viewWillAppear:]", "-[Modal viewDidAppear:]", "-[Root viewDidDisappear:]"]
        let dismiss = ["-[Modal viewWillDisappear:]", "-[Root viewWillAppear:]", "-[Root viewDidAppear:]", "-[Modal viewDidDisappear:]"]
        let mixed = (present + dismiss).joined(separator: "\n")
        let inferred = try Self.check(mixed, options: options)
        #expect(inferred.violations.isEmpty)
        #expect(inferred.unlogged.keys.sorted() == ["viewDidLoad"])
        #expect(inferred.unlogged["viewDidLoad"]?.hasPrefix("Root logs ") == true)
        #expect(inferred.recorded?.contains("viewDidLoad") == false)
        // Once is enough: a class that never prints viewDidLoad in the whole log most likely
        // doesn't override it (an onboarding screen that overrides only viewWillAppear).
        #expect(try Self.check(present.joined(separator: "\n"), options: options).violations.isEmpty)
        // Where every class prints it, it is checked: an appearance before viewDidLoad is caught.
        let early = "-[Home viewWillAppear:]\n-[Home viewDidLoad]\n-[Home viewDidAppear:]\n"
        #expect(try Self.check(early, options: options).violations.map(\.rule.id) == ["LOAD-5"])
    }

    @Test("Classes that override only some callbacks: what they print shows what UIKit called unprinted")
    func partialOverrides() throws {
        var options = CheckOptions(order: .exit)
        options.infersRecorded = true
        // Feed prints all four appearance callbacks; each class below only some.
        let feed = """
            <Bank.FeedViewController: 0x1> viewDidLoad()
            <Bank.FeedViewController: 0x1> viewWillAppear(_:)
            <Bank.FeedViewController: 0x1> viewDidAppear(_:)
            <Bank.FeedViewController: 0x1> viewWillDisappear(_:)
            <Bank.FeedViewController: 0x1> viewDidDisappear(_:)

            """
        // Analytics in viewDidAppear only, appearing twice: the disappearance between is unprinted.
        let stats = feed + "<Bank.Stats: 0x2> viewDidAppear(_:)\n<Bank.Stats: 0x2> viewDidAppear(_:)\n"
        // Observers added in viewWillAppear, removed in viewDidDisappear.
        let chat = feed + "<Bank.Chat: 0x3> viewWillAppear(_:)\n<Bank.Chat: 0x3> viewDidDisappear(_:)\n"
        // Saving in viewWillDisappear, the last thing it prints.
        let edit = feed + "<Bank.Edit: 0x4> viewDidLoad()\n<Bank.Edit: 0x4> viewWillDisappear(_:)\n"
        // A gradient kept in sync in viewDidLayoutSubviews only.
        let checkout = feed + "<Bank.Checkout: 0x5> viewDidLayoutSubviews()\n<Bank.Feed2: 0x6> viewWillLayoutSubviews()\n<Bank.Feed2: 0x6> viewDidLayoutSubviews()\n"
        for (name, log) in [("stats", stats), ("chat", chat), ("edit", edit), ("checkout", checkout)] {
            let report = try Self.check(log, options: options)
            #expect(report.violations.isEmpty, "\(name): \(report.violations.map(\.rule.id)) with \(report.recorded?.sorted() ?? [])")
        }
        // A class that prints a callback elsewhere is held to it: Feed appearing twice with no
        // disappearance between, though Feed prints disappearances, is still APPEAR-1.
        let twice = feed + "<Bank.FeedViewController: 0x1> viewWillAppear(_:)\n<Bank.FeedViewController: 0x1> viewDidAppear(_:)\n"
            + "<Bank.FeedViewController: 0x1> viewWillAppear(_:)\n<Bank.FeedViewController: 0x1> viewDidAppear(_:)\n"
        #expect(try Self.check(twice, options: options).violations.map(\.rule.id) == ["APPEAR-1"])
    }

    @Test("Hostile bytes in a console log are skipped and counted: invalid UTF-8, NUL, a huge line, CRLF")
    func hostileBytes() throws {
        var bytes = Array("<App.Home: 0x1> viewDidLoad()\r\n".utf8)
        bytes += [0xFF, 0xFE, 0x41, 10]                                         // invalid UTF-8
        bytes += Array("<App.Home: 0x1> view".utf8) + [0] + Array("DidAppear()\n".utf8)   // NUL
        bytes += Array(repeating: UInt8(ascii: "x"), count: 40_000) + [10]       // a huge line
        bytes += Array("<App.Home: 0x1> viewWillAppear(_:)\r\n<App.Home: 0x1> viewDidAppear(_:)".utf8)   // no final LF
        let text = String(decoding: bytes, as: UTF8.self)   // (U+FFFD replaces the invalid bytes here)
        let report = try Self.check(text, format: .console)
        #expect(report.eventCount == 3)
        #expect(report.violations.isEmpty)
        #expect(report.skipped[.notText] == 1)
        #expect(report.skipped[.tooLong] == 1)
        #expect(report.skipped[.notAnEvent] == 1)
    }
}
