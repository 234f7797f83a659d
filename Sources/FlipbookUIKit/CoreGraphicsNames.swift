import FlipbookRender

// The Core Graphics names UIKit code uses that Linux Foundation lacks. `CGFloat`, `CGPoint`,
// `CGSize` and `CGRect` need no alias: Flipbook's `Point`, `Size` and `Rect` are Foundation's
// types, which FlipbookUIKit re-exports.

/// UIKit's `CGAffineTransform`: `CGAffineTransform(scaleX: 2, y: 2)`, `.identity.scaledBy(x:y:)`,
/// `rect.applying(transform)`.
public typealias CGAffineTransform = FlipbookRender.AffineTransform
/// `layer.borderColor = UIColor.red.cgColor` and `layer.shadowColor` take a colour as they are.
public typealias CGColor = Color
/// UIKit's `CGVector`, Flipbook's `Vector`: a spring's `initialVelocity`,
/// `UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 2, dy: 0))`.
public typealias CGVector = Vector
