import class Foundation.NSCoder
import FlipbookRender

/// As `UIActivityIndicatorView`: the spinner (`SpinnerSpokes`), 20 pt (`.medium`) or 37 pt
/// (`.large`) square as UIKit sizes them, in `color` (`.secondaryLabel` by default: CHOSEN),
/// turning frame by frame on the scene's clock from `startAnimating()`. Hidden while stopped
/// unless `hidesWhenStopped` is false.
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .large)
/// spinner.startAnimating()
/// ```
open class ActivityIndicatorView: View {
    /// As `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable, CaseIterable { case medium, large }

    public var style: Style { didSet { invalidateIntrinsicContentSize() } }
    public var color: Color = .secondaryLabel
    public var hidesWhenStopped = true { didSet { isHidden = hidesWhenStopped && !isAnimating } }
    public private(set) var isAnimating = false
    /// When the spinning started, on the scene's clock.
    private var startedAt: Double?

    public init(style: Style = .medium) {
        self.style = style
        super.init(frame: Rect(origin: .zero, size: Self.size(of: style)))
        isHidden = true
    }

    public override init(frame: Rect) {
        style = .medium
        super.init(frame: frame)
        isHidden = true
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        isHidden = true
    }

    public static func size(of style: Style) -> Size {
        style == .large ? Size(width: 37, height: 37) : Size(width: 20, height: 20)
    }

    open override var intrinsicContentSize: Size { Self.size(of: style) }
    open override func sizeThatFits(_ size: Size) -> Size { Self.size(of: style) }

    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        startedAt = scene?.currentTime
        isHidden = false
    }

    public func stopAnimating() {
        isAnimating = false
        startedAt = nil
        if hidesWhenStopped { isHidden = true }
    }

    open override func drawContent(into ops: inout [DrawOp]) {
        let time = isAnimating ? (scene?.currentTime ?? 0) - (startedAt ?? scene?.currentTime ?? 0) : nil
        ops += SpinnerSpokes.ops(center: Point(x: bounds.midX, y: bounds.midY),
                                 geometry: style == .large ? .large : .medium, color: color, time: time)
    }
}
