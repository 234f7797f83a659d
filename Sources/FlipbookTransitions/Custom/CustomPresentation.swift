import FlipbookScene

/// One transition run by an app's animator: a custom presentation or dismissal, or a push, pop
/// or tab switch a navigation or tab bar controller delegate gave an animator. It is the context
/// the animator is given, the coordinator alongside animations join, and, when an interaction
/// controller drives it, where the interaction is (`InteractiveProgress`) and the clock the
/// animator's `UIView.animate` animations follow meanwhile (`AnimationTimeline`).
final class CustomTransitionContext: ViewControllerContextTransitioning, ViewControllerTransitionCoordinator {
    /// Who the transition is for: what the context's views and frames are.
    enum Kind {
        /// A presentation (`isPresenting`) or dismissal of `presentation`'s presented controller.
        case presentation(PresentationController, isPresenting: Bool)
        /// A navigation or tab bar controller's change of child, in its content view.
        case container
    }

    let kind: Kind
    let containerView: View
    let isAnimated: Bool
    let animator: ViewControllerAnimatedTransitioning
    /// Whether an interaction controller drives it and has not yet let go (finish or cancel).
    var isInteractive: Bool { interaction != nil && interaction?.completion == nil && !runsByItself }
    var transitionWasCancelled = false
    var presentationStyle: ModalPresentationStyle {
        // UIKit says `.none` for a navigation or tab transition; Flipbook's styles have no such
        // case (CHOSEN: full screen, what such a transition covers: its container).
        if case .presentation = kind { return .custom }
        return .fullScreen
    }
    let duration: Double
    private let fromController: ViewController
    private let toController: ViewController
    private var alongside: [(ViewControllerContextTransitioning) -> Void] = []
    private var completions: [(ViewControllerContextTransitioning) -> Void] = []
    /// Runs once, when the animator calls `completeTransition(_:)`.
    var onComplete: ((Bool) -> Void)?
    /// Runs at every step with how far the transition has come (0…1): a navigation bar follows it.
    var onProgress: ((Double) -> Void)?
    private(set) var isComplete = false

    /// Set while an interaction controller drives the transition.
    var interaction: InteractiveProgress?
    /// The interaction controller driving it (weak: the app keeps it, as UIKit's context does not own it either).
    weak var interactionController: ViewControllerInteractiveTransitioning?
    /// The interaction was told to start running by itself (`wantsInteractiveStart` false) and has
    /// not been paused since.
    var runsByItself = false
    /// The clock of the animations begun inside the animator's turn, while interactive.
    let timeline = AnimationTimeline()
    /// The scene time the transition began at.
    let start: Double
    /// The scene time now (the host's last `advance(to:)`).
    var now: Double

    init(kind: Kind, from: ViewController, to: ViewController, container: View, animator: ViewControllerAnimatedTransitioning,
         duration: Double, animated: Bool, at time: Double) {
        self.kind = kind
        self.containerView = container
        self.animator = animator
        self.duration = duration
        self.isAnimated = animated
        fromController = from
        toController = to
        start = time
        now = time
    }

    /// A custom presentation's or dismissal's context.
    convenience init(presentation: PresentationController, container: View, isPresenting: Bool,
                     animator: ViewControllerAnimatedTransitioning, duration: Double, animated: Bool, at time: Double) {
        let presented = presentation.presentedViewController, presenter = presentation.presentingViewController
        self.init(kind: .presentation(presentation, isPresenting: isPresenting), from: isPresenting ? presenter : presented,
                  to: isPresenting ? presented : presenter, container: container, animator: animator,
                  duration: duration, animated: animated, at: time)
    }

    var presentation: PresentationController? {
        if case .presentation(let presentation, _) = kind { return presentation }
        return nil
    }

    /// Whether `controller` takes part, for its `transitionCoordinator`.
    func involves(_ controller: ViewController) -> Bool {
        controller === fromController || controller === toController
            || controller === fromController.parent || controller === toController.parent
    }

    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        key == .from ? fromController : toController
    }

    /// A presentation: the presented side's view is the presentation controller's `presentedView`;
    /// the presenter's is nil while it stays on screen (`shouldRemovePresentersView` false), as
    /// UIKit documents (https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/view(forkey:)).
    /// A navigation or tab bar controller's: both controllers' views.
    func view(forKey key: TransitionContextViewKey) -> View? {
        switch kind {
        case .presentation(let presentation, let isPresenting):
            let presentedSide = (key == .to) == isPresenting
            if presentedSide { return presentation.presentedView }
            return presentation.shouldRemovePresentersView ? presentation.presentingViewController.view : nil
        case .container:
            return key == .from ? fromController.view : toController.view
        }
    }

    /// Presenting: the presented controller starts nowhere (zero) and ends at the presentation
    /// controller's frame; dismissing: it starts there and its final frame is zero (UIKit leaves
    /// where it goes to the animator). The presenter's frames are the container's bounds.
    /// A push, pop or tab switch: the leaving controller starts at the container's bounds ("for the
    /// view controller that is already onscreen, this rectangle typically matches the frame
    /// rectangle of the container view",
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/initialframe(for:))
    /// and ends unknown (zero: "the view is not visible"); the arriving one starts at zero ("not yet
    /// on screen") and ends at the container's bounds
    /// (https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/finalframe(for:)).
    func initialFrame(for vc: ViewController) -> Rect {
        switch kind {
        case .presentation(let presentation, let isPresenting):
            if vc === presentation.presentedViewController { return isPresenting ? .zero : presentation.frameOfPresentedViewInContainerView }
            return vc === presentation.presentingViewController ? containerView.bounds : .zero
        case .container:
            return vc === fromController ? containerView.bounds : .zero
        }
    }

    func finalFrame(for vc: ViewController) -> Rect {
        switch kind {
        case .presentation(let presentation, let isPresenting):
            if vc === presentation.presentedViewController { return isPresenting ? presentation.frameOfPresentedViewInContainerView : .zero }
            return vc === presentation.presentingViewController ? containerView.bounds : .zero
        case .container:
            return vc === toController ? containerView.bounds : .zero
        }
    }

    func completeTransition(_ didComplete: Bool) {
        guard !isComplete else { return }
        isComplete = true
        // An animator that completes a cancelled transition as done is still cancelled: UIKit
        // reads `transitionWasCancelled` (apps pass `!transitionWasCancelled`).
        let completed = didComplete && !transitionWasCancelled
        transitionWasCancelled = !completed
        onProgress?(completed ? 1 : 0)
        for completion in completions { completion(self) }
        onComplete?(completed)
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
        // Without animation (`present(_:animated: false)`) it is there at once.
        let duration = context.isAnimated ? UIKitTiming.duration : 0
        let presenting = context.viewController(forKey: .to)?.presentingViewController === context.viewController(forKey: .from)
        if presenting, let to = context.view(forKey: .to), let vc = context.viewController(forKey: .to) {
            let end = context.finalFrame(for: vc)
            to.frame = end.offsetBy(dx: 0, dy: container.bounds.height - end.minY)
            container.addSubview(to)
            View.animate(withDuration: duration, animations: { to.frame = end },
                         completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
        } else if let from = context.view(forKey: .from) {
            View.animate(withDuration: duration, animations: {
                from.frame = from.frame.offsetBy(dx: 0, dy: container.bounds.height - from.frame.minY)
            }, completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
        } else {
            context.completeTransition(true)
        }
    }
}

extension ViewController {
    /// As `UIViewController.transitionCoordinator`: the custom transition this controller (or its
    /// navigation or tab bar controller) is in, while it runs.
    public var transitionCoordinator: ViewControllerTransitionCoordinator? {
        host?.customTransition.flatMap { $0.involves(self) ? $0 : nil }
    }
}
