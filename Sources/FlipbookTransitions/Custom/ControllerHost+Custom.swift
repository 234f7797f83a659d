import FlipbookScene

/// Custom presentations (`modalPresentationStyle = .custom` with a `transitioningDelegate`), run
/// as UIKit runs them: the presentation controller is made and given a container over the
/// presenter; `presentationTransitionWillBegin`, the appearance callbacks, the animator's
/// `animateTransition` (its `UIView.animate` runs on the scene's clock) with the coordinator's
/// alongside animations, or, when the delegate gives an interaction controller, its
/// `startInteractiveTransition` (CustomTransitionContext+Interactive.swift); at
/// `completeTransition`, `presentationTransitionDidEnd`, `animationEnded`, `viewDidAppear` and
/// the completion. A dismissal mirrors it and takes the container away; a cancelled one leaves
/// the presented controller on screen.
extension ControllerHost {
    func presentCustom(_ controller: ViewController, from presenter: ViewController, animated: Bool, completion: (() -> Void)?) {
        guard let scene else { return }
        // The view loads before any appearance callback, as UIKit's `viewDidLoad` always comes first
        // (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()).
        _ = controller.view
        let delegate = controller.transitioningDelegate
        let presentation = delegate?.presentationController(forPresented: controller, presenting: presenter, source: presenter)
            ?? PresentationController(presentedViewController: controller, presenting: presenter)
        controller.presentationController = presentation
        let container = PresentationContainerView(frame: scene.root.bounds)
        container.presentation = presentation
        presentation.containerView = container
        scene.root.addSubview(container)
        let animator = delegate?.animationController(forPresented: controller, presenting: presenter, source: presenter) ?? CoverVerticalAnimator()
        let tells = Self.presenterIsTold(presentation)
        let interaction = animated ? delegate?.interactionControllerForPresentation(using: animator) : nil
        let context = CustomTransitionContext(presentation: presentation, container: container, isPresenting: true, animator: animator,
                                              duration: animated ? Self.checkedDuration(animator) : 0, animated: animated, at: time)
        context.onComplete = { [weak self] completed in
            presentation.presentationTransitionDidEnd(completed)
            animator.animationEnded(completed)
            self?.customTransition = nil
            if completed {
                controller.sendDidAppear(animated)
                if tells { presenter.sendDidDisappear(animated) }
                completion?()
            } else {
                // Cancelled: as if never presented (CHOSEN: the callbacks mirror a cancelled pop's).
                presenter.presentedViewController = nil
                Self.takeDown(presentation, container: container)
                controller.sendWillDisappear(animated)
                if tells { presenter.sendWillAppear(animated) }
                controller.sendDidDisappear(animated)
                if tells { presenter.sendDidAppear(animated) }
            }
        }
        customTransition = context
        presentation.presentationTransitionWillBegin()
        if tells { presenter.sendWillDisappear(animated) }
        controller.sendWillAppear(animated)
        run(context, interaction: interaction)
    }

    /// The presentation is over (dismissed, or a presentation cancelled): its container leaves the
    /// screen and the presented controller is no longer presented.
    private static func takeDown(_ presentation: PresentationController, container: View) {
        container.removeFromSuperview()
        presentation.containerView = nil
        let presented = presentation.presentedViewController
        presented.presentationController = nil
        presented.presentingViewController = nil
        presented.hostRef = nil
    }

    func dismissCustom(_ presentation: PresentationController, animated: Bool, completion: (() -> Void)?) {
        guard let container = presentation.containerView else { completion?(); return }
        let presented = presentation.presentedViewController, presenter = presentation.presentingViewController
        presenter.presentedViewController = nil
        let delegate = presented.transitioningDelegate
        let animator = delegate?.animationController(forDismissed: presented) ?? CoverVerticalAnimator()
        let tells = Self.presenterIsTold(presentation)
        let interaction = animated ? delegate?.interactionControllerForDismissal(using: animator) : nil
        let context = CustomTransitionContext(presentation: presentation, container: container, isPresenting: false, animator: animator,
                                              duration: animated ? Self.checkedDuration(animator) : 0, animated: animated, at: time)
        context.onComplete = { [weak self] completed in
            presentation.dismissalTransitionDidEnd(completed)
            animator.animationEnded(completed)
            self?.customTransition = nil
            if completed {
                Self.takeDown(presentation, container: container)
                presented.sendDidDisappear(animated)
                if tells { presenter.sendDidAppear(animated) }
                completion?()
            } else {
                // Cancelled: the presented controller stays, told it appears again, and the
                // presenter that it disappears again (CHOSEN: the order of a cancelled pop;
                // Apple documents none). The dismissal's completion does not run: nothing was dismissed.
                presenter.presentedViewController = presented
                presented.sendWillAppear(animated)
                if tells { presenter.sendWillDisappear(animated) }
                presented.sendDidAppear(animated)
                if tells { presenter.sendDidDisappear(animated) }
            }
        }
        customTransition = context
        presentation.dismissalTransitionWillBegin()
        presented.sendWillDisappear(animated)
        if tells { presenter.sendWillAppear(animated) }
        run(context, interaction: interaction)
    }

    /// A push, pop or tab switch with an animator a delegate gave: `request`'s callbacks (the bar's
    /// motion, the stack's update) run as for UIKit's own transition, the animator moves the views.
    /// Completed, the leaving view leaves the container; cancelled, the arriving one does and the
    /// appearance callbacks are told back, as for the built-in interactive pop.
    func runCustom(_ request: TransitionRequest, animator: ViewControllerAnimatedTransitioning,
                   interaction: ViewControllerInteractiveTransitioning?) {
        finishRunningTransition()
        let animated = request.type != .none
        let context = CustomTransitionContext(kind: .container, from: request.from, to: request.to, container: request.container,
                                              animator: animator, duration: animated ? Self.checkedDuration(animator) : 0,
                                              animated: animated, at: time)
        let from = request.from, to = request.to
        context.onProgress = { p in request.barProgress(p) }
        // CHOSEN, as for presentations: `animationEnded` right after `completeTransition`, before
        // the appearance callbacks end (Apple says only "at the end of a transition").
        context.onComplete = { [weak self] completed in
            animator.animationEnded(completed)
            self?.customTransition = nil
            self?.scene?.screenTransition = nil
            if completed {
                if from.isViewLoaded, from.view.superview === request.container { from.view.removeFromSuperview() }
                from.sendDidDisappear(animated)
                to.sendDidAppear(animated)
                request.didFinish()
                request.completion?()
            } else {
                if to.view.superview === request.container { to.view.removeFromSuperview() }
                to.sendWillDisappear(animated)
                from.sendWillAppear(animated)
                request.didCancel()
                self?.scene?.layout()
                to.sendDidDisappear(animated)
                from.sendDidAppear(animated)
            }
        }
        customTransition = context
        from.sendWillDisappear(animated)
        to.sendWillAppear(animated)
        request.willBegin()
        scene?.screenTransition = ScreenTransitionRoles(kind: request.rolesKind, from: from.view, to: to.view)
        run(context, interaction: animated ? interaction : nil)
    }

    /// Whether the presenter gets appearance callbacks: only when its view leaves the screen
    /// (`shouldRemovePresentersView`); a custom presentation that keeps it visible, the default,
    /// tells it nothing (https://developer.apple.com/documentation/uikit/uipresentationcontroller/shouldremovepresentersview;
    /// "ModalPresentationStyle set to .custom, so presentingViewController viewWillDisappear and
    /// viewDidDisappear won't be called", mo4tech.com/uimodalpresentationstylecustom-dont-invoke-viewwilldisappear-problem.html).
    private static func presenterIsTold(_ presentation: PresentationController) -> Bool { presentation.shouldRemovePresentersView }

    /// The animator's `transitionDuration`, kept to 0…60 s (a non-finite one counts as UIKit's 0.5 s),
    /// so an animator's number cannot make a run last forever.
    static func checkedDuration(_ animator: ViewControllerAnimatedTransitioning) -> Double {
        let d = animator.transitionDuration(using: nil)
        return d.isFinite ? min(max(0, d), 60) : UIKitTiming.duration
    }

    /// The animator's turn, then the alongside animations, in one run-loop turn as UIKit has them.
    /// With an interaction controller, its `startInteractiveTransition` takes the animator's turn
    /// (a percent-driven one calls `animateTransition`), the animations it begins held on the
    /// context's clock.
    private func run(_ context: CustomTransitionContext, interaction: ViewControllerInteractiveTransitioning?) {
        scene?.layout()
        guard let interaction else {
            context.animator.animateTransition(using: context)
            context.runAlongside()
            return
        }
        context.beginInteraction(by: interaction, at: time)
        context.capture {
            interaction.startInteractiveTransition(context)
            context.runAlongside()
        }
        if !context.isComplete { context.advance(to: time) }
    }
}
