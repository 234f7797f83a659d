import FlipbookRender

/// Something that changes with the scene's clock.
protocol TimedAnimation: AnyObject {
    /// Moves to `time`; returns true when finished (then it is dropped).
    func advance(to time: Double) -> Bool
}

/// The scene's running animations, advanced to each step's time in the order they started.
public final class AnimationRunner {
    private var running: [TimedAnimation] = []

    public var isEmpty: Bool { running.isEmpty }

    func add(_ animation: TimedAnimation) {
        if !running.contains(where: { $0 === animation }) { running.append(animation) }
    }

    func remove(_ animation: TimedAnimation) { running.removeAll { $0 === animation } }

    func advance(to time: Double) {
        // Animations started while advancing run from the next step on.
        let current = running
        for animation in current where animation.advance(to: time) { remove(animation) }
    }

    // MARK: Animated scrolling

    func startScrollAnimation(_ scrollView: ScrollView, to offset: Point, at time: Double) {
        cancelScrollAnimation(scrollView)
        let animation = ScrollOffsetAnimation(scrollView: scrollView, from: scrollView.contentOffset, to: offset, start: time)
        scrollView.isScrollAnimating = true
        add(animation)
    }

    func cancelScrollAnimation(_ scrollView: ScrollView) {
        running.removeAll { ($0 as? ScrollOffsetAnimation)?.scrollView === scrollView }
        scrollView.isScrollAnimating = false
    }
}

/// `setContentOffset(_:animated: true)`: UIKit's scrolling curve over its duration.
final class ScrollOffsetAnimation: TimedAnimation {
    weak var scrollView: ScrollView?
    let from: Point, to: Point, start: Double

    init(scrollView: ScrollView, from: Point, to: Point, start: Double) {
        self.scrollView = scrollView; self.from = from; self.to = to; self.start = start
    }

    func advance(to time: Double) -> Bool {
        guard let scrollView else { return true }
        let p = min(1, max(0, (time - start) / ScrollAnimation.duration))
        let e = ScrollAnimation.curve.value(at: p)
        scrollView.contentOffset = Point(x: from.x + (to.x - from.x) * e, y: from.y + (to.y - from.y) * e)
        if p >= 1 {
            scrollView.endScrollingAnimation()
            return true
        }
        return false
    }
}
