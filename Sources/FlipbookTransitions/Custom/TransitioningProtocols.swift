import FlipbookScene

/// As `UIViewControllerTransitioningDelegate`: the objects a `.custom` presentation (or any
/// presentation whose controller has a transitioning delegate) is run by. Every method is
/// optional, as in UIKit: nil gives the default (a cover-vertical animator, a full-screen
/// presentation controller).
///
/// ```swift
/// final class DialogTransitioning: NSObject, UIViewControllerTransitioningDelegate {
///     func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
///                                 source: UIViewController) -> UIPresentationController? {
///         DimmingPresentationController(presentedViewController: presented, presenting: presenting)
///     }
///     func animationController(forPresented presented: UIViewController, presenting: UIViewController,
///                              source: UIViewController) -> UIViewControllerAnimatedTransitioning? { FadeAnimator() }
/// }
/// ```
public protocol ViewControllerTransitioningDelegate: AnyObject {
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> ViewControllerAnimatedTransitioning?
    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning?
    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController?
}

public extension ViewControllerTransitioningDelegate {
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> ViewControllerAnimatedTransitioning? { nil }
    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { nil }
    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController? { nil }
}

/// As `UIViewControllerAnimatedTransitioning`: an animator. `animateTransition(using:)` puts the
/// arriving view in the container, animates (with `UIView.animate`, on the scene's clock) and
/// calls `completeTransition(_:)` when done.
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double
    func animateTransition(using transitionContext: ViewControllerContextTransitioning)
    func animationEnded(_ transitionCompleted: Bool)
}

public extension ViewControllerAnimatedTransitioning {
    func animationEnded(_ transitionCompleted: Bool) {}
}

/// As `UITransitionContextViewControllerKey`.
public struct TransitionContextViewControllerKey: Hashable, Sendable {
    let raw: String
    public static let from = TransitionContextViewControllerKey(raw: "from")
    public static let to = TransitionContextViewControllerKey(raw: "to")
}

/// As `UITransitionContextViewKey`.
public struct TransitionContextViewKey: Hashable, Sendable {
    let raw: String
    public static let from = TransitionContextViewKey(raw: "from")
    public static let to = TransitionContextViewKey(raw: "to")
}

/// As `UIViewControllerContextTransitioning`: what an animator is told about the transition.
public protocol ViewControllerContextTransitioning: AnyObject {
    var containerView: View { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: ModalPresentationStyle { get }
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    func view(forKey key: TransitionContextViewKey) -> View?
    func initialFrame(for vc: ViewController) -> Rect
    func finalFrame(for vc: ViewController) -> Rect
    func completeTransition(_ didComplete: Bool)
}

/// As `UIViewControllerTransitionCoordinator`: animations that run alongside the transition's,
/// and completions after it.
public protocol ViewControllerTransitionCoordinator: AnyObject {
    @discardableResult
    func animate(alongsideTransition animation: ((ViewControllerContextTransitioning) -> Void)?,
                 completion: ((ViewControllerContextTransitioning) -> Void)?) -> Bool
}
