import FlipbookTransitions

// UIKit's names for how a controller is presented, so ported code such as
//
// ```swift
// let alert = ConfirmViewController()
// alert.modalPresentationStyle = .overFullScreen
// alert.modalTransitionStyle = .crossDissolve
// let style: UIModalPresentationStyle = .pageSheet
// ```
//
// compiles with `import UIKit` changed to `import FlipbookUIKit`.

public typealias UIModalPresentationStyle = ModalPresentationStyle
public typealias UIModalTransitionStyle = ModalTransitionStyle
