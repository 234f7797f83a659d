import FlipbookRender

/// As `UIRotationGestureRecognizer`: two fingers turning about each other. It begins once the
/// line between them has turned by `RotationGestureRecognizer.hysteresis`; `rotation` is the
/// angle turned since they landed in radians (positive clockwise on screen, as UIKit's),
/// `velocity` radians per second over the last 100 ms. Setting `rotation` (the usual
/// `rotation = 0` after applying it) makes later values relative to now.
///
/// ```swift
/// func rotated(_ gesture: UIRotationGestureRecognizer) {
///     dial.transform = dial.transform.rotated(by: gesture.rotation)
///     gesture.rotation = 0
/// }
/// ```
open class RotationGestureRecognizer: GestureRecognizer {
    /// How far the fingers turn before a rotation begins: CHOSEN 0.07 rad (4°; UIKit documents none).
    public static let hysteresis = 0.07

    private var span = TwoFingerSpan()
    /// The angle that counts as rotation 0 (moved by setting `rotation`).
    private var zeroAngle: Double?

    open override var isContinuous: Bool { true }

    public var rotation: Double {
        get {
            guard let zeroAngle, let now = span.last?.angle else { return storedRotation }
            return now - zeroAngle
        }
        set {
            guard newValue.isFinite else { return }
            if let now = span.last?.angle { zeroAngle = now - newValue }
            storedRotation = newValue
        }
    }
    private var storedRotation = 0.0

    /// Radians per second, over the last 100 ms.
    public var velocity: Double { span.rate { _, angle in angle } }

    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        record(touches)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        record(touches)
        if let next = span.stateAfterMove(from: state, hysteresis: Self.hysteresis, change: { abs($1.angle - $0.angle) }) { state = next }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        state = TwoFingerSpan.stateAtLift(from: state)
    }

    open override func reset() {
        span.reset()
        zeroAngle = nil
        storedRotation = 0
    }

    private func record(_ touches: Set<Touch>) {
        guard let time = touches.first?.timestamp else { return }
        span.record(trackedTouches, time: time)
        if zeroAngle == nil, let first = span.first { zeroAngle = first.angle }
    }
}
