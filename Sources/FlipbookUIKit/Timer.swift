import FlipbookScene

/// `Timer` for ported code, on the attached scene's clock: a timer fires at the first step that
/// reaches its fire time, and a repeating one is rescheduled from its scheduled time, not from when
/// it fired, and fires once for a step that passes several of its times, as Foundation documents
/// (developer.apple.com/documentation/foundation/timer). `scheduledTimer` schedules in the run
/// loop's `.default` mode, which waits while a scroll view is dragged or decelerating; add it to
/// `.common` to keep it firing then. An interval of 0 or less is 0.1 ms, as Foundation's. The
/// target–action forms take `selector: Self.tick` where iOS code wrote `#selector(tick)`.
///
/// ```swift
/// var seconds = 3
/// Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
///     seconds -= 1
///     countdown.text = "\(seconds)"
///     if seconds == 0 { timer.invalidate() }
/// }
/// ```
public final class Timer {
    /// Seconds between fires (for a one-shot, its delay).
    public let timeInterval: Double
    /// Accepted and kept; fires are exact on scene time (a scene has no power to save).
    public var tolerance: Double = 0
    /// What the code that made it passed along.
    public let userInfo: Any?
    /// False once invalidated, or once a one-shot timer has fired.
    public private(set) var isValid = true

    private let repeats: Bool
    /// Let go at `invalidate()`, with the target it holds, as Foundation releases a timer's target.
    private var block: ((Timer) -> Void)?
    private var modes: Set<RunLoop.Mode> = []
    private weak var scene: Scene?
    /// The scheduled time of its next fire, on scene time (nil until scheduled).
    private var nextFire: Double?
    /// Bumped when the fire time is rescheduled, so an older pending fire does nothing.
    private var generation = 0

    /// A timer not yet scheduled: `RunLoop.main.add(_:forMode:)` starts it, `interval` from then.
    public convenience init(timeInterval interval: Double, repeats: Bool, block: @escaping (Timer) -> Void) {
        self.init(timeInterval: interval, userInfo: nil, repeats: repeats, block: block)
    }

    init(timeInterval interval: Double, userInfo: Any?, repeats: Bool, block: @escaping (Timer) -> Void) {
        let interval = interval.isFinite ? interval : 0
        self.timeInterval = interval > 0 ? interval : 0.0001
        self.repeats = repeats
        self.block = block
        self.userInfo = userInfo
    }

    /// A timer as `init(timeInterval:repeats:block:)`, scheduled in the `.default` mode.
    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: Double, repeats: Bool,
                                      block: @escaping (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        timer.schedule(in: .default)
        return timer
    }

    /// Fires it now, whatever its schedule (which a repeating timer keeps); a one-shot timer is
    /// then done.
    public func fire() {
        guard isValid else { return }
        block?(self)
        if !repeats { invalidate() }
    }

    /// Stops it for good: it fires no more and the run loop lets it go.
    public func invalidate() {
        isValid = false
        generation += 1
        block = nil
    }

    /// Adds `mode`; the first mode starts the clock (`timeInterval` from the scene's now). With no
    /// scene attached it waits, as a timer on a thread whose run loop never runs.
    func schedule(in mode: RunLoop.Mode) {
        guard isValid else { return }
        let first = modes.isEmpty
        modes.insert(mode)
        guard first, let scene = MainQueueRouting.scene else { return }
        self.scene = scene
        arm(at: scene.currentTime + timeInterval)
    }

    private func arm(at time: Double) {
        guard let scene else { return }
        nextFire = time
        generation += 1
        let expected = generation
        // The run loop keeps its timers: the pending fire holds this timer until it runs.
        scene.schedule(at: time) { [self] in
            guard expected == generation else { return }
            due()
        }
    }

    /// Its time has come at the scene's current step.
    private func due() {
        guard isValid, let scene, let scheduled = nextFire else { return }
        guard RunLoop.fires(in: modes, scene: scene) else {
            // Held back by the mode: try again at the next step, the schedule kept.
            scene.schedule(at: scene.currentTime + 1e-6) { [self, generation] in
                guard generation == self.generation else { return }
                due()
            }
            return
        }
        block?(self)
        guard repeats else { return invalidate() }
        guard isValid else { return }   // the block invalidated it
        // The next scheduled time after now: fire times a late step passed over are skipped.
        let now = scene.currentTime
        let missed = max(0, ((now - scheduled) / timeInterval).rounded(.down))
        var next = scheduled + (missed + 1) * timeInterval
        if next <= now + 1e-9 { next += timeInterval }
        arm(at: next)
    }
}
