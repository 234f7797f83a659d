import FlipbookRender

/// A spring for a `PropertyAnimator`, as `UISpringTimingParameters`: either a damping ratio
/// that settles within the animator's duration, or a physical spring (mass, stiffness,
/// damping) that takes as long as it needs, the animator's duration ignored, as UIKit does.
///
/// ```swift
/// let bouncy = SpringTimingParameters(dampingRatio: 0.6, initialVelocity: Vector(dx: 0, dy: 2))
/// PropertyAnimator(duration: 0.5, timingParameters: bouncy) { card.center.y = 200 }.startAnimation()
///
/// let physical = SpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
/// PropertyAnimator(duration: 99, timingParameters: physical).duration   // its settling time, ≈ 1.4 s
/// ```
///
/// Every animated property shares one progress curve here, so the initial velocity is one
/// number: `dx`, or `dy` when `dx` is 0 (UIKit applies `dy` to a position's y alone).
public struct SpringTimingParameters: Sendable, Hashable {
    /// How the spring was described.
    public enum Kind: Sendable, Hashable {
        /// ζ (< 1 bounces, 1 is critical): stiffness chosen so it settles in the animator's duration.
        case dampingRatio(Double)
        /// A physical spring; the animation lasts its settling time.
        case physical(mass: Double, stiffness: Double, damping: Double)
    }

    public let kind: Kind
    public let initialVelocity: Vector

    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`.
    public init(dampingRatio: Double, initialVelocity: Vector = .zero) {
        kind = .dampingRatio(dampingRatio)
        self.initialVelocity = initialVelocity
    }

    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Vector = .zero) {
        kind = .physical(mass: mass, stiffness: stiffness, damping: damping)
        self.initialVelocity = initialVelocity
    }

    /// The one velocity the shared progress curve starts with.
    var scalarVelocity: Double { initialVelocity.dx != 0 ? initialVelocity.dx : initialVelocity.dy }

    /// The spring, and how long an animator given `duration` runs it.
    func spring(forDuration duration: Double) -> (curve: SpringCurve, duration: Double) {
        switch kind {
        case .dampingRatio(let zeta):
            let d = max(duration.isFinite ? duration : 0, 0.001)
            return (SpringCurve(dampingRatio: zeta, duration: d, initialVelocity: scalarVelocity), max(0, duration.isFinite ? duration : 0))
        case let .physical(mass, stiffness, damping):
            let spring = SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: scalarVelocity)
            let settle = spring.settlingDuration()
            // An undamped spring never settles: it plays for the limit of any animation here.
            return (spring, settle.isFinite ? min(settle, 600) : 600)
        }
    }
}

extension PropertyAnimator {
    /// `UIViewPropertyAnimator(duration:timingParameters:)` with a spring: a damping-ratio spring
    /// runs for `duration`; a mass/stiffness/damping spring runs for its settling time.
    ///
    /// ```swift
    /// let animator = PropertyAnimator(duration: 0.4, timingParameters: SpringTimingParameters(dampingRatio: 0.7)) {
    ///     heightConstraint.constant = 300
    ///     scene.root.layoutIfNeeded()
    /// }
    /// animator.startAnimation()
    /// ```
    public convenience init(duration: Double, timingParameters: SpringTimingParameters, animations: (() -> Void)? = nil) {
        let (spring, length) = timingParameters.spring(forDuration: duration)
        self.init(duration: length, timing: spring.timingCurve(duration: max(length, 0.001)), animations: animations)
    }
}
