import class Foundation.NSCoder
import FlipbookRender
import FlipbookScene

/// UIKit's `UIProgressView` (the default style): a 4 pt track with the filled part from the
/// leading edge, `progress` 0…1 of the width.
///
/// ```swift
/// let bar = UIProgressView(progressViewStyle: .default)
/// bar.progress = 0.4
/// ```
open class UIProgressView: View {
    public enum Style: String, Sendable, CaseIterable { case `default`, bar }

    public let progressViewStyle: Style
    /// Clamped to 0…1 as UIKit does; NaN counts as 0.
    public var progress: Float = 0 {
        didSet { if !(progress >= 0) { progress = 0 } else if progress > 1 { progress = 1 } }
    }
    /// Nil: the tint colour.
    public var progressTintColor: Color?
    /// Nil: UIKit's track grey (systemFill-like #E5E5EA).
    public var trackTintColor: Color?

    public init(progressViewStyle style: Style = .default) {
        progressViewStyle = style
        super.init(frame: Rect(x: 0, y: 0, width: 0, height: 4))
    }

    public override init(frame: Rect = .zero) {
        progressViewStyle = .default
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        progressViewStyle = .default
        super.init(coder: coder)
    }

    /// As UIKit: 4 pt high (2.5 for `.bar`).
    open override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: progressViewStyle == .bar ? 2.5 : 4)
    }

    /// As `setProgress(_:animated:)`; Flipbook shows the new value at the next frame.
    public func setProgress(_ value: Float, animated: Bool) { progress = value }

    open override func drawContent(into ops: inout [DrawOp]) {
        let radius = progressViewStyle == .bar ? 0 : bounds.height / 2
        let track = trackTintColor ?? Color(red: 229 / 255, green: 229 / 255, blue: 234 / 255)
        ops.append(.fill(.roundedRect(bounds, radius: radius), track))
        let filled = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width * Double(progress), height: bounds.height)
        if filled.width > 0 { ops.append(.fill(.roundedRect(filled, radius: radius), progressTintColor ?? tintColor)) }
    }
}
