import FlipbookRender

/// The status bar's icons, drawn with the display list's shapes (rounded rectangles, ellipses,
/// clipped strokes), at `scale` times their size in `StatusBarLayout`, from their top-left corner.
enum StatusBarGlyphs {
    /// Four bars rising to the right, all full.
    static func signal(at origin: Point, scale s: Double, color: Color) -> [DrawOp] {
        let heights = [4.0, 6.0, 8.5, 11.0]
        let barWidth = 3.0, step = (StatusBarLayout.signalSize.width - barWidth) / 3
        let bottom = origin.y + StatusBarLayout.signalSize.height * s
        return heights.enumerated().map { i, h in
            let bar = Rect(x: origin.x + Double(i) * step * s, y: bottom - h * s, width: barWidth * s, height: h * s)
            return .fill(.roundedRect(bar, radius: 1 * s), color)
        }
    }

    /// A dot and two arcs in a 90° fan opening upwards from the glyph's bottom centre. The fan is
    /// two nested groups clipped to half-planes through the apex, rotated ±45° from vertical, so
    /// the arcs end in straight radial cuts as on the device.
    static func wifi(at origin: Point, scale s: Double, color: Color) -> [DrawOp] {
        let size = StatusBarLayout.wifiSize
        let apex = Point(x: origin.x + size.width * s / 2, y: origin.y + size.height * s)
        func rotation(degrees: Double) -> AffineTransform {
            AffineTransform(translationX: -apex.x, y: -apex.y)
                .concatenating(AffineTransform(rotationAngle: degrees * .pi / 180))
                .concatenating(AffineTransform(translationX: apex.x, y: apex.y))
        }
        // The half-plane right of the apex in a group's own coordinates; its rotation puts the
        // kept side up-left (−135°) or up-right (−45°) of the apex.
        let reach = 4 * size.height * s
        let halfPlane = Shape.rect(Rect(x: apex.x, y: apex.y - reach, width: reach, height: 2 * reach))
        let dot = 3.2 * s
        func ring(_ radius: Double) -> DrawOp {
            let r = radius * s
            return .stroke(.ellipse(Rect(x: apex.x - r, y: apex.y - r, width: 2 * r, height: 2 * r)), color, width: 2 * s)
        }
        return [
            .beginGroup(Group(transform: rotation(degrees: -135), clip: halfPlane)),
            .beginGroup(Group(transform: rotation(degrees: -45), clip: halfPlane)),
            .fill(.ellipse(Rect(x: apex.x - dot, y: apex.y - dot, width: 2 * dot, height: 2 * dot)), color),
            ring(6.2),
            ring(10),
            .endGroup,
            .endGroup,
        ]
    }

    /// A full battery: a faint rounded outline with its cap, and a solid charge inside.
    static func battery(at origin: Point, scale s: Double, color: Color) -> [DrawOp] {
        let bodyWidth = 22.5 * s, height = StatusBarLayout.batterySize.height * s
        let outline = Rect(x: origin.x + 0.5 * s, y: origin.y + 0.5 * s, width: bodyWidth - 1 * s, height: height - 1 * s)
        let charge = Rect(x: origin.x + 2 * s, y: origin.y + 2 * s, width: bodyWidth - 4 * s, height: height - 4 * s)
        let cap = Rect(x: origin.x + bodyWidth + 1 * s, y: origin.y + height / 2 - 2 * s, width: 1.5 * s, height: 4 * s)
        return [
            .stroke(.roundedRect(outline, radius: 3.5 * s), color.withAlpha(0.35), width: 1 * s),
            .fill(.roundedRect(charge, radius: 2 * s), color),
            .fill(.roundedRect(cap, radius: 0.75 * s), color.withAlpha(0.4)),
        ]
    }
}
