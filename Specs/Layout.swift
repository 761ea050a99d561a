import Lifecheck

extension UIKitSpec {
    /// Layout passes: `viewWillLayoutSubviews`, then `viewDidLayoutSubviews`, any number
    /// of times (zero included), before or after `viewDidAppear`, only once the view loaded
    /// (``viewLoading``, LOAD-5).
    static let layout = SpecPart(
        "Layout",
        summary: "viewWillLayoutSubviews and viewDidLayoutSubviews pair up; a pass is optional and may come after viewDidAppear.",
        rules: [
            Rule("LAYOUT-1", "viewWillLayoutSubviews opens a layout pass only when none is open.",
                 fix: "don't call viewWillLayoutSubviews() yourself; call view.setNeedsLayout() and let UIKit run the pass.",
                 sources: [
                     .documented("SDK header UIViewController.h: viewWillLayoutSubviews is \"Called just before the view controller's view's layoutSubviews method is invoked\", viewDidLayoutSubviews \"just after\"."),
                 ]),
            Rule("LAYOUT-2", "viewDidLayoutSubviews closes the layout pass that viewWillLayoutSubviews opened.",
                 fix: "don't call viewDidLayoutSubviews() yourself; it follows viewWillLayoutSubviews() in the same layoutSubviews call.",
                 sources: [
                     .documented("SDK header UIViewController.h (as LAYOUT-1)."),
                     .observed("iOS 12.2 launch log (yagamo-style.com/2019/05/21/viewcontrollerlifecycle): two layout passes, each will then did; the Catalyst blog: 0 passes before viewDidAppear for animated:NO, layout after viewDidAppear."),
                 ]),
            Rule("LAYOUT-3", "A trace does not end inside a layout pass.",
                 fix: "make sure viewWillLayoutSubviews() returns; UIKit calls viewDidLayoutSubviews() when the view's layoutSubviews finishes.",
                 sources: [.documented("SDK header UIViewController.h (as LAYOUT-1).")]),
        ],
        machines: [
            Machine("layout", noun: "layout pass", states: ["idle", "inPass"], rest: ["idle"], unfinished: "LAYOUT-3",
                    words: ["inPass": "under way"], transitions: [
                .on("viewWillLayoutSubviews", from: ["idle"], to: "inPass", rule: "LAYOUT-1"),
                .on("viewDidLayoutSubviews", from: ["inPass"], to: "idle", rule: "LAYOUT-2"),
            ]),
        ],
        nestings: [
            // view.layoutIfNeeded() after super runs a layout pass of the view, and of its
            // children's views, inside the callback (Apple, UIView.layoutIfNeeded(): "Lays out
            // the subviews immediately, if layout updates are pending"). Logged at exit, that
            // pass prints before the callback: before viewDidLoad (where it reads as layout of a
            // view still loading), or between a child's viewWillAppear and its parent's.
            Nesting(["loadView", "viewDidLoad", "viewWillAppear"], contains: ["viewWillLayoutSubviews", "viewDidLayoutSubviews"], link: .sameSubject),
            Nesting(["viewDidLoad", "viewWillAppear"], contains: ["viewWillLayoutSubviews", "viewDidLayoutSubviews"], link: .innerRelation("parent")),
            // The same after super in viewDidLayoutSubviews (sizing a table header to its
            // content): the second pass runs inside the first one's viewDidLayoutSubviews,
            // and prints at exit as will, will, did, did. Only whole passes nest.
            Nesting(["viewDidLayoutSubviews"], contains: ["viewWillLayoutSubviews", "viewDidLayoutSubviews"], link: .sameSubject,
                    pairs: [.init("viewWillLayoutSubviews", "viewDidLayoutSubviews")]),
        ])
}
