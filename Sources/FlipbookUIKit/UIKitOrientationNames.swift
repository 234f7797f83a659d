import FlipbookScene

// UIKit's names for landscape screens and size classes, so that
// `traitCollection.verticalSizeClass == .compact` ports by changing the import.
//
// ```swift
// import FlipbookUIKit
// if traitCollection.verticalSizeClass == .compact { stack.axis = .horizontal }
// ```

/// `UIUserInterfaceSizeClass`: `.compact`, `.regular` or `.unspecified`.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// `UITraitCollection`, the size classes a view or view controller is shown in.
public typealias UITraitCollection = TraitCollection
/// `UIInterfaceOrientation`, reduced to the two ways a `Screen` is held.
public typealias UIInterfaceOrientation = Orientation
