import FlipbookRender

/// Shapes drawn by Cairo (FlipbookRender's rasterizer), and the same shapes moved by a fraction
/// of a pixel: the sub-pixel edge shift that anti-aliasing detection exists to forgive.
enum ShiftedShapes {
    static let size = Size(width: 160, height: 120)

    static func list(dx: Double, dy: Double = 0, color: Color = .black) -> DisplayList {
        DisplayList(size: size, scale: 1, background: .white, ops: [
            .beginGroup(Group(transform: AffineTransform(translationX: dx, y: dy))),
            .fill(.ellipse(Rect(x: 20, y: 20, width: 50, height: 50)), color),
            .fill(.roundedRect(Rect(x: 90, y: 30, width: 50, height: 60), radius: 12), color),
            .endGroup,
        ])
    }

    /// The shapes at rest and moved right by `shift` pixels.
    static func pair(shift: Double) throws -> (RasterFrame, RasterFrame) {
        (try Rasterizer().render(list(dx: 0)), try Rasterizer().render(list(dx: shift)))
    }
}
