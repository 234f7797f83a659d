import FlipbookTransitions

// UIKit's names for the bars family (FlipbookTransitions/Bars), so ported code such as
//
// ```swift
// navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: Self.add)
// let appearance = UINavigationBarAppearance()
// appearance.configureWithTransparentBackground()
// navigationController?.navigationBar.scrollEdgeAppearance = appearance
// ```
//
// compiles with `import UIKit` changed to `import FlipbookUIKit`.

public typealias UINavigationBar = NavigationBarView
public typealias UINavigationItem = NavigationItem
public typealias UIBarButtonItem = BarButtonItem
public typealias UINavigationBarAppearance = NavigationBarAppearance

// Custom transitions (FlipbookTransitions/Custom): the protocols and the presentation controller
// a custom iOS transition is written with.
public typealias UIPresentationController = PresentationController
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate
public typealias UIViewControllerAnimatedTransitioning = ViewControllerAnimatedTransitioning
public typealias UIViewControllerContextTransitioning = ViewControllerContextTransitioning
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
public typealias UITransitionContextViewKey = TransitionContextViewKey
public typealias UITransitionContextViewControllerKey = TransitionContextViewControllerKey

// Interactive transitions (FlipbookTransitions/Interactive): the navigation controller's edge pan.
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
public typealias UIRectEdge = RectEdge
