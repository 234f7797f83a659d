import FlipbookScene

/// The built-in interactive pop: a finger landing at the leading edge and moving towards the
/// trailing one pops the top controller with UIKit's own pop motion, the screens following the
/// finger (the fraction is how far it has moved across the width); released, the pop completes
/// or goes back as `InteractivePopRelease` decides, over the rest of the pop's time at
/// `UIPercentDrivenInteractiveTransition`'s defaults (speed 1, ease in-out).
///
/// It begins only with a controller to go back to, no transition under way, the view on screen
/// and Hero off (Hero's own pops are not interactive; CHOSEN: the edge pan does nothing then),
/// whatever the recognizer's delegate says: app code that sets the delegate to re-enable the
/// swipe under a custom back button only widens when the back button's rule applies.
/// With a navigation delegate that gives an animator for the pop, the swipe starts that pop,
/// driven by the delegate's interaction controller if it gives one, else running by itself
/// (CHOSEN: Apple documents nothing for this case).
extension NavigationController {
    func makeInteractivePopRecognizer() -> ScreenEdgePanGestureRecognizer {
        let recognizer = LeadingEdgePanGestureRecognizer()
        recognizer.delegate = interactivePopGate
        recognizer.addHandler { [weak self] gesture in
            guard let self, let pan = gesture as? ScreenEdgePanGestureRecognizer else { return }
            self.interactivePopDidChange(pan)
        }
        return recognizer
    }

    /// Whether a pop could start now, whoever the delegate is.
    var canPopInteractively: Bool {
        guard let host, isViewLoaded else { return false }
        return viewControllers.count > 1 && !hero.isEnabled && host.runningTransitionEnd == nil && host.isShowing(self)
    }

    private func interactivePopDidChange(_ pan: ScreenEdgePanGestureRecognizer) {
        guard let host, isViewLoaded else { return }
        let width = max(1, view.bounds.width)
        // Towards the trailing edge: right, or left under right-to-left.
        let sign = host.scene?.layoutDirection == .rightToLeft ? -1.0 : 1.0
        let percent = max(0, sign * pan.translation(in: view).x) / width
        switch pan.state {
        case .began:
            guard canPopInteractively else { return }
            replaceStack(Array(viewControllers.dropLast()), type: .auto, interactive: true)
            host.updateInteractiveTransition(percent)
        case .changed:
            host.updateInteractiveTransition(percent)
        case .ended:
            let velocity = sign * pan.velocity(in: view).x
            host.releaseInteractiveTransition(finishing: InteractivePopRelease.completes(percent: percent, velocity: velocity, width: width))
        case .cancelled, .failed:
            host.releaseInteractiveTransition(finishing: false)
        default:
            break
        }
    }
}

/// The edge pan's delegate as UIKit sets it: the swipe begins only where the back button would
/// show; a top item that hides it, or replaces it with its own left items, has no swipe back
/// (what apps see when they set `leftBarButtonItem`, and why they set the recognizer's delegate
/// to their own; CHOSEN from devices, Apple documents no rule).
final class InteractivePopGate: GestureRecognizerDelegate {
    private weak var navigation: NavigationController?
    init(_ navigation: NavigationController) { self.navigation = navigation }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let navigation, navigation.canPopInteractively, let top = navigation.topViewController?.navigationItem else { return false }
        return !top.hidesBackButton && (top.leftBarButtonItems == nil || top.leftItemsSupplementBackButton)
    }
}

/// The navigation controller's edge pan: its edge is the leading one of the scene's layout
/// direction at the moment the finger lands.
private final class LeadingEdgePanGestureRecognizer: ScreenEdgePanGestureRecognizer {
    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        edges = view?.scene?.layoutDirection == .rightToLeft ? .right : .left
        super.touchesBegan(touches, with: event)
    }
}
