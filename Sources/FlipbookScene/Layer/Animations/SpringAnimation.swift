import FlipbookMotion

/// `CASpringAnimation`: a `CABasicAnimation` whose way from `fromValue` to `toValue` follows a
/// damped spring (mass, stiffness, damping; `initialVelocity` in whole distances per second,
/// positive towards the target: developer.apple.com/documentation/quartzcore/caspringanimation),
/// sampled at the animation's local time in seconds. As in Core Animation, `duration` is not the
/// spring's: set it to `settlingDuration` for the whole motion. `settlingDuration` here is
/// FlipbookMotion's (the envelope reaching 0.1 % of the distance), not checked against Apple's
/// own estimate.
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

    /// How long the spring takes to come to rest.
    public var settlingDuration: Double { spring.settlingDuration() }

    override func ease(_ p: Double) -> Double { p >= 1 && cycle >= settlingDuration ? 1 : spring.value(atTime: p * cycle) }
}
