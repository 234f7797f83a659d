import class Foundation.NSCoder
import FlipbookMotion
import FlipbookRender

/// The band of a compositional section that scrolls sideways, as UIKit's orthogonal scroller
/// inside a collection view: a scroll view as wide as the collection view and as tall as the
/// section's groups, whose horizontal `contentOffset` slides the section's cells. A drag driver
/// with `axis = .horizontal` drags it (`scene.scrollView = collectionView.orthogonalScrollView(forSection:)`);
/// on release it asks the section's behaviour where to stop (CompositionalOrthogonalSnapping).
///
/// ```swift
/// scene.scrollView = collectionView.orthogonalScrollView(forSection: 0)
/// var driver = DragDriver(gestures: [.drag(by: 200, duration: 0.2)]); driver.axis = .horizontal
/// ```
///
/// Unlike UIKit the cells are not its subviews: they stay the collection view's, placed at their
/// band frames less this offset (the band is as wide as the collection view, so the collection
/// view's own clipping is the band's). It draws nothing and shows no indicators, as UIKit's.
public final class CollectionOrthogonalScrollView: ScrollView {
    /// The section it scrolls.
    public internal(set) var section: Int
    var band: CompositionalGeometry.Band
    /// Where the band was when the current drag began (the group paging behaviours move one group from it).
    private(set) var offsetAtDragStart = 0.0
    private let dragWatcher = DragWatcher()

    init(section: Int, band: CompositionalGeometry.Band) {
        self.section = section
        self.band = band
        super.init(frame: band.frame)
        contentInsetAdjustmentBehavior = .never
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        alwaysBounceHorizontal = true
        dragWatcher.band = self
        delegate = dragWatcher
        apply(band)
        // Right to left the first group is at the right end: the band starts there.
        if band.mirrored { moveContentOffset(to: Point(x: band.maxOffset, y: 0)) }
    }

    required init?(coder: NSCoder) {
        section = 0
        band = CompositionalGeometry.Band(frame: .zero, contentWidth: 0, groupMinX: [], groupWidth: 0, leadingInset: 0, behavior: .continuous)
        super.init(coder: coder)
    }

    /// Takes a new layout of the band, keeping the offset inside it.
    func apply(_ band: CompositionalGeometry.Band) {
        self.band = band
        if frame != band.frame { frame = band.frame }
        let size = Size(width: band.contentWidth, height: band.frame.height)
        if contentSize != size { contentSize = size }
        isPagingEnabled = band.behavior == .paging
        decelerationRate = [.paging, .groupPaging, .groupPagingCentered].contains(band.behavior) ? .fast : .normal
        let clamped = min(max(0, contentOffset.x), band.maxOffset)
        if clamped != contentOffset.x, !isDragging { moveContentOffset(to: Point(x: clamped, y: 0)) }
    }

    /// The section's behaviour picks the target, then delegates hear it.
    public override func willEndDragging(velocity: Point, target: Point) -> Point {
        let chosen = CompositionalOrthogonalSnapping.target(for: band, offset: contentOffset.x, velocity: velocity.x * 1000,
                                                            proposed: target.x, startOffset: offsetAtDragStart)
        return super.willEndDragging(velocity: velocity, target: Point(x: chosen, y: target.y))
    }

    /// Hears the band's own drags (UIKit's collection view delegate does not hear a band scroll).
    private final class DragWatcher: ScrollViewDelegate {
        weak var band: CollectionOrthogonalScrollView?
        func scrollViewWillBeginDragging(_ scrollView: ScrollView) { band?.offsetAtDragStart = scrollView.contentOffset.x }
    }
}
