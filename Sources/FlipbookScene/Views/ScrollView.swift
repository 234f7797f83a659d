import class Foundation.NSCoder
import FlipbookRender

/// A view whose `contentOffset` is its `bounds.origin`: changing it moves every subview, as in
/// `UIScrollView`. The delegate hears of every change; drivers (drags, flings) call the other
/// callbacks in UIKit's order through the `notify…` methods.
///
/// ```swift
/// let list = ScrollView(frame: screenBounds)
/// list.contentInset = EdgeInsets(top: 300)
/// list.contentOffset = Point(x: 0, y: -300)   // the first row sits 300 pt down
/// ```
open class ScrollView: View {
    /// Hears scrolling and dragging. Weak, as in UIKit, but the view's scene keeps the object
    /// alive (see `Scene.controllers`), so a controller set here is never released under it.
    public weak var delegate: ScrollViewDelegate? { didSet { keepAlive(delegate) } }
    public var contentSize: Size = .zero
    public var contentInset: EdgeInsets = .zero
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// How fast a fling slows down: `.normal` (0.998), `.fast` (0.99) or a custom per-millisecond
    /// factor, as `UIScrollView.decelerationRate`.
    ///
    /// ```swift
    /// list.decelerationRate = .fast                               // paging-like, short coasts
    /// list.decelerationRate = DecelerationRate(rawValue: 0.995)  // in between
    /// ```
    public var decelerationRate: DecelerationRate = .normal
    /// As `UIScrollView.isPagingEnabled`: a release comes to rest on a multiple of the bounds
    /// (one page at most from where the finger landed; `PagingRule`).
    ///
    /// ```swift
    /// pages.isPagingEnabled = true
    /// ```
    public var isPagingEnabled = false
    /// As `UIScrollView.refreshControl`: shown above the content when pulled down (RefreshControl.swift).
    public var refreshControl: RefreshControl? {
        didSet {
            oldValue?.removeFromSuperview()
            if let refreshControl { insertSubview(refreshControl, at: 0); refreshControl.place() }
        }
    }
    public var bounces = true
    /// As UIKit's: false keeps the content where it is (a self-sizing text view sets it so its
    /// height follows its text).
    public var isScrollEnabled = true
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    public var showsVerticalScrollIndicator = true
    /// Kept for porting: only the vertical indicator is drawn, so a horizontal one never shows.
    public var showsHorizontalScrollIndicator = true
    /// Insets of the vertical indicator's track, added to the safe area when
    /// `automaticallyAdjustsScrollIndicatorInsets` (UIKit's default); `contentInset` does not move it.
    /// Top and bottom are drawn; the bar keeps 3 pt from the side edge whatever left and right say.
    public var verticalScrollIndicatorInsets: EdgeInsets = .zero
    /// Insets of the horizontal indicator's track (kept for porting; only the vertical indicator is drawn).
    public var horizontalScrollIndicatorInsets: EdgeInsets = .zero
    /// Setting it sets both indicators' insets; reading it gives the vertical one's, as in UIKit.
    public var scrollIndicatorInsets: EdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }
    /// Adds the safe-area part of `adjustedContentInset` to the indicators' insets (UIKit's default).
    public var automaticallyAdjustsScrollIndicatorInsets = true
    public private(set) var isDragging = false
    public private(set) var isDecelerating = false
    /// While `setContentOffset(_:animated: true)` runs.
    public internal(set) var isScrollAnimating = false
    /// 0…1: the indicator shows while scrolling and fades after, as on iOS.
    public internal(set) var scrollIndicatorAlpha = 0.0

    /// As `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: String, Sendable, CaseIterable {
        /// Like `scrollableAxes`, and always for the top and bottom in a scroll view that scrolls vertically.
        case automatic
        case scrollableAxes
        case never
        case always
    }

    /// As `UIScrollView.panGestureRecognizer`: the drag driver's finger moves it, so its state,
    /// `translation(in:)` and `velocity(in:)` are the drag's (the finger's own path, off the pixel
    /// grid), and targets added to it hear every step of the drag.
    /// Scripted touches (`Scene.drag`) do not scroll: drags of the content are the drag driver's.
    ///
    /// ```swift
    /// func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity v: CGPoint, targetContentOffset t: UnsafeMutablePointer<CGPoint>) {
    ///     let dragged = s.panGestureRecognizer.translation(in: s.superview)
    /// }
    /// ```
    public let panGestureRecognizer = PanGestureRecognizer()

    /// Scroll views clip their content, as `UIScrollView` does by default.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        panGestureRecognizer.view = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
        panGestureRecognizer.view = self
    }

    public var contentOffset: Point {
        get { bounds.origin }
        set {
            contentOffsetWasSet = true
            moveContentOffset(to: newValue)
        }
    }

    /// Set once anything sets `contentOffset`: from then on an inset change no longer moves it
    /// (see `keepContentAtTopAcrossInsetChange`), so a scene that places its content keeps it.
    var contentOffsetWasSet = false
    /// The adjusted inset as of the last layout pass in a scene; nil before the first.
    var insetAtLastLayout: EdgeInsets?

    /// Moves the content without counting as a placement by the scene: the delegate still hears it.
    func moveContentOffset(to newValue: Point) {
        guard newValue != bounds.origin else { return }
        bounds.origin = newValue
        refreshControl?.scrollViewDidScroll(self)
        notify(.didScroll) { $0.scrollViewDidScroll(self) }
        for observe in offsetObservers.values { observe(self) }
    }

    /// Who watches the offset besides the delegate, as UIKit's navigation bar observes its
    /// content scroll view (large titles, scroll-edge appearance), keyed by the observer.
    package var offsetObservers: [ObjectIdentifier: (ScrollView) -> Void] = [:]

    override func layoutSubtreeIfNeeded() {
        keepContentAtTopAcrossInsetChange()
        super.layoutSubtreeIfNeeded()
    }

    /// The smallest and largest resting offsets (beyond them a drag rubber-bands).
    public var minContentOffset: Point {
        let i = adjustedContentInset
        return Point(x: -i.left, y: -i.top)
    }
    public var maxContentOffset: Point {
        let i = adjustedContentInset, lo = minContentOffset
        return Point(x: max(lo.x, contentSize.width + i.right - bounds.width),
                     y: max(lo.y, contentSize.height + i.bottom - bounds.height))
    }

    /// Moves the content, at once or with UIKit's scrolling animation on the scene's timeline
    /// (`scrollViewDidEndScrollingAnimation` when it ends).
    public func setContentOffset(_ offset: Point, animated: Bool) {
        guard animated, let scene = scene else {
            contentOffset = offset
            return
        }
        // The animation ends on the device-pixel grid, where UIKit rounds a content offset to
        // (`PixelGrid`), so a snap comes to rest on a whole pixel without a last jump.
        let grid = PixelGrid(scale: scene.screen.scale)
        scene.animations.startScrollAnimation(self, to: Point(x: grid.round(offset.x), y: grid.round(offset.y)),
                                              at: scene.currentTime)
    }

    // MARK: Driver hooks (UIKit's order is the drivers' job)

    /// Who heard what, step by step, for traces and tests.
    var callbackLog: [ScrollCallback] = []
    /// What the step trace measures of this view: velocity, release (Trace/ScrollTraceState.swift).
    let traceState = ScrollTraceState()

    func notify(_ callback: ScrollCallback, _ call: (ScrollViewDelegate) -> Void) {
        callbackLog.append(callback)
        scene?.recordCallback(callback)
        if let delegate { call(delegate) }
    }

    public func beginDragging() {
        isDragging = true
        isDecelerating = false
        scene?.animations.cancelScrollAnimation(self)
        notify(.willBeginDragging) { $0.scrollViewWillBeginDragging(self) }
    }

    /// Asks the delegate where a release should land; returns the (possibly changed) target.
    /// Open so a scroll view kind can choose first, as a collection view asks its layout's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` before the delegate.
    open func willEndDragging(velocity: Point, target: Point) -> Point {
        var target = target
        withUnsafeMutablePointer(to: &target) { pointer in
            notify(.willEndDragging) { $0.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: pointer) }
        }
        traceState.released(velocity: velocity, target: target)
        return target
    }

    public func endDragging(willDecelerate: Bool) {
        isDragging = false
        notify(.didEndDragging) { $0.scrollViewDidEndDragging(self, willDecelerate: willDecelerate) }
        if willDecelerate {
            isDecelerating = true
            notify(.willBeginDecelerating) { $0.scrollViewWillBeginDecelerating(self) }
        }
    }

    /// The deceleration (or the bounce after it) came to rest: `scrollViewDidEndDecelerating`, as
    /// UIKit sends it. UIKit sends it only after `scrollViewWillBeginDecelerating`: a drag that
    /// ends at rest (`didEndDragging(willDecelerate: false)`) never gets it ("scrollViewDidEndDecelerating
    /// … will not be called" for a slow drag that stops, stackoverflow.com/questions/993280).
    public func endDecelerating() {
        guard isDecelerating else { return }
        isDecelerating = false
        notify(.didEndDecelerating) { $0.scrollViewDidEndDecelerating(self) }
    }

    /// The deceleration was cut short (an animated scroll took over) without coming to rest:
    /// no callback.
    func stopDecelerating() { isDecelerating = false }

    func endScrollingAnimation() {
        isScrollAnimating = false
        notify(.didEndScrollingAnimation) { $0.scrollViewDidEndScrollingAnimation(self) }
    }

    // MARK: Drawing

    open override func drawContent(into ops: inout [DrawOp]) {}

    /// The indicator: a 3 pt rounded bar inside the trailing edge, sized by how much content shows.
    func indicatorOps() -> [DrawOp] {
        guard showsVerticalScrollIndicator, scrollIndicatorAlpha > 0, contentSize.height > bounds.height else { return [] }
        let inset = effectiveVerticalIndicatorInsets
        let content = adjustedContentInset
        let track = bounds.height - inset.top - inset.bottom - 6
        guard track > 0 else { return [] }
        let visible = bounds.height / (contentSize.height + content.top + content.bottom)
        let length = max(36, track * visible)
        let range = maxContentOffset.y - minContentOffset.y
        let progress = range > 0 ? min(1, max(0, (contentOffset.y - minContentOffset.y) / range)) : 0
        let y = bounds.minY + inset.top + 3 + (track - length) * progress
        // Inside the trailing edge: the left one in a right-to-left scene, as on iOS.
        let x = effectiveLayoutDirection == .rightToLeft ? bounds.minX + 3 + inset.left : bounds.maxX - 3 - 3 - inset.right
        let bar = Rect(x: x, y: y, width: 3, height: length)
        // UIKit's default indicator style: dark on light content, light in dark appearance.
        return [.fill(.roundedRect(bar, radius: 1.5), Color(light: .black, dark: .white).withAlpha(0.35 * scrollIndicatorAlpha))]
    }
}
