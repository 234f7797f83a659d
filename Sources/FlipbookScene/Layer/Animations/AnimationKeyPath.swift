import class Foundation.NSNumber
import FlipbookRender

/// A key path Core Animation animates, as Flipbook reads and writes it on a layer's state: a whole
/// animatable property (`position`, `opacity` …) or one part of one (`position.x`,
/// `transform.scale`, `transform.rotation.z`, `bounds.size.width`). The names are Apple's
/// (developer.apple.com/documentation/quartzcore/calayer, "Animatable properties"; CAShapeLayer's
/// `strokeStart`/`strokeEnd`); `AnimationKeyPath.supported` lists them for the warning about others.
struct AnimationKeyPath {
    let property: AnimatableProperty
    let read: (AnimatableValue) -> AnimatableValue
    let write: (AnimatableValue, AnimatableValue) -> AnimatableValue   // (whole, part) -> whole
    /// Whether it names a whole property (`position`), not a part of one (`position.x`).
    let isWhole: Bool

    init?(_ path: String) {
        func whole(_ p: AnimatableProperty) -> AnimationKeyPath {
            AnimationKeyPath(property: p, read: { $0 }, write: { _, v in v }, isWhole: true)
        }
        switch path {
        case "position": self = whole(.center)
        case "bounds": self = whole(.bounds)
        case "opacity": self = whole(.alpha)
        case "cornerRadius": self = whole(.cornerRadius)
        case "backgroundColor": self = whole(.backgroundColor)
        case "transform": self = whole(.transform)
        case "borderWidth": self = whole(.borderWidth)
        case "borderColor": self = whole(.borderColor)
        case "shadowOpacity": self = whole(.shadowOpacity)
        case "shadowRadius": self = whole(.shadowRadius)
        case "shadowOffset": self = whole(.shadowOffset)
        case "shadowColor": self = whole(.shadowColor)
        case "strokeStart": self = whole(.strokeStart)
        case "strokeEnd": self = whole(.strokeEnd)
        case "path": self = whole(.path)
        case "colors": self = whole(.gradientColors)
        case "locations": self = whole(.gradientLocations)
        case "position.x", "position.y":
            let x = path.hasSuffix("x")
            self.init(property: .center, read: { v in
                guard case .point(let p) = v else { return v }
                return .number(x ? p.x : p.y)
            }, write: { w, v in
                guard case .point(var p) = w, case .number(let n) = v else { return w }
                if x { p.x = n } else { p.y = n }
                return .point(p)
            })
        case "bounds.size.width", "bounds.size.height":
            let width = path.hasSuffix("width")
            self.init(property: .bounds, read: { v in
                guard case .rect(let r) = v else { return v }
                return .number(width ? r.size.width : r.size.height)
            }, write: { w, v in
                guard case .rect(var r) = w, case .number(let n) = v else { return w }
                if width { r.size.width = n } else { r.size.height = n }
                return .rect(r)
            })
        case "transform.scale", "transform.scale.x", "transform.scale.y", "transform.rotation", "transform.rotation.z",
             "transform.translation.x", "transform.translation.y":
            self.init(property: .transform, read: { v in
                guard case .transform(let t) = v else { return v }
                let d = DecomposedTransform(t)
                switch path {
                case "transform.scale", "transform.scale.x": return .number(d.sx)
                case "transform.scale.y": return .number(d.sy)
                case "transform.translation.x": return .number(d.tx)
                case "transform.translation.y": return .number(d.ty)
                default: return .number(d.angle)
                }
            }, write: { w, v in
                guard case .transform(let t) = w, case .number(let n) = v else { return w }
                var d = DecomposedTransform(t)
                switch path {
                case "transform.scale": d.sx = n; d.sy = n
                case "transform.scale.x": d.sx = n
                case "transform.scale.y": d.sy = n
                case "transform.translation.x": d.tx = n
                case "transform.translation.y": d.ty = n
                default: d.angle = n
                }
                return .transform(d.transform)
            })
        default: return nil
        }
    }

    /// Every key path `init` knows, for the warning about one it does not.
    static let supported = ["position", "position.x", "position.y", "bounds", "bounds.size.width", "bounds.size.height",
                            "opacity", "cornerRadius", "backgroundColor", "borderWidth", "borderColor",
                            "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor", "strokeStart", "strokeEnd", "path", "colors", "locations",
                            "transform", "transform.scale", "transform.scale.x", "transform.scale.y", "transform.rotation",
                            "transform.rotation.z", "transform.translation.x", "transform.translation.y"]

    private init(property: AnimatableProperty, read: @escaping (AnimatableValue) -> AnimatableValue,
                 write: @escaping (AnimatableValue, AnimatableValue) -> AnimatableValue, isWhole: Bool = false) {
        self.property = property; self.read = read; self.write = write; self.isWhole = isWhole
    }

    /// A value app code gives (`CGFloat`, `Double`, `Float`, `Int`, `CGPoint`, `CGSize`, `CGRect`, a
    /// colour, an affine transform) as this key path's kind; nil for anything else.
    static func value(_ any: Any?) -> AnimatableValue? {
        switch any {
        case let v as Double: return .number(v)
        case let v as CGFloat: return .number(Double(v))
        case let v as Float: return .number(Double(v))
        case let v as Int: return .number(Double(v))
        case let v as Point: return .point(v)
        case let v as Size: return .point(Point(x: v.width, y: v.height))   // shadowOffset's
        case let v as Rect: return .rect(v)
        case let v as Color: return .color(v)
        case let v as AffineTransform: return .transform(v)
        // A CATransform3D that stays in the plane (scales, turns about z, moves): its affine part.
        case let v as Transform3D where v.isAffine: return .transform(v.affineTransform)
        case let v as GraphicsPath: return .shape(v.shape)
        case let v as BezierPath: return .shape(v.cgPath.shape)
        // A gradient's `colors` (CGColors) and `locations` (NSNumbers, or plain numbers).
        case let v as [NSNumber]: return .numbers(v.map(\.doubleValue))
        case let v as [Double]: return .numbers(v)
        case let v as [Any]:
            let colors = v.compactMap { $0 as? Color }
            if colors.count == v.count { return .colors(colors) }
            let numbers = v.compactMap { AnimationKeyPath.value($0).flatMap { if case .number(let n) = $0 { n } else { nil } } }
            return numbers.count == v.count ? .numbers(numbers) : nil
        default: return nil
        }
    }
}
