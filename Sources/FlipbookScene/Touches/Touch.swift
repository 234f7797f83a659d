import class Foundation.NSObject
import FlipbookRender

/// One finger on the screen, as `UITouch`: the same object from the moment it lands until it
/// lifts, so a view can tell its touches apart across `touchesBegan`, `touchesMoved` and
/// `touchesEnded`. Locations are kept in screen (root) coordinates and converted on request.
///
/// ```swift
/// override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
///     guard let touch = touches.first else { return }
///     let p = touch.location(in: self)      // in this view's coordinates
/// }
/// ```
public final class Touch: NSObject {
    /// As `UITouch.Phase`.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    public internal(set) var phase: Phase = .began
    /// Seconds on the scene's clock when the touch last changed.
    public internal(set) var timestamp: Double
    /// Taps in quick succession at one place: 2 for the second tap of a double tap.
    public internal(set) var tapCount: Int
    /// The view the touch landed in (`hitTest`); it keeps the touch while the finger moves off it.
    public internal(set) weak var view: View?
    /// Where the finger is and was, in the scene's root coordinates.
    var rootLocation: Point
    var previousRootLocation: Point

    init(at location: Point, time: Double, tapCount: Int, view: View?) {
        rootLocation = location
        previousRootLocation = location
        timestamp = time
        self.tapCount = tapCount
        self.view = view
    }

    /// The finger's position in `view`'s coordinates (nil: the screen's), as
    /// `UITouch.location(in:)`.
    public func location(in view: View?) -> Point { Self.convert(rootLocation, to: view) }

    /// Where the finger was before its last move, in `view`'s coordinates.
    public func previousLocation(in view: View?) -> Point { Self.convert(previousRootLocation, to: view) }

    private static func convert(_ point: Point, to view: View?) -> Point {
        guard let view else { return point }
        return view.convert(point, from: nil)
    }
}

/// The event a touch arrives in, as `UIEvent`: every finger on the screen, as `allTouches`
/// (two during a scripted pinch or rotation).
///
/// ```swift
/// let fingers = event?.allTouches?.count ?? 0
/// ```
public final class TouchEvent: NSObject {
    /// As `UIEvent.EventType`; touches are the only kind Flipbook delivers.
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }

    public let type: EventType = .touches
    public let timestamp: Double
    public let allTouches: Set<Touch>?

    init(touch: Touch) {
        timestamp = touch.timestamp
        allTouches = [touch]
    }

    /// The fingers down together; the first one's time is the event's.
    init(touches: [Touch]) {
        timestamp = touches.first?.timestamp ?? 0
        allTouches = Set(touches)
    }

    /// The touches that belong to `view` (those that landed in it).
    public func touches(for view: View) -> Set<Touch>? {
        allTouches.map { $0.filter { $0.view === view } }
    }
}
