import class Foundation.NSCoder
import FlipbookRender

/// As `UIPageControl` (the iOS 14+ look): a row of dots centred in the control, the current
/// page's in `currentPageIndicatorTintColor` (white by default, as UIKit's) and the others in
/// `pageIndicatorTintColor` (white at 30 %: CHOSEN, matching the platter-less look). Dots are
/// `dotDiameter` across, `dotSpacing` apart edge to edge (CHOSEN: 7 pt and 9 pt, the long-measured
/// UIKit values). A tap on the trailing side of the current dot moves one page on, on the
/// leading side one back, then sends `.valueChanged` (https://developer.apple.com/documentation/uikit/uipagecontrol).
/// Right-to-left puts page 0 at the right.
///
/// ```swift
/// let dots = UIPageControl()
/// dots.numberOfPages = 3
/// dots.currentPageIndicatorTintColor = .systemBlue
/// dots.pageIndicatorTintColor = .systemGray4
/// ```
open class PageControl: Control {
    public static let dotDiameter = 7.0
    public static let dotSpacing = 9.0
    /// The control's height and the padding at each end of the dots: CHOSEN (26 pt; 12 pt).
    public static let height = 26.0
    public static let endPadding = 12.0

    public var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, min(numberOfPages, 10_000))
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            invalidateIntrinsicContentSize()
        }
    }
    public var currentPage = 0 { didSet { currentPage = max(0, min(currentPage, max(0, numberOfPages - 1))) } }
    public var hidesForSinglePage = false
    public var pageIndicatorTintColor: Color? = Color.white.withAlpha(0.3)
    public var currentPageIndicatorTintColor: Color? = .white

    public override init(frame: Rect = .zero) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// As `size(forNumberOfPages:)`.
    public func size(forNumberOfPages pages: Int) -> Size {
        let n = Double(max(0, min(pages, 10_000)))
        let dots = n > 0 ? n * Self.dotDiameter + (n - 1) * Self.dotSpacing : 0
        return Size(width: dots + 2 * Self.endPadding, height: Self.height)
    }

    open override var intrinsicContentSize: Size { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// The dots' rectangles, page by page, centred in the bounds.
    public func dotFrames() -> [Rect] {
        guard numberOfPages > 0 else { return [] }
        let n = Double(numberOfPages), d = Self.dotDiameter, pitch = d + Self.dotSpacing
        let width = n * d + (n - 1) * Self.dotSpacing
        let x0 = bounds.midX - width / 2, y = bounds.midY - d / 2
        let rtl = effectiveLayoutDirection == .rightToLeft
        return (0..<numberOfPages).map { page in
            let slot = rtl ? numberOfPages - 1 - page : page
            return Rect(x: x0 + Double(slot) * pitch, y: y, width: d, height: d)
        }
    }

    open override func drawContent(into ops: inout [DrawOp]) {
        guard !(hidesForSinglePage && numberOfPages <= 1) else { return }
        let others = pageIndicatorTintColor ?? Color.white.withAlpha(0.3)
        let current = currentPageIndicatorTintColor ?? .white
        for (page, frame) in dotFrames().enumerated() {
            ops.append(.fill(.ellipse(frame), page == currentPage ? current : others))
        }
    }

    /// A lift inside on the trailing side of the current dot goes one page on; on the leading side one back.
    open override func endTracking(_ touch: Touch?, with event: TouchEvent?) {
        guard let touch, isInsideForTracking(touch), numberOfPages > 0 else { return }
        let frames = dotFrames()
        let dot = frames[currentPage]
        let x = touch.location(in: self).x
        let towardsRight = x > dot.midX
        let forward = towardsRight != (effectiveLayoutDirection == .rightToLeft)
        let next = currentPage + (forward ? 1 : -1)
        guard next >= 0, next < numberOfPages else { return }
        currentPage = next
        send(.valueChanged, event: event)
    }
}
