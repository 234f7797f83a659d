import FlipbookScene

/// One transition a controller asks its host to run: which screens, where, how.
struct TransitionRequest {
    var kind: TransitionContainerKind
    var from: ViewController
    var to: ViewController
    /// The view both screens' root views live in while they move (and `to` stays in after).
    var container: View
    var type: HeroAnimationType
    var isPresenting: Bool
    /// The `hero.isEnabled` that decides whether it animates (the presented controller's for a
    /// modal, the navigation or tab bar controller's otherwise).
    var heroEnabled: Bool
    /// Names the switch in the warning when it is off.
    var owner: String
    /// Runs when the transition starts, after the appearance callbacks (a title to update).
    var willBegin: () -> Void = {}
    /// Runs at every step with how far the screens have come (0…1, on UIKit's curve): a
    /// navigation bar moves its titles with them.
    var barProgress: (Double) -> Void = { _ in }
    /// Runs when it ends, before the completion (controllers to detach).
    var didFinish: () -> Void = {}
    var completion: (() -> Void)? = nil
    /// Whether a finger drives it (`ControllerHost.updateInteractiveTransition`), as UIKit's
    /// interactive pop; only UIKit's own push and pop motions can be driven.
    var isInteractive = false
    /// Runs when an interactive transition is cancelled and the screens are back as they were.
    var didCancel: () -> Void = {}
    /// A modal presented over full screen: the presenter stays on screen, under it, and is told
    /// nothing of it appearing or leaving.
    var keepsPresenter = false

    /// The presenter of a modal that keeps it: it is neither leaving nor arriving.
    var stayingPresenter: ViewController? {
        guard keepsPresenter, kind == .modal else { return nil }
        return isPresenting ? from : to
    }
}
