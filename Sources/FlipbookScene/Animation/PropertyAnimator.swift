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
/// animator.fractionComplete = percent      // captures the blocks; drawn at `percent` of the way
/// ```
/// A paused animator scrubs linearly unless `scrubsLinearly` is false, as UIKit's since iOS 11
/// (developer.apple.com/documentation/uikit/uiviewpropertyanimator/scrubslinearly): the curve
/// shapes the motion only while it runs. Running: `startAnimation()` runs it on the scene's clock,
/// frame by frame; started or continued from a scrubbed point, the rest of the way follows the
/// curve from where it is drawn, without a jump, and pausing a running animator keeps what is drawn
/// (`fractionComplete` then reads the drawn fraction). CHOSEN: UIKit blends these hand-overs in a
/// way it does not document.
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
            rebase()
            progressAtStart = progress
            startTime = now
            startDelay = 0
        }
    }
    /// Stays active at the end instead of finishing, so it can be reversed or scrubbed again.
    public var pausesOnCompletion = false
    /// While paused, `fractionComplete` moves the views linearly (true, UIKit's default) or along
    /// the timing curve.
    public var scrubsLinearly = true
    /// Accepted and kept: every Flipbook animator can be paused and scrubbed.
    public var isInterruptible = true
    /// Accepted and kept: scene touches reach views whatever their animations.
    public var isUserInteractionEnabled = true
    /// The delay `startAnimation(afterDelay:)` was given.
    public var delay: Double { startDelay }

    private var blocks: [() -> Void] = []
    private var completions: [(AnimatingPosition) -> Void] = []
    private var tracks: [RunningTrack] = []
    /// The animations this animator runs on layers, one per track.
    private var installed: [(layer: Layer, animation: LayerAnimation)] = []
    private var progress = 0.0
    private var progressAtStart = 0.0
    private var startTime = 0.0
    private var startDelay = 0.0
    private weak var scene: Scene?
    /// The curve the rest of the run follows after `continueAnimation(withTimingParameters:)`.
    private var continuedTiming: (any TimingCurve)?
    /// How long the whole animation lasts now (`duration`, or as `continueAnimation` scaled it).
    private var runDuration: Double
    /// Where a run began from a point the curve does not pass through (a linear scrub, a pause, a
    /// reversal, a new curve): the drawn value there, which the rest of the way starts from.
    private var handOver: (progress: Double, eased: Double)?

    public init(duration: Double, timing: any TimingCurve, animations: (() -> Void)? = nil) {
        self.duration = max(0, duration.isFinite ? duration : 0)
        self.runDuration = self.duration
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

    /// `addAnimations(_:delayFactor:)`: the block's changes begin after `delayFactor` (0…1) of the
    /// time that remains and run on the animator's curve over the rest, as UIKit documents.
    ///
    /// ```swift
    /// animator.addAnimations({ caption.alpha = 1 }, delayFactor: 0.5)   // the second half
    /// ```
    public func addAnimations(_ animations: @escaping () -> Void, delayFactor: Double) {
        let factor = min(1, max(0, delayFactor.isFinite ? delayFactor : 0))
        let from = state == .inactive ? 0 : progress
        let begins = from + (1 - from) * factor
        if state == .inactive { activateIfNeeded() }
        let added = AnimationRecorder.record([animations]).map { RunningTrack(track: $0, begins: begins, linear: true) }
        tracks += added
        install(added)
        blocks.append(animations)
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
        if handOver == nil { rebase() }
        isRunning = true
        self.startDelay = max(0, delay.isFinite ? delay : 0)
        progressAtStart = progress
        guard let scene = scene ?? tracks.first?.track.layer.view?.scene else {
            // Nothing on screen to animate: it is over at once.
            progress = isReversed ? 0 : 1
            finish()
            return
        }
        self.scene = scene
        startTime = scene.currentTime
        if runDuration == 0 && self.startDelay == 0 {
            progress = isReversed ? 0 : 1
            finish()
            return
        }
        scene.animations.add(self)
    }

    public func pauseAnimation() {
        guard isRunning else { activateIfNeeded(); return }
        let drawn = eased
        isRunning = false
        scene?.animations.remove(self)
        // What is drawn stays: a linear scrub from here starts at the drawn fraction.
        if scrubsLinearly, progress > 0, progress < 1 {
            progress = drawn
            handOver = nil
        }
    }

    /// `continueAnimation(withTimingParameters:durationFactor:)`: runs a paused animator on, on a
    /// new curve when one is given, the whole animation lasting `durationFactor` × `duration` (0 keeps
    /// the duration, CHOSEN), from where it is drawn.
    ///
    /// ```swift
    /// animator.isReversed = velocity < 0
    /// animator.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 0.8), durationFactor: 0.5)
    /// ```
    public func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: Double) {
        guard state == .active, !isRunning else { return }
        let drawn = eased   // on the old curve, before the new one is taken
        if let parameters {
            let (curve, length) = parameters.timing(forDuration: duration)
            continuedTiming = curve
            runDuration = length
        }
        rebase(drawn: drawn)
        if durationFactor > 0, durationFactor.isFinite { runDuration = duration * durationFactor }
        startAnimation(afterDelay: 0)
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
        let elapsed = time - startTime - startDelay
        guard elapsed >= 0 else { return false }
        let span = runDuration > 0 ? elapsed / runDuration : 1
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
    private var eased: Double {
        if progress >= 1 { return 1 }
        if progress <= 0 { return 0 }
        if !isRunning, state == .active, scrubsLinearly { return progress }
        let curve = continuedTiming ?? timing
        guard let from = handOver else { return curve.value(at: progress) }
        // The rest of the way on the curve, from the drawn value where the run began.
        if isReversed { return from.progress > 0 ? from.eased * curve.value(at: progress / from.progress) : 0 }
        return from.progress < 1 ? from.eased + (1 - from.eased) * curve.value(at: (progress - from.progress) / (1 - from.progress)) : 1
    }

    /// Notes where a run begins when the curve would not draw the values drawn now there.
    private func rebase(drawn given: Double? = nil) {
        let drawn = given ?? eased, curve = continuedTiming ?? timing
        guard progress > 0, progress < 1 else { handOver = nil; return }
        handOver = abs(drawn - curve.value(at: progress)) > 1e-12 ? (progress, drawn) : nil
    }

    /// Puts one animation per track on its layer, each drawing the track at this animator's
    /// progress whenever the layer's presentation is asked for.
    private func install(_ added: [RunningTrack]) {
        for running in added {
            let track = running.track
            // The values, not the track: the track holds the layer, which holds this animation.
            let from = track.from, to = track.to
            let animation = LayerAnimation(track.property) { [weak self] shown in
                guard let self else { return shown }
                return from.interpolated(to: to, self.fraction(of: running))
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
                let f = fraction(of: running)
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

    /// How far along its own way a track is now.
    private func fraction(of running: RunningTrack) -> Double {
        guard running.linear else { return RunningTrack.fraction(eased, begins: running.begins) }
        // A delayed block: it waits until the animator's time reaches its start, then runs the curve.
        guard progress > running.begins else { return 0 }
        guard running.begins < 1 else { return 1 }
        let local = (progress - running.begins) / (1 - running.begins)
        if local >= 1 { return 1 }
        if !isRunning, state == .active, scrubsLinearly { return local }
        return (continuedTiming ?? timing).value(at: local)
    }

    private func complete(at position: AnimatingPosition) {
        settle(at: position)
        state = .inactive
        handOver = nil
        continuedTiming = nil
        runDuration = duration
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
    /// Whether `begins` is on the animator's time (a `delayFactor`) rather than its eased progress.
    var linear = false

    /// How far along its own way the track is when the animator is at `eased`.
    static func fraction(_ eased: Double, begins: Double) -> Double {
        // Before where it began (a reversed animator going back past it) the track is at its start:
        // it must not run past `from`, which it never left.
        begins == 0 ? eased : (begins >= 1 ? 1 : max(0, eased - begins) / (1 - begins))
    }
}
