import FlipbookTransitions

// UIKit's names for sheets with detents (iOS 15/16), so app code that configures
// `sheetPresentationController` ports by changing `import UIKit` to `import FlipbookUIKit`.
//
// ```swift
// if let sheet = detail.sheetPresentationController {
//     sheet.detents = [.medium(), .large()]
//     sheet.prefersGrabberVisible = true
// }
// ```

public typealias UISheetPresentationController = SheetPresentationController
public typealias UISheetPresentationControllerDelegate = SheetPresentationControllerDelegate
public typealias UISheetPresentationControllerDetentResolutionContext = SheetDetentResolutionContext
