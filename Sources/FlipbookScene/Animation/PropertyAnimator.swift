import FlipbookRender

/// Where an animation ended, as `UIViewAnimatingPosition`.
public enum AnimatingPosition: Sendable, Hashable { case end, start, current }

/// Animates view properties between the values before and after its animation blocks, by
/// time or by hand, as `UIViewPropertyAnimator`.
///
/// Scrubbing (seed 001):
/// ```swift
/// let animator = PropertyAnimator(duration: 0.1, curve: .easeIn) {
///     imageView.transform = AffineTransform(translationX: side - bounds.width, y: 0)
/// }
/// animator.fractionComplete = percent      // captures the blocks, then applies easeIn(percent)
/// ```
/// Running: `startAnimation()` runs it on the scene's clock, frame by frame.
///
/// As in UIKit, the blocks set the views' model values at once (`box.alpha` reads the end value);
/// the animator runs one animation per changed property on the view's layer, keyed by the
/// property's key path, and the frames drawn show `layer.presentation()`. A later animation of
/// the same property replaces this one there, starting from where it was drawn (UIKit's
/// `beginFromCurrentState`; UIKit's own view animations add up instead, which the layer's
/// animation list leaves room for).
public final class PropertyAnimator: TimedAnimation {
    public enum State: Sendable { case inactive, active, stopped }

    public let duration: Double
    let timing: any TimingCurve
    public private(set) var state: State = .inactive
    public private(set) var isRunning = false
    /// Runs backwards towards the start (completion position `.start`).
    public var isReversed = false {
        didSet {
            guard isRunning, isReversed != oldValue, let now = scene?.currentTime else { return }
            progressAtStart = progress
            startTime = now
        }
    }
    /// Stays active at the end instead of finishing, so it can be reversed or scrubbed again.
    public var pausesOnCompletion = false

    private var blocks: [() -> Void] = []
    private var completions: [(AnimatingPosition) -> Void] = []
    private var tracks: [RunningTrack] = []
    /// The animations this animator runs on layers, one per track.
    private var installed: [(layer: Layer, animation: LayerAnimation)] = []
    private var progress = 0.0
    private var progressAtStart = 0.0
    private var startTime = 0.0
    private var delay = 0.0
    private weak var scene: Scene?

    public init(duration: Double, timing: any TimingCurve, animations: (() -> Void)? = nil) {
        self.duration = max(0, duration.isFinite ? duration : 0)
        self.timing = timing
        if let animations { blocks.append(animations) }
    }

    public convenience init(duration: Double, curve: AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timing: curve.timingCurve, animations: animations)
    }

    public convenience init(duration: Double, controlPoint1 p1: Point, controlPoint2 p2: Point,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timing: CubicBezierCurve(p1.x, p1.y, p2.x, p2.y), animations: animations)
    }

    /// A critically damped (1) or bouncy (< 1) spring that settles within `duration`.
    public convenience init(duration: Double, dampingRatio: Double, animations: (() -> Void)? = nil) {
        let spring = SpringCurve(dampingRatio: dampingRatio, duration: max(duration, 0.001))
        self.init(duration: duration, timing: spring.timingCurve(duration: max(duration, 0.001)), animations: animations)
    }

    /// A spring from mass, stiffness and damping; the animation lasts as long as it takes to settle.
    public convenience init(spring: SpringCurve, animations: (() -> Void)? = nil) {
        let settle = spring.settlingDuration()
        self.init(duration: settle, timing: spring.timingCurve(duration: settle), animations: animations)
    }

    public func addAnimations(_ animations: @escaping () -> Void) {
        if state == .inactive { blocks.append(animations) } else {
            // Added while active: captured now and run over what remains, as UIKit does.
            let added = AnimationRecorder.record([animations]).map { RunningTrack(track: $0, begins: eased) }
            tracks += added
            install(added)
            blocks.append(animations)
        }
    }

    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) { completions.append(completion) }

    /// Where the animation is, 0…1 (linear time, before the curve).
    public var fractionComplete: Double {
        get { progress }
        set {
            guard !isRunning else { return }
            activateIfNeeded()
            progress = min(1, max(0, newValue.isFinite ? newValue : 0))
        }
    }

    public func startAnimation() { startAnimation(afterDelay: 0) }

    public func startAnimation(afterDelay delay: Double) {
        guard state != .stopped, !isRunning else { return }
        activateIfNeeded()
        isRunning = true
        self.delay = max(0, delay)
        progressAtStart = progress
        guard let scene = scene ?? tracks.first?.track.layer.view?.scene else {
            // Nothing on screen to animate: it is over at once.
            progress = isReversed ? 0 : 1
            finish()
            return
        }
        self.scene = scene
        startTime = scene.currentTime
        if duration == 0 && self.delay == 0 {
            progress = isReversed ? 0 : 1
            finish()
            return
        }
        scene.animations.add(self)
    }

    public func pauseAnimation() {
        guard isRunning else { activateIfNeeded(); return }
        isRunning = false
        scene?.animations.remove(self)
    }

    /// Stops where it is; without finishing, the views keep the values drawn now as their model
    /// values and no completion runs (`finishAnimation(at:)` finishes it), as in UIKit.
    public func stopAnimation(_ withoutFinishing: Bool) {
        pauseAnimation()
        state = .stopped
        if withoutFinishing {
            settle(at: .current)
            state = .inactive
            tracks = []
        }
    }

    public func finishAnimation(at position: AnimatingPosition) {
        switch position {
        case .end: progress = 1
        case .start: progress = 0
        case .current: break
        }
        isRunning = false
        scene?.animations.remove(self)
        complete(at: position)
    }

    // MARK: Clock

    func advance(to time: Double) -> Bool {
        let elapsed = time - startTime - delay
        guard elapsed >= 0 else { return false }
        let span = duration > 0 ? elapsed / duration : 1
        progress = isReversed ? max(0, progressAtStart - span) : min(1, progressAtStart + span)
        let done = isReversed ? progress <= 0 : progress >= 1
        if done { finish() }
        return done
    }

    private func activateIfNeeded() {
        guard state == .inactive else { return }
        state = .active
        tracks = AnimationRecorder.record(blocks).map { RunningTrack(track: $0, begins: 0) }
        install(tracks)
        if scene == nil { scene = tracks.first?.track.layer.view?.scene }
    }

    /// How far along the curve the values are drawn. The ends are exact: a spring's curve is only
    /// within 0.1 % of 1 when it settles.
    private var eased: Double { progress >= 1 ? 1 : (progress <= 0 ? 0 : timing.value(at: progress)) }

    /// Puts one animation per track on its layer, each drawing the track at this animator's
    /// progress whenever the layer's presentation is asked for.
    private func install(_ added: [RunningTrack]) {
        for running in added {
            let track = running.track
            // The values, not the track: the track holds the layer, which holds this animation.
            let from = track.from, to = track.to, begins = running.begins
            let animation = LayerAnimation(track.property) { [weak self] shown in
                guard let self else { return shown }
                return from.interpolated(to: to, RunningTrack.fraction(self.eased, begins: begins))
            }
            track.layer.add(animation, forKey: track.property.keyPath)
            installed.append((track.layer, animation))
        }
    }

    /// Takes the animations off their layers, leaving the model where `position` says: at the end
    /// (where the blocks left it), back at the start, or at the values drawn now.
    private func settle(at position: AnimatingPosition) {
        if position != .end {
            for running in tracks {
                let track = running.track
                let f = RunningTrack.fraction(eased, begins: running.begins)
                track.layer.setModel(position == .start ? track.from : track.from.interpolated(to: track.to, f), for: track.property)
            }
        }
        for (layer, animation) in installed { layer.remove(animation) }
        installed = []
    }

    private func finish() {
        isRunning = false
        if pausesOnCompletion { return }
        complete(at: isReversed ? .start : .end)
    }

    private func complete(at position: AnimatingPosition) {
        settle(at: position)
        state = .inactive
        tracks = []
        blocks = []
        let handlers = completions
        completions = []
        handlers.forEach { $0(position) }
    }
}

/// A track and where on the animator's eased progress it began: the blocks given before the start
/// begin at 0; one added while the animator runs begins where the animator is then and runs over
/// what remains, as UIKit's `addAnimations(_:)` does, so it does not jump in part of the way.
private struct RunningTrack {
    let track: AnimationRecorder.Track
    let begins: Double

    /// How far along its own way the track is when the animator is at `eased`.
    static func fraction(_ eased: Double, begins: Double) -> Double {
        // Before where it began (a reversed animator going back past it) the track is at its start:
        // it must not run past `from`, which it never left.
        begins == 0 ? eased : (begins >= 1 ? 1 : max(0, eased - begins) / (1 - begins))
    }
}
