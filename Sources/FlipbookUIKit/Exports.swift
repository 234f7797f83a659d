// FlipbookUIKit is what ported UIKit code imports instead of `import UIKit`: Flipbook's modules
// under their own names, plus the UIKit and Core Graphics names (UIKitNames.swift,
// CoreGraphicsNames.swift). Foundation is deliberately NOT re-exported: its CGFloat, CGPoint,
// CGSize and CGRect would make those names ambiguous (see docs/porting.md).
@_exported import Flipbook
@_exported import FlipbookMotion
@_exported import FlipbookRender
@_exported import FlipbookScene
@_exported import FlipbookTransitions
