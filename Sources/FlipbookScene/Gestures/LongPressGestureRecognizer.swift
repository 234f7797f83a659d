import FlipbookRender

/// As `UILongPressGestureRecognizer`: begins when the finger has stayed down
/// `minimumPressDuration` (0.5 s) within `allowableMovement` (10 pt) of where it landed — the
/// defaults Apple documents (https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer) —
/// then reports `.changed` as it moves and `.ended` when it lifts. Continuous.
///
/// ```swift
/// let press = UILongPressGestureRecognizer(target: self, action: Self.showMenu)
/// press.minimumPressDuration = 0.3
/// ```
open class LongPressGestureRecognizer: GestureRecognizer {
    public var minimumPressDuration = 0.5
    public var allowableMovement = 10.0
    public var numberOfTapsRequired = 0
    public var numberOfTouchesRequired = 1

    private var landed: (at: Point, time: Double)?

    open override var isContinuous: Bool { true }

    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        guard touches.count == numberOfTouchesRequired, numberOfTapsRequired == 0, let touch = trackedTouches.first ?? touches.first else { state = .failed; return }
        landed = (touch.rootLocation, touch.timestamp)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let touch = trackedTouches.first ?? touches.first, let landed else { return }
        switch state {
        case .possible:
            let dx = touch.rootLocation.x - landed.at.x, dy = touch.rootLocation.y - landed.at.y
            if (dx * dx + dy * dy).squareRoot() > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        state = (state == .began || state == .changed) ? .ended : .failed
    }

    override func clockDidAdvance(to time: Double) {
        guard state == .possible, let landed, time - landed.time >= minimumPressDuration - 1e-9 else { return }
        state = .began
    }

    open override func reset() { landed = nil }
}
