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
public typealias CATransaction = Transaction
public typealias CALayerContentsGravity = ContentsGravity
public typealias CGImage = Image

// MARK: CATransform3D (a layer's `transform` and `sublayerTransform`, layout attributes' `transform3D`)

/// `CATransform3D`: see `Transform3D`. Drawn in full, perspective (`m34`) included.
public typealias CATransform3D = Transform3D

/// `CATransform3DIdentity`.
public let CATransform3DIdentity = Transform3D.identity

/// `CATransform3DIsIdentity(t)`.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.isIdentity }

/// `CATransform3DEqualToTransform(a, b)`.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// `CATransform3DMakeScale(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    Transform3D(scaleX: sx, y: sy, z: sz)
}

/// `CATransform3DMakeTranslation(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    Transform3D(translationX: tx, y: ty, z: tz)
}

/// `CATransform3DMakeRotation(angle, x, y, z)`: `angle` radians about the axis (x, y, z).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z)
}

/// `CATransform3DScale(t, sx, sy, sz)`: `t` scaled first.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    Transform3D(scaleX: sx, y: sy, z: sz).concatenating(t)
}

/// `CATransform3DTranslate(t, tx, ty, tz)`: `t` translated first.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    Transform3D(translationX: tx, y: ty, z: tz).concatenating(t)
}

/// `CATransform3DRotate(t, angle, x, y, z)`: `t` rotated first ("rotates t by angle radians
/// about the vector (x, y, z) and returns the result": the rotation is applied before `t`).
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(t)
}

/// `CATransform3DConcat(a, b)`: `a` first, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }

/// `CATransform3DInvert(t)`: the inverse, or `t` itself when it has none (as Core Animation returns it).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { t.inverted ?? t }

/// `CATransform3DIsAffine(t)`.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

/// `CATransform3DMakeAffineTransform(t)`.
public func CATransform3DMakeAffineTransform(_ t: CGAffineTransform) -> CATransform3D { Transform3D(t) }

/// `CATransform3DGetAffineTransform(t)`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affineTransform }
/// `CAReplicatorLayer`.
public typealias CAReplicatorLayer = ReplicatorLayer
/// `CAEmitterLayer`: accepted, not drawn (EmitterLayer says why).
public typealias CAEmitterLayer = EmitterLayer
/// `CAEmitterCell`.
public typealias CAEmitterCell = EmitterCell
/// `CATextLayer`.
public typealias CATextLayer = TextLayer
/// `CATextLayerAlignmentMode`.
public typealias CATextLayerAlignmentMode = TextLayer.AlignmentMode
/// `CATextLayerTruncationMode`.
public typealias CATextLayerTruncationMode = TextLayer.TruncationMode
/// `UIGraphicsImageRenderer`.
public typealias UIGraphicsImageRenderer = GraphicsImageRenderer
/// `UIGraphicsImageRendererFormat`.
public typealias UIGraphicsImageRendererFormat = GraphicsImageRendererFormat
/// `UIGraphicsImageRendererContext`.
public typealias UIGraphicsImageRendererContext = GraphicsImageRendererContext
