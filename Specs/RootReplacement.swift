import Lifecheck

extension UIKitSpec {
    /// Replacing a window's root (`window.rootViewController = other`: logout, the end of
    /// onboarding). What UIKit does, as far as printed sources show:
    ///
    /// - the old root, on screen, leaves it and the new root appears (OBSERVED.md §9 and
    ///   the scene fixtures; autresphere/ASDepthModal#17);
    /// - what the old root (or its child) presented is *not* dismissed: it stays in the window
    ///   above the new root and keeps the old hierarchy alive (AdevintaSpain/Sencha#23, "even
    ///   on iOS 13"; onmyway133/notes#274; wix/react-native-navigation#878;
    ///   Rightpoint/Swiftilities#38). ROOT-1.
    ///
    /// Assigning the root it already has (a "refresh" idiom) is not ruled: no printed log
    /// shows what UIKit does then (Specs/README.md, known gaps).
    static let rootReplacement = SpecPart(
        "Root replacement",
        summary: "A window's root is replaced only once what it presented is dismissed.",
        rules: [
            Rule("ROOT-1", "A window's root is not replaced while a controller it (or its child) presented is on screen: UIKit does not dismiss it, and it stays above the new root.",
                 fix: "dismiss what the old root presented first and replace the root in the dismissal's completion handler (root.dismiss(animated: false) { window.rootViewController = new }), or keep one container as the root and swap its child.",
                 sources: [
                     .observed("AdevintaSpain/Sencha#23 (2019): \"Modal view controllers presented by the previous view controller need to be manually dismissed or else they will remain in the hierarchy, even on iOS 13\"; onmyway133/notes#274: \"View is still there after changing rootViewController … If there is a presentedViewController, change root in its dismissal completion block\"."),
                     .observed("wix/react-native-navigation#878 (2017): \"A bug in iOS causes modals to be kept alive by the system when switching the root view under them\"; Rightpoint/Swiftilities#38: \"If you set the root view controller without calling dismiss on the current root view controller, the old root view controller is leaked\"; malcommac/UIWindowTransitions#7 (Twitch: a root container whose child is swapped instead)."),
                     .reading("Only a replacement by another controller: re-assigning the same root is not ruled (no printed log shows it)."),
                 ]),
        ],
        requirements: [
            // The old root presents something on screen, itself or through its child (the
            // `presenting` machine, Presentation.swift). Deeper presenters (three levels under
            // the root) are not seen: Specs/README.md, known gaps.
            Requirement("ROOT-1", on: [.event("rootViewController", "controller", .isName)],
                        when: [.parameterDiffers("controller", fromRelation: "root", of: .subject)],
                        require: .notState("presenting", of: .related("root"), in: ["onScreen"])),
            // A grandchild presented (a tab's navigation controller's top): the root's child shows it.
            Requirement("ROOT-1", on: [.event("rootViewController", "controller", .isName)],
                        when: [.parameterDiffers("controller", fromRelation: "root", of: .subject)],
                        require: .counterIsZero("presentingChildren", of: .related("root"))),
        ])
}
