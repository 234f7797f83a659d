import class Foundation.NSObject
import FlipbookScene

/// As `UIPresentationController`: places a presented controller's view in the container
/// (`frameOfPresentedViewInContainerView`) and adds what goes around it (a dimming view), told
/// when the presentation and dismissal begin and end. Subclass it and return it from your
/// transitioning delegate's `presentationController(forPresented:presenting:source:)`.
///
/// The calls come in UIKit's order
/// (https://developer.apple.com/documentation/uikit/uipresentationcontroller):
/// `presentationTransitionWillBegin` → the animator's `animateTransition` → `completeTransition`
/// → `presentationTransitionDidEnd(_:)`; `containerViewWillLayoutSubviews` /
/// `containerViewDidLayoutSubviews` around each layout of the container; and the same for a dismissal.
///
/// ```swift
/// final class DimmingPresentationController: UIPresentationController {
///     let dimming = UIView()
///     override var frameOfPresentedViewInContainerView: CGRect {
///         containerView!.bounds.insetBy(dx: 40, dy: 200)
///     }
///     override func presentationTransitionWillBegin() {
///         dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
///         dimming.alpha = 0
///         containerView?.insertSubview(dimming, at: 0)
///         presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 })
///     }
/// }
/// ```
open class PresentationController: NSObject {
    public let presentedViewController: ViewController
    public let presentingViewController: ViewController
    /// The view the transition happens in, from the presentation's start until its dismissal ends.
    public internal(set) var containerView: View?

    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedViewController = presentedViewController
        // UIKit fills in the presenter when nil is given; the host sets the real one (`presenter`).
        self.presentingViewController = presentingViewController ?? presentedViewController
        super.init()
    }

    /// The view the animator moves: the presented controller's view unless overridden.
    open var presentedView: View? { presentedViewController.view }
    /// Where the presented view rests: the whole container unless overridden.
    open var frameOfPresentedViewInContainerView: Rect { containerView?.bounds ?? .zero }
    /// Whether the presenter's view leaves the screen once presented: false, as for `.custom`
    /// (UIKit's default for a custom presentation controller keeps the presenter visible).
    open var shouldRemovePresentersView: Bool { false }
    open var shouldPresentInFullscreen: Bool { true }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
}

/// The container of a custom presentation: tells its presentation controller about each layout,
/// as UIKit's transition view does.
final class PresentationContainerView: View {
    weak var presentation: PresentationController?

    override func layoutSubviews() {
        presentation?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentation?.containerViewDidLayoutSubviews()
    }
}
