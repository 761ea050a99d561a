public import Lifecheck
import UIKitSpec

/// A model of UIKit's controller machinery, as Apple documents it and as devices print
/// it (`Specs/OBSERVED.md`): every operation emits its callbacks in the
/// order UIKit does, so exploring it exhaustively must find no violation. Its seeded
/// variants (``Bug``) are what the explorer must catch.
///
/// The app: a main storyboard whose initial controller is a tab bar (`Tabs`) with two
/// tabs: a navigation controller (`Nav`, root `Root`, and `Detail1` pushed by code or
/// `Detail2` through a segue, triggered or performed by code, which unwinds to `Root`) and a custom container (`Box`) that forwards appearance by
/// hand to one of its two children (`BoxA`, `BoxB`). `Modal` is presented from the
/// visible controller. Call-entry order: a parent's callback before the child's.
/// `Detail1` is instantiated by identifier. `Root` presents `Popover` in a popover, which
/// embeds `Header` through an embed segue and may present `Modal`; the app keeps `Popover`,
/// and a memory warning may reset its view once it is dismissed (its reload embeds `Header#2`).
///
/// The app launches either without scenes (the app delegate's window) or with one
/// (`Scene`, whose delegate builds the window in `scene(_:willConnectTo:options:)` and
/// which then goes to the background and back, and may show a second window, `Window2`
/// with root `Overlay`). A page sheet may be swiped away, which
/// the presentation controller's delegate hears of; logging out replaces the window's
/// root with `Login`, dismissing what is presented first.
public struct ReferenceRuntime: Model {
    /// The controllers and other subjects, by symbol.
    public enum Subject: UInt32, CaseIterable, Sendable {
        case app, window, main, tabs, nav, root, detail1, detail2, box, boxA, boxB, modal, scene, login, header, header2, popover, window2, overlay

        public var name: String {
            switch self {
            case .app: "App"
            case .window: "Window"
            case .main: "Main"
            case .tabs: "Tabs"
            case .nav: "Nav"
            case .root: "Root"
            case .detail1: "Detail1"
            case .detail2: "Detail2"
            case .box: "Box"
            case .boxA: "BoxA"
            case .boxB: "BoxB"
            case .modal: "Modal"
            case .scene: "Scene"
            case .login: "Login"
            case .header: "Header"
            case .header2: "Header#2"
            case .popover: "Popover"
            case .window2: "Window2"
            case .overlay: "Overlay"
            }
        }
    }

    /// Presentation styles the runtime presents with (iOS 13+ behaviour for sheets).
    public enum Style: UInt8, CaseIterable, Sendable {
        case fullScreen, pageSheet, overFullScreen, overCurrentContext, currentContext

        var name: String { "\(self)" }
        /// Whether the presenter's views are removed (it disappears).
        var covers: Bool { self == .fullScreen || self == .currentContext }
    }

    /// A state of the app.
    public struct State: Hashable, Sendable {
        public var launched = false
        /// 0: the navigation tab, 1: the container tab.
        public var tab: UInt8 = 0
        /// The navigation stack above `Root`: subject raw values, bottom first.
        public var stack: [UInt8] = []
        public var popping = false
        /// The presented style, when `Modal` is presented.
        public var modal: Style?
        /// The container's visible child: 0 `BoxA`, 1 `BoxB`.
        public var boxChild: UInt8 = 0
        /// Subjects created (`init`) and views loaded, one bit per subject.
        public var created: UInt32 = 0
        public var loaded: UInt32 = 0
        public var landscape = false
        /// `Detail2` exists only through its segue; once popped it is gone for good.
        public var segueUsed = false
        /// Launched with a scene; the scene is in the background.
        public var scenes = false
        public var background = false
        /// The window's root was replaced by `Login`.
        public var loggedOut = false
        /// `Popover` presented by `Root` in a popover: 0 not presented, 1 on screen, 2 it
        /// presents `Modal` full screen, 3 `Modal` dismissed again (the popover's controller
        /// is not told it appears again), 4 the popover dismissed, 5 its view reset (a memory
        /// warning), 6 presented again (its view reloaded, embedding `Header#2`).
        public var popover: UInt8 = 0
        /// A second window (`Window2`, root `Overlay`) shown on the scene.
        public var secondWindow = false
    }

    /// An operation of the app or of its user.
    public enum Action: Hashable, Sendable {
        case launch, launchWithScene, enterBackground, enterForeground, swipeSheetAway, logout
        case selectTab(UInt8), pushDetail1, segueToDetail2, performSegueToDetail2, unwindToRoot, refuseSegue, resetPopoverView, pop, popToRoot
        case beginPop, cancelPop, finishPop, present(Style), presentFromHidden, presentFromTabs, dismiss, cancelSheetDismiss
        case switchBoxChild, rotate, layout
        case presentPopover, dismissPopover, presentFromPopover, dismissFromPopover, showSecondWindow
    }

    /// A seeded bug that real container code has.
    public enum Bug: String, CaseIterable, Hashable, Sendable {
        case containerDoesNotForwardDisappearance
        case viewDidAppearTwiceOnPush
        case unbalancedBeginOnSwitch
        case viewDidLoadAfterViewWillAppear
        case noDidMoveAfterPush
        case presenterNotToldToDisappear
        case cancelledPopLeavesLowerAppeared
        case cancelledPopForgetsLowerDidDisappear
        case segueAfterRefusal
        case prepareAfterDestinationAppeared
        case childAppearsBeforeParent
        case sizeChangeReachesChildFirst
        case tabSwitchSkipsOutgoingDisappearance
        case removeWithoutWillMove
        case presenterNotBackAfterDismiss
        case overFullScreenPresenterDisappears
        case endWithoutBeginOnSwitch
        case manualChildWithoutBegin
        case layoutBeforeViewLoaded
        case layoutPassOpenedTwice
        case presentedBeforeCreated
        case rootAssignedAfterAppearance
        case appearanceBeforeLaunchFinished
        case sceneConnectedDuringLaunch
        case windowWithoutScene
        case becomeActiveFromBackground
        case containerSwallowsSizeChange
        case didDismissAfterProgrammaticDismiss
        case rootReplacedUnderModal
        case preparesAnotherSegue
        case viewResetOnScreen
    }

    public let bug: Bug?
    public let spec: CompiledSpec
    public let symbols: SymbolTable
    let kinds: [String: EventKindID]

    /// The runtime, with `bug` seeded if given.
    public init(bug: Bug? = nil) {
        self.bug = bug
        spec = UIKitSpec.compiled
        var symbols = SymbolTable()
        for subject in Subject.allCases { symbols.intern(subject.name) }
        // Identifiers and enumeration words used as names.
        for identifier in ["showDetail", "unwindToRoot", "showSettings", "embedHeader", "detail1", "showInfo", "popover"] { symbols.intern(identifier) }
        self.symbols = symbols
        var kinds: [String: EventKindID] = [:]
        for id in spec.vocabulary.ids { kinds[spec.vocabulary[id].name] = id }
        self.kinds = kinds
    }

    public var initialStates: [State] { [State()] }

    // MARK: - Actions

    public func actions(in state: State, into actions: inout AppendBuffer<Action>) {
        guard state.launched else {
            actions.append(.launch)
            actions.append(.launchWithScene)
            return
        }
        if state.background { actions.append(.enterForeground); return }
        if state.loggedOut {
            actions.append(.layout)
            if state.scenes { actions.append(.enterBackground) }
            return
        }
        switch state.popover {
        case 1:
            actions.append(.dismissPopover)
            actions.append(.presentFromPopover)
            actions.append(.refuseSegue)
            // The seeded bug resets the view while the popover is on screen.
            if bug == .viewResetOnScreen { actions.append(.resetPopoverView) }
            return
        case 2:
            actions.append(.dismissFromPopover)
            return
        case 4:
            actions.append(.layout)
            actions.append(.resetPopoverView)
            return
        case 5:
            actions.append(.presentPopover)
            return
        case 3, 6:
            // What the popover's controller gets next (it was not told it appears again) is
            // printed nowhere; and from here on the app would explore its states again with a
            // popover behind it: the path ends.
            actions.append(.layout)
            return
        default: break
        }
        if state.popping {
            actions.append(.cancelPop)
            actions.append(.finishPop)
            return
        }
        if let style = state.modal {
            actions.append(.dismiss)
            if style == .pageSheet {
                actions.append(.cancelSheetDismiss)
                actions.append(.swipeSheetAway)
            }
            actions.append(.rotate)
            if state.tab == 0, state.stack.isEmpty { actions.append(.logout) }
            return
        }
        if state.scenes {
            // The app launched with a scene explores what scenes add (background and back,
            // sheets, logout) from its first screen; the tabs, stack and container are the
            // app-delegate launch's to explore, which would only be explored twice (the popover
            // is offered on both, so that random runs, which mostly stay here, reach its view
            // reset). After a second window is shown, the scene goes to the background and back.
            if state.secondWindow {
                actions.append(.layout)
                actions.append(.enterBackground)
                return
            }
            actions.append(.showSecondWindow)
            actions.append(.presentPopover)
            actions.append(.present(.fullScreen))
            actions.append(.present(.pageSheet))
            actions.append(.rotate)
            actions.append(.layout)
            actions.append(.logout)
            actions.append(.enterBackground)
            return
        }
        actions.append(.selectTab(state.tab == 0 ? 1 : 0))
        if state.tab == 0 {
            // The monitor remembers each source's last segue identifier, so a controller that
            // asked about, triggered or unwound a segue is a different state from one that did
            // not. To keep the state space that of the paths worth exploring: Detail2 alone on
            // the stack goes back by its unwind segue (not the back button or a swipe, which
            // Detail1 covers), the segue is performed by code and refused from the first screen.
            let unwinds = state.stack == [UInt8(Subject.detail2.rawValue)]
            if state.stack.count < 2, !state.stack.contains(UInt8(Subject.detail1.rawValue)) { actions.append(.pushDetail1) }
            if state.stack.count < 2, !state.segueUsed { actions.append(.segueToDetail2) }
            if state.stack.isEmpty, !state.segueUsed { actions.append(.performSegueToDetail2) }
            if unwinds { actions.append(.unwindToRoot) }
            if state.stack.isEmpty { actions.append(.refuseSegue) }
            if !state.stack.isEmpty, !unwinds { actions.append(.pop) }
            if state.stack.count >= 2 { actions.append(.popToRoot) }
            if !state.stack.isEmpty, !unwinds { actions.append(.beginPop) }
        } else {
            actions.append(.switchBoxChild)
        }
        for style in Style.allCases { actions.append(.present(style)) }
        if state.tab == 0, !state.stack.isEmpty { actions.append(.presentFromHidden) }
        actions.append(.presentFromTabs)
        actions.append(.rotate)
        actions.append(.layout)
        // Logging out and the popover from the first screen only: from anywhere else they add
        // copies of every state that differ only in what the old hierarchy went through.
        if state.tab == 0, state.stack.isEmpty {
            actions.append(.logout)
            actions.append(.presentPopover)
        }
    }

    public func isIdle(_ state: State) -> Bool { !state.popping }

    public func fingerprint(_ state: State, into hasher: inout StableHasher) {
        var word: UInt64 = state.launched ? 1 : 0
        word |= UInt64(state.tab) << 1 | (state.popping ? 1 << 2 : 0) | UInt64(state.boxChild) << 3
        word |= UInt64(state.modal.map { $0.rawValue + 1 } ?? 0) << 4 | (state.landscape ? 1 << 8 : 0) | (state.segueUsed ? 1 << 9 : 0)
        word |= (state.scenes ? 1 << 10 : 0) | (state.background ? 1 << 11 : 0) | (state.loggedOut ? 1 << 12 : 0)
        word |= UInt64(state.popover) << 15 | (state.secondWindow ? 1 << 17 : 0)
        hasher.combine(word)
        hasher.combine(UInt64(state.created) | UInt64(state.loaded) << 32)
        var stack: UInt64 = UInt64(state.stack.count)
        for entry in state.stack { stack = stack << 8 | UInt64(entry) }
        hasher.combine(stack)
    }

    public func describe(_ action: Action) -> String {
        switch action {
        case .launch: "launch"
        case .launchWithScene: "launch (scene)"
        case .enterBackground: "home: the scene to the background"
        case .enterForeground: "back: the scene to the foreground"
        case .swipeSheetAway: "swipe the sheet away"
        case .logout: "logout: window.rootViewController = Login"
        case .selectTab(let tab): "selectTab(\(tab))"
        case .pushDetail1: "push(Detail1)"
        case .segueToDetail2: "segue(showDetail → Detail2)"
        case .performSegueToDetail2: "performSegue(withIdentifier: showDetail) → Detail2"
        case .unwindToRoot: "unwind(unwindToRoot → Root)"
        case .refuseSegue: "segue refused"
        case .resetPopoverView: "memory warning: Popover.view = nil"
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .beginPop: "beginInteractivePop"
        case .cancelPop: "cancelInteractivePop"
        case .finishPop: "finishInteractivePop"
        case .present(let style): "present(Modal, .\(style.name))"
        case .presentFromHidden: "Root (hidden) presents Modal, .fullScreen"
        case .presentFromTabs: "Tabs presents Modal, .fullScreen"
        case .dismiss: "dismiss"
        case .cancelSheetDismiss: "cancelled swipe-to-dismiss"
        case .switchBoxChild: "Box: switch child"
        case .rotate: "rotate"
        case .layout: "layout"
        case .presentPopover: "present(Popover, .popover)"
        case .dismissPopover: "dismiss the popover"
        case .presentFromPopover: "Popover presents Modal, .fullScreen"
        case .dismissFromPopover: "dismiss (Modal, over the popover)"
        case .showSecondWindow: "Window2 (root Overlay) made key and visible"
        }
    }

    public var operationKinds: [String] {
        ["launch", "launchWithScene", "enterBackground", "enterForeground", "swipeSheetAway", "logout", "selectTab", "push", "segue", "performSegue", "unwind", "refuseSegue", "resetView", "pop", "popToRoot", "beginPop", "cancelPop", "finishPop",
         "present", "presentFromHidden", "presentFromTabs", "dismiss", "cancelSheetDismiss", "switchBoxChild", "rotate", "layout",
         "presentPopover", "dismissPopover", "presentFromPopover", "dismissFromPopover", "showSecondWindow"]
    }

    public func operationKind(of action: Action) -> String {
        switch action {
        case .launch: "launch"
        case .launchWithScene: "launchWithScene"
        case .enterBackground: "enterBackground"
        case .enterForeground: "enterForeground"
        case .swipeSheetAway: "swipeSheetAway"
        case .logout: "logout"
        case .selectTab: "selectTab"
        case .pushDetail1: "push"
        case .segueToDetail2: "segue"
        case .performSegueToDetail2: "performSegue"
        case .unwindToRoot: "unwind"
        case .refuseSegue: "refuseSegue"
        case .resetPopoverView: "resetView"
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .beginPop: "beginPop"
        case .cancelPop: "cancelPop"
        case .finishPop: "finishPop"
        case .present: "present"
        case .presentFromHidden: "presentFromHidden"
        case .presentFromTabs: "presentFromTabs"
        case .dismiss: "dismiss"
        case .cancelSheetDismiss: "cancelSheetDismiss"
        case .switchBoxChild: "switchBoxChild"
        case .rotate: "rotate"
        case .layout: "layout"
        case .presentPopover: "presentPopover"
        case .dismissPopover: "dismissPopover"
        case .presentFromPopover: "presentFromPopover"
        case .dismissFromPopover: "dismissFromPopover"
        case .showSecondWindow: "showSecondWindow"
        }
    }

    public func describe(_ state: State) -> String {
        guard state.launched else { return "not launched" }
        if state.loggedOut { return "Login" + (state.background ? ", in the background" : "") }
        var text = state.tab == 0
            ? "Nav [" + (["Root"] + state.stack.map { Subject(rawValue: UInt32($0))!.name }).joined(separator: ", ") + "]"
            : "Box showing \(state.boxChild == 0 ? "BoxA" : "BoxB")"
        if let style = state.modal { text += ", Modal (.\(style.name))" }
        if [1, 2, 3, 6].contains(state.popover) { text += ", Popover" + (state.popover == 2 ? ", Modal over it" : "") }
        if state.secondWindow { text += ", Overlay in Window2" }
        if state.popping { text += ", popping" }
        if state.background { text += ", in the background" }
        return text
    }
}
