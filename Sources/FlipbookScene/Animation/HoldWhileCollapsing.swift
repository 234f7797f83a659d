/// Seed 001's `scrollViewDidScroll`, line for line: the constant absorbs the scroll between its
/// bounds while the content offset is held where it was. The built-in scene and scene files
/// both use it.
///
/// ```swift
/// let hold = HoldWhileCollapsing(constraint: heightConstraint, minConstant: 50, maxConstant: 200,
///                                startOffsetY: table.contentOffset.y)
/// // in scrollViewDidScroll(_:):
/// hold.scrollViewDidScroll(scrollView)
/// ```
public final class HoldWhileCollapsing {
    public let constraint: LayoutConstraint
    public let minConstant: Double, maxConstant: Double
    private var previousContentOffsetY: Double

    public init(constraint: LayoutConstraint, minConstant: Double, maxConstant: Double, startOffsetY: Double) {
        self.constraint = constraint
        self.minConstant = minConstant
        self.maxConstant = maxConstant
        previousContentOffsetY = startOffsetY
    }

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        let currentContentOffsetY = scrollView.contentOffset.y
        let scrollDiff = currentContentOffsetY - previousContentOffsetY
        let bounceBorderContentOffsetY = -scrollView.contentInset.top
        let contentMovesUp = scrollDiff > 0 && currentContentOffsetY > bounceBorderContentOffsetY
        let contentMovesDown = scrollDiff < 0 && currentContentOffsetY < bounceBorderContentOffsetY
        let currentConstraintConstant = constraint.constant
        var newConstraintConstant = currentConstraintConstant
        if contentMovesUp {
            newConstraintConstant = max(currentConstraintConstant - scrollDiff, minConstant)
        } else if contentMovesDown {
            newConstraintConstant = min(currentConstraintConstant - scrollDiff, maxConstant)
        }
        if newConstraintConstant != currentConstraintConstant {
            constraint.constant = newConstraintConstant
            scrollView.contentOffset.y = previousContentOffsetY
        }
        previousContentOffsetY = scrollView.contentOffset.y
    }
}
