import FlipbookRender
import FlipbookScene

// UIKit's and Core Animation's names for Flipbook's layers and paths, as UIKitNames.swift does
// for views: each is the same type under its Apple name.
//
// ```swift
// import FlipbookUIKit
// let ring = CAShapeLayer()
// ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
// ring.lineCap = .round
// let fade = CAGradientLayer()
// fade.type = .radial
// ```

public typealias CAShapeLayer = ShapeLayer
public typealias CAGradientLayer = GradientLayer
public typealias CAGradientLayerType = GradientLayer.Kind
public typealias CAShapeLayerLineCap = StrokeStyle.Cap
public typealias CAShapeLayerLineJoin = StrokeStyle.Join
public typealias CAShapeLayerFillRule = FillRule
public typealias CALayerCornerCurve = CornerCurve
public typealias CACornerMask = RectCorners
public typealias UIRectCorner = RectCorners

public typealias UIBezierPath = BezierPath
public typealias CGPath = GraphicsPath
public typealias CGMutablePath = MutableGraphicsPath
public typealias CGLineCap = StrokeStyle.Cap
public typealias CGLineJoin = StrokeStyle.Join
public typealias CGPathFillRule = FillRule

public extension RectCorners {
    /// `CACornerMask`'s names: Core Animation's corners in its own terms, min y being the top
    /// on iOS (a layer's geometry is not flipped there).
    static let layerMinXMinYCorner = RectCorners.topLeft
    static let layerMaxXMinYCorner = RectCorners.topRight
    static let layerMinXMaxYCorner = RectCorners.bottomLeft
    static let layerMaxXMaxYCorner = RectCorners.bottomRight
    /// `UIRectCorner.allCorners`.
    static let allCorners = RectCorners.all
}

public extension FillRule {
    /// `CGPathFillRule.winding`.
    static let winding = FillRule.nonZero
}

public typealias CGContext = GraphicsContext
public typealias CGGradient = ColorGradient
public typealias CGColorSpace = ColorSpace
public typealias CGGradientDrawingOptions = GradientDrawingOptions
public typealias CGPathDrawingMode = PathDrawingMode
public typealias CGBlendMode = BlendMode
/// Core Foundation's array, which Linux Foundation does not export: `[a, b] as CFArray`, as
/// `CGGradient(colorsSpace:colors:locations:)` takes it in ported code, compiles unchanged.
public typealias CFArray = [Any]
