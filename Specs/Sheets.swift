import Lifecheck

extension UIKitSpec {
    /// Sheets (iOS 13+): a page or form sheet the user swipes down is dismissed with no
    /// `dismiss` call; UIKit tells the presentation controller's delegate
    /// (`UIAdaptivePresentationControllerDelegate`) instead. The delegate's lines name the
    /// sheet in `presented=`; their subject is the delegate, whoever it is.
    ///
    ///     swipe:                 presentationControllerShouldDismiss → presentationControllerWillDismiss
    ///                            → (sheet viewWillDisappear … viewDidDisappear) → presentationControllerDidDismiss
    ///     swipe let go:          presentationControllerWillDismiss → (sheet viewWillDisappear, viewWillAppear, viewDidAppear)
    ///     isModalInPresentation: presentationControllerDidAttemptToDismiss, nothing else
    ///
    /// `presentationControllerWillDismiss` starts the sheet's dismissal: a `dismiss` sent while
    /// the swipe runs (the sheet disappearing) is PRESENT-7's. The delegate's callbacks move
    /// no machine of Presentation.swift and no relation it reads: console logs never record
    /// them (their lines need `presented=`), and a projected spec lets an unrecorded event
    /// happen anywhere, which would take the presentation rules' power in every log. Where the
    /// delegate's callbacks fall among the sheet's appearance callbacks is printed nowhere we
    /// found, so nothing orders them; a selected-detent change is recorded, not ruled.
    static let sheets = SpecPart(
        "Sheets",
        summary: "presentationControllerWillDismiss → presentationControllerDidDismiss for a swiped-away sheet; the swipe is the sheet's dismissal.",
        rules: [
            Rule("SHEET-1", "presentationControllerDidDismiss follows presentationControllerWillDismiss for the same sheet: UIKit calls it only at the end of an interactive dismissal it announced.",
                 fix: "don't call the presentation controller delegate's methods yourself: after a programmatic dismiss(animated:completion:), UIKit calls neither, so run the cleanup from the dismissal's completion handler (or from one method both paths call).",
                 sources: [
                     .documented("Apple, UIAdaptivePresentationControllerDelegate: presentationControllerWillDismiss(_:) \"Notifies the delegate before a presentation is dismissed\", presentationControllerDidDismiss(_:) \"Notifies the delegate after a presentation is dismissed\"; of both: \"This method is not called if the presentation is dismissed programmatically.\" presentationControllerShouldDismiss(_:) \"isn't guaranteed to be followed by a call to presentationControllerWillDismiss(_:) or presentationControllerDidDismiss(_:)\"."),
                     .documented("WWDC19 talk 224, \"Modernizing Your UI for iOS 13\" (slide reproduced by Ichiro Hirata, Better Programming, and qiita.com/hirothings/items/554288583d581a8a929c): a swipe calls presentationControllerShouldDismiss, then presentationControllerWillDismiss, then presentationControllerDidDismiss; with isModalInPresentation, presentationControllerDidAttemptToDismiss alone."),
                 ]),
        ],
        machines: [
            // The sheet's interactive dismissal, kept on the sheet. A swipe let go gives the
            // delegate no callback (the sheet appears again), so a new swipe may start from
            // `swiping`. No appearance callback moves it: one that did would join the machine to
            // the appearance callbacks' fused table, which it would double past its size budget.
            Machine("swipe", noun: "interactive dismissal", states: ["idle", "swiping"], rest: ["idle", "swiping"],
                    transitions: [
                        .on("presentationControllerWillDismiss", of: .parameter("presented"), from: ["idle", "swiping"], to: "swiping", rule: "SHEET-1"),
                        .on("presentationControllerDidDismiss", of: .parameter("presented"), from: ["swiping"], to: "idle", rule: "SHEET-1"),
                        // A new presentation of the sheet starts afresh (a swipe let go left it `swiping`).
                        .on("present", of: .parameter("presented"), from: ["idle", "swiping"], to: "idle", rule: "SHEET-1"),
                    ]),
        ])
}
