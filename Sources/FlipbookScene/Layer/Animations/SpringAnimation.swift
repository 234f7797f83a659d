import FlipbookMotion

/// `CASpringAnimation`: a `CABasicAnimation` whose way from `fromValue` to `toValue` follows a
/// damped spring (mass, stiffness, damping; `initialVelocity` in whole distances per second,
/// positive towards the target: developer.apple.com/documentation/quartzcore/caspringanimation),
/// sampled at the animation's local time in seconds. As in Core Animation, `duration` is not the
/// spring's: set it to `settlingDuration` for the whole motion. `settlingDuration` is
/// `SpringCurve.coreAnimationSettlingDuration()`, which meets the two values Apple's documentation
/// gives (damping 5: about 2.85 s; damping 15: just over 1 s).
///
/// ```swift
/// let pop = CASpringAnimation(keyPath: "transform.scale")
/// pop.fromValue = 0; pop.toValue = 1
/// pop.damping = 12; pop.stiffness = 200
/// pop.duration = pop.settlingDuration
/// badge.layer.add(pop, forKey: "pop")
/// ```
open class SpringAnimation: BasicAnimation {
    public var mass: Double = 1
    public var stiffness: Double = 100
    public var damping: Double = 10
    public var initialVelocity: Double = 0

    var spring: SpringCurve { SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity) }

    /// How long the spring takes to come to rest, as Core Animation estimates it (the remaining
    /// distance's envelope under 1/1200, fitted to Apple's published examples).
    public var settlingDuration: Double { spring.coreAnimationSettlingDuration() }

    override func ease(_ p: Double) -> Double { p >= 1 && cycle >= settlingDuration ? 1 : spring.value(atTime: p * cycle) }
}
