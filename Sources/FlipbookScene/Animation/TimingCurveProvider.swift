import FlipbookMotion

/// `UITimingCurveProvider`: what `PropertyAnimator(duration:timingParameters:)` and
/// `continueAnimation(withTimingParameters:durationFactor:)` take: a cubic curve or a spring.
public protocol TimingCurveProvider {
    /// The curve, and how long an animator of `duration` runs on it.
    func timing(forDuration duration: Double) -> (curve: any TimingCurve, duration: Double)
}

/// `UICubicTimingParameters`: a named curve, or a cubic Bézier by its two control points.
///
/// ```swift
/// let snappy = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0.9), controlPoint2: CGPoint(x: 0.3, y: 1))
/// animator.continueAnimation(withTimingParameters: snappy, durationFactor: 0.4)
/// ```
public struct CubicTimingParameters: TimingCurveProvider, Sendable {
    public let curve: CubicBezierCurve

    /// `init()`: ease in, ease out.
    public init() { curve = AnimationCurve.easeInOut.timingCurve }
    public init(animationCurve: AnimationCurve) { curve = animationCurve.timingCurve }
    public init(controlPoint1 p1: Point, controlPoint2 p2: Point) { curve = CubicBezierCurve(p1.x, p1.y, p2.x, p2.y) }

    public func timing(forDuration duration: Double) -> (curve: any TimingCurve, duration: Double) { (curve, duration) }
}

extension SpringTimingParameters: TimingCurveProvider {
    public func timing(forDuration duration: Double) -> (curve: any TimingCurve, duration: Double) {
        let (spring, length) = spring(forDuration: duration)
        return (spring.timingCurve(duration: max(length, 0.001)), length)
    }
}

public extension PropertyAnimator {
    /// `UIViewPropertyAnimator(duration:timingParameters:)` with a cubic curve.
    convenience init(duration: Double, timingParameters: CubicTimingParameters, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timing: timingParameters.curve, animations: animations)
    }

    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`: an animator
    /// on the options' curve, started at once (after `delay`).
    ///
    /// ```swift
    /// UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0, options: .curveEaseOut, animations: {
    ///     banner.transform = .identity
    /// }, completion: { _ in banner.isUserInteractionEnabled = true })
    /// ```
    @discardableResult
    static func runningPropertyAnimator(withDuration duration: Double, delay: Double, options: AnimationOptions = [],
                                        animations: @escaping () -> Void,
                                        completion: ((AnimatingPosition) -> Void)? = nil) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }
}
