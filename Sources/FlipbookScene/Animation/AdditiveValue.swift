import FlipbookRender

/// The arithmetic of UIKit's additive animations (iOS 8 and later): an animation of a property
/// that changed from `old` to `new` runs an offset `old − new` down to zero on top of whatever
/// the layer shows, so a second animation of a property still moving adds to the first instead
/// of replacing it, and the sum starts from what is on screen (WWDC 2014, "Building Interruptible
/// and Responsive Interactions", session 236).
///
/// ```swift
/// let offset = AnimatableValue.point(Point(x: 0, y: 0)).offset(to: .point(Point(x: 100, y: 0)))
/// // .point(-100, 0): shown + offset·(1 − eased) runs from the old position to the new
/// ```
extension AnimatableValue {
    /// `self − end`, for the kinds that add (numbers, points, rectangles, transforms by their
    /// parts); nil for colours, which UIKit replaces rather than adds.
    func offset(to end: AnimatableValue) -> AnimatableValue? {
        switch (self, end) {
        case let (.number(a), .number(b)): return .number(a - b)
        case let (.point(a), .point(b)): return .point(Point(x: a.x - b.x, y: a.y - b.y))
        case let (.rect(a), .rect(b)):
            // Origin and size as stored: a difference may be negative, which CGRect's minY and
            // height would standardize away.
            return .rect(Rect(origin: Point(x: a.origin.x - b.origin.x, y: a.origin.y - b.origin.y),
                              size: Size(width: a.size.width - b.size.width, height: a.size.height - b.size.height)))
        case let (.transform(a), .transform(b)):
            let p = DecomposedTransform(a), q = DecomposedTransform(b)
            // The turn the short way round, as the interpolation turns.
            var turn = p.angle - q.angle
            if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
            // CHOSEN: a transform adds part by part (translation, turn, scale, shear), so a turn
            // added to a turn under way sums the angles as Core Animation's additive rotations do.
            return .transform(AffineTransform(a: p.sx - q.sx, b: turn, c: p.shear - q.shear, d: p.sy - q.sy,
                                              tx: p.tx - q.tx, ty: p.ty - q.ty))
        default: return nil
        }
    }

    /// `self + offset·k`; an offset made by `offset(to:)` of the same kind.
    func adding(_ offset: AnimatableValue, times k: Double) -> AnimatableValue {
        switch (self, offset) {
        case let (.number(a), .number(d)): return .number(a + d * k)
        case let (.point(a), .point(d)): return .point(Point(x: a.x + d.x * k, y: a.y + d.y * k))
        case let (.rect(a), .rect(d)):
            return .rect(Rect(origin: Point(x: a.origin.x + d.origin.x * k, y: a.origin.y + d.origin.y * k),
                              size: Size(width: a.size.width + d.size.width * k, height: a.size.height + d.size.height * k)))
        case let (.transform(a), .transform(d)):
            if k == 0 { return self }
            var p = DecomposedTransform(a)
            // The offset's parts ride in the matrix's slots (offset(to:) packs them so).
            p.sx += d.a * k; p.angle += d.b * k; p.shear += d.c * k; p.sy += d.d * k
            p.tx += d.tx * k; p.ty += d.ty * k
            return .transform(p.transform)
        default: return self
        }
    }
}
