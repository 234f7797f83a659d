import FlipbookRender

/// As `UISwipeGestureRecognizer`: recognized when the finger moves `minimumDistance` in one of
/// its `direction`s within `maximumDuration` of landing, staying within `maximumDrift` of that
/// line (all three CHOSEN: UIKit documents none). Discrete. Its `direction` is `.right` unless set,
/// as UIKit's.
///
/// ```swift
/// let swipe = UISwipeGestureRecognizer(target: self, action: Self.next)
/// swipe.direction = .left
/// ```
open class SwipeGestureRecognizer: GestureRecognizer {
    /// As `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    public var direction: Direction = .right
    public var numberOfTouchesRequired = 1
    /// CHOSEN: 50 pt along the direction…
    public static let minimumDistance = 50.0
    /// …within 0.5 s of landing…
    public static let maximumDuration = 0.5
    /// …never more than 40 pt off the line.
    public static let maximumDrift = 40.0

    private var landed: (at: Point, time: Double)?

    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        guard touches.count == numberOfTouchesRequired, let touch = trackedTouches.first ?? touches.first else { state = .failed; return }
        landed = (touch.rootLocation, touch.timestamp)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let touch = trackedTouches.first ?? touches.first, let landed, state == .possible else { return }
        if touch.timestamp - landed.time > Self.maximumDuration + 1e-9 { state = .failed; return }
        let dx = touch.rootLocation.x - landed.at.x, dy = touch.rootLocation.y - landed.at.y
        for (d, along, across) in [(Direction.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx)]
        where direction.contains(d) && along >= Self.minimumDistance && abs(across) <= Self.maximumDrift {
            state = .recognized
            return
        }
        let drifted = [(Direction.right, dy), (.left, dy), (.down, dx), (.up, dx)]
            .filter { direction.contains($0.0) }.allSatisfy { abs($0.1) > Self.maximumDrift }
        if drifted { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        if state == .possible { state = .failed }
    }

    override func clockDidAdvance(to time: Double) {
        if state == .possible, let landed, time - landed.time > Self.maximumDuration + 1e-9 { state = .failed }
    }

    open override func reset() { landed = nil }
}
