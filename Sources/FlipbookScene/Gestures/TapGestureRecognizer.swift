import FlipbookRender

/// As `UITapGestureRecognizer`: recognized when the finger lifts for the `numberOfTapsRequired`th
/// time, each tap within `TouchTiming.multiTapInterval` of the last lift and the finger never
/// moving more than `allowableMovement` from where it landed. Discrete: one action, `.ended`.
///
/// ```swift
/// let doubleTap = UITapGestureRecognizer(target: self, action: Self.zoom)
/// doubleTap.numberOfTapsRequired = 2
/// singleTap.require(toFail: doubleTap)     // the single tap waits for the double to fail
/// ```
open class TapGestureRecognizer: GestureRecognizer {
    /// Taps in a row (1 by default).
    public var numberOfTapsRequired = 1
    /// Fingers (1 by default); Flipbook's one finger recognizes only 1.
    public var numberOfTouchesRequired = 1
    /// How far the finger may move from where it landed: CHOSEN 10 pt, as UIKit's long press
    /// documents for its own `allowableMovement` (the tap's is not documented).
    public static let allowableMovement = 10.0

    private var taps = 0
    private var landed: Point?
    private var waitingSince: Double?

    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        guard touches.count == numberOfTouchesRequired, let touch = trackedTouches.first ?? touches.first else { state = .failed; return }
        if let since = waitingSince, touch.timestamp - since > TouchTiming.multiTapInterval { state = .failed; return }
        if let landed, distance(landed, touch.rootLocation) > TouchTiming.multiTapDistance { state = .failed; return }
        landed = touch.rootLocation
        waitingSince = nil
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let touch = trackedTouches.first ?? touches.first, let landed else { return }
        if distance(landed, touch.rootLocation) > Self.allowableMovement { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        taps += 1
        if taps >= numberOfTapsRequired {
            state = .recognized
        } else {
            waitingSince = touches.first?.timestamp
        }
    }

    override func clockDidAdvance(to time: Double) {
        if let since = waitingSince, state == .possible, time - since > TouchTiming.multiTapInterval + 1e-9 {
            waitingSince = nil
            state = .failed
        }
    }

    override var isWaitingBetweenTouches: Bool { waitingSince != nil }

    open override func reset() {
        taps = 0
        landed = nil
        waitingSince = nil
    }

    private func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
