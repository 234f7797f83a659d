import FlipbookRender

/// The glyphs text inputs draw themselves, since SF Symbols cannot ship with Flipbook: a text
/// field's clear button (`xmark.circle.fill`) and a search field's magnifying glass. Stroke
/// widths and proportions are CHOSEN to match the symbols by eye.
enum TextInputGlyphs {
    /// A filled disc with a cross cut out of it, in `box`.
    static func clearButton(in box: Rect, into ops: inout [DrawOp]) {
        ops.append(.fill(.ellipse(box), TextFieldLook.clearButtonDisc))
        let arm = box.width * 0.2, c = Point(x: box.midX, y: box.midY)
        let cross = TextFieldLook.clearButtonCross, width = box.width * 0.11
        ops.append(.stroke(.polygon([Point(x: c.x - arm, y: c.y - arm), Point(x: c.x + arm, y: c.y + arm)]), cross, width: width))
        ops.append(.stroke(.polygon([Point(x: c.x - arm, y: c.y + arm), Point(x: c.x + arm, y: c.y - arm)]), cross, width: width))
    }

    /// A magnifying glass in `box`: a ring in the upper left and a handle to the lower right.
    static func magnifyingGlass(in box: Rect, color: Color, into ops: inout [DrawOp]) {
        let side = min(box.width, box.height)
        let line = side * 0.12
        let ringDiameter = side * 0.7
        let ring = Rect(x: box.minX + line / 2, y: box.minY + line / 2, width: ringDiameter, height: ringDiameter)
        ops.append(.stroke(.ellipse(ring), color, width: line))
        // The handle leaves the ring at 45° and runs to the box's corner.
        let r = ringDiameter / 2, k = 0.5.squareRoot()
        let from = Point(x: ring.midX + r * k, y: ring.midY + r * k)
        let to = Point(x: box.minX + side - line / 2, y: box.minY + side - line / 2)
        ops.append(.stroke(.polygon([from, to]), color, width: line * 1.4))
    }
}
