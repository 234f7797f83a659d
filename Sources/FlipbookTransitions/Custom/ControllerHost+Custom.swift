import FlipbookScene

/// Custom presentations (`modalPresentationStyle = .custom` with a `transitioningDelegate`), run
/// as UIKit runs them: the presentation controller is made and given a container over the
/// presenter; `presentationTransitionWillBegin`, the appearance callbacks, the animator's
/// `animateTransition` (its `UIView.animate` runs on the scene's clock) with the coordinator's
/// alongside animations; at `completeTransition`, `presentationTransitionDidEnd`, `viewDidAppear`
/// and the completion. A dismissal mirrors it and takes the container away.
extension ControllerHost {
    func presentCustom(_ controller: ViewController, from presenter: ViewController, animated: Bool, completion: (() -> Void)?) {
        guard let scene else { return }
        let delegate = controller.transitioningDelegate
        let presentation = delegate?.presentationController(forPresented: controller, presenting: presenter, source: presenter)
            ?? PresentationController(presentedViewController: controller, presenting: presenter)
        controller.presentationController = presentation
        let container = PresentationContainerView(frame: scene.root.bounds)
        container.presentation = presentation
        presentation.containerView = container
        scene.root.addSubview(container)
        let animator = delegate?.animationController(forPresented: controller, presenting: presenter, source: presenter) ?? CoverVerticalAnimator()
        let context = CustomTransitionContext(presentation: presentation, container: container, isPresenting: true,
                                              duration: animated ? Self.checkedDuration(animator) : 0, animated: animated)
        context.onComplete = { [weak self] completed in
            presentation.presentationTransitionDidEnd(completed)
            animator.animationEnded(completed)
            self?.customTransition = nil
            if completed {
                controller.sendDidAppear(animated)
                presenter.sendDidDisappear(animated)
            }
            completion?()
        }
        begin(context)
        presentation.presentationTransitionWillBegin()
        presenter.sendWillDisappear(animated)
        controller.sendWillAppear(animated)
        run(animator, in: context)
    }

    func dismissCustom(_ presentation: PresentationController, animated: Bool, completion: (() -> Void)?) {
        guard let container = presentation.containerView else { completion?(); return }
        let presented = presentation.presentedViewController, presenter = presentation.presentingViewController
        presenter.presentedViewController = nil
        let animator = presented.transitioningDelegate?.animationController(forDismissed: presented) ?? CoverVerticalAnimator()
        let context = CustomTransitionContext(presentation: presentation, container: container, isPresenting: false,
                                              duration: animated ? Self.checkedDuration(animator) : 0, animated: animated)
        context.onComplete = { [weak self] completed in
            presentation.dismissalTransitionDidEnd(completed)
            animator.animationEnded(completed)
            self?.customTransition = nil
            if completed {
                container.removeFromSuperview()
                presentation.containerView = nil
                presented.presentationController = nil
                presented.presentingViewController = nil
                presented.hostRef = nil
                presented.sendDidDisappear(animated)
                presenter.sendDidAppear(animated)
            }
            completion?()
        }
        begin(context)
        presentation.dismissalTransitionWillBegin()
        presented.sendWillDisappear(animated)
        presenter.sendWillAppear(animated)
        run(animator, in: context)
    }

    /// The animator's `transitionDuration`, kept to 0…60 s (a non-finite one counts as UIKit's 0.5 s),
    /// so an animator's number cannot make a run last forever.
    private static func checkedDuration(_ animator: ViewControllerAnimatedTransitioning) -> Double {
        let d = animator.transitionDuration(using: nil)
        return d.isFinite ? min(max(0, d), 60) : UIKitTiming.duration
    }

    private func begin(_ context: CustomTransitionContext) {
        customTransition = context
        customTransitionStart = time
    }

    /// The animator's turn, then the alongside animations, in one run-loop turn as UIKit has them.
    private func run(_ animator: ViewControllerAnimatedTransitioning, in context: CustomTransitionContext) {
        scene?.layout()
        animator.animateTransition(using: context)
        context.runAlongside()
    }
}
