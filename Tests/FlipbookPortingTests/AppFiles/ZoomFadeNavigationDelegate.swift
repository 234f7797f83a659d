// An app file as written for iOS: a navigation controller delegate that replaces the push and
// pop slide with a zoom-and-fade animator, as custom navigation transition tutorials write it.
// Edits for Flipbook: `import UIKit` → `import FlipbookUIKit`.
import FlipbookUIKit
import Foundation

final class ZoomFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    /// What the context said, for the tests: frames by key, and the views it gave.
    var seen: [String: CGRect] = [:]
    var seenContainer: UIView?
    var seenViews: (from: UIView?, to: UIView?)
    var log: [String] = []

    init(operation: UINavigationController.Operation) { self.operation = operation }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from), let toVC = transitionContext.viewController(forKey: .to),
              let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        seen = ["initial.from": transitionContext.initialFrame(for: fromVC), "final.from": transitionContext.finalFrame(for: fromVC),
                "initial.to": transitionContext.initialFrame(for: toVC), "final.to": transitionContext.finalFrame(for: toVC)]
        seenContainer = container
        seenViews = (fromView, toView)
        log.append("animateTransition")
        toView.frame = transitionContext.finalFrame(for: toVC)
        if operation == .push {
            container.addSubview(toView)
            toView.alpha = 0
            toView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                toView.alpha = 1
                toView.transform = .identity
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                fromView.alpha = 0
                fromView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
            }, completion: { _ in
                fromView.alpha = 1
                fromView.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { log.append("animationEnded(\(transitionCompleted))") }
}

final class ZoomFadeNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var animators: [ZoomFadeAnimator] = []
    var log: [String] = []
    /// Set while the app's own gesture drives a pop by hand.
    var interactionController: UIPercentDrivenInteractiveTransition?

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log.append("willShow \(viewController.title ?? "?")")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log.append("didShow \(viewController.title ?? "?")")
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = ZoomFadeAnimator(operation: operation)
        animators.append(animator)
        return animator
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactionController
    }
}

final class AlbumListViewController: UIViewController {
    var log: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Albums"
        view.backgroundColor = .systemBackground
        for row in 0..<4 {
            let tile = UIView(frame: CGRect(x: 20, y: 120 + CGFloat(row) * 130, width: 350, height: 110))
            tile.backgroundColor = row.isMultiple(of: 2) ? .systemOrange : .systemIndigo
            tile.layer.cornerRadius = 12
            view.addSubview(tile)
        }
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("viewDidDisappear") }
}

final class AlbumDetailViewController: UIViewController {
    var log: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Summer"
        view.backgroundColor = .systemGreen
        let label = UILabel(frame: CGRect(x: 20, y: 400, width: 350, height: 40))
        label.text = "24 photos"
        label.font = .systemFont(ofSize: 28, weight: .bold)
        label.textColor = .white
        view.addSubview(label)
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("viewDidDisappear") }
}
