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
