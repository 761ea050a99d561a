import Lifecheck

extension UIKitSpec {
    /// Size changes (iOS 8+) and legacy rotation (before iOS 8; since, UIKit sends it from a
    /// controller's own `viewWillTransition(to:with:)`, hidden controllers included).
    ///
    /// `viewWillTransition(to:with:)` reaches a parent before its children: the parent's
    /// implementation (`super`) forwards it. It also reaches hidden controllers, such as a
    /// presenter under a full-screen modal or a controller lower in a navigation stack, so
    /// no rule asks the receiver to be visible.
    ///
    /// The `resize` machine makes "parent first" an O(1) check. A controller is `resizing`
    /// from its own `viewWillTransition` until its next other event; a child's
    /// `viewWillTransition` that reaches a parent which is not resizing marks the parent
    /// `childFirst`; the parent's own `viewWillTransition` right after that is the bug. A
    /// child that lays out in between handled its size change alone (a split-view column
    /// resize), so that clears the mark.
    static let sizeChange = SpecPart(
        "Size change and rotation",
        summary: "viewWillTransition(to:with:) reaches a parent before its children, hidden controllers included; legacy willRotate → willAnimateRotation → didRotate, for visible controllers.",
        rules: [
            Rule("SIZE-1", "viewWillTransition(to:with:) reaches a parent before its children: a child's call is not followed by its parent's for the same change.",
                 fix: "in a container, call super.viewWillTransition(to:with:) (which forwards to the children) before, or instead of, calling the children yourself.",
                 sources: [
                     .observed("Neuburg, Programming-iOS-Book-Examples bk2ch06p334containerEventForwarding (iOS 8 edition): Parent viewWillTransition(to:), then Child viewWillTransition(to:), \"because the parent calls super\"."),
                     .documented("Apple, UIContentContainer.viewWillTransition(to:with:): \"called when the view controller's view's size is changed by its parent (i.e. for the root view controller when its window rotates or is resized)\"."),
                     .observed("onmyway133/notes#202, #210, zenangst/Spots#286, openradar-mirror#7463: hidden controllers (a covered presenter, a lower controller of a navigation stack) receive it too — legal, so no rule requires visibility."),
                 ]),
            Rule("ROTATE-1", "Legacy rotation callbacks (willRotate, willAnimateRotation, didRotate) that no size change of the controller started (before iOS 8) go only to visible controllers.",
                 fix: "forward legacy rotation only to the children on screen; a hidden child learns its new size when it appears.",
                 sources: [
                     .documented("Apple, View Controller Programming Guide (legacy): \"if a view controller is not visible when an orientation change occurs, the rotation methods are never called\"."),
                     .observed("wangling.me/2010/07/how-to-rock-and-roll-your-apps.html: only the frontmost controller gets rotation messages; bhags.org/?p=533 (iOS 5): at launch the rotation runs between viewWillAppear and viewDidAppear, so an appearing controller is visible."),
                     .observed("Since iOS 8 the legacy callbacks come from UIViewController's own viewWillTransition(to:with:) (class dumps: +_shouldSendLegacyMethodsFromViewWillTransitionToSize; DanijelHuis/HDAugmentedReality#11, iOS 9: \"willAnimateRotationToInterfaceOrientation is called\"), which hidden controllers get too (SIZE-1's sources): so the rule holds only for a rotation that no viewWillTransition of the controller started."),
                 ]),
            Rule("ROTATE-2", "Legacy rotation runs willRotate → willAnimateRotation → didRotate, once each per rotation.",
                 fix: "send the rotation callbacks in order, once each; don't start a new rotation before didRotate(from:).",
                 sources: [
                     .documented("Apple, willRotate(to:duration:) \"just before the user interface begins rotating\", willAnimateRotation(to:duration:) \"from within the animation block\", didRotate(from:) \"after the user interface rotates\"; SDK header \"Notifies when rotation begins, reaches halfway point and ends\"."),
                     .reading("A trace may end before didRotate: the printed iOS 5 launch log (bhags.org) shows none, so no end-of-trace obligation."),
                 ]),
        ],
        machines: [
            Machine("resize", noun: "size transition", states: ["idle", "resizing", "childFirst"], rest: ["idle", "resizing", "childFirst"], transitions: [
                .on("viewWillTransition", from: ["idle", "resizing"], to: "resizing", rule: "SIZE-1"),
                .on("viewWillTransition", of: .related("parent"), from: ["idle"], to: "childFirst", rule: "SIZE-1"),
                .on("viewWillTransition", of: .related("parent"), from: ["resizing", "childFirst"], to: nil, rule: "SIZE-1"),
                // A child that lays out after its own size change handled it alone (a split-view
                // column resize): a later size change of the parent is a new one.
                .on("viewWillLayoutSubviews", of: .related("parent"), from: ["childFirst"], to: "idle", rule: "SIZE-1"),
                .on("viewWillLayoutSubviews", of: .related("parent"), from: ["idle", "resizing"], to: nil, rule: "SIZE-1"),
                .on(.anyOtherEvent, from: ["idle", "resizing", "childFirst"], to: "idle", rule: "SIZE-1"),
            ]),
            // Where a rotation comes from: on iOS 8 and later from the controller's own size
            // change. It lasts until the rotation ends, or until any other event of the controller
            // (a hidden controller has none in between), so that it adds no state to a trace
            // without legacy rotation beyond the `resize` machine's own.
            Machine("rotationSource", noun: "rotation", states: ["direct", "fromSizeChange"], rest: ["direct", "fromSizeChange"], transitions: [
                .on("viewWillTransition", from: ["direct", "fromSizeChange"], to: "fromSizeChange", rule: "ROTATE-1"),
                .on("willRotate", from: ["direct", "fromSizeChange"], to: nil, rule: "ROTATE-1"),
                .on("willAnimateRotation", from: ["direct", "fromSizeChange"], to: nil, rule: "ROTATE-1"),
                .on("didRotate", from: ["direct", "fromSizeChange"], to: "direct", rule: "ROTATE-1"),
                .on(.anyOtherEvent, from: ["direct", "fromSizeChange"], to: "direct", rule: "ROTATE-1"),
            ]),
            Machine("rotation", noun: "rotation", states: ["idle", "willRotate", "animating"], rest: ["idle", "willRotate", "animating"], transitions: [
                // From animating too: the printed iOS 5 launch-in-landscape log has no didRotate (§7c).
                .on("willRotate", from: ["idle", "animating"], to: "willRotate", rule: "ROTATE-2"),
                .on("willAnimateRotation", from: ["willRotate"], to: "animating", rule: "ROTATE-2"),
                .on("didRotate", from: ["willRotate", "animating"], to: "idle", rule: "ROTATE-2"),
            ]),
        ],
        requirements: [
            Requirement("ROTATE-1", on: ["willRotate", "willAnimateRotation", "didRotate"],
                        when: [.state("rotationSource", of: .subject, in: ["direct"])],
                        require: .notState("appearance", of: .subject, in: ["disappeared"])),
        ],
        nestings: [
            Nesting(["viewWillTransition"], contains: ["viewWillTransition"], link: .innerRelation("parent")),
            Nesting(["viewWillTransition"], contains: ["willRotate"], link: .sameSubject),
        ])
}
