import FlipbookRender

extension TableView {
    /// As `UITableView.scrollToRow(at:at:animated:)`: the row at the top, middle or bottom of
    /// what the insets leave visible, or with `.none` just into view (no move if it shows),
    /// within the scroll range; animated as `setContentOffset(_:animated:)`. A row that does
    /// not exist moves nothing (UIKit raises; off-device the run goes on).
    ///
    /// ```swift
    /// table.scrollToRow(at: IndexPath(row: 40, section: 0), at: .middle, animated: true)
    /// ```
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard let span = loadedCache().rowSpan(indexPath) else { return }
        let top = sectionsOriginY + span.lowerBound, height = span.upperBound - span.lowerBound
        let inset = adjustedContentInset
        let visible = bounds.height - inset.top - inset.bottom
        let y: Double
        switch position {
        case .none:
            scrollRectToVisible(Rect(x: contentOffset.x, y: top, width: 1, height: height), animated: animated)
            return
        case .top: y = top - inset.top
        case .middle: y = top + height / 2 - inset.top - visible / 2
        case .bottom: y = top + height - inset.top - visible
        }
        let clamped = min(max(y, minContentOffset.y), maxContentOffset.y)
        setContentOffset(Point(x: contentOffset.x, y: clamped), animated: animated)
    }
}
