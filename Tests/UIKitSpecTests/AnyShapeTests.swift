import Lifecheck
import Testing
import UIKitSpec

/// Lines of shapes no reader lists, read by the callback they name and the controller
/// they name besides it: labels before and after, in any script, with decoration and
/// markup around them; and the lines that stay skipped (sentences, source code).
@Suite("Console lines of any shape")
struct AnyShapeTests {
    static func translate(_ line: String) -> LogLine {
        var translator = Self.translator()
        return translator.translate(Substring(line))
    }

    /// A translator of UIKit's dialect; `unnamed`: it reads a log as one controller's bare callbacks.
    static func translator(unnamed: Bool = false) -> ConsoleLineTranslator {
        var translator = ConsoleLineTranslator(vocabulary: UIKitSpec.spec.vocabulary, dialect: UIKitSpec.dialect, rules: UIKitSpec.spec.rules)
        translator.readsUnnamedCallbacks = unnamed
        return translator
    }

    @Test("A line naming one callback is its controller's event, whatever its shape", arguments: [
        // Labels after the callback, in any script.
        ("viewDidLoad() 画面A", "画面A viewDidLoad"),
        ("SettingsTableVC-viewWillAppearが呼ばれました。", "SettingsTableVC viewWillAppear"),
        ("HomeVC viewDidLoad 被调用", "HomeVC viewDidLoad"),
        ("Home viewDidLoad() // loads the feed", "Home viewDidLoad"),
        // A name in brackets after the callback is no note; nor is one word.
        ("viewDidAppear   [Screen 2]", "Screen_2 viewDidAppear"), ("viewDidAppear   [HomeViewController]", "HomeViewController viewDidAppear"),
        ("Home viewDidLoad   ← loads the feed", "Home viewDidLoad"), ("viewDidLoad()   ← Home", "Home viewDidLoad"),
        ("viewDidLoad  [home screen]", "home_screen viewDidLoad"),
        // What looked like a note held the callback: the line is read whole.
        ("Home  [viewDidLoad called]", "Home viewDidLoad"), ("ViewController  <-- viewDidLoad", "ViewController viewDidLoad"),
        ("viewWillAppear - HomeViewController", "HomeViewController viewWillAppear"),
        // An address glued to the name in parentheses; a source line after a type's name.
        ("viewWillDisappear - HomeViewController(0x600003b04000)", "HomeViewController@0x600003b04000 viewWillDisappear"),
        ("HomeViewController:32 viewWillAppear(_:)", "HomeViewController viewWillAppear"),
        // An instance's number glued in brackets (its hash value) is part of its name, and Swift's
        // ObjectIdentifier prints an address, read as the controller's.
        ("SettingsNavigationController[140231156251136] viewWillAppear(_:)", "SettingsNavigationController_140231156251136 viewWillAppear"),
        ("FeedNavigationController ObjectIdentifier(0x00007f8a1c411400) viewDidLoad()", "FeedNavigationController@0x00007f8a1c411400 viewDidLoad"),
        // A name that opens a parenthesis keeps the one that closes it.
        ("ViewController(VC) — init(coder:) Start / End", "ViewController(VC) init"),
        ("viewDidAppear(_:) 홈 화면", "홈_화면 viewDidAppear"),
        // Labels before it, with blanks, punctuation, numbers, commentary after.
        ("首页 viewDidLoad 调用", "首页 viewDidLoad"),
        ("首页 viewDidLoad调用", "首页 viewDidLoad"),
        ("HomeVC viewDidLoad called", "HomeVC viewDidLoad"),
        ("First VC -> viewWillAppear(_:)", "First_VC viewWillAppear"),
        ("ホーム画面の viewDidLoad が呼ばれた", "ホーム画面の viewDidLoad"),
        ("Screen 2 | viewDidDisappear(_:)", "Screen_2 viewDidDisappear"),
        // An ordinal written in another script is a name, not a number with its unit (a
        // Korean study note: 1번째, "the first", screen): a unit is written in Latin letters.
        ("1번째 viewDidLoad 호출", "1번째 viewDidLoad"),
        ("2번째 viewWillAppear", "2번째 viewWillAppear"),
        ("viewDidAppear 1つ目", "1つ目 viewDidAppear"),
        // … and so is an English one, as `first` is (a Korean study note's `1st`/`2nd` screens).
        ("1st viewDidLoad", "1st viewDidLoad"), ("2nd ViewController loadView", "2nd_ViewController loadView"),
        ("3rd viewWillAppear()", "3rd viewWillAppear"),
        // A run of `=` glued before a name is a separator, no key (`====VC-2 viewDidLoad 호출됨`).
        ("====VC-2 viewDidLoad 호출됨", "VC-2 viewDidLoad"),
        // A verb of calling between the name and the callback (`mainViewCtrl invoke viewDidLoad`).
        ("mainViewCtrl invoke viewDidLoad", "mainViewCtrl viewDidLoad"), ("Home calls viewWillAppear", "Home viewWillAppear"),
        // A controller's number glued after its callback (a study note's `viewDidLoad1`, `viewWillAppear2`).
        ("viewDidLoad1", "1 viewDidLoad"), ("viewWillDisappear2", "2 viewWillDisappear"),
        // A list's role word glued before its callback (a page whose markup ran them together).
        ("1. CurrentviewWillDisappear", "Current viewWillDisappear"), ("2) NewviewDidAppear", "New viewDidAppear"),
        // A creation capitalized as a word (a Swift course's `print("JackViewController Init")`).
        ("JackViewController Init", "JackViewController init"),
        // A comment's bullet before a name and its callback (an Appery.io source comment).
        ("// - SomeTopViewController ViewWillDisappear", "SomeTopViewController viewWillDisappear"),
        // A name of a few words after the callback stays a name; a sentence before it does not
        // make the name after it commentary.
        ("viewDidAppear(_:) 홈 화면 2", "홈_화면_2 viewDidAppear"),
        ("Home viewDidLoad on animation completion", "Home viewDidLoad"),
        // A controller's name of two words, an identifier after the callback (uias/Pageboy#233).
        ("A ViewController viewDidLoad()", "A_ViewController viewDidLoad"),
        ("viewDidLoad 0D2C7F77-A822-4EF7-A0DA-D4C91F71B118", "0D2C7F77-A822-4EF7-A0DA-D4C91F71B118 viewDidLoad"),
        // Timestamps and counters of any form, level and category tags.
        ("[12:00:01.123] HomeVC viewDidLoad called", "HomeVC viewDidLoad"),
        ("2024/05/01 12:00:01 [DEBUG] Home: viewWillAppear(_:)", "Home viewWillAppear"),
        ("#42 Home viewDidAppear", "Home viewDidAppear"),
        ("(3) Detail viewDidLoad()", "Detail viewDidLoad"),
        ("[Lifecycle] Home viewDidLoad called", "Home viewDidLoad"),
        // A step counter or a tag of a word or two closed by a colon, before the name (an
        // English study document's visualizer: `Step 2: [VC B] …`); a label of two words
        // closed by a colon before the callback stays the name (`Screen 2: viewDidLoad`).
        ("Step 2: [VC B] viewWillDisappear(true)", "VC_B viewWillDisappear"),
        ("Step 12: Home viewDidLoad()", "Home viewDidLoad"),
        ("Nav Stack: Home viewDidAppear", "Home viewDidAppear"),
        ("Screen 2: viewDidLoad", "Screen_2 viewDidLoad"),
        // … of any length: a heading before the label (a Vietnamese exercise's notes).
        ("Push screen B -> A: VC2 viewWillDisappear Called", "VC2 viewWillDisappear"),
        // A log line pasted as a comment (the same notes, kept as // comments in source).
        ("//    Push screen B -> A: VC2 viewWillDisappear Called", "VC2 viewWillDisappear"),
        ("//                        VC1 viewWillAppear Called", "VC1 viewWillAppear"),
        ("// HomeVC: viewDidLoad()", "HomeVC viewDidLoad"),
        ("12:00:01 D/Home: viewDidLoad", "Home viewDidLoad"),
        ("💚 INFO Home.viewDidLoad() line 12", "Home viewDidLoad"),
        // Values printed beside the callback.
        ("Home viewWillAppear animated=YES", "Home viewWillAppear animated=true"),
        ("Home viewWillDisappear(_:) animated: false", "Home viewWillDisappear animated=false"),
        ("Home viewDidLoad 0.123s", "Home viewDidLoad"),
        // An address beside a label.
        ("Home 0x7fa1 viewDidLoad", "Home@0x7fa1 viewDidLoad"),
        // HTML and Markdown left-overs, bullets, quoting.
        ("&lt;MyApp.Home: 0x1f&gt; viewDidLoad()", "Home@0x1f viewDidLoad"),
        ("<code>&lt;MyApp.Home: 0x1f&gt; viewWillAppear(_:)</code><br>", "Home@0x1f viewWillAppear"),
        ("`<MyApp.Home: 0x1f> viewDidAppear(_:)`", "Home@0x1f viewDidAppear"),
        ("> <MyApp.Home: 0x1f> viewDidLoad()", "Home@0x1f viewDidLoad"),
        ("> > -[Home viewDidLoad]", "Home viewDidLoad"),
        ("- HomeVC viewDidLoad", "HomeVC viewDidLoad"),
        ("* **Detail** viewWillAppear", "Detail viewWillAppear"),
        ("• 画面B viewDidLoad", "画面B viewDidLoad"),
        ("1. Home viewDidLoad", "Home viewDidLoad"),
        // The method's class, wherever the method sits; self after it.
        ("[12:00] >>> -[Home viewDidAppear:] <<<", "Home viewDidAppear"),
        ("Home.viewDidLoad() called", "Home viewDidLoad"),
        ("called viewDidLoad on <MyApp.Home: 0x1f>", "Home@0x1f viewDidLoad"),
        // A callback named by its words (kawoou/KWDrawerController#22), in any case and spacing.
        ("inner content controller will disappear", "inner_content_controller viewWillDisappear"),
        ("side menu controller did appear", "side_menu_controller viewDidAppear"),
        ("VIEW_DID_LOAD Home", "Home viewDidLoad"),
        ("Detail: View Will Layout Subviews", "Detail viewWillLayoutSubviews"),
        // Numbers after the callback are part of the label (a page index, min/MNPageViewController#8).
        ("viewWillAppear: 2 UIDeviceRGBColorSpace 1 0.5 0 1", "2_UIDeviceRGBColorSpace_1_0.5_0_1 viewWillAppear"),
        ("viewDidAppear(_:) 3", "3 viewDidAppear"),
        // A source file names its class (XCGLogger's `[ViewController.swift:42]`).
        ("A ViewController.swift viewDidDisappear(_:)", "A_ViewController viewDidDisappear"),
        ("[Debug] [main] [Home.swift:42] viewDidLoad()", "Home viewDidLoad"),
        // … a path to it (`#file`), whose line number is no part of the name (daheenallwhite.github.io);
        // with its dot lost in a paste.
        ("/Users/me/PhotoFrame/FirstViewController.swift 15 viewDidLoad() 40 <- 맨 처음 실행시", "FirstViewController viewDidLoad"),
        ("B ViewControllerswift viewDidAppear(_:)", "B_ViewController viewDidAppear"),
        // Callbacks retyped in another case (wlgusdn700.tistory.com, a machine translation).
        ("HomeViewController ViewWillAppear", "HomeViewController viewWillAppear"),
        ("B(viewwillAppear)", "B viewWillAppear"),
        ("B(viewWillDisAppear)", "B viewWillDisappear"),
        ("Home VIEWDIDAPPEAR", "Home viewDidAppear"),
        ("OneViewController --> -[MainViewController ViewWillAppear:]", "OneViewController viewWillAppear"),
        // A view's own state callbacks without their `view` word, as notes shorten them (velog.io/@rudin_).
        ("- second vc isAppearing", "second_vc viewIsAppearing"),
        ("first vc didDisappear", "first_vc viewDidDisappear"),
        ("Home: willAppear", "Home viewWillAppear"),
        ("Home DidLoad()", "Home viewDidLoad"),
        ("Home willLayoutSubviews", "Home viewWillLayoutSubviews"),
        // A counter, then a controller and its address: no backtrace frame (no offset, no `in`).
        ("3 Home 0x7fa1 viewDidLoad", "Home@0x7fa1 viewDidLoad"),
        ("<MyApp.Home: 0x1f> willTransition(to:with:)", "Home@0x1f willTransition"),   // the trait-collection callback
        // Keys written before values and callbacks (seeking-star.com): the values.
        ("クラス名:FirstViewController メソッド名:viewDidLoad()", "FirstViewController viewDidLoad"),
        // An NSLog prefix whose timestamp was cut short in the paste.
        ("10:31:28.835 SIMAlbum[33599:524075] FirstVC viewDidLoad", "FirstVC viewDidLoad"),
        ("+0800 LifeCircleDemo[39467:385142] Second viewDidLoad", "Second viewDidLoad"),
        // Values printed beside the callback in parentheses or braces, with the type or key
        // they are printed with, are no label (kingcos/Perspective, "> **OUTPUT:**").
        ("Home viewDidLayoutSubviews() - CGRect(x: 0.0, y: 0.0, width: 390.0, height: 844.0)", "Home viewDidLayoutSubviews"),
        ("viewWillLayoutSubviews() Home frame: (0.0, 0.0, 390.0, 844.0)", "Home viewWillLayoutSubviews"),
        ("Detail viewIsAppearing(_:) bounds={{0, 0}, {390, 844}}", "Detail viewIsAppearing"),
        // A selector in Swift's own Objective-C spelling (`willMove(toParent:)` is
        // `willMoveToParent:`), its argument written after the colon as in a message
        // (the Catalyst blog's containment logs).
        ("C2 willMoveToParent:container", "C2 willMove parent=container"),
        ("C1 didMoveToParent:container      ← 第二次", "C1 didMove parent=container"),
        ("Child didMoveToParentViewController:Home", "Child didMove parent=Home"),
        // … but an address in parentheses is still the controller's.
        ("viewDidLoad() Home (0x7fa1)", "Home@0x7fa1 viewDidLoad"),
        // A negation that denies something else than the call leaves the line its callback's;
        // one word in lower case after the callback is a label; an address an arrow points at
        // before the callback is still the controller's; a numbered line that ends with its
        // source location is no stack frame.
        ("Home viewWillAppear: user not logged in", "Home viewWillAppear"),
        ("viewDidLoad home", "home viewDidLoad"),
        ("→ 0x7fa1 viewDidLoad", "0x7fa1 viewDidLoad"),
        ("1 HomeVC viewDidLoad (HomeVC.swift:23)", "HomeVC viewDidLoad"),
        // Memory warnings, the controller's and the app's; a level before a method is no
        // runtime class; a screen may be called Info.
        ("A  didReceiveMemoryWarning   isViewLoaded=0  view=0x0", "A didReceiveMemoryWarning"),
        ("-[ViewController didReceiveMemoryWarning]", "ViewController didReceiveMemoryWarning"),
        ("WARNING -> applicationDidReceiveMemoryWarning()", "App applicationDidReceiveMemoryWarning"),
        ("WARNING -[Home viewDidAppear:]", "Home viewDidAppear"),
        ("Info viewDidAppear", "Info viewDidAppear"),
        // A type named like an event (`RootViewController`, not the event `rootViewController`)
        // is the class; one identifier may be a long name.
        ("[10:00:01] RootViewController viewDidLoad()", "RootViewController viewDidLoad"),
        ("🔵 viewDidLoad RootViewController", "RootViewController viewDidLoad"),
        ("ShowViewController viewWillAppear", "ShowViewController viewWillAppear"),
        // (Capitalized selectors, as .NET binds them, stay the events they name.)
        ("<Home: 0x1> AddChildViewController <Child: 0x2>", "Home@0x1 addChild child=Child@0x2"),
        ("<Child: 0x2> DidMoveToParentViewController <Home: 0x1>", "Child@0x2 didMove parent=Home@0x1"),
        ("[2024-05-01 10:00:01 +0000] NotificationPreferencesSettingsViewController viewDidLoad()",
         "NotificationPreferencesSettingsViewController viewDidLoad"),
        // A swizzled implementation, named for the callback it replaces behind a prefix.
        ("-[UIViewController(Tracking) xxx_viewWillAppear:] <DetailViewController: 0x7f8a1c40c800>",
         "DetailViewController@0x7f8a1c40c800 viewWillAppear"),
        ("HomeViewController swizzled_viewDidAppear(_:)", "HomeViewController viewDidAppear"),
        ("lc_viewDidLoad() <MyApp.Home: 0x7f8a1c40c900>", "Home@0x7f8a1c40c900 viewDidLoad"),
        // A base class's logger names its source file; the type its message names is the
        // controller (XCGLogger, SwiftyBeaver); a word there is no type.
        ("2024-05-01 10:00:01.101 [Debug] [main] [BaseViewController.swift:30] viewDidLoad() > HomeViewController",
         "HomeViewController viewDidLoad"),
        ("10:00:01.138 💚 DEBUG BaseViewController.viewWillAppear(_:):31 - HomeViewController", "HomeViewController viewWillAppear"),
        ("[HomeViewController.swift:20] viewDidLoad() > lifecycle", "HomeViewController viewDidLoad"),
        ("[HomeViewController.swift:20] viewDidLoad() > Start", "HomeViewController viewDidLoad"),
        // An editor's line number and bar before an `NSLog` prefix (a gist's gutter).
        ("12 | 2024-05-01 10:00:01.101000+0200 MyApp[4821:1203345] [Lifecycle] HomeViewController viewDidLoad()",
         "HomeViewController viewDidLoad"),
    ])
    func events(_ line: String, _ expected: String) {
        #expect(Self.translate(line) == .event(expected))
    }

    /// Expects `line`, checked as `lifecheck check` does, to be read as the events `expected`
    /// (plain lines), or, when `expected` is empty, as no sequence (one event at most).
    static func expectSequence(_ line: String, _ expected: [String]) {
        var options = CheckOptions(format: .console, dialect: UIKitSpec.dialect)
        options.readingLimit = 20
        options.infersRecorded = true
        let read = (try? TraceChecker(spec: UIKitSpec.compiled, options: options).check(text: line + "\n"))?.readings ?? []
        let events = read.compactMap { reading -> String? in if case .event(let plain) = reading.outcome { plain } else { nil } }
        if expected.isEmpty {
            #expect(events.count < 2, "\(events)")
        } else {
            #expect(events == expected)
        }
    }

    @Test("Callbacks written as a chain on one line are read in order, one message per item", arguments: [
        // (e-com-net.com, lxweimin.com, rickytan/RTRootNavigationController#152)
        ("(VC1)viewWillDisappear->(VC2)viewDidLoad->(VC2)viewWillAppear", ["VC1 viewWillDisappear", "VC2 viewDidLoad", "VC2 viewWillAppear"]),
        ("Home viewDidLoad → Home viewWillAppear", []),                                   // two items: no chain
        ("loadView→viewDidLoad→viewWillAppear", ["(controller) loadView", "(controller) viewDidLoad", "(controller) viewWillAppear"]),
        ("Home:viewDidLoad ----- Home:viewWillAppear:animated------Home:viewDidAppear", ["Home viewDidLoad", "Home viewWillAppear", "Home viewDidAppear"]),
        ("First VC -> viewWillAppear(_:) -> done", []),                                   // a label, one callback, a word
        // Items of a few words: a callback in words, a prose head, a label each (coddang/iOS_BootCamp_SSAC#29).
        ("viewDidLoad → viewWillAppear → view did appear", ["(controller) viewDidLoad", "(controller) viewWillAppear", "(controller) viewDidAppear"]),
        ("Home viewDidLoad → Home viewWillAppear → Home viewDidAppear", ["Home viewDidLoad", "Home viewWillAppear", "Home viewDidAppear"]),
        ("at the first screen loadView -> viewDidLoad() -> viewWillAppear()", []),         // an item of five words: no chain
        // A chain wrapped onto the next line ends (or starts) with its arrow: no item there (a
        // Chinese note's arrow chains).
        ("B: viewWillDisappear -> A: viewWillAppear -> A: viewWillDisappear ->", ["B viewWillDisappear", "A viewWillAppear", "A viewWillDisappear"]),
        ("-> A: viewDidDisappear -> B: viewWillAppear -> B: viewDidAppear", ["A viewDidDisappear", "B viewWillAppear", "B viewDidAppear"]),
        ("First VC -> viewWillAppear(_:) ->", []),                                        // two items and an arrow: no chain
    ])
    func chains(_ line: String, _ expected: [String]) throws {
        Self.expectSequence(line, expected)
    }

    @Test("Calls written each with its controller, joined by `and` or a label, are one message each", arguments: [
        // (element-hq/element-ios#5668)
        ("2. open the app -> `Home.viewWillAppear()` and `Home.viewDidAppear()` is called", ["Home viewWillAppear", "Home viewDidAppear"]),
        ("MyApp.Home.viewDidLoad() -> MyApp.Home.viewWillAppear()", ["MyApp.Home viewDidLoad", "MyApp.Home viewWillAppear"]),
        ("One --> -[Base viewDidLoad] Two --> -[Base viewDidLoad]", ["One viewDidLoad", "Two viewDidLoad"]),
        // A sentence about two calls, or a call in a shape not read between them: one line, not read.
        ("Home.viewDidAppear() is called before Home.viewWillAppear()", []),
        ("One --> -[Base viewDidLoad] One --> - [Base viewWillAppear:] Two --> -[Base viewDidLoad]", []),
        // Hostile lines of 16 KB: calls never closed, thousands of calls or arrows naming no callback.
        (String(repeating: "-[a ", count: 4000), []), (String(repeating: "A.b(", count: 4000), []),
        (String(repeating: "-[A b] ", count: 2300), []), (String(repeating: "A.b() and ", count: 1600), []),
        (String(repeating: "x -> ", count: 3200), []),
    ])
    func qualifiedCalls(_ line: String, _ expected: [String]) throws {
        Self.expectSequence(line, expected)
    }

    @Test("An identifier written as a type, with a description in another script after it, is the controller", arguments: [
        // (jianshu.com/p/e36a5d64ede2 mirror)
        ("8.viewWillAppear:ViewController2将要出现", "ViewController2 viewWillAppear"),
        ("7.viewWillDisappear:ViewController1 将要消失", "ViewController1 viewWillDisappear"),
        ("HomeVC 화면 viewDidLoad()", "HomeVC viewDidLoad"),
        // A label that starts in another script, or a plain word before it, is kept whole.
        ("画面A:viewDidLoad()", "画面A viewDidLoad"),
        ("viewDidLoad() 首页VC", "首页VC viewDidLoad"),
        ("viewDidLoad() Main画面", "Main画面 viewDidLoad"),
    ])
    func describedLabels(_ line: String, _ expected: String) {
        #expect(Self.translate(line) == .event(expected))
    }

    @Test("A callback misspelt by one slip of typing is the callback, when its name is long and no other name is as near", arguments: [
        // blog.csdn.net/zm19920924/article/details/51557820; a GitHub interview note.
        ("3. AVC viewDidApper", "AVC viewDidAppear"),
        ("- [viewController2 viewDidLauoutSubviews] （第二个界面完成布局控件）", "viewController2 viewDidLayoutSubviews"),
        ("secondVC viewWillDisapear", "secondVC viewWillDisappear"),
        ("Home viewDidLaod", "Home viewDidLoad"),
        ("Home viewwilldisappaer", "Home viewWillDisappear"),
    ])
    func misspelt(_ line: String, _ expected: String) {
        #expect(Self.translate(line) == .event(expected))
    }

    @Test("A short callback name is not read through a misspelling, nor a word two slips away", arguments: [
        "Home laodView", "Child wilMove", "Home viewDidAppeared", "Home viewWillAppearing",
        // `Dissapear` for `Disappear` is two slips (one letter added, one left out).
        "secondVC viewWillDissapear",
    ])
    func notMisspelt(_ line: String) {
        if case .event(let read) = Self.translate(line) { Issue.record("read as \(read)") }
    }

    @Test("A callback with nothing else to name a controller is a callback without one", arguments: [
        // A sentence after the callback is commentary, not a name (Orderella/PopupDialog#112;
        // jongchanpark.tistory.com/25), in any script.
        "viewDidLoad - 첫번째 뷰가 로드되었습니다.",
        // Two spellings of one callback: the second is no label (codewithswift.in/?p=392).
        "init(coder)/init(nibName:bundle:):",
        "viewWillAppear - first screen shows up.",
        "viewDidLoad called", "12:00:01.123 viewWillAppear(_:) animated: true", "[INFO] viewDidAppear(_:)",
        "- viewDidLoad()", "> viewDidLoad", "➡️ viewDidLoad", "viewDidLoad is called", "ViewDidLoad",
        "LifeCircleDemo[39467:385142] viewWillAppear:", "10:31:28.835 LifeCircleDemo[39467:385142] viewWillAppear:",
        // Only values beside it: a frame printed as an optional tuple (kingcos/Perspective).
        "viewWillLayoutSubviews() - Optional((162.0, 308.0, 50.0, 50.0))", "viewDidLayoutSubviews() {{0,95},{390,44}}",
        // Japanese after the callback that begins with a particle says something of it
        // ("is called", "like …"), glued or not; a text closed by `。` is a sentence.
        "👿viewWillAppearが呼ばれたよ", "viewDidLayoutSubviewsは複数回呼ばれる可能性がある",
        "`viewDidLayoutSubviews()`が複数呼ばれ見事にバグってた", "viewWillAppear() と同じく何度も呼ばれることがあります。",
        "viewDidLoad 画面を読み込みました。",
        // "Was called", "called", "executed" in Chinese and Korean, glued or not.
        "viewDidLoad被调用了", "viewWillAppear 被调用", "viewWillDisappear执行了", "viewDidDisappear 호출됨",
        "Метод viewDidLoad", "viewDidLoad вызван", "viewWillAppear llamado",
        // A comment after the callback, behind `//` or a box-drawing rule, names nothing; nor
        // does another spelling of the callback.
        "viewWillAppear            // 화면에 등장하기 직전 (매번)", "viewDidAppear(_:)         ── 화면 전환 애니메이션 완료",
        "viewWillLayoutSubviews() ─┐", "init(coder:) / init(nibName:bundle:)", "init(coder:) or init(nibName:bundle:)", "init(coder:)或init(nibName:bundle:)", "viewDidAppear aufgerufen", "viewWillAppear được gọi", "viewDidLoad foi chamado",
        // Nor does a note behind an arrow pointing back at it, or in brackets after a gap, in
        // words of a sentence (diagrams of the order in guides).
        "viewDidLoad()                  ← Setup UI, bind ViewModel", "viewDidAppear(_:)  ⬅ Analytics, start tracking",
        "viewWillAppear <-- refresh data", "viewDidLoad()              [⭐ One-time configuration]",
        "viewWillAppear(_:)         [Called before every appearance]",
        // A declaration's typed parameter after the selector's colon is no label.
        "- viewWillAppear:(BOOL)animated",
        // A Chinese preposition glued before the callback, and nothing after it: the callback alone.
        "在viewDidLoad",
        // An address an arrow points at is what the call made (the view loadView loaded), and
        // one given as a property's value is the property's.
        "loadView #1 -> 0xc21092140", "viewDidLoad #1, view=0xc21092140",
        // A log level in capitals before the callback names nothing (a Unity app's
        // `printf("WARNING -> applicationDidReceiveMemoryWarning()")`).
        "WARNING -> viewDidLoad()", "INFO: viewWillAppear(_:)", "DEBUG viewDidAppear:",
    ])
    func noSubject(_ line: String) {
        #expect(Self.translate(line) == .skipped(.noSubject))
    }

    @Test("A callback first on its line, then a colon and a description, is a definition, however long or short the description", arguments: [
        // jessicakohh/iOS-Study#33: one list, read before as a controller on some items and skipped on others.
        "- 1) viewDidLoad() : 뷰컨을 생성", "- 2) viewWilAppear() : 뷰 계층 구조에 추가 되기 직전",
        "- 3) viewDidAppear() : 뷰 계층 구조에 추가된 직후", "- 5) viewDidDisappear() : 뷰 계층구조에서 사라진 직후",
        // lunchScreen/Interview_Questions#9: the description names other callbacks.
        "viewWillAppear : 뷰가 나타나기 전에 호출되는 메소드로 viewDidLoad 와 다르게 호출되는 메소드입니다.",
        // A Chinese interview note's glossary: the colon glued, the description in any script.
        "viewDidAppear:视图完全展示在界面之前最后的调整.", "viewWillLayoutSubviews:view 即将布局其Subviews.",
        "initWithNibName:bundle: 初始化UIViewController，执行关键数据初始化操作.",
        // Orderella/PopupDialog#112; English descriptions.
        "3) viewDidAppear : on animation completion", "viewDidLoad: sets up views", "viewDidLoad: Called once the view is loaded.",
    ])
    func definition(_ line: String) {
        #expect(Self.translate(line) == .skipped(.definition))
    }

    @Test("A callback, a colon and a name written as a controller is a log line, not a definition", arguments: [
        ("viewDidLoad: HomeViewController", "HomeViewController viewDidLoad"),
        ("viewWillAppear : First VC", "First_VC viewWillAppear"),
        ("viewDidLoad: vc1", "vc1 viewDidLoad"),
        ("viewDidAppear: <App.Home: 0x1>", "Home@0x1 viewDidAppear"),
        ("8.viewWillAppear:ViewController2将要出现", "ViewController2 viewWillAppear"),
    ])
    func notDefinition(_ line: String, _ expected: String) {
        #expect(Self.translate(line) == .event(expected))
    }

    @Test("A printed line (a process column before it) is a log line, whatever its message's shape; the app's callbacks name no controller after them", arguments: [
        // keybase/client#12270: NSLog lines of the app delegate, the callback, a colon and what it does.
        ("2018-06-08 10:21:15.453 Keybase[10914:3793552] applicationWillResignActive: cancelling outstanding animations...", "App applicationWillResignActive"),
        ("2018-06-08 10:21:29.524 Keybase[10915:3793916] applicationDidBecomeActive: notifying service.", "App applicationDidBecomeActive"),
        ("2024-05-01 10:00:00.123 MyApp[42:7] viewDidLoad: sets up views", "(controller) viewDidLoad"),
    ])
    func printedDefinitionShape(_ line: String, _ expected: String) {
        var translator = Self.translator(unnamed: true)
        // The same message without its prefix, read first, is still a definition: the two are remembered apart.
        let message = String(line[line.range(of: "] ")!.upperBound...])
        #expect(translator.translate(Substring(message)) == .skipped(.definition))
        #expect(translator.translate(Substring(line)) == .event(expected))
        #expect(translator.translate(Substring(message)) == .skipped(.definition))
    }

    @Test("UIView's willMove(toWindow:) and willMove(toSuperview:) are no controller's willMove(toParent:)", arguments: [
        "willMove toWindow: nil", "willMove toSuperview: Optional(\"<UIView: 0x1047123d0; frame = (0 0; 414 736)>\")",
        "TestView willMove(toWindow:)", "willMove(toSuperview:) <UIView: 0x1>",
    ])
    func viewMoves(_ line: String) {
        #expect(Self.translate(line) == .skipped(.otherFunction))
    }

    @Test("In a log of one controller's bare callbacks, words after a callback are what its line prints; layout callbacks shortened are read", arguments: [
        // mattneub/Programming-iOS-Book-Examples: a launch's print calls.
        ("viewDidLoad reports compact regular", "(controller) viewDidLoad"),
        ("willTransition trait compact compact", "(controller) willTransition"),
        ("willLayout  (375.0, 667.0)", "(controller) viewWillLayoutSubviews"),
        ("didLayout (375.0, 667.0)", "(controller) viewDidLayoutSubviews"),
        ("did layout", "(controller) viewDidLayoutSubviews"),
        // A name before the callback is still a controller.
        ("Second viewDidLoad", "Second viewDidLoad"),
    ])
    func oneControllersLines(_ line: String, _ expected: String) {
        var translator = Self.translator(unnamed: true)
        #expect(translator.translate(Substring(line)) == .event(expected))
    }

    @Test("A console line quoted in a comment after a run of dashes, a print's decoration, or what `__func__` prints, is read", arguments: [
        ("//    ------ JCSNavigatorVC viewWillDisappear", "JCSNavigatorVC viewWillDisappear"),
        ("// --- Home viewDidLoad", "Home viewDidLoad"),
        ("// -[ViewController viewWillAppear:]", "ViewController viewWillAppear"),
    ])
    func commentedDashRun(_ line: String, _ expected: String) {
        #expect(Self.translate(line) == .event(expected))
    }

    @Test("A clause (an ideographic comma or full stop between a word's letters) around a callback is a sentence, not a controller", arguments: [
        "2017-12-14 17:32:47.139167+0800 MyExampleProject[98455:903002] 坐标值，要到viewDidLayoutSubviews 才正确。根视图的大小改变了，",
        "坐标值，要到viewDidLayoutSubviews 才正确。根视图的大小改变了",
        // A preposition glued before the callback and the sentence glued after it ("used in
        // viewDidLoad, this prints the following").
        "在viewDidLoad中使用会打印以下内容", "在viewDidLoad中调用",
    ])
    func ideographicClause(_ line: String) {
        if case .event = Self.translate(line) { Issue.record("a sentence was read as an event") }
    }

    @Test("UIKit's warning after a paste's label and a colon, in any script, is UIKit's", arguments: [
        "/// 出现警告： Presenting view controllers on detached view controllers is discouraged",
        "- Bug: Warning: Attempt to present * on * which is already presenting",
        // An exception's words to the controller it names, cut there, alone or after a colon
        // that introduces it in a sentence ("… then pushing or presenting it raises:").
        "//Application tried to present modally an active controller",
        "// 再push/modal这个控制器就会报错 : Application tried to present modally an active controller",
        // A colon in a script written without blanks is followed by none.
        "// 此方法可解决bug:Presenting view controllers on detached view controllers is discouraged",
    ])
    func warningAfterLabel(_ line: String) {
        guard case .finding(let rule, let subject, _) = Self.translate(line) else { Issue.record("not a finding"); return }
        #expect(rule == "WARN-3" && subject == ConsoleLineTranslator.unnamedWarned)
    }

    @Test("An end of life capitalized as a word is one, as `deinit` is")
    func capitalizedEndOfLife() {
        #expect(Self.translate("JackDetailViewController Deinit") == .skipped(.endOfLife))
        #expect(Self.translate("-[Home Dealloc]") == .skipped(.endOfLife))
    }

    @Test("Hostile lines of 16 KB are skipped in one pass each, not one per mark", arguments: [
        String(repeating: "-[", count: 8000), String(repeating: "<", count: 16000), String(repeating: "a:", count: 8000),
        String(repeating: "viewDidLoad(", count: 1300), String(repeating: "view will ", count: 1600),
        "[" + String(repeating: "x]", count: 5000),
    ])
    func hostile(_ line: String) {
        if case .event = Self.translate(line) { Issue.record("a hostile line was read as an event") }
    }

    @Test("Sentences and source code that name callbacks are not events", arguments: [
        "The viewDidLoad was called twice",
        "viewDidLoad is called when the view is loaded into memory",
        "I noticed that viewWillAppear is called before viewDidLoad",
        "override func viewDidLoad() {",
        "super.viewDidLoad()",
        "print(\"viewDidLoad\")",
        "Why is viewDidAppear not called?",
        "In viewWillAppear we reload the table",
        // A test's name or a hook's says when or what, no swizzled implementation.
        "Test Case '-[AppTests.HomeTests test_viewDidAppear]' started.",
        "Home before_viewDidLoad()",
        // Words of a callback other than an appearance need their `view`: data loads too.
        "Feed data did load",
        "The view will appear after the animation",
        // A callback quoted as inline code in running text, in any script: a mention, not a
        // log line (kingcos/Perspective's notes under its "> **OUTPUT:**" blocks).
        "- `loadView()` 即加载控制器管理的 view。",
        "- 若 `loadView()` 没有加载 view，`viewDidLoad()` 会一直调用 `loadView()` 加载 view，因此构成了死循环，程序即卡死。",
        "Put some logs in `viewDidAppear(_:)` of the home screen",
        "`viewDidLoad` 에서 한 번만 호출됩니다",
        // A callback with a particle glued to it, in a phrase (imashrimp/iOS_study_repo#2).
        "- viewDidLoad와 차이",
        // Comments on code that name callbacks: code commented out, a directive, a callback
        // named alone or first, a sentence.
        "// super.viewDidLoad()", "// MARK: - viewDidLoad", "// viewDidLoad", "// viewWillAppear: reload the table",
        "// Called after viewDidLoad", "//  print(\"Home viewDidLoad\")",
        // A comment that names a controller and its callback in a sentence (a Korean doc
        // comment: "proceed after awaiting PresentedViewController's ViewDidAppear").
        "/// PresentedViewController의 ViewDidAppear 호출까지 await 후 진행",
        // Code that names a callback: a selector, an awaited call, an implicit member.
        "let originalSelector = #selector(viewWillAppear(_:))", "///   await self?.dismiss(animated: true)",
        "blueBtn.frame.origin = .init(x: 100, y: 100)", "VC2 *vc2 = [[VC2 alloc] initWithNibName:@\"VC2\" bundle:nil];",
        // A callback struck out by a cross mark after it: it does not come (a Korean post's
        // page-sheet steps, `❌ 호출 안 됨`, "not called").
        "1. A: viewWillDisappear ❌ 호출 안 됨", "4. A: viewDidAppear ❌", "Home viewWillAppear ✗ not called",
        // A callback the line says did not run: in words, in any language ("not called even
        // once", a Chinese post's memory-warning experiment).
        "viewDidAppear not called", "Home viewWillAppear never fired", "Detail viewDidDisappear isn't called",
        "viewDidUnload 一次都没被调", "Home viewDidLoad 没有调用", "viewWillAppear が呼ばれない",
        // Or a denial of calling it before it ("pressing Home does not call viewWillDisappear").
        "注：点击Home键并不会调用viewWillDisappear", "Home does not call viewWillDisappear",
        "Don't call viewWillAppear", "Home: shouldn't call viewDidLoad", "Rule 3: can't call viewDidLoad",
        // What `__func__` printed, in a comment with a sentence after it: a comment on the method.
        "// -[Home viewDidLoad] must call super first", "// -[UIViewController viewDidLoad] is where you set up views",
        // A statement, commented out or not: no log prints the semicolon that ends a call.
        "//[self addChildViewController:vcSearch];", "[self viewDidLoad];", "self.addChild(child);",
        // A view's initializer: no controller has init(frame:).
        "🐯🐯 - init(frame:)", "HomeView initWithFrame:",
        // lldb's prompt and its disassembly's heading name a method, and call none.
        "(lldb) disass -n \"-[UIViewController viewWillAppear:]\" -c 3", "UIKit`-[UIViewController viewWillAppear:]:",
        // A callback in a bullet of a comment, with no name before it, is a note on code.
        "// - viewDidLoad",
        // A number glued to a short name, or to a longer identifier, is no controller's.
        "init2", "viewDidLoadData2",
    ])
    func notEvents(_ line: String) {
        let read = Self.translate(line)
        #expect(read == .skipped(.notAnEvent) || read == .skipped(.unreadCallback) || read == .skipped(.otherFunction), "\(read)")
    }
}
