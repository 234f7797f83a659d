import FlipbookRender
import FlipbookSupport

/// The keyframes an `animateKeyframes` block adds, gathered while the block runs.
private final class KeyframeCollector {
    var keyframes: [(start: Double, duration: Double, block: () -> Void)] = []
    /// The blocks being collected, innermost last: per thread (ThreadLocalObject), as scenes run on
    /// the thread that drives them.
    static var stack: [KeyframeCollector] {
        get { slot.current().collectors }
        set { slot.current().collectors = newValue }
    }
    private static let slot = ThreadLocalObject<Collectors, Never> { Collectors() }
    private final class Collectors { var collectors: [KeyframeCollector] = [] }
}

extension View {
    /// Runs the keyframes `animations` adds with `addKeyframe(withRelativeStartTime:relativeDuration:)`
    /// as one animation of `duration` seconds, as `UIView.animateKeyframes` does: each property
    /// passes through the value each keyframe leaves it at, at the keyframe's end, held between
    /// keyframes, found between values as the calculation mode says (`KeyframePath`). The curve bits
    /// of `UIView.AnimationOptions` passed through `rawValue` time the whole; CHOSEN: without them
    /// it eases in and out, as a UIView animation does. Like `animate`, the model is set at once and
    /// the animation adds onto what already runs.
    ///
    /// ```swift
    /// UIView.animateKeyframes(withDuration: 3, delay: 0, options: [], animations: {
    ///     UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3) { square.center.x += 100 }
    ///     UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) { square.center.y += 100 }
    ///     UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) { square.center = start }
    /// })
    /// ```
    public static func animateKeyframes(withDuration duration: Double, delay: Double, options: KeyframeAnimationOptions = [],
                                        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let viewOptions = options.viewOptions
        let (duration, curve) = ViewAnimation.inherited(duration: duration, curve: viewOptions.curve.timingCurve, options: viewOptions)
        let collector = KeyframeCollector()
        KeyframeCollector.stack.append(collector)
        // Changes made in the block itself, outside any keyframe, run over the whole duration.
        let direct = ViewAnimation.recording(duration: duration, curve: curve) { AnimationRecorder.record([animations]) }
        KeyframeCollector.stack.removeLast()
        var steps: [(start: Double, end: Double, tracks: [AnimationRecorder.Track])] = [(0, 1, direct)]
        for keyframe in collector.keyframes.enumerated().sorted(by: { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }) {
            let (start, length, block) = keyframe.element
            let run = options.contains(.layoutSubviews) ? { block(); AnimationRecorder.layOutChangedScenes() } : block
            let tracks = ViewAnimation.recording(duration: duration * length, curve: curve) { AnimationRecorder.record([run]) }
            steps.append((start, min(1, start + length), tracks))
        }
        let animation = ViewAnimation(duration: duration, delay: delay, curve: curve, options: viewOptions, completion: completion)
        var scene: Scene?
        for way in KeyframeWay.ways(steps) {
            scene = scene ?? way.layer.view?.scene
            let path = KeyframePath(values: way.values, times: way.times, mode: options.calculationMode)
            let end = way.values[way.values.count - 1]
            animation.noteModelBefore(way.layer, way.property, way.values[0])
            if way.values.allSatisfy({ $0.offset(to: end) != nil }) {
                // CHOSEN: added onto what already runs, as the view's other animations are.
                animation.install(on: way.layer, way.property, beside: true) { shown, eased in
                    shown.adding(path.value(at: eased).offset(to: end) ?? .number(0), times: 1)
                }
            } else {
                animation.install(on: way.layer, way.property, beside: false) { _, eased in path.value(at: eased) }
            }
        }
        animation.begin(on: scene)
    }

    /// One keyframe of the enclosing `animateKeyframes` block: the changes `animations` makes are
    /// reached over `relativeDuration` of the whole, from `relativeStartTime` (both 0…1). Outside
    /// such a block the changes are made at once (CHOSEN).
    public static func addKeyframe(withRelativeStartTime start: Double, relativeDuration: Double,
                                   animations: @escaping () -> Void) {
        guard let collector = KeyframeCollector.stack.last else { return performWithoutAnimation(animations) }
        let s = start.isFinite ? min(1, max(0, start)) : 0
        let d = relativeDuration.isFinite ? min(1 - s, max(0, relativeDuration)) : 0
        collector.keyframes.append((s, d, animations))
    }
}

/// One property's values through a keyframe animation: where it was before, then the value each
/// keyframe that changed it left at the keyframe's start and end.
private struct KeyframeWay {
    let layer: Layer
    let property: AnimatableProperty
    var values: [AnimatableValue]
    var times: [Double]

    static func ways(_ steps: [(start: Double, end: Double, tracks: [AnimationRecorder.Track])]) -> [KeyframeWay] {
        var ways: [KeyframeWay] = []
        var index: [AnimationRecorder.Key: Int] = [:]
        for step in steps {
            for track in step.tracks {
                let key = AnimationRecorder.Key(layer: ObjectIdentifier(track.layer), property: track.property)
                if index[key] == nil {
                    index[key] = ways.count
                    ways.append(KeyframeWay(layer: track.layer, property: track.property, values: [track.modelFrom], times: [0]))
                }
                let i = index[key]!
                // Held from the last keyframe to this one's start; a keyframe starting before the
                // last one ended starts where that one ends.
                if step.start > ways[i].times.last! { ways[i].values.append(track.modelFrom); ways[i].times.append(step.start) }
                ways[i].values.append(track.to)
                ways[i].times.append(max(step.end, ways[i].times.last!))
            }
        }
        // The end holds to 1.
        for i in ways.indices where ways[i].times.last! < 1 {
            ways[i].values.append(ways[i].values.last!)
            ways[i].times.append(1)
        }
        return ways
    }
}
