import FlipbookRender

/// The buttons UIKit draws a glyph for: `.close` (a grey disc with a cross, 30×30 pt),
/// `.detailDisclosure`/`.infoLight`/`.infoDark` (an ⓘ, 22×22 pt) and `.contactAdd` (a ⊕,
/// 22×22 pt). Sizes as these buttons measure on iOS 17 (CHOSEN: Apple documents none); stroke
/// widths and the cross's size are CHOSEN to match the glyphs by eye.
enum ButtonGlyph {
    static func isGlyph(_ type: Button.ButtonType) -> Bool {
        switch type {
        case .close, .detailDisclosure, .infoLight, .infoDark, .contactAdd: true
        default: false
        }
    }

    static func size(for type: Button.ButtonType) -> Size {
        type == .close ? Size(width: 30, height: 30) : Size(width: 22, height: 22)
    }

    static func draw(for button: Button, into ops: inout [DrawOp]) {
        guard button.configuration == nil, isGlyph(button.buttonType) else { return }
        let side = size(for: button.buttonType).width
        let b = button.bounds
        let box = Rect(x: b.midX - side / 2, y: b.midY - side / 2, width: side, height: side)
        let dim = button.isHighlighted ? ButtonContentLayout.highlightedAlpha : 1
        switch button.buttonType {
        case .close:
            // The disc and a bold cross in the secondary label colour.
            ops.append(.fill(.ellipse(box), Color.tertiarySystemFill))
            let arm = side * 0.18, c = Point(x: box.midX, y: box.midY)
            // Secondary label grey; paler (tertiary) while touched or disabled.
            let color = button.isEnabled && !button.isHighlighted ? Color.secondaryLabel : .tertiaryLabel
            ops.append(.stroke(.polygon([Point(x: c.x - arm, y: c.y - arm), Point(x: c.x + arm, y: c.y + arm)]), color, width: 2.4))
            ops.append(.stroke(.polygon([Point(x: c.x - arm, y: c.y + arm), Point(x: c.x + arm, y: c.y - arm)]), color, width: 2.4))
        case .contactAdd:
            let color = button.currentTitleColor.withAlpha(dim)
            ops.append(.stroke(.ellipse(box.insetBy(dx: 1.5, dy: 1.5)), color, width: 1.5))
            let arm = side * 0.25, c = Point(x: box.midX, y: box.midY)
            ops.append(.stroke(.polygon([Point(x: c.x - arm, y: c.y), Point(x: c.x + arm, y: c.y)]), color, width: 1.5))
            ops.append(.stroke(.polygon([Point(x: c.x, y: c.y - arm), Point(x: c.x, y: c.y + arm)]), color, width: 1.5))
        default:
            // ⓘ: a ring, the dot and the stem.
            let color = button.currentTitleColor.withAlpha(dim)
            ops.append(.stroke(.ellipse(box.insetBy(dx: 1.5, dy: 1.5)), color, width: 1.5))
            let c = Point(x: box.midX, y: box.midY), dot = side * 0.07
            ops.append(.fill(.ellipse(Rect(x: c.x - dot, y: box.minY + side * 0.27 - dot, width: 2 * dot, height: 2 * dot)), color))
            ops.append(.fill(.roundedRect(Rect(x: c.x - 1, y: box.minY + side * 0.42, width: 2, height: side * 0.33), radius: 1), color))
        }
    }
}
