import FlipbookRender

/// Small text on a filled rounded rectangle: how the overlays label things (the time badge, a
/// view's id). Measured with the Pango set-up the rasterizer draws with, so the pill fits its
/// text exactly and the same text always makes the same pill.
struct LabelPill {
    static let horizontalPadding = 4.0
    static let verticalPadding = 2.0

    let text: String
    let font: Font
    let textColor: Color
    let fill: Color
    /// The pill's size in points, padding included.
    let size: Size

    init(_ text: String, font: Font, textColor: Color, fill: Color, measurer: TextMeasurer?) {
        self.text = text; self.font = font; self.textColor = textColor; self.fill = fill
        // Without a measurer (no Pango) no text draws either; a rough width keeps the pill sane.
        let measured = measurer?.size(of: text, font: font)
            ?? Size(width: Double(text.count) * font.size * 0.6, height: font.size * 1.2)
        size = Size(width: measured.width + 2 * Self.horizontalPadding, height: measured.height + 2 * Self.verticalPadding)
    }

    /// Where the pill goes when it would sit at `origin`: labels of nested views share corners
    /// and neighbouring constraints share midpoints, so a pill moves down below the pills already
    /// `placed` instead of covering them; then it is kept on the screen (`within`), whole.
    func spot(at origin: Point, avoiding placed: [Rect], within screen: Rect? = nil) -> Rect {
        var spot = Rect(origin: origin, size: size)
        // Bounded: a pile of pills at one spot stops growing after as many moves as pills.
        for _ in 0...placed.count {
            guard let hit = placed.first(where: { $0.overlaps(spot) }) else { break }
            spot.origin.y = hit.maxY + 1
        }
        if let screen {
            spot.origin.x = max(screen.minX, min(spot.minX, screen.maxX - size.width))
            spot.origin.y = max(screen.minY, min(spot.minY, screen.maxY - size.height))
        }
        return spot
    }

    /// The pill with its top-left corner at `origin`.
    func ops(at origin: Point) -> [DrawOp] {
        let frame = Rect(origin: origin, size: size)
        // One point of slack so Pango never wraps the text it was measured for onto a clipped line.
        let textFrame = Rect(x: frame.minX + Self.horizontalPadding, y: frame.minY + Self.verticalPadding,
                             width: size.width - 2 * Self.horizontalPadding + 1, height: size.height - 2 * Self.verticalPadding)
        return [
            .fill(.roundedRect(frame, radius: min(4, size.height / 2)), fill),
            .text(TextRun(text: text, font: font, color: textColor, frame: textFrame, alignment: .left,
                          numberOfLines: 1, lineBreakMode: .byClipping)),
        ]
    }
}
