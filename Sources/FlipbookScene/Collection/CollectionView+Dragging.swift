import FlipbookRender

extension CollectionView {
    /// A released drag asks the layout first where to stop
    /// (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`, velocity in points
    /// per second as Apple documents it), and the scroll view delegate's
    /// `scrollViewWillEndDragging` then sees (and may change) the layout's target, as UIKit passes it on.
    /// The drag driver lands the content on the result (DragDriver's release).
    /// (`willEndDragging(velocity:target:)` in CollectionView.swift calls this, then `super`.)
    func layoutTargetOffset(velocity: Point, target: Point) -> Point {
        let perSecond = Point(x: velocity.x * 1000, y: velocity.y * 1000)
        let chosen = collectionViewLayout.targetContentOffset(forProposedContentOffset: target, withScrollingVelocity: perSecond)
        let clean = Point(x: chosen.x.isFinite ? chosen.x : target.x, y: chosen.y.isFinite ? chosen.y : target.y)
        return clean
    }
}
