import struct Foundation.CGFloat
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
    /// The object that drives the presentation `animator` runs, or nil for a non-interactive one.
    func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning?
    /// The object that drives the dismissal `animator` runs (a pan's "swipe down to dismiss"), or nil.
    func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning?
}

public extension ViewControllerTransitioningDelegate {
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> ViewControllerAnimatedTransitioning? { nil }
    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { nil }
    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController? { nil }
    func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? { nil }
    func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? { nil }
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
    /// The interaction moved the transition to `percentComplete` (0…1) of the way.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction ended: the transition runs on to its end.
    func finishInteractiveTransition()
    /// The interaction gave up: the transition runs back to its start (`transitionWasCancelled` is true from now).
    func cancelInteractiveTransition()
    /// Stops a transition that runs by itself where it is, so an interaction can take it over.
    func pauseInteractiveTransition()
}

/// As `UIViewControllerInteractiveTransitioning`: what drives a transition by hand. The host calls
/// `startInteractiveTransition(_:)` in place of the animator's `animateTransition(using:)`;
/// `UIPercentDrivenInteractiveTransition` (`PercentDrivenInteractiveTransition`) is the usual one.
public protocol ViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning)
    /// How much faster than its own duration the rest runs once released (1: the rest of the duration).
    var completionSpeed: CGFloat { get }
    /// The curve the rest of the transition follows once released.
    var completionCurve: AnimationCurve { get }
    /// Whether the transition starts paused, for the interaction to drive (true), or runs until paused.
    var wantsInteractiveStart: Bool { get }
}

public extension ViewControllerInteractiveTransitioning {
    var completionSpeed: CGFloat { 1 }
    var completionCurve: AnimationCurve { .easeInOut }
    var wantsInteractiveStart: Bool { true }
}

/// As `UIViewControllerTransitionCoordinator`: animations that run alongside the transition's,
/// and completions after it.
public protocol ViewControllerTransitionCoordinator: AnyObject {
    @discardableResult
    func animate(alongsideTransition animation: ((ViewControllerContextTransitioning) -> Void)?,
                 completion: ((ViewControllerContextTransitioning) -> Void)?) -> Bool
}
