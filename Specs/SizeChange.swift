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
        summary: "viewWillTransition(to:with:) reaches a parent before its children, hidden controllers included, and a container forwards it to a child on screen; legacy willRotate → willAnimateRotation → didRotate, for visible controllers.",
        rules: [
            Rule("SIZE-1", "viewWillTransition(to:with:) reaches a parent before its children: a child's call is not followed by its parent's for the same change.",
                 fix: "in a container, call super.viewWillTransition(to:with:) (which forwards to the children) before, or instead of, calling the children yourself.",
                 sources: [
                     .observed("Neuburg, Programming-iOS-Book-Examples bk2ch06p334containerEventForwarding (iOS 8 edition): Parent viewWillTransition(to:), then Child viewWillTransition(to:), \"because the parent calls super\"."),
                     .documented("Apple, UIContentContainer.viewWillTransition(to:with:): \"called when the view controller's view's size is changed by its parent (i.e. for the root view controller when its window rotates or is resized)\"."),
                     .observed("onmyway133/notes#202, #210, zenangst/Spots#286, openradar-mirror#7463: hidden controllers (a covered presenter, a lower controller of a navigation stack) receive it too — legal, so no rule requires visibility."),
                 ]),
            Rule("SIZE-2", "A container that gets viewWillTransition(to:with:) while it has children on screen forwards it: at least one child that has appeared gets it before the container lays out for the new size.",
                 fix: "call super.viewWillTransition(to:with:) in every override (UIKit's implementation forwards the size change to the children); a container that sizes its children itself calls child.viewWillTransition(to:with:) on each, with the child's new size.",
                 sources: [
                     .documented("Apple, UIContentContainer.viewWillTransition(to:with:): \"If you override this method in your custom view controllers, always call super at some point in your implementation so that UIKit can forward the size change message appropriately. View controllers forward the size change message to their views and child view controllers. Presentation controllers forward the size change to their presented view controller.\""),
                     .observed("Overrides that dropped super, fixed: FLEXTool/FLEX#381 (2020), aryaxt/iOS-Slide-Menu#114 (2015: \"Not calling super is causing issues down the line\"), mozilla-mobile/firefox-ios#1327 (\"viewWillTransitionToSize was not being called in TopSitesPanel because further up the view controller hierarchy there was a missing call to super\")."),
                     .observed("Neuburg, bk2ch06p334containerEventForwarding (iOS 8): Parent viewWillTransition, Child viewWillTransition, then Parent viewWillLayoutSubviews: the children get it before the parent's layout."),
                     .observed("lionheart/openradar-mirror#7463 (rdar 24277475, iPad split screen): only the visible top of a navigation stack got it on a shrink, so hidden children are exempt; and a child whose size does not change may not get it (a split view's fixed-width column), so one child on screen is enough."),
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
            // `forwarded`: resizing, and a child got the size change too (SIZE-2).
            Machine("resize", noun: "size transition", states: ["idle", "resizing", "childFirst", "forwarded"],
                    rest: ["idle", "resizing", "childFirst", "forwarded"],
                    words: ["childFirst": "begun by a child", "forwarded": "resizing (forwarded to a child)"], transitions: [
                .on("viewWillTransition", from: ["idle", "resizing", "forwarded"], to: "resizing", rule: "SIZE-1"),
                .on("viewWillTransition", of: .related("parent"), from: ["idle"], to: "childFirst", rule: "SIZE-1"),
                .on("viewWillTransition", of: .related("parent"), from: ["resizing"], to: "forwarded", rule: "SIZE-1"),
                .on("viewWillTransition", of: .related("parent"), from: ["childFirst", "forwarded"], to: nil, rule: "SIZE-1"),
                // A child that lays out after its own size change handled it alone (a split-view
                // column resize): a later size change of the parent is a new one.
                .on("viewWillLayoutSubviews", of: .related("parent"), from: ["childFirst"], to: "idle", rule: "SIZE-1"),
                .on("viewWillLayoutSubviews", of: .related("parent"), from: ["idle", "resizing", "forwarded"], to: nil, rule: "SIZE-1"),
                .on(.anyOtherEvent, from: ["idle", "resizing", "childFirst", "forwarded"], to: "idle", rule: "SIZE-1"),
            ]),
            // Where a rotation comes from: on iOS 8 and later from the controller's own size
            // change. It lasts until the rotation ends, or until any other event of the controller
            // (a hidden controller has none in between), so that it adds no state to a trace
            // without legacy rotation beyond the `resize` machine's own.
            Machine("rotationSource", noun: "rotation", states: ["direct", "fromSizeChange"], rest: ["direct", "fromSizeChange"],
                    words: ["fromSizeChange": "from a size change"], transitions: [
                .on("viewWillTransition", from: ["direct", "fromSizeChange"], to: "fromSizeChange", rule: "ROTATE-1"),
                .on("willRotate", from: ["direct", "fromSizeChange"], to: nil, rule: "ROTATE-1"),
                .on("willAnimateRotation", from: ["direct", "fromSizeChange"], to: nil, rule: "ROTATE-1"),
                .on("didRotate", from: ["direct", "fromSizeChange"], to: "direct", rule: "ROTATE-1"),
                .on(.anyOtherEvent, from: ["direct", "fromSizeChange"], to: "direct", rule: "ROTATE-1"),
            ]),
            Machine("rotation", noun: "rotation", states: ["idle", "willRotate", "animating"], rest: ["idle", "willRotate", "animating"],
                    words: ["willRotate": "announced (willRotate called)"], transitions: [
                // From animating too: the printed iOS 5 launch-in-landscape log has no didRotate (§15c).
                .on("willRotate", from: ["idle", "animating"], to: "willRotate", rule: "ROTATE-2"),
                .on("willAnimateRotation", from: ["willRotate"], to: "animating", rule: "ROTATE-2"),
                .on("didRotate", from: ["willRotate", "animating"], to: "idle", rule: "ROTATE-2"),
            ]),
        ],
        requirements: [
            // The container lays out for its new size, and no child on screen was told of it
            // (hidden and unloaded children are exempt: they are not appeared).
            Requirement("SIZE-2", on: ["viewWillLayoutSubviews"], when: [.state("resize", of: .subject, in: ["resizing"])],
                        require: .counterIsZero("appearedChildren", of: .subject)),
            Requirement("ROTATE-1", on: ["willRotate", "willAnimateRotation", "didRotate"],
                        when: [.state("rotationSource", of: .subject, in: ["direct"])],
                        require: .notState("appearance", of: .subject, in: ["disappeared"])),
        ],
        nestings: [
            Nesting(["viewWillTransition"], contains: ["viewWillTransition"], link: .innerRelation("parent")),
            Nesting(["viewWillTransition"], contains: ["willRotate"], link: .sameSubject),
        ])
}
