import class Foundation.NSObject
import struct Foundation.CGFloat
import FlipbookScene

/// As `UIPercentDrivenInteractiveTransition`: drives a custom animator's transition by a percent,
/// as a pan's handler computes it. The animator's `UIView.animate` animations are paused and drawn
/// at `percentComplete` × `duration` of their time (UIKit pauses the container's layer and sets
/// its time offset; "during the interactive portion … the animation curve is linear",
/// https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/completioncurve);
/// `finish()` runs them on to the end, `cancel()` back to the start, over
/// `(1 − percentComplete) × duration / completionSpeed` (or `percentComplete × duration /
/// completionSpeed`) along `completionCurve` (`InteractiveProgress` keeps the arithmetic).
///
/// ```swift
/// final class SwipeDownInteraction: UIPercentDrivenInteractiveTransition {
///     var isActive = false
///     @objc func panned(_ pan: UIPanGestureRecognizer) {
///         let percent = max(0, pan.translation(in: pan.view).y) / pan.view!.bounds.height
///         switch pan.state {
///         case .began: isActive = true; presented.dismiss(animated: true)
///         case .changed: update(percent)
///         case .ended: isActive = false; percent > 0.5 ? finish() : cancel()
///         default: isActive = false; cancel()
///         }
///     }
/// }
/// ```
open class PercentDrivenInteractiveTransition: NSObject, ViewControllerInteractiveTransitioning {
    /// The context of the transition it drives, from `startInteractiveTransition(_:)` until it ends.
    private weak var context: CustomTransitionContext?
    private var lastPercent = 0.0

    public override init() { super.init() }

    /// The animator's `transitionDuration`, once the transition began (0 before).
    open var duration: CGFloat { CGFloat(context?.duration ?? 0) }
    /// The last percent `update(_:)` gave, 0…1 (where the transition is, once it began).
    open var percentComplete: CGFloat { CGFloat(context?.percentComplete ?? lastPercent) }
    /// How much faster than the rest of `duration` the transition completes once released;
    /// Apple: it "must be greater than 0.0" (a value that is not counts as 1).
    open var completionSpeed: CGFloat = 1
    /// The curve the rest follows once released; ease in-out by default, as UIKit's.
    open var completionCurve: AnimationCurve = .easeInOut
    /// Accepted and kept: the completion follows `completionCurve` here (CHOSEN: Flipbook has no
    /// second path for a timing provider's curve in an interaction).
    open var timingCurve: (any TimingCurveProvider)?
    /// Whether the animations start paused (true, UIKit's default), for the interaction to drive,
    /// or run until `pause()`.
    open var wantsInteractiveStart = true

    /// As UIKit's: keeps the context and runs the animator's `animateTransition(using:)`, whose
    /// `UIView.animate` animations the percent then draws.
    open func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning) {
        guard let context = transitionContext as? CustomTransitionContext else { return }
        self.context = context
        // Each transition starts from 0, whatever the last one it drove was left at.
        lastPercent = 0
        context.animator.animateTransition(using: context)
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1; ignored once released).
    /// (`CGFloat`, as UIKit's, so a subclass's `override func update(_ percentComplete: CGFloat)` ports as written.)
    open func update(_ percentComplete: CGFloat) {
        let percent = Double(percentComplete)
        guard percent.isFinite else { return }
        lastPercent = min(1, max(0, percent))
        context?.updateInteractiveTransition(percent)
    }

    /// Runs the rest of the way to the end.
    open func finish() { context?.finishInteractiveTransition(speed: Double(completionSpeed), curve: completionCurve) }
    /// Runs back to the start; the animator then calls `completeTransition(false)`.
    open func cancel() { context?.cancelInteractiveTransition(speed: Double(completionSpeed), curve: completionCurve) }
    /// Stops the transition where it is, to drive it from there.
    open func pause() { context?.pauseInteractiveTransition() }
}
