import FlipbookRender

/// `CAMediaTimingFillMode`: what an animation shows outside its active time.
public enum FillMode: Sendable, Hashable { case removed, forwards, backwards, both }

/// `CAAnimation`'s timing (`CAMediaTiming`), on the scene's clock: `beginTime` is a scene time
/// (`CACurrentMediaTime()`; 0 means when added), the local time is `(now − begin)·speed + timeOffset`,
/// each cycle lasts `duration` (0 means 0.25 s, Core Animation's default), runs `repeatCount` times
/// or for `repeatDuration`, backwards too with `autoreverses`, eased by `timingFunction` (linear
/// when nil). Outside its active time it shows as `fillMode` says; at the end it is taken off the
/// layer unless `isRemovedOnCompletion` is false
/// (developer.apple.com/documentation/quartzcore/camediatiming).
open class CoreAnimationBase {
    public var duration: Double = 0
    public var beginTime: Double = 0
    public var speed: Float = 1
    public var timeOffset: Double = 0
    public var repeatCount: Float = 0
    public var repeatDuration: Double = 0
    public var autoreverses = false
    public var fillMode: FillMode = .removed
    public var isRemovedOnCompletion = true
    public var timingFunction: MediaTimingFunction?

    public init() {}

    var cycle: Double { duration > 0 && duration.isFinite ? duration : 0.25 }

    /// How long it is active, in local time.
    var activeDuration: Double {
        if repeatDuration > 0, repeatDuration.isFinite { return repeatDuration }
        let count = repeatCount.isFinite ? max(1, Double(repeatCount)) : .infinity
        return cycle * count * (autoreverses ? 2 : 1)
    }

    /// Its time within the current cycle (0…`cycle`, running back on an autoreverse's way home) at
    /// `now` on its parent's clock (the scene's, or its group's), since `begin`; nil when it shows
    /// nothing (outside its active time with no fill); `ended` once its active time is over.
    func cycleTime(now: Double, begin: Double) -> (time: Double?, ended: Bool) {
        let s = Double(speed.isFinite ? speed : 1)
        let local = (now - begin) * s + (timeOffset.isFinite ? timeOffset : 0)
        if local < 0 { return (fillMode == .backwards || fillMode == .both ? 0 : nil, false) }
        let active = activeDuration
        if local >= active {
            // What its last instant shows: the end of a cycle, the start after an even autoreverse,
            // part-way for a fractional repeat count.
            let held = active.isFinite ? position(at: active, atEnd: true) : cycle
            return (fillMode == .forwards || fillMode == .both ? held : nil, true)
        }
        return (position(at: local, atEnd: false), false)
    }

    /// Where in a cycle local time `local` falls.
    private func position(at local: Double, atEnd: Bool) -> Double {
        let period = autoreverses ? 2 * cycle : cycle
        var p = local.truncatingRemainder(dividingBy: period)
        if atEnd, p == 0, local > 0 { p = period }
        return p > cycle ? period - p : p
    }

    /// The eased fraction at scene time `now` since `begin`, or nil when it shows nothing; `ended`
    /// when its active time is over.
    func fraction(now: Double, begin: Double) -> (value: Double?, ended: Bool) {
        let (time, ended) = cycleTime(now: now, begin: begin)
        return (time.map { ease(min(1, max(0, $0 / cycle))) }, ended)
    }

    /// The eased fraction at fraction `p` of a cycle: the timing function's (linear when nil).
    func ease(_ p: Double) -> Double { timingFunction?.value(at: p) ?? p }

    /// The value it shows at eased fraction `f`, given what the layer shows without it.
    func value(at f: Double, shown: AnimatableValue, path: AnimationKeyPath) -> AnimatableValue { shown }
}

/// `CAPropertyAnimation`: animates one key path; `isAdditive` adds its values to what is shown.
open class PropertyAnimation: CoreAnimationBase {
    public var keyPath: String?
    public var isAdditive = false

    public convenience init(keyPath: String?) {
        self.init()
        self.keyPath = keyPath
    }
}

/// `CABasicAnimation`: from `fromValue` to `toValue` (or by `byValue`), the missing ends taken from
/// what is shown, as Apple's table says
/// (developer.apple.com/documentation/quartzcore/cabasicanimation).
///
/// ```swift
/// let grow = CABasicAnimation(keyPath: "strokeEnd")
/// let pulse = CABasicAnimation(keyPath: "transform.scale")
/// pulse.fromValue = 1; pulse.toValue = 1.2; pulse.duration = 0.6
/// pulse.autoreverses = true; pulse.repeatCount = .infinity
/// badge.layer.add(pulse, forKey: "pulse")
/// ```
open class BasicAnimation: PropertyAnimation {
    public var fromValue: Any?
    public var toValue: Any?
    public var byValue: Any?

    override func value(at f: Double, shown: AnimatableValue, path: AnimationKeyPath) -> AnimatableValue {
        let current = path.read(shown)
        let from = AnimationKeyPath.value(fromValue), to = AnimationKeyPath.value(toValue), by = AnimationKeyPath.value(byValue)
        let zero = current.offset(to: current) ?? current   // the kind's zero
        let base = isAdditive ? zero : current
        let start: AnimatableValue, end: AnimatableValue
        switch (from, to, by) {
        case let (f?, t?, _): start = f; end = t
        case let (f?, nil, b?): start = f; end = f.adding(b, times: 1)
        case let (nil, t?, b?): start = t.adding(b, times: -1); end = t
        case let (f?, nil, nil): start = f; end = base
        case let (nil, t?, nil): start = base; end = t
        case let (nil, nil, b?): start = base; end = base.adding(b, times: 1)
        default: return shown
        }
        let mixed = start.interpolated(to: end, f)
        let result = isAdditive ? current.adding(mixed, times: 1) : mixed
        return path.write(shown, result)
    }
}
