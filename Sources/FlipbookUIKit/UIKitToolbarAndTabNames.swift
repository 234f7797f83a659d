import FlipbookTransitions

// UIKit's names for toolbars, tab bar items and the bar appearances (FlipbookTransitions/Bars),
// so ported code such as
//
// ```swift
// toolbarItems = [UIBarButtonItem(barButtonSystemItem: .trash, target: self, action: Self.delete), .flexibleSpace()]
// navigationController?.setToolbarHidden(false, animated: false)
// tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
// let appearance = UITabBarAppearance()
// appearance.stackedLayoutAppearance.selected.iconColor = .systemPink
// tabBarController?.tabBar.standardAppearance = appearance
// ```
//
// compiles with `import UIKit` changed to `import FlipbookUIKit`.

public typealias UIBarAppearance = BarAppearance
public typealias UIToolbar = ToolbarView
public typealias UIToolbarAppearance = ToolbarAppearance
public typealias UITabBar = TabBarView
public typealias UITabBarItem = TabBarItem
public typealias UITabBarAppearance = TabBarAppearance
public typealias UITabBarItemAppearance = TabBarItemAppearance
public typealias UITabBarItemStateAppearance = TabBarItemStateAppearance
