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

    /// The transition under way, if any.
    public var runningAnimation: HeroTransitionAnimation? { running?.animation }
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
        var type = request.type
        if !request.heroEnabled, type != .none {
            warn("\(request.owner) has hero.isEnabled = false: the transition from \(name(request.from)) to \(name(request.to)) "
                 + "is not animated (set hero.isEnabled = true, as SDOSHero requires)")
            type = .none
        }
        let fromView = request.from.view, toView = request.to.view
        let opaque = fromView.backgroundColor.map { $0.alpha >= 1 } ?? false
        let setting = TransitionSetting(container: request.kind, isPresenting: request.isPresenting,
                                        layoutDirection: scene?.layoutDirection ?? .leftToRight, fromIsOpaque: opaque)
        let animation = HeroTransitionAnimation(type, setting: setting, containerSize: request.container.bounds.size)
        let animated = animation.duration > 0
        let container = request.container

        toView.transform = .identity
        toView.alpha = 1
        toView.frame = Rect(origin: .zero, size: container.bounds.size)
        request.from.sendWillDisappear(animated)
        request.to.sendWillAppear(animated)
        request.willBegin()

        let index = container.subviews.firstIndex { $0 === fromView } ?? container.subviews.count
        let backdrop = View(frame: Rect(origin: .zero, size: container.bounds.size))
        backdrop.backgroundColor = HeroTiming.containerColor
        container.insertSubview(backdrop, at: index)
        if fromView.superview !== container { container.insertSubview(fromView, at: index + 1) }
        container.insertSubview(toView, at: animation.fromOnTop ? index + 1 : index + 2)

        // Hero's matched views and modifiers, planned on the screens at rest.
        if animated && type != .none { toView.layoutIfNeeded() }
        let plan = animated && type != .none
            ? HeroTransitionPlan(from: fromView, to: toView, container: container, sourceOnTop: animation.fromOnTop,
                                 screenDuration: animation.duration)
            : nil
        let flights = plan.map { HeroFlights(plan: $0, from: fromView, to: toView, container: container) }

        let fromOverlay = Self.overlay(in: fromView), toOverlay = Self.overlay(in: toView)
        let fromShadow = animation.fromCastsShadow ? Self.shadow(under: fromView) : nil
        let toShadow = animation.toCastsShadow ? Self.shadow(under: toView) : nil
        let transition = RunningTransition(request: request, animation: animation, start: time, backdrop: backdrop,
                                           fromOverlay: fromOverlay, toOverlay: toOverlay, fromShadow: fromShadow, toShadow: toShadow,
                                           fromID: fromView.id, toID: toView.id, flights: flights,
                                           duration: max(animation.duration, plan?.duration ?? 0))
        fromView.id = "from"
        toView.id = "to"
        // Hero moves snapshots: each screen keeps its resting layout while it moves.
        fromView.safeAreaIgnoresTransform = true
        toView.safeAreaIgnoresTransform = true
        running = transition
        if animated {
            apply(animation.frame(at: 0), elapsed: 0, to: transition)
        } else {
            finish()
        }
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
        let fromView = transition.request.from.view, toView = transition.request.to.view
        fromView.transform = frame.from.transform
        fromView.alpha = frame.from.alpha
        transition.fromOverlay.alpha = frame.from.overlayAlpha
        toView.transform = frame.to.transform
        toView.alpha = frame.to.alpha
        transition.toOverlay.alpha = frame.to.overlayAlpha
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
        transition.backdrop.removeFromSuperview()
        transition.fromOverlay.removeFromSuperview()
        transition.toOverlay.removeFromSuperview()
        transition.fromShadow?.removeFromSuperview()
        transition.toShadow?.removeFromSuperview()
        transition.flights?.land()
        fromView.removeFromSuperview()
        for view in [fromView, toView] {
            view.transform = .identity
            view.alpha = 1
            view.safeAreaIgnoresTransform = false
        }
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
    let animation: HeroTransitionAnimation
    let start: Double
    let backdrop: View
    let fromOverlay: View
    let toOverlay: View
    let fromShadow: TransitionShadowView?
    let toShadow: TransitionShadowView?
    let fromID: String?
    let toID: String?
    /// The snapshots of Hero's matched and modified views, nil when nothing but the screens moves.
    let flights: HeroFlights?
    /// The screens' 0.35 s, or longer while a view is still on its way.
    let duration: Double
}
