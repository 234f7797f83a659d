import FlipbookScene

/// Shows a controller hierarchy in a scene, as a window does, and runs its transitions: the
/// root controller's view fills `scene.root`; presented controllers cover it full screen.
/// Time moves when the driver calls `advance(to:)` (`TransitionDriver` does, every step).
///
/// While a transition runs, the two screens' root views are named `from` and `to` (their own
/// ids come back after), a black backdrop is behind them (Hero's container colour) and a black
/// overlay view inside each carries the pose's overlay alpha; the moving screen of push, pull,
/// cover, uncover, pageIn and pageOut has a `TransitionShadowView` right under it. Views matched
/// by `hero.id` and views with Hero modifiers fly as snapshots (`HeroTransitionPlan`): matched
/// ones above both screens, traced under their hero id; the transition lasts until they land.
///
/// ```swift
/// let scene = Scene(screen: .iPhone14)
/// let host = ControllerHost(scene: scene, rootViewController: nav)
/// nav.pushViewController(detail, animated: true)
/// host.advance(to: 0.175)              // half-way
/// host.currentFrame?.to.translation    // where Hero has the detail at that instant
/// ```
public final class ControllerHost {
    /// The scene shown in. It keeps the host alive (in `controllers`, as a window keeps its root
    /// view controller), so the host holds it weakly.
    public private(set) weak var scene: Scene?
    public let rootViewController: ViewController
    /// The clock: the time of the last `advance(to:)`; transitions start at it.
    public private(set) var time = 0.0
    /// Warnings about transitions that could not animate as asked, each also given to the
    /// scene (`Scene.noteWarning`), so they are in `scene.warnings` and reach `onWarning`.
    public private(set) var warnings: [String] = []

    /// The Hero transition under way, if any.
    public var runningAnimation: HeroTransitionAnimation? { running?.animation as? HeroTransitionAnimation }
    /// UIKit's own transition under way (Hero off, or a sheet), if any.
    public var runningUIKitAnimation: UIKitTransitionAnimation? { running?.animation as? UIKitTransitionAnimation }
    /// The sheets on screen (page and form sheets), by presented controller.
    var sheets: [ObjectIdentifier: SheetPresentation] = [:]

    /// The frame of the sheet `controller` is presented in, nil when it is not in one.
    public func sheetFrame(of controller: ViewController) -> Rect? { sheets[ObjectIdentifier(controller)]?.geometry.frame }
    /// The poses applied at the last step of a running transition.
    public private(set) var currentFrame: TransitionFrame?

    private var running: RunningTransition?

    /// Shows `rootViewController` full screen in `scene`. The scene keeps the host alive (keep
    /// the scene, as `SceneRun` does); the host refers back to it weakly.
    public init(scene: Scene, rootViewController: ViewController) {
        self.scene = scene
        self.rootViewController = rootViewController
        rootViewController.hostRef = self
        scene.keep(self)
        let view = rootViewController.view
        view.frame = scene.root.bounds
        scene.root.addSubview(view)
        rootViewController.sendWillAppear(false)
        rootViewController.sendDidAppear(false)
    }

    /// The controller shown full screen on top: the root, or the last one presented over it.
    public var topPresented: ViewController {
        var c = rootViewController
        while let next = c.presentedViewController { c = next }
        return c
    }

    /// Whether `controller`'s view is in the scene.
    func isShowing(_ controller: ViewController) -> Bool {
        guard let scene else { return false }
        return controller.isViewLoaded && controller.view.scene === scene
    }

    // MARK: Time

    /// Moves the running transition to `time` (seconds on the scene's clock); at its end the
    /// old screen leaves, the appearance callbacks finish and the completion runs.
    public func advance(to time: Double) {
        guard time.isFinite else { return }
        self.time = time
        guard let running else { return }
        let elapsed = time - running.start
        if elapsed >= running.duration {
            finish()
        } else {
            apply(running.animation.frame(at: elapsed), elapsed: elapsed, to: running)
        }
    }

    /// Ends the running transition at once, as if its time had run out.
    public func finishRunningTransition() { if running != nil { finish() } }

    // MARK: Modal

    func present(_ controller: ViewController, from presenter: ViewController, type: HeroAnimationType, completion: (() -> Void)?) {
        guard let scene else { return }
        guard presenter.presentedViewController == nil else {
            warn("present: \(name(presenter)) is already presenting \(name(presenter.presentedViewController!)); the presentation is ignored")
            return
        }
        guard controller.presentingViewController == nil, controller.parent == nil, controller !== rootViewController else {
            warn("present: \(name(controller)) is already shown; the presentation is ignored")
            return
        }
        finishRunningTransition()
        presenter.presentedViewController = controller
        controller.presentingViewController = presenter
        controller.hostRef = self
        let basis = type == .none ? (controller.animationTypeForPresenting ?? .auto) : type
        controller.dismissalAnimation = controller.animationTypeForDismissing ?? basis.reversed()
        runTransition(TransitionRequest(kind: .modal, from: presenter, to: controller, container: scene.root, type: type,
                                        isPresenting: true, heroEnabled: controller.hero.isEnabled,
                                        owner: "presented controller \(name(controller))", completion: completion))
    }

    /// Dismisses `presented` and everything presented over it, animating from the top one to
    /// the one that presented `presented`.
    func dismiss(_ presented: ViewController, type: HeroAnimationType, completion: (() -> Void)?) {
        guard let scene, let presenter = presented.presentingViewController else { completion?(); return }
        finishRunningTransition()
        let top = topPresented
        // Controllers between `presented` and the top leave without being seen.
        var middle = presented
        while let next = middle.presentedViewController, next !== top {
            if middle !== presented, middle.isViewLoaded { middle.view.removeFromSuperview() }
            middle = next
        }
        if presented !== top { tearDownSheets(below: top, from: presented, presenter: presenter) }
        presenter.presentedViewController = nil
        let unlink = {
            var c: ViewController? = presented
            while let current = c {
                let next = current.presentedViewController
                current.presentedViewController = nil
                current.presentingViewController = nil
                current.hostRef = nil
                c = next
            }
        }
        runTransition(TransitionRequest(kind: .modal, from: top, to: presenter, container: scene.root, type: type,
                                        isPresenting: false, heroEnabled: top.hero.isEnabled,
                                        owner: "presented controller \(name(top))", didFinish: unlink, completion: completion))
    }

    // MARK: Running a transition

    func runTransition(_ request: TransitionRequest) {
        finishRunningTransition()
        lintHeroes(request)   // the seed's common errors, as warnings (HeroLint+Host.swift)
        let container = request.container
        let size = container.bounds.size
        let direction = scene?.layoutDirection ?? .leftToRight
        let animated = request.type != .none
        let fromView = request.from.view, toView = request.to.view

        // Which motion: a sheet (UIKit's, whatever Hero says, once one is up), Hero's, or
        // UIKit's own when Hero is off for the transition (HeroTransitionAnimation, UIKitTransitionAnimation).
        let motion: any ScreenTransitionAnimation
        var sheetRole: SheetRole?
        var usesHero = false
        if request.kind == .modal, !request.isPresenting, let sheet = sheets[ObjectIdentifier(request.from)] {
            motion = UIKitTransitionAnimation(.sheetDismiss, containerSize: size, layoutDirection: direction,
                                              safeAreaTop: sheet.geometry.safeAreaTop, animated: animated)
            sheetRole = .dismissing(sheet)
        } else if request.kind == .modal, request.isPresenting, !request.heroEnabled, request.to.modalPresentationStyle.isSheet {
            motion = UIKitTransitionAnimation(.sheetPresent, containerSize: size, layoutDirection: direction,
                                              safeAreaTop: scene?.screen.safeAreaInsets.top ?? 0, animated: animated)
        } else if !request.heroEnabled, animated {
            if let kind = Self.uikitKind(request) {
                motion = UIKitTransitionAnimation(kind, containerSize: size, layoutDirection: direction)
            } else {
                warn("\(request.owner) has hero.isEnabled = false: the transition from \(name(request.from)) to \(name(request.to)) "
                     + "is not animated, as UIKit switches tabs without animation (set hero.isEnabled = true, as SDOSHero requires)")
                motion = HeroTransitionAnimation(.none, setting: TransitionSetting(container: request.kind, isPresenting: request.isPresenting),
                                                 containerSize: size)
            }
        } else {
            let opaque = fromView.backgroundColor.map { $0.alpha >= 1 } ?? false
            let setting = TransitionSetting(container: request.kind, isPresenting: request.isPresenting,
                                            layoutDirection: direction, fromIsOpaque: opaque)
            motion = HeroTransitionAnimation(request.heroEnabled ? request.type : .none, setting: setting, containerSize: size)
            usesHero = true
        }
        let moving = motion.duration > 0

        if case .dismissing = sheetRole {} else {
            toView.transform = .identity
            toView.alpha = 1
            toView.frame = Rect(origin: .zero, size: size)
        }
        request.from.sendWillDisappear(moving)
        request.to.sendWillAppear(moving)
        request.willBegin()

        // The views that move: the screens' root views, or a sheet's holder and the card.
        let fromMover: View, toMover: View, backdrop: View, fromOverlay: View, toOverlay: View
        switch sheetRole {
        case .dismissing(let sheet):
            fromMover = sheet.holder
            toMover = sheet.card
            backdrop = sheet.backdrop
            fromOverlay = Self.overlay(in: fromView)
            toOverlay = sheet.dimming
        case .presenting, nil:
            let card = mover(of: request.from)
            // A presenter left on screen (the card behind a sheet a dismissAll just took away)
            // is placed afresh, under the leaving screen when that one is on top.
            if toView.superview === container { toView.removeFromSuperview() }
            let index = container.subviews.firstIndex { $0 === card } ?? container.subviews.count
            backdrop = View(frame: Rect(origin: .zero, size: size))
            backdrop.backgroundColor = HeroTiming.containerColor
            container.insertSubview(backdrop, at: index)
            if card.superview !== container { container.insertSubview(card, at: index + 1) }
            fromMover = card
            fromOverlay = Self.overlay(in: fromView)
            if let sheetMotion = motion as? UIKitTransitionAnimation, let geometry = sheetMotion.sheet {
                let holder = SheetPresentation.makeHolder(geometry)
                toView.frame = Rect(origin: .zero, size: geometry.frame.size)
                holder.addSubview(toView)
                container.insertSubview(holder, at: index + 2)
                toMover = holder
                let sheet = SheetPresentation(geometry: geometry, holder: holder, backdrop: backdrop, dimming: fromOverlay, card: card)
                // Registered now, so the sheet's controllers lay out below the status bar.
                sheets[ObjectIdentifier(request.to)] = sheet
                sheetRole = .presenting(sheet)
            } else {
                container.insertSubview(toView, at: motion.fromOnTop ? index + 1 : index + 2)
                toMover = toView
            }
            toOverlay = Self.overlay(in: toView)
        }

        // Hero's matched views and modifiers, planned on the screens at rest.
        if moving && usesHero { toView.layoutIfNeeded() }
        let plan = moving && usesHero
            ? HeroTransitionPlan(from: fromView, to: toView, container: container, sourceOnTop: motion.fromOnTop,
                                 screenDuration: motion.duration)
            : nil
        let flights = plan.map { HeroFlights(plan: $0, from: fromView, to: toView, container: container) }

        let fromShadow = motion.fromCastsShadow ? Self.shadow(under: fromMover) : nil
        let toShadow = motion.toCastsShadow ? Self.shadow(under: toMover) : nil
        let transition = RunningTransition(request: request, animation: motion, start: time, backdrop: backdrop,
                                           fromMover: fromMover, toMover: toMover,
                                           fromOverlay: fromOverlay, toOverlay: toOverlay, fromShadow: fromShadow, toShadow: toShadow,
                                           fromID: fromView.id, toID: toView.id, flights: flights, sheet: sheetRole,
                                           duration: max(motion.duration, plan?.duration ?? 0))
        fromView.id = "from"
        toView.id = "to"
        // Hero moves snapshots: each screen keeps its resting layout while it moves (so does
        // UIKit's card behind a sheet).
        fromMover.safeAreaIgnoresTransform = true
        toMover.safeAreaIgnoresTransform = true
        running = transition
        if moving {
            apply(motion.frame(at: 0), elapsed: 0, to: transition)
        } else {
            finish()
        }
    }

    /// UIKit's own transition for a request Hero does not animate; nil for a tab switch, which
    /// UIKit does not animate.
    static func uikitKind(_ request: TransitionRequest) -> UIKitTransitionAnimation.Kind? {
        switch request.kind {
        case .navigation: return request.isPresenting ? .push : .pop
        case .modal: return request.isPresenting ? .coverVertical : .uncoverVertical
        case .tabBar: return nil
        }
    }

    /// The view that moves for `controller`'s screen: its view, or the holder of the sheet it is in.
    private func mover(of controller: ViewController) -> View {
        sheets[ObjectIdentifier(controller)]?.holder ?? controller.view
    }

    private static func overlay(in view: View) -> View {
        let overlay = View(frame: Rect(origin: .zero, size: view.bounds.size))
        overlay.backgroundColor = .black
        overlay.alpha = 0
        view.addSubview(overlay)
        return overlay
    }

    /// A shadow right under `view` in its container, the same size.
    private static func shadow(under view: View) -> TransitionShadowView {
        let shadow = TransitionShadowView(frame: view.frame)
        shadow.alpha = 0
        if let container = view.superview, let index = container.subviews.firstIndex(where: { $0 === view }) {
            container.insertSubview(shadow, at: index)
        }
        return shadow
    }

    private func apply(_ frame: TransitionFrame, elapsed: Double, to transition: RunningTransition) {
        transition.fromMover.transform = frame.from.transform
        transition.fromMover.alpha = frame.from.alpha
        transition.fromOverlay.alpha = frame.from.overlayAlpha
        transition.toMover.transform = frame.to.transform
        transition.toMover.alpha = frame.to.alpha
        transition.toOverlay.alpha = frame.to.overlayAlpha
        // Only the card's corners follow the poses; a sheet's holder keeps its own radius.
        switch transition.sheet {
        case .presenting(let sheet): sheet.card.cornerRadius = frame.from.cornerRadius
        case .dismissing(let sheet): sheet.card.cornerRadius = frame.to.cornerRadius
        case nil: break
        }
        for (shadow, pose) in [(transition.fromShadow, frame.from), (transition.toShadow, frame.to)] {
            guard let shadow else { continue }
            shadow.transform = pose.transform
            shadow.alpha = pose.shadowOpacity
        }
        transition.flights?.show(at: elapsed)
        currentFrame = frame
    }

    private func finish() {
        guard let transition = running else { return }
        running = nil
        currentFrame = nil
        let request = transition.request
        let fromView = request.from.view, toView = request.to.view
        let animated = transition.animation.duration > 0
        transition.fromShadow?.removeFromSuperview()
        transition.toShadow?.removeFromSuperview()
        transition.flights?.land()
        switch transition.sheet {
        case .presenting(let sheet):
            // The presenter stays, as the card behind the sheet, until the sheet is dismissed.
            if let end = (transition.animation as? UIKitTransitionAnimation)?.endFrame {
                sheet.card.transform = end.from.transform
                sheet.card.cornerRadius = end.from.cornerRadius
                sheet.dimming.alpha = end.from.overlayAlpha
            }
            sheet.card.alpha = 1
            transition.toOverlay.removeFromSuperview()
            sheet.holder.transform = .identity
            sheet.holder.alpha = 1
            sheet.holder.safeAreaIgnoresTransform = false
        case .dismissing(let sheet):
            sheets[ObjectIdentifier(request.from)] = nil
            transition.fromOverlay.removeFromSuperview()
            fromView.removeFromSuperview()
            sheet.tearDown()
        case nil:
            transition.backdrop.removeFromSuperview()
            transition.fromOverlay.removeFromSuperview()
            transition.toOverlay.removeFromSuperview()
            transition.fromMover.removeFromSuperview()
            for view in [transition.fromMover, transition.toMover] {
                view.transform = .identity
                view.alpha = 1
                view.safeAreaIgnoresTransform = false
            }
        }
        toView.transform = .identity
        toView.alpha = 1
        toView.safeAreaIgnoresTransform = false
        fromView.id = transition.fromID
        toView.id = transition.toID
        request.from.sendDidDisappear(animated)
        request.to.sendDidAppear(animated)
        request.didFinish()
        request.completion?()
    }

    func warn(_ message: String) {
        warnings.append(message)
        scene?.noteWarning(message)
    }

    private func name(_ controller: ViewController) -> String {
        controller.title.map { "'\($0)'" } ?? String(describing: type(of: controller))
    }
}

/// A transition under way: its request, its poses over time, and the views it added.
private struct RunningTransition {
    let request: TransitionRequest
    let animation: any ScreenTransitionAnimation
    let start: Double
    let backdrop: View
    /// What the poses move: the screens' root views, or a sheet's holder and the card.
    let fromMover: View
    let toMover: View
    let fromOverlay: View
    let toOverlay: View
    let fromShadow: TransitionShadowView?
    let toShadow: TransitionShadowView?
    let fromID: String?
    let toID: String?
    /// The snapshots of Hero's matched and modified views, nil when nothing but the screens moves.
    let flights: HeroFlights?
    /// The sheet this transition brings up or takes down, if any.
    let sheet: SheetRole?
    /// The screens' 0.35 s, or longer while a view is still on its way.
    let duration: Double
}
