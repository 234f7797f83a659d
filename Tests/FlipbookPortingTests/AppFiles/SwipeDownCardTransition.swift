// An app file as written for iOS: a card presented over a photo with a custom animator and a
// dimming presentation controller, dismissed by swiping it down, the way "swipe down to dismiss"
// tutorials write it: a UIPercentDrivenInteractiveTransition subclass owns a pan on the card,
// starts the dismissal when the pan begins, updates the percent as the finger moves and finishes
// past half-way or cancels.
// Edits for Flipbook: `import UIKit` → `import FlipbookUIKit`, and `#selector(handlePan(_:))` →
// `Self.handlePan` (no Objective-C runtime on Linux).
import FlipbookUIKit
import Foundation

/// The calls UIKit makes during the card's transitions, in order, as the app logs them.
final class CardTransitionLog {
    var entries: [String] = []
    func note(_ entry: String) { entries.append(entry) }
}

final class CardPresentationController: UIPresentationController {
    let dimmingView = UIView()
    var log: CardTransitionLog?

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height - 500, width: bounds.width, height: 500)
    }

    override func presentationTransitionWillBegin() {
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimmingView.frame = containerView?.bounds ?? .zero
        dimmingView.alpha = 0
        containerView?.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) { log?.note("presentationTransitionDidEnd(\(completed))") }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log?.note("dismissalTransitionDidEnd(\(completed))")
        if completed { dimmingView.removeFromSuperview() }
    }
}

final class CardPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to), let toView = transitionContext.view(forKey: .to) else { return }
        let finalFrame = transitionContext.finalFrame(for: toVC)
        toView.frame = finalFrame.offsetBy(dx: 0, dy: finalFrame.height)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.frame = finalFrame
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class CardDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let log: CardTransitionLog
    init(log: CardTransitionLog) { self.log = log }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        log.note("animateTransition(interactive: \(transitionContext.isInteractive))")
        guard let fromView = transitionContext.view(forKey: .from) else { return }
        let container = transitionContext.containerView
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromView.frame.origin.y = container.bounds.height
        }, completion: { _ in
            self.log.note("completeTransition(\(!transitionContext.transitionWasCancelled))")
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { log.note("animationEnded(\(transitionCompleted))") }
}

final class SwipeDownInteractionController: UIPercentDrivenInteractiveTransition {
    var interactionInProgress = false
    let log: CardTransitionLog
    private weak var viewController: UIViewController?

    init(viewController: UIViewController, log: CardTransitionLog) {
        self.log = log
        super.init()
        self.viewController = viewController
        let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan)
        viewController.view.addGestureRecognizer(pan)
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let translation = gesture.translation(in: view.superview)
        let progress = min(max(translation.y / view.bounds.height, 0), 1)
        switch gesture.state {
        case .began:
            interactionInProgress = true
            viewController?.dismiss(animated: true, completion: nil)
        case .changed:
            update(progress)
        case .cancelled:
            interactionInProgress = false
            log.note("cancel")
            cancel()
        case .ended:
            interactionInProgress = false
            if progress > 0.5 {
                log.note("finish")
                finish()
            } else {
                log.note("cancel")
                cancel()
            }
        default:
            break
        }
    }

    override func update(_ percentComplete: CGFloat) {
        super.update(percentComplete)
        log.note("update")
    }
}

final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var interactionController: SwipeDownInteractionController?
    let log = CardTransitionLog()
    lazy var dismissAnimator = CardDismissAnimator(log: log)

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = CardPresentationController(presentedViewController: presented, presenting: presenting)
        controller.log = log
        return controller
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardPresentAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        dismissAnimator
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        guard let interactionController, interactionController.interactionInProgress else { return nil }
        return interactionController
    }
}

final class CardViewController: UIViewController {
    let cardTransitioningDelegate = CardTransitioningDelegate()
    var log: CardTransitionLog { cardTransitioningDelegate.log }

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
        transitioningDelegate = cardTransitioningDelegate
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.layer.cornerRadius = 16
        let grabber = UIView(frame: CGRect(x: view.bounds.midX - 18, y: 8, width: 36, height: 5))
        grabber.backgroundColor = .systemGray3
        grabber.layer.cornerRadius = 2.5
        view.addSubview(grabber)
        let title = UILabel(frame: CGRect(x: 20, y: 30, width: 300, height: 30))
        title.text = "Share photo"
        title.font = .systemFont(ofSize: 22, weight: .bold)
        view.addSubview(title)
        cardTransitioningDelegate.interactionController = SwipeDownInteractionController(viewController: self, log: log)
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.note("card.viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.note("card.viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.note("card.viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.note("card.viewDidDisappear") }
}

final class PhotoBackdropViewController: UIViewController {
    var log: CardTransitionLog?
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log?.note("photo.viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log?.note("photo.viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log?.note("photo.viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log?.note("photo.viewDidDisappear") }
}
