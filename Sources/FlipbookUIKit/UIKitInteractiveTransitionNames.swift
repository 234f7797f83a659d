import FlipbookTransitions

// UIKit's names for interactive custom transitions and the navigation and tab bar controller
// delegates' animators (FlipbookTransitions/Custom, FlipbookTransitions/Interactive), so ported
// code such as
//
// ```swift
// final class SwipeDown: UIPercentDrivenInteractiveTransition { … }
// func navigationController(_ navigationController: UINavigationController,
//                           animationControllerFor operation: UINavigationController.Operation,
//                           from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
// ```
//
// compiles as written.

public typealias UIViewControllerInteractiveTransitioning = ViewControllerInteractiveTransitioning
public typealias UIPercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
