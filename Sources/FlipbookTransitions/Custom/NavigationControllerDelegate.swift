import FlipbookScene

extension NavigationController {
    /// As `UINavigationController.Operation`: what a push or pop did to the stack, for the
    /// delegate's `navigationController(_:animationControllerFor:from:to:)`.
    public enum Operation: Int, Sendable {
        case none, push, pop
    }
}

/// As `UINavigationControllerDelegate`: told when a controller is about to be shown and has been,
/// and asked for the animator of a push or pop (nil: UIKit's own slide) and the object driving it
/// by hand (nil: it runs by itself). Every method is optional, as in UIKit. `willShow` comes
/// once the arriving controller's view is loaded, before its appearance callbacks; `didShow` after
/// its `viewDidAppear`, only when the change completed (a cancelled interactive pop shows nothing
/// new). Both are told of changes made while the stack is on screen (CHOSEN: Apple says "just
/// before" and "just after" the navigation controller displays a view controller's view,
/// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate).
/// Swift note: a subclass of a class that adopts this protocol must not add a method the class
/// left to the protocol's default; only the adopting class's own methods are called.
///
/// ```swift
/// final class FadeNavigation: NSObject, UINavigationControllerDelegate {
///     func navigationController(_ navigationController: UINavigationController,
///                               animationControllerFor operation: UINavigationController.Operation,
///                               from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
///         FadeAnimator(operation: operation)
///     }
/// }
/// nav.delegate = fadeNavigation    // weak, as UIKit's
/// ```
public protocol NavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
    func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
                              from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning?
    func navigationController(_ navigationController: NavigationController,
                              interactionControllerFor animationController: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning?
}

public extension NavigationControllerDelegate {
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {}
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {}
    func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
                              from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? { nil }
    func navigationController(_ navigationController: NavigationController,
                              interactionControllerFor animationController: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? { nil }
}

/// As `UITabBarControllerDelegate`'s transition methods: the animator of a switch between tabs
/// (nil: the tab bar controller's own) and the object driving it by hand.
public protocol TabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
                          to toVC: ViewController) -> ViewControllerAnimatedTransitioning?
    func tabBarController(_ tabBarController: TabBarController,
                          interactionControllerFor animationController: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning?
}

public extension TabBarControllerDelegate {
    func tabBarController(_ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
                          to toVC: ViewController) -> ViewControllerAnimatedTransitioning? { nil }
    func tabBarController(_ tabBarController: TabBarController,
                          interactionControllerFor animationController: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? { nil }
}
