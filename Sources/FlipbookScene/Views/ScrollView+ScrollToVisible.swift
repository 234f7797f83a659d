import FlipbookRender

extension ScrollView {
    /// As `UIScrollView.scrollRectToVisible(_:animated:)`: moves the content the least along
    /// each axis so `rect` (content coordinates) shows inside the bounds less the adjusted
    /// insets (its leading or top edge first when it is larger), within the scroll range;
    /// nothing when it already shows.
    ///
    /// ```swift
    /// form.scrollRectToVisible(field.frame, animated: true)
    /// ```
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let inset = adjustedContentInset
        func axis(_ lo: Double, _ length: Double, offset: Double, before: Double, after: Double, size: Double,
                  range: ClosedRange<Double>) -> Double {
            let shownLo = offset + before, shownHi = offset + size - after
            var moved = offset
            if lo < shownLo || length > shownHi - shownLo { moved = lo - before }
            else if lo + length > shownHi { moved = lo + length - size + after }
            return min(max(moved, range.lowerBound), range.upperBound)
        }
        let x = axis(rect.minX, rect.width, offset: contentOffset.x, before: inset.left, after: inset.right, size: bounds.width,
                     range: minContentOffset.x...max(minContentOffset.x, maxContentOffset.x))
        let y = axis(rect.minY, rect.height, offset: contentOffset.y, before: inset.top, after: inset.bottom, size: bounds.height,
                     range: minContentOffset.y...max(minContentOffset.y, maxContentOffset.y))
        let target = Point(x: x, y: y)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }
}
