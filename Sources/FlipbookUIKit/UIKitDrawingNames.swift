import FlipbookRender
import FlipbookScene

// UIKit's names for drawing text and images in `draw(_:)`, and for vibrancy, so that
//
// ```swift
// let r = title.boundingRect(with: CGSize(width: 120, height: .greatestFiniteMagnitude),
//                            options: [.usesLineFragmentOrigin], attributes: attrs, context: nil)
// let vibrancy = UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel)
// ```
//
// port as they are.

/// `NSStringDrawingOptions`.
public typealias NSStringDrawingOptions = StringDrawingOptions
/// `NSStringDrawingContext`.
public typealias NSStringDrawingContext = StringDrawingContext
/// `UIVibrancyEffectStyle`.
public typealias UIVibrancyEffectStyle = VibrancyEffectStyle
