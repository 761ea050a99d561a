import Foundation
import Lifecheck
import Testing
import UIKitSpec

@Suite("UIKit spec")
struct SpecTests {
    @Test("The spec compiles")
    func compiles() throws {
        let compiled = try UIKitSpec.spec.compile()
        #expect(compiled.rules.count == UIKitSpec.spec.rules.count)
    }

    @Test("Specs/RULES.md is the generated catalogue (regenerate: swift run lifecheck spec --format markdown > Specs/RULES.md)")
    func catalogueIsFresh() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Specs/RULES.md").standardized
        let onDisk = try String(contentsOf: url, encoding: .utf8)
        #expect(onDisk == SpecRenderer(spec: UIKitSpec.spec).markdown())
    }

    @Test("Every rule has an ID of the form FAMILY-N, a statement, a fix and a source")
    func rulesAreComplete() {
        for rule in UIKitSpec.spec.rules {
            #expect(rule.id.wholeMatch(of: /[A-Z]+-[0-9]+/) != nil, "\(rule.id)")
            #expect(rule.statement.hasSuffix("."), "\(rule.id)")
            #expect(!rule.fix.isEmpty && !rule.sources.isEmpty, "\(rule.id)")
        }
    }

    @Test("Every event of the trace format is in the vocabulary")
    func vocabularyMatchesTraceFormat() {
        let names = Set(UIKitSpec.spec.vocabulary.kinds.map(\.name))
        let expected: Set<String> = [
            "init", "loadView", "viewDidLoad", "viewDidUnload", "viewWillAppear", "viewIsAppearing", "viewDidAppear",
            "viewWillDisappear", "viewDidDisappear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
            "viewWillTransition", "willRotate", "willAnimateRotation", "didRotate", "addChild", "willMove",
            "didMove", "removeFromParent", "shouldAutomaticallyForwardAppearanceMethods", "beginAppearanceTransition",
            "endAppearanceTransition", "shouldPerformSegue", "performSegue", "prepare", "perform", "unwind",
            "present", "dismiss", "willFinishLaunching", "didFinishLaunching", "instantiateInitialViewController",
            "instantiateViewController", "rootViewController", "makeKeyAndVisible",
            "configurationForConnecting", "willConnect", "sceneWillEnterForeground", "sceneDidBecomeActive",
            "sceneWillResignActive", "sceneDidEnterBackground", "sceneDidDisconnect", "windowScene",
            "presentationControllerShouldDismiss", "presentationControllerWillDismiss", "presentationControllerDidDismiss",
            "presentationControllerDidAttemptToDismiss", "selectedDetentDidChange",
            "willTransition", "traitCollectionDidChange", "registerForTraitChanges", "traitChangeHandler",
            "applicationWillEnterForeground", "applicationDidBecomeActive", "applicationWillResignActive",
            "applicationDidEnterBackground", "applicationWillTerminate",
            "didReceiveMemoryWarning", "applicationDidReceiveMemoryWarning",
        ]
        #expect(names == expected)
    }

    @Test("rootViewController takes nil (the one addition to the shared trace format): a window emptied at logout")
    func rootViewControllerTakesNil() throws {
        let trace = """
            Window   init
            Home     init
            Window   rootViewController controller=Home
            Window   makeKeyAndVisible
            Home     viewDidLoad
            Home     viewWillAppear
            Home     viewDidAppear
            Window   rootViewController controller=nil
            Home     viewWillDisappear
            Home     viewDidDisappear
            """
        let report = try TraceChecker(spec: UIKitSpec.compiled).check(text: trace, file: "logout.trace")
        #expect(report.eventCount == 10)
        #expect(report.violations.isEmpty)
        #expect(throws: TraceError.self) {
            try TraceChecker(spec: UIKitSpec.compiled).check(text: "Window rootViewController controller=", file: "empty.trace")
        }
    }

    @Test("Mermaid and DOT drawings name every machine")
    func drawings() {
        let renderer = SpecRenderer(spec: UIKitSpec.spec)
        let mermaid = renderer.mermaid(), dot = renderer.dot()
        for machine in UIKitSpec.spec.machines {
            #expect(mermaid.contains("%% \(machine.name)"))
            #expect(dot.contains("cluster_\(machine.name)"))
        }
        #expect(mermaid.contains("    disappeared --> appearing : viewWillAppear"))
        #expect(mermaid.contains("    disappearing --> appearing : viewWillAppear"))
    }

    @Test("Every fix completes \"To fix, …\" in lower case")
    func fixesReadAsSentences() {
        for rule in UIKitSpec.spec.rules {
            #expect(rule.fix.first?.isLowercase == true, "\(rule.id): \(rule.fix)")
        }
    }
}
