import FlipbookRender

/// Receives scroll events, as `UIScrollViewDelegate`; every method is optional (default: nothing).
///
/// The seeds' delegate code ports unchanged, down to the target offset's `pointee`:
/// ```swift
/// func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
///                                targetContentOffset: UnsafeMutablePointer<Point>) {
///     targetContentOffset.pointee.y = max(targetContentOffset.pointee.y - 1, 1)
/// }
/// ```
public protocol ScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: ScrollView)
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// `velocity` in points per millisecond, as UIKit reports it.
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                   targetContentOffset: UnsafeMutablePointer<Point>)
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                          targetContentOffset: UnsafeMutablePointer<Point>) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}

/// The names of the callbacks, for traces and tests.
public enum ScrollCallback: String, Sendable, Hashable {
    case didScroll = "scrollViewDidScroll"
    case willBeginDragging = "scrollViewWillBeginDragging"
    case willEndDragging = "scrollViewWillEndDragging"
    case didEndDragging = "scrollViewDidEndDragging"
    case willBeginDecelerating = "scrollViewWillBeginDecelerating"
    case didEndDecelerating = "scrollViewDidEndDecelerating"
    case didEndScrollingAnimation = "scrollViewDidEndScrollingAnimation"
}
