import FlipbookRender
@testable import FlipbookScene

/// Records every scroll callback in order (didScroll once per run of them), the release
/// velocity in points per second, and can move the target on release.
final class ScrollCallbackLog: ScrollViewDelegate {
    var events: [String] = []
    var releaseVelocity: Double?
    var retarget: ((Point) -> Point)?
    func scrollViewWillBeginDragging(_ s: ScrollView) { events.append("willBeginDragging") }
    func scrollViewDidScroll(_ s: ScrollView) { if events.last != "didScroll" { events.append("didScroll") } }
    func scrollViewWillEndDragging(_ s: ScrollView, withVelocity v: Point, targetContentOffset: UnsafeMutablePointer<Point>) {
        events.append("willEndDragging")
        releaseVelocity = v.y * 1000
        if let retarget { targetContentOffset.pointee = retarget(targetContentOffset.pointee) }
    }
    func scrollViewDidEndDragging(_ s: ScrollView, willDecelerate: Bool) { events.append("didEndDragging(\(willDecelerate))") }
    func scrollViewWillBeginDecelerating(_ s: ScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ s: ScrollView) { events.append("didEndDecelerating") }
    /// The end-of-gesture callbacks alone: how a drag finished.
    var endings: [String] { events.filter { $0.hasPrefix("didEnd") } }
}

/// A scene that is one full-screen scroll view with a tall content and no safe area, its
/// delegate a `ScrollCallbackLog`: what the drag tests drive.
func makeScrollScene(width: Double, height: Double, scale: Double = 1,
                     contentHeight: Double) -> (Scene, ScrollView, ScrollCallbackLog) {
    let s = Scene(screen: Screen(name: "t", size: Size(width: width, height: height), scale: scale, safeAreaInsets: .zero))
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: width, height: height))
    scroll.contentSize = Size(width: width, height: contentHeight)
    let log = ScrollCallbackLog()
    scroll.delegate = log
    s.root.addSubview(scroll)
    s.scrollView = scroll
    s.controllers.append(log)
    s.layout()
    return (s, scroll, log)
}
