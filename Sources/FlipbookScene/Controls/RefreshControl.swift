import class Foundation.NSCoder
import FlipbookRender

/// As `UIRefreshControl`, set on a scroll view's `refreshControl`: pulled down past the top,
/// its spinner's spokes appear one by one over the pull; past `RefreshControl.triggerDistance`
/// while the finger is down it begins refreshing, sends `.valueChanged`, and spins in a band of
/// `RefreshControl.height` the content keeps open at the top (added to `adjustedContentInset`)
/// until `endRefreshing()` closes it. Both numbers CHOSEN to match iOS 17 (UIKit documents none).
///
/// ```swift
/// let refresh = UIRefreshControl()
/// refresh.addTarget(self, action: Self.reload, for: .valueChanged)
/// tableView.refreshControl = refresh
/// ```
open class RefreshControl: Control {
    public static let height = 60.0
    public static let triggerDistance = 90.0

    public private(set) var isRefreshing = false
    /// As `tintColor` on UIKit's refresh control: the spinner's colour (nil: `.secondaryLabel`).
    public var spinnerColor: Color?
    /// When the spinning started, on the scene's clock.
    private var startedAt: Double?

    public override init(frame: Rect = .zero) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The band it keeps open while refreshing (0 otherwise), added to the scroll view's inset.
    var insetWhileRefreshing: Double { isRefreshing ? Self.height : 0 }

    /// As `beginRefreshing()`: spins and keeps its band open; no `.valueChanged`, as UIKit's.
    public func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        startedAt = scene?.currentTime
        place()
    }

    /// As `endRefreshing()`: the band closes, the content animating back to the top.
    public func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        startedAt = nil
        guard let scrollView = superview as? ScrollView else { return }
        let top = scrollView.minContentOffset.y
        if scrollView.contentOffset.y < top, !scrollView.isDragging {
            scrollView.setContentOffset(Point(x: scrollView.contentOffset.x, y: top), animated: true)
        }
        place()
    }

    /// How far the content is pulled below its resting top, in points.
    var pullDistance: Double {
        guard let scrollView = superview as? ScrollView else { return 0 }
        let restingTop = -(scrollView.adjustedContentInset.top - insetWhileRefreshing)
        return max(0, restingTop - scrollView.contentOffset.y)
    }

    /// Follows the scroll view: fills the pulled gap above the content, and triggers on a deep pull.
    func scrollViewDidScroll(_ scrollView: ScrollView) {
        if !isRefreshing, scrollView.isDragging, pullDistance >= Self.triggerDistance {
            isRefreshing = true
            startedAt = scene?.currentTime
            sendActions(for: .valueChanged)
        }
        place()
    }

    func place() {
        guard let scrollView = superview as? ScrollView else { return }
        // The band is just above the content's top, down to where the pull has brought it.
        let band = max(pullDistance, insetWhileRefreshing)
        frame = Rect(x: 0, y: -band, width: scrollView.bounds.width, height: band)
        isHidden = band <= 0.5
    }

    open override func drawContent(into ops: inout [DrawOp]) {
        guard bounds.height > 0 else { return }
        let visible = isRefreshing ? SpinnerSpokes.count
            : Int((pullDistance / Self.triggerDistance * Double(SpinnerSpokes.count)).rounded(.down))
        let time = isRefreshing ? (scene?.currentTime ?? 0) - (startedAt ?? 0) : nil
        // The spinner sits in the middle of the band, no lower than the middle of a full band.
        let y = bounds.maxY - min(bounds.height, Self.height) / 2
        ops += SpinnerSpokes.ops(center: Point(x: bounds.midX, y: y), geometry: .medium,
                                 color: spinnerColor ?? .secondaryLabel, time: time, visible: visible)
    }
}
