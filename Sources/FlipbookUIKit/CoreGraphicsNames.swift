import Foundation
import FlipbookRender

// The Core Graphics names UIKit code uses, as Flipbook's geometry. They are typealiases, not
// Foundation's structs, so that a ported method such as
// `func tableView(_:heightForRowAt:) -> CGFloat` witnesses Flipbook's `-> Double` requirement
// exactly (with Foundation's CGFloat it would silently fall back to the default height), and
// `scrollView.contentOffset` can be passed where the seed declares a `CGPoint`.

/// UIKit's `CGFloat`: Flipbook measures in `Double` points.
public typealias CGFloat = Double
/// UIKit's `CGPoint`, Flipbook's `Point`: `CGPoint(x: 0, y: -480)`.
public typealias CGPoint = Point
/// UIKit's `CGSize`, Flipbook's `Size`.
public typealias CGSize = Size
/// UIKit's `CGRect`, Flipbook's `Rect`: `UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))`.
public typealias CGRect = Rect
/// UIKit's `CGAffineTransform`: `CGAffineTransform(scaleX: 2, y: 2)`, `.identity.scaledBy(x:y:)`.
public typealias CGAffineTransform = FlipbookRender.AffineTransform
/// `layer.borderColor = UIColor.red.cgColor` and `layer.shadowColor` take a colour as they are.
public typealias CGColor = Color
/// `init?(coder:)` keeps its signature; nothing here decodes archives (there are no nibs).
public typealias NSCoder = Foundation.NSCoder
/// `NSRange` for `NSMutableAttributedString.addAttribute(_:value:range:)`.
public typealias NSRange = Foundation.NSRange

// Values that come from Foundation code (its CGFloat/CGPoint/CGSize/CGRect) convert explicitly.
public extension Point {
    /// `Point(foundationPoint)`: Foundation's `CGPoint` as Flipbook's point.
    init(_ p: Foundation.CGPoint) { self.init(x: Double(p.x), y: Double(p.y)) }
    /// This point as Foundation's `CGPoint`.
    var foundationValue: Foundation.CGPoint { Foundation.CGPoint(x: x, y: y) }
}

public extension Size {
    /// `Size(foundationSize)`: Foundation's `CGSize` as Flipbook's size.
    init(_ s: Foundation.CGSize) { self.init(width: Double(s.width), height: Double(s.height)) }
    /// This size as Foundation's `CGSize`.
    var foundationValue: Foundation.CGSize { Foundation.CGSize(width: width, height: height) }
}

public extension Rect {
    /// `Rect(foundationRect)`: Foundation's `CGRect` as Flipbook's rectangle.
    init(_ r: Foundation.CGRect) {
        self.init(x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.size.width), height: Double(r.size.height))
    }
    /// This rectangle as Foundation's `CGRect`.
    var foundationValue: Foundation.CGRect { Foundation.CGRect(x: minX, y: minY, width: width, height: height) }
}

/// UIKit's `CGVector`, Flipbook's `Vector`: a spring's `initialVelocity`,
/// `UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 2, dy: 0))`.
public typealias CGVector = Vector
