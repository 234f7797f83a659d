import class Foundation.NSCoder
import FlipbookRender

/// As `UIProgressView`: a capsule track with the part done, `progress` of its width, filled from
/// the leading edge in the tint colour (from the right under right-to-left).
/// `setProgress(_:animated: true)` slides the fill over `animationDuration`.
///
/// ```swift
/// let download = UIProgressView(progressViewStyle: .default)
/// download.progress = 0.4
/// download.setProgress(0.9, animated: true)
/// ```
open class ProgressView: View {
    /// As `UIProgressView.Style`.
    public enum Style: Int, Sendable, CaseIterable { case `default`, bar }

    /// The default style's height: 4 pt, as iOS 14+ draws it (CHOSEN from measurement; Apple
    /// documents none); the `.bar` style's 2.5 pt, square-ended.
    public static let defaultHeight = 4.0
    public static let barHeight = 2.5
    /// The track when `trackTintColor` is nil: CHOSEN `systemGray5` (229, 229, 234 in light, as
    /// measured; its dark value in dark).
    public static let defaultTrackColor = Color.systemGray5
    /// `setProgress(_:animated: true)`'s slide. CHOSEN.
    public static let animationDuration = 0.25

    public var progressViewStyle: Style { didSet { placeFill() } }
    /// Clamped to 0…1 as UIKit does; NaN counts as 0.
    public var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    private var storedProgress: Float = 0
    /// Nil: the tint colour.
    public var progressTintColor: Color? { didSet { placeFill() } }
    /// Nil: `defaultTrackColor`.
    public var trackTintColor: Color?

    /// The part done: a view, so `setProgress(_:animated:)` animates its frame.
    private let fill = ProgressFill()

    public init(progressViewStyle style: Style = .default) {
        progressViewStyle = style
        super.init(frame: Rect(x: 0, y: 0, width: 0, height: style == .bar ? Self.barHeight : Self.defaultHeight))
        setUp()
    }

    public override init(frame: Rect = .zero) {
        progressViewStyle = .default
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        progressViewStyle = .default
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        fill.isUserInteractionEnabled = false
        addSubview(fill)
        placeFill()
    }

    open override class var isOpaqueByDefault: Bool { false }

    open override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: progressViewStyle == .bar ? Self.barHeight : Self.defaultHeight)
    }

    /// As `setProgress(_:animated:)`.
    public func setProgress(_ value: Float, animated: Bool) {
        storedProgress = value >= 0 ? min(value, 1) : 0
        if animated {
            View.animate(withDuration: Self.animationDuration, animations: { [self] in placeFill() })
        } else {
            View.performWithoutAnimation { placeFill() }
        }
    }

    private var radius: Double { progressViewStyle == .bar ? 0 : bounds.height / 2 }

    open override func layoutSubviews() {
        super.layoutSubviews()
        View.performWithoutAnimation { placeFill() }
    }

    private func placeFill() {
        let width = bounds.width * Double(storedProgress)
        let x = effectiveLayoutDirection == .rightToLeft ? bounds.maxX - width : bounds.minX
        fill.frame = Rect(x: x, y: bounds.minY, width: width, height: bounds.height)
    }

    /// The fill's colour as drawn: the tint is looked up when the frame is drawn, so a tint set
    /// on an ancestor later still shows.
    var fillColor: Color { progressTintColor ?? tintColor }

    open override func drawContent(into ops: inout [DrawOp]) {
        ops.append(.fill(.roundedRect(bounds, radius: radius), trackTintColor ?? Self.defaultTrackColor))
    }
}

/// The part of a progress view that is done, drawn in its progress view's fill colour.
private final class ProgressFill: View {
    override class var isOpaqueByDefault: Bool { false }

    override func drawContent(into ops: inout [DrawOp]) {
        guard let bar = superview as? ProgressView, bounds.width > 0 else { return }
        let radius = bar.progressViewStyle == .bar ? 0 : bounds.height / 2
        ops.append(.fill(.roundedRect(bounds, radius: radius), bar.fillColor))
    }
}
