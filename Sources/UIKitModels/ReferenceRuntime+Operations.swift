import Lifecheck

// What each operation emits, in the order UIKit does (sections of Specs/OBSERVED.md in comments).
extension ReferenceRuntime {
    public func apply(_ action: Action, to state: inout State, emitting events: inout EventBuffer) {
        var out = Emitter(runtime: self, state: state, events: [])
        switch action {
        case .launch: out.launch()
        case .launchWithScene: out.launchWithScene()
        case .enterBackground: out.enterBackground()
        case .enterForeground: out.enterForeground()
        case .swipeSheetAway: out.swipeSheetAway()
        case .logout: out.logout()
        case .selectTab(let tab): out.selectTab(tab)
        case .pushDetail1: out.push(.detail1, bySegue: false)
        case .segueToDetail2: out.push(.detail2, bySegue: true)
        case .performSegueToDetail2: out.push(.detail2, bySegue: true, programmatic: true)
        case .unwindToRoot: out.unwindToRoot()
        case .refuseSegue: out.refuseSegue()
        case .resetPopoverView: out.resetPopoverView()
        case .pop: out.pop()
        case .popToRoot: out.popToRoot()
        case .beginPop: out.beginPop()
        case .cancelPop: out.cancelPop()
        case .finishPop: out.finishPop()
        case .present(let style): out.present(style)
        case .presentFromHidden: out.present(.fullScreen, from: .root)
        case .presentFromTabs: out.present(.fullScreen, from: .tabs)
        case .dismiss: out.dismiss()
        case .cancelSheetDismiss: out.cancelSheetDismiss()
        case .switchBoxChild: out.switchBoxChild()
        case .rotate: out.rotate()
        case .layout: out.layout()
        case .presentPopover: out.presentPopover()
        case .dismissPopover: out.dismissPopover()
        case .presentFromPopover: out.presentFromPopover()
        case .dismissFromPopover: out.dismissFromPopover()
        case .showSecondWindow: out.showSecondWindow()
        }
        state = out.state
        events.append(contentsOf: out.events)
    }
}

/// Emits one operation's callbacks and keeps the model state in step.
private struct Emitter {
    typealias Subject = ReferenceRuntime.Subject
    let runtime: ReferenceRuntime
    var state: ReferenceRuntime.State
    var events: [Event]

    var bug: ReferenceRuntime.Bug? { runtime.bug }

    // MARK: Events

    mutating func emit(_ subject: Subject, _ name: String, _ arguments: [Value?] = []) {
        events.append(Event(Symbol(subject.rawValue), runtime.kind(name), arguments))
    }

    func name(_ subject: Subject) -> Value { .name(Symbol(subject.rawValue)) }
    var segueIdentifier: Value { identifier("showDetail") }
    func identifier(_ name: String) -> Value { .name(runtime.symbols.symbol(named: name)!) }

    mutating func create(_ subject: Subject, storyboard: Bool = false) {
        guard state.created & (1 << UInt32(subject.rawValue)) == 0 else { return }
        state.created |= 1 << UInt32(subject.rawValue)
        emit(subject, "init", storyboard ? [name(.main)] : [])
    }

    func isLoaded(_ subject: Subject) -> Bool { state.loaded & (1 << UInt32(subject.rawValue)) != 0 }

    /// The child `subject`'s view embeds through an embed segue: `Popover`'s header.
    func embedded(in subject: Subject) -> Subject? {
        subject == .popover ? (state.popover >= 5 ? .header2 : .header) : nil
    }

    /// Loads a view on first need (OBSERVED.md §9, §10, §13: before its first viewWillAppear).
    /// An embed segue fires while the view loads (§7c): the child is instantiated, prepared,
    /// added and loaded before the parent's viewDidLoad.
    mutating func load(_ subject: Subject) {
        guard !isLoaded(subject) else { return }
        state.loaded |= 1 << UInt32(subject.rawValue)
        emit(subject, "loadView")
        if let child = embedded(in: subject) {
            let embed = identifier("embedHeader")
            create(child, storyboard: true)
            emit(subject, "prepare", [embed, name(child)])
            emit(subject, "perform", [embed, name(child), .enumeration(4)])
            emit(subject, "addChild", [name(child)])
            emit(child, "willMove", [name(subject)])
            load(child)
            emit(child, "didMove", [name(subject)])
        }
        emit(subject, "viewDidLoad")
        if subject == .box {
            // The container adds its children in viewDidLoad and forwards appearance by hand.
            emit(.box, "shouldAutomaticallyForwardAppearanceMethods", [.bool(false)])
            for child in [Subject.boxA, .boxB] {
                create(child)
                emit(.box, "addChild", [name(child)])
                emit(child, "willMove", [name(.box)])
                emit(child, "didMove", [name(.box)])
            }
        }
    }

    func isManual(_ subject: Subject) -> Bool { subject == .boxA || subject == .boxB }

    /// The controllers on screen, outermost first: the tab bar, the selected tab, its top.
    var chain: [Subject] {
        if state.loggedOut { return [.login] }
        return state.tab == 0 ? [.tabs, .nav, top] : [.tabs, .box, state.boxChild == 0 ? .boxA : .boxB]
    }

    var top: Subject { state.stack.last.map { Subject(rawValue: UInt32($0))! } ?? .root }
    var below: Subject { state.stack.count >= 2 ? Subject(rawValue: UInt32(state.stack[state.stack.count - 2]))! : .root }

    /// `subjects` with each one's embedded child after it (a child appears and disappears
    /// with its parent, parent first), once the parent's view has it.
    func withEmbedded(_ subjects: [Subject]) -> [Subject] {
        guard subjects.contains(.popover) else { return subjects }
        return subjects.flatMap { subject in
            if let child = embedded(in: subject), isLoaded(subject) { [subject, child] } else { [subject] }
        }
    }

    // Appearance of a chain, parent first (call-entry order; OBSERVED.md §8). A manual
    // container's children get begin/endAppearanceTransition around their callbacks (§14d).
    // An embedded child follows its parent.
    mutating func willAppear(_ subjects: [Subject], animated: Bool) {
        for subject in subjects {
            willAppear(subject, animated: animated)
            if let child = embedded(in: subject) { willAppear(child, animated: animated) }
        }
    }

    private mutating func willAppear(_ subject: Subject, animated: Bool) {
        if isManual(subject) { emit(subject, "beginAppearanceTransition", [.bool(true), .bool(animated)]) }
        if bug == .viewDidLoadAfterViewWillAppear, subject == .detail1, !isLoaded(subject) {
            emit(subject, "viewWillAppear", [.bool(animated)])
            load(subject)
            return
        }
        load(subject)
        emit(subject, "viewWillAppear", [.bool(animated)])
    }

    mutating func isAppearing(_ subjects: [Subject], animated: Bool) {
        for subject in withEmbedded(subjects) { emit(subject, "viewIsAppearing", [.bool(animated)]) }
    }

    mutating func didAppear(_ subjects: [Subject], animated: Bool) {
        for subject in withEmbedded(subjects) {
            if isManual(subject) { emit(subject, "endAppearanceTransition") }
            emit(subject, "viewDidAppear", [.bool(animated)])
        }
    }

    mutating func willDisappear(_ subjects: [Subject], animated: Bool) {
        for subject in withEmbedded(subjects) {
            if isManual(subject) {
                if bug == .containerDoesNotForwardDisappearance { continue }
                emit(subject, "beginAppearanceTransition", [.bool(false), .bool(animated)])
            }
            emit(subject, "viewWillDisappear", [.bool(animated)])
        }
    }

    mutating func didDisappear(_ subjects: [Subject], animated: Bool) {
        for subject in withEmbedded(subjects) {
            if isManual(subject) {
                if bug == .containerDoesNotForwardDisappearance { continue }
                emit(subject, "endAppearanceTransition")
            }
            emit(subject, "viewDidDisappear", [.bool(animated)])
        }
    }

    // MARK: Launch (OBSERVED.md §9a, §17: containers instantiated with their children)

    mutating func launch() {
        create(.window)
        instantiateStoryboard()
        if bug != .rootAssignedAfterAppearance { emit(.window, "rootViewController", [name(.tabs)]) }
        emit(.app, "willFinishLaunching")
        let chain = self.chain
        if bug == .appearanceBeforeLaunchFinished {
            // The root appears during launch, before any window was shown.
            willAppear(chain, animated: false)
            emit(.app, "didFinishLaunching")
            emit(.window, "makeKeyAndVisible")
        } else {
            emit(.app, "didFinishLaunching")
            emit(.window, "makeKeyAndVisible")
            willAppear(chain, animated: false)
        }
        finishAppearing(chain)
        if bug == .rootAssignedAfterAppearance { emit(.window, "rootViewController", [name(.tabs)]) }
        state.launched = true
    }

    /// The main storyboard's initial controller, with its relationship children (§17).
    mutating func instantiateStoryboard() {
        emit(.main, "instantiateInitialViewController", [name(.tabs)])
        create(.tabs, storyboard: true)
        create(.nav, storyboard: true)
        create(.root, storyboard: true)
        create(.box, storyboard: true)
        for (parent, child) in [(Subject.tabs, Subject.nav), (.nav, .root), (.tabs, .box)] {
            emit(parent, "addChild", [name(child)])
            emit(child, "willMove", [name(parent)])
            emit(child, "didMove", [name(parent)])
        }
    }

    mutating func finishAppearing(_ chain: [Subject]) {
        isAppearing(chain, animated: false)
        for subject in chain {
            emit(subject, "viewWillLayoutSubviews")
            emit(subject, "viewDidLayoutSubviews")
        }
        didAppear(chain, animated: false)
    }

    // MARK: Scenes (Specs/OBSERVED.md §1: launch callbacks, then the scene connects; its
    // delegate builds the window; the root appears; the scene enters the foreground and
    // becomes active, and the root finishes appearing)

    mutating func launchWithScene() {
        emit(.app, "willFinishLaunching")
        if bug == .sceneConnectedDuringLaunch { emit(.scene, "willConnect") }
        emit(.app, "didFinishLaunching")
        emit(.app, "configurationForConnecting", [name(.scene)])
        if bug != .sceneConnectedDuringLaunch { emit(.scene, "willConnect") }
        create(.window)
        // UIWindow(windowScene:); the seeded bug keeps the app delegate's UIWindow(frame:).
        if bug != .windowWithoutScene { emit(.window, "windowScene", [name(.scene)]) }
        instantiateStoryboard()
        emit(.window, "rootViewController", [name(.tabs)])
        emit(.window, "makeKeyAndVisible")
        state.launched = true
        state.scenes = true
        guard bug != .windowWithoutScene else {
            // A window that belongs to no scene never reaches the screen: nothing appears.
            emit(.scene, "sceneWillEnterForeground")
            emit(.scene, "sceneDidBecomeActive")
            return
        }
        let chain = self.chain
        willAppear(chain, animated: false)
        emit(.scene, "sceneWillEnterForeground")
        emit(.scene, "sceneDidBecomeActive")
        finishAppearing(chain)
    }

    /// Home: inactive, then background; no appearance callbacks (Specs/OBSERVED.md §1f).
    mutating func enterBackground() {
        emit(.scene, "sceneWillResignActive")
        emit(.scene, "sceneDidEnterBackground")
        state.background = true
    }

    mutating func enterForeground() {
        if bug != .becomeActiveFromBackground { emit(.scene, "sceneWillEnterForeground") }
        emit(.scene, "sceneDidBecomeActive")
        state.background = false
    }

    // MARK: Root replacement (Specs/RootReplacement.swift: dismiss first; the old root
    // disappears as the new one appears)

    mutating func logout() {
        if state.modal != nil, bug != .rootReplacedUnderModal { dismiss() }
        let old = state.modal.map { $0.covers ? [] : chain } ?? chain
        create(.login)
        emit(.window, "rootViewController", [name(.login)])
        willDisappear(old, animated: false)
        state.loggedOut = true
        state.modal = nil
        willAppear([.login], animated: false)
        didDisappear(old, animated: false)
        didAppear([.login], animated: false)
    }

    // MARK: Tabs (§13: incoming will, outgoing will, incoming is-appearing, outgoing did, incoming did)

    mutating func selectTab(_ tab: UInt8) {
        let outgoing = Array(chain.dropFirst())
        state.tab = tab
        let incoming = Array(chain.dropFirst())
        if bug == .childAppearsBeforeParent, tab == 0 {
            willAppear(Array(incoming.reversed()), animated: false)
        } else {
            willAppear(incoming, animated: false)
        }
        if bug != .tabSwitchSkipsOutgoingDisappearance { willDisappear(outgoing, animated: false) }
        isAppearing(incoming, animated: false)
        if bug != .tabSwitchSkipsOutgoingDisappearance { didDisappear(outgoing, animated: false) }
        didAppear(incoming, animated: false)
    }

    // MARK: Navigation (§10: push = new did-load, old will, new will, old did, new did; didMove last)

    /// A push, by code or through a segue: triggered (shouldPerformSegue first, §7a) or
    /// `programmatic` (performSegue, which skips shouldPerformSegue, §7b).
    mutating func push(_ detail: Subject, bySegue: Bool, programmatic: Bool = false) {
        let old = top
        if bySegue {
            emit(old, programmatic ? "performSegue" : "shouldPerformSegue", programmatic ? [segueIdentifier] : [segueIdentifier, .bool(true)])
            create(detail, storyboard: true)
            if bug != .prepareAfterDestinationAppeared {
                // The seeded bug: code that prepares a segue of its own making, under another identifier.
                let prepared = programmatic && bug == .preparesAnotherSegue ? identifier("showSettings") : segueIdentifier
                emit(old, "prepare", [prepared, name(detail)])
                emit(old, "perform", [segueIdentifier, name(detail), .enumeration(0)])
            }
            state.segueUsed = true
        } else {
            // Neither a segue's destination nor a child of a storyboard container: the app
            // instantiates it by identifier, once, and keeps it.
            if state.created & (1 << UInt32(detail.rawValue)) == 0 {
                emit(.main, "instantiateViewController", [identifier("detail1"), name(detail)])
            }
            create(detail, storyboard: true)
        }
        emit(.nav, "addChild", [name(detail)])
        emit(detail, "willMove", [name(.nav)])
        if bug != .viewDidLoadAfterViewWillAppear { load(detail) }
        willDisappear([old], animated: true)
        willAppear([detail], animated: true)
        isAppearing([detail], animated: true)
        emit(detail, "viewWillLayoutSubviews")
        emit(detail, "viewDidLayoutSubviews")
        didDisappear([old], animated: true)
        didAppear([detail], animated: true)
        if bug == .viewDidAppearTwiceOnPush { emit(detail, "viewDidAppear", [.bool(true)]) }
        if bySegue, bug == .prepareAfterDestinationAppeared {
            emit(old, "prepare", [segueIdentifier, name(detail)])
            emit(old, "perform", [segueIdentifier, name(detail), .enumeration(0)])
        }
        if bug != .noDidMoveAfterPush { emit(detail, "didMove", [name(.nav)]) }
        state.stack.append(UInt8(detail.rawValue))
    }

    /// A triggered segue whose shouldPerformSegue returns false: nothing else happens (§7a).
    /// `Root` refuses its segue to `Detail2`; `Popover` one of its own (`showInfo`).
    mutating func refuseSegue() {
        if state.popover == 1 {
            emit(.popover, "shouldPerformSegue", [identifier("showInfo"), .bool(false)])
            return
        }
        emit(.root, "shouldPerformSegue", [segueIdentifier, .bool(false)])
        if bug == .segueAfterRefusal {
            emit(.root, "prepare", [segueIdentifier, name(.detail1)])
        }
    }

    /// A memory warning (OBSERVED.md §18: a view set to nil loads again on its next use):
    /// the app keeps `Popover` after its popover is dismissed, removes its embedded child and
    /// sets its view to nil. Presented again, its view reloads and the embed segue fires with a
    /// new child (`Header#2`): after a refusal of `showInfo`, a segue of another identifier
    /// prepared with no new trigger, which SEGUE-1 holds and lets through. The seeded bug
    /// resets the view while the popover is on screen, where the window touches it at once.
    mutating func resetPopoverView() {
        let onScreen = state.popover == 1
        if !onScreen {
            emit(.header, "willMove", [Value.none])
            emit(.header, "removeFromParent")
            emit(.header, "didMove", [Value.none])
        }
        state.loaded &= ~(1 << UInt32(Subject.popover.rawValue))
        state.popover = onScreen ? 6 : 5
        if onScreen { load(.popover) }
    }

    /// Back button (§10): willMove(nil), top will, below will, below is-appearing, top did,
    /// below did, then the removal (removeFromParent sends didMove(nil)).
    mutating func pop() {
        let old = top, new = below
        if bug != .removeWithoutWillMove { emit(old, "willMove", [Value.none]) }
        willDisappear([old], animated: true)
        willAppear([new], animated: true)
        isAppearing([new], animated: true)
        didDisappear([old], animated: true)
        didAppear([new], animated: true)
        emit(old, "removeFromParent")
        emit(old, "didMove", [Value.none])
        state.stack.removeLast()
    }

    /// An unwind segue from `Detail2` to `Root` (Specs/OBSERVED.md §7: shouldPerformSegue,
    /// prepare and the unwind on the source, then the navigation controller pops to the
    /// destination).
    mutating func unwindToRoot() {
        let unwind = identifier("unwindToRoot")
        emit(.detail2, "shouldPerformSegue", [unwind, .bool(true)])
        emit(.detail2, "prepare", [unwind, name(.root)])
        emit(.detail2, "unwind", [unwind, name(.root)])
        popToRoot()
    }

    mutating func popToRoot() {
        let removed = state.stack.map { Subject(rawValue: UInt32($0))! }
        let old = top
        for subject in removed { emit(subject, "willMove", [Value.none]) }
        willDisappear([old], animated: true)
        willAppear([.root], animated: true)
        didDisappear([old], animated: true)
        didAppear([.root], animated: true)
        for subject in removed {
            emit(subject, "removeFromParent")
            emit(subject, "didMove", [Value.none])
        }
        state.stack.removeAll()
    }

    // Interactive pop (§11). Cancelled: lower will-disappear, lower did-disappear, top
    // will-appear, top did-appear (wangling.me, iOS 7); the removal is called off.
    mutating func beginPop() {
        emit(top, "willMove", [Value.none])
        willDisappear([top], animated: true)
        willAppear([below], animated: true)
        state.popping = true
    }

    mutating func cancelPop() {
        let lower = below
        if bug == .cancelledPopLeavesLowerAppeared {
            emit(lower, "viewDidAppear", [.bool(true)])
        } else {
            willDisappear([lower], animated: true)
            if bug != .cancelledPopForgetsLowerDidDisappear { didDisappear([lower], animated: true) }
        }
        willAppear([top], animated: true)
        didAppear([top], animated: true)
        emit(top, "didMove", [name(.nav)])
        state.popping = false
    }

    mutating func finishPop() {
        let old = top
        didDisappear([old], animated: true)
        didAppear([below], animated: true)
        emit(old, "removeFromParent")
        emit(old, "didMove", [Value.none])
        state.stack.removeLast()
        state.popping = false
    }

    // MARK: Presentation (§12a: presenter will, modal will, modal did, presenter did; §12b/12d: sheets and over styles leave the presenter)

    /// Presents `Modal`, from the visible top or from `presenter`: a controller lower in the
    /// navigation stack may present too, and UIKit presents from the presentation context
    /// (the visible chain disappears; the hidden presenter hears nothing).
    mutating func present(_ style: ReferenceRuntime.Style, from presenter: Subject? = nil) {
        let chain = self.chain
        if bug != .presentedBeforeCreated { create(.modal) }
        emit(presenter ?? chain.last!, "present", [name(.modal), .enumeration(styleIndex(style)), .bool(true)])
        if bug == .presentedBeforeCreated { create(.modal) }
        load(.modal)
        let covers = (style.covers && bug != .presenterNotToldToDisappear)
            || (style == .overFullScreen && bug == .overFullScreenPresenterDisappears)
        if covers { willDisappear(chain, animated: true) }
        willAppear([.modal], animated: true)
        isAppearing([.modal], animated: true)
        didAppear([.modal], animated: true)
        if covers { didDisappear(chain, animated: true) }
        state.modal = style
    }

    mutating func dismiss() {
        let chain = self.chain
        let covers = state.modal?.covers == true
        emit(.modal, "dismiss", [.bool(true)])
        willDisappear([.modal], animated: true)
        if covers, bug != .presenterNotBackAfterDismiss {
            willAppear(chain, animated: true)
            isAppearing(chain, animated: true)
            didAppear(chain, animated: true)
        }
        didDisappear([.modal], animated: true)
        // Cleanup shared with the swipe, calling the delegate method by hand.
        if bug == .didDismissAfterProgrammaticDismiss, state.modal == .pageSheet {
            emit(.modal, "presentationControllerDidDismiss", [name(.modal)])
        }
        state.modal = nil
    }

    /// A sheet swiped away (Specs/Sheets.swift: ShouldDismiss, WillDismiss, the sheet
    /// disappears, DidDismiss; the presenter hears nothing). `Modal` is its own delegate.
    mutating func swipeSheetAway() {
        emit(.modal, "presentationControllerShouldDismiss", [name(.modal), .bool(true)])
        emit(.modal, "presentationControllerWillDismiss", [name(.modal)])
        willDisappear([.modal], animated: true)
        didDisappear([.modal], animated: true)
        emit(.modal, "presentationControllerDidDismiss", [name(.modal)])
        state.modal = nil
    }

    /// A sheet dragged down and let go (§12c, iOS 17): will-disappear, will-appear,
    /// is-appearing, did-appear; the presenter hears nothing.
    mutating func cancelSheetDismiss() {
        emit(.modal, "presentationControllerShouldDismiss", [name(.modal), .bool(true)])
        emit(.modal, "presentationControllerWillDismiss", [name(.modal)])
        willDisappear([.modal], animated: true)
        willAppear([.modal], animated: true)
        isAppearing([.modal], animated: true)
        didAppear([.modal], animated: true)
    }

    // MARK: Popover (Specs/OBSERVED.md §4: the presenter stays; a controller inside the
    // popover that presents full screen is not told it appears again after the dismissal)

    /// From the first screen, or again after the popover's controller had its view reset.
    mutating func presentPopover() {
        // A storyboard scene (it has an embed segue), instantiated by identifier.
        if state.created & (1 << UInt32(Subject.popover.rawValue)) == 0 {
            emit(.main, "instantiateViewController", [identifier("popover"), name(.popover)])
        }
        create(.popover, storyboard: true)
        emit(.root, "present", [name(.popover), .enumeration(7), .bool(true)])
        load(.popover)
        willAppear([.popover], animated: true)
        isAppearing([.popover], animated: true)
        didAppear([.popover], animated: true)
        state.popover = state.popover == 5 ? 6 : 1
    }

    mutating func dismissPopover() {
        emit(.popover, "dismiss", [.bool(true)])
        willDisappear([.popover], animated: true)
        didDisappear([.popover], animated: true)
        state.popover = 4
    }

    /// The popover's controller presents `Modal` full screen: it disappears (as the legal
    /// fixture popover-presenter-not-told writes it); the controllers under the popover hear
    /// nothing.
    mutating func presentFromPopover() {
        create(.modal)
        emit(.popover, "present", [name(.modal), .enumeration(0), .bool(true)])
        load(.modal)
        willDisappear([.popover], animated: true)
        willAppear([.modal], animated: true)
        isAppearing([.modal], animated: true)
        didAppear([.modal], animated: true)
        didDisappear([.popover], animated: true)
        state.popover = 2
    }

    /// Apple, viewDidAppear(_:): the presenter inside the popover is not told it appears again.
    mutating func dismissFromPopover() {
        emit(.modal, "dismiss", [.bool(true)])
        willDisappear([.modal], animated: true)
        didDisappear([.modal], animated: true)
        state.popover = 3
    }

    // MARK: A second window (an overlay on the scene: UIWindow(windowScene:), its root, made
    // key and visible; its root appears like the first window's, §9)

    mutating func showSecondWindow() {
        create(.window2)
        emit(.window2, "windowScene", [name(.scene)])
        create(.overlay)
        emit(.window2, "rootViewController", [name(.overlay)])
        emit(.window2, "makeKeyAndVisible")
        willAppear([.overlay], animated: false)
        finishAppearing([.overlay])
        state.secondWindow = true
    }

    func styleIndex(_ style: ReferenceRuntime.Style) -> Int {
        ["fullScreen", "pageSheet", "formSheet", "automatic", "overFullScreen", "overCurrentContext", "currentContext", "popover", "custom"]
            .firstIndex(of: style.name)!
    }

    // MARK: Container (§14b, §14d: transition between children, forwarded by hand)

    mutating func switchBoxChild() {
        let old: Subject = state.boxChild == 0 ? .boxA : .boxB
        let new: Subject = state.boxChild == 0 ? .boxB : .boxA
        if bug == .endWithoutBeginOnSwitch {
            emit(old, "viewWillDisappear", [.bool(true)])
        } else {
            willDisappear([old], animated: true)
        }
        if bug == .manualChildWithoutBegin {
            load(new)
            emit(new, "viewWillAppear", [.bool(true)])
        } else {
            willAppear([new], animated: true)
        }
        if bug == .unbalancedBeginOnSwitch { emit(new, "beginAppearanceTransition", [.bool(true), .bool(true)]) }
        didDisappear([old], animated: true)
        didAppear([new], animated: true)
        state.boxChild ^= 1
    }

    // MARK: Size change (§15a: the parent, then its children, hidden ones too; then layout)

    mutating func rotate() {
        state.landscape.toggle()
        let size: Value = state.landscape ? .size(width: 844, height: 390) : .size(width: 390, height: 844)
        var order: [Subject] = [.tabs, .nav, .root] + state.stack.map { Subject(rawValue: UInt32($0))! } + [.box, .boxA, .boxB]
        order = order.filter { state.loaded & (1 << UInt32($0.rawValue)) != 0 }
        if bug == .sizeChangeReachesChildFirst, let index = order.firstIndex(of: .nav), order.contains(.root) {
            order.swapAt(index, order.firstIndex(of: .root)!)
        }
        // The tab bar controller overrides viewWillTransition(to:with:) and never calls super.
        if bug == .containerSwallowsSizeChange { order = [.tabs] }
        for subject in order { emit(subject, "viewWillTransition", [size]) }
        if state.modal != nil { emit(.modal, "viewWillTransition", [size]) }
        let visible = state.modal.map { $0.covers ? [Subject.modal] : chain + [.modal] } ?? chain
        for subject in visible {
            emit(subject, "viewWillLayoutSubviews")
            emit(subject, "viewDidLayoutSubviews")
        }
    }

    mutating func layout() {
        for subject in chain {
            emit(subject, "viewWillLayoutSubviews")
            if bug == .layoutPassOpenedTwice { emit(subject, "viewWillLayoutSubviews") }
            emit(subject, "viewDidLayoutSubviews")
        }
        if bug == .layoutBeforeViewLoaded, state.loaded & (1 << UInt32(Subject.detail1.rawValue)) == 0 {
            // Laying out a controller the app keeps around, before its view ever loaded.
            create(.detail1)
            emit(.detail1, "viewWillLayoutSubviews")
            emit(.detail1, "viewDidLayoutSubviews")
        }
    }
}

extension ReferenceRuntime {
    func kind(_ name: String) -> EventKindID { kinds[name]! }
}
