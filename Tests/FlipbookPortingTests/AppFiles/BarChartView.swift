import FlipbookUIKit
import Foundation

/// A small chart drawn in `draw(_:)`, as an app writes one: a rounded clip, a vertical
/// gradient backdrop, a dashed grid line, bars filled through UIBezierPath, and a line
/// stroked through the CGContext with round joins. New values redraw through setNeedsDisplay.
final class BarChartView: UIView {
    var values: [CGFloat] = [0.3, 0.8, 0.55, 0.95, 0.4] { didSet { setNeedsDisplay() } }
    var barColor: UIColor = .systemTeal
    private(set) var drawCount = 0

    override func draw(_ rect: CGRect) {
        drawCount += 1
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        UIBezierPath(roundedRect: rect, cornerRadius: 12).addClip()
        let colors = [UIColor.secondarySystemBackground.cgColor, UIColor.systemBackground.cgColor] as CFArray
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1])!
        ctx.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: rect.height), options: [])

        // A dashed line at half height.
        ctx.setStrokeColor(UIColor.separator.cgColor)
        ctx.setLineWidth(1)
        ctx.setLineDash(phase: 0, lengths: [4, 4])
        ctx.move(to: CGPoint(x: 8, y: rect.midY))
        ctx.addLine(to: CGPoint(x: rect.maxX - 8, y: rect.midY))
        ctx.strokePath()
        ctx.setLineDash(phase: 0, lengths: [])

        let slot = (rect.width - 16) / CGFloat(values.count)
        barColor.setFill()
        for (i, v) in values.enumerated() {
            let h = (rect.height - 16) * v
            let bar = CGRect(x: 8 + CGFloat(i) * slot + slot * 0.2, y: rect.height - 8 - h, width: slot * 0.6, height: h)
            UIBezierPath(roundedRect: bar, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 4, height: 4)).fill()
        }

        ctx.translateBy(x: 8, y: rect.height - 8)
        ctx.scaleBy(x: 1, y: -1)
        ctx.setStrokeColor(UIColor.systemOrange.cgColor)
        ctx.setLineWidth(3)
        ctx.setLineJoin(.round)
        for (i, v) in values.enumerated() {
            let p = CGPoint(x: CGFloat(i) * slot + slot / 2, y: (rect.height - 16) * v)
            if i == 0 { ctx.move(to: p) } else { ctx.addLine(to: p) }
        }
        ctx.strokePath()
        ctx.restoreGState()
    }
}
