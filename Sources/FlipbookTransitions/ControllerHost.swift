import FlipbookScene

/// Shows a controller hierarchy in a scene, as a window does, and runs its transitions: the
/// root controller's view fills `scene.root`; presented controllers cover it full screen.
/// Time moves when the driver calls `advance(to:)` (`TransitionDriver` does, every step).
///
/// While a transition runs, `scene.screenTransition` names its kind and the two screens' root
/// views (which keep their own ids); `TransitionMotionChoice` picks the motion, `TransitionStage`
/// places the moving views (a black backdrop, dimming overlays, Hero's shadows) and poses them,
/// and Hero's matched and modified views fly as snapshots (`HeroFlights.plan`): matched ones above
/// both screens, traced under their hero id; the transition lasts until they land.
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
    public internal(set) var currentFrame: TransitionFrame?

    var running: RunningTransition?
    /// The scene time the running transition ends at, its last view landed; nil when none runs.
    var runningTransitionEnd: Double? {
        // A custom animator says how long it takes; one that never calls completeTransition
        // does not keep the driver going past that.
        if let customTransition, !customTransition.isComplete {
            // An interaction: until its completion lands; while the app drives it, at least its own
            // length (scripted touches keep a run going by themselves), so an app that never
            // finishes or cancels cannot make the run last forever.
            if customTransition.interaction != nil {
                return customTransition.interactionLanding ?? customTransition.start + customTransition.duration
            }
            return customTransition.start + customTransition.duration
        }
        if let interaction = running?.interaction {
            // While the finger tracks, the end is not known: the run goes on at least to now.
            return interaction.landing ?? time
        }
        return running.map { $0.start + $0.duration }
    }
    /// The custom (`transitioningDelegate`) presentation or dismissal, or delegate-animated push,
    /// pop or tab switch, under way.
    var customTransition: CustomTransitionContext?

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
        // UIKit's order (https://developer.apple.com/documentation/uikit/uiviewcontroller):
        // the view appears, is laid out, then has appeared.
        rootViewController.sendWillAppear(false)
        scene.layout()
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
        customTransition?.advance(to: time)
        guard let running else { return }
        if running.interaction != nil { advanceInteractive(to: time); return }
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
            warn("present: \(presenter.messageName) is already presenting \(presenter.presentedViewController!.messageName); the presentation is ignored")
            return
        }
        guard controller.presentingViewController == nil, controller.parent == nil, controller !== rootViewController else {
            warn("present: \(controller.messageName) is already shown; the presentation is ignored")
            return
        }
        finishRunningTransition()
        presenter.presentedViewController = controller
        controller.presentingViewController = presenter
        controller.hostRef = self
        let basis = type == .none ? (controller.animationTypeForPresenting ?? .auto) : type
        controller.dismissalAnimation = controller.animationTypeForDismissing ?? basis.reversed()
        if controller.modalPresentationStyle == .custom, !controller.hero.isEnabled {
            presentCustom(controller, from: presenter, animated: type != .none, completion: completion)
            return
        }
        var request = TransitionRequest(kind: .modal, from: presenter, to: controller, container: scene.root, type: type,
                                        isPresenting: true, heroEnabled: controller.hero.isEnabled,
                                        owner: "presented controller \(controller.messageName)", completion: completion)
        request.keepsPresenter = controller.modalPresentationStyle.keepsPresenter
        runTransition(request)
    }

    /// Dismisses `presented` and everything presented over it, animating from the top one to
    /// the one that presented `presented`.
    func dismiss(_ presented: ViewController, type: HeroAnimationType, completion: (() -> Void)?) {
        guard let scene, let presenter = presented.presentingViewController else { completion?(); return }
        finishRunningTransition()
        if let presentation = presented.presentationController, presented.presentedViewController == nil {
            dismissCustom(presentation, animated: type != .none, completion: completion)
            return
        }
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
        var request = TransitionRequest(kind: .modal, from: top, to: presenter, container: scene.root, type: type,
                                        isPresenting: false, heroEnabled: top.hero.isEnabled,
                                        owner: "presented controller \(top.messageName)", didFinish: unlink, completion: completion)
        // Only when the presenter is still under the leaving screen (one over full screen on it).
        request.keepsPresenter = top.presentingViewController === presenter && top.modalPresentationStyle.keepsPresenter
            && isShowing(presenter)
        runTransition(request)
    }

    // MARK: Running a transition

    func runTransition(_ request: TransitionRequest) {
        finishRunningTransition()
        lintHeroes(request)   // the seed's common errors, as warnings (HeroLint+Host.swift)
        let choice = TransitionMotionChoice(request, sheets: sheets, scene: scene)
        if let warning = choice.warning { warn(warning) }
        var motion = choice.motion
        let moving = motion.duration > 0
        TransitionStage.settleArrivingScreen(request, choice: choice)
        // A presenter left under an over-full-screen modal neither leaves nor arrives.
        if request.stayingPresenter !== request.from { request.from.sendWillDisappear(moving) }
        if request.stayingPresenter !== request.to { request.to.sendWillAppear(moving) }
        request.willBegin()

        var stage = TransitionStage(request, choice: choice, fromCard: mover(of: request.from), sheets: &sheets)
        let hero = moving && choice.usesHero
            ? HeroFlights.plan(from: request.from.view, to: request.to.view, container: request.container, motion: motion)
            : nil
        if let hero { motion = hero.motion }
        stage.addShadows(for: motion)
        stage.startPosing()
        stage.holdSafeAreas(true)
        var transition = RunningTransition(request: request, animation: motion, start: time, stage: stage,
                                           flights: hero?.flights, duration: hero?.duration ?? motion.duration)
        if request.isInteractive, moving, hero == nil, let own = motion as? UIKitTransitionAnimation {
            transition.interaction = InteractiveProgress(duration: own.duration)
            running = transition
            scene?.screenTransition = ScreenTransitionRoles(kind: request.rolesKind, from: request.from.view, to: request.to.view)
            applyInteractive(own, fraction: 0, to: transition)
            return
        }
        running = transition
        scene?.screenTransition = ScreenTransitionRoles(kind: request.rolesKind, from: request.from.view, to: request.to.view)
        if moving {
            apply(motion.frame(at: 0), elapsed: 0, to: transition)
        } else {
            // Without animation the arriving view is still laid out before it "did appear".
            scene?.layout()
            finish()
        }
    }

    /// The view that moves for `controller`'s screen: its view, or the holder of the sheet it is in.
    private func mover(of controller: ViewController) -> View {
        sheets[ObjectIdentifier(controller)]?.holder ?? controller.view
    }

    private func apply(_ frame: TransitionFrame, elapsed: Double, to transition: RunningTransition) {
        // The bar follows the screens' own length (Hero's matched views may land later).
        let screens = transition.animation.duration
        show(frame, elapsed: elapsed, barProgress: screens > 0 ? UIKitTiming.curve.value(at: min(1, max(0, elapsed / screens))) : 1,
             of: transition)
    }

    /// Poses the screens (and the bar, at `barProgress`) for one step.
    func show(_ frame: TransitionFrame, elapsed: Double, barProgress: Double, of transition: RunningTransition) {
        transition.show(frame, elapsed: elapsed)
        transition.request.barProgress(barProgress)
        currentFrame = frame
    }

    func finish() {
        guard let transition = running else { return }
        running = nil
        currentFrame = nil
        scene?.screenTransition = nil
        let request = transition.request
        let animated = transition.animation.duration > 0
        transition.flights?.land()
        if case .dismissing = transition.stage.sheet { sheets[ObjectIdentifier(request.from)] = nil }
        transition.stage.takeDown(leaving: request.from.view, arriving: request.to.view,
                                  endFrame: (transition.animation as? UIKitTransitionAnimation)?.endFrame)
        if request.stayingPresenter !== request.from { request.from.sendDidDisappear(animated) }
        if request.stayingPresenter !== request.to { request.to.sendDidAppear(animated) }
        request.didFinish()
        request.completion?()
    }

    func warn(_ message: String) {
        warnings.append(message)
        scene?.noteWarning(message)
    }
}
