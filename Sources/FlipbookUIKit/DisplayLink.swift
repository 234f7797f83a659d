import FlipbookScene

/// `CADisplayLink` for ported code: its handler runs once every frame the scene makes, with
/// `timestamp` the time of the frame last shown and `targetTimestamp` the time of the frame being
/// made (both on `CACurrentMediaTime()`'s clock), after the timers due by then and before the
/// frame's animations move (developer.apple.com/documentation/quartzcore/cadisplaylink). It fires
/// from the first frame after `add(to:forMode:)` until `invalidate()`; `isPaused` skips frames, and
/// in the `.default` mode so does a scroll view's drag or deceleration. `preferredFramesPerSecond`
/// below the scene's rate fires on the frames at least `1/preferred` s after the last fire (CHOSEN
/// rounding). `CADisplayLink(target: self, selector: Self.step)` is the port of
/// `#selector(step)`; a handler closure works too.
///
/// ```swift
/// let link = CADisplayLink { link in
///     let t = link.targetTimestamp - start
///     ring.strokeEnd = CGFloat(min(1, t / 2))
///     if t >= 2 { link.invalidate() }
/// }
/// link.add(to: .main, forMode: .common)
/// ```
public final class CADisplayLink {
    /// The time of the frame last shown (0 until it first fires).
    public private(set) var timestamp: Double = 0
    /// The time of the frame being made: what the handler's changes show at.
    public private(set) var targetTimestamp: Double = 0
    /// The time between the scene's frames (0 until it first fires).
    public private(set) var duration: Double = 0
    /// When true, frames pass without calling the handler.
    public var isPaused = false
    /// The rate it fires at when below the scene's (0: every frame).
    public var preferredFramesPerSecond = 0
    /// `CAFrameRateRange`: its `preferred` rate, when set, acts as `preferredFramesPerSecond`.
    public var preferredFrameRateRange = CAFrameRateRange.default

    /// Let go at `invalidate()`, with the target it holds.
    private var handler: ((CADisplayLink) -> Void)?
    private var modes: Set<RunLoop.Mode> = []
    private weak var scene: Scene?
    private var lastFire: Double?

    /// A link that calls `handler` every frame once added to a run loop.
    public init(handler: @escaping (CADisplayLink) -> Void) { self.handler = handler }

    /// Starts it on the attached scene in `mode` (a second mode adds to the first); with no scene
    /// attached it never fires.
    public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.insert(mode)
        guard scene == nil, let scene = MainQueueRouting.scene else { return }
        self.scene = scene
        // The scene keeps it, as a run loop keeps its display links, until `invalidate()`.
        scene.addFrameObserver(self) { [self] frame in self.frame(frame) }
    }

    /// Takes it out of `mode`; out of every mode it stops.
    public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode)
        if modes.isEmpty { invalidate() }
    }

    /// Stops it for good and lets the scene release it.
    public func invalidate() {
        modes = []
        scene?.removeFrameObserver(self)
        scene = nil
        handler = nil
    }

    private var preferredRate: Double {
        if let preferred = preferredFrameRateRange.preferred, preferred > 0, preferred.isFinite { return Double(preferred) }
        return preferredFramesPerSecond > 0 ? Double(preferredFramesPerSecond) : 0
    }

    private func frame(_ frame: FrameTiming) {
        guard let scene, !modes.isEmpty, !isPaused, RunLoop.fires(in: modes, scene: scene) else { return }
        if preferredRate > 0, let last = lastFire, frame.target - last < 1 / preferredRate - 1e-6 { return }
        timestamp = lastFire ?? frame.previous
        targetTimestamp = frame.target
        duration = frame.duration
        lastFire = frame.target
        handler?(self)
    }
}

/// `CAFrameRateRange`: the rates a display link may run at; Flipbook honours `preferred`.
public struct CAFrameRateRange: Sendable, Equatable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: every frame.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
}
