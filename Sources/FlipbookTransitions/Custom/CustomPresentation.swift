import FlipbookScene

/// One custom presentation or dismissal under way: the context its animator is given, the
/// coordinator alongside animations join, and the calls at its start and end, in UIKit's order.
final class CustomTransitionContext: ViewControllerContextTransitioning, ViewControllerTransitionCoordinator {
    let containerView: View
    let isAnimated: Bool
    var isInteractive: Bool { false }
    private(set) var transitionWasCancelled = false
    var presentationStyle: ModalPresentationStyle { .custom }
    let presentation: PresentationController
    let isPresenting: Bool
    let duration: Double
    private let fromController: ViewController
    private let toController: ViewController
    private var alongside: [(ViewControllerContextTransitioning) -> Void] = []
    private var completions: [(ViewControllerContextTransitioning) -> Void] = []
    /// Runs once, when the animator calls `completeTransition(_:)`.
    var onComplete: ((Bool) -> Void)?
    private(set) var isComplete = false

    init(presentation: PresentationController, container: View, isPresenting: Bool, duration: Double, animated: Bool) {
        self.presentation = presentation
        self.containerView = container
        self.isPresenting = isPresenting
        self.duration = duration
        self.isAnimated = animated
        fromController = isPresenting ? presentation.presentingViewController : presentation.presentedViewController
        toController = isPresenting ? presentation.presentedViewController : presentation.presentingViewController
    }

    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        key == .from ? fromController : toController
    }

    /// The presented side's view is the presentation controller's `presentedView`; the presenter's
    /// is nil while it stays on screen (`shouldRemovePresentersView` false), as UIKit documents
    /// (https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/view(forkey:)).
    func view(forKey key: TransitionContextViewKey) -> View? {
        let presentedSide = (key == .to) == isPresenting
        if presentedSide { return presentation.presentedView }
        return presentation.shouldRemovePresentersView ? presentation.presentingViewController.view : nil
    }

    /// Presenting: the presented controller starts nowhere (zero) and ends at the presentation
    /// controller's frame; dismissing: it starts there and its final frame is zero (UIKit leaves
    /// where it goes to the animator). The presenter's frames are the container's bounds.
    func initialFrame(for vc: ViewController) -> Rect {
        if vc === presentation.presentedViewController { return isPresenting ? .zero : presentation.frameOfPresentedViewInContainerView }
        return vc === presentation.presentingViewController ? containerView.bounds : .zero
    }

    func finalFrame(for vc: ViewController) -> Rect {
        if vc === presentation.presentedViewController { return isPresenting ? presentation.frameOfPresentedViewInContainerView : .zero }
        return vc === presentation.presentingViewController ? containerView.bounds : .zero
    }

    func completeTransition(_ didComplete: Bool) {
        guard !isComplete else { return }
        isComplete = true
        transitionWasCancelled = !didComplete
        for completion in completions { completion(self) }
        onComplete?(didComplete)
    }

    @discardableResult
    func animate(alongsideTransition animation: ((ViewControllerContextTransitioning) -> Void)?,
                 completion: ((ViewControllerContextTransitioning) -> Void)? = nil) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside animations in one animation of the transition's length (UIKit runs them
    /// in the animator's animation context; CHOSEN: ease in-out over `transitionDuration`).
    func runAlongside() {
        let blocks = alongside
        alongside = []
        guard !blocks.isEmpty else { return }
        if isAnimated, duration > 0 {
            View.animate(withDuration: duration, animations: { for b in blocks { b(self) } })
        } else {
            for b in blocks { b(self) }
        }
    }
}

/// The default animator of a custom presentation without one: the presented view rises from the
/// bottom (UIKit's cover vertical) over `UIKitTiming.duration`.
final class CoverVerticalAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { UIKitTiming.duration }

    func animateTransition(using context: ViewControllerContextTransitioning) {
        let container = context.containerView
        let presenting = context.viewController(forKey: .to)?.presentingViewController === context.viewController(forKey: .from)
        if presenting, let to = context.view(forKey: .to), let vc = context.viewController(forKey: .to) {
            let end = context.finalFrame(for: vc)
            to.frame = end.offsetBy(dx: 0, dy: container.bounds.height - end.minY)
            container.addSubview(to)
            View.animate(withDuration: UIKitTiming.duration, animations: { to.frame = end }, completion: { _ in context.completeTransition(true) })
        } else if let from = context.view(forKey: .from) {
            View.animate(withDuration: UIKitTiming.duration, animations: {
                from.frame = from.frame.offsetBy(dx: 0, dy: container.bounds.height - from.frame.minY)
            }, completion: { _ in context.completeTransition(true) })
        } else {
            context.completeTransition(true)
        }
    }
}

extension ViewController {
    /// As `UIViewController.transitionCoordinator`: the custom transition this controller is in, while it runs.
    public var transitionCoordinator: ViewControllerTransitionCoordinator? {
        host?.customTransition.flatMap { t in
            t.presentation.presentedViewController === self || t.presentation.presentingViewController === self ? t : nil
        }
    }
}
