import FlipbookRender

/// As `UIPanGestureRecognizer`: begins once the finger has moved `PanGestureRecognizer.hysteresis`
/// from where it landed, reports `.changed` at every move and `.ended` on the lift. Its
/// `translation(in:)` is measured from where the finger landed; `velocity(in:)` is the mean over
/// the last `FingerPath.velocityWindow` (100 ms) of the finger's positions, as drags measure it.
///
/// ```swift
/// @objc func dragged(_ pan: UIPanGestureRecognizer) {          // ported: no @objc
///     let t = pan.translation(in: view)
///     card.transform = CGAffineTransform(translationX: t.x, y: t.y)
///     if pan.state == .ended { fling(with: pan.velocity(in: view)) }
/// }
/// ```
open class PanGestureRecognizer: GestureRecognizer {
    /// How far the finger moves before a pan begins: CHOSEN 10 pt (UIKit documents none).
    public static let hysteresis = 10.0

    public var minimumNumberOfTouches = 1
    public var maximumNumberOfTouches = Int.max

    /// The finger's positions (root coordinates) and when, since it landed.
    private var samples: [(time: Double, at: Point)] = []
    /// Where translation is measured from (moved by `setTranslation`).
    private var origin: Point?

    open override var isContinuous: Bool { true }

    /// How far the finger moved since it landed, in `view`'s coordinate space (the
    /// transform's rotation and scale applied; nil: the screen's).
    open func translation(in view: View?) -> Point {
        guard let origin, let last = samples.last?.at else { return .zero }
        return Self.vector(from: origin, to: last, in: view)
    }

    /// As `setTranslation(_:in:)`: the next `translation(in:)` counts from `translation`.
    open func setTranslation(_ translation: Point, in view: View?) {
        guard let last = samples.last?.at else { return }
        let zero = Self.vector(from: last, to: last, in: view)
        let inRoot = Self.rootVector(translation, from: view)
        origin = Point(x: last.x - inRoot.x + zero.x, y: last.y - inRoot.y + zero.y)
    }

    /// Points per second in `view`'s coordinate space: the mean over the last 100 ms.
    open func velocity(in view: View?) -> Point {
        guard let last = samples.last else { return .zero }
        let start = last.time - FingerPath.velocityWindow
        guard let first = samples.first, last.time > first.time else { return .zero }
        let from = position(at: max(start, first.time))
        let span = last.time - max(start, first.time)
        let v = Self.vector(from: from, to: last.at, in: view)
        return Point(x: v.x / span, y: v.y / span)
    }

    /// The finger's position at `time`, between samples as a straight line.
    private func position(at time: Double) -> Point {
        guard let after = samples.firstIndex(where: { $0.time >= time - 1e-12 }) else { return samples.last?.at ?? .zero }
        guard after > 0 else { return samples[after].at }
        let a = samples[after - 1], b = samples[after]
        let f = b.time > a.time ? (time - a.time) / (b.time - a.time) : 1
        return Point(x: a.at.x + (b.at.x - a.at.x) * f, y: a.at.y + (b.at.y - a.at.y) * f)
    }

    /// The fingers' centroid (root points): what a pan follows when more than one finger is down.
    private var centroid: Point? {
        guard !trackedTouches.isEmpty else { return nil }
        let n = Double(trackedTouches.count)
        return Point(x: trackedTouches.map(\.rootLocation.x).reduce(0, +) / n,
                     y: trackedTouches.map(\.rootLocation.y).reduce(0, +) / n)
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        guard trackedTouches.count <= maximumNumberOfTouches else { state = .failed; return }
        guard let at = centroid ?? touches.first?.rootLocation, let time = touches.first?.timestamp else { return }
        samples = [(time, at)]
        origin = at
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let at = centroid, let time = touches.first?.timestamp, let landed = samples.first?.at else { return }
        samples.append((time, at))
        switch state {
        case .possible:
            // Too few fingers to pan (a two-finger pan under one finger) waits; it never begins.
            guard trackedTouches.count >= minimumNumberOfTouches else { return }
            let dx = at.x - landed.x, dy = at.y - landed.y
            if (dx * dx + dy * dy).squareRoot() >= Self.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        state = (state == .began || state == .changed) ? .ended : .failed
    }

    open override func reset() {
        samples = []
        origin = nil
    }

    /// The finger of the drag driver, for a scroll view's own pan (`ScrollView.panGestureRecognizer`):
    /// the same states, translation and velocity a finger on the screen would give.
    private var drivenTouch: Touch?

    func driverFinger(at point: Point, time: Double, phase: Touch.Phase) {
        switch phase {
        case .began:
            let touch = Touch(at: point, time: time, tapCount: 1, view: view)
            drivenTouch = touch
            trackedTouches = [touch]
            touchesBegan([touch], with: TouchEvent(touch: touch))
        case .moved, .stationary:
            guard let touch = drivenTouch else { return }
            touch.previousRootLocation = touch.rootLocation
            touch.rootLocation = point
            touch.timestamp = time
            touch.phase = .moved
            touchesMoved([touch], with: TouchEvent(touch: touch))
        case .ended, .cancelled:
            guard let touch = drivenTouch else { return }
            touch.timestamp = time
            touch.phase = phase
            lastLocation = touch.rootLocation
            if phase == .ended { touchesEnded([touch], with: TouchEvent(touch: touch)) } else { touchesCancelled([touch], with: TouchEvent(touch: touch)) }
            trackedTouches = []
            drivenTouch = nil
            resetIfOver()
        }
    }

    /// `to − from` (root points) as a vector in `view`'s coordinates.
    static func vector(from: Point, to: Point, in view: View?) -> Point {
        guard let view else { return Point(x: to.x - from.x, y: to.y - from.y) }
        let a = view.convert(from, from: nil), b = view.convert(to, from: nil)
        return Point(x: b.x - a.x, y: b.y - a.y)
    }

    /// A vector in `view`'s coordinates, in root points.
    static func rootVector(_ v: Point, from view: View?) -> Point {
        guard let view else { return v }
        let a = view.convert(Point.zero, to: nil), b = view.convert(v, to: nil)
        return Point(x: b.x - a.x, y: b.y - a.y)
    }
}
