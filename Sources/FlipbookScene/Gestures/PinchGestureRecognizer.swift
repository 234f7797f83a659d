import FlipbookRender

/// As `UIPinchGestureRecognizer`: two fingers moving apart or together. It begins once the
/// distance between them has changed by `PinchGestureRecognizer.hysteresis`; `scale` is the
/// distance now over the distance when they landed (1 at the start, 2 when twice as far apart),
/// `velocity` its change per second over the last 100 ms. Setting `scale` (the usual
/// `scale = 1` after applying it) makes later values relative to now. One finger alone never
/// begins it: it fails when that finger lifts.
///
/// ```swift
/// func pinched(_ pinch: UIPinchGestureRecognizer) {      // was @objc, #selector(pinched(_:))
///     photo.transform = photo.transform.scaledBy(x: pinch.scale, y: pinch.scale)
///     pinch.scale = 1
/// }
/// ```
open class PinchGestureRecognizer: GestureRecognizer {
    /// How far the distance between the fingers changes before a pinch begins: CHOSEN 8 pt
    /// (UIKit documents none).
    public static let hysteresis = 8.0

    private var span = TwoFingerSpan()
    /// The length that counts as scale 1 (moved by setting `scale`).
    private var unitLength: Double?

    open override var isContinuous: Bool { true }

    /// The distance between the fingers relative to when they landed (or to when `scale` was set).
    public var scale: Double {
        get {
            guard let unitLength, unitLength > 0, let now = span.last?.length else { return storedScale }
            return now / unitLength
        }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            if let now = span.last?.length { unitLength = now / newValue }
            storedScale = newValue
        }
    }
    private var storedScale = 1.0

    /// Scale per second, over the last 100 ms.
    public var velocity: Double {
        guard let unitLength, unitLength > 0 else { return 0 }
        return span.rate { length, _ in length / unitLength }
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        record(touches)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        record(touches)
        if let next = span.stateAfterMove(from: state, hysteresis: Self.hysteresis, change: { abs($1.length - $0.length) }) { state = next }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        state = TwoFingerSpan.stateAtLift(from: state)
    }

    open override func reset() {
        span.reset()
        unitLength = nil
        storedScale = 1
    }

    private func record(_ touches: Set<Touch>) {
        guard let time = touches.first?.timestamp else { return }
        span.record(trackedTouches, time: time)
        if unitLength == nil, let first = span.first { unitLength = first.length }
    }
}
