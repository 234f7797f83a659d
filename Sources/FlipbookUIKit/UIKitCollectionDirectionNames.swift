import FlipbookScene

/// UIKit's name for the direction a layout was written in
/// (`UICollectionViewLayout.developmentLayoutDirection`) and a view's effective direction.
public typealias UIUserInterfaceLayoutDirection = LayoutDirection
