// Edits for Flipbook: `import UIKit` → `import FlipbookUIKit`.
import FlipbookUIKit
import Foundation
// Foundation has an NSAttributedString of its own: this picks UIKit's, as the Timer note in docs/porting.md does.
import typealias FlipbookUIKit.NSAttributedString

/// A weekly sales chart drawn in `draw(_:)`, as an app writes one: bars with a soft shadow, a
/// multiply-blended highlight band, axis labels drawn as text and measured with
/// `boundingRect`, and a badge image (made once with UIGraphicsImageRenderer) drawn in the corner.
final class SalesChartView: UIView {
    var values: [CGFloat] = [0.35, 0.6, 0.45, 0.9, 0.7] { didSet { setNeedsDisplay() } }
    let days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
    /// Where each label was drawn, for the tests.
    private(set) var labelRects: [CGRect] = []

    static let badge: UIImage = {
        UIGraphicsImageRenderer(size: CGSize(width: 22, height: 22)).image { context in
            UIColor.systemOrange.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 22, height: 22)).fill()
            UIColor.white.setFill()
            UIBezierPath(roundedRect: CGRect(x: 9, y: 5, width: 4, height: 12), cornerRadius: 2).fill()
        }
    }()

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let labelAttributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 11, weight: .medium), .foregroundColor: UIColor.secondaryLabel]
        let labelHeight = ("Mon" as String).boundingRect(with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin,
                                                         attributes: labelAttributes, context: nil).height
        let plot = CGRect(x: 12, y: 30, width: rect.width - 24, height: rect.height - 42 - labelHeight)

        let title = NSAttributedString(string: "Weekly sales", attributes: [
            .font: UIFont.systemFont(ofSize: 15, weight: .semibold), .foregroundColor: UIColor.label])
        title.draw(at: CGPoint(x: 12, y: 8))
        SalesChartView.badge.draw(at: CGPoint(x: rect.maxX - 34, y: 6))

        // The baseline.
        ctx.setStrokeColor(UIColor.separator.cgColor)
        ctx.setLineWidth(1)
        ctx.move(to: CGPoint(x: plot.minX, y: plot.maxY + 0.5))
        ctx.addLine(to: CGPoint(x: plot.maxX, y: plot.maxY + 0.5))
        ctx.strokePath()

        let slot = plot.width / CGFloat(values.count)
        labelRects = []
        ctx.saveGState()
        ctx.setShadow(offset: CGSize(width: 0, height: 2), blur: 4, color: UIColor.black.withAlphaComponent(0.3).cgColor)
        for (i, value) in values.enumerated() {
            let h = plot.height * max(0, min(1, value))
            let bar = CGRect(x: plot.minX + slot * CGFloat(i) + slot * 0.2, y: plot.maxY - h, width: slot * 0.6, height: h)
            (i == 3 ? UIColor.systemIndigo : UIColor.systemTeal).setFill()
            UIBezierPath(roundedRect: bar, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 4, height: 4)).fill()
        }
        ctx.restoreGState()

        // A highlight band over the best day, multiplied into the bar under it.
        ctx.saveGState()
        ctx.setBlendMode(.multiply)
        ctx.setFillColor(UIColor.systemYellow.withAlphaComponent(0.6).cgColor)
        ctx.fill(CGRect(x: plot.minX + slot * 3, y: plot.minY, width: slot, height: plot.height))
        ctx.restoreGState()

        for (i, day) in days.enumerated() {
            let size = day.boundingRect(with: CGSize(width: slot, height: 100), options: .usesLineFragmentOrigin,
                                        attributes: labelAttributes, context: nil).size
            let origin = CGPoint(x: plot.minX + slot * (CGFloat(i) + 0.5) - size.width / 2, y: plot.maxY + 4)
            day.draw(at: origin, withAttributes: labelAttributes)
            labelRects.append(CGRect(origin: origin, size: size))
        }
    }
}
