import FlipbookSupport
import FlipbookMotion
import FlipbookRender

/// One `UIView.animate` call running on the scene's clock, as UIKit (iOS 8 and later) runs it: the
/// block sets the model values at once; each changed property gets an additive animation of the
/// offset `old − new` down to zero, laid beside any already running on that property, so
/// overlapping calls sum and the view never jumps ("in-flight animations on the same properties
/// will no longer be yanked out of the view's layer … whether or not you use
/// `UIViewAnimationOptionBeginFromCurrentState`": iosoteric.com/additive-animations-animatewithduration-in-ios-8/;
/// UIKit's animations are `additive = 1; fillMode = both`: gist.github.com/d-ronnqvist/137ce6b4c852d8ebd96d).
/// `fillMode = both` is why a delayed animation holds the old value until it begins.
/// Colours do not add: a colour animation replaces the one on its key, from the colour drawn.
///
/// ```swift
/// View.animate(withDuration: 1) { square.center.x += 100 }
/// View.animate(withDuration: 1, delay: 0.5) { square.center.y += 100 }   // adds to the first
/// ```
final class ViewAnimation: TimedAnimation {
    let duration: Double, delay: Double
    let curve: any TimingCurve
    let repeats: Bool, autoreverses: Bool
    private var completion: ((Bool) -> Void)?
    private var installed: [(layer: Layer, animation: LayerAnimation)] = []
    private weak var scene: Scene?
    private var startTime = 0.0
    /// Where the curve is in the current cycle, 0…1 (before the curve).
    private var fraction = 0.0
    private var removedAny = false
    private var isDone = false
    /// The model values the block changed, as they were before it: where a rewind puts them back.
    private var modelFrom: [(layer: Layer, property: AnimatableProperty, value: AnimatableValue)] = []

    /// The duration and curve of the animation blocks being recorded, outermost first: a call made
    /// inside a block inherits them unless its options override them, as UIKit's nested calls do.
    /// Per thread, as scenes run on the thread that drives them (ThreadLocalObject, the package's
    /// one thread-local mechanism): two scenes driven at once on two threads never share it.
    private static let enclosingSlot = ThreadLocalObject<EnclosingAnimations, Never> { EnclosingAnimations() }
    private final class EnclosingAnimations { var stack: [(duration: Double, curve: any TimingCurve)] = [] }

    init(duration: Double, delay: Double, curve: any TimingCurve, options: AnimationOptions,
         completion: ((Bool) -> Void)?) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.delay = delay.isFinite ? max(0, delay) : 0
        self.curve = curve
        repeats = options.contains(.repeat); autoreverses = options.contains(.autoreverse)
        self.completion = completion
    }

    /// Records `animations` and runs what they changed; `completion` gets true when the animation
    /// ran to its end, false when something removed it first.
    static func run(duration: Double, delay: Double, options: AnimationOptions, curve: any TimingCurve,
                    animations: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        let (duration, curve) = inherited(duration: duration, curve: curve, options: options)
        let block = options.contains(.layoutSubviews) ? { animations(); AnimationRecorder.layOutChangedScenes() } : animations
        let tracks = recording(duration: duration, curve: curve) { AnimationRecorder.record([block]) }
        let animation = ViewAnimation(duration: duration, delay: delay, curve: curve, options: options, completion: completion)
        for track in tracks { animation.install(track) }
        animation.begin(on: tracks.first?.layer.view?.scene)
    }

    /// The duration and curve a call made now runs with: the enclosing call's unless overridden.
    static func inherited(duration: Double, curve: any TimingCurve, options: AnimationOptions) -> (Double, any TimingCurve) {
        guard let outer = enclosingSlot.current().stack.last else { return (duration, curve) }
        return (options.contains(.overrideInheritedDuration) ? duration : outer.duration,
                options.contains(.overrideInheritedCurve) ? curve : outer.curve)
    }

    /// Runs `record` as the enclosing animation of the calls made inside it.
    static func recording<T>(duration: Double, curve: any TimingCurve, _ record: () -> T) -> T {
        let enclosing = enclosingSlot.current()
        enclosing.stack.append((duration, curve))
        defer { enclosing.stack.removeLast() }
        return record()
    }

    /// Starts the clock (from the scene's time now), or ends at once when nothing is on screen or
    /// there is no time to wait: the model values show.
    func begin(on scene: Scene?) {
        guard let scene, !installed.isEmpty, duration > 0 || delay > 0 else {
            finish(finished: true)
            return
        }
        self.scene = scene
        if let timeline = AnimationTimeline.current {
            // An interactive transition's animation: its own clock says where it is (AnimationTimeline).
            startTime = timeline.time
            timeline.add(self) { [weak self] in self?.rewind() }
            return
        }
        startTime = scene.currentTime
        scene.animations.add(self)
    }

    /// An additive animation of what `track` changed (a colour: replacing, from what is drawn).
    private func install(_ track: AnimationRecorder.Track) {
        modelFrom.append((track.layer, track.property, track.modelFrom))
        if let offset = track.modelFrom.offset(to: track.to) {
            install(on: track.layer, track.property, beside: true) { shown, eased in shown.adding(offset, times: 1 - eased) }
        } else {
            let from = track.from, to = track.to
            install(on: track.layer, track.property, beside: false) { _, eased in from.interpolated(to: to, eased) }
        }
    }

    /// Runs `value` on `layer`'s `property`, given what the layer shows without it and how far
    /// along the curve this animation is; `beside` keeps those already on the property.
    func install(on layer: Layer, _ property: AnimatableProperty, beside: Bool,
                 _ value: @escaping (AnimatableValue, Double) -> AnimatableValue) {
        let animation = LayerAnimation(property) { [weak self] shown in value(shown, self?.eased ?? 1) }
        if beside { layer.addBeside(animation, key: property.keyPath) } else { layer.add(animation, forKey: property.keyPath) }
        animation.onRemoved = { [weak self, weak animation] in
            guard let self, let animation else { return }
            self.wasRemoved(animation)
        }
        installed.append((layer, animation))
    }

    /// How far along the curve the values are; the ends exact.
    private var eased: Double { fraction >= 1 ? 1 : (fraction <= 0 ? 0 : curve.value(at: fraction)) }

    func advance(to time: Double) -> Bool {
        guard !isDone else { return true }
        let local = time - startTime - delay
        guard local >= 0 else { fraction = 0; return false }
        let cycle = autoreverses ? 2 * duration : duration
        if cycle <= 0 || (!repeats && local >= cycle - 1e-9) {
            // Over: the animations go, the model shows (after an autoreverse, the end value, as UIKit).
            fraction = 1
            finish(finished: !removedAny)
            return true
        }
        var p = local.truncatingRemainder(dividingBy: cycle) / duration
        if p > 1 { p = 2 - p }   // the way back of an autoreverse, through the curve mirrored
        fraction = p
        return false
    }

    /// Notes the value `property` of `layer` had before the block, for a rewind (keyframes: their first value).
    func noteModelBefore(_ layer: Layer, _ property: AnimatableProperty, _ value: AnimatableValue) {
        modelFrom.append((layer, property, value))
    }

    /// Back at its start: the model as before the block, the animations gone, the completion run.
    private func rewind() {
        guard !isDone else { return }
        for (layer, property, value) in modelFrom { layer.setModel(value, for: property) }
        finish(finished: true)
    }

    private func wasRemoved(_ animation: LayerAnimation) {
        installed.removeAll { $0.animation === animation }
        removedAny = true
        // Everything it ran is gone: over now, not finished (Core Animation's finished: false).
        if installed.isEmpty, !isDone {
            scene?.animations.remove(self)
            finish(finished: false)
        }
    }

    private func finish(finished: Bool) {
        isDone = true
        for (layer, animation) in installed { layer.remove(animation) }
        installed = []
        complete(finished: finished)
    }

    private func complete(finished: Bool) {
        isDone = true
        let handler = completion
        completion = nil
        handler?(finished)
    }
}
