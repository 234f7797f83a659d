import XCTest
import FlipbookGoldenTesting
import FlipbookUIKit
import Foundation
import FlipbookTestSupport

// A dialog presented with UIKit's custom-transition API, as an iOS app writes it.

private var callLog: [String] = []

private final class DialogPresentationController: UIPresentationController {
    let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 40, y: bounds.midY - 120, width: bounds.width - 80, height: 240)
    }

    override func presentationTransitionWillBegin() {
        callLog.append("presentationTransitionWillBegin")
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimming.alpha = 0
        dimming.frame = containerView?.bounds ?? .zero
        containerView?.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) { callLog.append("presentationTransitionDidEnd(\(completed))") }

    override func dismissalTransitionWillBegin() {
        callLog.append("dismissalTransitionWillBegin")
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) { callLog.append("dismissalTransitionDidEnd(\(completed))") }
}

private final class DialogAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    var seenFinalFrame: CGRect?
    var seenFromView: UIView??
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        callLog.append(presenting ? "animateTransition(present)" : "animateTransition(dismiss)")
        if presenting {
            guard let toVC = transitionContext.viewController(forKey: .to), let toView = transitionContext.view(forKey: .to) else { return }
            seenFinalFrame = transitionContext.finalFrame(for: toVC)
            seenFromView = .some(transitionContext.view(forKey: .from))
            toView.frame = transitionContext.finalFrame(for: toVC)
            toView.alpha = 0
            toView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
            transitionContext.containerView.addSubview(toView)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                toView.alpha = 1
                toView.transform = .identity
            }, completion: { finished in
                callLog.append("completeTransition")
                transitionContext.completeTransition(finished)
            })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else { return }
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                fromView.alpha = 0
            }, completion: { finished in
                callLog.append("completeTransition")
                transitionContext.completeTransition(finished)
            })
        }
    }
}

private final class DialogTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    let presentAnimator = DialogAnimator(presenting: true)
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        DialogPresentationController(presentedViewController: presented, presenting: presenting)
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { presentAnimator }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        DialogAnimator(presenting: false)
    }
}

private final class DialogViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.layer.cornerRadius = 14
        let label = UILabel()
        label.text = "Delete this photo?"
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        label.textAlignment = .center
        label.frame = CGRect(x: 0, y: 90, width: 310, height: 30)
        view.addSubview(label)
    }
    override func viewWillAppear(_ animated: Bool) { callLog.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { callLog.append("viewDidAppear") }
}

private final class PhotoViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
    }
}

/// An animator that forgets `completeTransition`, with a hostile duration.
private final class ForgetfulAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { .infinity }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if let to = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(to) }
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
}

/// A custom dialog presentation: the presentation controller's frame, the dimming it adds
/// alongside the animator's fade, and the calls in the order Apple documents
/// (https://developer.apple.com/documentation/uikit/uipresentationcontroller and
/// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning).
final class PresentationCustomTests: XCTestCase {
    private func makeDialog(_ transitioning: DialogTransitioning) -> DialogViewController {
        let dialog = DialogViewController()
        dialog.modalPresentationStyle = .custom
        dialog.transitioningDelegate = transitioning
        return dialog
    }

    func testContextFramesAndCallbackOrder() throws {
        callLog = []
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let root = PhotoViewController()
        let host = scene.attach(root)
        let transitioning = DialogTransitioning()
        let dialog = makeDialog(transitioning)
        var driver = TransitionDriver(host: host, fps: 30, events: [
            TransitionEvent(at: 0.1, .present(dialog, animation: nil)),
            TransitionEvent(at: 0.8, .dismiss(animation: nil)),
        ], duration: 1.4)
        var dimmingMid: Double?
        while let step = driver.next(scene) {
            scene.advance(to: step)
            if step.index == 7 {   // 0.233 s: 0.133 s into the 0.3 s presentation
                let frame = try Rasterizer().render(scene.displayList())
                dimmingMid = Double(frame.rgba(10, 10).g)
            }
        }
        XCTAssertEqual(transitioning.presentAnimator.seenFinalFrame, CGRect(x: 40, y: 422 - 120, width: 310, height: 240),
                       "finalFrame(for:) is frameOfPresentedViewInContainerView")
        XCTAssertEqual(transitioning.presentAnimator.seenFromView, .some(nil), "the presenter stays: view(forKey: .from) is nil")
        XCTAssertEqual(callLog, [
            "presentationTransitionWillBegin", "viewWillAppear", "animateTransition(present)",
            "completeTransition", "presentationTransitionDidEnd(true)", "viewDidAppear",
            "dismissalTransitionWillBegin", "animateTransition(dismiss)", "completeTransition", "dismissalTransitionDidEnd(true)",
        ])
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(dialog.view.superview, "the container is gone")
        // Teal (48, 176, 199) under a dimming half-way in: darker than teal, not yet 60 %.
        let g = try XCTUnwrap(dimmingMid)
        XCTAssertLessThan(g, 170)
        XCTAssertGreaterThan(g, 176 * 0.6 - 2)
    }

    func testAnAnimatorThatNeverCompletesDoesNotKeepTheRunGoing() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let host = scene.attach(PhotoViewController())
        let forgetful = ForgetfulAnimator()
        let dialog = UIViewController()
        dialog.modalPresentationStyle = .custom
        dialog.transitioningDelegate = forgetful
        var driver = TransitionDriver(host: host, fps: 30, events: [TransitionEvent(at: 0.1, .present(dialog, animation: nil))])
        var frames = 0
        while driver.next(scene) != nil { frames += 1; XCTAssertLessThan(frames, 100, "the run ends") ; if frames >= 100 { break } }
        // 0.1 s + UIKit's 0.5 s in place of the infinite duration + the 0.2 s tail, at 30 fps.
        XCTAssertEqual(frames, 25)
        XCTAssertTrue(dialog.isViewLoaded)
    }

    func testCustomDialogWithDimmingGolden() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(2))
        let host = scene.attach(PhotoViewController())
        let transitioning = DialogTransitioning()
        let driver = TransitionDriver(host: host, fps: 30, events: [
            TransitionEvent(at: 0.1, .present(makeDialog(transitioning), animation: nil)),
            TransitionEvent(at: 0.8, .dismiss(animation: nil)),
        ], duration: 1.3)
        try assertGolden(of: scene, as: .animation(driver, checkpoints: .steps([0, 5, 8, 12, 20, 26, 29, 39])))
    }
}
