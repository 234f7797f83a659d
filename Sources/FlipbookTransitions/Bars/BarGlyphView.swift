import class Foundation.NSCoder
import FlipbookScene

/// A bar glyph drawn as strokes in the tint colour: the back button's chevron (UIKit draws its
/// back indicator image itself) and the `.add` item's plus, so a bar looks right without the
/// SF Symbol files a project may not ship.
/// CHOSEN from iOS 17 screenshots: the chevron a 13 × 21 pt box with a 3 pt stroke; the plus
/// 20 × 20 pt with a 2 pt stroke; round caps and joins.
final class BarGlyphView: View {
    enum Glyph { case backChevron, plus }
    static func size(of glyph: Glyph) -> Size {
        glyph == .backChevron ? Size(width: 13, height: 21) : Size(width: 20, height: 20)
    }
    private let shape = ShapeLayer()

    init(_ glyph: Glyph) {
        super.init(frame: Rect(origin: .zero, size: Self.size(of: glyph)))
        isUserInteractionEnabled = false
        shape.fillColor = nil
        shape.lineCap = .round
        shape.lineJoin = .round
        let path = MutableGraphicsPath()
        switch glyph {
        case .backChevron:
            shape.lineWidth = 3
            path.move(to: Point(x: 11, y: 1.5))
            path.addLine(to: Point(x: 2, y: 10.5))
            path.addLine(to: Point(x: 11, y: 19.5))
        case .plus:
            shape.lineWidth = 2
            path.move(to: Point(x: 10, y: 1.5))
            path.addLine(to: Point(x: 10, y: 18.5))
            path.move(to: Point(x: 1.5, y: 10))
            path.addLine(to: Point(x: 18.5, y: 10))
        }
        shape.path = path
        layer.addSublayer(shape)
    }

    /// A plus, placed at `frame`.
    override convenience init(frame: Rect) {
        self.init(.plus)
        self.frame = frame
    }

    required convenience init?(coder: NSCoder) { self.init(.plus) }

    override func layoutSubviews() {
        shape.frame = bounds
        shape.strokeColor = tintColor
    }
}
