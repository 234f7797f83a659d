// FlipbookUIKit is what ported UIKit code imports instead of `import UIKit`: Flipbook's modules
// under their own names, plus the UIKit and Core Graphics names (UIKitNames.swift,
// CoreGraphicsNames.swift). Foundation is re-exported, as UIKit re-exports it: `NSObject`,
// `Date`, `URL` and `TimeInterval` need no import of their own, and Flipbook's geometry is
// Foundation's `CGPoint`, `CGSize` and `CGRect` (measured in `CGFloat`), so a file that imports
// both sees one type per name.
@_exported import Foundation
@_exported import Flipbook
@_exported import FlipbookMotion
@_exported import FlipbookRender
@_exported import FlipbookScene
@_exported import FlipbookTransitions
