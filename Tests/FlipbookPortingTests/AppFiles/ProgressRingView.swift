import FlipbookUIKit
import Foundation

/// A progress ring as an app writes it: a faint track and a round-capped progress arc, both
/// CAShapeLayers on one circle from 12 o'clock clockwise, the arc cut by `strokeEnd`.
final class ProgressRingView: UIView {
    private let track = CAShapeLayer()
    private let bar = CAShapeLayer()
    let percentLabel = UILabel()

    var progress: CGFloat = 0 {
        didSet {
            bar.strokeEnd = max(0, min(1, progress))
            percentLabel.text = "\(Int((progress * 100).rounded()))%"
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for ring in [track, bar] {
            ring.fillColor = UIColor.clear.cgColor
            ring.lineWidth = 14
            layer.addSublayer(ring)
        }
        track.strokeColor = UIColor.systemGray5.cgColor
        bar.strokeColor = UIColor.systemBlue.cgColor
        bar.lineCap = .round
        bar.strokeEnd = 0
        percentLabel.font = .monospacedDigitSystemFont(ofSize: 28, weight: .semibold)
        percentLabel.textColor = .label
        percentLabel.textAlignment = .center
        addSubview(percentLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 10
        let circle = UIBezierPath(arcCenter: center, radius: radius, startAngle: -.pi / 2,
                                  endAngle: 3 * .pi / 2, clockwise: true)
        track.path = circle.cgPath
        bar.path = circle.cgPath
        track.frame = bounds
        bar.frame = bounds
        percentLabel.frame = bounds
    }
}
